// The gestures a view's modifiers attach (`.onTapGesture`, `.onLongPressGesture`,
// `.gesture(DragGesture()…)`), read once so gesture rules agree on what they see.

import SwiftSyntax

public struct GestureUse {
    public enum Kind: Equatable, Sendable {
        /// A tap; `count` is nil when the count is not a literal.
        case tap(count: Int?)
        case longPress
        case drag
    }

    public let kind: Kind
    public let modifier: Modifier
    /// The code the gesture runs: a closure, a function reference, or the gesture expression
    /// (`TapGesture().onEnded { … }`) when it is attached with `.gesture(…)`.
    public let action: ExprSyntax?

    /// A tap with a count of one (written or default).
    public var isSingleTap: Bool { kind == .tap(count: 1) }

    /// The action's closure, when the action is one (not a function reference).
    public var actionClosure: ClosureExprSyntax? { action?.as(ClosureExprSyntax.self) }

    /// For `.gesture(X().onEnded { … })`, the `onEnded` closure.
    public var onEndedClosure: ClosureExprSyntax? { action.flatMap(Self.onEndedClosure(in:)) }

    /// The action's statements; for `.gesture(X().onEnded { … })`, those of the `onEnded` closure.
    public var actionStatements: [CodeBlockItemSyntax]? {
        guard let action else { return nil }
        if let statements = ActionReader.statements(of: action) { return statements }
        return onEndedClosure.flatMap { ActionReader.statements(of: ExprSyntax($0)) }
    }

    /// The action does nothing: `perform: {}` (a long press used only to track pressing).
    public var hasEmptyAction: Bool { actionStatements?.isEmpty ?? false }

    private static func onEndedClosure(in expression: ExprSyntax) -> ClosureExprSyntax? {
        var current: ExprSyntax? = expression
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "onEnded" {
                return call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
            }
            current = member.base
        }
        return nil
    }
}

extension Modifier {
    /// The gesture this modifier attaches, if it is one of the gestures rules read.
    public var gesture: GestureUse? {
        switch name {
        case "onTapGesture":
            let count = argument("count").map { ExpressionReader.integerLiteral($0) } ?? 1
            return GestureUse(kind: .tap(count: count), modifier: self, action: argument("perform") ?? arguments.last(where: { $0.label == nil })?.expression)
        case "onLongPressGesture":
            return GestureUse(kind: .longPress, modifier: self, action: argument("perform") ?? arguments.first(where: { $0.label == nil && $0.isTrailingClosure })?.expression)
        case "gesture", "simultaneousGesture", "highPriorityGesture":
            guard let expression = firstArgument, let root = Self.gestureRoot(in: expression) else { return nil }
            let kind: GestureUse.Kind
            switch root.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            case "TapGesture":
                let count = root.arguments.first(where: { $0.label?.text == "count" }).map { ExpressionReader.integerLiteral($0.expression) } ?? 1
                kind = .tap(count: count)
            case "LongPressGesture": kind = .longPress
            case "DragGesture": kind = .drag
            default: return nil
            }
            return GestureUse(kind: kind, modifier: self, action: expression)
        default:
            return nil
        }
    }

    /// `TapGesture(…)` in `TapGesture(count: 2).onEnded { … }`: the call at the root of a gesture chain.
    private static func gestureRoot(in expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current: ExprSyntax? = expression
        while let call = current?.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return ["TapGesture", "LongPressGesture", "DragGesture"].contains(reference.baseName.text) ? call : nil
            }
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return nil
    }
}

extension ViewCall {
    /// Every gesture the chain attaches, in chain order.
    public var gestures: [GestureUse] {
        if let cached = cache.gestures { return cached }
        let found = modifiers.compactMap(\.gesture)
        cache.gestures = found
        return found
    }

    /// Inside a button or toggle style's `makeBody`: the view drawn there already is the control.
    public var isInsideControlStyleBody: Bool {
        guard scope.function == "makeBody", let type = scope.type else { return false }
        return type.inheritedTypes.contains { $0.hasSuffix("ButtonStyle") || $0.hasSuffix("ToggleStyle") }
    }

    /// A plain view that a tap gesture would turn into a would-be control: not already
    /// interactive, not an unseen expression, not a style's body, not an invisible hit area.
    public var isPlainTapReceiver: Bool {
        !kind.isInteractive && kind != .expression && !isInsideControlStyleBody && !isInvisible
    }

    /// A label, visible text, or content the engine cannot see (which may well be named):
    /// what VoiceOver can call a tappable view by.
    public var hasNameForTap: Bool {
        if let label = accessibilityLabel { return !label.isEmptyOnSomeBranch }
        switch kind {
        case .text, .label: return ownText.map { !$0.isEmptyOnSomeBranch } ?? false
        case .custom: return true
        case .container:
            let combines = modifiers(named: "accessibilityElement").contains { $0.argument("children") != nil }
            return combines && ownText != nil
        default: return false
        }
    }
}
