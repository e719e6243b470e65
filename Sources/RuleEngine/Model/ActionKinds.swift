// What a whole action does, when it is one of the things rules ask about: open a URL,
// dismiss the screen, or flip a Bool. Read the same way for closures in a view and for
// functions and callbacks declared in other files (through the workspace index).

import SwiftSyntax

extension ActionReader {
    /// What a closure (or a function's body) does, when its whole body does one of these things.
    public static func kind(ofStatements statements: [CodeBlockItemSyntax]) -> ActionKind? {
        if urlOpening(inStatements: statements) != nil { return .opensURL }
        guard statements.count == 1 else { return nil }
        let expression = statements[0].item.as(ExprSyntax.self) ?? statements[0].item.as(ExpressionStmtSyntax.self)?.expression
        guard let expression else { return nil }
        if isDismissal(expression) { return .dismisses }
        if toggledBoolean(inStatements: statements) != nil { return .togglesBoolean }
        return nil
    }

    /// What an action closure does; nil for a function reference or anything else.
    public static func kind(of action: ExprSyntax) -> ActionKind? {
        guard let statements = statements(of: action) else { return nil }
        return kind(ofStatements: statements)
    }

    /// `dismiss()`, `presentationMode.wrappedValue.dismiss()`, `isPresented = false`.
    private static func isDismissal(_ expression: ExprSyntax) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            let callee = normalizedProperty(call.calledExpression.trimmedDescription)
            return callee == "dismiss" || callee == "presentationMode.wrappedValue.dismiss" || callee == "dismiss.callAsFunction"
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            return elements.count == 3 && elements[1].is(AssignmentExprSyntax.self)
                && normalizedProperty(elements[0].trimmedDescription) == "isPresented"
                && elements[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
        }
        return false
    }
}
