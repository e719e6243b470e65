// The value of a constant's initializer, when the source shows it: a number, text
// (a literal or a localized string's development-language value), a strings-table key,
// arithmetic over other constants, or a design-system font or colour as written.

import SwiftSyntax

enum ConstantReader {
    static func value(of expression: ExprSyntax, declaredType: String?) -> ConstantValue? {
        if let inner = ExpressionReader.unwrapParentheses(expression) { return value(of: inner, declaredType: declaredType) }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            guard let text = literal.representedLiteralValue else { return nil }
            return ExpressionReader.isLocalizationKey(text) ? .localizationKey(text) : .text(text)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let localized = localizedText(call) { return localized }
        if let numeric = NumericExpression.read(expression) {
            switch numeric {
            case .number(let value): return .number(value)
            case .unbounded, .parameter: return nil
            default: return .numeric(numeric)
            }
        }
        if isDesignToken(expression, declaredType: declaredType) { return .expression(expression.trimmedDescription) }
        return nil
    }

    /// `NSLocalizedString("key", value: "Learn More", comment: "")`, `String(localized: "Done")`,
    /// `String(localized: "key", defaultValue: "Done")`, `LocalizedStringKey("Done")`, `LocalizedStringResource(…)`,
    /// and SwiftGen's `L10n.tr("Localizable", "key", fallback: "Done")`.
    static func localizedText(_ call: FunctionCallExprSyntax) -> ConstantValue? {
        let callee = call.calledExpression.trimmedDescription
        let arguments = call.arguments
        func literal(_ label: String?) -> String? {
            arguments.first { $0.label?.text == label }.flatMap { ExpressionReader.stringLiteral($0.expression) }
        }
        let key: String?
        let fallback: String?
        switch callee {
        case "NSLocalizedString":
            key = arguments.first.flatMap { $0.label == nil ? ExpressionReader.stringLiteral($0.expression) : nil }
            fallback = literal("value")
        case "String" where arguments.first?.label?.text == "localized", "String.init" where arguments.first?.label?.text == "localized":
            key = literal("localized")
            fallback = literal("defaultValue")
        case "LocalizedStringKey", "LocalizedStringResource", "Text":
            key = literal(nil)
            fallback = literal("defaultValue")
        case _ where callee == "tr" || callee.hasSuffix(".tr"):
            // SwiftGen's strings tables: `L10n.tr("Localizable", "copy_label", fallback: "Copy")`. The
            // second argument is always a key, whatever it looks like.
            let unlabeled = arguments.filter { $0.label == nil }.compactMap { ExpressionReader.stringLiteral($0.expression) }
            guard unlabeled.count >= 2 else { return nil }
            if let text = literal("fallback"), !text.isEmpty { return .text(text) }
            return .localizationKey(unlabeled[1])
        default:
            return nil
        }
        if let fallback, !fallback.isEmpty { return .text(fallback) }
        guard let key else { return nil }
        return ExpressionReader.isLocalizationKey(key) ? .localizationKey(key) : .text(key)
    }

    /// A `Font` or `Color` token: `.title3.bold()`, `Font.system(.headline)`, `Color(red: 0.2, …)`.
    private static func isDesignToken(_ expression: ExprSyntax, declaredType: String?) -> Bool {
        let text = expression.trimmedDescription
        guard text.count <= 200 else { return false }
        if let declaredType, ["Font", "Color", "SwiftUI.Font", "SwiftUI.Color"].contains(declaredType) { return true }
        return ["Font.", "Font(", "Color.", "Color("].contains { text.hasPrefix($0) }
    }
}
