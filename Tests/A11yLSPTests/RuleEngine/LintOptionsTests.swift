// Which files count as test code, and what severity overrides do.

import RuleEngine
import Testing

@Suite struct LintOptionsTests {
    @Test(arguments: ["Tests/AppTests/PlayerTests.swift", "AppUITests/Flow.swift", "Sources/PlayerTests.swift", "Tests/Helpers.swift"])
    func recognisesTestFiles(_ path: String) {
        #expect(LintOptions.isTestFile(path))
    }

    @Test(arguments: ["Sources/App/Player.swift", "App/Testing/Mock.swift", "Contest.swift", "Latest/View.swift"])
    func leavesAppFilesAlone(_ path: String) {
        #expect(!LintOptions.isTestFile(path))
    }

    @Test func severityOverridesApplyAndOffRemovesTheRule() {
        let source = "Toggle(\"\", isOn: $on)\nButton(\"Pay\") {}.accessibilityLabel(\"Pay button\")\n"
        let downgraded = Linter(options: LintOptions(severities: ["empty-control-name": .info]))
        #expect(downgraded.lint(source: source).map(\.severity) == [.info, .warning])
        let off = Linter(options: LintOptions(severities: ["role-word-in-label": .off]))
        #expect(off.lint(source: source).map(\.ruleID) == ["empty-control-name"])
        #expect(Linter(options: LintOptions(includeTests: false)).lint(source: source, projectPath: "Tests/A.swift").isEmpty)
        #expect(Linter(options: LintOptions(includeTests: true)).lint(source: source, projectPath: "Tests/A.swift").count == 2)
    }
}
