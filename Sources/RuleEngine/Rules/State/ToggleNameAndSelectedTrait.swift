// toggle-name-and-selected-trait: a toggle button uses both state models at once.

struct ToggleNameAndSelectedTrait: Rule {
    static let id = "toggle-name-and-selected-trait"
    static let triggers: [String]? = ["isSelected", "selected"]
    /// In UIKit the name and the selected state may be set in different methods of a class.
    static let scope = RuleScope.relatedDeclarations
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
    static let notes = [
        "UIKit: a button whose `accessibilityLabel`, `title` or `setTitle(_:for:)` is a ternary on a condition, and whose `isSelected` is set to that same condition (or whose `accessibilityTraits` add `.selected` on it), anywhere in the class; the finding points at the statement that sets the selected state.",
    ]
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
            """
            final class PlayerViewController: UIViewController {
                private let muteButton = UIButton(type: .system)
                private func updateMute() {
                    muteButton.accessibilityLabel = isMuted ? "Unmute" : "Mute"
                    ↓muteButton.isSelected = isMuted
                }
            }
            """,
            """
            final class ProfileHeader: UIView {
                let followButton = UIButton()
                func update(following: Bool) {
                    followButton.setTitle(following ? "Unfollow" : "Follow", for: .normal)
                    ↓followButton.accessibilityTraits = following ? [.button, .selected] : .button
                }
            }
            """,
        ],
        silent: [
            """
            final class FormatBar: UIView {
                let boldButton = UIButton()
                let muteButton = UIButton()
                func update() {
                    boldButton.accessibilityLabel = "Bold"
                    boldButton.isSelected = isBold
                    muteButton.setTitle(isMuted ? "Unmute" : "Mute", for: .normal)
                    muteButton.isSelected = isPlaying
                }
            }
            """,
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

extension ToggleNameAndSelectedTrait {
    /// UIKit: the name switches with a condition and `isSelected` (or the traits) follows the same condition.
    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        // The selection is an assigned `isSelected` or `accessibilityTraits` (SwiftUI's `isSelected` is read, not assigned).
        guard model.codeMayAssign("isSelected") || model.codeMayAssign("accessibilityTraits") else { return [] }
        return model.uikit.types.flatMap { type in
            model.uikit.nameAndSelectedPairs(in: type).compactMap { pair -> Finding? in
                guard !model.isInPreview(pair.selectedStatement.range.lowerBound) else { return nil }
                return Finding(
                    Self.self, range: pair.selectedStatement.range,
                    message: "This button shows its state twice: its name switches with `\(pair.condition)` and this selects it on the same condition, so VoiceOver says things like \"Unmute, Selected\". Keep one: a stable name with the selected state, or the switching name alone.",
                    subject: nil)
            }
        }
    }
}
