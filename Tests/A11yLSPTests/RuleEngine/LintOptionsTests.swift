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

    /// Dynamic Type and the 44-point target are touch-platform baselines, and keyboard types do not
    /// exist on a Mac: a Mac app gets none of those findings, while the other rules still run.
    @Test func touchBaselinesFollowThePlatform() {
        let source = """
            struct Bar: View {
                var body: some View {
                    Text("3 new").font(.system(size: 12))
                    Button { close() } label: { Image(systemName: "xmark") }.frame(width: 24, height: 24)
                    TextField("Email", text: $email)
                }
            }
            """
        let rules = { (platform: Platform) in Set(Linter(options: LintOptions(platform: platform)).lint(source: source).map(\.ruleID)) }
        #expect(rules(.iOS) == ["fixed-font-size", "touch-target-size", "icon-only-control-name", "textfield-content-type"])
        #expect(rules(.watchOS) == ["fixed-font-size", "touch-target-size", "icon-only-control-name", "textfield-content-type"])
        #expect(rules(.macOS) == ["icon-only-control-name"])
        #expect(rules(.tvOS) == ["icon-only-control-name", "textfield-content-type"])
    }
}
