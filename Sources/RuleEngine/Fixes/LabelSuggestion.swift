// The accessibility label a fix proposes for an icon-only control, read from its icon, and
// the placeholder it writes when the icon does not say for certain.

import SwiftSyntax

/// A label a fix writes: words it can stand behind, or a placeholder the author must replace.
public struct SuggestedLabel: Equatable, Sendable {
    /// A Swift expression: `"Close"`, `muted ? "Unmute" : "Mute"`, or the placeholder.
    public let expression: String
    /// The words are a guess no fix may write unseen: the expression is an editor placeholder,
    /// which does not compile until someone types the name.
    public let isPlaceholder: Bool

    /// Xcode's placeholder syntax; other editors show it as text, and the compiler refuses it.
    public static let placeholder = SuggestedLabel(expression: "<#label#>", isPlaceholder: true)

    static func words(_ text: String) -> SuggestedLabel {
        SuggestedLabel(expression: FixBuilder.stringLiteral(text), isPlaceholder: false)
    }

    /// How a fix that adds this label is titled: a placeholder says so, and what to type.
    public func additionTitle(_ code: String, placeholderAsks: String = "type what the control does") -> String {
        isPlaceholder ? "Add \(code) as a placeholder: \(placeholderAsks)" : "Add \(code)"
    }
}

public enum LabelSuggestion {
    /// The label for an icon-only control, read from its icon: words from the table of symbols
    /// whose meaning in a control is unambiguous (`xmark` → "Close"), else a placeholder. Nil when
    /// the control shows no image at all.
    public static func label(forIconOf call: ViewCall) -> SuggestedLabel? {
        guard let nodes = call.labelNodes ?? call.nodes(for: .content) ?? (call.isImage ? [.view(call)] : nil) else { return nil }
        return label(for: nodes)
    }

    private static func label(for nodes: [ViewNode]) -> SuggestedLabel? {
        for node in nodes {
            switch node {
            case .view(let view) where view.isImage:
                return label(forImage: view)
            case .view(let view):
                if let content = view.nodes(for: .content), let inner = label(for: content) { return inner }
            case .branches(let condition, let lists) where lists.count == 2 && !ViewNode.conditionBindsValues(condition):
                guard let then = label(for: lists[0]), let otherwise = label(for: lists[1]) else { continue }
                if then.isPlaceholder || otherwise.isPlaceholder { return .placeholder }
                return then == otherwise ? then : SuggestedLabel(expression: "\(condition) ? \(then.expression) : \(otherwise.expression)", isPlaceholder: false)
            default:
                continue
            }
        }
        return nil
    }

    /// The label for one `Image(…)`: a known symbol's words, else a placeholder. Asset and
    /// symbol names are never turned into words ("Ic close", "Btn back").
    static func label(forImage image: ViewCall) -> SuggestedLabel {
        guard let symbol = image.arguments.first(where: { $0.label == "systemName" })?.expression else { return .placeholder }
        if let name = ExpressionReader.stringLiteral(symbol) {
            return SymbolNames.label(for: name).map(SuggestedLabel.words) ?? .placeholder
        }
        if let ternary = TernaryParts(symbol), let otherwise = ternary.singleOtherwise,
            let then = ExpressionReader.stringLiteral(ternary.then).flatMap(SymbolNames.label(for:)),
            let other = ExpressionReader.stringLiteral(otherwise).flatMap(SymbolNames.label(for:))
        {
            if then == other { return .words(then) }
            return SuggestedLabel(
                expression: "\(ternary.condition) ? \(FixBuilder.stringLiteral(then)) : \(FixBuilder.stringLiteral(other))", isPlaceholder: false)
        }
        return .placeholder
    }

    /// "arrowClockwise" → "Arrow clockwise".
    static func camelCaseWords(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return name }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst().map { $0.lowercased() }).joined(separator: " ")
    }
}
