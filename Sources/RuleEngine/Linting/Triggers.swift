// Byte searches for rule triggers: which rules could fire on a piece of source,
// decided without parsing it.

import Foundation

enum ByteSearch {
    /// Whether `pattern` occurs in `bytes[range]`. `memchr` finds candidate first bytes quickly.
    static func contains(_ pattern: [UInt8], in bytes: [UInt8], range: Range<Int>) -> Bool {
        firstIndex(of: pattern, in: bytes, range: range) != nil
    }

    static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], range: Range<Int>) -> Int? {
        guard let first = pattern.first, pattern.count <= range.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var index = range.lowerBound
            let last = range.upperBound - pattern.count
            while index <= last {
                guard let hit = memchr(base + index, Int32(first), last - index + 1) else { return nil }
                let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if pattern.count == 1 || memcmp(base + position + 1, pattern.withUnsafeBufferPointer { $0.baseAddress! + 1 }, pattern.count - 1) == 0 {
                    return position
                }
                index = position + 1
            }
            return nil
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
