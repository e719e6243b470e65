// The hover cards: one per component of the catalog, each consistent with the
// others and with the rules (its example lints clean).

import RuleEngine
import SwiftParser
import SwiftSyntax
import Testing

@Suite struct ComponentCardTests {
    /// The components of RULES.md's COMPONENTS section, in catalog order, then the wave-2 entries.
    static let componentIDs = [
        "button.basic", "button.toggle", "checkbox", "datepicker", "dialog.alert", "dialog.confirmation",
        "dialog.modal", "link.basic", "link.inline", "list.row", "menu", "radio", "select.menu",
        "select.segmented", "select.wheel", "slider", "stepper", "switch.basic", "textfield",
        "semantic-control", "global.touch-target-size", "global.focus-visible", "headings", "timing-motion",
    ]

    @Test func exactlyOneCardPerComponent() {
        let ids = ComponentCards.all.map(\.component.rawValue)
        #expect(ids == Self.componentIDs, "one card per component, in catalog order")
        for id in Self.componentIDs {
            #expect(ids.filter { $0 == id }.count == 1, "\(id) needs exactly one card")
            #expect(ComponentCards.card(for: Component(rawValue: id)) != nil, "no card found for \(id)")
        }
    }

    @Test func pickAnotherPointsAtOtherCards() {
        for card in ComponentCards.all {
            for alternative in card.pickAnother {
                #expect(ComponentCards.card(for: alternative.component) != nil,
                        "\(card.component) suggests \(alternative.component), which has no card")
                #expect(alternative.component != card.component, "\(card.component) suggests itself")
            }
        }
    }

    @Test(arguments: componentIDs)
    func markdownNamesTheComponent(id: String) throws {
        let card = try #require(ComponentCards.card(for: Component(rawValue: id)))
        #expect(card.markdown.contains(id))
        #expect(card.markdown.contains("```swift\n\(card.example)\n```"))
    }

    @Test(arguments: componentIDs)
    func exampleLintsClean(id: String) throws {
        let card = try #require(ComponentCards.card(for: Component(rawValue: id)))
        let findings = Linter().lint(source: card.example)
        #expect(findings.isEmpty, "\(id): \(findings.map { "\($0.ruleID): \($0.message)" })")
    }

    @Test(arguments: componentIDs)
    func exampleParses(id: String) throws {
        let card = try #require(ComponentCards.card(for: Component(rawValue: id)))
        #expect(!Parser.parse(source: card.example).hasError, "\(id): the example has a syntax error")
    }

    /// The clean-lint check above means something: the same linter flags a broken example.
    @Test func lintingAnExampleCanFail() {
        let broken = #"Button { showSettings = true } label: { Image(systemName: "gearshape") }"#
        #expect(Linter().lint(source: broken).map(\.ruleID).contains("icon-only-control-name"))
    }

    /// Cards are read in a hover popup: every field stays short.
    @Test(arguments: componentIDs)
    func fieldsStayConcise(id: String) throws {
        let card = try #require(ComponentCards.card(for: Component(rawValue: id)))
        #expect(!card.name.isEmpty && !card.summary.isEmpty)
        #expect(!card.summary.contains("\n"), "the summary is one line")
        #expect((1...3).contains(card.useWhen.count))
        #expect((1...3).contains(card.pickAnother.count))
        #expect((4...7).contains(card.mustHaves.count))
        #expect((3...5).contains(card.donts.count))
        let lines = card.example.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect((3...12).contains(lines), "\(id): the example has \(lines) lines")
    }

    /// The headings card shows over a title, the header trait and a navigation title.
    @Test func theHeadingsCardShowsOverTitlesAndTheHeaderTrait() throws {
        let source = #"VStack { Text("Orders").font(.title2).accessibilityAddTraits(.isHeader); Text("Body") }.navigationTitle("Shop")"#
        let model = ViewModel.build(Parser.parse(source: source))
        for needle in ["Text(\"Orders", "accessibilityAddTraits", "navigationTitle"] {
            let offset = try #require(source.range(of: needle)).lowerBound.utf16Offset(in: source) + 2
            #expect(ComponentResolver.match(at: offset, in: model)?.component == .headings, "\(needle)")
        }
        let body = try #require(source.range(of: "Text(\"Body")).lowerBound.utf16Offset(in: source) + 1
        #expect(ComponentResolver.match(at: body, in: model) == nil, "body text is no heading")
    }
}
