// antonym-trait: the off state is modelled with another trait, or by removing the selected one.

struct AntonymTrait: Rule {
    static let id = "antonym-trait"
    static let triggers: [String]? = ["isSelected"]
    static let severity = Severity.warning
    static let components: [Component] = [.buttonToggle]
    static let wcag = ["4.1.2"]
    static let summary = "A toggle's off state adds some other trait instead of none, or removes the selected trait to mean off."
    static let rationale = """
        SwiftUI has no "not selected" trait: the off state is simply the absence of `.isSelected`. Adding another \
        trait in its place changes what VoiceOver says the element is (a button when off, something else when \
        on), and removing `.isSelected` from a view that never had it says nothing at all while suggesting that \
        the state is handled.
        """
    static let fixDescription = "Write the trait as `isOn ? .isSelected : []`, and drop `.accessibilityRemoveTraits(.isSelected)`."
    static let notes = [
        "A conditional whose off branch adds only traits the on branch also adds (`on ? [.isButton, .isSelected] : .isButton`) is fine: the button trait is there in both states.",
        "`.accessibilityRemoveTraits(.isSelected)` is reported when it is conditional, when the same chain also adds the selected trait, or when the view is a button whose action flips or sets a property; elsewhere (a static badge, say) removing a trait nobody added does nothing and is left alone.",
        "Unknown trait expressions (variables, function calls) are never reported.",
        "UIKit `accessibilityTraits` assignments are not checked yet: the view model keeps an assignment's value only when it is a single expression, and a ternary is not.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"Button("Bold") { bold.toggle() }↓.accessibilityAddTraits(bold ? .isSelected : .isButton)"#,
            #"Button { star.toggle() } label: { Image(systemName: "star") }.accessibilityLabel("Star")↓.accessibilityAddTraits(star ? [.isSelected] : [.isStaticText])"#,
            """
            Button { bold.toggle() } label: { Image(systemName: "bold") }
                .accessibilityLabel("Bold")
                .accessibilityAddTraits(bold ? .isSelected : [])
                ↓.accessibilityRemoveTraits(bold ? [] : .isSelected)
            """,
            #"Button("Italic") { italic.toggle() }↓.accessibilityRemoveTraits(.isSelected)"#,
        ],
        silent: [
            #"Button("Bold") { bold.toggle() }.accessibilityAddTraits(bold ? .isSelected : [])"#,
            #"Button("Bold") { bold.toggle() }.accessibilityAddTraits(bold ? [.isButton, .isSelected] : .isButton)"#,
            #"Image(systemName: "checkmark.seal.fill").accessibilityRemoveTraits(.isSelected).accessibilityLabel("Supporter")"#,
            #"Button("Bold") { bold.toggle() }.accessibilityAddTraits(bold ? .isSelected : extraTraits)"#,
            #"Row(item).accessibilityAddTraits(isInteractive ? .isButton : .isStaticText)"#,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for (modifier, traits) in call.addedTraits {
            guard let (extra, off) = antonym(in: traits) else { continue }
            let fix = Fix(title: "Add no trait in the off state", edits: [TextEdit(range: off.range, replacement: "[]")])
            findings.append(Finding(Self.self, range: modifier.range, message: Self.antonymMessage(extra), subject: call, fixes: [fix]))
        }
        for modifier in call.modifiers(named: "accessibilityRemoveTraits") {
            guard let argument = modifier.firstArgument else { continue }
            let removed = ExpressionReader.traits(of: argument)
            guard removed.mentions("isSelected"), !removed.containsUnknown, meansOff(removed, on: call) else { continue }
            findings.append(Finding(
                Self.self, range: modifier.range,
                message: "Removing the selected trait does not say \"off\": the off state is simply the absence of .isSelected. Remove this modifier and add the trait only when the state is on.",
                subject: call, fixes: removalFix(modifier, on: call, in: context)))
        }
        return findings
    }

    private static func antonymMessage(_ trait: String) -> String {
        "The off state adds .\(trait) instead of no trait, so VoiceOver describes the element differently in each state. Use `[]` for the off branch."
    }

    /// In `c ? <selected> : <other>` (either way round), a trait the other branch adds that the selected
    /// branch does not, with that branch; nil when there is none or the expression cannot be read.
    private func antonym(in traits: TraitExpression) -> (String, TraitExpression)? {
        guard case .conditional(_, let then, let otherwise, _) = traits, !traits.containsUnknown else { return nil }
        let (on, off): (TraitExpression, TraitExpression)
        if then.mentions("isSelected"), !otherwise.mentions("isSelected") {
            (on, off) = (then, otherwise)
        } else if otherwise.mentions("isSelected"), !then.mentions("isSelected") {
            (on, off) = (otherwise, then)
        } else {
            return nil
        }
        return off.mentionedTraits.subtracting(on.mentionedTraits).sorted().first.map { ($0, off) }
    }

    /// Drops the removal; when nothing else adds the selected trait, it becomes the conditional
    /// trait on the Bool the button toggles.
    private func removalFix(_ modifier: Modifier, on call: ViewCall, in context: RuleContext) -> [Fix] {
        if call.addsTrait("isSelected") {
            return [context.fixes.removal(of: modifier, title: "Remove .accessibilityRemoveTraits(.isSelected)")]
        }
        guard let toggled = call.actionExpression.flatMap(ActionReader.toggledBoolean(in:)) else { return [] }
        let replacement = ".accessibilityAddTraits(\(toggled) ? .isSelected : [])"
        return [Fix(title: "Add the selected trait only when `\(toggled)`", edits: [TextEdit(range: modifier.range, replacement: replacement)])]
    }

    private func meansOff(_ removed: TraitExpression, on call: ViewCall) -> Bool {
        if case .conditional = removed { return true }
        if call.addsTrait("isSelected") { return true }
        return call.kind == .button && !call.stateChangedByAction.isEmpty
    }
}
