// The workspace index: what a file's summary says, how the index answers, and how the
// view model reads other files through it.

import Foundation
import RuleEngine
import SwiftParser
import Testing

@Suite struct WorkspaceIndexTests {
    static func summary(_ source: String) -> FileSummary {
        Linter().summarize(SourceDocument(text: source), state: IncrementalLintState())
    }

    static func index(_ files: [String: String]) -> WorkspaceIndex {
        var index = WorkspaceIndex()
        for (path, text) in files { index.update(path: path, summary: summary(text)) }
        return index
    }

    @Test func summarizesConstantsWithTheirText() {
        let summary = Self.summary(#"""
            enum UserText {
                static let learnMore = NSLocalizedString("promo.learn-more", value: "Learn More", comment: "")
                static let done = String(localized: "Done")
                static let settingsKey = NSLocalizedString("settings.title", comment: "")
                static var computed: String { "Computed" }
                static let about = L10n.tr("Localizable", "about", fallback: "About")
                static var copyLabel: String { return L10n.tr("Localizable", "copy_label") }
            }
            enum Metrics {
                static let row: CGFloat = 36
                static let compact = row - 8
                private static let secret = 3
            }
            """#)
        let values = Dictionary(uniqueKeysWithValues: summary.constants.map { ($0.name, $0.value) })
        #expect(values["UserText.learnMore"] == .text("Learn More"))
        #expect(values["UserText.done"] == .text("Done"))
        #expect(values["UserText.settingsKey"] == .localizationKey("settings.title"))
        #expect(values["UserText.computed"] == .text("Computed"))
        #expect(values["UserText.about"] == .text("About"), "SwiftGen with a fallback")
        #expect(values["UserText.copyLabel"] == .localizationKey("copy_label"), "SwiftGen without one: its key, whatever it looks like")
        #expect(values["Metrics.row"] == .number(36))
        #expect(values["Metrics.compact"] == .numeric(.binary("-", .constant("row"), .number(8))) || values["Metrics.compact"] == nil)
        #expect(summary.constants.first { $0.name == "Metrics.secret" }?.isFilePrivate == true)
    }

    @Test func summarizesWhereAViewsParametersGo() throws {
        let summary = Self.summary(#"""
            struct PromoCard: View {
                let title: String
                let icon: String
                let onLearnMore: () -> Void
                var body: some View {
                    VStack {
                        Image(systemName: icon)
                        Text(title)
                        Button("Learn more") { onLearnMore() }
                    }
                }
            }
            """#)
        let type = try #require(summary.types.first { $0.name == "PromoCard" })
        let body = try #require(type.body)
        #expect(body.uses(of: "title") == [.text])
        #expect(body.uses(of: "icon") == [.image])
        #expect(body.uses(of: "onLearnMore") == [.controlAction])
        #expect(body.containsControl)
        #expect(body.rootTypeName == "VStack")
        #expect(type.properties.first { $0.name == "onLearnMore" }?.isCallback == true)
    }

    @Test func summarizesUseSitesWithWhatTheirClosuresDo() throws {
        let summary = Self.summary(#"""
            struct Home: View {
                var body: some View {
                    PromoCard(title: "Sale", onLearnMore: { openURL(saleURL) })
                    NavigationLink(value: 1) { AlbumRow(album: album) }
                }
            }
            """#)
        let promo = try #require(summary.useSites.first { $0.typeName == "PromoCard" })
        #expect(promo.closureArguments.map(\.label) == ["onLearnMore"])
        #expect(promo.closureArguments.map(\.kind) == [.opensURL])
        #expect(promo.controlLabelOf == nil)
        #expect(summary.useSites.first { $0.typeName == "AlbumRow" }?.controlLabelOf == "NavigationLink")
    }

    @Test func summarizesModifiersAndStyles() throws {
        let summary = Self.summary(#"""
            extension View {
                func cardTitle() -> some View { font(.title3.bold()).foregroundStyle(.primary) }
                func highlighted(_ on: Bool) -> some View { self.background(on ? Color.yellow : Color.clear) }
            }
            struct CompactStyle: ButtonStyle {
                var compact = true
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(.vertical, 4).frame(height: compact ? 30 : 50)
                }
            }
            """#)
        let title = try #require(summary.modifiers.first { $0.name == "cardTitle" })
        #expect(title.applied.map(\.name) == ["font", "foregroundStyle"])
        #expect(title.applied.first?.arguments == ".title3.bold()")
        #expect(summary.modifiers.first { $0.name == "highlighted" }?.parameters == ["on"])
        let style = try #require(summary.types.first { $0.name == "CompactStyle" }?.style)
        #expect(style.heightCap == .conditional(parameter: "compact", negated: false, then: .number(30), otherwise: .number(50)))
        #expect(style.parametersTrueByDefault == ["compact"])
    }

    @Test func constantsAreAmbiguousWhenFilesDisagreeAndPrivateOnesStayInTheirFile() {
        let index = Self.index([
            "/a.swift": "enum Metrics { static let row: CGFloat = 36 }\nprivate enum Consts { static let side: CGFloat = 20 }",
            "/b.swift": "enum Metrics { static let row: CGFloat = 40 }",
        ])
        #expect(IndexLookup(index: index, path: "/c.swift").constant(named: "Metrics.row") == nil)
        #expect(IndexLookup(index: index, path: "/a.swift").constant(named: "Metrics.row") == .number(36))
        #expect(IndexLookup(index: index, path: "/a.swift").constant(named: "Consts.side") == .number(20))
        #expect(IndexLookup(index: index, path: "/b.swift").constant(named: "Consts.side") == nil)
    }

    @Test func recordedAnswersTellWhenAnIndexChangedWhatTheyDependOn() {
        var index = Self.index(["/metrics.swift": "enum Metrics { static let row: CGFloat = 36 }"])
        let lookup = IndexLookup(index: index, path: "/view.swift")
        #expect(lookup.constant(named: "Metrics.row") == .number(36))
        _ = lookup.constant(named: "Metrics.missing")
        let dependencies = lookup.dependencies
        #expect(Set(dependencies.keys) == [.constant("Metrics.row"), .constant("Metrics.missing")])
        let before = index.stamp
        index.update(path: "/other.swift", summary: Self.summary("enum Other { static let x = 1 }"))
        #expect(index.stamp != before)
        #expect(index.answersMatch(dependencies, from: "/view.swift"))
        index.update(path: "/metrics.swift", summary: Self.summary("enum Metrics { static let row: CGFloat = 44 }"))
        #expect(!index.answersMatch(dependencies, from: "/view.swift"))
        index.update(path: "/late.swift", summary: Self.summary("enum Metrics { static let missing = 2 }"))
        index.update(path: "/metrics.swift", summary: Self.summary("enum Metrics { static let row: CGFloat = 36 }"))
        #expect(!index.answersMatch(dependencies, from: "/view.swift"), "a name that had no answer now has one")
        let unchanged = index.stamp
        index.update(path: "/metrics.swift", summary: Self.summary("enum Metrics { static let row: CGFloat = 36 }"))
        #expect(index.stamp == unchanged, "an identical summary changes nothing")
    }

    /// A recorded answer's digest follows the answer's every field, however deep (a parameter of a
    /// view that a type answer holds), and nothing else: not the index it came from, nor spacing.
    @Test func anAnswersDigestFollowsEveryFieldOfTheAnswer() {
        let row = "struct Row: View {\n    let title: String\n    var body: some View { Button(title) {} }\n}"
        let digest = { (source: String) in Self.index(["/row.swift": source]).digest(of: .type("Row"), from: "/view.swift") }
        #expect(digest(row) == digest(row))
        #expect(digest(row) == digest(row.replacingOccurrences(of: "    ", with: "  ")))
        #expect(digest(row) != digest(row.replacingOccurrences(of: "Button(title) {}", with: "Text(title)")), "where the parameter flows")
        #expect(digest(row) != digest(row.replacingOccurrences(of: "let title: String", with: "let title: LocalizedStringKey")))
        #expect(digest(row) != digest(row.replacingOccurrences(of: "title", with: "name")))
        #expect(digest(row) != Self.index([:]).digest(of: .type("Row"), from: "/view.swift"))
        let metrics = { (value: String) in
            Self.index(["/m.swift": "enum Metrics { static let row: CGFloat = \(value) }"]).digest(of: .constant("Metrics.row"), from: "/view.swift")
        }
        #expect(metrics("36") == metrics("36"))
        #expect(metrics("36") != metrics("36.5"))
    }

    @Test func designSystemModifiersAreSeenThroughWithTheirArgumentsFilledIn() throws {
        let index = Self.index(["/ds.swift": #"""
            extension View {
                func cardTitle() -> some View { font(.title3.bold()) }
                func highlighted(_ on: Bool) -> some View { background(on ? Color.yellow : Color.clear).modifier(Pill(radius: 8)) }
            }
            struct Pill: ViewModifier {
                let radius: CGFloat
                func body(content: Content) -> some View { content.clipShape(RoundedRectangle(cornerRadius: radius)) }
            }
            """#])
        let source = #"Text("Hello").cardTitle().highlighted(isNew).padding()"#
        let model = ViewModel.build(Parser.parse(source: source), workspace: IndexLookup(index: index, path: "/v.swift"))
        let text = try #require(model.calls.first { $0.typeName == "Text" })
        let applied = text.appliedModifiers
        #expect(applied.map(\.modifier.name) == ["font", "background", "clipShape", "padding"])
        #expect(applied[0].modifier.firstArgument?.trimmedDescription == ".title3.bold()")
        #expect(applied[1].modifier.firstArgument?.trimmedDescription == "(isNew) ? Color.yellow : Color.clear")
        #expect(applied[2].modifier.firstArgument?.trimmedDescription == "RoundedRectangle(cornerRadius: (8))")
        #expect(applied[0].isFromDesignSystem && !applied[3].isFromDesignSystem)
        let cardTitle = try #require(text.modifiers.first { $0.name == "cardTitle" })
        #expect(applied[0].modifier.range == cardTitle.range, "a finding about the font points at .cardTitle()")
    }

    @Test func aDesignSystemModifiersParametersAreFilledInAsWholeWordsOutsideStrings() throws {
        let index = Self.index(["/ds.swift": #"""
            extension View {
                func badge(_ on: Bool, tint: Color) -> some View {
                    background(on ? tint.opacity(0.2) : onColor).foregroundStyle(on ? tint : .on).accessibilityLabel(on ? "Ein – ✓ on \(on ? "an" : tint.name) ." : "Aus")
                }
            }
            """#])
        let model = ViewModel.build(Parser.parse(source: #"Text("x").badge(isOn, tint: .blue)"#), workspace: IndexLookup(index: index, path: "/v.swift"))
        let text = try #require(model.calls.first { $0.typeName == "Text" })
        #expect(text.appliedModifiers.map { $0.modifier.firstArgument?.trimmedDescription } == [
            "(isOn) ? (.blue).opacity(0.2) : onColor",
            "(isOn) ? (.blue) : .on",
            #"(isOn) ? "Ein – ✓ on \((isOn) ? "an" : (.blue).name) ." : "Aus""#,
        ])
    }

    @Test func aCapitalizedCallIsACustomViewOnlyWhenTheIndexKnowsOne() throws {
        let index = Self.index(["/row.swift": "struct ProfileRow: View { var body: some View { Text(name) } }"])
        let model = ViewModel.build(Parser.parse(source: "VStack { ProfileRow(); Formatter() }"), workspace: IndexLookup(index: index, path: "/v.swift"))
        #expect(try #require(model.calls.first { $0.typeName == "ProfileRow" }).isKnownCustomView)
        #expect(try #require(model.calls.first { $0.typeName == "Formatter" }).isKnownCustomView == false)
        let alone = ViewModel.build(Parser.parse(source: "VStack { Formatter() }"))
        #expect(try #require(alone.calls.first { $0.typeName == "Formatter" }).isKnownCustomView, "without an index every capitalized call may be a view")
    }

    @Test func stringTablesGiveKeysTheirText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-lsp-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = folder.appendingPathComponent("en.lproj/Localizable.strings")
        try Data(#"""
            /* A comment */
            "settings.title" = "Settings";
            // another
            "promo.body" = "Say \"hi\"\nthere";
            "shared.key" = "One";
            """#.utf8).write(to: strings)
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        try Data(#"{"sourceLanguage":"en","strings":{"onboarding.next":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Next"}}}},"Skip":{},"shared.key":{"localizations":{"en":{"stringUnit":{"value":"Two"}}}}}}"#.utf8).write(to: catalog)
        let found = WorkspaceFiles.find(under: folder.path)
        #expect(found.stringTables.count == 2)
        let table = StringTables.load(found.stringTables)
        #expect(table["settings.title"] == "Settings")
        #expect(table["promo.body"] == "Say \"hi\"\nthere")
        #expect(table["onboarding.next"] == "Next")
        #expect(table["Skip"] == "Skip")
        #expect(table["shared.key"] == nil, "two tables disagree: which text applies is unknown")
        var index = WorkspaceIndex()
        index.setStrings(["settings.title": "Settings"])
        let model = ViewModel.build(Parser.parse(source: #"Button("settings.title") { open() }"#), workspace: IndexLookup(index: index, path: "/v.swift"))
        #expect(try #require(model.calls.first { $0.typeName == "Button" }).title == .literal("Settings", 7..<23))
    }
}

@Suite struct ProjectFactsTests {
    static let shop = TestBinary.fixtures.appendingPathComponent("Projects/Shop")

    @Test func readsTargetsPlatformsWidgetsAndTestsFromAnXcodeProject() throws {
        let facts = ProjectFacts(WorkspaceFiles.find(under: Self.shop.path))
        func of(_ path: String) -> TargetFacts? { facts.facts(for: Self.shop.appendingPathComponent(path).path) }
        #expect(of("Shop/CartView.swift") == TargetFacts(platform: .iOS, isWidgetExtension: false, isTest: false), "SDKROOT from an included xcconfig")
        #expect(of("Shared/Price.swift")?.platform == .iOS, "built for iOS and macOS: checked as iOS")
        #expect(of("ShopMac/MacCart.swift")?.platform == .macOS)
        #expect(of("ShopWidget/WidgetCart.swift") == TargetFacts(platform: .iOS, isWidgetExtension: true, isTest: false), "a synchronized folder")
        #expect(of("ShopWidget/Notes.swift") == TargetFacts(platform: .iOS, isWidgetExtension: false, isTest: false), "excepted from the widget, added to the app")
        #expect(of("Verification/CartChecks.swift")?.isTest == true)
        #expect(of("Elsewhere.swift") == nil)
    }

    @Test func readsAPackagesPlatforms() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "MacKit", platforms: [.macOS(.v14)], targets: [.target(name: "MacKit")])
            """)
        try folder.write("Sources/MacKit/Panel.swift", "struct Panel {}")
        let facts = ProjectFacts(WorkspaceFiles.find(under: folder.url.path))
        #expect(facts.facts(for: folder.url.appendingPathComponent("Sources/MacKit/Panel.swift").resolvingSymlinksInPath().path)?.platform == .macOS
            || facts.facts(for: folder.url.appendingPathComponent("Sources/MacKit/Panel.swift").path)?.platform == .macOS)
    }

    @Test func oldStylePropertyListsParseWithCommentsAndQuotes() throws {
        let list = try PropertyList.parse(Array(("// !$*UTF8*$!\n" + #"{ a = "x \"y\""; /* note */ b = ( c, "d e", ); f = { g = h; }; }"#).utf8))
        #expect(list["a"]?.string == #"x "y""#)
        #expect(list["b"]?.array?.compactMap(\.string) == ["c", "d e"])
        #expect(list["f"]?["g"]?.string == "h")
        #expect(throws: PropertyList.ParseError.self) { try PropertyList.parse(Array("{ a = b }".utf8)) }
    }
}
