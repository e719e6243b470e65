// A keystroke's type is searched for its rules' trigger words and for the names it mentions piece
// by piece (issue 16): the members the keystroke left alone keep their answers. At every keystroke
// the findings are those of a fresh lint, as a trigger word or a name comes and goes.

import Foundation
import RuleEngine
import Testing

@testable import A11yLSP

@Suite struct DeclarationScanTests {
    /// Opens `source`, types `typed` a byte at a time at `offset`, then deletes it a byte at a time
    /// from its end; checks each version's findings against a fresh lint. Returns the findings once
    /// typed, and how many pieces each keystroke read.
    @discardableResult
    private func typeThenDelete(_ typed: String, at offset: Int, in source: String) -> (typed: [Finding], read: [Int]) {
        let linter = Linter()
        let document = SourceDocument(text: source)
        let state = IncrementalLintState()
        _ = linter.lint(document, state: state)
        var read: [Int] = []
        var whenTyped: [Finding] = []
        func check(_ what: String) -> [Finding] {
            let before = state.piecesRead
            let findings = linter.lint(document, state: state)
            read.append(state.piecesRead - before)
            #expect(findings == linter.lint(source: document.text), "findings \(what)")
            return findings
        }
        for (typedCount, byte) in typed.utf8.enumerated() {
            document.apply(ByteEdit(range: (offset + typedCount)..<(offset + typedCount), replacement: [byte]))
            whenTyped = check("after typing \(typedCount + 1) bytes of \(typed)")
        }
        for left in (0..<typed.utf8.count).reversed() {
            document.apply(ByteEdit(range: (offset + left)..<(offset + left + 1), replacement: []))
            _ = check("with \(left) bytes of \(typed) left")
        }
        #expect(document.text == source)
        return (whenTyped, read)
    }

    private func offset(after marker: String, in source: String) throws -> Int {
        let range = try #require(source.range(of: marker))
        return source.utf8.distance(from: source.startIndex, to: range.upperBound)
    }

    /// After the first keystroke, which reads the type whole, each keystroke reads the one member it changed.
    @Test func typingInTheFixturesBodyReadsOnePiece() throws {
        let places = try #require(TypingPlaces(in: TypingFixture.text))
        let text = String(decoding: places.text, as: UTF8.self)
        let read = typeThenDelete("Later", at: try #require(places.string), in: text).read
        #expect(read[0] > 10, "\(read)")
        #expect(read.dropFirst().allSatisfy { $0 == 1 }, "\(read)")
    }

    static let shareSheet = #"""
        import SwiftUI

        struct ShareSheet: View {
            @State private var copied = false
            let link: URL

            var header: some View {
                Text("Share this list")
                    .font(.headline)
            }

            var body: some View {
                VStack {
                    header
                    Button("Copy Link") {
                        copy()
                        copied = true
                    }
                    if copied { Text("Link copied") }
                }
            }

            private func copy() {
                UIPasteboard.general.url = link
            }
        }
        """#

    /// The rule's only trigger word is typed into one member while the others are kept: the rule
    /// starts when the word is complete and stops when it is broken again.
    @Test func aTriggerWordTypedIntoOneMemberStartsItsRule() throws {
        let line = "\n                DispatchQueue.main.asyncAfter(deadline: .now() + 2) { copied = false }"
        let (findings, read) = typeThenDelete(line, at: try offset(after: "copied = true", in: Self.shareSheet), in: Self.shareSheet)
        #expect(findings.map(\.ruleID).contains("auto-dismiss-without-control"), "\(findings.map(\.ruleID))")
        #expect(read.dropFirst().allSatisfy { $0 <= 2 }, "\(read)")
    }

    static let toastInAnotherDeclaration = #"""
        import SwiftUI

        struct CopiedToast: View {
            var body: some View {
                Text("Link copied")
                    .padding()
            }
        }

        struct ShareSheet: View {
            @State private var copied = false

            var toast: some View {
                CopiedToast()
            }

            var body: some View {
                VStack {
                    Button("Copy Link") {
                        copied = true
                    }
                    if copied { toast }
                }
            }
        }
        """#

    /// The message the wait hides is a view declared elsewhere in the file, named in a member the
    /// keystrokes leave alone: that member's kept names still tie the two declarations, so the
    /// rule sees the message and fires, as a fresh lint does.
    @Test func namesInMembersNotTypedInStillTieTheDeclarations() throws {
        let line = "\n                DispatchQueue.main.asyncAfter(deadline: .now() + 2) { copied = false }"
        let source = Self.toastInAnotherDeclaration
        let findings = typeThenDelete(line, at: try offset(after: "copied = true", in: source), in: source).typed
        #expect(findings.map(\.ruleID).contains("auto-dismiss-without-control"), "\(findings.map(\.ruleID))")
    }
}
