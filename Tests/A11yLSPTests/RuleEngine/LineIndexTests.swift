// The line index stays exact through edits, including ones that join or split "\r\n".

import RuleEngine
import Testing

@Suite struct LineIndexTests {
    @Test func findsLineStartsForEveryTerminator() {
        let index = LineIndex(Array("a\nb\r\nc\rd\n".utf8))
        #expect(index.lineStarts == [0, 2, 5, 7, 9])
        #expect(index.line(containing: 3) == 1)
        #expect(index.line(containing: 100) == 4)
    }

    @Test func updatesLikeAFreshIndexAfterRandomEdits() {
        var generator = SeededGenerator(seed: 42)
        let pieces = ["\r", "\n", "\r\n", "ab", "é", "😀", "", "x\ny", "\n\n"]
        var bytes = Array("start\r\nline\nend".utf8)
        var index = LineIndex(bytes)
        for step in 0..<5_000 {
            let lower = Int.random(in: 0...bytes.count, using: &generator)
            let upper = Int.random(in: lower...min(bytes.count, lower + 4), using: &generator)
            let replacement = Array(pieces.randomElement(using: &generator)!.utf8)
            bytes.replaceSubrange(lower..<upper, with: replacement)
            index.update(replacing: lower..<upper, replacementCount: replacement.count, newBytes: bytes)
            #expect(index == LineIndex(bytes), "step \(step)")
            if index != LineIndex(bytes) { return }
        }
    }
}

/// A small deterministic random generator, so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
