// The declaration a view's code belongs to, for rules that only judge views placed
// directly in a body (a helper's view may be placed anywhere).

import SwiftSyntax

extension ViewCall {
    /// The name of the property or function whose code holds this view's whole expression:
    /// `body` in a view's body or a modifier's `body(content:)`, a helper's name elsewhere.
    /// Nil when the expression is an argument of a call the engine does not model, sits in a
    /// closure that is no view content, or is not in a declaration at all.
    public var enclosingDeclarationName: String? {
        var node: Syntax? = bodyRoot.root.parent
        while let current = node {
            if let binding = current.as(PatternBindingSyntax.self) { return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            if let function = current.as(FunctionDeclSyntax.self) { return function.name.text }
            if current.is(InitializerDeclSyntax.self) { return "init" }
            if current.is(LabeledExprSyntax.self) || current.is(ClosureExprSyntax.self) || current.is(MemberBlockSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }
}
