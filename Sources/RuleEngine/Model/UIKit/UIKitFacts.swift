// The plain facts one part of a UIKit class establishes (per receiver, and the class's
// overrides), kept in the workspace index so an extension in another file counts.

import SwiftSyntax

/// Something a class's code establishes for one receiver.
public enum UIKitFact: String, Hashable, Sendable, Codable, CaseIterable {
    /// A title, an attributed title, a configuration title or an accessibility label that is not empty
    /// (a value the engine cannot read counts).
    case named
    /// `isAccessibilityElement = true` (or a value the engine cannot read).
    case madeElement
    /// `adjustsFontForContentSizeCategory = true` (or a value the engine cannot read).
    case adjustsFont
    /// `accessibilityTraits` is assigned or added to.
    case traitsSet
    /// A container gives the receiver's name and actions instead (`accessibilityElements`, custom actions).
    case exposedByContainer
    /// An `accessibilityLabel` that is not empty (a name that outlasts the title and the placeholder).
    case labelled
    /// `isSecureTextEntry` is set (to any value: a field that toggles it is a password field that knows it).
    case secureEntrySet
}

public struct UIKitReceiverFacts: Hashable, Sendable, Codable {
    public let name: String
    public let facts: [UIKitFact]
}

/// What one part (declaration or extension) of a class establishes.
public struct UIKitTypeFacts: Hashable, Sendable, Codable {
    public let receivers: [UIKitReceiverFacts]
    public let overrides: [String]
    public let observesTextSize: Bool
    public let sendsControlActions: Bool

    public init(_ type: UIKitType) {
        var byReceiver: [String: Set<UIKitFact>] = [:]
        for statement in type.statements {
            let facts = UIKitFacts.facts(of: [statement])
            if !facts.isEmpty { byReceiver[UIKitFacts.owner(of: statement.receiver), default: []].formUnion(facts) }
        }
        for listed in type.listedElements { byReceiver[listed, default: []].insert(.exposedByContainer) }
        receivers = byReceiver.keys.sorted().map { name in
            UIKitReceiverFacts(name: name, facts: UIKitFact.allCases.filter { byReceiver[name]!.contains($0) })
        }
        overrides = type.overrides.sorted()
        observesTextSize = type.observesTextSize
        sendsControlActions = type.sendsControlActions
    }

    public var isEmpty: Bool { receivers.isEmpty && overrides.isEmpty && !observesTextSize && !sendsControlActions }
}

enum UIKitFacts {
    /// The receiver a statement speaks for: `button` for `button.configuration`, itself otherwise.
    static func owner(of receiver: String) -> String {
        for suffix in [".configuration"] where receiver.hasSuffix(suffix) { return String(receiver.dropLast(suffix.count)) }
        return receiver
    }

    /// The facts statements establish for their receivers (statements on one receiver).
    static func facts(of statements: [UIKitStatement]) -> Set<UIKitFact> {
        var facts: Set<UIKitFact> = []
        for statement in statements {
            switch statement.action {
            case .set(let property, let value):
                switch property {
                case "accessibilityLabel", "accessibilityAttributedLabel":
                    if !isEmptyText(value) { facts.formUnion([.named, .labelled]) }
                case "title", "attributedTitle":
                    if !isEmptyText(value) { facts.insert(.named) }
                case "isSecureTextEntry":
                    facts.insert(.secureEntrySet)
                case "isAccessibilityElement":
                    if !isLiteral(value, false) { facts.insert(.madeElement) }
                case "adjustsFontForContentSizeCategory":
                    if !isLiteral(value, false) { facts.insert(.adjustsFont) }
                case "accessibilityTraits":
                    facts.insert(.traitsSet)
                case "accessibilityCustomActions":
                    facts.insert(.exposedByContainer)
                default: break
                }
            case .call(let method, let arguments):
                if ["setTitle", "setAttributedTitle"].contains(method), let first = arguments.first?.expression, !isEmptyText(first) {
                    facts.insert(.named)
                }
            case .addTraits:
                facts.insert(.traitsSet)
            }
        }
        return facts
    }

    /// `""`, `nil`: no text.
    static func isEmptyText(_ value: ExprSyntax) -> Bool {
        if value.is(NilLiteralExprSyntax.self) { return true }
        if let literal = value.as(StringLiteralExprSyntax.self) {
            return literal.segments.allSatisfy { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty ?? false }
        }
        return false
    }

    static func isLiteral(_ value: ExprSyntax, _ flag: Bool) -> Bool {
        value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == (flag ? .keyword(.true) : .keyword(.false))
    }
}
