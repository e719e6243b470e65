// menu-named-by-value: a menu whose label shows only the current choice, while the
// name of the setting sits in a separate text beside it.

import Foundation
import SwiftSyntax

struct MenuNamedByValue: Rule {
    static let id = "menu-named-by-value"
    static let triggers: [String]? = ["Menu", "labelsHidden"]
    static let severity = Severity.warning
    static let components: [Component] = [.menu, .selectMenu]
    static let wcag = ["4.1.2", "1.3.1"]
    static let summary = "A `Menu` (or a menu-style `Picker` with its label hidden) is labelled only by the current value, with the setting's name in a separate `Text` beside it."
    static let rationale = """
        Sighted users read the row as one thing: "Sort by … Newest". VoiceOver reads the text and the menu as \
        two stops, and the menu says only "Newest, button": nothing tells what Newest is, and Voice Control \
        users have no stable name to say, since the label changes with every choice.
        """
    static let fixDescription = """
        Name the menu after the setting and keep the choice as its value: \
        `.accessibilityLabel("Sort by")` and `.accessibilityValue(Text(order.title))`; or put both in a \
        `LabeledContent("Sort by") { Menu … }` / a `Picker("Sort by", selection:)` that names itself.
        """
    static let notes = [
        """
        The label is "the current value" when it shows text that is not a literal and mentions a property \
        that the menu's own content sets (a button's action assigns it, or a `Picker` in the menu is bound to \
        it). The setting's name is a `Text` or `Label` beside the menu in the same `HStack`.
        """,
        """
        Silent when the menu has an `.accessibilityLabel`, when the row is one accessibility element \
        (`.accessibilityElement(…)` on the stack) or sits in a `LabeledContent`, and for a `Picker` that keeps \
        its title (`Picker("Sort by", …).labelsHidden()` is still named "Sort by").
        """,
        """
        The fix is offered when the text beside the menu is a literal; it labels the menu with that text \
        (without a trailing colon) and, when the label is one `Text`, keeps the current choice as the \
        accessibility value.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            """
            HStack {
                Text("Sort by")
                Spacer()
                ↓Menu {
                    Button("Newest") { order = .newest }
                    Button("Oldest") { order = .oldest }
                } label: {
                    Text(order.title)
                }
            }
            """,
            """
            HStack {
                Label("Theme", systemImage: "paintbrush")
                ↓Menu {
                    Picker("Theme", selection: $theme) { ForEach(Theme.allCases) { Text($0.name).tag($0) } }
                } label: {
                    HStack { Text(theme.name); Image(systemName: "chevron.up.chevron.down") }
                }
            }
            """,
            """
            HStack {
                Text(L10n.quality)
                ↓Picker(selection: $quality) {
                    ForEach(Quality.allCases) { Text($0.title).tag($0) }
                } label: {
                    Text(quality.title)
                }
                .labelsHidden()
            }
            """,
        ],
        silent: [
            """
            HStack {
                Text("Sort by")
                Menu {
                    Button("Newest") { order = .newest }
                } label: {
                    Text(order.title)
                }
                .accessibilityLabel("Sort by")
                .accessibilityValue(Text(order.title))
            }
            """,
            """
            LabeledContent("Sort by") {
                Menu { Button("Newest") { order = .newest } } label: { Text(order.title) }
            }
            """,
            """
            HStack {
                Text("Sort by")
                Picker("Sort by", selection: $order) { Text("Newest").tag(Order.newest) }.labelsHidden()
            }
            """,
            """
            HStack {
                Text(account.name)
                Menu { Button("Sign Out", action: signOut) } label: { Text(account.handle) }
            }
            """,
            """
            HStack {
                Text("Sort by")
                Menu { Button("Newest") { order = .newest } } label: { Text(order.title) }
            }
            .accessibilityElement(children: .combine)
            """,
            """
            HStack {
                Text("Sort by")
                Menu { Button("Newest") { order = .newest } } label: { Text("Newest first") }
            }
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .menu || (call.kind == .picker && call.hasModifier("labelsHidden") && call.title == nil),
            call.accessibilityLabel == nil, !call.accessibilityIsOverridden, let shown = shownValue(of: call),
            choosesAmong(call, shown.mentioned)
        else { return [] }
        guard let row = call.parent, row.typeName == "HStack" || row.typeName == "GridRow", call.role == .content,
            !row.hasModifier("accessibilityElement"), !call.elementPath.contains(where: { $0.view.hasModifier("accessibilityElement") })
        else { return [] }
        let siblings = (row.nodes(for: .content) ?? []).directViews.filter { $0 !== call && ($0.kind == .text || $0.kind == .label) }
        guard let name = siblings.first?.title else { return [] }
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "This \(call.typeName ?? "menu") is labelled only by its current value; VoiceOver reads the setting's name beside it as a separate element, so the menu says only the choice. Name it after the setting and give the choice as its value.",
                subject: call, fixes: labelFix(call, name: name, value: shown.expression, context))
        ]
    }

    /// The text the menu shows when it is not a literal: the identifiers it mentions, and the
    /// expression to keep as the accessibility value (a title, or a label that is one `Text`).
    private func shownValue(of call: ViewCall) -> (mentioned: Set<String>, expression: String?)? {
        if let title = call.titleArgument {
            guard call.title?.literalText == nil else { return nil }
            return (SyntaxFacts.identifiers(in: title.expression), title.expression.trimmedDescription)
        }
        guard let label = call.labelContent, let text = ViewCall.textName(of: label.nodes), text.literalText == nil else { return nil }
        let texts = ViewCall.views(in: label.nodes).filter { $0.kind == .text || $0.kind == .label }
        let mentioned = texts.reduce(into: Set<String>()) { result, view in
            view.titleArgument.map { result.formUnion(SyntaxFacts.identifiers(in: $0.expression)) }
        }
        guard !mentioned.isEmpty else { return nil }
        let single = texts.count == 1 && texts[0].kind == .text && texts[0].modifiers.isEmpty ? texts[0].root.trimmedDescription : nil
        return (mentioned, single)
    }

    /// The menu's content sets one of the properties its label shows: a button assigns it, or a
    /// picker inside is bound to it; a picker is bound to it itself.
    private func choosesAmong(_ call: ViewCall, _ names: Set<String>) -> Bool {
        if call.kind == .picker { return call.boundProperty("selection").map { names.contains(SyntaxFacts.lastComponent($0)) } ?? false }
        let content = ViewCall.views(in: call.nodes(for: .content) ?? [])
        return content.contains { view in
            if view.kind == .picker, let bound = view.boundProperty("selection") { return names.contains(SyntaxFacts.lastComponent(bound)) }
            guard view.kind == .button || view.kind == .toggle, let action = view.actionExpression else { return false }
            return ActionReader.writes(in: action).contains { names.contains($0.name) }
        }
    }

    /// `.accessibilityLabel("<the text beside it>")`, and what the label shows as the value.
    private func labelFix(_ call: ViewCall, name: NameValue, value: String?, _ context: RuleContext) -> [Fix] {
        guard var words = name.literalText?.trimmingCharacters(in: .whitespaces), !words.isEmpty else { return [] }
        while words.hasSuffix(":") { words.removeLast() }
        var modifiers = [".accessibilityLabel(\(FixBuilder.stringLiteral(words)))"]
        if let value { modifiers.append(".accessibilityValue(\(value))") }
        return [Fix(title: "Name the menu \"\(words)\"", edits: [context.fixes.appendModifiers(modifiers, to: call)])]
    }
}
