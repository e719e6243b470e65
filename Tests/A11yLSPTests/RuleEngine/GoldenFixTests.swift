// The three fixes users asked for by name, applied finding by finding, against golden files.

import Foundation
import RuleEngine
import Testing

@Suite struct GoldenFixTests {
    /// Applies the preferred fix of each finding of a rule, one at a time, re-linting in between.
    static func applyingFixes(of ruleID: String, to source: String) throws -> String {
        var text = source
        let linter = Linter()
        for _ in 0..<50 {
            guard let fix = linter.lint(source: text).first(where: { $0.ruleID == ruleID && !$0.fixes.isEmpty })?.fixes.first else { break }
            text = try EditApplier.apply(fix.edits, to: text)
        }
        return text
    }

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: TestBinary.fixtures.appendingPathComponent("Fixes/\(name)"), encoding: .utf8)
    }

    @Test(arguments: [
        ("InsertLabel", "icon-only-control-name"),
        ("RemoveSelectedTrait", "toggle-name-and-selected-trait"),
        ("TapGestureToButton", "tap-gesture-not-control"),
    ])
    func fixesMatchTheGoldenFiles(_ name: String, _ ruleID: String) throws {
        let before = try Self.fixture("\(name).before.swift")
        let fixed = try Self.applyingFixes(of: ruleID, to: before)
        if ProcessInfo.processInfo.environment["A11Y_LSP_UPDATE_GOLDEN"] == "1" {
            // Regenerate after a deliberate change, then read the diff before committing.
            try Data(fixed.utf8).write(to: TestBinary.fixtures.appendingPathComponent("Fixes/\(name).after.swift"))
        }
        let after = try Self.fixture("\(name).after.swift")
        #expect(fixed == after, "\(name):\n\(fixed)")
        #expect(!Linter().lint(source: fixed).contains { $0.ruleID == ruleID && $0.severity != .info }, "every finding is fixed")
    }
}
