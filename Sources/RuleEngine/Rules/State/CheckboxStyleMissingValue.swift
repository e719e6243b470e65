// checkbox-style-missing-value: a checkbox toggle style draws its state but never speaks it.

struct CheckboxStyleMissingValue: Rule {
    static let id = "checkbox-style-missing-value"
    static let triggers: [String]? = ["ToggleStyle"]
    static let severity = Severity.warning
    static let components: [Component] = [.checkbox]
    static let wcag = ["4.1.2"]
    static let refines = ["state-only-in-icon"]
    static let summary = "A ToggleStyle draws a checkbox from `configuration.isOn` but sets no accessibility value."
    static let rationale = """
        SwiftUI has no checkbox trait, and a toggle with a custom style no longer gets the switch's spoken on \
        or off state. A checked square means "checked" only to a sighted user; VoiceOver needs a value that \
        says "Checked" or "Unchecked" to tell the two apart.
        """
    static let fixDescription = "Add `.accessibilityValue(configuration.isOn ? \"Checked\" : \"Unchecked\")` to the view the style returns."
    static let notes = [
        "Only the `makeBody` of a type conforming to a `…ToggleStyle` protocol is read; the image must depend on `isOn` (a ternary in its arguments, or images in the branches of an `if` on it) and at least one of its literal names must mention a check or a square, so other toggle styles (a star, a switch drawn by hand) are left to other rules.",
        "Any `.accessibilityValue` anywhere in that `makeBody`, a `Toggle` inside it (the native control speaks its state), or accessibility the engine does not model (`.accessibilityRepresentation`, custom modifiers) silences the rule.",
        "The finding points at the first such image; its subject is the button around it when there is one, so `state-only-in-icon` stays silent on that button.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            struct CheckboxStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button { configuration.isOn.toggle() } label: {
                        HStack {
                            ↓Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                            configuration.label
                        }
                    }
                    .buttonStyle(.plain)
                }
            }
            """,
            """
            struct SquareToggleStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        if configuration.isOn {
                            ↓Image(systemName: "checkmark.square")
                        } else {
                            Image(systemName: "square")
                        }
                        configuration.label
                    }
                    .onTapGesture { configuration.isOn.toggle() }
                }
            }
            """,
            """
            extension Styles {
                struct Checklist: ToggleStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        Label {
                            configuration.label
                        } icon: {
                            ↓Image(configuration.isOn ? "check-on" : "check-off")
                        }
                        .onTapGesture { configuration.isOn.toggle() }
                        .accessibilityAddTraits(.isButton)
                    }
                }
            }
            """,
        ],
        silent: [
            """
            struct CheckboxStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button { configuration.isOn.toggle() } label: {
                        HStack {
                            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                            configuration.label
                        }
                    }
                    .accessibilityValue(configuration.isOn ? "Checked" : "Unchecked")
                }
            }
            """,
            """
            struct StarStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button { configuration.isOn.toggle() } label: {
                        Image(systemName: configuration.isOn ? "star.fill" : "star")
                    }
                }
            }
            """,
            """
            struct CheckedStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                        Toggle(configuration).labelsHidden()
                    }
                }
            }
            """,
            """
            struct RowView: View {
                @Binding var isOn: Bool
                var body: some View {
                    Image(systemName: isOn ? "checkmark.square" : "square")
                }
            }
            """,
        ])

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        var bodies: [ObjectIdentifier: [ViewCall]] = [:]
        var order: [ObjectIdentifier] = []
        for call in model.calls where call.scope.function == "makeBody" && !call.scope.isPreview {
            guard let type = call.scope.type, type.inheritedTypes.contains(where: { $0.hasSuffix("ToggleStyle") }) else { continue }
            let key = ObjectIdentifier(type)
            if bodies[key] == nil { order.append(key) }
            bodies[key, default: []].append(call)
        }
        return order.compactMap { key in bodies[key].flatMap { finding(in: $0, context: context) } }
    }

    private func finding(in calls: [ViewCall], context: RuleContext) -> Finding? {
        let speaksState = calls.contains { call in
            call.hasModifier("accessibilityValue") || call.kind == .toggle || call.hasCustomAccessibilityModifier
                || call.hasAccessibilityReplacement
        }
        guard !speaksState else { return nil }
        var icons: [ConditionalIcon] = []
        for call in calls {
            icons += call.ownConditionalIcons
            icons += ViewCall.branchIcons(in: call.contents.flatMap(\.nodes))
        }
        guard let icon = icons.filter(isCheckbox).min(by: { $0.range.lowerBound < $1.range.lowerBound }) else { return nil }
        let subject = icon.image.flatMap { image in image.ancestors.first { $0.kind == .button } } ?? icon.image
        return Finding(
            Self.self, range: icon.range,
            message: "This checkbox image follows `\(icon.condition.text)`, but the style sets no accessibility value, so VoiceOver never says whether it is checked. Add .accessibilityValue(configuration.isOn ? \"Checked\" : \"Unchecked\").",
            subject: subject, fixes: valueFix(for: icon.condition, in: calls, context: context))
    }

    private func isCheckbox(_ icon: ConditionalIcon) -> Bool {
        guard icon.condition.identifiers.contains("isOn") else { return false }
        return icon.imageNames.contains { name in
            let lowered = name.lowercased()
            return lowered.contains("check") || lowered.contains("square") || lowered.contains("tick")
        }
    }

    /// Adds the value to the one view `makeBody` returns, on the same `….isOn` the image follows.
    private func valueFix(for condition: StateCondition, in calls: [ViewCall], context: RuleContext) -> [Fix] {
        let roots = calls.filter { $0.parent == nil }
        guard roots.count == 1, let root = roots.first, condition.text.hasSuffix(".isOn"),
            condition.text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
        else { return [] }
        return [context.fixes.addition(of: ".accessibilityValue(\(condition.text) ? \"Checked\" : \"Unchecked\")", to: root)]
    }
}
