// `a11y-lsp bench --typing`: its built-in screen is one struct of about 800 lines that parses
// without errors and lints; it types where it says (the top of the first `body`, inside a
// `Text`'s string), and what it types there is what it claims (a snippet that completes into
// valid code, edits that keep every version valid).

import Foundation
import RuleEngine
import SwiftParser
import SwiftSyntax
import Testing

@testable import A11yLSP

@Suite struct TypingBenchTests {
    @Test func builtInScreenIsOneStructOfAbout800LinesThatParsesAndLints() throws {
        let text = TypingFixture.text
        let tree = Parser.parse(source: text)
        #expect(!tree.hasError, "the screen parses without syntax errors")
        let lines = text.utf8.count { $0 == UInt8(ascii: "\n") }
        #expect((780...880).contains(lines), "\(lines) lines")
        let types = tree.statements.filter { !$0.item.is(ImportDeclSyntax.self) }
        #expect(types.count == 1 && types.first?.item.is(StructDeclSyntax.self) == true, "one struct and nothing else")

        // Through the linter's entry points (the CLI's and the server's document) and the binary's `lint`.
        let findings = Linter().lint(source: text)
        #expect(Linter().lint(SourceDocument(text: text), state: IncrementalLintState()).map(\.ruleID) == findings.map(\.ruleID))
        let folder = try TemporaryFolder()
        try folder.write(TypingFixture.name, text)
        let run = try TestBinary.run(["lint", TypingFixture.name], in: folder.url)
        #expect([0, 1].contains(run.status), "\(run.stderr)")
        #expect(run.stderr.contains("in 1 file checked"), "\(run.stderr)")
    }

    @Test func typesAtTheTopOfTheFirstBodyAndInsideAString() throws {
        let places = try #require(TypingPlaces(in: TypingFixture.text))
        let text = String(decoding: places.text, as: UTF8.self)
        #expect(places.snippetPlace.contains("inside `NavigationStack {`"), "\(places.snippetPlace)")
        #expect(places.stringPlace?.contains("Text(\"Now Playing\")") == true, "\(places.stringPlace ?? "")")
        // Only an empty line was opened: the file as opened still parses.
        #expect(!Parser.parse(source: text).hasError)

        // The snippet, typed in full, is valid code again; on the way, most versions are not.
        let document = SourceDocument(bytes: places.text)
        var broken = 0
        for (index, byte) in TypingBench.snippet.utf8.enumerated() {
            document.apply(ByteEdit(range: (places.snippet + index)..<(places.snippet + index), replacement: [byte]))
            if document.tree.hasError { broken += 1 }
        }
        #expect(!document.tree.hasError)
        #expect(broken > TypingBench.snippet.utf8.count / 2)
        #expect(document.text.contains("\n            \(TypingBench.snippet)\n            List {\n"), "a line of its own above the list")

        // The valid edits keep every version valid.
        let valid = SourceDocument(bytes: places.text)
        let string = try #require(places.string)
        for (index, byte) in TypingBench.validText.utf8.enumerated() {
            valid.apply(ByteEdit(range: (string + index)..<(string + index), replacement: [byte]))
            #expect(!valid.tree.hasError, "after \(index + 1) characters")
        }
        #expect(valid.text.contains("Text(\"\(TypingBench.validText)Now Playing\")"))
        #expect(TypingBench.validText.utf8.count == TypingBench.snippet.utf8.count)
    }

    /// Where the snippet goes in bodies of other shapes: 1️⃣ marks it in the text as opened, 2️⃣ the string edits.
    @Test(arguments: [
        // A container under modifiers; the first string is a Text's, not the title's.
        (
            "struct A: View {\n    var body: some View {\n        List {\n            Label(\"Go\", systemImage: \"x\")\n            Text(\"Hi\")\n        }\n        .navigationTitle(\"T\")\n    }\n}\n",
            "struct A: View {\n    var body: some View {\n        List {\n            1️⃣\n            Label(\"Go\", systemImage: \"x\")\n            Text(\"2️⃣Hi\")\n        }\n        .navigationTitle(\"T\")\n    }\n}\n"
        ),
        // Content on the container's own line moves to a line of its own.
        (
            "struct A: View {\n    var body: some View {\n        Form { Section {\n            Toggle(\"On\", isOn: $on)\n        } }\n    }\n}\n",
            "struct A: View {\n    var body: some View {\n        Form {\n            1️⃣\n Section {\n            Toggle(\"2️⃣On\", isOn: $on)\n        } }\n    }\n}\n"
        ),
        // A closure with parameters: after `in`.
        (
            "struct A: View {\n    var body: some View {\n        List(items) { item in\n            Row(item)\n        }\n    }\n}\n",
            "struct A: View {\n    var body: some View {\n        List(items) { item in\n            1️⃣\n            Row(item)\n        }\n    }\n}\n"
        ),
        // A body without strings (a localized app's): the first string after it in its type.
        (
            "struct A: View {\n    let title = \"Before\"\n    var body: some View {\n        List {\n            row\n        }\n    }\n    var row: some View { Label(L10n.x, systemImage: \"gear\") }\n}\n",
            "struct A: View {\n    let title = \"Before\"\n    var body: some View {\n        List {\n            1️⃣\n            row\n        }\n    }\n    var row: some View { Label(L10n.x, systemImage: \"2️⃣gear\") }\n}\n"
        ),
        // No container (an `if`): the top of the body. A reducer's `body` before the view's is passed over.
        (
            "struct R: Reducer {\n  var body: some ReducerOf<Self> {\n    Reduce { _, _ in .none }\n  }\n}\nstruct A: View {\n  var body: some View {\n    if on {\n      Text(\"Yes\")\n    }\n  }\n}\n",
            "struct R: Reducer {\n  var body: some ReducerOf<Self> {\n    Reduce { _, _ in .none }\n  }\n}\nstruct A: View {\n  var body: some View {\n    1️⃣\n    if on {\n      Text(\"2️⃣Yes\")\n    }\n  }\n}\n"
        ),
    ])
    func placesInOtherBodies(source: String, marked: String) throws {
        let places = try #require(TypingPlaces(in: source))
        let (expected, offsets) = Markers.extract(marked)
        #expect(String(decoding: places.text, as: UTF8.self) == expected)
        #expect(places.snippet == offsets["1️⃣"])
        #expect(places.string == offsets["2️⃣"])
    }

    @Test func noBodyNoPlaces() {
        #expect(TypingPlaces(in: "struct A { var name: String { \"a\" } }\n") == nil)
    }

    @Test func benchTypesIntoAGivenFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("Small.swift", "struct A: View {\n    @State private var isOn = false\n    var body: some View {\n        VStack {\n            Text(\"Hi\")\n        }\n    }\n}\n")
        let run = try TestBinary.run(["bench", "--typing", "Small.swift", "--runs", "1", "--pace", "0", "--no-hints"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        for line in ["typing, all rounds", "valid edits, all rounds", "inside `VStack {`", "re-parse"] {
            #expect(run.stdout.contains(line), "\(line) in \(run.stdout)")
        }
        #expect(!run.stdout.contains("inlay hints"))
    }

    /// `bench --file` opens the file as an editor does, its project indexed first: findings that
    /// need another file of the project are in what the didOpen published, and not without the index.
    @Test func theFileBenchOpensItsFileWithTheProjectIndexed() throws {
        let folder = try TemporaryFolder()
        let fixture = TestBinary.fixtures.appendingPathComponent("Workspace")
        let copy = folder.url.appendingPathComponent("App")
        try FileManager.default.copyItem(at: fixture, to: copy)
        func published(_ extra: [String]) throws -> (count: Int, stdout: String) {
            let run = try TestBinary.run(["bench", "--file", "App/Screens/Home.swift", "--runs", "1"] + extra, in: folder.url)
            #expect(run.status == 0, "\(run.stderr)")
            let line = try #require(run.stdout.split(separator: "\n").first { $0.contains("the didOpen published") }, "\(run.stdout)")
            return (try #require(Int(line.split(separator: " ")[3])), run.stdout)
        }
        let warm = try published([])
        let alone = try published(["--no-index"])
        #expect(warm.stdout.contains("index: warm (the Swift files of \(copy.resolvingSymlinksInPath().path)"), "\(warm.stdout)")
        #expect(alone.stdout.contains("index: none"))
        // Home.swift's icon button (a custom initializer) and its row height (a metric) are in other files.
        #expect(warm.count >= alone.count + 2, "with the index \(warm.count), without \(alone.count)")
    }
}
