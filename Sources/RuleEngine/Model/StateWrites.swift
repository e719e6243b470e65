// What a piece of code does to a view's state: the properties it sets and to what
// (`saved = true`, `error = nil`, `isOn.toggle()`), and whether it dismisses the view.
// Read by the rules about messages that come and go and about input that moves the user.

import SwiftSyntax

/// One change a statement makes to a property.
public struct StateWrite {
    public enum Value: Equatable, Sendable {
        /// `true`, or a value that is present (`error = e`, `toast = Toast(…)`).
        case on
        /// `false`, `nil`, `.none`, `""` or `[]`: whatever the property showed is gone.
        case off
        /// `x.toggle()` or `x = !x`: the opposite of before.
        case toggled
    }

    /// As written without `self.`, `self?.` or `$`: `saved`, `model.error`.
    public let property: String
    public let value: Value
    public let node: Syntax

    /// The property's own name, without the object it belongs to (`error` for `model.error`).
    public var name: String { SyntaxFacts.lastComponent(property) }
}

extension ActionReader {
    /// Every property write in a piece of code, closures included (the work of a `withAnimation`,
    /// `MainActor.run` or `DispatchQueue.main.async` block is the code's own work).
    public static func writes(in node: some SyntaxProtocol) -> [StateWrite] {
        let collector = WriteCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.writes
    }

    /// Whether a piece of code calls `dismiss()` (the environment action or the older
    /// `presentationMode.wrappedValue.dismiss()`), which removes the view it belongs to.
    public static func dismisses(in node: some SyntaxProtocol) -> Bool {
        let collector = WriteCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.dismisses
    }

    /// `self.x`, `self?.x`, `$x` → `x`.
    static func writtenProperty(_ expression: ExprSyntax) -> String? {
        var text = expression.trimmedDescription
        if text.hasPrefix("self?.") { text.removeFirst(6) }
        text = normalizedProperty(text)
        guard let first = text.first, first.isLetter || first == "_",
            text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "?" })
        else { return nil }
        return text.replacing("?", with: "")
    }

    /// What an assigned value does to what the property shows.
    static func writtenValue(_ expression: ExprSyntax) -> StateWrite.Value {
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
            return boolean.literal.tokenKind == .keyword(.true) ? .on : .off
        }
        if expression.is(NilLiteralExprSyntax.self) { return .off }
        if let array = expression.as(ArrayExprSyntax.self), array.elements.isEmpty { return .off }
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.representedLiteralValue == "" { return .off }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "none" {
            return .off
        }
        return .on
    }
}

private final class WriteCollector: SyntaxVisitor {
    var writes: [StateWrite] = []
    var dismisses = false

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, let property = ActionReader.writtenProperty(elements[0]) else { return .visitChildren }
        if elements[1].is(AssignmentExprSyntax.self) {
            // `x = a + b` is a value like any other; only a lone literal says on or off.
            var value = elements.count == 3 ? ActionReader.writtenValue(elements[2]) : .on
            if elements.count == 3, let negation = elements[2].as(PrefixOperatorExprSyntax.self), negation.operator.text == "!",
                ActionReader.writtenProperty(negation.expression) == property
            {
                value = .toggled
            }
            writes.append(StateWrite(property: property, value: value, node: Syntax(node)))
        } else if let compound = elements[1].as(BinaryOperatorExprSyntax.self), ["+=", "-=", "*=", "/="].contains(compound.operator.text) {
            writes.append(StateWrite(property: property, value: .on, node: Syntax(node)))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "toggle", node.arguments.isEmpty, let base = member.base, let property = ActionReader.writtenProperty(base) {
                writes.append(StateWrite(property: property, value: .toggled, node: Syntax(node)))
            }
            if name == "dismiss", node.arguments.isEmpty {
                let receiver = member.base?.trimmedDescription ?? ""
                if receiver.hasSuffix("presentationMode.wrappedValue") || receiver == "self" { dismisses = true }
            }
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "dismiss",
            node.arguments.isEmpty, node.trailingClosure == nil
        {
            dismisses = true
        }
        return .visitChildren
    }
}
