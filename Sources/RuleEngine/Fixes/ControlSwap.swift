// Replacing a view with the control it imitates: a Toggle for a button or tap that only flips a
// Bool, a Link for a button that only opens a URL. The replacement changes the view's type and
// often its look, so these fixes are offered one at a time and never applied by fix-all.

import SwiftSyntax

public enum ControlSwap {
    /// `Toggle("Title", isOn: $flag)`, or `Toggle(isOn: $flag) { label }` when given a label closure's text.
    public static func toggle(replacing range: Range<Int>, flag: String, title: String?, label: String? = nil, buttonStyle: Bool, extra: [TextEdit] = []) -> Fix? {
        let binding = "$" + flag
        guard let control = constructor("Toggle", "isOn: \(binding)", title: title, label: label) else { return nil }
        let text = control + (buttonStyle ? ".toggleStyle(.button)" : "")
        return Fix(title: "Use a Toggle bound to \(binding)", edits: [TextEdit(range: range, replacement: text)] + extra, isSafe: false)
    }

    /// The one `Text` literal a view shows (itself or inside it), as source: the title a Toggle can take.
    public static func onlyTextLiteral(in view: ViewCall) -> String? {
        let texts = ([view] + view.descendants).filter { $0.kind == .text }
        guard texts.count == 1, case .literal? = texts[0].title, let argument = texts[0].titleArgument else { return nil }
        return argument.expression.trimmedDescription
    }

    /// A title that stays the same in both states, read from a pair of state titles:
    /// "Favorited"/"Favorite" → "Favorite", "Captions On"/"Captions Off" → "Captions"; else the
    /// flag's name in words.
    public static func stableTitle(_ first: String, _ second: String, flag: String) -> String {
        let (a, b) = (first.lowercased(), second.lowercased())
        if b.hasPrefix(a) { return first }
        if a.hasPrefix(b) { return second }
        let shared = zip(first.split(separator: " "), second.split(separator: " ")).prefix { $0.lowercased() == $1.lowercased() }.map { String($0.0) }
        if !shared.isEmpty { return shared.joined(separator: " ") }
        return LabelSuggestion.camelCaseWords(SyntaxFacts.lastComponent(flag))
    }

    /// `Link("Title", destination: url)` or `Link(destination: url) { label }`.
    public static func link(replacing range: Range<Int>, destination: String, title: String?, label: String?) -> Fix? {
        guard let text = constructor("Link", "destination: \(destination)", title: title, label: label) else { return nil }
        return Fix(title: "Use a Link", edits: [TextEdit(range: range, replacement: text)], isSafe: false)
    }

    /// `Type(title, arguments)` with a title, `Type(arguments) label` with a label closure; nil with neither.
    private static func constructor(_ type: String, _ arguments: String, title: String?, label: String?) -> String? {
        if let title { return "\(type)(\(title), \(arguments))" }
        if let label { return "\(type)(\(arguments)) \(label)" }
        return nil
    }
}

extension ControlSwap {
    /// `{ Label("Title", systemImage: "moon") }` when a control's label is one `Label` with a literal
    /// symbol: the icon survives the swap with a new title.
    public static func labelClosure(keepingIconOf call: ViewCall, title: String) -> String? {
        guard let views = call.labelNodes?.directViews, views.count == 1, views[0].kind == .label,
            let symbol = views[0].arguments.first(labeled: "systemImage")?.expression, symbol.is(StringLiteralExprSyntax.self)
        else { return nil }
        return "{ Label(\(title), systemImage: \(symbol.trimmedDescription)) }"
    }
}
