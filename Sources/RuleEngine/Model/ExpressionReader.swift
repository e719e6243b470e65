// Reads the few expression shapes rules care about (string literals, ternaries,
// `Text(…)`, trait sets) without folding the whole tree's operators.

import SwiftSyntax

/// Byte ranges of syntax, without surrounding trivia.
extension SyntaxProtocol {
    public var byteRange: Range<Int> {
        positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
    }
}

/// A ternary found in an unfolded operator sequence: `condition ? then : otherwise`.
struct TernaryParts {
    let condition: String
    let conditionRange: Range<Int>
    let then: ExprSyntax
    let otherwise: [ExprSyntax]

    /// Splits `a == b ? x : y` at its first `?`. The ternary binds more loosely than
    /// every operator but assignment, so the elements before it are the whole condition.
    init?(_ expression: ExprSyntax) {
        if let ternary = expression.as(TernaryExprSyntax.self) {
            condition = ternary.condition.trimmedDescription
            conditionRange = ternary.condition.byteRange
            then = ternary.thenExpression
            otherwise = [ternary.elseExpression]
            return
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0,
            index + 1 < elements.count,
            let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        let conditionElements = elements[..<index]
        condition = conditionElements.map(\.trimmedDescription).joined(separator: " ")
        conditionRange = conditionElements.first!.byteRange.lowerBound..<conditionElements.last!.byteRange.upperBound
        then = ternary.thenExpression
        otherwise = Array(elements[(index + 1)...])
    }

    /// The else part as one expression when it is a single element, else nil (a nested sequence).
    var singleOtherwise: ExprSyntax? { otherwise.count == 1 ? otherwise[0] : nil }
}

public enum ExpressionReader {
    /// The accessible name an expression denotes (a title argument, a label value). Constants and
    /// strings-table keys the workspace index knows are read as the text they stand for.
    public static func name(of expression: ExprSyntax, workspace: IndexLookup = .none) -> NameValue {
        if let inner = unwrapParentheses(expression) { return name(of: inner, workspace: workspace) }
        if let ternary = TernaryParts(expression) {
            return .conditional(
                condition: ternary.condition, then: name(of: ternary.then, workspace: workspace),
                otherwise: nameOfOtherwise(ternary, workspace: workspace))
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return stringName(literal, checkForKey: true, workspace: workspace)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            switch callee.baseName.text {
            case "Text":
                return textName(call, workspace: workspace)
            case "String" where call.arguments.first?.label?.text == "localized", "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource":
                return resolved(ConstantReader.localizedText(call), range: expression.byteRange, workspace: workspace)
                    ?? .unknown(expression.trimmedDescription)
            default:
                break
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
            let value = resolved(workspace.constant(named: member.trimmedDescription), range: expression.byteRange, workspace: workspace)
        {
            return value
        }
        return .unknown(expression.trimmedDescription)
    }

    /// The text a constant's value stands for; nil when it is not text (or its key is in no table).
    private static func resolved(_ value: ConstantValue?, range: Range<Int>, workspace: IndexLookup) -> NameValue? {
        switch value {
        case .text(let text): return .literal(text, range)
        case .localizationKey(let key): return workspace.localizedString(key).map { .literal($0, range) }
        default: return nil
        }
    }

    /// The name shown by a `Text(…)` call.
    public static func textName(_ call: FunctionCallExprSyntax, workspace: IndexLookup = .none) -> NameValue {
        guard let first = call.arguments.first else { return .unknown(call.trimmedDescription) }
        if first.label?.text == "verbatim", let literal = first.expression.as(StringLiteralExprSyntax.self) {
            return stringName(literal, checkForKey: false, workspace: workspace)
        }
        guard first.label == nil else { return .unknown(call.trimmedDescription) }
        return name(of: first.expression, workspace: workspace)
    }

    private static func nameOfOtherwise(_ ternary: TernaryParts, workspace: IndexLookup) -> NameValue {
        if let single = ternary.singleOtherwise { return name(of: single, workspace: workspace) }
        // A nested ternary in the else part of an unfolded sequence: rebuild it from its elements.
        let elements = ternary.otherwise
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0,
            let nested = elements[index].as(UnresolvedTernaryExprSyntax.self)
        else {
            return .unknown(elements.map(\.trimmedDescription).joined(separator: " "))
        }
        let condition = elements[..<index].map(\.trimmedDescription).joined(separator: " ")
        let rest = Array(elements[(index + 1)...])
        let otherwise: NameValue = rest.count == 1 ? name(of: rest[0], workspace: workspace) : .unknown(rest.map(\.trimmedDescription).joined(separator: " "))
        return .conditional(condition: condition, then: name(of: nested.thenExpression, workspace: workspace), otherwise: otherwise)
    }

    static func stringName(_ literal: StringLiteralExprSyntax, checkForKey: Bool, workspace: IndexLookup = .none) -> NameValue {
        let range = literal.byteRange
        if let value = literal.representedLiteralValue {
            if checkForKey, isLocalizationKey(value) {
                // A key is unknown unless one of the app's strings tables gives its text.
                return workspace.localizedString(value).map { .literal($0, range) } ?? .unknown(literal.trimmedDescription)
            }
            return .literal(value, range)
        }
        var template = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text): template += text.content.text
            case .expressionSegment(let interpolation): template += "‹\(interpolation.expressions.trimmedDescription)›"
            @unknown default: template += "‹…›"
            }
        }
        return .interpolated(template, range)
    }

    /// A literal that reads like a key into a strings table rather than text: no spaces,
    /// lower-case words joined by `.`, `_` or `-` (`"accessibility.editor.button.poll"`).
    public static func isLocalizationKey(_ text: String) -> Bool {
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.properties.isLowercase || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0) })
        else { return false }
        let words = text.split(whereSeparator: { "._-".contains($0) })
        return words.count >= 2 && words.allSatisfy { $0.contains(where: \.isLetter) }
    }

    /// The single expression inside `( … )`, if the expression is just that.
    static func unwrapParentheses(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        else { return nil }
        return only.expression
    }

    /// The traits an `.accessibilityAddTraits(…)` argument adds.
    public static func traits(of expression: ExprSyntax) -> TraitExpression {
        let range = expression.byteRange
        if let inner = unwrapParentheses(expression) { return traits(of: inner) }
        if let ternary = TernaryParts(expression) {
            let otherwise: TraitExpression = ternary.singleOtherwise.map(traits(of:)) ?? .unknown(range)
            return .conditional(condition: ternary.condition, then: traits(of: ternary.then), otherwise: otherwise, range)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            if array.elements.isEmpty { return .empty(range) }
            return .set(array.elements.map { traits(of: $0.expression) }, range)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if member.base == nil || member.base?.trimmedDescription == "AccessibilityTraits" {
                return .trait(name, range)
            }
        }
        return .unknown(range)
    }

    /// The string value of a literal argument, if it is one plain literal.
    public static func stringLiteral(_ expression: ExprSyntax?) -> String? {
        expression?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// An integer literal's value.
    public static func integerLiteral(_ expression: ExprSyntax?) -> Int? {
        expression?.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text.filter { $0 != "_" }) }
    }
}
