// Random edit sequences over realistic SwiftUI files: the document's text is the
// edits applied to a plain string, and its findings are a fresh lint's.

import Foundation
import RuleEngine
import Testing

@testable import A11yLSP

@Suite struct PropertyTests {
    /// 10,000 by default; `A11Y_LSP_PROPERTY_SEQUENCES` changes it.
    static let sequences = ProcessInfo.processInfo.environment["A11Y_LSP_PROPERTY_SEQUENCES"].flatMap(Int.init) ?? 10_000

    static let seeds: [String] = {
        var files = ComponentCards.all.map(\.example)
        files += RuleRegistry.all.prefix(20).flatMap { $0.examples.fires.prefix(1) }.map { RuleExamples.unmark($0).source }
        return files
    }()

    static let pieces = ["", "x", " ", "\n", "(", ")", "{", "}", "\"", "é", "😀", ".padding()", "Image(systemName: \"gear\")", "//", "#if os(iOS)\n", "#endif\n", "[", "]"]

    /// Views of many members (the benchmark's screen cut short, the golden files), where typing
    /// in one member keeps the others' findings.
    static let manyMemberSeeds: [String] = {
        var files = [TypingReparseTests.shortScreen]
        let url = TestBinary.fixtures.appendingPathComponent("Golden")
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() where name.hasSuffix(".swift") {
            if let text = try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) { files.append(text) }
        }
        return files
    }()

    /// Pieces that change what a type tells its members' rules: wrappers, conformances, a
    /// property named as rules look for, and actions, bindings and traits other members read.
    static let typeFacts = [
        "@FocusState ", "@AppStorage(\"k\") ", "@Environment(\\.colorScheme) ", ": Commands", ", PreviewProvider", "Menu",
        ".onTapGesture { x() }", "Button(\"b\") { x() }", "selection: $s, ", "private var colorScheme = 1\n", "var isFocused = false\n",
        ".accessibilityAddTraits(.isButton)", "func x() {}\n", "var body: some View { Text(\"\") }\n",
    ]

    /// Edits land at random places or at the start of a random line (where members start), and
    /// each sequence is linted after every edit, so later lints reuse members of earlier ones.
    @Test func editsAcrossTheMembersOfABigViewEqualAFreshLint() {
        var generator = SeededGenerator(seed: 16)
        let linter = Linter()
        let count = max(1, Self.sequences / 40)
        for sequence in 0..<count {
            var plain = Array(Self.manyMemberSeeds[sequence % Self.manyMemberSeeds.count].utf8)
            let document = SourceDocument(bytes: plain)
            let state = IncrementalLintState()
            _ = linter.lint(document, state: state)
            for step in 0..<3 {
                var lower = Int.random(in: 0...plain.count, using: &generator)
                if Bool.random(using: &generator) {
                    lower = (plain[..<lower].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
                }
                while lower > 0, lower < plain.count, plain[lower] & 0xC0 == 0x80 { lower -= 1 }
                var upper = min(plain.count, lower + Int.random(in: 0...3, using: &generator))
                while upper < plain.count, plain[upper] & 0xC0 == 0x80 { upper += 1 }
                let piece = Array((Self.typeFacts + Self.pieces).randomElement(using: &generator)!.utf8)
                plain.replaceSubrange(lower..<upper, with: piece)
                document.apply(ByteEdit(range: lower..<upper, replacement: piece))
                let incremental = linter.lint(document, state: state)
                let fresh = linter.lint(source: String(decoding: plain, as: UTF8.self))
                guard incremental == fresh else {
                    Issue.record("sequence \(sequence) step \(step): incremental findings differ from a fresh lint of:\n\(String(decoding: plain, as: UTF8.self))")
                    return
                }
            }
        }
    }

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
