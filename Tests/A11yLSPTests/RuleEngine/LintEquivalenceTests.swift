// Shortcuts never change results: trigger prefilters, and reusing the findings of
// unchanged declarations, give exactly what a plain full lint gives.

import Foundation
import RuleEngine
import Testing

@Suite struct LintEquivalenceTests {
    /// Every example of every rule, the card examples and the fixture files.
    static var corpus: [String] {
        var sources = RuleRegistry.all.flatMap { rule in (rule.examples.fires + rule.examples.silent).map { RuleExamples.unmark($0).source } }
        sources += ComponentCards.all.map(\.example)
        let fixtures = TestBinary.fixtures
        for folder in ["Golden", "Bad", "Fixes"] {
            let url = fixtures.appendingPathComponent(folder)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] where name.hasSuffix(".swift") {
                if let text = try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) { sources.append(text) }
            }
        }
        return sources
    }

    @Test func triggersNeverChangeAResult() {
        let corpus = Self.corpus
        #expect(corpus.count > 300)
        let everything = Linter.allRulesOn(usesTriggers: false)
        let prefiltered = Linter.allRulesOn()
        for source in corpus {
            #expect(prefiltered.lint(source: source) == everything.lint(source: source), "\(source)")
        }
    }

    @Test func reusedDeclarationsGiveTheSameFindingsAsAFreshLint() {
        let linter = Linter()
        let pieces = Self.corpus.filter { !$0.isEmpty }
        let document = SourceDocument(text: pieces.prefix(40).joined(separator: "\n\n"))
        let state = IncrementalLintState()
        var generator = SeededGenerator(seed: 11)
        #expect(linter.lint(document, state: state) == linter.lint(source: document.text))
        for step in 0..<200 {
            let count = document.bytes.count
            var lower = Int.random(in: 0...count, using: &generator)
            while lower > 0, lower < count, document.bytes[lower] & 0xC0 == 0x80 { lower -= 1 }
            var upper = min(count, lower + Int.random(in: 0...6, using: &generator))
            while upper < count, document.bytes[upper] & 0xC0 == 0x80 { upper += 1 }
            let insert = ["", "x", "\n", " ", "}", "Button(\"\") {}\n", ".accessibilityLabel(\"Play button\")", "struct A: View { var body: some View { Toggle(\"\", isOn: $a) } }\n"]
                .randomElement(using: &generator)!
            document.apply(ByteEdit(range: lower..<upper, replacement: insert))
            let incremental = linter.lint(document, state: state)
            let fresh = linter.lint(source: document.text)
            #expect(incremental == fresh, "step \(step)")
            if incremental != fresh { return }
        }
        #expect(state.declarationCount > 0)
    }

    /// A declaration checked in a group of several runs the rules that read related declarations
    /// only on the group's model. When the rest of its group goes, or comes back, it finds what a
    /// fresh lint finds.
    @Test func aDeclarationLeavingItsGroupFindsWhatAFreshLintFinds() {
        let row = "struct Row: View {\n    @State private var name = \"\"\n    var body: some View { TextField(\"\", text: $name) }\n}\n"
        let preview = "#Preview { Row() }\n"
        let linter = Linter()
        let state = IncrementalLintState()
        let document = SourceDocument(text: row + preview)
        let grouped = linter.lint(document, state: state)
        #expect(grouped.contains { $0.ruleID == "textfield-name" })
        #expect(grouped == linter.lint(source: row + preview))
        let end = document.bytes.count
        document.apply(ByteEdit(range: (end - preview.utf8.count)..<end, replacement: ""))
        #expect(linter.lint(document, state: state) == linter.lint(source: row))
        document.apply(ByteEdit(range: document.bytes.count..<document.bytes.count, replacement: Array(preview.utf8)))
        #expect(linter.lint(document, state: state) == grouped)
    }

    /// A fix reads the rest of its declaration's last line (a new modifier goes on its own line only
    /// when nothing follows), so typing after the declaration on that line refreshes its findings.
    @Test func textTypedAfterADeclarationOnItsLastLineRefreshesItsFixes() {
        let linter = Linter()
        let document = SourceDocument(text: #"Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityIdentifier("shareButton")"#)
        let state = IncrementalLintState()
        _ = linter.lint(document, state: state)
        document.apply(ByteEdit(range: document.bytes.count..<document.bytes.count, replacement: "é"))
        #expect(linter.lint(document, state: state) == linter.lint(source: document.text))
    }

    /// Remembered fixes carry the file's indent unit: when edits change that unit, the fixes of
    /// declarations that did not change follow it, and typing inside a line keeps it.
    @Test func fixesOfUnchangedDeclarationsFollowANewIndentUnit() {
        let linter = Linter()
        let unchanged = "struct A: View {\n  var body: some View {\n    Button { f() } label: { Image(systemName: \"trash\") }\n  }\n}\n"
        let twoSpaced = (0..<6).map { "struct B\($0) {\n  var x = 1\n}\n" }.joined()
        let document = SourceDocument(text: unchanged + twoSpaced)
        let state = IncrementalLintState()
        let before = linter.lint(document, state: state)
        #expect(before == linter.lint(source: document.text))
        #expect(labelIndent(before) == 6)  // the chain's 4 plus the unit of 2

        // Re-indent the other declarations with four spaces: the unit becomes four spaces.
        let offset = unchanged.utf8.count
        document.apply(ByteEdit(range: offset..<document.bytes.count,
            replacement: Array((0..<6).map { "struct B\($0) {\n    var x = 1\n    var y = 2\n}\n" }.joined().utf8)))
        let reindented = linter.lint(document, state: state)
        #expect(reindented == linter.lint(source: document.text))
        #expect(labelIndent(reindented) == 8)

        // A keystroke inside a line (after its first non-blank character) keeps the unit.
        let inside = document.text.utf8.count - 4
        document.apply(ByteEdit(range: inside..<inside, replacement: Array("3".utf8)))
        #expect(linter.lint(document, state: state) == linter.lint(source: document.text))
    }

    /// The indentation of the inserted `.accessibilityLabel` line.
    private func labelIndent(_ findings: [Finding]) -> Int? {
        let inserted = findings.flatMap(\.fixes).flatMap(\.edits).map(\.replacement).first { $0.contains(".accessibilityLabel") }
        guard let line = inserted?.split(separator: "\n").first(where: { $0.contains(".accessibilityLabel") }) else { return nil }
        return line.prefix { $0 == " " }.count
    }
}

@Suite struct ParallelLintTests {
    /// Many fresh declarations are checked on several threads; the result is the one-thread result, every time.
    @Test func checkingDeclarationsInParallelChangesNothing() {
        let text = (0..<200).map { "struct V\($0): View { var body: some View { Button { f() } label: { Image(systemName: \"gear\") }; Text(\"x\").onTapGesture { g() } } }\n" }.joined()
        let serial = Linter(parallel: false).lint(source: text)
        #expect(serial.count == 400)
        for _ in 0..<20 {
            #expect(Linter(parallel: true).lint(SourceDocument(text: text), state: IncrementalLintState()) == serial)
        }
    }

    /// A file of a few declarations (a few KB: less is not worth a helper) shares them with the helper
    /// threads too, and files checked from several threads at once (callers sharing the helpers)
    /// each get their one-thread result.
    @Test func fewDeclarationsAndSeveralCallersAtOnceChangeNothing() {
        let lines = (0..<150).map { "Text(\"line \($0)\")" }.joined(separator: "\n")
        let small = (0..<3).map { "struct S\($0): View { var body: some View { VStack {\n\(lines)\n}; Image(systemName: \"gear\").onTapGesture { g() } } }\n" }.joined()
        // Two of the three declarations hold more than the 3 KB that makes the helpers worth asking.
        #expect(small.utf8.count * 2 / 3 > 4_000)
        let large = (0..<80).map { "struct L\($0): View { var body: some View { Button { f() } label: { Image(systemName: \"star\") } } }\n" }.joined()
        let texts = [small, large]
        let serial = texts.map { Linter(parallel: false).lint(source: $0) }
        #expect(serial.map(\.count) == [3, 80])
        let results = Results(count: 16)
        DispatchQueue.concurrentPerform(iterations: 16) { run in
            results.set(run, Linter(parallel: true).lint(SourceDocument(text: texts[run % 2]), state: IncrementalLintState()))
        }
        for run in 0..<16 { #expect(results.value(run) == serial[run % 2]) }
    }
}

/// Findings written by several threads, read once they are done.
private final class Results: @unchecked Sendable {
    private var values: [[Finding]]
    private let lock = NSLock()
    init(count: Int) { values = Array(repeating: [], count: count) }
    func set(_ index: Int, _ findings: [Finding]) { lock.withLock { values[index] = findings } }
    func value(_ index: Int) -> [Finding] { lock.withLock { values[index] } }
}
