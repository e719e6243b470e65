// Reads what an action does, for rules that care whether a button or gesture
// only flips a Bool, only opens a URL, or navigates.

import SwiftSyntax

public enum ActionReader {
    /// The statements of an action: a closure's body, or nil for a function reference
    /// (`action: save`), whose body the engine cannot see.
    public static func statements(of action: ExprSyntax) -> [CodeBlockItemSyntax]? {
        guard let run = RuleRun.current else { return readStatements(of: action) }
        return run.statements(of: action, reading: readStatements)
    }

    private static func readStatements(of action: ExprSyntax) -> [CodeBlockItemSyntax]? {
        guard let closure = action.as(ClosureExprSyntax.self) else { return nil }
        var result: [CodeBlockItemSyntax] = []
        for statement in closure.statements {
            // `withAnimation { … }` and `withTransaction` wrap the real work.
            if let call = statement.item.as(FunctionCallExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                name == "withAnimation" || name == "withTransaction",
                let body = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
            {
                result += statements(of: ExprSyntax(body)) ?? []
            } else {
                result.append(statement)
            }
        }
        return result
    }

    /// The Bool an action flips, when flipping it is all the action does:
    /// `x.toggle()`, `x = !x`, `self.x.toggle()`, `$x.wrappedValue.toggle()`. Returns the
    /// property as written without `self.` (`x`, `model.isOn`).
    public static func toggledBoolean(in action: ExprSyntax) -> String? {
        guard let run = RuleRun.current else { return statements(of: action).flatMap(toggledBoolean(inStatements:)) }
        return run.toggledBoolean(of: action) { statements(of: $0).flatMap(toggledBoolean(inStatements:)) }
    }

    /// The same, for a function's body.
    public static func toggledBoolean(inStatements statements: [CodeBlockItemSyntax]) -> String? {
        guard statements.count == 1, let statement = statements.first else { return nil }
        let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
        guard let expression else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
            let base = member.base
        {
            return normalizedProperty(base.trimmedDescription)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                let negation = elements[2].as(PrefixOperatorExprSyntax.self), negation.operator.text == "!",
                normalizedProperty(negation.expression.trimmedDescription) == normalizedProperty(elements[0].trimmedDescription)
            {
                return normalizedProperty(elements[0].trimmedDescription)
            }
        }
        return nil
    }

    /// `target = value` written as one statement of an action: its two sides.
    static func assignment(in statement: CodeBlockItemSyntax) -> (target: ExprSyntax, value: ExprSyntax)? {
        let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
        guard let elements = expression?.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3,
            elements[1].is(AssignmentExprSyntax.self)
        else { return nil }
        return (elements[0], elements[2])
    }

    /// The assignment an action makes when that is all it does: `selection = size` → ("selection", "size").
    public static func onlyAssignment(in action: ExprSyntax) -> (property: String, value: String)? {
        guard let statements = statements(of: action), statements.count == 1, let (target, value) = assignment(in: statements[0]) else { return nil }
        return (normalizedProperty(target.trimmedDescription), value.trimmedDescription)
    }

    /// Every statement of the action is an assignment (`selected = item`, `isConfirming = true`):
    /// the action only changes state, such as presenting a confirmation, and does no work itself.
    public static func onlyAssigns(in action: ExprSyntax) -> Bool {
        guard let statements = statements(of: action), !statements.isEmpty else { return false }
        return statements.allSatisfy { statement in
            guard let (_, value) = assignment(in: statement) else { return false }
            return !value.is(FunctionCallExprSyntax.self)
        }
    }

    /// Some statement sets a flag that presents a confirmation (`isPresentingDeletionConfirmation
    /// = true`, `showsDeleteConfirmation = true`): the action asks before it destroys.
    public static func presentsConfirmation(in action: ExprSyntax) -> Bool {
        guard let statements = statements(of: action) else { return false }
        return statements.contains { statement in
            guard let (target, value) = assignment(in: statement), value.trimmedDescription == "true" else { return false }
            return target.trimmedDescription.lowercased().contains("confirm")
        }
    }

    /// When every statement of an action is a call to one of `names` (`openURL(…)`,
    /// `UIApplication.shared.open(…)`), that call; else nil.
    public static func onlyCall(in action: ExprSyntax, named names: Set<String>) -> FunctionCallExprSyntax? {
        guard let statements = statements(of: action), statements.count == 1 else { return nil }
        let expression = statements[0].item.as(ExprSyntax.self) ?? statements[0].item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return nil }
        return names.contains(call.calledExpression.trimmedDescription) ? call : nil
    }

    /// The call a closure is an argument (or trailing closure) of.
    public static func call(owning closure: Syntax) -> FunctionCallExprSyntax? {
        var node = closure.parent
        while let current = node {
            if let call = current.as(FunctionCallExprSyntax.self) { return call }
            guard current.is(LabeledExprSyntax.self) || current.is(LabeledExprListSyntax.self)
                || current.is(MultipleTrailingClosureElementSyntax.self) || current.is(MultipleTrailingClosureElementListSyntax.self)
            else { return nil }
            node = current.parent
        }
        return nil
    }

    /// `onAppear` for `.onAppear { }`, `Task` for `Task { }`, `asyncAfter` for `queue.asyncAfter(…)`.
    public static func calleeName(_ call: FunctionCallExprSyntax) -> String {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
    }

    /// `self.x` → `x`, `$x.wrappedValue` → `x`, `_x` stays `_x`.
    public static func normalizedProperty(_ text: String) -> String {
        var result = text
        if result.hasPrefix("self.") { result.removeFirst(5) }
        if result.hasPrefix("$") { result.removeFirst() }
        if result.hasSuffix(".wrappedValue") { result.removeLast(".wrappedValue".count) }
        return result
    }
}

public enum SyntaxFacts {
    /// Every identifier referenced in a node (`a`, `b` and `c` in `a.b == c`), `self.` stripped.
    public static func identifiers(in node: some SyntaxProtocol) -> Set<String> {
        let collector = IdentifierCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.names
    }

    /// The text of a node, whitespace-collapsed, for comparing conditions as written.
    public static func normalized(_ text: String) -> String {
        asciiNormalized(text) ?? text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `normalized` for ASCII text (nearly all code), on bytes: splitting into `Character`s costs
    /// more than the rest of what the rules do with an action. Nil for other text.
    private static func asciiNormalized(_ text: String) -> String? {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            if byte >= 0x80 { return nil }
            // The ASCII characters `Character.isWhitespace` holds for: tab through carriage return, and space.
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(0x20)
                pendingSpace = false
            }
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }
}

private final class IdentifierCollector: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `model.isOn` is a reference to `isOn` too, and `self.x` to `x`.
        names.insert(node.declName.baseName.text)
        return .visitChildren
    }
}
