// Line and indentation facts about a file, for building edits that keep its style.

public struct SourceText: Sendable {
    public let bytes: [UInt8]
    public let lines: LineIndex

    /// The file's indent unit: a tab, or the most common step between indented lines (4 spaces by
    /// default). Worked out when first needed: most lint runs build no fix.
    public var indentUnit: String {
        if let unit = cache.indentUnit { return unit }
        let unit = Self.indentUnit(of: bytes, lines: lines)
        cache.indentUnit = unit
        return unit
    }

    /// Takes the indent unit from an earlier run over text whose leading whitespace is the same.
    func assumeIndentUnit(_ unit: String) {
        cache.indentUnit = unit
    }

    private final class Cache: @unchecked Sendable {
        var indentUnit: String?
    }
    private let cache = Cache()

    public init(bytes: [UInt8], lines: LineIndex? = nil) {
        self.bytes = bytes
        self.lines = lines ?? LineIndex(bytes)
    }

    public func text(_ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The whitespace that starts the line holding `offset`.
    public func indentation(ofLineAt offset: Int) -> String {
        let start = lines.start(ofLine: lines.line(containing: offset))
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return text(start..<end)
    }

    /// True when only whitespace precedes `offset` on its line.
    public func startsLine(_ offset: Int) -> Bool {
        let start = lines.start(ofLine: lines.line(containing: offset))
        return bytes[start..<min(offset, bytes.count)].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The end of the line holding `offset`, before its terminator.
    public func lineContentEnd(at offset: Int) -> Int {
        lines.contentEnd(ofLine: lines.line(containing: offset), in: bytes)
    }

    /// The offset just past the line's terminator (or the end of the file).
    public func nextLineStart(after offset: Int) -> Int {
        let line = lines.line(containing: offset)
        return line + 1 < lines.lineCount ? lines.start(ofLine: line + 1) : bytes.count
    }

    /// True when nothing but whitespace and a `//` comment follows `offset` on its line.
    public func onlyTriviaFollows(_ offset: Int) -> Bool {
        let rest = text(offset..<lineContentEnd(at: offset)).drop { $0 == " " || $0 == "\t" }
        return rest.isEmpty || rest.hasPrefix("//")
    }

    private static func indentUnit(of bytes: [UInt8], lines: LineIndex) -> String {
        var steps: [Int: Int] = [:]
        var previous = 0
        var tabs = 0
        var spaced = 0
        for line in 0..<lines.lineCount {
            let start = lines.start(ofLine: line)
            let end = lines.contentEnd(ofLine: line, in: bytes)
            guard start < end else { continue }
            var width = 0
            var index = start
            while index < end, bytes[index] == 0x20 { width += 1; index += 1 }
            if index < end, bytes[index] == 0x09 { tabs += 1; continue }
            guard index < end else { continue }  // blank line
            if width > 0 { spaced += 1 }
            if width > previous { steps[width - previous, default: 0] += 1 }
            previous = width
        }
        if tabs > spaced { return "\t" }
        let step = steps.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? 4
        return String(repeating: " ", count: step)
    }
}
