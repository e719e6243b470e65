// The code around a finding and its fixes as small diffs, for the HTML report.

import RuleEngine

enum CodeExcerpt {
    /// Lines shown above and below a finding; a finding longer than `maximumLines` is cut.
    static let contextLines = 2
    static let maximumLines = 8
    static let maximumDiffLines = 40

    /// The finding's lines and a little around them, its own text marked.
    static func html(of range: Range<Int>, in report: FileReport) -> String {
        let lines = report.lines
        let first = lines.line(containing: range.lowerBound)
        let last = lines.line(containing: max(range.lowerBound, range.upperBound - 1))
        let cut = last - first >= maximumLines
        let shownLast = min(cut ? first + maximumLines - 1 : last, lines.lineCount - 1)
        var html = "<pre class=\"code\"><code>"
        for line in max(0, first - contextLines)...min(lines.lineCount - 1, shownLast + (cut ? 0 : contextLines)) {
            let start = lines.start(ofLine: line)
            let end = lines.contentEnd(ofLine: line, in: report.bytes)
            let hit = (first...last).contains(line)
            // A finding over several lines is marked from each line's first character, not its indentation.
            var markStart = min(max(start, range.lowerBound), end)
            while markStart > range.lowerBound, markStart < end, report.bytes[markStart] == UInt8(ascii: " ") || report.bytes[markStart] == UInt8(ascii: "\t") {
                markStart += 1
            }
            let marked = markStart..<max(markStart, min(end, range.upperBound))
            html += "<span class=\"line\(hit ? " hit" : "")\"><span class=\"number\">\(line + 1)</span>"
            if hit, !marked.isEmpty {
                html += text(report.bytes, start..<marked.lowerBound) + "<mark>" + text(report.bytes, marked) + "</mark>"
                    + text(report.bytes, marked.upperBound..<end)
            } else {
                html += text(report.bytes, start..<end)
            }
            html += "</span>"
        }
        if cut { html += "<span class=\"line\"><span class=\"number\"></span>⋯</span>" }
        return html + "</code></pre>\n"
    }

    /// The lines a fix changes, with one line of context, as a diff; nil when it changes nothing.
    static func fixDiff(_ fix: Fix, in report: FileReport) -> String? {
        guard let lowest = fix.edits.map(\.range.lowerBound).min(), let highest = fix.edits.map(\.range.upperBound).max() else { return nil }
        let lines = report.lines
        let firstLine = max(0, lines.line(containing: lowest) - 1)
        let lastLine = min(lines.lineCount - 1, lines.line(containing: max(lowest, highest - 1)) + 1)
        let windowStart = lines.start(ofLine: firstLine)
        let windowEnd = lastLine + 1 < lines.lineCount ? lines.start(ofLine: lastLine + 1) : report.bytes.count
        let old = Array(report.bytes[windowStart..<windowEnd])
        let shifted = fix.edits.map { TextEdit(range: ($0.range.lowerBound - windowStart)..<($0.range.upperBound - windowStart), replacement: $0.replacement) }
        guard let new = try? EditApplier.apply(shifted, to: old), new != old else { return nil }
        let script = UnifiedDiff.editScript(splitLines(old), splitLines(new))
        var html = "<pre class=\"diff\"><code>"
        for (index, line) in script.enumerated() {
            guard index < maximumDiffLines else { html += "<span class=\"line\">⋯</span>"; break }
            switch line.kind {
            case .same: html += "<span class=\"line\"><span class=\"sign\"> </span>\(HTML.escape(line.text))</span>"
            case .deleted: html += "<del class=\"line\"><span class=\"sign\">-</span>\(HTML.escape(line.text))</del>"
            case .inserted: html += "<ins class=\"line\"><span class=\"sign\">+</span>\(HTML.escape(line.text))</ins>"
            }
        }
        return html + "</code></pre>\n"
    }

    private static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return HTML.escape(String(decoding: bytes[range], as: UTF8.self))
    }

    private static func splitLines(_ bytes: [UInt8]) -> [String] {
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
