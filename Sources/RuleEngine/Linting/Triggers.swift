// Byte searches for rule triggers: which rules could fire on a piece of source,
// decided without parsing it.

enum ByteSearch {
    /// Whether `pattern` occurs in `bytes[range]`.
    static func contains(_ pattern: [UInt8], in bytes: [UInt8], range: Range<Int>) -> Bool {
        guard let first = pattern.first, pattern.count <= range.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = range.lowerBound
            let last = range.upperBound - pattern.count
            while index <= last {
                if buffer[index] == first {
                    var matched = true
                    var offset = 1
                    while offset < pattern.count {
                        if buffer[index + offset] != pattern[offset] { matched = false; break }
                        offset += 1
                    }
                    if matched { return true }
                }
                index += 1
            }
            return false
        }
    }
}

/// The enabled rules with their trigger bytes, and the question "which of them could fire here".
struct TriggerSet: Sendable {
    let patterns: [[[UInt8]]?]

    init(_ rules: [any Rule], enabled: Bool = true) {
        patterns = rules.map { rule in enabled ? type(of: rule).triggers.map { $0.map { Array($0.utf8) } } : nil }
    }

    /// For each rule (in order), whether one of its triggers occurs in the range.
    func triggered(in bytes: [UInt8], range: Range<Int>) -> [Bool] {
        patterns.map { triggers in
            guard let triggers else { return true }
            return triggers.contains { ByteSearch.contains($0, in: bytes, range: range) }
        }
    }
}
