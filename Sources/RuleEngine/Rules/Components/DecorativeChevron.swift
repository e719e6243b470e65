// decorative-chevron: a disclosure chevron beside text that VoiceOver reads as content.

import SwiftSyntax

struct DecorativeChevron: Rule {
    static let id = "decorative-chevron"
    static let triggers: [String]? = ["chevron."]
    static let severity = Severity.warning
    static let components: [Component] = [.listRow]
    static let wcag = ["1.1.1"]
    static let summary = "A `chevron.right`/`chevron.forward` symbol beside text is not hidden from accessibility."
    static let rationale = """
        A trailing chevron only tells sighted users that a row leads somewhere. VoiceOver reads the symbol's \
        own name, so the row is announced as "Settings, Forward, Button": an extra word that means nothing to \
        the listener and slows down every pass through the list. The row's role already says it can be activated.
        """
    static let fixDescription = "Add `.accessibilityHidden(true)` to the chevron image."
    static let notes = [
        """
        A chevron counts as "beside text" when a sibling in the same stack shows text: a `Text`, a `Label`, or \
        a stack holding one (a `Text` of a variable counts: it shows something).
        """,
        """
        A chevron anywhere in a control's label (a `Button`, a `NavigationLink`), or in a view whose every use is \
        a control's label, is left alone: the guidance this rule follows counts an icon inside a button as \
        decorative, with the button named as a whole. (The catalog's table lists control labels among the places \
        it fires; the guidance wins.) A chevron interpolated into the title still fires: it is read inline as a word.
        """,
        """
        Silent when an enclosing view (up to the nearest sheet, menu or toolbar) hides its children, ignores \
        them, combines them under its own label, or carries a custom accessibility modifier: the chevron is \
        then not spoken on its own. A `Label`'s icon is never spoken, so a chevron there is left alone.
        """,
        """
        A chevron interpolated into a title or `Text` (`Button("Premium \\(Image(systemName: "chevron.forward"))")`) \
        is read inline as "Forward". It takes no modifiers there, so the finding has no automatic fix: the \
        chevron has to move out of the string.
        """,
        """
        Only `Image(systemName:)` with the literal names `chevron.right` or `chevron.forward` fires. A chevron \
        chosen by a condition (`expanded ? "chevron.down" : "chevron.right"`) shows state, not decoration, and \
        symbol wrappers such as `Image(systemSymbol: .chevronRight)` are not read.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            #"HStack { Label("Downloads", systemImage: "arrow.down.circle"); ↓Image(systemName: "chevron.forward").foregroundStyle(.secondary) }"#,
            #"List { HStack { Text("Wi-Fi"); Spacer(); ↓Image(systemName: "chevron.right") } }"#,
            """
            HStack {
                VStack(alignment: .leading) { Text(server.name); Text(server.url) }
                ↓Image(systemName: "chevron.right")
            }
            .onTapGesture { open(server) }
            """,
            #"Button("Premium \(↓Image(systemName: "chevron.forward"))") { showPaywall() }"#,
            #"Text("See all \(↓Image(systemName: "chevron.right"))").font(.footnote)"#,
        ],
        silent: [
            #"HStack { Text("Settings"); Image(systemName: "chevron.right").accessibilityHidden(true) }"#,
            """
            Button(action: openSettings) {
                HStack {
                    Text("Settings")
                    Spacer()
                    Image(systemName: "chevron.right")
                }
            }
            """,
            #"NavigationLink(value: server) { HStack { Text(server.name); Image(systemName: "chevron.forward").font(.caption) } }"#,
            #"Button(action: next) { Image(systemName: "chevron.right") }"#,
            #"HStack { Text("Settings"); Image(systemName: "chevron.right") }.accessibilityElement(children: .ignore).accessibilityLabel("Settings")"#,
            #"Text("\(Image(systemName: "chevron.right"))")"#,
            #"Button("Premium \(Image(systemName: "chevron.forward"))") { upgrade() }.accessibilityLabel("Premium")"#,
            #"Button(action: open) { HStack { Text("Settings"); Image(systemName: "chevron.right") } }.accessibilityLabel("Settings")"#,
            #"HStack { Text("Details"); Image(systemName: expanded ? "chevron.down" : "chevron.right") }"#,
            #"HStack { Text("Details"); Image(systemSymbol: .chevronRight) }"#,
            #"Label { Text("Details") } icon: { Image(systemName: "chevron.right") }"#,
            #"HStack { Image(systemName: "chevron.left"); Image(systemName: "chevron.right") }"#,
            #"HStack { Text("Next"); Image(systemName: "arrow.right") }"#,
            #"Button(action: more) { Label("More", systemImage: "chevron.right") }"#,
            #"HStack { Text("Settings"); chevron() }"#,
            """
            #Preview {
                HStack { Text("Settings"); Image(systemName: "chevron.right") }
            }
            """,
            """
            #if os(macOS)
            HStack { Text("Settings"); Image(systemName: "chevron.right") }
            #endif
            """,
        ])

    private static let chevrons: Set<String> = ["chevron.right", "chevron.forward"]

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .image, let constructor = call.constructor,
            let symbol = constructor.arguments.first(where: { $0.label?.text == "systemName" }),
            let name = ExpressionReader.stringLiteral(symbol.expression), Self.chevrons.contains(name),
            call.accessibilityLabel == nil, let parent = call.parent, parent.kind != .label, !call.accessibilityIsOverridden
        else { return [] }
        if let literal = call.interpolatingLiteral {
            guard Self.hasText(besides: call, in: literal) else { return [] }
            // A view interpolated into text takes no modifiers: the chevron has to leave the string.
            return [
                Finding(
                    Self.self, range: constructor.byteRange,
                    message: "VoiceOver reads this chevron inside the text as \"Forward\"; it is decoration, so take it out of the string and show it as an Image hidden with .accessibilityHidden(true).",
                    subject: call)
            ]
        }
        // An icon inside a control's label is decoration the control's name covers.
        guard call.labelledControl == nil, call.bodyIsOnlyUsedAsLabelOf == nil, hasTextBeside(call, in: parent) else { return [] }
        return [
            Finding(
                Self.self, range: constructor.byteRange,
                message: "VoiceOver reads this chevron as \"Forward\" after the row's text; it is decoration, so hide it with .accessibilityHidden(true).",
                subject: call, fixes: [context.fixes.addition(of: ".accessibilityHidden(true)", to: call, title: "Hide the chevron from accessibility")])
        ]
    }

    /// The literal shows words besides the interpolated chevron.
    private static func hasText(besides chevron: ViewCall, in literal: StringLiteralExprSyntax) -> Bool {
        literal.segments.contains { segment in
            guard case .stringSegment(let text) = segment else { return false }
            return text.content.text.contains { $0.isLetter || $0.isNumber }
        }
    }

    /// Another view in the same closure as the chevron shows text.
    private func hasTextBeside(_ chevron: ViewCall, in parent: ViewCall) -> Bool {
        guard let siblings = parent.contents.first(where: { $0.nodes.directViews.contains { $0 === chevron } })?.nodes else { return false }
        return siblings.directViews.contains { $0 !== chevron && showsText($0) }
    }

    /// A `Text`, a `Label`, or a stack holding one; a custom view is not assumed to show text.
    private func showsText(_ view: ViewCall) -> Bool {
        guard !view.isAccessibilityHidden else { return false }
        switch view.kind {
        case .text, .label: return true
        case .container: return view.nodes(for: .content)?.directViews.contains(where: showsText) ?? false
        default: return false
        }
    }
}
