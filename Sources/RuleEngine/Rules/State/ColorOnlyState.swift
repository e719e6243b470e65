// color-only-state: a button's state shows only as a change of colour.

import SwiftSyntax

struct ColorOnlyState: Rule {
    static let id = "color-only-state"
    static let triggers: [String]? = ["foregroundStyle", "foregroundColor", "tint", "background", "fill"]
    static let severity = Severity.warning
    static let components: [Component] = [.semanticControl, .buttonToggle]
    static let wcag = ["1.4.1", "4.1.2"]
    /// A Button may be a toggle (the button.toggle card); what it lacks is an exposed state, which
    /// this rule names more precisely than custom-toggle-not-toggle's "use a Toggle".
    static let refines = ["custom-toggle-not-toggle"]
    static let summary = "A button's state changes only its colour: no name, trait, value, icon or text changes with it."
    static let rationale = """
        Someone who does not perceive the difference between two colours, or who uses VoiceOver, gets nothing \
        from a tint that turns from grey to blue. The state needs a second signal: a changing name or the \
        selected trait for assistive technologies, and a shape, icon or text change on screen.
        """
    static let fixDescription = """
        Add a signal besides colour: `.accessibilityAddTraits(isOn ? .isSelected : [])` or a label that follows \
        the state, and a visible change such as a filled icon or a checkmark.
        """
    static let notes = [
        "The state must be one the button's action changes (`x.toggle()`, `x = !x`, `selection = item`), and the colour modifier's condition must mention it; colours that follow focus, press, loading or a value the button does not change are a style, not a state.",
        "A ternary with `.clear` or `nil` on one side shows or hides a fill or a tint, which is a change of shape, not only of colour, and is left alone.",
        "Any other visible part that follows the same state silences the rule: an image or text that changes, an `if` in the label, or a non-colour modifier such as `.fontWeight`, `.opacity`, `.symbolVariant` or an overlay. Modifiers that do not change the look (`.animation`, `.onChange`, `.id`) do not count.",
        "A name the engine cannot see counts as following the state, except constants and the data of a `ForEach` item (`option.title`). A selected trait, a value or accessibility the engine does not model silences the rule too.",
        "Only `Button` is checked: a view made tappable with a gesture is first of all not a control, which the Roles rules report.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            Button { isFavorite.toggle() } label: { Image(systemName: "star") }
                .accessibilityLabel("Favorite")
                ↓.foregroundStyle(isFavorite ? .yellow : .gray)
            """,
            """
            ForEach(options) { option in
                Button { selection = option } label: {
                    Text(option.title)
                        ↓.foregroundColor(selection == option ? .accentColor : .primary)
                }
            }
            """,
            """
            Button("Live") { live.toggle() }
                .padding()
                ↓.background(live ? Color.red : Color.gray, in: Capsule())
                .animation(.default, value: live)
            """,
        ],
        silent: [
            #"Button { isFavorite.toggle() } label: { Image(systemName: isFavorite ? "star.fill" : "star") }.accessibilityLabel("Favorite").foregroundStyle(isFavorite ? .yellow : .gray)"#,
            #"Button { isFavorite.toggle() } label: { Image(systemName: "star") }.accessibilityLabel("Favorite").accessibilityAddTraits(isFavorite ? .isSelected : []).foregroundStyle(isFavorite ? .yellow : .gray)"#,
            #"Button("Post") { post() }.foregroundStyle(canPost ? .blue : .secondary)"#,
            #"Button("Live") { live.toggle() }.background(live ? Color.red : Color.clear)"#,
            #"Button("Bold") { bold.toggle() }.fontWeight(bold ? .bold : .regular).foregroundStyle(bold ? .primary : .secondary)"#,
            #"Button(muted ? "Unmute" : "Mute") { muted.toggle() }.tint(muted ? .red : .blue)"#,
            #"Button(action: toggleFavorite) { Image(systemName: "star") }.accessibilityLabel("Favorite").foregroundStyle(isFavorite ? .yellow : .gray)"#,
            #"Button { tab = .home } label: { Text(title) }.foregroundStyle(tab == .home ? .blue : .gray)"#,
        ])

    private static let colourModifiers: Set<String> = ["foregroundStyle", "foregroundColor", "tint", "background", "fill", "backgroundStyle"]

    /// Modifiers that mention a state without changing what anyone sees.
    private static let invisibleModifiers: Set<String> = [
        "animation", "onChange", "id", "tag", "task", "sensoryFeedback", "transition", "contentTransition", "onAppear",
        "onDisappear", "onReceive", "matchedGeometryEffect", "keyboardShortcut", "zIndex",
    ]

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        // Only a Button's action is read for the state it changes: ask nothing of other views.
        guard call.kind == .button else { return [] }
        let state = call.stateChangedByAction
        guard !state.isEmpty, !call.mayExposeState, !call.nameMayFollowState else { return [] }
        let parts = call.visibleParts
        var colour: Modifier?
        for part in parts {
            for modifier in part.modifiers {
                let mentions = modifier.arguments.contains { argument in
                    argument.closure == nil && !SyntaxFacts.identifiers(in: argument.expression).isDisjoint(with: state)
                }
                guard mentions else { continue }
                guard Self.colourModifiers.contains(modifier.name), isColourSwap(modifier, state: state) else {
                    if !Self.invisibleModifiers.contains(modifier.name), !modifier.name.hasPrefix("accessibility") { return [] }
                    continue
                }
                colour = colour ?? modifier
            }
            // A view built from the state (an image, a text, a shape) is a change besides colour.
            if part !== call, part.arguments.contains(where: { $0.closure == nil && !SyntaxFacts.identifiers(in: $0.expression).isDisjoint(with: state) }) {
                return []
            }
        }
        guard let colour else { return [] }
        if call.conditionalIcons.contains(where: { $0.condition.mentions(any: state) }) { return [] }
        if call.branchConditions.contains(where: { $0.mentions(any: state) }) { return [] }
        let name = state.sorted().joined(separator: ", ")
        return [
            Finding(
                Self.self, range: colour.range,
                message: "Only this colour changes with `\(name)`: VoiceOver users hear no difference between the states and some sighted users see none. Add the selected trait or a changing label, and a visible change besides colour.",
                subject: call)
        ]
    }

    /// A ternary between two colours, neither of them clear or absent.
    private func isColourSwap(_ modifier: Modifier, state: Set<String>) -> Bool {
        modifier.arguments.contains { argument in
            guard argument.closure == nil else { return false }
            let conditions = SyntaxFacts.ternaryConditions(in: argument.expression)
            guard conditions.contains(where: { $0.mentions(any: state) }) else { return false }
            let text = argument.expression.trimmedDescription
            return !text.contains(".clear") && !text.contains("nil")
        }
    }
}
