// A faster `String.contains(String)` for the whole module.
//
// With Foundation imported, `text.contains("word")` goes through NSString's search,
// which bridges and allocates on every call; the rules ask it thousands of times a file.
// An empty needle matches nothing, as it does there.
// The needles here are ASCII words and punctuation, so a plain UTF-8 byte search finds
// exactly the same matches. Declared for `String` itself, it wins overload resolution
// over the generic library versions everywhere in RuleEngine.

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension String {
    func contains(_ other: String) -> Bool {
        var haystack = self
        var needle = other
        return haystack.withUTF8 { text in
            needle.withUTF8 { word in
                guard word.count <= text.count, let first = word.first else { return false }
                var index = 0
                let last = text.count - word.count
                while index <= last {
                    if text[index] == first, memcmp(text.baseAddress! + index, word.baseAddress!, word.count) == 0 { return true }
                    index += 1
                }
                return false
            }
        }
    }
}

extension String {
    /// The first match of `needle` at or after `start`, found byte by byte: a `Substring`'s
    /// `firstRange(of:)` compares Characters and is many times slower. A match that does not
    /// start and end on Character boundaries is passed over, as comparing Characters would.
    func firstRange(ofBytes needle: String, from start: Index) -> Range<Index>? {
        var text = self
        var word = needle
        var from = utf8.distance(from: utf8.startIndex, to: start)
        while true {
            let hit = text.withUTF8 { text in
                word.withUTF8 { word -> Int? in
                    guard let first = word.first, word.count <= text.count else { return nil }
                    var index = from
                    while index <= text.count - word.count {
                        if text[index] == first, memcmp(text.baseAddress! + index, word.baseAddress!, word.count) == 0 { return index }
                        index += 1
                    }
                    return nil
                }
            }
            guard let hit else { return nil }
            let lower = utf8.index(utf8.startIndex, offsetBy: hit)
            let upper = utf8.index(lower, offsetBy: needle.utf8.count)
            if let lower = Index(lower, within: self), let upper = Index(upper, within: self) { return lower..<upper }
            from = hit + 1
        }
    }
}
