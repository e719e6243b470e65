// tap-gesture-no-alternative: an action reachable only by a double tap, a long press or a drag.

import SwiftSyntax

struct TapGestureNoAlternative: Rule {
    static let id = "tap-gesture-no-alternative"
    /// Looks for the same action, or the accessibility properties, elsewhere in the file.
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = ["count:", "LongPressGesture", "onLongPressGesture", "DragGesture"]
    static let severity = Severity.warning
    static let components: [Component] = [.semanticControl]
    static let wcag = ["2.1.1"]
    static let summary = "A double tap, long press or drag runs an action that has no accessibility action or control as an alternative."
    static let rationale = """
        VoiceOver takes over taps and drags for its own navigation, Switch Control and Full Keyboard Access \
        cannot perform them, and some people cannot hold or drag at all. An action that only a double tap, a \
        long press or a swipe triggers is out of their reach unless it is also offered as an accessibility \
        action, which VoiceOver lists in its Actions rotor and Voice Control can name.
        """
    static let fixDescription = """
        Add `.accessibilityAction(named: "…") { <the same action> }` to the view, or offer the action through a \
        visible control or a context menu.
        """
    static let notes = [
        "An alternative is: `.accessibilityAction(s)`, an adjustable, scroll or zoom action, an `.accessibilityRepresentation`, or a `.contextMenu`, on the view or any view around it; or a control anywhere in the file whose action calls the same function (a double tap to like next to a Like button).",
        "Drags are reported only when they end in an action (an `.onEnded` with code); a drag that only follows the finger (`.onChanged`) is a manipulation, not an action, and is not judged, nor is one whose `.onEnded` only puts the view back (`offset = 0`, `.zero`, `nil` or `false`, with or without `withAnimation`).",
        "A long press with an empty action (`perform: {}`) that only tracks pressing is not an action and is left alone; a tap count the engine cannot read is unknown and left alone.",
        "Gestures held in variables (`.gesture(drag)`) are unknown and not reported.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"PostImage(post: post)↓.onTapGesture(count: 2) { model.like(post) }"#,
            """
            MessageBubble(message)
                .padding()
                ↓.onLongPressGesture {
                    copy(message)
                }
            """,
            #"Card(item)↓.gesture(DragGesture().onEnded { value in if value.translation.width < -80 { archive(item) } })"#,
            #"Image("photo")↓.highPriorityGesture(TapGesture(count: 2).onEnded { zoomIn() })"#,
        ],
        silent: [
            """
            WordColumns(words)
                .offset(x: dragOffset / 2)
                .gesture(
                    DragGesture()
                        .onChanged { dragOffset = $0.translation.width }
                        .onEnded { _ in withAnimation(.spring()) { dragOffset = 0 } }
                )
            """,
            #"PostImage(post: post).onTapGesture(count: 2) { model.like(post) }.accessibilityAction(named: "Like") { model.like(post) }"#,
            #"MessageBubble(message).onLongPressGesture { copy(message) }.contextMenu { Button("Copy") { copy(message) } }"#,
            """
            PostImage(post: post)
                .accessibilityAction(named: "Like") { model.like(post) }
                .padding()
                .onTapGesture(count: 2) { model.like(post) }
            """,
            """
            VStack {
                PostImage(post: post).onTapGesture(count: 2) { model.like(post) }
                Button("Like") { model.like(post) }
            }
            """,
            #"Capsule().onLongPressGesture(minimumDuration: .infinity) {} onPressingChanged: { pressing in isPressed = pressing }"#,
            #"Knob().gesture(DragGesture().onChanged { value in angle = value.translation.width })"#,
            #"Text("Like").onTapGesture(count: taps) { like() }"#,
            #"Text("Open").onTapGesture { open() }"#,
            """
            VStack { Row(item).onLongPressGesture { pin(item) } }
                .accessibilityElement(children: .combine)
                .accessibilityAction(named: "Pin") { pin(item) }
            """,
            """
            #if os(macOS)
            PostImage(post: post).onTapGesture(count: 2) { model.like(post) }
            #endif
            """,
            #"Text(path).onLongPressGesture(minimumDuration: 0) { showMenu() }"#,
            """
            Text(tab.title).onTapGesture(count: 2) { keepOpen(tab) }.tabActions(for: tab)
            // file: TabActions.swift
            extension View {
                func tabActions(for tab: Tab) -> some View {
                    contextMenu { Button("Keep Open") { keepOpen(tab) } }
                }
            }
            """,
        ])

    private static let alternativeModifiers: Set<String> = [
        "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction", "accessibilityScrollAction",
        "accessibilityZoomAction", "accessibilityRepresentation", "contextMenu",
    ]

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        let gestures = call.gestures.filter(needsAlternative)
        guard !gestures.isEmpty, !([call] + call.ancestors).contains(where: hasAlternative) else { return [] }
        return gestures.compactMap { gesture in
            guard !isAlsoAControlAction(gesture, in: context.model, fromPreview: call.scope.isPreview) else { return nil }
            return Finding(
                Self.self, range: gesture.modifier.range,
                message: "This \(describe(gesture.kind)) is the only way to run its action, which VoiceOver, Switch Control and keyboard users cannot perform; add .accessibilityAction(named: \"…\") with the same action.",
                subject: call, fixes: actionFix(for: gesture, on: call, in: context).map { [$0] } ?? [])
        }
    }

    private func needsAlternative(_ gesture: GestureUse) -> Bool {
        switch gesture.kind {
        case .tap(let count): return (count ?? 1) >= 2 && !gesture.hasEmptyAction
        // `minimumDuration: 0` fires on touch down: a click, not a press anyone has to hold.
        case .longPress: return gesture.action != nil && !gesture.hasEmptyAction && gesture.modifier.argument("minimumDuration")?.trimmedDescription != "0"
        case .drag:
            guard let ended = gesture.onEndedClosure, !ended.statements.isEmpty else { return false }
            return !Self.onlyResets(ended.statements)
        }
    }

    /// `.onEnded { _ in withAnimation(.spring()) { offset = 0 } }`: the view springs back to where it
    /// was; the drag was a peek, and sets nothing off.
    private static func onlyResets(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.allSatisfy { statement in
            let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
            if let call = expression?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "withAnimation",
                let closure = call.trailingClosure
            {
                return onlyResets(closure.statements)
            }
            guard let (_, value) = ActionReader.assignment(in: statement) else { return false }
            return restingValues.contains(value.trimmedDescription)
        }
    }

    private static let restingValues: Set<String> = ["0", "0.0", ".zero", "CGSize.zero", "CGFloat.zero", "nil", "false", ".init()"]

    /// An alternative on the view, also through one of the app's own modifiers (a `.tabContextMenu()`
    /// declared in another file that applies `.contextMenu`).
    private func hasAlternative(_ view: ViewCall) -> Bool {
        view.appliedModifiers.contains { Self.alternativeModifiers.contains($0.modifier.name) } || view.hasCustomAccessibilityModifier
    }

    private func describe(_ kind: GestureUse.Kind) -> String {
        switch kind {
        case .tap(let count): return count == 2 ? "double tap" : "multiple tap"
        case .longPress: return "long press"
        case .drag: return "drag"
        }
    }

    /// The gesture calls a function that some control's action in the file calls too. A control in
    /// a preview is no other way for the app's users: it counts only for a gesture in a preview.
    private func isAlsoAControlAction(_ gesture: GestureUse, in model: ViewModel, fromPreview: Bool) -> Bool {
        let called = Self.calledFunctions(gesture.actionStatements, reference: gesture.action)
        guard !called.isEmpty else { return false }
        return model.calls.contains { call in
            guard call.kind.isInteractive, fromPreview || !call.scope.isPreview, let action = call.actionExpression else { return false }
            return !Self.calledFunctions(ActionReader.statements(of: action), reference: action).isDisjoint(with: called)
        }
    }

    /// The callees of an action's top-level calls (`model.like`), or the function a reference names.
    private static func calledFunctions(_ statements: [CodeBlockItemSyntax]?, reference: ExprSyntax?) -> Set<String> {
        guard let statements else {
            if let reference, reference.is(DeclReferenceExprSyntax.self) || reference.is(MemberAccessExprSyntax.self) {
                return [ActionReader.normalizedProperty(reference.trimmedDescription)]
            }
            return []
        }
        var result: Set<String> = []
        for statement in statements {
            let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
            var current = expression
            while let wrapped = current?.as(AwaitExprSyntax.self)?.expression ?? current?.as(TryExprSyntax.self)?.expression { current = wrapped }
            if let call = current?.as(FunctionCallExprSyntax.self) {
                result.insert(ActionReader.normalizedProperty(call.calledExpression.trimmedDescription))
            }
        }
        return result
    }

    /// `.accessibilityAction(named: "Like") { model.like(post) }`: the gesture's own closure, named
    /// after the one function it calls. A closure that takes the gesture's value (a drag's
    /// translation) cannot run without it, so it gets no fix. The name is read from code, so the
    /// fix is offered, never applied by fix-all.
    private func actionFix(for gesture: GestureUse, on call: ViewCall, in context: RuleContext) -> Fix? {
        guard let closure = gesture.actionClosure ?? gesture.onEndedClosure, closure.signature == nil,
            let statements = gesture.actionStatements, statements.count == 1,
            let function = Self.calledFunctions(statements, reference: nil).first,
            let last = function.split(separator: ".").last, last.first?.isLetter == true
        else { return nil }
        let name = FixBuilder.stringLiteral(LabelSuggestion.camelCaseWords(String(last)))
        let indent = context.fixes.chainIndentation(of: call)
        let body = context.fixes.reindent(closure.trimmedDescription, from: context.fixes.source.indentation(ofLineAt: closure.byteRange.lowerBound), to: indent)
        return Fix(
            title: "Add .accessibilityAction(named: \(name))",
            edits: [context.fixes.appendModifier(".accessibilityAction(named: \(name)) \(body)", to: call)], isSafe: false)
    }
}
