// Fixes for UIKit code: a statement inserted on its own line after another, indented like it,
// and an expression wrapped in a call.

extension FixBuilder {
    /// `code` on a new line after the statement at `range`, with the statement's indentation.
    public func insertLine(_ code: String, after range: Range<Int>) -> TextEdit {
        let end = source.lineContentEnd(at: range.upperBound)
        return TextEdit(range: end..<end, replacement: "\n" + source.indentation(ofLineAt: range.lowerBound) + code)
    }

    /// `prefix(label` + the text at `range` + `)`.
    public func wrap(_ range: Range<Int>, in prefix: String, label: String = "") -> [TextEdit] {
        [
            TextEdit(range: range.lowerBound..<range.lowerBound, replacement: prefix + "(" + label),
            TextEdit(range: range.upperBound..<range.upperBound, replacement: ")"),
        ]
    }
}

/// A receiver as a statement beside it must write it: `button.titleLabel?` keeps its `?`,
/// an implicit `self` is nothing.
enum WrittenReceiver {
    static func member(_ property: String, of written: String) -> String {
        written.isEmpty || written == "self" ? property : written + "." + property
    }
}
