// The edits behind "Disable <rule> for this line" and "… for this file": a suppression
// comment above the finding's line at that line's indentation, or near the top of the file.
// A directive of the same kind already there gets the rule added instead of a second line.

import RuleEngine

enum SuppressionEdits {
    static let prefix = "// a11y-lsp:"

    /// `// a11y-lsp:disable-next-line <rule>` before the line the finding starts on.
    static func disableLine(_ ruleID: String, at offset: Int, bytes: [UInt8], lines: LineIndex) -> TextEdit {
        let line = lines.line(containing: offset)
        let start = lines.start(ofLine: line)
        if line > 0, let edit = extending("disable-next-line", onLine: line - 1, with: ruleID, bytes: bytes, lines: lines) { return edit }
        var indentEnd = start
        while indentEnd < bytes.count, bytes[indentEnd] == UInt8(ascii: " ") || bytes[indentEnd] == UInt8(ascii: "\t") { indentEnd += 1 }
        let indent = String(decoding: bytes[start..<indentEnd], as: UTF8.self)
        return TextEdit(range: start..<start, replacement: "\(indent)\(prefix)disable-next-line \(ruleID)\(newline(in: bytes))")
    }

    /// `// a11y-lsp:disable-file <rule>` after the comment lines that open the file (a licence
    /// header stays first), or added to such a directive already there.
    static func disableFile(_ ruleID: String, bytes: [UInt8], lines: LineIndex) -> TextEdit {
        var line = 0
        while line < lines.lineCount {
            let text = trimmedText(ofLine: line, bytes: bytes, lines: lines)
            guard text.hasPrefix("//") else { break }
            if let edit = extending("disable-file", onLine: line, with: ruleID, bytes: bytes, lines: lines) { return edit }
            line += 1
        }
        let start = line < lines.lineCount ? lines.start(ofLine: line) : bytes.count
        let atEnd = start == bytes.count && !bytes.isEmpty && bytes.last != UInt8(ascii: "\n")
        return TextEdit(range: start..<start, replacement: (atEnd ? newline(in: bytes) : "") + "\(prefix)disable-file \(ruleID)\(newline(in: bytes))")
    }

    /// Adds the rule to a directive of this kind on the line, when the line is one (with no reason after `--`).
    private static func extending(_ kind: String, onLine line: Int, with ruleID: String, bytes: [UInt8], lines: LineIndex) -> TextEdit? {
        let text = trimmedText(ofLine: line, bytes: bytes, lines: lines)
        let directive = prefix + kind + " "
        guard text.hasPrefix(directive), !text.contains("--") else { return nil }
        let ids = text.dropFirst(directive.count).split(whereSeparator: { $0 == "," || $0 == " " })
        guard !ids.isEmpty else { return nil }  // a bare directive already covers every rule
        let end = lines.contentEnd(ofLine: line, in: bytes)
        var insertAt = end
        while insertAt > lines.start(ofLine: line), bytes[insertAt - 1] == UInt8(ascii: " ") || bytes[insertAt - 1] == UInt8(ascii: "\t") { insertAt -= 1 }
        return TextEdit(range: insertAt..<insertAt, replacement: ", \(ruleID)")
    }

    private static func trimmedText(ofLine line: Int, bytes: [UInt8], lines: LineIndex) -> String {
        let text = String(decoding: bytes[lines.start(ofLine: line)..<lines.contentEnd(ofLine: line, in: bytes)], as: UTF8.self)
        return String(text.drop { $0 == " " || $0 == "\t" })
    }

    /// The file's own line ending.
    private static func newline(in bytes: [UInt8]) -> String {
        LineIndex.endsLinesWithCRLF(bytes) ? "\r\n" : "\n"
    }
}
