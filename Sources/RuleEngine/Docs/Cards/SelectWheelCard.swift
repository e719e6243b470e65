// The card for `select.wheel`.

extension ComponentCard {
    static let selectWheel = ComponentCard(
        component: .selectWheel,
        name: "Select (Wheel)",
        summary: "A wheel-style `Picker` that keeps its scrolling list of values on screen.",
        useWhen: [
            "A long, ordered run of values the user scrolls through in place: sizes, quantities, units.",
        ],
        pickAnother: [
            (when: "the list is short and only the current choice needs to show", component: .selectMenu),
            (when: "the value is a date or a time", component: .datepicker),
            (when: "it is a number changed one step at a time", component: .stepper),
        ],
        mustHaves: [
            "A native `Picker` with `.pickerStyle(.wheel)`; VoiceOver changes the value by swiping up or down.",
            "`.accessibilityLabel` with exactly the `Picker` title: the wheel does not speak its title on its own.",
            "`.accessibilityElement(children: .contain)` alongside that label.",
            "Row text that makes sense alone, since VoiceOver reads it as the value; every row tagged.",
        ],
        donts: [
            "Use a wheel for a handful of options; it hides most of them.",
            "Give it a label that differs from its title.",
            "Imitate a wheel with a custom `ScrollView`, which is not adjustable.",
        ],
        example: #"""
            Picker("Shoe size", selection: $shoeSize) {
                ForEach(sizes, id: \.self) { size in
                    Text(size.formatted()).tag(size)
                }
            }
            .pickerStyle(.wheel)
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Shoe size")
            """#)
}
