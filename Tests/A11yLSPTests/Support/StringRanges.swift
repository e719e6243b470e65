// Byte ranges of text in a test's source, for edits made at a known place.

extension String {
    /// The byte range of the first occurrence of `part`.
    func utf8Range(of part: String) -> Range<Int> {
        let found = range(of: part)!
        let lower = utf8.distance(from: utf8.startIndex, to: found.lowerBound)
        return lower..<(lower + part.utf8.count)
    }
}
