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
}
