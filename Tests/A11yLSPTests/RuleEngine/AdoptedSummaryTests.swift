// A document just opened whose summary the index already holds is linted on that summary, and its
// declarations' own summaries are made after the findings (issue 14: a tenth of a small view's
// lint). Whatever the order, every lint equals a fresh one, and the file's summary is what a fresh
// summary of its text gives.

import Foundation
import RuleEngine
import Testing

@testable import A11yLSP

@Suite struct AdoptedSummaryTests {
    private let linter = Linter()

    /// The summary a fresh state makes of `text`: what the background indexer puts in the index.
    private func indexedSummary(of text: String) -> FileSummary {
        linter.summarize(SourceDocument(text: text), state: IncrementalLintState())
    }

    private func replacing(_ old: String, with new: String, in document: SourceDocument) {
        let text = document.text
        let range = try! #require(text.range(of: old))
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        document.apply(ByteEdit(range: start..<(start + old.utf8.count), replacement: Array(new.utf8)))
    }

    @Test func aLintOnTheIndexedSummaryEqualsAFreshLintAndItsSummariesAreMadeAfter() throws {
        let document = SourceDocument(bytes: Array(TypingFixture.text.utf8))
        let state = IncrementalLintState()
        state.adopt(indexedSummary(of: TypingFixture.text))
        let findings = linter.lint(document, state: state)
        #expect(!findings.isEmpty)
        #expect(findings == linter.lint(source: TypingFixture.text))
        #expect(state.summariesPending, "the declarations' own summaries wait for the findings to be sent")
        let made = try #require(linter.completeSummaries(document, state: state))
        #expect(made == indexedSummary(of: TypingFixture.text))
        #expect(!state.summariesPending)
        #expect(linter.completeSummaries(document, state: state) == nil, "nothing is left to make")
    }

    /// Edits after the adopted lint, with the summaries made after it or left for the next lint to
    /// make: each lint equals a fresh one, and so does the summary, also when an edit changes it.
    @Test(arguments: [true, false]) func editsAfterIt(completedBetween: Bool) throws {
        let text = """
            import SwiftUI

            struct Badge: View {
                var symbol: String
                var body: some View { Image(systemName: symbol) }
            }

            struct Shelf: View {
                @State private var isOn = false
                var body: some View {
                    VStack {
                        Badge(symbol: "star")
                        Button(action: { isOn.toggle() }) { Image(systemName: "gear") }
                    }
                }
            }
            """
        let document = SourceDocument(text: text)
        let state = IncrementalLintState()
        state.adopt(indexedSummary(of: text))
        #expect(linter.lint(document, state: state) == linter.lint(source: text))
        if completedBetween { linter.completeSummaries(document, state: state) }
        let edits = [
            ("struct Shelf", "struct Shelf"),  // the same text: a lint that reuses every declaration
            ("var symbol: String", "var symbol: String\n    var caption = \"\""),  // Badge's summary changes
            ("\"gear\")", "\"gear\").accessibilityLabel(\"Settings\")"),
            ("Badge(symbol: \"star\")", "Badge(symbol: \"star\")\n            Text(\"Shelf\")"),
        ]
        for (old, new) in edits where document.text.contains(old) {
            replacing(old, with: new, in: document)
            #expect(linter.lint(document, state: state) == linter.lint(source: document.text), "after \(new)")
            #expect(state.summary == indexedSummary(of: document.text), "after \(new)")
        }
    }

    /// The summaries made after the text changed (a caller that completes late), then the change
    /// undone: the declaration that went away and came back is summarized again, not taken with
    /// no summary.
    @Test func summariesMadeAfterAnEditThatIsThenUndone() throws {
        let text = """
            import SwiftUI

            struct Tile: View {
                var body: some View { Button(action: {}) { Image(systemName: "trash") } }
            }

            struct Row: View {
                var title: String
                var body: some View { Text(title) }
            }
            """
        let document = SourceDocument(text: text)
        let state = IncrementalLintState()
        state.adopt(indexedSummary(of: text))
        _ = linter.lint(document, state: state)
        replacing("var title: String", with: "var title: String\n    var subtitle: String", in: document)
        #expect(linter.completeSummaries(document, state: state) == nil, "the text is not the one last linted")
        replacing("var title: String\n    var subtitle: String", with: "var title: String", in: document)
        #expect(linter.lint(document, state: state) == linter.lint(source: text))
        #expect(state.summary == indexedSummary(of: text))
    }

    /// A summary asked for after an adoption is worked out, not adopted, and the lint after it
    /// equals a fresh one with the fresh summary.
    @Test func aSummaryAskedForIsWorkedOut() throws {
        let text = """
            import SwiftUI

            struct Row: View {
                var title: String
                var body: some View { Text(title) }
            }
            """
        let document = SourceDocument(text: text)
        let state = IncrementalLintState()
        state.adopt(FileSummary())
        #expect(linter.summarize(document, state: state) == indexedSummary(of: text))
        #expect(!state.summariesPending)
        #expect(linter.lint(document, state: state) == linter.lint(source: text))
        #expect(state.summary == indexedSummary(of: text))
    }

    /// Identical declarations (two equal previews) are each summarized, whether the file is
    /// summarized fresh, after an edit elsewhere, or after an adopted lint.
    @Test func identicalDeclarationsAreEachSummarized() throws {
        let preview = "#Preview { Row(title: \"A\") }\n"
        let text = "import SwiftUI\n\nstruct Row: View {\n    var title: String\n    var body: some View { Text(title) }\n}\n\n" + preview + "\n" + preview
        let fresh = indexedSummary(of: text)
        let single = indexedSummary(of: text.replacingOccurrences(of: "\n" + preview, with: "", options: .backwards))
        #expect(fresh != single, "the second preview adds its own use site")
        let document = SourceDocument(text: text)
        let state = IncrementalLintState()
        state.adopt(fresh)
        _ = linter.lint(document, state: state)
        #expect(linter.completeSummaries(document, state: state) == fresh)
        replacing("var title: String", with: "var title: String\n    var detail = \"\"", in: document)
        _ = linter.lint(document, state: state)
        #expect(state.summary == indexedSummary(of: document.text))
    }

    /// Were the index's summary not the one of these bytes, making the summaries says so, and the
    /// next lint (a server checks the document again) equals a fresh one.
    @Test func aSummaryOfOtherBytesIsFoundOut() throws {
        let text = """
            import SwiftUI

            struct Tile: View {
                var body: some View { Button(action: {}) { Image(systemName: "trash") } }
            }
            """
        let document = SourceDocument(text: text)
        let state = IncrementalLintState()
        state.adopt(FileSummary())
        _ = linter.lint(document, state: state)
        let made = try #require(linter.completeSummaries(document, state: state))
        #expect(made != FileSummary())
        #expect(made == indexedSummary(of: text))
        #expect(linter.lint(document, state: state) == linter.lint(source: text))
    }
}
