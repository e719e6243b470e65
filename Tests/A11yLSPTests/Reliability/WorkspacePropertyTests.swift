// Incremental equals full across files: edits to helper files and to the files that use
// them, in random order, each followed by what the server does (lint the edited file, put
// its summary in the index, lint again every file whose answers changed), must leave every
// file with the findings a fresh lint of the whole workspace gives.

import Foundation
import RuleEngine
import Testing

@Suite struct WorkspacePropertyTests {
    /// The fixture app's files, by path.
    static func files() throws -> [(path: String, text: String)] {
        let root = TestBinary.fixtures.appendingPathComponent("Workspace")
        var result: [(path: String, text: String)] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            result.append(("/workspace/" + relative, try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)))
        }
        return result.sorted { $0.path < $1.path }
    }

    /// Edits that change what a file tells the others, or what it asks of them: a replacement of one
    /// piece of text by another, tried where it occurs.
    static let mutations: [(String, String)] = [
        ("smallIcon: CGFloat = 28", "smallIcon: CGFloat = 44"), ("smallIcon: CGFloat = 44", "smallIcon: CGFloat = 28"),
        ("static let height: CGFloat = 50", "static let height: CGFloat = 60"), ("static let height: CGFloat = 60", "static let height: CGFloat = 50"),
        ("compact: true", "compact: false"), ("compact: false", "compact: true"),
        ("init(symbol: Image,", "init(glyph: Image,"), ("init(glyph: Image,", "init(symbol: Image,"),
        ("value: \"Close\"", "value: \"Close button\""), ("value: \"Close button\"", "value: \"Close\""),
        ("onLearnMore: { openURL(promoURL) }", "onLearnMore: { showDetails = true }"), ("onLearnMore: { showDetails = true }", "onLearnMore: { openURL(promoURL) }"),
        ("NavigationLink(value: album) { AlbumRow(album: album) }", "AlbumRow(album: album)"), ("AlbumRow(album: album)\n", "NavigationLink(value: album) { AlbumRow(album: album) }\n"),
        ("func cardTitle()", "func cardTitle2()"), ("func cardTitle2()", "func cardTitle()"),
        ("struct AlbumRow: View", "struct AlbumRow"), ("struct AlbumRow {", "struct AlbumRow: View {"),
    ]

    /// Every file linted afresh against an index built afresh.
    static func freshLint(_ texts: [String: String], linter: Linter) -> [String: [Finding]] {
        var index = WorkspaceIndex()
        for (path, text) in texts { index.update(path: path, summary: linter.summarize(SourceDocument(text: text), state: IncrementalLintState())) }
        var result: [String: [Finding]] = [:]
        for (path, text) in texts {
            result[path] = linter.lint(SourceDocument(text: text), state: IncrementalLintState(), workspace: WorkspaceContext(index: index, path: path))
        }
        return result
    }

    @Test(arguments: [3, 17, 41])
    func editsInAnyOrderEndWhereAFreshLintOfTheWorkspaceDoes(seed: UInt64) throws {
        let linter = Linter()
        let files = try Self.files()
        var documents: [String: (document: SourceDocument, state: IncrementalLintState)] = [:]
        var findings: [String: [Finding]] = [:]
        var index = WorkspaceIndex()
        for file in files {
            documents[file.path] = (SourceDocument(text: file.text), IncrementalLintState())
            index.update(path: file.path, summary: linter.summarize(documents[file.path]!.document, state: documents[file.path]!.state))
        }
        // As the server: lint one file, note its summary, then lint every file whose answers changed.
        func lint(_ path: String) {
            let (document, state) = documents[path]!
            findings[path] = linter.lint(document, state: state, workspace: WorkspaceContext(index: index, path: path))
            index.update(path: path, summary: state.summary)
        }
        func propagate() {
            var changed = true
            while changed {
                changed = false
                for path in documents.keys.sorted() where !index.answersMatch(documents[path]!.state.dependencies, from: path) {
                    lint(path)
                    changed = true
                }
            }
        }
        for file in files { lint(file.path) }
        propagate()
        var generator = SeededGenerator(seed: seed)
        var applied = 0
        for step in 0..<60 {
            let path = files.randomElement(using: &generator)!.path
            let (document, _) = documents[path]!
            let text = document.text
            let candidates = Self.mutations.filter { text.contains($0.0) }
            guard let (old, new) = candidates.randomElement(using: &generator), let range = text.range(of: old) else { continue }
            let lower = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
            document.apply(ByteEdit(range: lower..<(lower + old.utf8.count), replacement: new))
            applied += 1
            lint(path)
            propagate()
            let fresh = Self.freshLint(documents.mapValues { $0.document.text }, linter: linter)
            for file in files where findings[file.path] != fresh[file.path] {
                Issue.record("step \(step): \(file.path) differs after editing \(path) (\(old) → \(new))")
                return
            }
        }
        #expect(applied > 20, "the edits found text to change")
    }
}
