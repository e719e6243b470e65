// focus-effect-disabled: the system focus ring is turned off on something keyboard users reach.

struct FocusEffectDisabled: Rule {
    static let id = "focus-effect-disabled"
    static let triggers: [String]? = ["focusEffectDisabled"]
    static let severity = Severity.warning
    static let components: [Component] = [.focusVisible, .buttonBasic, .buttonToggle]
    static let wcag = ["2.4.7"]
    static let summary = "`.focusEffectDisabled()` removes the focus ring from a control or from a view that holds controls."
    static let rationale = """
        People who use Full Keyboard Access, a hardware keyboard or Switch Control follow the focus ring to \
        know where they are. Without it, pressing Space or Return activates something they cannot see, and \
        moving focus looks as if nothing happens.
        """
    static let fixDescription = "Remove the modifier, or draw an equally visible focus indicator of your own from `@FocusState` or `isFocused`."
    static let notes = [
        "The modifier also applies to everything inside the view, so it is reported on a control, on a view made `.focusable()`, and on a container whose content holds controls. A container whose content the engine cannot see (a variable, a custom view) is not reported.",
        "`.focusEffectDisabled(false)` turns the effect back on, and a value the engine cannot read is left alone.",
        "A type that declares `@FocusState`, or reads an `isFocused` property, may draw its own indicator, so views in it are not reported.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"Button("Play") { play() }↓.focusEffectDisabled()"#,
            """
            HStack {
                Button("Previous", action: previous)
                Button("Next", action: next)
            }
            ↓.focusEffectDisabled(true)
            """,
            #"Text(title).focusable()↓.focusEffectDisabled()"#,
            #"Toggle("Shuffle", isOn: $shuffle).toggleStyle(.button)↓.focusEffectDisabled()"#,
        ],
        silent: [
            #"Button("Play") { play() }.focusEffectDisabled(false)"#,
            #"Button("Play") { play() }.focusEffectDisabled(isCustomRingShown)"#,
            #"Image("poster").focusEffectDisabled()"#,
            #"content.focusEffectDisabled()"#,
            """
            struct Tile: View {
                @FocusState private var focused: Bool
                var body: some View {
                    Button("Open") { open() }
                        .focused($focused)
                        .overlay { if focused { RoundedRectangle(cornerRadius: 8).stroke(.blue, lineWidth: 3) } }
                        .focusEffectDisabled()
                }
            }
            """,
            """
            #if os(macOS)
            Button("Play") { play() }.focusEffectDisabled()
            #endif
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        call.modifiers(named: "focusEffectDisabled").compactMap { modifier in
            guard turnsOff(modifier), reachesFocusable(call), !drawsOwnFocus(call) else { return nil }
            return Finding(
                Self.self, range: modifier.range,
                message: "This turns off the focus ring, so keyboard and Switch Control users cannot see which control has focus. Remove it, or draw an equally visible focus indicator.",
                subject: call, fixes: [context.fixes.removal(of: modifier, title: "Remove .focusEffectDisabled() to keep the focus ring")])
        }
    }

    private func turnsOff(_ modifier: Modifier) -> Bool {
        guard let value = modifier.firstArgument else { return true }
        return value.trimmedDescription == "true"
    }

    private func reachesFocusable(_ call: ViewCall) -> Bool {
        if call.kind.isInteractive || call.hasModifier("focusable") { return true }
        guard case .container = call.kind else { return false }
        return call.descendants.contains { $0.kind.isInteractive || $0.hasModifier("focusable") }
    }

    private func drawsOwnFocus(_ call: ViewCall) -> Bool {
        guard let type = call.scope.type else { return false }
        return type.hasProperty(wrappedBy: "FocusState") || type.property(named: "isFocused") != nil
    }
}
