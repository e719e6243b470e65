// disabled-look-only: a button drawn as unavailable, and inert, but not disabled.

struct DisabledLookOnly: Rule {
    static let id = "disabled-look-only"
    static let triggers: [String]? = ["return"]
    static let severity = Severity.warning
    static let components: [Component] = [.buttonBasic, .semanticControl]
    static let wcag = ["4.1.2"]
    static let summary = "A button is dimmed under a condition and its action returns early on that condition, but it is not `.disabled`."
    static let rationale = """
        A button that is greyed out and ignores taps looks unavailable to the eye only. VoiceOver still \
        announces it as an ordinary button and lets the user activate it, to no effect; Switch Control and \
        keyboards stop on it. With `.disabled(…)` the system says "dimmed", skips it where it should, and the \
        early return is no longer needed.
        """
    static let fixDescription = "Add `.disabled(<the condition>)` to the button (the early return in its action can then go)."
    static let notes = [
        """
        Dimmed means a ternary in `.opacity(…)` between two literals, or in `.foregroundColor`, \
        `.foregroundStyle`, `.tint`, `.background` or `.fill` between a grey or secondary colour and another, \
        on the button or on a view of its label. The action must begin with `guard <condition> else { return }` \
        or `if <condition> { return }` on the very same condition (local constants may come first); an action \
        given as a function reference is unknown.
        """,
        "`.disabled(…)` anywhere on the button or a view around it silences the rule. The fix changes behaviour (the button stops taking taps), so fix-all leaves it out.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            ↓Button {
                guard !message.isEmpty else { return }
                send(message)
            } label: {
                Image(systemName: "paperplane.fill")
            }
            .opacity(message.isEmpty ? 0.4 : 1)
            .accessibilityLabel("Send")
            """,
            """
            ↓Button(action: {
                if !canSubmit { return }
                submit()
            }) {
                Text("Submit").foregroundColor(canSubmit ? .white : .gray)
            }
            """,
            """
            ↓Button("Continue") {
                let step = current
                guard isValid, step < 3 else { return }
                advance()
            }
            .background(isValid ? Color.accentColor : Color(.systemGray4))
            """,
        ],
        silent: [
            """
            Button {
                send(message)
            } label: {
                Image(systemName: "paperplane.fill")
            }
            .opacity(message.isEmpty ? 0.4 : 1)
            .disabled(message.isEmpty)
            .accessibilityLabel("Send")
            """,
            """
            Button("Continue") {
                guard isValid else { return }
                advance()
            }
            .opacity(isLoading ? 0.5 : 1)
            """,
            """
            Button("Continue", action: advance)
                .foregroundColor(isValid ? .primary : .secondary)
            """,
            """
            Button("Continue") {
                advance()
                guard isValid else { return }
                log()
            }
            .opacity(isValid ? 1 : 0.5)
            """,
            """
            Form {
                Button("Save") {
                    guard hasChanges else { return }
                    save()
                }
                .foregroundStyle(hasChanges ? .blue : .gray)
            }
            .disabled(isSaving || !hasChanges)
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .button, !([call] + call.ancestors).contains(where: { $0.hasModifier("disabled") }),
            let action = call.actionExpression, let returns = ActionReader.earlyReturnConditions(in: action), !returns.isEmpty
        else { return [] }
        guard let dimmed = call.dimmingConditions.first(where: { returns.contains($0.fact) })?.fact else { return [] }
        let condition = dimmed.expression
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "This button is dimmed and does nothing when \(condition), but it is not disabled: VoiceOver announces it as available and users can activate it to no effect. Add .disabled(\(condition)).",
                subject: call,
                fixes: [Fix(title: "Add .disabled(\(condition))", edits: [context.fixes.appendModifier(".disabled(\(condition))", to: call)], isSafe: false)])
        ]
    }
}
