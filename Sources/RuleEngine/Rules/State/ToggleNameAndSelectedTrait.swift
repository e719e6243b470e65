// toggle-name-and-selected-trait: a toggle button uses both state models at once.

struct ToggleNameAndSelectedTrait: Rule {
    static let id = "toggle-name-and-selected-trait"
    static let triggers: [String]? = ["isSelected"]
    static let severity = Severity.error
    static let components: [Component] = [.buttonToggle]
    static let wcag = ["4.1.2"]
    /// When the name changes with state the trait is wrong whether or not it tracks the state.
    static let refines = ["selected-trait-always-on"]
    static let summary = "A button's name changes with its state and it also adds the selected trait."
    static let rationale = """
        A toggle button can show its state in one of two ways: its name becomes the next action ("Mute" then \
        "Unmute"), or its name stays put and the selected trait is added while it is on ("Bold, Selected"). \
        Doing both gives contradictory announcements such as "Unmute, Selected": is the sound on or off?
        """
    static let fixDescription = """
        Keep the changing name and remove the selected trait (the whole `.accessibilityAddTraits` modifier when \
        it adds nothing else); or keep the trait and give the button one stable name.
        """
    static let examples = RuleExamples(
        fires: [
            #"Button(muted ? "Unmute" : "Mute") { muted.toggle() }↓.accessibilityAddTraits(muted ? .isSelected : [])"#,
            """
            Button { pinned.toggle() } label: {
                Image(systemName: pinned ? "pin.slash" : "pin")
            }
            .accessibilityLabel(pinned ? "Remove Pin" : "Pin")
            ↓.accessibilityAddTraits(.isSelected)
            """,
            """
            Button { bold.toggle() } label: {
                if bold { Text("Unbold") } else { Text("Bold") }
            }
            ↓.accessibilityAddTraits([.isButton, bold ? .isSelected : []])
            """,
            #"Button(following ? L10n.unfollow : L10n.follow) { follow() }↓.accessibilityAddTraits(following ? .isSelected : [])"#,
        ],
        silent: [
            """
            Button { bold.toggle() } label: { Image(systemName: "bold") }
                .accessibilityLabel("Bold")
                .accessibilityAddTraits(bold ? .isSelected : [])
            """,
            #"Button(muted ? "Unmute" : "Mute") { muted.toggle() }"#,
            #"Button(title) { act() }.accessibilityAddTraits(.isSelected)"#,
            #"Button(muted ? "Unmute" : "Mute") { muted.toggle() }.accessibilityLabel("Sound").accessibilityAddTraits(muted ? .isSelected : [])"#,
            #"Button(muted ? "Unmute" : "Mute") { muted.toggle() }.accessibilityAddTraits(.isButton)"#,
            """
            #if os(macOS)
            Button(muted ? "Unmute" : "Mute") { muted.toggle() }.accessibilityAddTraits(muted ? .isSelected : [])
            #endif
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .button || call.kind == .toggle || call.addsTrait("isButton"),
            let name = call.accessibleName, name.changesWithState,
            let selected = call.addedTraits.first(where: { $0.traits.mentions("isSelected") })
        else { return [] }
        let spoken = name.leaves.compactMap(\.literalText).prefix(2).map { "\"\($0)\"" }.joined(separator: "/")
        let names = spoken.isEmpty ? "its name changes with state" : "its name changes with state (\(spoken))"
        return [
            Finding(
                Self.self, range: selected.modifier.range,
                message: "This button shows its state twice: \(names) and it adds the selected trait, so VoiceOver says things like \"Unmute, Selected\". Keep one: remove the trait or keep the name stable.",
                subject: call, fixes: [removeSelectedTrait(selected.modifier, selected.traits, in: context)].compactMap { $0 })
        ]
    }

    /// Removes the selected trait: the whole modifier when that is all it adds, else just that part.
    private func removeSelectedTrait(_ modifier: Modifier, _ traits: TraitExpression, in context: RuleContext) -> Fix? {
        context.fixes.removeTrait("isSelected", from: modifier, traits: traits).map { Fix(title: "Remove the selected trait", edits: [$0]) }
    }
}
