// The committed rule reference matches what the rule files generate.

import Foundation
import RuleEngine
import Testing

@Suite struct RuleDocumentationTests {
    @Test func committedPagesAreCurrent() throws {
        let folder = TestBinary.packageRoot.appendingPathComponent("docs/rules")
        let generated = RuleDocumentation.pages()
        let committed = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") })
        #expect(committed == Set(generated.keys), "run: swift run a11y-lsp docs --output docs/rules")
        for (name, text) in generated.sorted(by: { $0.key < $1.key }) {
            let onDisk = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(onDisk == text, "docs/rules/\(name) is stale: run swift run a11y-lsp docs --output docs/rules")
        }
    }

    @Test func committedCardPagesAreCurrent() throws {
        let folder = TestBinary.packageRoot.appendingPathComponent("docs/rules/components")
        let generated = RuleDocumentation.componentPages()
        let committed = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".md") } ?? [])
        #expect(committed == Set(generated.keys), "run: swift run a11y-lsp docs --output docs/rules")
        for (name, text) in generated.sorted(by: { $0.key < $1.key }) {
            let onDisk = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(onDisk == text, "docs/rules/components/\(name) is stale: run swift run a11y-lsp docs --output docs/rules")
        }
    }

    @Test func everyPageHasTheFixedHeadings() {
        for rule in RuleRegistry.all {
            let page = RuleDocumentation.page(for: rule)
            for heading in ["# `\(rule.id)`", "## Why it matters", "## Fires on", "## Stays silent on", "## How to fix", "WCAG 2.2"] {
                #expect(page.contains(heading), "\(rule.id) lacks \(heading)")
            }
            for criterion in rule.wcag {
                #expect(SuccessCriterion.named(criterion) != nil, "\(rule.id) cites an unknown criterion \(criterion)")
            }
        }
    }

    @Test func theIndexListsEveryRule() {
        let index = RuleDocumentation.index()
        for rule in RuleRegistry.all { #expect(index.contains("[`\(rule.id)`](\(rule.id).md)")) }
    }

    @Test func rulesCommandPrintsTheTable() throws {
        let run = try TestBinary.run(["rules"])
        #expect(run.status == 0)
        for rule in RuleRegistry.all { #expect(run.stdout.contains(rule.id)) }
    }

    @Test func docsCommandWritesThePages() throws {
        let folder = try TemporaryFolder()
        try folder.write("out/stale-rule.md", "old")
        let run = try TestBinary.run(["docs", "--output", "out"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let written = Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("out").path))
        #expect(written == Set(RuleDocumentation.pages().keys).union(["components"]))
        let cards = Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("out/components").path))
        #expect(cards == Set(RuleDocumentation.componentPages().keys))
    }
}
