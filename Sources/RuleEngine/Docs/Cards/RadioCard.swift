// The card for `radio`.

extension ComponentCard {
    static let radio = ComponentCard(
        component: .radio,
        name: "Radio Button",
        summary: "One choice out of a visible set, made of `Button`s that report their own selection, since SwiftUI offers no radio control.",
        useWhen: [
            "The user picks one of two to five mutually exclusive options and should see them all at once.",
        ],
        pickAnother: [
            (when: "several options can be on at the same time", component: .checkbox),
            (when: "there are many options, or little room", component: .selectMenu),
            (when: "a few short options fit side by side in one row", component: .selectSegmented),
        ],
        mustHaves: [
            "Each option is a real `Button` that sets the selection, so every input method can choose it.",
            "The chosen option gets `.accessibilityAddTraits(selection == option ? .isSelected : [])`, tracking the live selection.",
            "An `.accessibilityValue` of \"Checked\" or \"Unchecked\", so options that are not chosen also say so.",
            "The group is named: `.accessibilityElement(children: .contain)` with an `.accessibilityLabel` such as \"Shipping speed\".",
            "A filled circle versus an empty one, not a colour change alone; each option a 44 × 44 pt target.",
        ],
        donts: [
            "Apply `.isSelected` to every option or never update it.",
            "Show the choice only through the circle icon.",
            "Select options with tap gestures on images or rows.",
            "Put \"radio button\" in the option's label.",
        ],
        example: """
            VStack(alignment: .leading) {
                ForEach(ShippingSpeed.allCases) { speed in
                    Button { shipping = speed } label: {
                        Label(speed.title, systemImage: shipping == speed ? "largecircle.fill.circle" : "circle")
                    }
                    .accessibilityAddTraits(shipping == speed ? .isSelected : [])
                    .accessibilityValue(shipping == speed ? "Checked" : "Unchecked")
                }
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Shipping speed")
            """)
}
