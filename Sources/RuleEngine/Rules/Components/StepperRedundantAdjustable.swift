// stepper-redundant-adjustable: a Stepper is already adjustable.

struct StepperRedundantAdjustable: Rule {
    static let id = "stepper-redundant-adjustable"
    static let triggers: [String]? = ["accessibilityAdjustableAction"]
    static let severity = Severity.warning
    static let components: [Component] = [.stepper]
    static let wcag = ["4.1.2"]
    static let summary = "A `Stepper` is given `.accessibilityAdjustableAction`, which it already has."
    static let rationale = """
        VoiceOver already lets the user swipe up and down on a stepper to increment and decrement it, and \
        reads its label and value. A second adjustable action replaces the built-in one and has to repeat its \
        bounds and step by hand; when it drifts from the stepper's own logic, swiping and tapping the buttons \
        change the value differently.
        """
    static let fixDescription = "Remove the `.accessibilityAdjustableAction` modifier; the stepper's own increment and decrement serve VoiceOver."
    static let notes = [
        "Only the stepper's own modifier chain is read; an adjustable action on a container that combines a stepper with other views is a different design and is not reported.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            Stepper("Guests: \\(guests)", value: $guests, in: 1...10)
                ↓.accessibilityAdjustableAction { direction in
                    if direction == .increment { guests += 1 } else { guests -= 1 }
                }
            """,
            #"Stepper(value: $columns, in: 1...4) { Text("Columns") }↓.accessibilityAdjustableAction { _ in }"#,
            #"Stepper("Size", onIncrement: grow, onDecrement: shrink).padding()↓.accessibilityAdjustableAction(adjust)"#,
        ],
        silent: [
            #"Stepper("Guests: \(guests)", value: $guests, in: 1...10)"#,
            """
            HStack {
                Text("Rating")
                StarsView(rating: rating)
            }
            .accessibilityElement(children: .ignore)
            .accessibilityAdjustableAction { direction in adjust(direction) }
            """,
            #"HStack { Stepper("Guests", value: $guests) }.accessibilityElement(children: .combine).accessibilityAdjustableAction { _ in }"#,
            """
            #if os(macOS)
            Stepper("Guests", value: $guests).accessibilityAdjustableAction { _ in }
            #endif
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .stepper else { return [] }
        return call.modifiers(named: "accessibilityAdjustableAction").map { modifier in
            Finding(
                Self.self, range: modifier.range,
                message: "A Stepper is already adjustable with VoiceOver's swipe up and down; this action replaces the built-in one. Remove it.",
                subject: call, fixes: [context.fixes.removal(of: modifier, title: "Remove the adjustable action; the Stepper has its own")])
        }
    }
}
