// The card for `stepper`.

extension ComponentCard {
    static let stepper = ComponentCard(
        component: .stepper,
        name: "Stepper",
        summary: "Minus and plus in one system control, for nudging a value by fixed amounts; its title names it for VoiceOver.",
        useWhen: [
            "Small, exact changes to a count or amount: guests, copies, minutes on a timer.",
        ],
        pickAnother: [
            (when: "the range is wide and an approximate value will do", component: .slider),
            (when: "the value is a date or a time", component: .datepicker),
        ],
        mustHaves: [
            "A native `Stepper`: VoiceOver reads its title as the name and changes the value by swiping up or down.",
            "A title that names the quantity (\"Guests\"), not the action (\"Add guests\").",
            "The current value visible and heard, in the title (\"Guests: 4\") or through `.accessibilityValue`.",
            "An `in:` range and a `step:` that keep every change meaningful.",
        ],
        donts: [
            "Add `.accessibilityAdjustableAction` or an adjustable trait: the stepper already is adjustable.",
            "Put together minus and plus buttons around a `Text`: VoiceOver meets three loose pieces.",
            "Keep the value out of what VoiceOver reads.",
            "Use it for a range that takes dozens of presses to cross.",
        ],
        example: #"""
            Form {
                Stepper("Guests: \(guests)", value: $guests, in: 1...12)
                Stepper("Minutes: \(minutes)", value: $minutes, in: 5...60, step: 5)
            }
            """#)
}
