// tap-gesture-not-control: a tap gesture makes a plain view act as a button that
// assistive technologies cannot find.

import SwiftSyntax

struct TapGestureNotControl: TypeFactsRule {
    static let id = "tap-gesture-not-control"
    static let triggers: [String]? = ["onTapGesture", "TapGesture"]
    static let severity = Severity.error
    static let components: [Component] = [.semanticControl, .buttonBasic]
    static let wcag = ["4.1.2", "2.1.1"]
    static let summary = "A view that is not a control is made tappable with a tap gesture."
    static let rationale = """
        A tap gesture works for a finger only. VoiceOver reads the view as text with no button role, Switch \
        Control may not stop on it, Voice Control has no name to call it by, and Full Keyboard Access cannot \
        reach it at all. A `Button` brings the role, the activation for every input method and the focus ring. \
        Adding the button trait and a label helps VoiceOver but still leaves keyboard users out, so that case \
        is reported as info.
        """
    static let fixDescription = """
        Replace the view and its gesture with a `Button` whose action is the gesture's code: \
        `Text("Pay").onTapGesture { pay() }` becomes `Button("Pay") { pay() }`.
        """
    static let notes = [
        "A row of a `List(selection:)` whose tap only sets that list's selection is left alone: the list already selects its rows with every input method.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"Text("Pay").padding()↓.onTapGesture { pay() }"#,
            #"Image(systemName: "heart")↓.onTapGesture { like() }"#,
            """
            HStack {
                Image(systemName: "star")
                Text("Rate this app")
            }
            ↓.onTapGesture {
                rate()
            }
            """,
            #"RowView(item: item)↓.onTapGesture(count: 1) { select(item) }"#,
            #"Image(systemName: "heart")↓.onTapGesture { like() }.accessibilityAddTraits(.isButton)"#,
            #"Circle().fill(.red)↓.gesture(TapGesture().onEnded { record() })"#,
            #"Text("Pay")↓.onTapGesture { pay() }.accessibilityAddTraits(.isButton)"#,
            #"AvatarView(url).accessibility(addTraits: .isButton)↓.onTapGesture { openProfile() }"#,
            """
            struct PostView: View {
                @State private var expanded = false
                var body: some View {
                    VStack {
                        Text(post.body)↓.onTapGesture { expanded = true }
                        Button("Share") { share(post) }
                        Button("Read more") { expanded = true }.hidden()
                    }
                }
            }
            """,
        ],
        silent: [
            #"List(tasks, selection: $shownTask) { task in TaskRow(task).onTapGesture { shownTask = task.id } }"#,
            #"Button("Pay") { pay() }"#,
            #"Text("Like").onTapGesture(count: 2) { like() }"#,
            #"content.onTapGesture { open() }"#,
            #"Color.clear.contentShape(Rectangle()).onTapGesture { hideKeyboard() }"#,
            #"Toggle("Wi-Fi", isOn: $wifi).onTapGesture { log() }"#,
            """
            #if os(macOS)
            Text("Pay").onTapGesture { pay() }
            #endif
            """,
            """
            struct PressStyle: PrimitiveButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Capsule().onTapGesture { configuration.trigger() }
                }
            }
            """,
            #"Text("Tap twice").onTapGesture(count: taps) { like() }"#,
            #"Row().background { Color.clear.contentShape(Rectangle()).onTapGesture { open() } }"#,
            """
            struct PostView: View {
                @State private var expanded = false
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(post.body).lineLimit(expanded ? nil : 3).onTapGesture { expanded = true }
                        Button("Read more") { expanded = true }
                    }
                }
            }
            """,
            """
            struct Card: View {
                var body: some View {
                    VStack {
                        Image("cover").onTapGesture(perform: openDetails)
                        Button("Details", action: openDetails)
                    }
                }
            }
            """,
            #"VideoSurface(stream: stream).contentShape(Rectangle()).onTapGesture { controlsVisible.toggle() }"#,
        ])

    /// The code a visible Button of a type runs: a tap gesture of that type doing the same has its control.
    struct ButtonCode: Hashable, Sendable {
        let type: String
        let code: String
    }

    func facts(of call: ViewCall) -> [ButtonCode] {
        guard call.kind == .button, let type = call.scope.type?.name, let action = call.actionExpression, !Self.isHidden(call),
            let code = Self.performed(action)
        else { return [] }
        return [ButtonCode(type: type, code: code)]
    }

    func mayReport(_ call: ViewCall) -> Bool { call.isPlainTapReceiver && call.gestures.contains(where: \.isSingleTap) }

    func check(_ call: ViewCall, facts buttons: Set<ButtonCode>, in context: RuleContext) -> [Finding] {
        call.gestures.filter(\.isSingleTap).compactMap { gesture in
            let modifier = gesture.modifier
            guard !dismissesKeyboard(gesture.action.map(Syntax.init) ?? Syntax(modifier.call), in: call) else { return nil }
            // Showing or hiding a player's controls: they start visible to everyone, and no function is behind the tap.
            guard !Self.togglesControlsVisibility(gesture) else { return nil }
            // A visible Button beside it does the same: every input method already has a control for it.
            guard !Self.aVisibleButtonPerforms(gesture, besides: call, buttons: buttons, in: context.model) else { return nil }
            // The list it is a row of selects it already, with every input method.
            guard !call.onlySelectsInItsList(gesture.action) else { return nil }
            // Built only when the finding keeps its fixes (see `LintOptions.buildsFixes`).
            func fixes() -> [Fix] { ButtonSwap.fix(for: call, gesture: modifier, in: context).map { [$0] } ?? [] }
            if call.addsTrait("isButton"), call.hasNameForTap {
                return Finding(
                    Self.self, range: modifier.range,
                    message: "This view has the button trait and a name, so VoiceOver can use it, but Full Keyboard Access still cannot reach a tap gesture; a Button can be reached by every input method.",
                    subject: call, severity: .info, fixes: fixes())
            }
            let what = call.typeName.map { "This \($0)" } ?? "This view"
            return Finding(
                Self.self, range: modifier.range,
                message: "\(what) is made tappable with a tap gesture, so VoiceOver, Switch Control, Voice Control and Full Keyboard Access cannot find or activate it as a control; use a Button.",
                subject: call, fixes: fixes())
        }
    }

    /// The whole action flips a Bool that shows or hides on-screen controls (`controlsVisible.toggle()`).
    private static func togglesControlsVisibility(_ gesture: GestureUse) -> Bool {
        guard let action = gesture.action, let flipped = ActionReader.toggledBoolean(in: action) else { return false }
        let words = IdentifierWords.words(SyntaxFacts.lastComponent(flipped.replacingOccurrences(of: "?", with: ""))).map { $0.lowercased() }
        return !Set(words).isDisjoint(with: ["controls", "chrome", "toolbar", "toolbars", "overlay", "hud"])
    }

    /// Whether a visible `Button` of the same view (its type, or the same body outside any type)
    /// runs the same code as the gesture: a "Read more" button beside a tappable paragraph.
    private static func aVisibleButtonPerforms(_ gesture: GestureUse, besides call: ViewCall, buttons: Set<ButtonCode>, in model: ViewModel) -> Bool {
        guard let action = gesture.action, let code = performed(action) else { return false }
        if let type = call.scope.type?.name { return buttons.contains(ButtonCode(type: type, code: code)) }
        // Outside any type, the Buttons of the same body: all in the model the call is in.
        return model.calls.contains { other in
            guard other !== call, other.kind == .button, other.scope.type == nil, other.bodyRoot === call.bodyRoot,
                let buttonAction = other.actionExpression, !isHidden(other)
            else { return false }
            return performed(buttonAction) == code
        }
    }

    /// What an action does, written one way: a closure's statements, or a function reference as its
    /// call. Read once a run: every tap gesture of a screen compares it with every Button's.
    private static func performed(_ action: ExprSyntax) -> String? {
        guard let run = RuleRun.current else { return readPerformed(action) }
        return run.performedCode(of: action, reading: readPerformed)
    }

    private static func readPerformed(_ action: ExprSyntax) -> String? {
        if let statements = ActionReader.statements(of: action) {
            guard !statements.isEmpty else { return nil }
            return statements.map { SyntaxFacts.normalized($0.item.trimmedDescription) }.joined(separator: "; ")
        }
        let reference = action.trimmedDescription
        guard reference.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return reference.hasPrefix("self.") ? String(reference.dropFirst(5)) + "()" : reference + "()"
    }

    private static func isHidden(_ view: ViewCall) -> Bool {
        view.isInvisible || view.hasModifier("hidden")
            || view.modifiers.contains { $0.name == "accessibilityHidden" && $0.firstArgument?.trimmedDescription == "true" }
    }

    /// A background tap that only dismisses the keyboard is not a control anyone needs to find.
    private func dismissesKeyboard(_ action: Syntax, in call: ViewCall) -> Bool {
        let text = action.trimmedDescription
        if ["hideKeyboard", "dismissKeyboard", "endEditing", "resignFirstResponder"].contains(where: text.contains) { return true }
        guard let type = call.scope.type else { return false }
        // `focusedField = nil` / `isFocused = false` on a @FocusState property.
        return type.properties.contains { property in
            property.wrappers.contains("FocusState") && (text.contains("\(property.name) = nil") || text.contains("\(property.name) = false"))
        }
    }
}
