// The card for `slider`.

extension ComponentCard {
    static let slider = ComponentCard(
        component: .slider,
        name: "Slider",
        summary: "A `Slider` for a value along a continuous range, adjustable with VoiceOver and, through step buttons, without dragging.",
        useWhen: [
            "Where the value sits in a range matters more than the exact number: volume, brightness, playback position.",
        ],
        pickAnother: [
            (when: "the value is a small count or has to be exact", component: .stepper),
            (when: "the choices are a few named levels", component: .selectSegmented),
        ],
        mustHaves: [
            "A native `Slider`, which VoiceOver treats as adjustable: no custom actions needed.",
            "A name: a title or label closure (some styles do not draw it, VoiceOver still reads it) or `.accessibilityLabel`.",
            "A way to change the value without dragging, such as buttons that step it down and up (WCAG 2.5.7).",
            "A `step:` so each adjustment moves by a meaningful amount.",
            "An `.accessibilityValue` with the unit when the bare number would be unclear (\"40 percent\").",
        ],
        donts: [
            "Make dragging the only way to set the value.",
            "Count on an icon next to the slider to name it.",
            "Add an adjustable action of your own on top of the slider's.",
        ],
        example: #"""
            HStack {
                Button { volume = max(volume - 10, 0) } label: { Image(systemName: "minus") }
                    .accessibilityLabel("Decrease volume")
                Slider(value: $volume, in: 0...100, step: 10) { Text("Volume") }
                    .accessibilityValue("\(Int(volume)) percent")
                Button { volume = min(volume + 10, 100) } label: { Image(systemName: "plus") }
                    .accessibilityLabel("Increase volume")
            }
            """#)
}
