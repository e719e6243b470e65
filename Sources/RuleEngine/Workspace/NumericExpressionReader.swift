// Numeric expressions as values: read once from syntax (a frame's height, a metric's
// value), worked out later where the constants and parameters they name are known.

import SwiftSyntax

extension NumericExpression {
    /// Reads `36`, `Metrics.rowHeight`, `compact ? 40 : 50`, `Consts.height - 10`, `nil`, `.infinity`.
    /// `parameters` are the names that refer to the enclosing type's stored properties. Nil for
    /// anything else (a function call, a variable of unknown meaning).
    static func read(_ expression: ExprSyntax, parameters: Set<String> = []) -> NumericExpression? {
        if let inner = ExpressionReader.unwrapParentheses(expression) { return read(inner, parameters: parameters) }
        if let number = Modifier.number(expression) { return .number(number) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            let number = Modifier.number(prefix.expression)
        {
            return .number(-number)
        }
        if expression.is(NilLiteralExprSyntax.self) { return .unbounded }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let text = member.trimmedDescription
            if ["infinity", "greatestFiniteMagnitude"].contains(member.declName.baseName.text) { return .unbounded }
            if member.base == nil { return nil }  // `.regular`: the type it belongs to is not written
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" {
                let name = member.declName.baseName.text
                return parameters.contains(name) ? .parameter(name) : nil
            }
            return isQualifiedName(text) ? .constant(text) : nil
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return parameters.contains(name) ? .parameter(name) : nil
        }
        if let ternary = TernaryParts(expression), let then = read(ternary.then, parameters: parameters),
            let otherwiseExpression = ternary.singleOtherwise, let otherwise = read(otherwiseExpression, parameters: parameters)
        {
            var condition = ternary.condition
            let negated = condition.hasPrefix("!")
            if negated { condition.removeFirst() }
            if condition.hasPrefix("self.") { condition.removeFirst(5) }
            guard parameters.contains(condition) else { return nil }
            return .conditional(parameter: condition, negated: negated, then: then, otherwise: otherwise)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return readArithmetic(Array(sequence.elements), parameters: parameters)
        }
        return nil
    }

    /// `a - b * c` with the usual precedence: split at the last additive operator, else the last multiplicative one.
    private static func readArithmetic(_ elements: [ExprSyntax], parameters: Set<String>) -> NumericExpression? {
        guard elements.count >= 3, elements.count % 2 == 1 else { return elements.count == 1 ? read(elements[0], parameters: parameters) : nil }
        let operators = stride(from: 1, to: elements.count, by: 2).map { (index: $0, text: elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text) }
        guard operators.allSatisfy({ ["+", "-", "*", "/"].contains($0.text ?? "") }) else { return nil }
        let split = operators.last { $0.text == "+" || $0.text == "-" } ?? operators.last!
        guard let symbol = split.text,
            let left = readArithmetic(Array(elements[..<split.index]), parameters: parameters),
            let right = readArithmetic(Array(elements[(split.index + 1)...]), parameters: parameters)
        else { return nil }
        return .binary(symbol, left, right)
    }

    /// `Metrics.rowHeight`, `Theme.Metrics.height`: capitalized type names, then a member.
    private static func isQualifiedName(_ text: String) -> Bool {
        let parts = text.split(separator: ".")
        guard parts.count >= 2 else { return false }
        return parts.dropLast().allSatisfy { $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
            && parts.last!.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The expression with the constants `resolve` knows put in place (used to settle a file's own
    /// private constants before its summary leaves the file).
    func substituting(_ resolve: (String) -> NumericExpression?) -> NumericExpression {
        switch self {
        case .constant(let name): return resolve(name) ?? self
        case .conditional(let parameter, let negated, let then, let otherwise):
            return .conditional(parameter: parameter, negated: negated, then: then.substituting(resolve), otherwise: otherwise.substituting(resolve))
        case .binary(let symbol, let left, let right): return .binary(symbol, left.substituting(resolve), right.substituting(resolve))
        default: return self
        }
    }

    /// The value, with Boolean parameters and constants supplied; `.infinity` for no limit, nil when
    /// some part cannot be known. Constants are followed at most `depth` times (they may refer to each other).
    public func evaluate(parameters: [String: Bool] = [:], constant: (String) -> ConstantValue?, depth: Int = 8) -> Double? {
        switch self {
        case .number(let value): return value
        case .unbounded: return .infinity
        case .parameter: return nil
        case .constant(let name):
            guard depth > 0 else { return nil }
            switch constant(name) {
            case .number(let value): return value
            case .numeric(let expression): return expression.evaluate(parameters: parameters, constant: constant, depth: depth - 1)
            default: return nil
            }
        case .conditional(let parameter, let negated, let then, let otherwise):
            guard let flag = parameters[parameter] else { return nil }
            return (flag != negated ? then : otherwise).evaluate(parameters: parameters, constant: constant, depth: depth)
        case .binary(let symbol, let left, let right):
            guard let a = left.evaluate(parameters: parameters, constant: constant, depth: depth),
                let b = right.evaluate(parameters: parameters, constant: constant, depth: depth)
            else { return nil }
            switch symbol {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            case "/": return b == 0 ? nil : a / b
            default: return nil
            }
        }
    }
}
