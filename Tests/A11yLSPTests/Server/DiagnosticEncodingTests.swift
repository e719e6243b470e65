// Reusing last publish's encoded diagnostics gives exactly what encoding afresh gives.

@testable import A11yLSP
import JSONRPC
import RuleEngine
import Testing

@Suite struct DiagnosticEncodingTests {
    @Test func reusedFragmentsEqualAFreshEncodingAfterEveryEdit() throws {
        let text = (0..<30).map { index in
            "struct V\(index): View { var body: some View { HStack { Button { f() } label: { Image(systemName: \"gear\") }\n Text(\"Go\").onTapGesture { go() } } } }\n"
        }.joined()
        let document = SourceDocument(text: text)
        let linter = Linter()
        let state = IncrementalLintState()
        let cache = DiagnosticFragments()
        var generator = SeededGenerator(seed: 3)
        for step in 0..<120 {
            let findings = linter.lint(document, state: state)
            let converter = PositionConverter(bytes: document.bytes, lines: document.lineIndex, encoding: .utf16)
            let cached = DiagnosticBuilder.encodedDiagnostics(findings, converter: converter, uri: "file:///v", documentationBaseURL: "file:///d", cache: cache)
            let fresh = DiagnosticBuilder.encodedDiagnostics(findings, converter: converter, uri: "file:///v", documentationBaseURL: "file:///d")
            guard case .encoded(let a) = cached, case .encoded(let b) = fresh else { Issue.record("not encoded"); return }
            #expect(a == b, "step \(step)")
            let parsed = try JSONParser.parse(a).arrayValue ?? []
            #expect(parsed.count == findings.count)
            if a != b { return }
            // Edit: a character in a string, a new line, or a removed label.
            let bytes = document.bytes
            let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
            let place = quotes.randomElement(using: &generator)! + 1
            let edit = [ByteEdit(range: place..<place, replacement: "x"), ByteEdit(range: place..<place, replacement: "\n"),
                        ByteEdit(range: place..<place, replacement: "é")].randomElement(using: &generator)!
            document.apply(edit)
        }
    }
}
