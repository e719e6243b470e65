// Previews stand apart from the declarations they name while previews are not checked (issue 16):
// a screen followed by its previews is a group of its own, so a keystroke in it models none of
// them again, and a preview's code never passes for the app's own.

import RuleEngine
import Testing

@Suite struct PreviewGroupingTests {
    static let screenWithPreviews = #"""
        import SwiftUI

        struct ReceiptView: View {
            let total: String
            @State private var copied = false

            var body: some View {
                Form {
                    LabeledContent("Total", value: total)
                    Button("Copy Total") { copied = true }
                    if copied { Text("Copied") }
                }
            }
        }

        #Preview("Empty") {
            ReceiptView(total: "$12")
        }

        #Preview("German") {
            ReceiptView(total: "$12")
                .environment(\.locale, .init(identifier: "de"))
        }

        #if DEBUG
        #Preview("Dark") {
            ReceiptView(total: "$12").preferredColorScheme(.dark)
        }
        #endif

        struct ReceiptView_Previews: PreviewProvider {
            static var previews: some View { ReceiptView(total: "$12") }
        }
        """#

    /// Types into the screen's `body` and returns how many group models each keystroke built,
    /// checking each version's findings against a fresh lint.
    private func groupModelsPerKeystroke(_ linter: Linter, typing typed: String = "Later") throws -> [Int] {
        let source = Self.screenWithPreviews
        let marker = try #require(source.range(of: "Button(\"Copy Total\") { copied = true }"))
        let offset = source.utf8.distance(from: source.startIndex, to: marker.upperBound)
        let document = SourceDocument(text: source)
        let state = IncrementalLintState()
        _ = linter.lint(document, state: state)
        var built: [Int] = []
        for (count, byte) in ("\n" + typed).utf8.enumerated() {
            let before = state.groupModelsBuilt
            document.apply(ByteEdit(range: (offset + count)..<(offset + count), replacement: [byte]))
            let findings = linter.lint(document, state: state)
            built.append(state.groupModelsBuilt - before)
            #expect(findings == linter.lint(source: document.text), "findings after \(count + 1) keystrokes")
        }
        return built
    }

    @Test func typingInAScreenModelsNoneOfItsPreviews() throws {
        let built = try groupModelsPerKeystroke(Linter())
        #expect(built.allSatisfy { $0 == 0 }, "\(built)")
    }

    /// Checked, previews are grouped with the screen they show: each keystroke models the group.
    @Test func checkedPreviewsStayWithTheirScreen() throws {
        let built = try groupModelsPerKeystroke(Linter(options: LintOptions(includePreviews: true)))
        #expect(built.allSatisfy { $0 == 1 }, "\(built)")
    }

    static let likeInAPreview = #"""
        import SwiftUI

        struct PostCard: View {
            let post: Post
            var body: some View {
                PostImage(post: post)
                    .onTapGesture(count: 2) { like(post) }
            }
        }

        #Preview {
            VStack {
                PostCard(post: .sample)
                Button("Like") { like(.sample) }
            }
        }
        """#

    /// A Button in a preview performing the gesture's action is no other way in for the app's users.
    @Test func aPreviewsControlIsNoAlternativeToTheScreensGesture() {
        for linter in [Linter(), Linter(options: LintOptions(includePreviews: true))] {
            let findings = linter.lint(source: Self.likeInAPreview)
            #expect(findings.map(\.ruleID).contains("tap-gesture-no-alternative"), "\(findings.map(\.ruleID))")
        }
    }

    /// Grouping never changes what is reported: one model of the whole file reports the same.
    @Test func previewsStandingApartReportWhatTheWholeFileReports() {
        for source in [Self.screenWithPreviews, Self.likeInAPreview, Self.screenWithPreviews + "\n\n" + Self.likeInAPreview] {
            #expect(Linter.allRulesOn().lint(source: source) == Linter.allRulesOn(groupsDeclarations: false).lint(source: source))
        }
    }
}
