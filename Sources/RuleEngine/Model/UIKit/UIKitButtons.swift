// The UIKit model's answers about buttons and bar items: which ones show only an image, and
// what the image is, for the name a fix proposes.

import SwiftSyntax

/// A button or bar item that shows an image and, as far as its class's code shows, no name.
public struct UIKitUnnamedIcon {
    /// The statement that gives the image (the initializer, for a bar item).
    public let range: Range<Int>
    /// The receiver as written beside that statement; nil when it has none (an item in an array).
    public let writtenReceiver: String?
    /// `nil` for a bar item stored nowhere a statement could name.
    public let isOptionalPath: Bool
    /// The SF Symbol shown, when the image is `UIImage(systemName: "…")`.
    public let symbol: String?
    public let isBarItem: Bool
}

extension UIKitModel {
    /// Every `UIButton` given an image with no title or label for it in the class (any file of
    /// the workspace), and every `UIBarButtonItem(image:…)` with none.
    public func unnamedIcons(in type: UIKitType) -> [UIKitUnnamedIcon] {
        var result: [UIKitUnnamedIcon] = []
        // A view that is itself the element (a custom stepper, a row) hides the buttons inside it.
        // So does one that lists its elements or offers its buttons' actions itself.
        guard !has(.madeElement, on: "self", in: type),
            !["isAccessibilityElement", "accessibilityElements", "accessibilityCustomActions"].contains(where: { overrides($0, in: type) })
        else { return [] }
        for receiver in type.receivers.values.sorted(by: { $0.name < $1.name }) where isPlainButton(receiver) {
            guard !has(.named, on: receiver.name, in: type), !isHiddenOrNamedByConstruction(receiver, in: type) else { continue }
            let images = type.statements.filter { UIKitFacts.owner(of: $0.receiver) == receiver.name && givesImage($0) }
            guard let first = images.min(by: { $0.range.lowerBound < $1.range.lowerBound }) else { continue }
            let written = Self.owner(written: first.writtenReceiver)
            result.append(UIKitUnnamedIcon(
                range: first.range, writtenReceiver: written, isOptionalPath: false, symbol: Self.symbol(in: imageExpression(of: first)), isBarItem: false))
        }
        for item in type.barItems {
            if let receiver = item.receiver {
                guard !has(.named, on: receiver, in: type) else { continue }
            } else if type.statements.contains(where: { $0.property == "accessibilityLabel" && $0.receiver.lowercased().contains("item") }) {
                continue  // an item labelled through the array it sits in: the engine cannot match them up
            }
            let image = item.call.arguments.first { $0.label?.text == "image" }?.expression
            if let image, image.is(NilLiteralExprSyntax.self) { continue }
            let written = item.writtenReceiver.map { $0.replacingOccurrences(of: "self.", with: "") }
            let optional = written.map { $0.contains(".") } ?? false
            result.append(UIKitUnnamedIcon(range: item.statementRange, writtenReceiver: written, isOptionalPath: optional, symbol: Self.symbol(in: image), isBarItem: true))
        }
        return result.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// A stored property or local declared (or made) as exactly `UIButton`: a subclass may name itself,
    /// a parameter is named by its caller, an outlet by its storyboard.
    private func isPlainButton(_ receiver: UIKitReceiver) -> Bool {
        receiver.origin != .parameter && !receiver.isOutlet && receiver.className == "UIButton"
    }

    /// Made as a system button that has its own name (`.close`), or with a titled `UIAction`; or hidden.
    private func isHiddenOrNamedByConstruction(_ receiver: UIKitReceiver, in type: UIKitType) -> Bool {
        if let constructor = receiver.constructor {
            for argument in constructor.arguments {
                switch argument.label?.text {
                case "type":
                    let kind = argument.expression.trimmedDescription
                    if ![".system", ".custom", "UIButton.ButtonType.system", "UIButton.ButtonType.custom"].contains(kind) { return true }
                case "primaryAction":
                    guard let action = argument.expression.as(FunctionCallExprSyntax.self) else { return true }
                    if let title = action.arguments.first(where: { $0.label?.text == "title" })?.expression, !UIKitFacts.isEmptyText(title) { return true }
                default: break
                }
            }
        }
        return type.statements.contains { statement in
            UIKitFacts.owner(of: statement.receiver) == receiver.name
                && ((statement.property == "isAccessibilityElement" && statement.value.map { UIKitFacts.isLiteral($0, false) } == true)
                    || (statement.property == "accessibilityElementsHidden" && statement.value.map { UIKitFacts.isLiteral($0, true) } == true))
        }
    }

    private func givesImage(_ statement: UIKitStatement) -> Bool {
        if statement.method == "setImage", let first = statement.arguments?.first?.expression {
            return !first.is(NilLiteralExprSyntax.self) && Self.isNormalState(statement.arguments)
        }
        if statement.receiver.hasSuffix(".configuration"), statement.property == "image", let value = statement.value {
            return !value.is(NilLiteralExprSyntax.self)
        }
        return false
    }

    /// `for: .normal` (an image for another state only adds to one the button has).
    private static func isNormalState(_ arguments: LabeledExprListSyntax?) -> Bool {
        guard let state = arguments?.first(where: { $0.label?.text == "for" })?.expression.trimmedDescription else { return true }
        return state.hasSuffix("normal") || state == "[]"
    }

    private func imageExpression(of statement: UIKitStatement) -> ExprSyntax? {
        statement.arguments?.first?.expression ?? statement.value
    }

    /// `play.fill` in `UIImage(systemName: "play.fill")`, and in a chain made on it.
    static func symbol(in expression: ExprSyntax?) -> String? {
        guard let expression else { return nil }
        final class Finder: SyntaxVisitor {
            var symbol: String?
            override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
                if symbol == nil, node.label?.text == "systemName", let literal = node.expression.as(StringLiteralExprSyntax.self),
                    literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self)
                {
                    symbol = segment.content.text
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(expression)
        return finder.symbol
    }
}

extension UIKitModel {
    /// `button` for `button.configuration?` as written: the button a configuration belongs to.
    static func owner(written: String) -> String {
        var text = written
        if text.hasSuffix("?") { text.removeLast() }
        if text.hasSuffix(".configuration") { text.removeLast(".configuration".count) }
        return text
    }
}
