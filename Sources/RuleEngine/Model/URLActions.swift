// Actions that open a URL, and nothing else.

import SwiftSyntax

extension ActionReader {
    /// The `openURL(…)` / `UIApplication.shared.open(…)` call when opening it is all the action does;
    /// bindings that build the URL (`let url = …`, `guard let url … else { return }`,
    /// `if let url = … { open }`) may come before it.
    public static func urlOpening(in action: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let run = RuleRun.current else { return readURLOpening(in: action) }
        return run.urlOpening(of: action, reading: readURLOpening)
    }

    private static func readURLOpening(in action: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let statements = statements(of: action) else { return nil }
        return urlOpening(in: Array(statements))
    }

    /// The same, for a function's body.
    public static func urlOpening(inStatements statements: [CodeBlockItemSyntax]) -> FunctionCallExprSyntax? {
        urlOpening(in: statements)
    }

    private static let openers: Set<String> = ["openURL", "openURL.callAsFunction", "UIApplication.shared.open"]

    private static func urlOpening(in statements: [CodeBlockItemSyntax]) -> FunctionCallExprSyntax? {
        var opening: FunctionCallExprSyntax?
        for statement in statements {
            if statement.item.is(VariableDeclSyntax.self) { continue }
            if let guardStatement = statement.item.as(GuardStmtSyntax.self),
                guardStatement.body.statements.count == 1, guardStatement.body.statements.first?.item.is(ReturnStmtSyntax.self) == true
            {
                continue
            }
            guard opening == nil else { return nil }
            var expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
            if let ifExpression = expression?.as(IfExprSyntax.self) {
                guard ifExpression.elseBody == nil, let inner = urlOpening(in: Array(ifExpression.body.statements)) else { return nil }
                opening = inner
                continue
            }
            while let wrapped = expression?.as(AwaitExprSyntax.self)?.expression ?? expression?.as(TryExprSyntax.self)?.expression {
                expression = wrapped
            }
            guard let call = expression?.as(FunctionCallExprSyntax.self),
                openers.contains(normalizedProperty(call.calledExpression.trimmedDescription))
            else { return nil }
            opening = call
        }
        return opening
    }
}
