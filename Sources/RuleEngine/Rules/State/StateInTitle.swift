// state-in-title: a button's title switches between an action and the state it leads to.

import SwiftSyntax

struct StateInTitle: Rule {
    static let id = "state-in-title"
    static let triggers: [String]? = ["Button"]
    static let severity = Severity.warning
    static let components: [Component] = [.semanticControl, .buttonToggle]
    static let wcag = ["4.1.2"]
    static let summary = "A button's title switches between a word and its state form (\"Follow\"/\"Following\", \"Captions On\"/\"Captions Off\")."
    static let rationale = """
        When a button is titled "Following", a VoiceOver user hears "Following, Button" and has to guess whether \
        pressing it follows or unfollows. A title that names the next action ("Unfollow") answers that, and a \
        `Toggle` styled as a button keeps one name while the system speaks its on or off state.
        """
    static let fixDescription = """
        Use `Toggle(isOn:) { Label(…) }.toggleStyle(.button)` with one stable title, or keep the `Button` and \
        let each branch name the next action ("Follow"/"Unfollow").
        """
    static let notes = [
        "The two branches must be literal texts that differ in one word: a past participle or an \"-ing\" form of the other (\"Favorite\"/\"Favorited\", \"Follow\"/\"Following\"), \"On\"/\"Off\" not after a verb such as \"Turn\", or opposite states (\"Enabled\"/\"Disabled\", \"Visible\"/\"Hidden\"). Variables and localization keys are unknown and never reported.",
        "Verbs whose past form is feedback after a one-off action are left alone (\"Save\"/\"Saved\", \"Copy\"/\"Copied\", \"Send\"/\"Sent\"), and so are \"-ing\" forms with an ellipsis (\"Saving…\") and conditions about progress (`isLoading`): they report progress, not a state to switch.",
        "When an `.accessibilityLabel` is set, it is what VoiceOver speaks, so the rule judges it instead of the visible title and points at it; a label that names actions silences the rule.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"↓Button(isFavorite ? "Favorited" : "Favorite") { isFavorite.toggle() }"#,
            #"↓Button(following ? "Following" : "Follow") { toggleFollow() }.buttonStyle(.bordered)"#,
            """
            ↓Button { captions.toggle() } label: {
                if captions { Text("Captions On") } else { Text("Captions Off") }
            }
            """,
            #"↓Button { sync.toggle() } label: { Label(sync ? "Enabled" : "Disabled", systemImage: "arrow.triangle.2.circlepath") }"#,
            #"Button { pinned.toggle() } label: { Image(systemName: "pin") }↓.accessibilityLabel(pinned ? "Pinned" : "Pin")"#,
        ],
        silent: [
            #"Button(muted ? "Unmute" : "Mute") { muted.toggle() }"#,
            #"Button(pinned ? "Remove Pin" : "Pin") { pinned.toggle() }"#,
            #"Button(shown ? "Hide" : "Show") { shown.toggle() }"#,
            #"Button(following ? "Unfollow" : "Follow") { toggleFollow() }"#,
            #"Button(copied ? "Copied" : "Copy") { copy() }"#,
            #"Button(isSaving ? "Saving…" : "Save") { save() }"#,
            #"Button(on ? "Turn Off" : "Turn On") { on.toggle() }"#,
            #"Button(following ? "account.follow.following" : "account.follow.follow") { toggleFollow() }"#,
            #"Button(following ? L10n.following : L10n.follow) { toggleFollow() }"#,
            #"Button(following ? "Following" : "Follow") { toggleFollow() }.accessibilityLabel(following ? "Unfollow" : "Follow")"#,
            #"Toggle(isOn: $isFavorite) { Label("Favorite", systemImage: "star") }.toggleStyle(.button)"#,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .button, let name = call.accessibleName,
            case .conditional(let condition, let then, let otherwise) = name,
            let first = then.literalText, let second = otherwise.literalText,
            StateCondition(condition).looksLikeState, StateWords.isStatePair(first, second)
        else { return [] }
        let range = call.accessibilityLabelModifier?.range ?? call.calleeRange
        return [
            Finding(
                Self.self, range: range,
                message: "This button's title switches between \"\(first)\" and \"\(second)\": a title that describes a state does not tell VoiceOver users what pressing the button will do. Name the next action in each state, or use a Toggle with .toggleStyle(.button).",
                subject: call, fixes: toggleFix(call, titles: (first, second), in: context).map { [$0] } ?? [])
        ]
    }

    /// A button-styled Toggle with one stable title, when the action only flips a Bool. A name
    /// given by `.accessibilityLabel` keeps the label closure and gets the stable title there.
    private func toggleFix(_ call: ViewCall, titles: (String, String), in context: RuleContext) -> Fix? {
        guard let constructor = call.constructor, let flag = call.actionExpression.flatMap(ActionReader.toggledBoolean(in:)) else { return nil }
        let title = FixBuilder.stringLiteral(ControlSwap.stableTitle(titles.0, titles.1, flag: flag))
        let range = constructor.byteRange
        if let modifier = call.accessibilityLabelModifier, let argument = modifier.firstArgument {
            guard let label = call.labelContent?.expression.trimmedDescription else { return nil }
            return ControlSwap.toggle(replacing: range, flag: flag, title: nil, label: label, buttonStyle: true, extra: [context.fixes.replace(argument, with: title)])
        }
        if let label = ControlSwap.labelClosure(keepingIconOf: call, title: title) {
            return ControlSwap.toggle(replacing: range, flag: flag, title: nil, label: label, buttonStyle: true)
        }
        guard call.labelImages.isEmpty else { return nil }
        return ControlSwap.toggle(replacing: range, flag: flag, title: title, buttonStyle: true)
    }
}
