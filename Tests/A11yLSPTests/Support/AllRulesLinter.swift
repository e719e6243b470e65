// A linter with every rule on, opt-in ones included: rule examples and fixes are checked
// with it, since an opt-in rule's examples say what it does once a project turns it on.

import RuleEngine

extension Linter {
    static func allRulesOn(usesTriggers: Bool = true, groupsDeclarations: Bool = true) -> Linter {
        let optIn = RuleRegistry.all.filter { !$0.isOnByDefault }.map { ($0.id, RuleSetting($0.severity)) }
        return Linter(options: LintOptions(severities: Dictionary(uniqueKeysWithValues: optIn)), usesTriggers: usesTriggers, groupsDeclarations: groupsDeclarations)
    }
}
