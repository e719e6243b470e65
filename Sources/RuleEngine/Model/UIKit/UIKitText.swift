// The UIKit model's answers about text: fonts given to labels, fields and text views, and
// whether each follows the user's text size.

import SwiftSyntax

/// `label.font = …` on a view that shows text.
public struct UIKitFontAssignment {
    public let statement: UIKitStatement
    public let kind: UIKitFontKind
    /// The font expression.
    public let value: ExprSyntax
    /// The receiver (`titleLabel`, `playButton.titleLabel`, `self`).
    public var receiver: String { statement.receiver }
}

extension UIKitModel {
    /// Fonts given to a label, a text view, a field or a button's title label in the class.
    public func fontAssignments(in type: UIKitType) -> [UIKitFontAssignment] {
        type.statements.compactMap { statement in
            guard statement.property == "font", let value = statement.value, showsText(statement.receiver, in: type) else { return nil }
            return UIKitFontAssignment(statement: statement, kind: UIKitFontKind(expression: value.trimmedDescription), value: value)
        }
    }

    /// The receiver is a view that shows text, and not an icon drawn with a font.
    private func showsText(_ receiver: String, in type: UIKitType) -> Bool {
        if UIKitClasses.namesGlyphs(receiver) { return false }
        if UIKitClasses.isTextLabelPath(receiver) { return true }
        guard let uikitClass = receiverClass(receiver, in: type) else { return false }
        return UIKitClasses.textViews.contains(uikitClass)
    }

    /// The text view follows text-size changes: `adjustsFontForContentSizeCategory` is set for it, its
    /// class reacts to trait changes, or a storyboard may set it (an outlet: unknown).
    public func followsTextSize(_ receiver: String, in type: UIKitType) -> Bool {
        if has(.adjustsFont, on: receiver, in: type) || observesTextSize(type) { return true }
        let head = receiver.split(separator: ".").first.map(String.init) ?? receiver
        if type.receivers[head]?.isOutlet == true || type.receivers[head]?.origin == .parameter { return true }
        if receiver == "self" { return false }
        // A custom label class may set it in its own initializer.
        if let className = type.receivers[receiver]?.className, !UIKitClasses.known.contains(className) { return true }
        return false
    }

    /// The receiver's font is also scaled somewhere in the class (`label.font = UIFontMetrics…`).
    public func isScaledLater(_ receiver: String, in type: UIKitType) -> Bool {
        fontAssignments(in: type).contains { $0.receiver == receiver && $0.kind == .scaled }
    }
}

extension UIKitModel {
    /// Plain string literals given to `accessibilityLabel`, `accessibilityHint` or `accessibilityValue`
    /// that hold words a translator would translate: not a key, not a brand name, not just symbols.
    public func unlocalizedAccessibilityText(in type: UIKitType) -> [(statement: UIKitStatement, literal: StringLiteralExprSyntax)] {
        type.statements.compactMap { statement in
            guard let property = statement.property, ["accessibilityLabel", "accessibilityHint", "accessibilityValue"].contains(property),
                let literal = statement.value?.as(StringLiteralExprSyntax.self), Self.hasTranslatableWords(literal)
            else { return nil }
            return (statement, literal)
        }
    }

    /// The literal's own text (outside interpolations) has words: more than a brand or a key.
    static func hasTranslatableWords(_ literal: StringLiteralExprSyntax) -> Bool {
        let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        guard text.contains(where: \.isLetter), !ExpressionReader.isLocalizationKey(text) else { return false }
        let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        if words.count == 1, let word = words.first, isBrandLike(word) { return false }
        return true
    }

    /// `GitHub`, `iCloud`, `YouTube`, `NASA`: a capital after the first letter marks a name, not a word.
    private static func isBrandLike(_ word: Substring) -> Bool {
        word.dropFirst().contains(where: \.isUppercase)
    }
}
