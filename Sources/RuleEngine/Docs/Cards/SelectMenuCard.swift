// The card for `select.menu`.

extension ComponentCard {
    static let selectMenu = ComponentCard(
        component: .selectMenu,
        name: "Select (Menu)",
        summary: "A menu-style `Picker`: the control displays what is chosen, and activating it lists the alternatives.",
        useWhen: [
            "The user picks one value from a list of moderate length, and the control should show what was picked.",
        ],
        pickAnother: [
            (when: "two to five short options fit side by side", component: .selectSegmented),
            (when: "the control runs commands rather than setting a value", component: .menu),
            (when: "a long ordered range should stay on screen", component: .selectWheel),
        ],
        mustHaves: [
            "A native `Picker` with `.pickerStyle(.menu)`; VoiceOver reads its title and the current value.",
            "The name comes from the `Picker` title: no `.accessibilityLabel` on top of it.",
            "A meaningful title even when `.labelsHidden()` hides it, since hiding keeps the spoken name.",
            "Every option tagged with a value of the selection's type, with text that reads well alone.",
        ],
        donts: [
            "Override the name with `.accessibilityLabel`; it can drift from what is shown.",
            "Build a dropdown from a `Button` and an overlay.",
            "Leave the title empty.",
            "Use it to run actions.",
        ],
        example: """
            Picker("Sort by", selection: $sortOrder) {
                Text("Name").tag(SortOrder.name)
                Text("Date Added").tag(SortOrder.dateAdded)
                Text("Size").tag(SortOrder.size)
            }
            .pickerStyle(.menu)
            """)
}
