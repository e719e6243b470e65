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

extension Array where Element == UInt8 {
    /// Whether the bytes hold an ASCII word.
    func containsBytes(_ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard length > 0, length <= count else { return false }
        return withUnsafeBufferPointer { text in
            let needle = word.utf8Start
            var index = 0
            while index <= text.count - length {
                if text[index] == needle[0], memcmp(text.baseAddress! + index, needle, length) == 0 { return true }
                index += 1
            }
            return false
        }
    }
}
