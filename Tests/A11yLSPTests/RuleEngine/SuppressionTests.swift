// Suppression comments: next line, same line, regions, whole file, and unknown ids.

import RuleEngine
import Testing

@Suite struct SuppressionTests {
    private let bad = #"Toggle("", isOn: $on)"#

    private func rules(_ source: String) -> [String] { Linter().lint(source: source).map(\.ruleID) }

    @Test func disableNextLineCoversOnlyTheNextLine() {
        let source = "// a11y-lsp:disable-next-line empty-control-name\n\(bad)\n\(bad)\n"
        #expect(rules(source) == ["empty-control-name"])
        #expect(Linter().lint(source: source).first?.range.lowerBound == source.utf8.count - bad.utf8.count - 1)
    }

    @Test func disableLineCoversItsOwnLine() {
        #expect(rules("\(bad) // a11y-lsp:disable-line empty-control-name\n").isEmpty)
    }

    @Test func aRegionRunsFromDisableToEnable() {
        let source = "\(bad)\n// a11y-lsp:disable empty-control-name\n\(bad)\n\(bad)\n// a11y-lsp:enable empty-control-name\n\(bad)\n"
        #expect(rules(source) == ["empty-control-name", "empty-control-name"])
    }

    @Test func anUnclosedRegionRunsToTheEnd() {
        #expect(rules("// a11y-lsp:disable empty-control-name\n\(bad)\n\(bad)\n").isEmpty)
    }

    @Test func disableFileCoversTheWholeFileForItsRulesOnly() {
        let source = "\(bad)\nButton(\"Pay\") {}.accessibilityLabel(\"Pay button\")\n// a11y-lsp:disable-file empty-control-name\n"
        #expect(rules(source) == ["role-word-in-label"])
    }

    @Test func severalIDsCommasAndReasons() {
        let line = "Toggle(\"\", isOn: $a); Button(\"Pay\") {}.accessibilityLabel(\"Pay button\")\n"
        #expect(rules(line) == ["empty-control-name", "role-word-in-label"])
        #expect(rules("// a11y-lsp:disable-next-line role-word-in-label, empty-control-name -- legacy, see #12\n" + line).isEmpty)
        #expect(rules("// a11y-lsp:disable-next-line role-word-in-label empty-control-name\n" + line).isEmpty)
        #expect(rules("// a11y-lsp:disable-next-line role-word-in-label\n" + line) == ["empty-control-name"])
    }

    @Test func aDirectiveWithoutIDsCoversEveryRule() {
        #expect(rules("// a11y-lsp:disable-next-line\n\(bad)\n").isEmpty)
    }

    @Test func blockCommentsWork() {
        #expect(rules("/* a11y-lsp:disable-next-line empty-control-name */\n\(bad)\n").isEmpty)
    }

    @Test func textInStringsIsNotADirective() {
        let source = "let s = \"// a11y-lsp:disable-file empty-control-name\"\n\(bad)\n"
        #expect(rules(source) == ["empty-control-name"])
    }

    @Test func unknownIDsAreReportedAtTheComment() {
        let source = "// a11y-lsp:disable-next-line empty-control-nam\n\(bad)\n"
        let findings = Linter().lint(source: source)
        #expect(findings.map(\.ruleID) == ["unknown-rule-in-suppression", "empty-control-name"])
        #expect(findings.first?.range == 0..<Array(source.utf8).firstIndex(of: UInt8(ascii: "\n"))!)
        #expect(findings.first?.message.contains("'empty-control-nam'") == true)
        #expect(findings.first?.severity == .warning)
    }
}
