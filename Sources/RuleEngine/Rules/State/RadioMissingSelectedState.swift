// radio-missing-selected-state: one choice of a group of buttons shows it is chosen only by its icon.

struct RadioMissingSelectedState: Rule {
    static let id = "radio-missing-selected-state"
    static let triggers: [String]? = ["ForEach", "List"]
    static let severity = Severity.warning
    static let components: [Component] = [.radio]
    static let wcag = ["4.1.2"]
    static let refines = ["state-only-in-icon"]
    static let summary = "A ForEach of buttons marks the chosen one with an icon (`selection == item`) but never adds the selected trait."
    static let rationale = """
        A list of buttons where a filled circle or a checkmark marks the current choice is a radio group to a \
        sighted user. VoiceOver reads every option the same way, so a blind user cannot find out which one is \
        chosen; the selected trait on the chosen button makes VoiceOver say "Selected" there and only there.
        """
    static let fixDescription = "Add `.accessibilityAddTraits(selection == item ? .isSelected : [])` to the button, on the same comparison as its icon."
    static let notes = [
        "The icon counts when an image's argument is a ternary on a comparison with the `ForEach` item (`selection == item`, `item.id == selectedID`), or when an image appears only in the branch of an `if` on such a comparison (a checkmark beside the chosen option).",
        "Any selected trait on the button or on a view around it inside the `ForEach` body silences the rule, even on another condition (a helper such as `isSelected(item)` may be the same test). An `.accessibilityValue` alone does not: the radio card asks for the trait, which is what VoiceOver and UI tests read as chosen.",
        "Multiple selection (`selection.contains(item)`) is a set of checkboxes, not a radio group, and is not reported here.",
        "This rule refines `state-only-in-icon`: on the same button only this finding is shown.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            ForEach(sizes, id: \\.self) { size in
                ↓Button { selection = size } label: {
                    HStack {
                        Image(systemName: selection == size ? "largecircle.fill.circle" : "circle")
                        Text(size.name)
                    }
                }
            }
            """,
            """
            ForEach(languages) { language in
                ↓Button(action: { chosen = language.code }) {
                    HStack {
                        Text(language.name)
                        Spacer()
                        if language.code == chosen { Image(systemName: "checkmark") }
                    }
                }
            }
            """,
            """
            List(themes) { theme in
                ↓Button { current = theme } label: {
                    Label(theme.title, systemImage: current == theme ? "checkmark.circle.fill" : "circle")
                }
                .accessibilityValue(current == theme ? "Chosen" : "")
            }
            """,
        ],
        silent: [
            """
            ForEach(sizes, id: \\.self) { size in
                Button { selection = size } label: {
                    Image(systemName: selection == size ? "largecircle.fill.circle" : "circle")
                    Text(size.name)
                }
                .accessibilityAddTraits(selection == size ? .isSelected : [])
            }
            """,
            """
            ForEach(seasons) { season in
                HStack {
                    Button { selected = season } label: {
                        Image(systemName: selected == season ? "checkmark.circle.fill" : "circle")
                        Text(season.name)
                    }
                }
                .accessibilityAddTraits(isSelected(season) ? .isSelected : [])
            }
            """,
            """
            ForEach(tags) { tag in
                Button { toggle(tag) } label: {
                    Image(systemName: chosen.contains(tag) ? "checkmark.square" : "square")
                    Text(tag.name)
                }
            }
            """,
            """
            Button { selection = .small } label: {
                Image(systemName: selection == .small ? "largecircle.fill.circle" : "circle")
                Text("Small")
            }
            """,
            """
            ForEach(items) { item in
                Button { open(item) } label: {
                    Image(systemName: item.kind == .folder ? "folder" : "doc")
                    Text(item.name)
                }
            }
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .button else { return [] }
        let items = call.loopVariables
        guard !items.isEmpty,
            let icon = call.conditionalIcons.first(where: { comparesSelection($0.condition, items: items) })
        else { return [] }
        let within = [call] + call.ancestors.prefix { $0.typeName != "ForEach" && $0.typeName != "List" }
        guard !within.contains(where: { $0.addsTrait("isSelected") || $0.addedTraits.contains(where: \.traits.containsUnknown) }),
            !call.hasCustomAccessibilityModifier, !call.hasAccessibilityReplacement, !call.isAccessibilityHidden
        else { return [] }
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "This button is one choice of a group, and only its icon shows that it is chosen (`\(icon.condition.text)`); VoiceOver cannot tell which option is selected. Add .accessibilityAddTraits(\(icon.condition.text) ? .isSelected : []).",
                subject: call,
                fixes: [context.fixes.addition(of: ".accessibilityAddTraits(\(icon.condition.text) ? .isSelected : [])", to: call, title: "Add the selected trait when `\(icon.condition.text)`")])
        ]
    }

    /// `selection == item` (either side, `.id` or not), where the other side is a stored choice,
    /// not an enum case, a literal, a type's constant or the item again.
    private func comparesSelection(_ condition: StateCondition, items: Set<String>) -> Bool {
        guard let roots = condition.comparisonRoots, roots.contains(where: items.contains) else { return false }
        let others = roots.filter { !items.contains($0) }
        return others.count == 1 && others.allSatisfy { root in
            guard let first = root.first, first.isLowercase || first == "_" else { return false }
            return !["true", "false", "nil"].contains(root)
        }
    }
}
