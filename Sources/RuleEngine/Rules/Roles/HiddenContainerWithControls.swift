// hidden-container-with-controls: hiding a container hides every control inside it too.

import SwiftSyntax

struct HiddenContainerWithControls: Rule {
    static let id = "hidden-container-with-controls"
    static let triggers: [String]? = ["accessibilityHidden(true", "hidden: true"]
    static let severity = Severity.error
    static let components: [Component] = [.semanticControl]
    static let wcag = ["4.1.2"]
    static let summary = "`.accessibilityHidden(true)` is set on a container that holds controls."
    static let rationale = """
        Hiding a view from accessibility hides everything inside it. Controls in a hidden container are still \
        on screen and still work for a finger, but VoiceOver, Switch Control, Voice Control and Full Keyboard \
        Access cannot reach them at all.
        """
    static let fixDescription = """
        Hide only the decorative views (the images, the shapes), not the container; or, if the controls are \
        offered another way, make that explicit with `.accessibilityElement(children: .ignore)` and \
        `.accessibilityAction`s on the container.
        """
    static let notes = [
        """
        Only the literal `true` counts: `.accessibilityHidden(isCollapsed)` hides content at times, which is \
        often right. Controls that are disabled, hidden with `.hidden()`, invisible (`.opacity(0)`, the usual \
        carrier of a keyboard shortcut) or made untouchable with `.allowsHitTesting(false)` are not counted, \
        nor are controls in the content of a toolbar, menu or sheet attached to the container.
        """,
        """
        Silent when the container or a view around it offers actions of its own (`.accessibilityAction`, \
        `.accessibilityAdjustableAction`, `.accessibilityRepresentation`, `.accessibilityChildren`): the \
        controls' work is then reachable through them.
        """,
        "Controls inside custom views are not seen (the view may hold none): only controls written in the container count.",
        """
        A hidden control whose action a visible control of the same body also performs (a close button beside \
        a Not Now button that both dismiss) is a duplicate hidden on purpose, and is not counted.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            """
            HStack {
                Button("Previous", action: previous)
                Text(pageTitle)
                Button("Next", action: next)
            }
            ↓.accessibilityHidden(true)
            """,
            #"VStack { Image("promo"); Link("Get the app", destination: storeURL) }↓.accessibilityHidden(true)"#,
            """
            ZStack {
                Color.black
                Toggle("Mute", isOn: $muted).opacity(showControls ? 1 : 0)
            }
            ↓.accessibility(hidden: true)
            """,
        ],
        silent: [
            #"HStack { Image(systemName: "star.fill"); Text("4.5") }.accessibilityHidden(true)"#,
            #"VStack { Button("Retry", action: retry) }.accessibilityHidden(isCollapsed)"#,
            """
            HStack {
                Button("-") { value -= 1 }
                Text("\\(value)")
                Button("+") { value += 1 }
            }
            .accessibilityHidden(true)
            .overlay(ValueReadout(value: value))
            .accessibilityAdjustableAction { direction in adjust(direction) }
            """,
            #"ZStack { Button("Close", action: close).keyboardShortcut(.cancelAction).opacity(0); Artwork() }.accessibilityHidden(true)"#,
            #"HStack { PlayerControls() }.accessibilityHidden(true)"#,
            #"VStack { Text("Hello") }.accessibilityHidden(true).toolbar { Button("Done", action: done) }"#,
            """
            ZStack(alignment: .topTrailing) {
                VStack { Text(promo.title); Button("Not Now") { model.dismiss() } }
                HStack { Button { model.dismiss() } label: { Image(systemName: "xmark") } }
                    .accessibilityHidden(true)
            }
            """,
        ])

    /// Modifiers whose content is drawn as part of the view (and so hidden with it).
    private static let drawnContent: Set<String> = ["overlay", "background", "safeAreaInset", "mask"]
    private static let actionModifiers: Set<String> = [
        "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction", "accessibilityRepresentation",
        "accessibilityChildren", "accessibilityScrollAction",
    ]

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard case .container = call.kind else { return [] }
        return call.modifiers(named: "accessibilityHidden").compactMap { hidden -> Finding? in
            guard hidden.firstArgument?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true), !Self.isInert(call),
                !([call] + call.elementPath.map(\.view)).contains(where: { view in view.modifiers.contains { Self.actionModifiers.contains($0.name) } }),
                let control = hiddenControls(in: call, before: hidden.index).first(where: { !Self.isOfferedElsewhere($0, outside: call) })
            else { return nil }
            let what = control.typeName ?? "control"
            return Finding(
                Self.self, range: hidden.range,
                message: "This container is hidden from accessibility but holds a \(what) (and any other control in it): VoiceOver, Switch Control, Voice Control and keyboard users cannot reach them. Hide only the decoration, or offer the actions on the container.",
                subject: call)
        }
    }

    /// The working controls the container shows: in its content and in the content of drawn
    /// modifiers before the hiding one, at any depth.
    private func hiddenControls(in call: ViewCall, before index: Int) -> [ViewCall] {
        let contents = call.contents.filter { content in
            switch content.role {
            case .content, .label: return true
            case .modifier(let name):
                return Self.drawnContent.contains(name) && call.modifiers.contains { $0.name == name && $0.index < index && $0.arguments.contains { $0.expression.id == content.expression.id } }
            default: return false
            }
        }
        return ViewCall.views(in: contents.flatMap(\.nodes)).filter { view in
            view.kind.isControl && !view.isInvisible && !view.hasModifier("hidden")
                && !([view] + view.ancestors.prefix { $0 !== call }).contains(where: Self.isInert)
                && !Self.isInsidePresentedContent(view, of: call)
        }
    }

    /// A visible button of the same body, outside the hidden container, runs the same action.
    private static func isOfferedElsewhere(_ control: ViewCall, outside container: ViewCall) -> Bool {
        guard control.kind == .button, let action = control.actionExpression.map(Self.actionKey) else { return false }
        let body = container.bodyRoot
        return ([body] + body.descendants).contains { other in
            other.kind == .button && other !== control && !other.ancestors.contains { $0 === container }
                && !other.isAccessibilityHidden && other.actionExpression.map(Self.actionKey) == action
        }
    }

    /// An action as written, without its braces and spacing: `{ model.dismiss() }` and `model.dismiss()`.
    private static func actionKey(_ action: ExprSyntax) -> String {
        let text = action.as(ClosureExprSyntax.self)?.statements.trimmedDescription ?? action.trimmedDescription
        return SyntaxFacts.normalized(text)
    }

    /// Disabled, or taking no touches: its controls work for no one.
    private static func isInert(_ view: ViewCall) -> Bool {
        view.hasModifier("disabled") || view.modifiers.contains { $0.name == "allowsHitTesting" && $0.firstArgument?.trimmedDescription == "false" }
    }

    /// Inside a menu, sheet or toolbar attached to a view within the container: not drawn in it.
    private static func isInsidePresentedContent(_ view: ViewCall, of container: ViewCall) -> Bool {
        var current = view
        while current !== container, let parent = current.parent {
            if case .modifier(let name) = current.role, !drawnContent.contains(name) { return true }
            if current.role == .destination || (parent.kind == .menu && current.role == .content) { return true }
            current = parent
        }
        return false
    }
}
