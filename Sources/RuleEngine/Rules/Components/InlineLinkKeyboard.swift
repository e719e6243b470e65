// inline-link-keyboard: a link inside a run of text, which Full Keyboard Access and
// Voice Control cannot operate.

import SwiftSyntax

struct InlineLinkKeyboard: Rule {
    static let id = "inline-link-keyboard"
    static let triggers: [String]? = ["](", "<http", "markdown:"]
    static let severity = Severity.info
    static let components: [Component] = [.linkInline]
    static let wcag = ["2.1.1"]
    static let summary = "A `Text` renders a Markdown or AttributedString link inside its text."
    static let rationale = """
        VoiceOver users can reach a link inside a `Text` through the Links rotor, but on Apple platforms Full \
        Keyboard Access cannot move focus to it and Voice Control offers no name to say, so keyboard and voice \
        users cannot follow it. A standalone `Link` next to the text works for every input method.
        """
    static let fixDescription = """
        Keep the inline link if the design needs it, and also offer the destination as a standalone \
        `Link("Terms of Service", destination: url)` near the text (or make the link the whole `Link`).
        """
    static let notes = [
        """
        A link is seen in a literal `Text("… [title](url) …")` (SwiftUI parses Markdown in a string literal, \
        interpolations included), in `Text(.init("…"))` / `Text(LocalizedStringKey("…"))`, and in \
        `Text(AttributedString(markdown: "…"))`, with `[title](url)` or `<https://…>` links.
        """,
        """
        `Text(verbatim:)`, a `Text` of a `String` variable (not parsed as Markdown) and a `Text` of an \
        `AttributedString` variable (its links cannot be seen) never fire. A `Text` inside a control's label \
        is operated through that control and is left alone.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            #"↓Text("By signing up you agree to our [Terms](https://example.com/terms).")"#,
            #"VStack { ↓Text(.init("Read the [privacy policy](\(policyURL))")).font(.footnote) }"#,
            #"↓Text(try! AttributedString(markdown: "See <https://example.com/help>"))"#,
            #"↓Text("Powered by [Jellyfin](https://jellyfin.org)") + Text(" and friends")"#,
        ],
        silent: [
            #"Text(verbatim: "[Terms](https://example.com/terms)")"#,
            #"Text(disclaimer)"#,
            #"Text(status.content.attributedString)"#,
            #"Text("Use [brackets] (sparingly)")"#,
            #"Link("Terms of Service", destination: termsURL)"#,
            #"Button(action: openTerms) { Text("Read the [Terms](https://example.com/terms)") }"#,
            #"Text("settings.about.terms")"#,
            """
            #if os(macOS)
            Text("Read the [Terms](https://example.com/terms)")
            #endif
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .text, let first = call.constructor?.arguments.first, first.label == nil,
            let markdown = Self.markdownSource(first.expression), Self.containsLink(markdown),
            !call.isAccessibilityHidden, !call.ancestors.contains(where: { $0.kind.isInteractive })
        else { return [] }
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "This text holds a link that Full Keyboard Access cannot focus and Voice Control cannot name; offer the same destination as a standalone Link too.",
                subject: call)
        ]
    }

    /// The string SwiftUI parses as Markdown: a literal title, or the literal inside
    /// `.init(…)`, `LocalizedStringKey(…)` or `AttributedString(markdown:)`.
    private static func markdownSource(_ expression: ExprSyntax) -> String? {
        var expression = expression
        if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return ExpressionReader.stringName(literal, checkForKey: false).spokenForm
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let argument = call.arguments.first else { return nil }
        let callee = call.calledExpression.trimmedDescription
        let wraps = (callee == ".init" || callee == "LocalizedStringKey") && argument.label == nil
            || callee == "AttributedString" && argument.label?.text == "markdown"
        return wraps ? markdownSource(argument.expression) : nil
    }

    /// `[title](destination)` or `<scheme://…>` somewhere in the text.
    static func containsLink(_ text: String) -> Bool {
        for part in text.split(separator: "<", omittingEmptySubsequences: false).dropFirst() {
            let inside = part.prefix { $0 != ">" && !$0.isWhitespace }
            if inside.count < part.count, part[inside.endIndex] == ">", inside.contains(":") { return true }
        }
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            let afterOpen = rest[rest.index(after: open)...]
            guard let close = afterOpen.firstIndex(of: "]") else { return false }
            let tail = afterOpen[afterOpen.index(after: close)...]
            if close > afterOpen.startIndex, tail.first == "(", let end = tail.firstIndex(of: ")"),
                !tail[tail.index(after: tail.startIndex)..<end].contains(where: \.isWhitespace),
                end > tail.index(after: tail.startIndex)
            {
                return true
            }
            rest = afterOpen
        }
        return false
    }
}
