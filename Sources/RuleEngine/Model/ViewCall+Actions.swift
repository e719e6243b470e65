// What a control's action does, followed through the workspace: a method of the view
// declared in another file (`Button(action: openHelp)`), or a callback the view's users
// pass in (`Button { onLearnMore() }`, where every use passes a closure that opens a URL).

import SwiftSyntax

extension ViewCall {
    /// What the action does when it is one of the things rules ask about; nil when unknown.
    public var actionKind: ActionKind? {
        guard let action = actionExpression else { return nil }
        if let kind = ActionReader.kind(of: action) { return kind }
        guard let target = Self.delegatedTarget(of: action), let type = scope.type else { return nil }
        if let callback = workspace.properties(of: type.qualifiedName).first(where: { $0.name == target && $0.isCallback && !$0.isStatic }) {
            return kindPassed(for: callback, of: type.qualifiedName)
        }
        return workspace.action(named: type.qualifiedName + "." + target)
    }

    /// The one thing an action hands its work to: `openHelp` in `action: openHelp`, `{ openHelp() }`,
    /// `{ self.onLearnMore() }`, `{ onLearnMore?() }`.
    static func delegatedTarget(of action: ExprSyntax, allowingArguments: Bool = false) -> String? {
        if let name = bareName(action) { return name }
        guard let statements = ActionReader.statements(of: action), statements.count == 1 else { return nil }
        let expression = statements[0].item.as(ExprSyntax.self) ?? statements[0].item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self), allowingArguments || call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
        var callee = call.calledExpression
        if let optional = callee.as(OptionalChainingExprSyntax.self) { callee = optional.expression }
        return bareName(callee)
    }

    private static func bareName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" { return member.declName.baseName.text }
        return nil
    }

    /// The kind every use of the type passes for a callback: known only when every use passes a
    /// closure for it and all those closures do the same kind of thing.
    private func kindPassed(for callback: PropertySummary, of type: String) -> ActionKind? {
        let uses = workspace.useSites(of: type)
        guard !uses.isEmpty else { return nil }
        let callbacks = workspace.properties(of: type).filter { $0.isCallback && !$0.isStatic }
        var kinds: Set<ActionKind?> = []
        for use in uses {
            let passed = use.closureArguments.first { $0.label == callback.name }
                ?? (callbacks.count == 1 ? use.closureArguments.first { $0.label == nil } : nil)
            guard let passed else { return nil }
            kinds.insert(passed.kind)
        }
        return kinds.count == 1 ? kinds.first! : nil
    }
}
