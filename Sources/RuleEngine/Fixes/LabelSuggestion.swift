// The accessibility label a fix proposes for an icon-only control, read from its icon.

import SwiftSyntax

public enum LabelSuggestion {
    /// A Swift expression for the label (`"Share"`, `muted ? "Unmute" : "Mute"`), or nil when
    /// the icon gives nothing to go on.
    public static func labelExpression(forIconOf call: ViewCall) -> String? {
        guard let nodes = call.labelNodes ?? call.nodes(for: .content) ?? (call.isImage ? [.view(call)] : nil) else { return nil }
        return expression(for: nodes)
    }

    private static func expression(for nodes: [ViewNode]) -> String? {
        for node in nodes {
            switch node {
            case .view(let view) where view.isImage:
                return expression(forImage: view)
            case .view(let view):
                if let content = view.nodes(for: .content), let inner = expression(for: content) { return inner }
            case .branches(let condition, let lists) where lists.count == 2 && !ViewNode.conditionBindsValues(condition):
                guard let then = expression(for: lists[0]), let otherwise = expression(for: lists[1]) else { continue }
                return then == otherwise ? then : "\(condition) ? \(then) : \(otherwise)"
            default:
                continue
            }
        }
        return nil
    }

    /// The label for one `Image(…)`.
    static func expression(forImage image: ViewCall) -> String? {
        if let symbol = image.arguments.first(where: { $0.label == "systemName" })?.expression {
            return expression(forName: symbol, words: SymbolNames.label(for:))
        }
        if let asset = image.arguments.first(labeled: nil)?.expression, asset.is(StringLiteralExprSyntax.self) {
            return expression(forName: asset, words: assetWords)
        }
        // `Image(systemSymbol: .arrowClockwise)` and `Image.gear`: the member's own words. A property
        // of a value (`Image(icon.previewImageName)`) names where the image comes from, not what it shows.
        if let member = (image.arguments.first?.expression ?? image.root).as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "Image"
        {
            return FixBuilder.stringLiteral(camelCaseWords(member.declName.baseName.text))
        }
        return nil
    }

    private static func expression(forName expression: ExprSyntax, words: (String) -> String) -> String? {
        if let literal = ExpressionReader.stringLiteral(expression) { return FixBuilder.stringLiteral(words(literal)) }
        if let ternary = TernaryParts(expression), let otherwise = ternary.singleOtherwise,
            let then = ExpressionReader.stringLiteral(ternary.then), let other = ExpressionReader.stringLiteral(otherwise)
        {
            let (thenWords, otherWords) = (words(then), words(other))
            if thenWords == otherWords { return FixBuilder.stringLiteral(thenWords) }
            return "\(ternary.condition) ? \(FixBuilder.stringLiteral(thenWords)) : \(FixBuilder.stringLiteral(otherWords))"
        }
        return nil
    }

    /// "twitter-logo" → "Twitter logo".
    static func assetWords(_ name: String) -> String {
        let base = name.split(separator: "/").last.map(String.init) ?? name
        let spaced = base.map { $0 == "-" || $0 == "_" || $0 == "." ? " " : String($0) }.joined()
        return SymbolNames.humanized(camelCaseWords(spaced).lowercased()).replacing(".", with: " ")
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
