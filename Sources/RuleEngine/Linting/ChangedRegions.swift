// The parts of a text a change touched, as byte ranges: what `lint --diff` reports
// and fixes. Fixes move text, so the regions follow every edit applied.

public struct ChangedRegions: Hashable, Sendable {
    /// Sorted, non-overlapping byte ranges.
    public private(set) var ranges: [Range<Int>]

    public init(_ ranges: [Range<Int>]) {
        self.ranges = Self.merged(ranges)
    }

    /// Whole lines (0-based numbers), each with its line break.
    public init(lines: some Sequence<Int>, in index: LineIndex) {
        let ranges = lines.compactMap { line -> Range<Int>? in
            guard line >= 0, line < index.lineCount else { return nil }
            let end = line + 1 < index.lineCount ? index.start(ofLine: line + 1) : index.byteCount
            return index.start(ofLine: line)..<end
        }
        self.init(ranges)
    }

    /// Whether a finding's range shares a byte with a region (an empty range: lies in one).
    public func touches(_ range: Range<Int>) -> Bool {
        ranges.contains { region in
            range.isEmpty ? region.contains(range.lowerBound) : region.overlaps(range)
        }
    }

    /// The regions in the text after applying non-overlapping edits. The text an edit writes
    /// counts as changed: it was written for a finding in a region.
    public func applying(_ edits: [TextEdit]) -> ChangedRegions {
        let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        // Where an old offset lands: shifted by the edits before it, or at an edit's start when inside it.
        func moved(_ offset: Int, isEnd: Bool) -> Int {
            var delta = 0
            for edit in sorted {
                if offset < edit.range.lowerBound || (isEnd && offset == edit.range.lowerBound) { break }
                if offset < edit.range.upperBound || (!isEnd && offset == edit.range.upperBound && edit.range.isEmpty) {
                    return edit.range.lowerBound + delta + (isEnd ? edit.replacement.utf8.count : 0)
                }
                delta += edit.replacement.utf8.count - edit.range.count
            }
            return offset + delta
        }
        var result = ranges.map { moved($0.lowerBound, isEnd: false)..<moved($0.upperBound, isEnd: true) }
        var delta = 0
        for edit in sorted {
            let start = edit.range.lowerBound + delta
            result.append(start..<(start + edit.replacement.utf8.count))
            delta += edit.replacement.utf8.count - edit.range.count
        }
        return ChangedRegions(result)
    }

    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
