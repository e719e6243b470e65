// custom-toggle-not-toggle: an on/off control built from a gesture or a plain button.

import SwiftSyntax

struct CustomToggleNotToggle: Rule {
    static let id = "custom-toggle-not-toggle"
    static let triggers: [String]? = ["toggle()", "= !", "=!"]
    static let severity = Severity.error
    static let components: [Component] = [.semanticControl, .switchBasic]
    static let wcag = ["4.1.2"]
    /// On a Button, state-only-in-icon and color-only-state name the missing state more precisely and
    /// refine this rule in turn; on a tap gesture this rule is the precise one.
    static let refines = ["tap-gesture-not-control", "button-for-persistent-setting"]
    static let summary = "A tap gesture or a button only flips a Bool that the view's look depends on, with no on/off state exposed: a hand-made toggle."
    static let rationale = """
        The view looks like a switch, a checkbox or a toggle button, and a tap turns it on and off, but \
        assistive technologies learn none of that: VoiceOver announces no state (or, for a gesture, not even a \
        control), and nothing is said when it changes. A `Toggle` announces its role and "on"/"off", updates the \
        announcement after each change, and works with Switch Control and keyboards.
        """
    static let fixDescription = """
        Replace it with `Toggle("<its text>", isOn: $flag)`; add `.toggleStyle(.button)` (or a custom \
        `ToggleStyle`) to keep the look.
        """
    static let notes = [
        "A `Button` is reported only when it shows the state in no accessible way: its name is one constant literal, and it has no `.accessibilityValue`, no selected or toggle trait. A button whose name follows the state (\"Mute\"/\"Unmute\") is a correct toggle button and stays silent; so does one whose name is unknown, since it may carry the state.",
        "A `Button` with no name at all is left to `icon-only-control-name` / `empty-control-name`: the name comes first, and with it the state may well be exposed.",
        "A tap gesture on a view that has the button (or toggle) trait and a value or selected trait is left to `tap-gesture-not-control`, which reports it as info.",
        "The look depends on the Bool when a modifier or argument of the view or its content mentions it, or an `if` in its content tests it; accessibility modifiers, gestures, handlers and animations do not count.",
        "Bools that present or disclose something (`isExpanded`, `showDetails`, `displaySpoiler`, `isPresented`, `isEditing`, …) are left alone: a disclosure or a button fits them better than a switch.",
        "`configuration.isOn` and code inside a `ToggleStyle`'s or `ButtonStyle`'s `makeBody` are the toggle itself and never reported.",
        "Beyond `tap-gesture-not-control` (RULES.md), this rule also silences `button-for-persistent-setting`, `state-only-in-icon` and `color-only-state` on the same button: they describe the same missing state, and the Toggle is the one fix for all of them.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            HStack {
                Text("Marketing emails")
                Image(isOn ? "switch-on" : "switch-off")
            }
            ↓.onTapGesture { isOn.toggle() }
            """,
            #"Image(systemName: isFavorite ? "heart.fill" : "heart").foregroundStyle(isFavorite ? .red : .gray)↓.onTapGesture { isFavorite.toggle() }"#,
            """
            ↓Button(action: { withAnimation { settings.notify = !settings.notify } }) {
                HStack {
                    Text("Notifications")
                    if settings.notify { Image(systemName: "checkmark") }
                }
            }
            """,
            #"RoundedRectangle(cornerRadius: 4).fill(checked ? .green : .gray)↓.gesture(TapGesture().onEnded { checked.toggle() })"#,
        ],
        silent: [
            // A formatting button whose only signal is a colour: color-only-state reports it more precisely.
            """
            Button { isBold.toggle() } label: {
                Image(systemName: "bold").foregroundStyle(isBold ? .blue : .primary)
            }
            .accessibilityLabel("Bold")
            """,
            #"Toggle("Marketing emails", isOn: $isOn)"#,
            """
            struct CheckStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                        .onTapGesture { configuration.isOn.toggle() }
                }
            }
            """,
            """
            Button { muted.toggle() } label: {
                Image(systemName: muted ? "speaker.slash" : "speaker.wave.2")
            }
            .accessibilityLabel(muted ? "Unmute" : "Mute")
            """,
            """
            Button { bold.toggle() } label: { Image(systemName: "bold").foregroundStyle(bold ? .blue : .primary) }
                .accessibilityLabel("Bold")
                .accessibilityAddTraits(bold ? .isSelected : [])
            """,
            #"Image(systemName: isExpanded ? "chevron.up" : "chevron.down").onTapGesture { isExpanded.toggle() }"#,
            #"Button("Mark all as read") { markedAll.toggle() }"#,
            #"Button { isOn.toggle() } label: { Image(systemName: isOn ? "bell.fill" : "bell") }"#,
            #"Button { isOn.toggle() } label: { StatusRow(isOn: isOn) }"#,
            #"Button { liked.toggle() } label: { Label("Like", systemImage: liked ? "heart.fill" : "heart") }.accessibilityValue(liked ? "On" : "Off")"#,
            #"Text("Count").onTapGesture { isOn.toggle(); save() }"#,
            """
            Image(isOn ? "switch-on" : "switch-off")
                .accessibilityLabel("Marketing emails")
                .accessibilityAddTraits(.isButton)
                .accessibilityValue(isOn ? "On" : "Off")
                .onTapGesture { isOn.toggle() }
            """,
            """
            HStack {
                Text(warning)
                Button { displaySpoiler.toggle() } label: { Image(systemName: "chevron.down").rotationEffect(.degrees(displaySpoiler ? 0 : 180)) }
            }
            .onTapGesture { displaySpoiler.toggle() }
            """,
            """
            HStack {
                Text("Sync")
                Button { isSyncing.toggle() } label: { Image(systemName: isSyncing ? "pause" : "play") }.accessibilityLabel(isSyncing ? "Pause" : "Resume")
            }
            .onTapGesture { isSyncing.toggle() }
            """,
            """
            #if os(macOS)
            Image(isOn ? "switch-on" : "switch-off").onTapGesture { isOn.toggle() }
            #endif
            """,
        ])

    /// Words of Bools that present, disclose or edit rather than switch something on.
    private static let presentationWords = [
        "expand", "collapse", "present", "show", "sheet", "popover", "alert", "open", "visible", "hidden", "hide",
        "reveal", "editing", "menu", "picker", "dialog", "search", "focus", "sidebar", "fullscreen", "spoiler", "display",
        "more", "less", "detail", "truncat",
    ]

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        if call.kind == .button { return checkButton(call) }
        guard call.isPlainTapReceiver, !exposesStateByHand(call) else { return [] }
        return call.gestures.filter(\.isSingleTap).compactMap { gesture in
            guard let action = gesture.actionClosure.map(ExprSyntax.init) ?? gesture.onEndedClosure.map(ExprSyntax.init),
                let flag = flippedFlag(action), call.appearance(dependsOn: SyntaxFacts.lastComponent(flag))
            else { return nil }
            return Finding(
                Self.self, range: gesture.modifier.range,
                message: "A tap flips `\(flag)` and the view's look follows it, but VoiceOver and Switch Control find neither a control nor an on/off state here; use a Toggle bound to $\(flag).",
                subject: call, fixes: gestureToggleFix(call, gesture: gesture, flag: flag).map { [$0] } ?? [])
        }
    }

    private func checkButton(_ call: ViewCall) -> [Finding] {
        guard !call.isInsideControlStyleBody, !call.hasCustomAccessibilityModifier, !call.isAccessibilityHidden,
            let action = call.actionExpression, let flag = flippedFlag(action),
            let name = call.accessibleName, name.comparableKey != nil, !name.changesWithState, !call.hasModifier("accessibilityValue"),
            !call.addsTrait("isSelected"), !call.addsTrait("isToggle"), call.appearance(dependsOn: SyntaxFacts.lastComponent(flag))
        else { return [] }
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "This Button only flips `\(flag)` and shows the state only in its look, so VoiceOver announces the same name either way and no on/off state; use Toggle(isOn: $\(flag)) with .toggleStyle(.button) to keep the look.",
                subject: call, fixes: buttonToggleFix(call, flag: flag).map { [$0] } ?? [])
        ]
    }

    /// The Bool the action flips, unless it belongs to a toggle style or presents something.
    private func flippedFlag(_ action: ExprSyntax) -> String? {
        guard let flag = ActionReader.toggledBoolean(in: action), !flag.hasPrefix("configuration.") else { return nil }
        let lowered = SyntaxFacts.lastComponent(flag).lowercased()
        return Self.presentationWords.contains(where: lowered.contains) ? nil : flag
    }

    /// A view that already says it is a button or toggle and exposes a state by hand.
    private func exposesStateByHand(_ call: ViewCall) -> Bool {
        (call.addsTrait("isButton") || call.addsTrait("isToggle"))
            && (call.hasModifier("accessibilityValue") || call.addsTrait("isSelected") || call.addsTrait("isToggle"))
    }

    /// The receiver and its gesture become `Toggle("<its one text>", isOn: $flag)`; modifiers before
    /// the gesture styled the receiver and would be lost, so then there is no fix.
    private func gestureToggleFix(_ call: ViewCall, gesture: GestureUse, flag: String) -> Fix? {
        guard call.modifiers.first?.range == gesture.modifier.range, let title = ControlSwap.onlyTextLiteral(in: call) else { return nil }
        return ControlSwap.toggle(replacing: call.chainRange.lowerBound..<gesture.modifier.range.upperBound, flag: flag, title: title, buttonStyle: false)
    }

    /// The Button becomes a button-styled Toggle with its text, keeping its modifiers.
    private func buttonToggleFix(_ call: ViewCall, flag: String) -> Fix? {
        guard let constructor = call.constructor else { return nil }
        let title = call.titleArgument.flatMap { ExpressionReader.stringLiteral($0.expression) != nil ? $0.expression.trimmedDescription : nil }
        guard let title = title ?? ControlSwap.onlyTextLiteral(in: call) else { return nil }
        return ControlSwap.toggle(replacing: constructor.byteRange, flag: flag, title: title, buttonStyle: true)
    }
}
