// selected-trait-always-on: the selected trait is added whatever the state is.

struct SelectedTraitAlwaysOn: Rule {
    static let id = "selected-trait-always-on"
    static let triggers: [String]? = ["isSelected"]
    static let severity = Severity.warning
    static let components: [Component] = [.buttonToggle, .radio]
    static let wcag = ["4.1.2"]
    static let summary = "A control that has an on and an off state always adds the selected trait."
    static let rationale = """
        VoiceOver says "Selected" whenever the trait is present. On a control whose look changes with a Bool or \
        a choice, an unconditional trait announces every state as selected, so the one signal meant to tell the \
        states apart says the same thing in both of them.
        """
    static let fixDescription = """
        Make the trait follow the state it describes: `.accessibilityAddTraits(isOn ? .isSelected : [])`, or \
        `selection == item ? .isSelected : []` for one choice among several.
        """
    static let notes = [
        "The control must show that it has states: its action flips or sets a property, or a ternary or an `if` in its look depends on a condition. Without that the trait may be right (a view that only ever shows the chosen item), so the rule stays silent.",
        "When another `.accessibilityAddTraits` in the same chain already adds the trait conditionally, the unconditional one is left alone (it is redundant, not stale). Conditions about layout, platform, progress or focus do not count as states.",
        "A view built only in one branch of an `if`, a `switch` case or a ternary is silent: the trait holds only in that branch, which is a correct way to make it conditional.",
        "Receivers are buttons, navigation links and menus, and other views that add the button trait or have a tap gesture; a plain `Text` or `Image` is not a control.",
        "A trait added through a variable or a function (`.accessibilityAddTraits(traits)`) is unknown and never reported; UIKit `accessibilityTraits` assignments are not checked yet.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            Button { bold.toggle() } label: { Image(systemName: "bold") }
                .accessibilityLabel("Bold")
                ↓.accessibilityAddTraits(.isSelected)
            """,
            """
            ForEach(sizes, id: \\.self) { size in
                Button(size.name) { selection = size }
                    .foregroundStyle(selection == size ? .white : .primary)
                    ↓.accessibilityAddTraits([.isButton, .isSelected])
            }
            """,
            """
            Text("Grid")
                .fontWeight(isGrid ? .bold : .regular)
                .onTapGesture { isGrid = true }
                ↓.accessibility(addTraits: .isSelected)
            """,
            """
            Button(action: toggleFilter) {
                if filterOn { Image(systemName: "line.3.horizontal.decrease.circle.fill") } else { Image(systemName: "line.3.horizontal.decrease.circle") }
            }
            .accessibilityLabel("Filter")
            ↓.accessibilityAddTraits(.isSelected)
            """,
        ],
        silent: [
            #"Button { bold.toggle() } label: { Image(systemName: "bold") }.accessibilityLabel("Bold").accessibilityAddTraits(bold ? .isSelected : [])"#,
            #"Button("Bold") { applyBold() }.accessibilityAddTraits(.isSelected)"#,
            """
            if isSelected {
                Button(title) { select() }
                    .foregroundStyle(isSelected ? .white : .primary)
                    .accessibilityAddTraits(.isSelected)
            } else {
                Button(title) { select() }
            }
            """,
            """
            HStack {
                if option == selection {
                    Button(option.name) { selection = option }.accessibilityAddTraits(.isSelected)
                }
            }
            """,
            #"Button { bold.toggle() } label: { Image(systemName: "bold") }.accessibilityAddTraits(boldTraits)"#,
            #"Text(title).foregroundStyle(isCurrent ? .primary : .secondary).accessibilityAddTraits(.isSelected)"#,
            #"Button(title) { open() }.padding(isCompact ? 4 : 8).accessibilityAddTraits(.isSelected)"#,
            """
            #Preview {
                Button { bold.toggle() } label: { Image(systemName: "bold") }.accessibilityAddTraits(.isSelected)
            }
            """,
            """
            #if os(macOS)
            Button { bold.toggle() } label: { Image(systemName: "bold") }.accessibilityAddTraits(.isSelected)
            #endif
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard isControlLike(call),
            let always = call.addedTraits.first(where: { $0.traits.alwaysIncludes("isSelected") && !$0.traits.containsUnknown }),
            !call.addedTraits.contains(where: { $0.traits.mentions("isSelected") && !$0.traits.alwaysIncludes("isSelected") }),
            let evidence = stateEvidence(of: call), !call.isInConditionalBranch
        else { return [] }
        return [
            Finding(
                Self.self, range: always.modifier.range,
                message: "The selected trait is added in every state, although this control changes with \(evidence), so VoiceOver says \"Selected\" even when it is off. Make the trait depend on \(evidence).",
                subject: call, fixes: conditionalTraitFix(always.traits, on: call).map { [$0] } ?? [])
        ]
    }

    private func isControlLike(_ call: ViewCall) -> Bool {
        switch call.kind {
        case .button, .navigationLink, .menu: return true
        case .expression: return false
        default: return call.addsTrait("isButton") || call.hasModifier("onTapGesture")
        }
    }

    /// What shows that the control has states (`bold`, `selection == size`), or nil.
    private func stateEvidence(of call: ViewCall) -> String? {
        if let changed = call.stateChangedByAction.sorted().first { return "`\(changed)`" }
        let icons = call.conditionalIcons.map(\.condition)
        return (icons + looks(of: call) + call.branchConditions).first(where: \.looksLikeState).map { "`\($0.text)`" }
    }

    /// Conditions that change the look of the view's visible parts (`.foregroundStyle(on ? … : …)`).
    private func looks(of call: ViewCall) -> [StateCondition] {
        call.visibleParts.flatMap { part in
            part.modifiers.filter { !$0.name.hasPrefix("accessibility") }.flatMap { modifier in
                modifier.arguments.filter { $0.closure == nil }.flatMap { SyntaxFacts.ternaryConditions(in: $0.expression) }
            }
        }
    }

    /// Every `.isSelected` of the expression becomes `condition ? .isSelected : []`, on a condition
    /// the view shows (`selection == size`) or else the Bool its action toggles.
    private func conditionalTraitFix(_ traits: TraitExpression, on call: ViewCall) -> Fix? {
        let shown = (call.conditionalIcons.map(\.condition) + looks(of: call) + call.branchConditions).first(where: \.looksLikeState)?.text
        guard let condition = shown ?? call.actionExpression.flatMap(ActionReader.toggledBoolean(in:)) ?? chosenItemComparison(of: call)
        else { return nil }
        let edits = Self.selectedRanges(in: traits).map { TextEdit(range: $0, replacement: "\(condition) ? .isSelected : []") }
        guard !edits.isEmpty else { return nil }
        return Fix(title: "Add the selected trait only when `\(condition)`", edits: edits)
    }

    /// `selection == size` for a button in a `ForEach` whose action is `selection = size`.
    private func chosenItemComparison(of call: ViewCall) -> String? {
        guard let assignment = call.actionExpression.flatMap(ActionReader.onlyAssignment(in:)),
            call.loopVariables.contains(assignment.value)
        else { return nil }
        return "\(assignment.property) == \(assignment.value)"
    }

    private static func selectedRanges(in traits: TraitExpression) -> [Range<Int>] {
        switch traits {
        case .trait(let name, let range): return name == "isSelected" ? [range] : []
        case .set(let items, _): return items.flatMap(selectedRanges(in:))
        case .conditional, .empty, .unknown: return []
        }
    }
}
