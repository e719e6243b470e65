// The interface orientations a view controller or app delegate allows, read from what its
// `supportedInterfaceOrientations` returns.

import SwiftSyntax

public enum InterfaceOrientations {
    /// The physical orientations one mask value allows; nil for a value that cannot be read.
    private static let orientations: [String: Set<Character>] = [
        "portrait": ["P"], "portraitUpsideDown": ["U"], "landscapeLeft": ["L"], "landscapeRight": ["R"],
        "landscape": ["L", "R"], "all": ["P", "U", "L", "R"], "allButUpsideDown": ["P", "L", "R"],
    ]

    /// Whether a mask keeps the screen in one orientation: portrait only (upright or upside down)
    /// or landscape only. Nil when the mask cannot be read (a variable, a call).
    public static func isLocked(_ mask: ExprSyntax) -> Bool? {
        allowed(by: mask).map(isOneOrientation)
    }

    private static func isOneOrientation(_ allowed: Set<Character>) -> Bool {
        allowed.isSubset(of: ["P", "U"]) || allowed.isSubset(of: ["L", "R"])
    }

    private static func allowed(by mask: ExprSyntax) -> Set<Character>? {
        if let inner = ExpressionReader.unwrapParentheses(mask) { return allowed(by: inner) }
        if let member = mask.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "UIInterfaceOrientationMask"
        {
            return orientations[member.declName.baseName.text]
        }
        if let array = mask.as(ArrayExprSyntax.self) {
            var result: Set<Character> = []
            for element in array.elements {
                guard let one = allowed(by: element.expression) else { return nil }
                result.formUnion(one)
            }
            return result
        }
        if let ternary = TernaryParts(mask), let otherwise = ternary.singleOtherwise {
            // Locked only if both branches are (each state of the screen keeps one orientation).
            guard let then = allowed(by: ternary.then), let other = allowed(by: otherwise) else { return nil }
            return isOneOrientation(then) && isOneOrientation(other) ? then : orientations["all"]
        }
        return nil
    }

    /// The values a getter or function body returns: its one expression, or every `return`
    /// outside nested closures and functions. Nil when some path returns nothing readable.
    public static func returnedValues(of body: CodeBlockItemListSyntax) -> [ExprSyntax]? {
        if body.count == 1, let only = body.first {
            if let expression = only.item.as(ExprSyntax.self) { return [expression] }
            if let statement = only.item.as(ExpressionStmtSyntax.self) { return [statement.expression] }
        }
        let collector = ReturnCollector(viewMode: .sourceAccurate)
        collector.walk(body)
        return collector.values.isEmpty || collector.bare ? nil : collector.values
    }
}

private final class ReturnCollector: SyntaxVisitor {
    var values: [ExprSyntax] = []
    var bare = false

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression { values.append(expression) } else { bare = true }
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
