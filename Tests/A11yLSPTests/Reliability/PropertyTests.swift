// Random edit sequences over realistic SwiftUI files: the document's text is the
// edits applied to a plain string, and its findings are a fresh lint's.

import Foundation
import RuleEngine
import Testing

@Suite struct PropertyTests {
    /// 10,000 by default; `A11Y_LSP_PROPERTY_SEQUENCES` changes it.
    static let sequences = ProcessInfo.processInfo.environment["A11Y_LSP_PROPERTY_SEQUENCES"].flatMap(Int.init) ?? 10_000

    static let seeds: [String] = {
        var files = ComponentCards.all.map(\.example)
        files += RuleRegistry.all.prefix(20).flatMap { $0.examples.fires.prefix(1) }.map { RuleExamples.unmark($0).source }
        return files
    }()

    static let pieces = ["", "x", " ", "\n", "(", ")", "{", "}", "\"", "é", "😀", ".padding()", "Image(systemName: \"gear\")", "//", "#if os(iOS)\n", "#endif\n", "[", "]"]

    @Test func documentsFollowTheirEditsAndEqualAFreshLint() {
        var generator = SeededGenerator(seed: 2026)
        let linter = Linter()
        var checked = 0
        for sequence in 0..<Self.sequences {
            let seed = Self.seeds[sequence % Self.seeds.count]
            var plain = Array(seed.utf8)
            let document = SourceDocument(bytes: plain)
            let state = IncrementalLintState()
            _ = linter.lint(document, state: state)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                var lower = Int.random(in: 0...plain.count, using: &generator)
                while lower > 0, lower < plain.count, plain[lower] & 0xC0 == 0x80 { lower -= 1 }
                var upper = min(plain.count, lower + Int.random(in: 0...5, using: &generator))
                while upper < plain.count, plain[upper] & 0xC0 == 0x80 { upper += 1 }
                let piece = Array(Self.pieces.randomElement(using: &generator)!.utf8)
                plain.replaceSubrange(lower..<upper, with: piece)
                document.apply(ByteEdit(range: lower..<upper, replacement: piece))
            }
            guard document.bytes == plain else {
                Issue.record("sequence \(sequence): the text drifted")
                return
            }
            let incremental = linter.lint(document, state: state)
            let fresh = linter.lint(source: String(decoding: plain, as: UTF8.self))
            guard incremental == fresh else {
                Issue.record("sequence \(sequence): incremental findings differ from a fresh lint of:\n\(String(decoding: plain, as: UTF8.self))")
                return
            }
            checked += 1
        }
        #expect(checked == Self.sequences)
    }
}
