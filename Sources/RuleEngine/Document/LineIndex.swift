// Where each line starts, as UTF-8 byte offsets, kept up to date edit by edit.
//
// Lines end at "\n", "\r\n" or a lone "\r", as in the LSP specification.

public struct LineIndex: Equatable, Sendable {
    /// The byte offset at which each line starts; the first is always 0.
    public private(set) var lineStarts: [Int]
    public private(set) var byteCount: Int

    public init(_ bytes: [UInt8]) {
        byteCount = bytes.count
        lineStarts = [0]
        lineStarts.reserveCapacity(bytes.count / 32 + 1)
        for position in 1...max(bytes.count, 1) where position <= bytes.count && Self.isLineStart(position, in: bytes) {
            lineStarts.append(position)
        }
    }

    public var lineCount: Int { lineStarts.count }

    /// Whether the file's first line ends with `\r\n`: a file keeps one style, and its first line
    /// says which without a scan of the rest. What an edit adds on a line of its own should end so.
    public static func endsLinesWithCRLF(_ bytes: [UInt8]) -> Bool {
        guard let newline = bytes.firstIndex(of: 0x0A) else { return false }
        return newline > 0 && bytes[newline - 1] == 0x0D
    }

    /// The 0-based line holding the byte `offset` (clamped to the text).
    public func line(containing offset: Int) -> Int {
        let target = min(max(offset, 0), byteCount)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= target { low = middle } else { high = middle - 1 }
        }
        return low
    }

    public func start(ofLine line: Int) -> Int { lineStarts[min(max(line, 0), lineStarts.count - 1)] }

    /// The end of the line's content, before its terminator.
    public func contentEnd(ofLine line: Int, in bytes: [UInt8]) -> Int {
        let next = line + 1 < lineStarts.count ? lineStarts[line + 1] : byteCount
        var end = next
        if end > start(ofLine: line), bytes[end - 1] == 0x0A { end -= 1 }
        if end > start(ofLine: line), bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// Updates the index after `range` of the old text was replaced with
    /// `replacementCount` bytes, giving `newBytes`. Only starts near the edit are rescanned.
    public mutating func update(replacing range: Range<Int>, replacementCount: Int, newBytes: [UInt8]) {
        let delta = replacementCount - range.count
        // A start depends on the byte before it and, after a "\r", the byte at it.
        let firstAffected = lowerBoundIndex(of: max(range.lowerBound, 1))
        let lastAffected = lowerBoundIndex(of: range.upperBound + 2)
        var rescanned: [Int] = []
        let newUpper = range.lowerBound + replacementCount + 1
        if range.lowerBound <= newUpper {
            for position in max(range.lowerBound, 1)...newUpper where position <= newBytes.count && Self.isLineStart(position, in: newBytes) {
                rescanned.append(position)
            }
        }
        let shifted = lineStarts[lastAffected...].map { $0 + delta }
        lineStarts.replaceSubrange(firstAffected..., with: rescanned + shifted)
        byteCount = newBytes.count
    }

    /// The index of the first line start at or after `offset`.
    private func lowerBoundIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func isLineStart(_ position: Int, in bytes: [UInt8]) -> Bool {
        let previous = bytes[position - 1]
        if previous == 0x0A { return true }
        if previous == 0x0D { return position == bytes.count || bytes[position] != 0x0A }
        return false
    }
}
