// Over every fixable example of every rule: a fix removes its finding, adds none,
// keeps the file parsing and keeps its indentation; fix-all reaches a fixed point.

import RuleEngine
import SwiftParser
import SwiftSyntax
import Testing

@Suite struct FixInvariantTests {
    static let ruleIDs = RuleRegistry.all.map { $0.id }

    /// Missing tokens and unexpected text: what a parse error leaves in the tree.
    static func syntaxErrorCount(_ source: String) -> Int {
        final class Counter: SyntaxVisitor {
            var count = 0
            override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
                if node.presence == .missing { count += 1 }
                return .visitChildren
            }
            override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
                count += 1
                return .skipChildren
            }
        }
        let counter = Counter(viewMode: .sourceAccurate)
        counter.walk(Parser.parse(source: source))
        return counter.count
    }

    private static func ruleCounts(_ findings: [Finding]) -> [String: Int] {
        findings.reduce(into: [:]) { $0[$1.ruleID, default: 0] += 1 }
    }

    @Test(arguments: ruleIDs)
    func everyFixRemovesItsFindingAndAddsNone(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withID: ruleID))
        let linter = Linter.allRulesOn()
        for example in rule.examples.fires {
            let source = RuleExamples.unmark(example).source
            let before = linter.lint(source: source)
            for finding in before where finding.ruleID == ruleID {
                for fix in finding.fixes {
                    let fixed = try EditApplier.apply(fix.edits, to: source)
                    let after = linter.lint(source: fixed)
                    let (beforeCounts, afterCounts) = (Self.ruleCounts(before), Self.ruleCounts(after))
                    let added = afterCounts.filter { $0.value > beforeCounts[$0.key, default: 0] }
                    let context = "\(ruleID) fix \"\(fix.title)\" on:\n\(source)\ngave:\n\(fixed)\n\(after.map(\.message))"
                    #expect(afterCounts[ruleID, default: 0] < beforeCounts[ruleID, default: 0], "the finding is gone: \(context)")
                    #expect(added.isEmpty, "no new finding: \(added) \(context)")
                    #expect(Self.syntaxErrorCount(fixed) <= Self.syntaxErrorCount(source), "the fix broke the syntax:\n\(fixed)")
                    if !source.contains("\t") { #expect(!fixed.contains("\t"), "tabs in a file indented with spaces:\n\(fixed)") }
                }
            }
        }
    }

    /// A file with Windows line endings gets the same fixes, with its own line endings: each line of
    /// a moved block is reindented (its `\r` makes the lines differ from the LF file's), and each
    /// line break a fix adds is `\r\n`.
    @Test(arguments: ruleIDs)
    func fixesInACRLFFileAreTheFixesInAnLFFileWithCRLFLineBreaks(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withID: ruleID))
        let linter = Linter.allRulesOn()
        let lf = { (text: String) in text.replacingOccurrences(of: "\r\n", with: "\n") }
        for example in rule.examples.fires {
            let source = RuleExamples.unmark(example).source
            let crlf = source.replacingOccurrences(of: "\n", with: "\r\n")
            let fixes = linter.lint(source: source).filter { $0.ruleID == ruleID }.flatMap(\.fixes)
            let crlfFixes = linter.lint(source: crlf).filter { $0.ruleID == ruleID }.flatMap(\.fixes)
            #expect(crlfFixes.map(\.title) == fixes.map(\.title), "\(ruleID) on:\n\(source)")
            for (fix, crlfFix) in zip(fixes, crlfFixes) {
                let fixed = try EditApplier.apply(fix.edits, to: source)
                let crlfFixed = try EditApplier.apply(crlfFix.edits, to: crlf)
                #expect(lf(crlfFixed) == fixed, "\(ruleID) fix \"\(fix.title)\" in a CRLF file on:\n\(source)")
                let bytes = Array(crlfFixed.utf8)
                let bareLineFeeds = bytes.indices.filter { bytes[$0] == 0x0A && ($0 == 0 || bytes[$0 - 1] != 0x0D) }
                // (A one-line example has no line ending to keep.)
                #expect(bareLineFeeds.isEmpty || !source.contains("\n"), "\(ruleID) fix \"\(fix.title)\" left a bare line feed in a CRLF file:\n\(crlfFixed)")
            }
        }
    }

    @Test(arguments: ruleIDs)
    func fixAllReachesAFixedPoint(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withID: ruleID))
        let linter = Linter.allRulesOn()
        for example in rule.examples.fires {
            let source = Array(RuleExamples.unmark(example).source.utf8)
            let once = linter.fixingAll(source)
            let twice = linter.fixingAll(once.bytes)
            #expect(twice.applied == 0 && twice.bytes == once.bytes, "fix all changed more the second time:\n\(String(decoding: once.bytes, as: UTF8.self))")
            #expect(Self.syntaxErrorCount(String(decoding: once.bytes, as: UTF8.self)) <= Self.syntaxErrorCount(String(decoding: source, as: UTF8.self)))
        }
    }
}
