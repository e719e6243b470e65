// Edits rules offer as fixes, built from syntax positions so they keep the file's
// layout: new modifiers go on their own line indented like the chain, removed
// modifiers take their line with them.

import SwiftSyntax

public struct FixBuilder {
    public let source: SourceText

    public init(source: SourceText) {
        self.source = source
    }

    /// Appends a modifier (`.accessibilityLabel("Share")`) to the end of a view's chain: on its
    /// own line indented like the chain's other lines, or inline when the chain sits within a line.
    public func appendModifier(_ modifier: String, to call: ViewCall) -> TextEdit {
        appendModifiers([modifier], to: call)
    }

    /// Appends several modifiers, each on its own line when the chain has lines of its own.
    public func appendModifiers(_ modifiers: [String], to call: ViewCall) -> TextEdit {
        let end = call.chainRange.upperBound
        guard source.onlyTriviaFollows(end) else {
            return TextEdit(range: end..<end, replacement: modifiers.joined())
        }
        let indent = chainIndentation(of: call)
        let insertion = source.lineContentEnd(at: end)
        // Before a trailing comment the new line would be swallowed by it, so go after the comment.
        return TextEdit(range: insertion..<insertion, replacement: modifiers.map { "\n" + indent + $0 }.joined())
    }

    /// The indentation of a chain's continuation lines: that of a modifier already on its own
    /// line; else, after a closure closed on a line of its own (`}`), that line's; else one
    /// indent unit deeper than the line the view starts on.
    public func chainIndentation(of call: ViewCall) -> String {
        if let own = call.modifiers.last(where: { source.startsLine($0.range.lowerBound) }) {
            return source.indentation(ofLineAt: own.range.lowerBound)
        }
        let end = call.chainRange.upperBound
        let lastLine = source.lines.line(containing: max(end - 1, 0))
        if lastLine != source.lines.line(containing: call.chainRange.lowerBound) {
            let lineStart = source.lines.start(ofLine: lastLine)
            let firstCharacter = source.text(lineStart..<end).first { $0 != " " && $0 != "\t" }
            if firstCharacter == "}" || firstCharacter == ")" { return source.indentation(ofLineAt: lineStart) }
        }
        return source.indentation(ofLineAt: call.chainRange.lowerBound) + source.indentUnit
    }

    /// Inserts a modifier just before another one of the chain, on a line of its own when that one has its own line.
    public func insertModifier(_ modifier: String, before existing: Modifier) -> TextEdit {
        let lower = existing.range.lowerBound
        guard source.startsLine(lower) else { return TextEdit(range: lower..<lower, replacement: modifier) }
        let lineStart = source.lines.start(ofLine: source.lines.line(containing: lower))
        return TextEdit(range: lineStart..<lineStart, replacement: source.indentation(ofLineAt: lower) + modifier + "\n")
    }

    /// Removes a modifier. When it has its own line(s), the whole lines go; otherwise just the
    /// modifier from its dot, with any spaces before the dot.
    public func removeModifier(_ modifier: Modifier) -> TextEdit {
        let lower = modifier.range.lowerBound
        let upper = modifier.range.upperBound
        if source.startsLine(lower), source.onlyTriviaFollows(upper), !hasComment(after: upper) {
            // Comment lines directly above the modifier describe it and go with it.
            var line = source.lines.line(containing: lower)
            while line > 0, isCommentLine(line - 1) { line -= 1 }
            var start = source.lines.start(ofLine: line)
            let end = source.nextLineStart(after: upper)
            // On the file's unterminated last line, the line break before it goes instead.
            if end == source.bytes.count, start > 0, source.bytes.last != 0x0A {
                start -= 1
                if start > 0, source.bytes[start - 1] == 0x0D { start -= 1 }
            }
            return TextEdit(range: start..<end, replacement: "")
        }
        var start = lower
        while start > 0, source.bytes[start - 1] == 0x20 || source.bytes[start - 1] == 0x09 { start -= 1 }
        if start > 0, source.bytes[start - 1] == 0x0A || source.bytes[start - 1] == 0x0D { start = lower }
        return TextEdit(range: start..<upper, replacement: "")
    }

    /// Replaces a node's text.
    public func replace(_ node: some SyntaxProtocol, with text: String) -> TextEdit {
        TextEdit(range: node.byteRange, replacement: text)
    }

    /// Shifts lines after the first from one indentation to another (for moving a block of code).
    /// It works on bytes: splitting a String into Characters cost more than the rule that asked.
    /// A line ends at its `\n`, so a `\r` before it stays where it was.
    public func reindent(_ text: String, from old: String, to new: String) -> String {
        guard old != new else { return text }
        let bytes = Array(text.utf8)
        guard var lineStart = bytes.firstIndex(of: 0x0A).map({ $0 + 1 }) else { return text }
        let oldBytes = Array(old.utf8)
        let newBytes = Array(new.utf8)
        var result = Array(bytes[..<lineStart])
        result.reserveCapacity(bytes.count + 8 * max(0, newBytes.count - oldBytes.count))
        while true {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            if line.starts(with: oldBytes) {
                result += newBytes
                result += line.dropFirst(oldBytes.count)
            } else {
                result += line
            }
            guard lineEnd < bytes.count else { break }
            result.append(0x0A)
            lineStart = lineEnd + 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    private func isCommentLine(_ line: Int) -> Bool {
        let start = source.lines.start(ofLine: line)
        let text = source.text(start..<source.lines.contentEnd(ofLine: line, in: source.bytes))
        return text.drop { $0 == " " || $0 == "\t" }.hasPrefix("//")
    }

    private func hasComment(after offset: Int) -> Bool {
        source.text(offset..<source.lineContentEnd(at: offset)).contains("//")
    }

    /// A Swift string literal for text.
    public static func stringLiteral(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }
}

/// Applies non-overlapping edits to a text.
public enum EditApplier {
    public struct Overlap: Error {}

    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) throws(Overlap) -> [UInt8] {
        let sorted = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        for (first, second) in zip(sorted, sorted.dropFirst()) where second.range.lowerBound < first.range.upperBound {
            throw Overlap()
        }
        var result = bytes
        for edit in sorted.reversed() {
            result.replaceSubrange(edit.range.clamped(to: 0..<result.count), with: Array(edit.replacement.utf8))
        }
        return result
    }

    public static func apply(_ edits: [TextEdit], to text: String) throws(Overlap) -> String {
        String(decoding: try apply(edits, to: Array(text.utf8)), as: UTF8.self)
    }
}

extension FixBuilder {
    /// A fix that deletes one modifier (with its line when it has one of its own).
    public func removal(of modifier: Modifier, title: String) -> Fix {
        Fix(title: title, edits: [removeModifier(modifier)])
    }

    /// A fix that appends one modifier to a view's chain.
    public func addition(of modifier: String, to call: ViewCall, title: String? = nil) -> Fix {
        Fix(title: title ?? "Add \(modifier)", edits: [appendModifier(modifier, to: call)])
    }
}
