// not-selected-value-redundant: a "Not Selected" value where the off state is already clear.

struct NotSelectedValueRedundant: Rule {
    static let id = "not-selected-value-redundant"
    static let triggers: [String]? = ["accessibilityValue", "accessibility(value"]
    static let severity = Severity.warning
    static let components: [Component] = [.buttonToggle]
    static let wcag = ["4.1.2"]
    static let summary = "A toggle button sets a \"Not Selected\" (or \"Unselected\", \"Off\") value although its off state is already clear."
    static let rationale = """
        SwiftUI has no "not selected" trait, so a value that says it is only worth adding when nothing else can \
        tell a VoiceOver user that the button is off. When the name already changes with the state, when the \
        button sits among sibling toggles, or when a visible text shows the state, the extra words are read \
        on every visit and only slow the user down.
        """
    static let fixDescription = "Remove the `.accessibilityValue` modifier; the name, the neighbours or the visible text already tell the off state."
    static let notes = [
        "Only an isolated toggle with a stable name, selected-trait strategy and no visible state text needs the value; that case is silent.",
        "Sibling toggles are other buttons or toggles in the same stack that add the selected trait or set a value, or the repeated buttons of a `ForEach`.",
        "The value is judged on every branch: `.accessibilityValue(bold ? \"\" : \"Not Selected\")` counts. Values from variables or localization keys are unknown and never reported.",
        "Visible state text counts only while it is spoken: a stable `.accessibilityLabel` replaces it, and the value is then the only place VoiceOver hears the state.",
        "Checked on buttons and on views that add the button trait. A `Toggle` is not checked here: it already speaks its own on or off value.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            Button { muted.toggle() } label: { Image(systemName: muted ? "speaker.slash" : "speaker") }
                .accessibilityLabel(muted ? "Unmute" : "Mute")
                ↓.accessibilityValue(muted ? "" : "Not Selected")
            """,
            """
            HStack {
                Button { bold.toggle() } label: { Image(systemName: "bold") }
                    .accessibilityLabel("Bold")
                    .accessibilityAddTraits(bold ? .isSelected : [])
                    ↓.accessibilityValue(bold ? "" : "Not Selected")
                Button { italic.toggle() } label: { Image(systemName: "italic") }
                    .accessibilityLabel("Italic")
                    .accessibilityAddTraits(italic ? .isSelected : [])
            }
            """,
            """
            ForEach(filters) { filter in
                Button(filter.name) { toggle(filter) }
                    .accessibilityAddTraits(isOn(filter) ? .isSelected : [])
                    ↓.accessibilityValue(isOn(filter) ? "" : "Unselected")
            }
            """,
            """
            Button { shuffle.toggle() } label: {
                HStack { Image(systemName: "shuffle"); Text(shuffle ? "On" : "Off") }
            }
            ↓.accessibilityValue(shuffle ? "On" : "Off")
            """,
        ],
        silent: [
            """
            Button { shuffle.toggle() } label: {
                HStack { Image(systemName: "shuffle"); Text(shuffle ? "On" : "Off") }
            }
            .accessibilityLabel("Shuffle")
            .accessibilityValue(shuffle ? "On" : "Off")
            """,
            """
            Button { bold.toggle() } label: { Image(systemName: "bold") }
                .accessibilityLabel("Bold")
                .accessibilityAddTraits(bold ? .isSelected : [])
                .accessibilityValue(bold ? "" : "Not Selected")
            """,
            #"Button(muted ? "Unmute" : "Mute") { muted.toggle() }.accessibilityValue(volumeText)"#,
            #"Button(muted ? "Unmute" : "Mute") { muted.toggle() }.accessibilityValue(muted ? "accessibility.toggle.on" : "accessibility.toggle.off")"#,
            #"Toggle("Bold", isOn: $bold).accessibilityValue(bold ? "On" : "Off")"#,
            """
            HStack {
                Button { bold.toggle() } label: { Image(systemName: "bold") }
                    .accessibilityLabel("Bold")
                    .accessibilityAddTraits(bold ? .isSelected : [])
                    .accessibilityValue(bold ? "" : "Not Selected")
                Text("Formatting")
            }
            """,
        ])

    private static let offWords: Set<String> = ["not selected", "unselected", "deselected", "off"]

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .button || call.addsTrait("isButton") else { return [] }
        return call.modifiers(named: "accessibilityValue").compactMap { modifier in
            guard let value = modifier.firstArgument,
                let off = ExpressionReader.name(of: value, workspace: context.model.workspace).leaves.compactMap(\.literalText).first(where: Self.isOffValue),
                let reason = redundancy(of: call)
            else { return nil }
            return Finding(
                Self.self, range: modifier.range,
                message: "The value \"\(off)\" repeats what VoiceOver users already know: \(reason). Remove it.",
                subject: call, fixes: [context.fixes.removal(of: modifier, title: "Remove the redundant \"\(off)\" value")])
        }
    }

    private static func isOffValue(_ text: String) -> Bool {
        offWords.contains(StateWords.words(of: text).joined(separator: " "))
    }

    /// Why the off state is already discoverable, or nil for an isolated, stable-name toggle.
    private func redundancy(of call: ViewCall) -> String? {
        if call.accessibleName?.changesWithState == true { return "the button's name already changes with its state" }
        // A stable accessibility label replaces the visible text, so then the value is what speaks the state.
        if call.accessibilityLabel == nil, call.visibleName?.changesWithState == true { return "a visible text on the button already shows the state" }
        if call.isInsideForEach { return "the button is one of a set of repeated toggles, where the selected ones stand out" }
        if let parent = call.parent, case .container = parent.kind {
            let siblings = (parent.nodes(for: .content) ?? []).directViews.filter { $0 !== call }
            let toggles = siblings.filter { sibling in
                (sibling.kind == .button || sibling.kind == .toggle)
                    && (sibling.kind == .toggle || sibling.addsTrait("isSelected") || sibling.hasModifier("accessibilityValue"))
            }
            if !toggles.isEmpty { return "the button sits among sibling toggles, where the selected ones stand out" }
        }
        return nil
    }
}
