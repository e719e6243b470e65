// menu-picker-label-override: a menu-style picker is named by its title; a label
// on it only takes that name away.

import SwiftSyntax

struct MenuPickerLabelOverride: Rule {
    static let id = "menu-picker-label-override"
    static let triggers: [String]? = ["Picker"]
    static let severity = Severity.info
    static let components: [Component] = [.selectMenu]
    static let wcag = ["2.5.3", "4.1.2"]
    static let refines = ["label-not-starting-with-visible-text"]
    static let summary = "A menu-style `Picker` carries an `.accessibilityLabel` that replaces its visible title."
    static let rationale = """
        A menu picker is a pop-up button that VoiceOver already names with the picker's title and follows with \
        the current choice. An accessibility label replaces that title, so what is spoken no longer matches what \
        is shown, and a Voice Control user who says the visible title may find nothing to activate.
        """
    static let fixDescription = "Remove the `.accessibilityLabel`; put any wording it adds into the picker's title."
    static let notes = [
        """
        Only an explicit `.pickerStyle(.menu)` (or `MenuPickerStyle()`), on the picker or around it, counts. \
        The automatic style becomes a menu in many places but not all, so it is left alone.
        """,
        """
        Silent when the picker shows no title to be named by (an empty title, or a label closure with no text): \
        the accessibility label is then the only name. Silent too when the label is the very same expression as \
        the title, which changes nothing the user hears.
        """,
        "This rule replaces `label-not-starting-with-visible-text` on a menu picker: the advice here is to remove the label, not to reword it.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"Picker("Sort by", selection: $sort) { Text("Date").tag(0) }.pickerStyle(.menu)↓.accessibilityLabel("Order")"#,
            """
            Picker(selection: $theme) {
                ForEach(Theme.allCases) { Text($0.name).tag($0) }
            } label: {
                Text("Theme")
            }
            .pickerStyle(MenuPickerStyle())
            ↓.accessibilityLabel(L10n.appearance)
            """,
            #"Form { Picker("Quality", selection: $quality) { Text("High").tag(2) }↓.accessibilityLabel("Video quality") }.pickerStyle(.menu)"#,
        ],
        silent: [
            #"Picker("Sort by", selection: $sort) { Text("Date").tag(0) }.pickerStyle(.menu)"#,
            #"Picker("Sort by", selection: $sort) { Text("Date").tag(0) }.accessibilityLabel("Order")"#,
            #"Picker("", selection: $sort) { Text("Date").tag(0) }.pickerStyle(.menu).accessibilityLabel("Sort by")"#,
            #"Picker(selection: $sort) { Text("Date").tag(0) } label: { Image(systemName: "arrow.up.arrow.down") }.pickerStyle(.menu).accessibilityLabel("Sort by")"#,
            #"Picker(title, selection: $sort) { Text("Date").tag(0) }.pickerStyle(.menu).accessibilityLabel(title)"#,
            #"Picker("Sort by", selection: $sort) { Text("Date").tag(0) }.pickerStyle(.segmented).accessibilityLabel("Sort by")"#,
            """
            #if os(macOS)
            Picker("Sort by", selection: $sort) { Text("Date").tag(0) }.pickerStyle(.menu).accessibilityLabel("Order")
            #endif
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .picker, call.styleChoice("pickerStyle") == .named("menu"),
            let modifier = call.accessibilityLabelModifier, let label = modifier.firstArgument,
            let title = call.visibleName, !title.isEmptyOnSomeBranch
        else { return [] }
        if let written = call.titleArgument?.expression, SyntaxFacts.normalized(written.trimmedDescription) == SyntaxFacts.normalized(label.trimmedDescription) {
            return []
        }
        return [
            Finding(
                Self.self, range: modifier.range,
                message: "A menu picker is already named by its title; this label replaces it, so VoiceOver and Voice Control no longer match what is on screen. Remove it.",
                subject: call, fixes: [context.fixes.removal(of: modifier, title: "Remove the label; the picker's title names it")])
        ]
    }
}
