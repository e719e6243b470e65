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
/// Rules share trigger words (`Button`, `Text`), so each distinct word is looked for at most once
/// per range, and only when its byte pairs are all in the range.
struct TriggerSet: Sendable {
    /// Each distinct trigger word, with the slots of its byte pairs.
    private let words: [[UInt8]]
    private let wordPairs: [[Int]]
    /// For each rule (in order), the positions of its words in `words`; nil for a rule without triggers.
    private let ruleWords: [[Int]?]
    /// Whether some word holds the byte, by byte value.
    private let wordBytes: [Bool]

    init(_ rules: [any Rule], enabled: Bool = true) {
        var words: [[UInt8]] = []
        var positions: [[UInt8]: Int] = [:]
        ruleWords = rules.map { rule in
            guard enabled, let triggers = type(of: rule).triggers else { return nil }
            return triggers.map { trigger in
                let word = Array(trigger.utf8)
                if let known = positions[word] { return known }
                positions[word] = words.count
                words.append(word)
                return words.count - 1
            }
        }
        self.words = words
        wordPairs = words.map(BytePairs.slots(of:))
        var wordBytes = [Bool](repeating: false, count: 256)
        for word in words { for byte in word { wordBytes[Int(byte)] = true } }
        self.wordBytes = wordBytes
    }

    /// How many distinct words the set looks for (the length of `wordsPresent`'s answer).
    var wordCount: Int { words.count }

    /// For each distinct word, whether it occurs in the range: every word is looked for, so
    /// answers for pieces of a text can be kept and joined (`triggered(byWords:)`).
    func wordsPresent(in bytes: [UInt8], range: Range<Int>) -> [Bool] {
        guard !words.isEmpty else { return [] }
        let pairs = BytePairs(bytes, range: range)
        return words.indices.map { pairs.mayContain(wordPairs[$0]) && ByteSearch.contains(words[$0], in: bytes, range: range) }
    }

    /// Marks the words that occur across `boundary` (starting before it and ending after it)
    /// within `range`. Most boundaries sit next to a byte no word holds (a line break), and
    /// no word can then cross them.
    func markWords(crossing boundary: Int, in bytes: [UInt8], range: Range<Int>, present: inout [Bool]) {
        guard boundary > range.lowerBound, boundary < range.upperBound, wordBytes[Int(bytes[boundary - 1])], wordBytes[Int(bytes[boundary])] else { return }
        for word in words.indices where !present[word] && words[word].count >= 2 {
            // Every occurrence inside this window crosses the boundary.
            let length = words[word].count
            let window = max(range.lowerBound, boundary - length + 1)..<min(range.upperBound, boundary + length - 1)
            if ByteSearch.contains(words[word], in: bytes, range: window) { present[word] = true }
        }
    }

    /// For each rule (in order), whether one of its words is present (`wordsPresent`'s answer).
    func triggered(byWords present: [Bool]) -> [Bool] {
        guard !words.isEmpty else { return ruleWords.map { _ in true } }
        return ruleWords.map { positions in positions?.contains { present[$0] } ?? true }
    }

    /// For each rule (in order), whether one of its triggers occurs in the range. `pairs` are the
    /// range's byte pairs when the caller has them already.
    func triggered(in bytes: [UInt8], range: Range<Int>, pairs: BytePairs? = nil) -> [Bool] {
        guard !words.isEmpty else { return ruleWords.map { _ in true } }
        let pairs = pairs ?? BytePairs(bytes, range: range)
        // 0: not looked for yet, 1: absent, 2: present.
        var found = [UInt8](repeating: 0, count: words.count)
        var result = [Bool](repeating: true, count: ruleWords.count)
        for rule in ruleWords.indices {
            guard let positions = ruleWords[rule] else { continue }
            var occurs = false
            for word in positions {
                if found[word] == 0 {
                    found[word] = pairs.mayContain(wordPairs[word]) && ByteSearch.contains(words[word], in: bytes, range: range) ? 2 : 1
                }
                if found[word] == 2 {
                    occurs = true
                    break
                }
            }
            result[rule] = occurs
        }
        return result
    }
}
