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

    /// Output that shows no fixes lints without building them, and gets the same findings otherwise.
    @Test func findingsWithoutFixesAreTheSameFindings() {
        let source = """
            struct Row: View {
                var body: some View {
                    Button { close() } label: { Image(systemName: "xmark") }
                    Text("Details").onTapGesture { open() }
                }
            }
            """
        let withFixes = Linter().lint(source: source)
        var options = LintOptions()
        options.buildsFixes = false
        let withoutFixes = Linter(options: options).lint(source: source)
        #expect(withFixes.filter(\.hasFixes).count == 2)
        #expect(withoutFixes.allSatisfy { !$0.hasFixes })
        #expect(withoutFixes.map(\.ruleID) == withFixes.map(\.ruleID))
        #expect(withoutFixes.map(\.range) == withFixes.map(\.range))
        #expect(withoutFixes.map(\.message) == withFixes.map(\.message))
        // Building fixes is off only while that linter's rules run.
        #expect(Linter().lint(source: source).filter(\.hasFixes).count == 2)
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
