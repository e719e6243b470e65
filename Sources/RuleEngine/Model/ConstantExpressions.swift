// The expressions of design-system constants (`Font.brandTitle`, `Color.accentText`), parsed
// once per text and shared by every model. The index keeps a constant's expression as text, and
// each font or colour that names a token asked for it again: 21 parses in one small IceCubesApp
// list's didOpen (`.font(.scaledHeadline)` on every row), 0.07x of the file's own parse.

import SwiftParser
import SwiftSyntax

enum ConstantExpressions {
    /// The expression `text` holds, as the right-hand side of an assignment; nil when it is not one.
    static func parsed(_ text: String) -> ExprSyntax? { cache.value(for: text) }

    private static let cache = ParsedTextCache<ExprSyntax?> { text in
        Parser.parse(source: "_ = " + text).statements.first?.item.as(SequenceExprSyntax.self)?.elements.last
    }
}
