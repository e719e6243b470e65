// slider-value-not-meaningful: a slider over a range that VoiceOver reads as a percentage.

import SwiftSyntax

struct SliderValueNotMeaningful: Rule {
    static let id = "slider-value-not-meaningful"
    static let triggers: [String]? = ["Slider"]
    static let severity = Severity.warning
    static let components: [Component] = [.slider]
    static let wcag = ["4.1.2"]
    static let summary = "A `Slider` over a range other than `0...1` or `0...100` has no `.accessibilityValue`."
    static let rationale = """
        Unless told otherwise, VoiceOver speaks a slider's value as a percentage of its range. For a range of \
        0 to 1 or 0 to 100 that is the value; for a font size from 8 to 64, a count or a price it is a number \
        that appears nowhere on screen ("25 percent" for 22 pt), so the user cannot tell what they set.
        """
    static let fixDescription = """
        Give the slider the value people see: `.accessibilityValue("\\(Int(size)) points")`, or a formatted \
        value with its unit.
        """
    static let notes = [
        """
        Only a range written with number literals is read (`8...64`, `0.5...2`); a range from variables \
        (`minimum...maximum`) may well be 0 to 100 and is left alone, as is a slider with no range (0 to 1).
        """,
        """
        The fix writes `\\(Int(value))` when both bounds and the step are whole numbers, else \
        `\\(value.formatted())`. It knows no unit: add one (points, items, a currency) where the number \
        alone is not clear.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            #"↓Slider(value: $fontSize, in: 8...64, step: 1) { Text("Font size") }"#,
            #"↓Slider(value: $settings.lineSpacing, in: 0.5...2) { Text("Line spacing") }"#,
            """
            Form {
                ↓Slider(value: $tip, in: 0...30, step: 5) {
                    Text("Tip")
                } minimumValueLabel: {
                    Text("0%")
                } maximumValueLabel: {
                    Text("30%")
                }
            }
            """,
        ],
        silent: [
            #"Slider(value: $volume, in: 0...1) { Text("Volume") }"#,
            #"Slider(value: $progress, in: 0...100) { Text("Progress") }"#,
            #"Slider(value: $brightness) { Text("Brightness") }"#,
            #"Slider(value: $fontSize, in: 8...64, step: 1) { Text("Font size") }.accessibilityValue("\(Int(fontSize)) points")"#,
            #"Slider(value: $value, in: minimum...maximum, step: step) { Text(title) }"#,
            #"Slider(value: $fontSize, in: 8...64).accessibilityRepresentation { Stepper("Font size", value: $fontSize, in: 8...64) }"#,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .slider, let range = call.arguments.first(labeled: "in")?.expression, let (lower, upper) = Self.bounds(of: range),
            !(lower == 0 && (upper == 1 || upper == 100)),
            !call.hasModifier("accessibilityValue"), !call.appliedThroughHelpers("accessibilityValue"), !call.accessibilityIsOverridden
        else { return [] }
        let shown = "\(Modifier.pointsText(lower))…\(Modifier.pointsText(upper))"
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "VoiceOver reads this slider's value as a percentage of \(shown), not the value people see; give it .accessibilityValue with the value itself (and its unit).",
                subject: call, fixes: valueFix(call, context, wholeNumbers: [lower, upper] + Self.step(of: call)))
        ]
    }

    /// `a...b` with number bounds.
    static func bounds(of range: ExprSyntax) -> (Double, Double)? {
        guard let sequence = range.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "...",
            let lower = Modifier.number(elements[0]), let upper = Modifier.number(elements[2])
        else { return nil }
        return (lower, upper)
    }

    private static func step(of call: ViewCall) -> [Double] {
        guard let step = call.arguments.first(labeled: "step") else { return [] }
        // A step that cannot be read may be a fraction: not a whole number.
        return [Modifier.number(step.expression) ?? 0.5]
    }

    private func valueFix(_ call: ViewCall, _ context: RuleContext, wholeNumbers: [Double]) -> [Fix] {
        guard let property = call.boundProperty("value") else { return [] }
        let value = wholeNumbers.allSatisfy { $0 == $0.rounded() } ? "\\(Int(\(property)))" : "\\(\(property).formatted())"
        return [context.fixes.addition(of: ".accessibilityValue(\"\(value)\")", to: call, title: "Add .accessibilityValue with the slider's value")]
    }
}
