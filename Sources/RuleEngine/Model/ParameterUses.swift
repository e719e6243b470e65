// Where a view's stored properties end up in what its body shows: a `Text`'s string,
// an image's name, a control's title or action. The workspace index keeps this per
// custom view, so a call in another file can be read as what it will show.

import SwiftSyntax

enum ParameterUses {
    /// The parameters (among `parameters`) this call shows or calls, with how.
    static func of(_ call: ViewCall, parameters: Set<String>) -> [(String, ParameterUse)] {
        guard !parameters.isEmpty else { return [] }
        var result: [(String, ParameterUse)] = []
        func add(_ expression: ExprSyntax?, _ use: ParameterUse) {
            if let expression, let name = referencedParameter(expression, in: parameters) { result.append((name, use)) }
        }
        let textUse: ParameterUse = call.isInControlLabel ? .controlLabelText : .text
        switch call.kind {
        case .text, .label:
            add(call.arguments.first { $0.label == nil || $0.label == "verbatim" }?.expression, textUse)
            add(call.arguments.first { $0.label == "systemImage" || $0.label == "image" }?.expression, .image)
        case .image:
            add(call.arguments.first { [nil, "systemName", "uiImage", "nsImage", "decorative"].contains($0.label) }?.expression, .image)
        case let kind where kind.isControl:
            add(call.titleArgument?.expression, .controlTitle)
            if let action = call.actionExpression {
                add(action, .controlAction)
                for name in calledParameters(in: action, parameters) { result.append((name, .controlAction)) }
            }
            for content in call.contents where content.role == .label {
                for name in shownParameters(in: content.expression, parameters) { result.append((name, .controlLabelContent)) }
            }
        default:
            break
        }
        add(call.accessibilityLabelModifier?.firstArgument, .accessibilityLabel)
        for gesture in call.gestures {
            guard let action = gesture.action else { continue }
            add(action, .gestureAction)
            for name in calledParameters(in: action, parameters) { result.append((name, .gestureAction)) }
        }
        return result
    }

    /// `x` or `self.x`, when `x` is one of the parameters.
    static func referencedParameter(_ expression: ExprSyntax, in parameters: Set<String>) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return parameters.contains(reference.baseName.text) ? reference.baseName.text : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            let name = member.declName.baseName.text
            return parameters.contains(name) ? name : nil
        }
        return nil
    }

    /// Parameters an action closure calls as statements: `onTap()`, `self.onTap()`, `onTap?()`.
    static func calledParameters(in action: ExprSyntax, _ parameters: Set<String>) -> [String] {
        guard let statements = ActionReader.statements(of: action) else { return [] }
        return statements.compactMap { statement in
            let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
            guard var callee = expression?.as(FunctionCallExprSyntax.self)?.calledExpression else { return nil }
            if let optional = callee.as(OptionalChainingExprSyntax.self) { callee = optional.expression }
            return referencedParameter(callee, in: parameters)
        }
    }

    /// Parameters a label closure (or label argument) shows as whole views: `{ label }`, `label: icon`.
    private static func shownParameters(in expression: ExprSyntax, _ parameters: Set<String>) -> [String] {
        guard let closure = expression.as(ClosureExprSyntax.self) else {
            return referencedParameter(expression, in: parameters).map { [$0] } ?? []
        }
        return closure.statements.compactMap { statement in
            let shown = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
            return shown.flatMap { referencedParameter($0, in: parameters) }
        }
    }
}

extension ViewCall {
    /// The view sits in the label of a control (directly or inside containers there), so what it
    /// shows is that control's name rather than an element of its own.
    public var isInControlLabel: Bool { labelledControl != nil }

    /// The control whose label holds this view.
    public var labelledControl: ViewCall? {
        var child = self
        while let parent = child.parent {
            if case .modifier = child.role { return nil }
            if parent.kind.isInteractive { return child.role == .label || child.role == .argument("label") ? parent : nil }
            child = parent
        }
        return nil
    }

    /// When this view is part of a custom view's `body` and every use of that view in the workspace
    /// is inside a control's label (a row used only as a `NavigationLink`'s label), that control's
    /// type name: what the body shows is the control's label.
    public var bodyIsOnlyUsedAsLabelOf: String? {
        guard let type = scope.type, enclosingDeclarationName == "body" else { return nil }
        let uses = workspace.useSites(of: type.qualifiedName)
        guard let first = uses.first?.controlLabelOf, uses.allSatisfy({ $0.controlLabelOf != nil }) else { return nil }
        return uses.allSatisfy { $0.controlLabelOf == first } ? first : "control"
    }
}
