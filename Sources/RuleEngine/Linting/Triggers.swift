// Byte searches for rule triggers: which rules could fire on a piece of source,
// decided without parsing it.

import Foundation

enum ByteSearch {
    /// Whether `pattern` occurs in `bytes[range]`. `memchr` finds candidate first bytes quickly.
    static func contains(_ pattern: [UInt8], in bytes: [UInt8], range: Range<Int>) -> Bool {
        firstIndex(of: pattern, in: bytes, range: range) != nil
    }

    static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], range: Range<Int>) -> Int? {
        guard !pattern.isEmpty, range.lowerBound >= 0, range.upperBound <= bytes.count, pattern.count <= range.count else { return nil }
        let anchor = anchorIndex(of: pattern)
        let anchorByte = Int32(pattern[anchor])
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            pattern.withUnsafeBufferPointer { needle -> Int? in
                guard let base = buffer.baseAddress, let needleBase = needle.baseAddress else { return nil }
                // Candidates are where the anchor byte sits; the pattern starts `anchor` bytes before.
                var index = range.lowerBound + anchor
                let lastAnchor = range.upperBound - pattern.count + anchor
                while index <= lastAnchor {
                    guard let hit = memchr(base + index, anchorByte, lastAnchor - index + 1) else { return nil }
                    let start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - anchor
                    if memcmp(base + start, needleBase, pattern.count) == 0 { return start }
                    index = start + anchor + 1
                }
                return nil
            }
        }
    }

    /// The pattern byte to look for first: one that is rare in Swift source (a digit, an
    /// upper-case letter, punctuation) rather than a lower-case letter, which is everywhere.
    static func anchorIndex(of pattern: [UInt8]) -> Int {
        pattern.firstIndex { byte in
            !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) && byte != UInt8(ascii: " ") && byte != UInt8(ascii: ".")
        } ?? 0
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
