// `a11y-lsp tree`: every hand-written expectation in Fixtures/Tree (each fixture's first
// comment says which rule of reading order it pins down), the JSON schema the README
// documents, and the command's options.

import Foundation
import JSONRPC
import Testing

@Suite struct TreeCLITests {
    static let folder = TestBinary.fixtures.appendingPathComponent("Tree")

    /// Every `X.expected` beside an `X.swift`, at any depth.
    static func goldenCases() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var cases: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".expected") else { continue }
            let source = String(relative.dropLast(".expected".count)) + ".swift"
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(source).path) { cases.append(source) }
        }
        return cases.sorted()
    }

    @Test func enoughGoldenCasesAreChecked() {
        #expect(Self.goldenCases().count >= 19, "\(Self.goldenCases())")
    }

    @Test(arguments: goldenCases()) func treeMatchesTheHandWrittenExpectation(_ source: String) throws {
        let expected = try String(contentsOf: Self.folder.appendingPathComponent(String(source.dropLast(".swift".count)) + ".expected"), encoding: .utf8)
        let run = try TestBinary.run(["tree", Self.folder.appendingPathComponent(source).path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == expected)
    }

    /// The README's demo: the bundled player's controls in the order a swipe reaches them.
    @Test func playerExampleIsReadInSwipeOrder() throws {
        let expected = try String(contentsOf: Self.folder.appendingPathComponent("PlayerControls.expected"), encoding: .utf8)
        let run = try TestBinary.run(["tree", "Examples/PlayerControls.swift"], in: TestBinary.packageRoot)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == expected)
    }

    // MARK: JSON

    private func json(_ relative: String, _ extra: [String] = []) throws -> JSONValue {
        let run = try TestBinary.run(["tree", "--format", "json"] + extra + [Self.folder.appendingPathComponent(relative).path])
        #expect(run.status == 0, "\(run.stderr)")
        return try JSONParser.parse(run.stdout)
    }

    /// Every member the README documents, with its type, and no other.
    private func checkElement(_ element: JSONValue) throws {
        let members = try #require(element.objectValue)
        #expect(Set(members.keys) == ["line", "label", "announcement", "traits", "condition", "repeats", "children"])
        #expect(try #require(element["line"]?.intValue) > 0)
        #expect(element["label"]?.stringValue != nil || element["label"]?.isNull == true)
        #expect(element["announcement"]?.stringValue != nil)
        #expect(try #require(element["traits"]?.arrayValue).allSatisfy { $0.stringValue != nil })
        #expect(element["condition"]?.stringValue != nil || element["condition"]?.isNull == true)
        #expect(element["repeats"]?.stringValue != nil || element["repeats"]?.isNull == true)
        for child in try #require(element["children"]?.arrayValue) { try checkElement(child) }
    }

    @Test func jsonHasTheDocumentedMembersAndTypes() throws {
        for fixture in ["QueueContainer.swift", "HiddenViews.swift", "ConditionalPlayer.swift", "HelpLinks.swift"] {
            let document = try json(fixture)
            #expect(Set(try #require(document.objectValue).keys) == ["version", "views"])
            #expect(document["version"] == 1)
            let views = try #require(document["views"]?.arrayValue)
            #expect(!views.isEmpty)
            for view in views {
                #expect(Set(try #require(view.objectValue).keys) == ["type", "line", "elements", "hidden", "rotor"])
                #expect(view["type"]?.stringValue?.isEmpty == false)
                #expect(try #require(view["line"]?.intValue) > 0)
                for element in try #require(view["elements"]?.arrayValue) { try checkElement(element) }
                for hidden in try #require(view["hidden"]?.arrayValue) {
                    #expect(Set(try #require(hidden.objectValue).keys) == ["line", "reason"])
                    #expect(try #require(hidden["line"]?.intValue) > 0)
                    #expect(["decorative", "accessibilityHidden", "hidden"].contains(hidden["reason"]?.stringValue ?? ""))
                }
                let rotor = try #require(view["rotor"]?.objectValue)
                #expect(Set(rotor.keys) == ["headings", "links", "formControls", "images"])
                #expect(rotor.values.allSatisfy { ($0.intValue ?? -1) >= 0 })
            }
        }
    }

    @Test func jsonCarriesTheTreeItselfNotJustItsShape() throws {
        let queue = try #require(try json("QueueContainer.swift")["views"]?.arrayValue?.first)
        let container = try #require(queue["elements"]?.arrayValue?.last)
        #expect(container["label"] == "Up next")
        let children = try #require(container["children"]?.arrayValue)
        #expect(children.map { $0["announcement"]?.stringValue } == ["Queue, Heading", "‹song.title›"])
        #expect(children[0]["traits"] == ["header", "staticText"])
        #expect(children[1]["repeats"] == "n")
        #expect(queue["rotor"]?["headings"] == 1)

        let hidden = try #require(try json("HiddenViews.swift")["views"]?.arrayValue?.first)
        #expect(hidden["hidden"] == [["line": 8, "reason": "decorative"], ["line": 10, "reason": "accessibilityHidden"], ["line": 12, "reason": "hidden"]])

        let player = try #require(try json("ConditionalPlayer.swift")["views"]?.arrayValue?.first?["elements"]?.arrayValue)
        #expect(player.map { $0["condition"]?.stringValue } == [
            "if let episode = player.current", "if let episode = player.current", "else (if let episode = player.current)",
            "state == .loading", "state == .failed",
        ])
    }

    // MARK: Options

    @Test func typeOptionPicksOneView() throws {
        let document = try json("DetailsSheet.swift", ["--type", "OrderDetailsSheet"])
        #expect(document["views"]?.arrayValue?.map { $0["type"]?.stringValue } == ["OrderDetailsSheet"])
        let missing = try TestBinary.run(["tree", "--type", "Nowhere", Self.folder.appendingPathComponent("DetailsSheet.swift").path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no View type named Nowhere"))
    }

    @Test func customViewsOfOtherFilesNeedTheIndexAndADepth() throws {
        let path = Self.folder.appendingPathComponent("CrossFile/EpisodeList.swift").path
        let alone = try TestBinary.run(["tree", "--no-index", path])
        #expect(alone.stdout.contains("15  \"‹EpisodeCell›\" × n"), "\(alone.stdout)")
        let shallow = try TestBinary.run(["tree", "--depth", "0", path])
        #expect(shallow.stdout.contains("11  \"‹NoticeCard›\""), "\(shallow.stdout)")
        let deep = try TestBinary.run(["tree", "--depth", "2", path])
        #expect(deep.stdout.contains("15  \"Downloaded, Image\" × n"), "\(deep.stdout)")
    }

    @Test func markdownHasAHeadingPerViewAndAListOfElements() throws {
        let run = try TestBinary.run(["tree", "--format", "markdown", Self.folder.appendingPathComponent("DetailsSheet.swift").path])
        #expect(run.stdout.contains("## OrderSummary: 1 element\n\n- line 9: `\"Show details, Button\"`\n"), "\(run.stdout)")
        #expect(run.stdout.contains("## OrderDetailsSheet: 3 elements, 1 heading"))
        #expect(run.stdout.contains("Rotor: 1 heading, 0 links, 0 form controls, 0 images."))
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try TestBinary.run(["tree"]).status == 2)
        #expect(try TestBinary.run(["tree", "--format", "yaml", "x.swift"]).status == 2)
        #expect(try TestBinary.run(["tree", "/nonexistent/View.swift"]).status == 2)
    }
}

/// The README documents every member the JSON has, and no other.
@Suite struct TreeReadmeTests {
    @Test func theReadmeTableNamesEveryJSONMember() throws {
        let readme = try String(contentsOf: TestBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Accessibility tree").dropFirst().first?.components(separatedBy: "\n## ").first)
        // `elements[].label` → label; `hidden[].line`, `hidden[].reason` → both.
        var documented: [String: Set<String>] = [:]
        for row in section.split(separator: "\n") where row.hasPrefix("| `") {
            let names = row.dropFirst(2).prefix { $0 != "|" }
            for match in names.matches(of: /`(?:(views|elements|hidden)\[\]\.)?(\w+)`/) {
                documented[String(match.output.1 ?? "document"), default: []].insert(String(match.output.2))
            }
        }
        let run = try TestBinary.run(["tree", "--format", "json", TreeCLITests.folder.appendingPathComponent("HiddenViews.swift").path])
        let document = try JSONParser.parse(run.stdout)
        let view = try #require(document["views"]?.arrayValue?.first)
        #expect(documented["elements"] == Set(try #require(view["elements"]?.arrayValue?.first?.objectValue).keys))
        #expect(documented["hidden"] == Set(try #require(view["hidden"]?.arrayValue?.first?.objectValue).keys))
        #expect(documented["views"] == Set(try #require(view.objectValue).keys).subtracting(["elements", "hidden", "rotor"]))
        #expect(documented["document"] == ["version", "rotor"])
    }
}
