// Inputs the Swift parser takes exponential time on are found before parsing, and a
// document moving in and out of such a state stays correct.

import Foundation
import RuleEngine
import Testing

@Suite struct ParserHazardTests {
    @Test func theFuzzersTimeoutIsNowImmediate() throws {
        let url = TestBinary.fixtures.appendingPathComponent("Regressions/fuzz-lint-deep-brackets.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let start = Date()
        #expect(Linter().lint(source: text).isEmpty)
        #expect(SourceDocument(text: text).parserHazard?.contains("nested") == true)
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test func theDepthLimitAndStrings() {
        let sixteen = "let x = " + String(repeating: "[", count: 16) + "1" + String(repeating: "]", count: 16) + "\n"
        #expect(ParserHazard.find(in: Array(sixteen.utf8)) == nil)
        let seventeen = "let x = " + String(repeating: "[", count: 17) + "\n"
        #expect(ParserHazard.find(in: Array(seventeen.utf8)) != nil)
        let inText = "let s = \"" + String(repeating: "[", count: 40) + "\"\n// " + String(repeating: "[", count: 40) + "\n"
        #expect(ParserHazard.find(in: Array(inText.utf8)) == nil)
        #expect(ParserHazard.find(in: [UInt8](repeating: 0x20, count: ParserHazard.maximumSize + 1)) != nil)
    }

    @Test func editsIntoAndOutOfAHazardKeepTheFindingsRight() {
        let good = "Toggle(\"\", isOn: $on)\n"
        let document = SourceDocument(text: good)
        let linter = Linter()
        let state = IncrementalLintState()
        #expect(linter.lint(document, state: state).count == 1)
        let brackets = String(repeating: "[", count: 30)
        document.apply(ByteEdit(range: 0..<0, replacement: "let x = \(brackets)\n"))
        #expect(linter.lint(document, state: state).isEmpty)
        #expect(document.parserHazard != nil)
        document.apply(ByteEdit(range: 0..<("let x = \(brackets)\n".utf8.count), replacement: ""))
        #expect(document.parserHazard == nil)
        #expect(linter.lint(document, state: state) == linter.lint(source: good))
        #expect(document.tree.description == good)
    }
}
