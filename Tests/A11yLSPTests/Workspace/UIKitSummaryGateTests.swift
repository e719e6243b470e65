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

    /// A SwiftUI struct that localizes is not walked for UIKit: the summary reads the words that
    /// spell a localizing form (`LocalizingCalls`). Each case holds it to the walk of the whole
    /// file, where the same words sit in comments, strings, inactive `#if` clauses and other shapes.
    @Test(arguments: [
        ("let title = NSLocalizedString(\"Play\", comment: \"\")", true),
        ("let title = String(localized: \"Play\")", true),
        ("let title = \"Play\".localized", true),
        ("let title = catalog.localizedString(forKey: \"Play\")", true),
        ("let title = LocalizedStringResource(\"Play\")", true),
        ("// NSLocalizedString is for later\n    let title = \"Play\"", false),
        ("let title = \"NSLocalizedString(\\\"Play\\\")\"", false),
        ("let title = Foundation.NSLocalizedString(\"Play\", comment: \"\")", false),
        ("let localized = true", false),
        ("let title = String(format: \"%@\", localized)", false),
        ("let title = error.localizedDescription", false),
        ("#if os(macOS)\n    let title = NSLocalizedString(\"Play\", comment: \"\")\n    #endif", false),
        ("#if os(iOS)\n    let title = NSLocalizedString(\"Play\", comment: \"\")\n    #endif", true),
        ("#if os(macOS)\n    let title = \"Play\"\n    #else\n    let title = \"Play\".localized\n    #endif", true),
        ("lazy var label: Text = { (text: String) -> Text in let label = Text(text); return label }(NSLocalizedString(\"Play\", comment: \"\"))", false),
        ("lazy var label: Text = { let label = Text(\"Play\".localized); return label }()", true),
        ("var heading: some View {\n        Text(\"Row\")\n        #if os(iOS)\n        .navigationTitle(NSLocalizedString(\"Row\", comment: \"\"))\n        #endif\n    }", true),
        ("var heading: some View {\n        Text(\"Row\")\n        #if os(macOS)\n        .navigationTitle(NSLocalizedString(\"Row\", comment: \"\"))\n        #endif\n    }", false),
    ] as [(String, Bool)])
    func localizationIsReadAsTheWalkReadsIt(member: String, localizes: Bool) {
        let source = "struct RowView: View {\n    \(member)\n    var body: some View { Text(\"Row\") }\n}\n"
        let walked = ViewModel.build(Parser.parse(source: source)).uikit.localizesText
        #expect(walked == localizes, "the walk: \(member)")
        #expect(Self.summary(source).localizesText == localizes, "\(member)")
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

    /// Every rule example and fixture (not the inputs kept for the parser's sake, nesting
    /// thousands deep, which are never linted).
    private static var corpus: [String] {
        var sources = RuleRegistry.all.flatMap { $0.examples.fires + $0.examples.silent }.map { $0.replacingOccurrences(of: String(RuleExamples.marker), with: "") }
        let fixtures = FileManager.default.enumerator(at: TestBinary.fixtures, includingPropertiesForKeys: nil)
        while let url = fixtures?.nextObject() as? URL {
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8), ParserHazard.find(in: Array(text.utf8)) == nil else { continue }
            sources.append(text)
        }
        return sources
    }

    /// Every top-level declaration of every rule example and fixture: what its own UIKit model
    /// knows (facts of its types, localization) is in its summary.
    @Test func noDeclarationLosesAFactOverExamplesAndFixtures() throws {
        var declarationsWithFacts = 0
        for source in Self.corpus {
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

    /// The rules' UIKit model of a declaration is read only when its text names a `UI…` type (not
    /// `UUID` or `UInt`), localizes text, or declares a class, actor or extension with code of its own. Over every rule
    /// example and fixture, each declaration whose model read without the gate holds something
    /// UIKit (a receiver of a UIKit class, an override, a bar item, localized text) is read with it.
    @Test func theRulesGateSkipsNoDeclarationWithUIKitInIt() {
        var declarationsWithUIKit = 0
        // Structs too, and extensions that only nest types: their UIKit is read only when named
        // (classes, and extensions with code of their own, always are).
        let structs = [
            """
            struct PlayerControls {
                let button = UIButton(type: .system)
                func configure() { button.setImage(UIImage(systemName: "play"), for: .normal) }
            }
            """,
            """
            struct Badge: UIViewRepresentable {
                let id: UUID
                func makeUIView(context: Context) -> UILabel {
                    let label = UILabel()
                    label.isAccessibilityElement = true
                    return label
                }
                func updateUIView(_ view: UILabel, context: Context) {}
            }
            """,
            """
            extension Player {
                struct Controls {
                    let button = UIButton(type: .system)
                    func configure() { button.setImage(UIImage(systemName: "play"), for: .normal) }
                }
            }
            """,
        ]
        for source in Self.corpus + structs {
            let bytes = Array(source.utf8)
            for item in Parser.parse(source: source).statements {
                // A whole file's model is always read.
                let read = ViewModel.build(Parser.parse(source: item.description)).uikit
                guard Self.holdsUIKit(read) else { continue }
                declarationsWithUIKit += 1
                let gated = ViewModel.build(item, source: bytes).uikit
                #expect(Self.holdsUIKit(gated), "\(item.description.prefix(200))")
                #expect(gated.types.map(UIKitTypeFacts.init) == read.types.map(UIKitTypeFacts.init), "\(item.description.prefix(200))")
            }
        }
        #expect(declarationsWithUIKit >= 23)
    }

    /// What a UIKit rule can report on: a SwiftUI struct's `@State` receivers and calls are not.
    private static func holdsUIKit(_ model: UIKitModel) -> Bool {
        model.localizesText || model.types.contains { type in
            (type.receivers.keys + ["self"]).contains { model.receiverClass($0, in: type) != nil } || !type.overrides.isEmpty
                || type.observesTextSize || type.sendsControlActions || !type.barItems.isEmpty || type.adjustableTraitsOverride != nil
        }
    }
}
