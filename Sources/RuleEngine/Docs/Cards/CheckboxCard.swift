// The card for `checkbox`.

extension ComponentCard {
    static let checkbox = ComponentCard(
        component: .checkbox,
        name: "Checkbox",
        summary: "A box the user ticks: a `Toggle` with your own `ToggleStyle`, its state spoken as \"Checked\" or \"Unchecked\".",
        useWhen: [
            "The user ticks independent options in a form or checklist: \"Remember me\", accepting terms, items to pack.",
            "The design calls for a box rather than a switch.",
        ],
        pickAnother: [
            (when: "only one option of the group may be chosen", component: .radio),
            (when: "it is a standalone setting in a settings list", component: .switchBasic),
        ],
        mustHaves: [
            "A `Toggle` bound to the value and drawn by your own `ToggleStyle`: iOS has no checkbox style and no checkbox trait.",
            "In `makeBody`, `.accessibilityValue(configuration.isOn ? \"Checked\" : \"Unchecked\")` on the control, so the state is spoken.",
            "The name comes from the toggle's title (`configuration.label`) and stays the same in both states.",
            "The states differ in shape, an empty square versus a ticked one, not only in colour.",
            "Box and text form one element and one target of at least 44 × 44 pt.",
        ],
        donts: [
            "Assemble it from an `Image` and a tap gesture: no role, no state, no keyboard or Switch Control access.",
            "Name the role in the label (\"Remember me checkbox\").",
            "Put the state into the title; the value carries it.",
            "Let the tint colour be the only sign that the box is ticked.",
        ],
        example: """
            struct CheckboxStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button { configuration.isOn.toggle() } label: {
                        Label { configuration.label } icon: {
                            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                        }
                    }
                    .accessibilityValue(configuration.isOn ? "Checked" : "Unchecked")
                }
            }

            Toggle("Remember me", isOn: $rememberMe).toggleStyle(CheckboxStyle())
            """)
}
