// Statements that navigate: pushing onto a navigation path, calling a router, or
// setting a value that a navigation container is bound to.

import SwiftSyntax

extension ViewModel {
    /// Properties passed as bindings to navigation: `List(selection: $x)`,
    /// `NavigationLink(tag:selection: $x)`, `.navigationDestination(isPresented: $x)` or `(item: $x)`.
    public var navigationBindings: Set<String> {
        var result: Set<String> = []
        for call in calls { result.formUnion(call.navigationBindings) }
        return result
    }
}

extension ViewCall {
    /// The properties this call passes as bindings to navigation (see `ViewModel.navigationBindings`).
    public var navigationBindings: [String] {
        var result: [String] = []
        func read(_ expression: ExprSyntax) {
            let text = expression.trimmedDescription
            if text.hasPrefix("$") { result.append(ActionReader.normalizedProperty(text)) }
        }
        if typeName == "List" || kind == .navigationLink, let selection = arguments.first(labeled: "selection") {
            read(selection.expression)
        }
        for modifier in modifiers(named: "navigationDestination") {
            for label in ["isPresented", "item"] { modifier.argument(label).map(read) }
        }
        return result
    }
}

extension ViewCall {
    /// The tap only sets the selection of the `List(selection:)` this view is a row of: the list already
    /// selects its rows for VoiceOver, Switch Control and keyboards, so the tap adds a way, removes none.
    public func onlySelectsInItsList(_ action: ExprSyntax?) -> Bool {
        guard let action, let property = ActionReader.onlyAssignment(in: action)?.property else { return false }
        return ancestors.contains { list in
            guard list.typeName == "List", let selection = list.arguments.first(labeled: "selection") else { return false }
            return ActionReader.normalizedProperty(selection.expression.trimmedDescription) == property
        }
    }
}

extension ActionReader {
    private static let routerWords = ["router", "path", "navigator", "coordinator", "navigation"]

    /// The first statement that navigates: `path.append(…)`, `router.navigate(to: …)`, `router.push(…)`,
    /// a call named `navigateTo…`, or an assignment to one of `bindings`.
    public static func navigation(in statements: [CodeBlockItemSyntax], bindings: Set<String>) -> Syntax? {
        for statement in statements {
            // Navigation behind a condition (`if let account { router.navigate(…) }`) is still navigation.
            if let guarded = statement.item.as(GuardStmtSyntax.self) {
                if let found = navigation(in: Array(guarded.body.statements), bindings: bindings) { return found }
                continue
            }
            let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
            guard let expression else { continue }
            if let branch = expression.as(IfExprSyntax.self) {
                if let found = navigation(inBranchesOf: branch, bindings: bindings) { return found }
                continue
            }
            if let call = expression.as(FunctionCallExprSyntax.self), isNavigationCall(call) { return Syntax(statement) }
            if let sequence = expression.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                    bindings.contains(normalizedProperty(elements[0].trimmedDescription))
                {
                    return Syntax(statement)
                }
            }
        }
        return nil
    }

    private static func navigation(inBranchesOf branch: IfExprSyntax, bindings: Set<String>) -> Syntax? {
        if let found = navigation(in: Array(branch.body.statements), bindings: bindings) { return found }
        switch branch.elseBody {
        case .codeBlock(let block): return navigation(in: Array(block.statements), bindings: bindings)
        case .ifExpr(let nested): return navigation(inBranchesOf: nested, bindings: bindings)
        case nil: return nil
        @unknown default: return nil
        }
    }

    private static func isNavigationCall(_ call: FunctionCallExprSyntax) -> Bool {
        let name: String
        var receiver = ""
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            receiver = member.base.map { SyntaxFacts.lastComponent(normalizedProperty($0.trimmedDescription)).lowercased() } ?? ""
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return false
        }
        if name.hasPrefix("navigateTo") { return true }
        switch name {
        case "navigate", "push": return routerWords.contains(where: receiver.contains)
        case "append": return receiver == "path" || receiver.hasSuffix("path")
        default: return false
        }
    }
}
