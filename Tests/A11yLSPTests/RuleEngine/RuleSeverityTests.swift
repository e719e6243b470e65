// Findings whose severity depends on context, beyond what the examples' markers say.

import RuleEngine
import Testing

@Suite struct RuleSeverityTests {
    private func severities(_ source: String, _ rule: String) -> [Severity] {
        Linter().lint(source: source).filter { $0.ruleID == rule }.map(\.severity)
    }

    @Test(arguments: [
        #"Text("Pay").onTapGesture { pay() }.accessibilityAddTraits(.isButton)"#,
        #"Image("card").accessibilityAddTraits(.isButton).padding().accessibilityLabel("Pay").onTapGesture { pay() }"#,
        #"AvatarView(url).accessibility(addTraits: .isButton).onTapGesture { openProfile() }"#,
        #"HStack { Text("Pay"); Text("$5") }.accessibilityElement(children: .combine).accessibilityAddTraits(.isButton).onTapGesture { pay() }"#,
    ])
    func aTapGestureWithTheButtonTraitAndANameIsInfo(_ source: String) {
        #expect(severities(source, "tap-gesture-not-control") == [.info])
    }

    @Test(arguments: [
        #"Image(systemName: "heart").onTapGesture { like() }.accessibilityAddTraits(.isButton)"#,
        #"Text("Pay").onTapGesture { pay() }"#,
        #"HStack { Image(systemName: "star") }.accessibilityAddTraits(.isButton).onTapGesture { rate() }"#,
    ])
    func aTapGestureWithoutTheTraitOrANameIsAnError(_ source: String) {
        #expect(severities(source, "tap-gesture-not-control") == [.error])
    }

    /// Opt-in rules do nothing until a configuration gives them a severity, then report at it.
    @Test func optInRulesRunOnlyWhenConfigured() {
        let optIn = RuleRegistry.all.filter { !$0.isOnByDefault }
        #expect(!optIn.isEmpty, "the catalog has opt-in rules")
        for rule in optIn {
            #expect(rule.defaultSetting == .off)
            let source = RuleExamples.unmark(rule.examples.fires[0]).source
            #expect(!Linter().lint(source: source).contains { $0.ruleID == rule.id }, "\(rule.id) runs without being turned on")
            let configured = Linter(options: LintOptions(severities: [rule.id: .info])).lint(source: source).filter { $0.ruleID == rule.id }
            #expect(!configured.isEmpty && configured.allSatisfy { $0.severity == .info }, "\(rule.id) turned on at info")
        }
    }
}
