// Which pairs of adjacent bytes a stretch of source holds, so that most trigger words can be
// ruled out without searching for them.

/// The byte pairs of a range, hashed into 4,096 bits. A word one of whose pairs is missing does
/// not occur in the range; a word whose pairs are all there may (pairs collide, and may sit
/// apart), so it is then searched for.
struct BytePairs {
    private var bits: [UInt64]

    init(_ bytes: [UInt8], range: Range<Int>) {
        var bits = [UInt64](repeating: 0, count: 64)
        let range = max(0, range.lowerBound)..<min(range.upperBound, bytes.count)
        if range.count >= 2 {
            bytes.withUnsafeBufferPointer { source in
                bits.withUnsafeMutableBufferPointer { bits in
                    var previous = source[range.lowerBound]
                    for index in (range.lowerBound + 1)..<range.upperBound {
                        let byte = source[index]
                        let slot = Self.slot(previous, byte)
                        bits[slot &>> 6] |= 1 &<< UInt64(slot & 63)
                        previous = byte
                    }
                }
            }
        }
        self.bits = bits
    }

    /// Where the pair `first`, `second` is noted.
    static func slot(_ first: UInt8, _ second: UInt8) -> Int {
        ((Int(first) &<< 6) ^ Int(second)) & 4095
    }

    /// The slots of a word's pairs, to be checked with `mayContain`.
    static func slots(of word: [UInt8]) -> [Int] {
        guard word.count >= 2 else { return [] }
        return Array(Set((1..<word.count).map { slot(word[$0 - 1], word[$0]) })).sorted()
    }

    /// False when the word whose pairs are `slots` cannot occur in the range.
    func mayContain(_ slots: [Int]) -> Bool {
        for slot in slots where bits[slot &>> 6] & (1 &<< UInt64(slot & 63)) == 0 { return false }
        return true
    }
}
