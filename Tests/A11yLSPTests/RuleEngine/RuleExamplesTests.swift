// Runs every rule's own examples: each firing example must produce exactly the
// marked findings, each silent example none. An example with `// file:` sections is a
// workspace: it is checked both as one file and as separate files in the index.

import RuleEngine
import Testing

@Suite struct RuleExamplesTests {
    static let ruleIDs = RuleRegistry.all.map { $0.id }

    @Test(arguments: ruleIDs)
    func firingExamplesFireAtTheirMarkers(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withID: ruleID))
        #expect(rule.examples.fires.count >= 3, "a rule ships at least three firing examples")
        for example in rule.examples.fires {
            let (source, expected) = RuleExamples.unmark(example)
            #expect(!expected.isEmpty, "a firing example needs a ↓ marker: \(example)")
            let found = Linter.allRulesOn().lint(source: source).filter { $0.ruleID == ruleID }.map(\.range.lowerBound)
            #expect(found.sorted() == expected.sorted(), "\(ruleID) on:\n\(source)")
            let files = RuleExamples.files(of: source)
            if files.count > 1 {
                let acrossFiles = InMemoryWorkspace.lint(files).filter { $0.ruleID == ruleID }.map(\.range.lowerBound)
                #expect(acrossFiles.sorted() == expected.sorted(), "\(ruleID) across files on:\n\(source)")
            }
        }
    }

    @Test(arguments: ruleIDs)
    func silentExamplesStaySilent(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withID: ruleID))
        #expect(rule.examples.silent.count >= 3, "a rule ships at least three silent examples")
        for example in rule.examples.silent {
            #expect(!example.contains(RuleExamples.marker), "a silent example has no marker")
            let found = Linter.allRulesOn().lint(source: example).filter { $0.ruleID == ruleID }
            #expect(found.isEmpty, "\(ruleID) fired on:\n\(example)\n\(found.map(\.message))")
            let files = RuleExamples.files(of: example)
            if files.count > 1 {
                let acrossFiles = InMemoryWorkspace.lint(files).filter { $0.ruleID == ruleID }
                #expect(acrossFiles.isEmpty, "\(ruleID) fired across files on:\n\(example)\n\(acrossFiles.map(\.message))")
            }
        }
    }

    @Test func everyRuleDescribesItself() {
        for rule in RuleRegistry.all {
            #expect(!rule.summary.isEmpty && !rule.rationale.isEmpty && !rule.fixDescription.isEmpty, "\(rule.id)")
            #expect(!rule.components.isEmpty && !rule.wcag.isEmpty, "\(rule.id)")
        }
        #expect(Set(Self.ruleIDs).count == Self.ruleIDs.count, "rule ids are unique")
    }
}
