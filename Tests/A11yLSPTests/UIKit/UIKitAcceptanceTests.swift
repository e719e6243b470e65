// Issue 19's acceptance file: a realistic view controller with the four UIKit gaps the issue
// names, linted through the CLI (JSON), each reported by its rule with the fix the catalog gives;
// and `a11y-lsp rules` lists the eight UIKit rules.

import Foundation
import JSONRPC
import RuleEngine
import Testing

@Suite struct UIKitAcceptanceTests {
    static let source = """
        import UIKit

        final class AlbumViewController: UIViewController {
            private let playButton = UIButton(type: .system)
            private let titleLabel = UILabel()
            private let card = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
                titleLabel.font = UIFont.systemFont(ofSize: 17)
                card.accessibilityLabel = "Album card"
                navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis"),
                    style: .plain, target: self, action: #selector(more))
                view.addSubview(card)
            }

            @objc private func more() {}
        }

        """

    @Test func theFourGapsAreReportedWithTheirFixesThroughTheCLI() throws {
        let folder = try TemporaryFolder()
        try folder.write("AlbumViewController.swift", Self.source)
        let run = try TestBinary.run(["lint", "--format", "json", "AlbumViewController.swift"], in: folder.url)
        #expect(run.status == 1, "an error-level finding fails the run")
        let output = try JSONParser.parse(run.stdout)
        let findings = output["findings"]?.arrayValue ?? output.arrayValue ?? []
        let byRule = Dictionary(grouping: findings) { $0["ruleId"]?.stringValue ?? $0["rule"]?.stringValue ?? "" }
        #expect(byRule["uikit-icon-button-name"]?.count == 2, "\(run.stdout)")
        #expect(byRule["uikit-fixed-font"]?.count == 1, "\(run.stdout)")
        #expect(byRule["uikit-label-without-element"]?.count == 1, "\(run.stdout)")
    }

    @Test func theFixesAreTheCatalogs() throws {
        let findings = Linter.allRulesOn().lint(source: Self.source)
        func fixedText(_ ruleID: String, _ index: Int = 0) throws -> String {
            let matching = findings.filter { $0.ruleID == ruleID }.sorted { $0.range.lowerBound < $1.range.lowerBound }
            let finding = try #require(matching.dropFirst(index).first, "\(ruleID) #\(index)")
            let fix = try #require(finding.fixes.first)
            return try EditApplier.apply(fix.edits, to: Self.source)
        }
        #expect(try fixedText("uikit-icon-button-name").contains(
            "playButton.setImage(UIImage(systemName: \"play.fill\"), for: .normal)\n        playButton.accessibilityLabel = \"Play\""))
        #expect(try fixedText("uikit-icon-button-name", 1).contains(
            "action: #selector(more))\n        navigationItem.rightBarButtonItem?.accessibilityLabel = \"More\""))
        #expect(try fixedText("uikit-fixed-font").contains(
            "titleLabel.font = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 17))\n        titleLabel.adjustsFontForContentSizeCategory = true"))
        #expect(try fixedText("uikit-label-without-element").contains(
            "card.accessibilityLabel = \"Album card\"\n        card.isAccessibilityElement = true"))
        // Every fix together leaves none of the four behind, and raises nothing new.
        let (fixed, applied) = Linter.allRulesOn().fixingAll(Array(Self.source.utf8))
        #expect(applied >= 4)
        let after = Linter.allRulesOn().lint(source: String(decoding: fixed, as: UTF8.self)).map(\.ruleID)
        #expect(after.filter { $0.hasPrefix("uikit-") }.isEmpty, "\(after)")
    }

    @Test func theRulesCommandListsTheEightUIKitRules() throws {
        let run = try TestBinary.run(["rules"])
        for id in [
            "uikit-icon-button-name", "uikit-fixed-font", "uikit-dynamic-type-not-adjusting", "uikit-label-without-element",
            "uikit-hidden-control", "uikit-adjustable-without-actions", "uikit-custom-control-traits", "uikit-label-not-localized",
        ] {
            #expect(run.stdout.contains(id), "\(id) missing from `a11y-lsp rules`")
        }
    }
}
