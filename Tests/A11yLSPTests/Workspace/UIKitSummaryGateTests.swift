// A declaration's summary takes UIKit facts only from declarations whose text spells a word
// one can come from (`UIKitSummaryWords`). These tests hold the gate to the walk: every way of
// spelling a fact still reaches the summary, and over every rule example and fixture, no
// declaration whose own UIKit model has facts is summarized without them.

import Foundation
import RuleEngine
import SwiftParser
import SwiftSyntax
import Testing

@Suite struct UIKitSummaryGateTests {
    private static func summary(_ source: String) -> FileSummary {
        Linter().summarize(SourceDocument(text: source), state: IncrementalLintState())
    }

    private static func facts(of type: String, in source: String) -> UIKitTypeFacts? {
        summary(source).types.first { $0.name == type }?.uikit
    }

    @Test(arguments: [
        "button.title = \"Play\"",
        "button.title\n            = \"Play\"",
        "button.configuration?.title = \"Play\"",
        "button.setTitle(\"Play\", for: .normal)",
        "button.setAttributedTitle(text, for: .normal)",
        "button.accessibilityLabel = \"Play\"",
        "button.isAccessibilityElement = true",
        "button.accessibilityTraits.insert(.button)",
        "button.accessibilityTraits = .button",
        "field.isSecureTextEntry = true",
        "label.adjustsFontForContentSizeCategory = true",
        "sendActions(for: .valueChanged)",
        "self.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { _, _ in }",
    ])
    func factsSpelledInAStatementReachTheSummary(statement: String) {
        let source = """
            final class PlayerView: UIView {
                let button = UIButton()
                let field = UITextField()
                let label = UILabel()
                func configure() {
                    \(statement)
                }
            }
            """
        #expect(Self.facts(of: "PlayerView", in: source) != nil, "\(statement)")
    }

    @Test(arguments: [
        "override var accessibilityLabel: String? { get { \"Volume\" } set {} }",
        "override func accessibilityActivate() -> Bool { true }",
        "override func accessibilityIncrement() {}",
        "override var accessibilityElements: [Any]? { get { [] } set {} }",
        "override func traitCollectionDidChange(_ previous: UITraitCollection?) {}",
    ])
    func overridesReachTheSummary(member: String) {
        let source = """
            final class VolumeControl: UIControl {
                \(member)
            }
            """
        #expect(Self.facts(of: "VolumeControl", in: source) != nil, "\(member)")
    }

    @Test(arguments: [
        "let text = NSLocalizedString(\"Play\", comment: \"\")",
        "let text = String(localized: \"Play\")",
        "let text = \"Play\".localized",
        "let text = LocalizedStringResource(\"Play\")",
    ])
    func localizationReachesTheSummary(statement: String) {
        #expect(Self.summary("func make() {\n    \(statement)\n}\n").localizesText, "\(statement)")
    }

    @Test func swiftUIWordsOfTheSameSpellingGiveNothing() {
        let source = """
            struct RowView: View {
                let title: String
                var body: some View {
                    Text(title)
                        .font(.title)
                        .accessibilityLabel(error.localizedDescription)
                        .accessibilityValue(title)
                }
            }
            """
        let summary = Self.summary(source)
        #expect(!summary.localizesText)
        #expect(summary.types.allSatisfy { $0.uikit == nil })
    }

    /// Every top-level declaration of every rule example and fixture: what its own UIKit model
    /// knows (facts of its types, localization) is in its summary.
    @Test func noDeclarationLosesAFactOverExamplesAndFixtures() throws {
        var sources = RuleRegistry.all.flatMap { $0.examples.fires + $0.examples.silent }.map { $0.replacingOccurrences(of: String(RuleExamples.marker), with: "") }
        let fixtures = FileManager.default.enumerator(at: TestBinary.fixtures, includingPropertiesForKeys: nil)
        while let url = fixtures?.nextObject() as? URL {
            // Inputs kept for the parser's sake (nesting thousands deep) are never linted.
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8), ParserHazard.find(in: Array(text.utf8)) == nil else { continue }
            sources.append(text)
        }
        var declarationsWithFacts = 0
        for source in sources {
            let tree = Parser.parse(source: source)
            for item in tree.statements {
                let text = item.description
                let model = ViewModel.build(Parser.parse(source: text))
                let expected = model.uikit.types.filter { !UIKitTypeFacts($0).isEmpty }.map(\.name)
                guard !expected.isEmpty || model.uikit.localizesText else { continue }
                declarationsWithFacts += 1
                let summary = Self.summary(text)
                #expect(summary.localizesText == model.uikit.localizesText, "\(text.prefix(200))")
                for name in expected {
                    #expect(summary.types.contains { $0.name == name && $0.uikit != nil }, "\(name) in \(text.prefix(200))")
                }
            }
        }
        // The corpus holds UIKit code: the check above did look at declarations with facts.
        #expect(declarationsWithFacts >= 20)
    }
}
