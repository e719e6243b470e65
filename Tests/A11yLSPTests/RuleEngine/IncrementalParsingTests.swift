// Incremental re-parsing reuses the old tree and always ends where a fresh parse would.
import Foundation

import RuleEngine
import SwiftSyntax
import Testing

@Suite struct IncrementalParsingTests {
    static let row = """
        struct Row%d: View {
            @State private var on = false
            var body: some View {
                HStack {
                    Text("Item %d")
                    Button { on.toggle() } label: { Image(systemName: on ? "pin.slash" : "pin") }
                    Button(on ? "Unmute" : "Mute") { on.toggle() }
                        .accessibilityAddTraits(on ? .isSelected : [])
                    Image(systemName: "heart").onTapGesture { like() }
                }
            }
        }

        """

    static func largeFile(views: Int) -> String {
        (0..<views).map { String(format: row, $0, $0) }.joined()
    }

    private final class Counter { var count = 0 }

    @Test func reusesNodesAfterASmallEditInALargeFile() throws {
        let text = Self.largeFile(views: 200)
        let document = SourceDocument(text: text)
        _ = document.tree
        let reused = Counter()
        document.reusedNodeCallback = { _ in reused.count += 1 }
        let offset = try #require(text.range(of: "Item 100")).upperBound.utf16Offset(in: text)
        // An escape, so the parser is asked (a plain letter in a string is swapped in: `TokenSwap`).
        document.apply(ByteEdit(range: offset..<offset, replacement: #"\u{30}"#))
        let tree = document.tree
        #expect(reused.count > 100, "most of the 200 declarations are taken over unchanged")
        #expect(tree.description == document.text)
        #expect(document.text.contains(#"Item 100\u{30}""#))
    }

    @Test func findingsAfterEditsEqualAFreshLint() {
        let linter = Linter()
        let document = SourceDocument(text: Self.largeFile(views: 6))
        var generator = SeededGenerator(seed: 7)
        let insertions = ["x", " ", "\n", "(", ")", "{", "}", "\"", ".accessibilityLabel(\"Pin\")", "Button(\"\") {}", "//", "é😀"]
        for step in 0..<300 {
            let count = document.bytes.count
            let lower = Int.random(in: 0...count, using: &generator)
            var upper = Int.random(in: lower...min(count, lower + 12), using: &generator)
            // Keep edits on character boundaries, as an editor's are.
            var lowerBound = lower
            while lowerBound > 0, lowerBound < count, document.bytes[lowerBound] & 0xC0 == 0x80 { lowerBound -= 1 }
            while upper < count, document.bytes[upper] & 0xC0 == 0x80 { upper += 1 }
            let replacement = Bool.random(using: &generator) ? insertions.randomElement(using: &generator)! : ""
            document.apply(ByteEdit(range: lowerBound..<max(lowerBound, upper), replacement: replacement))
            if step % 3 == 0 {
                let incremental = linter.lint(document)
                let fresh = linter.lint(source: document.text)
                #expect(incremental == fresh, "step \(step)")
                #expect(document.tree.description == document.text, "step \(step)")
                if incremental != fresh { return }
            }
        }
    }

    @Test func deletingTheTraitLineRemovesTheFinding() throws {
        let text = """
            Button(muted ? "Unmute" : "Mute") { muted.toggle() }
                .accessibilityAddTraits(muted ? .isSelected : [])
                .padding()
            """
        let document = SourceDocument(text: text)
        #expect(Linter().lint(document).map(\.ruleID) == ["toggle-name-and-selected-trait"])
        let line = try #require(text.range(of: "    .accessibilityAddTraits(muted ? .isSelected : [])\n"))
        document.apply(ByteEdit(
            range: text[..<line.lowerBound].utf8.count..<text[..<line.upperBound].utf8.count, replacement: ""))
        #expect(Linter().lint(document).isEmpty)
        #expect(!document.text.contains("isSelected"))
    }

    @Test func replacingTheWholeTextKeepsTheTreeCurrent() {
        let document = SourceDocument(text: Self.largeFile(views: 3))
        _ = document.tree
        let changed = Self.largeFile(views: 3).replacingOccurrences(of: "Item 1", with: "Entry 1")
        document.replaceAll(with: Array(changed.utf8))
        #expect(document.text == changed)
        #expect(document.tree.description == changed)
    }
}
