// Rules that read several declarations (a type's extensions, the views it uses) check groups of
// related declarations, each on a model of its own and remembered by its text. These tests pin
// down both halves: the groups never change what is reported, and typing in one view does not
// rebuild the others.

import RuleEngine
import Testing

@Suite struct FileRuleGroupTests {
    /// Rule examples joined many to a file, so unrelated declarations sit side by side: grouped,
    /// they report exactly what one whole-file model reports.
    @Test func groupsReportWhatTheWholeFileReports() {
        let grouped = Linter.allRulesOn()
        let whole = Linter.allRulesOn(groupsDeclarations: false)
        let pieces = LintEquivalenceTests.corpus.filter { !$0.isEmpty }
        var files = 0
        for start in stride(from: 0, to: pieces.count, by: 8) {
            let source = pieces[start..<min(start + 8, pieces.count)].joined(separator: "\n\n")
            let (mine, theirs) = (grouped.lint(source: source), whole.lint(source: source))
            #expect(mine == theirs, "grouped: \(Self.describe(mine))\nwhole file: \(Self.describe(theirs))\n\(source)")
            files += 1
        }
        #expect(files > 40)
    }

    static func describe(_ findings: [Finding]) -> String {
        findings.map { "\($0.ruleID)@\($0.range.lowerBound)" }.joined(separator: ", ")
    }

    static let screen = """
        struct InboxView: View {
            @State private var saved = false
            var body: some View {
                VStack {
                    if saved { Text("Saved") }
                    Button("Save") { saved = true }
                }
            }
        }

        struct DraftsView: View {
            @State private var showsEditor = false
            var body: some View {
                Button("New") { showsEditor = true }
                    .fullScreenCover(isPresented: $showsEditor) { EditorView() }
            }
        }

        struct EditorView: View {
            var body: some View { TextEditor(text: .constant("")) }
        }

        extension InboxView {
            var footer: some View { Text("Footer") }
        }

        """

    /// Typing in a view that is a group of its own builds no model beyond the one its own rules
    /// use; typing in a view with an extension rebuilds that group, and nothing else.
    @Test func typingInOneViewRebuildsOnlyItsGroup() throws {
        let linter = Linter()
        let document = SourceDocument(text: Self.screen)
        let state = IncrementalLintState()
        let opened = linter.lint(document, state: state)
        #expect(opened.contains { $0.ruleID == "status-message-not-announced" })
        #expect(opened.contains { $0.ruleID == "modal-without-close" })
        let afterOpening = state.groupModelsBuilt

        // DraftsView and EditorView name each other: one group, rebuilt as a whole.
        let drafts = try #require(document.text.utf8.firstRange(of: "Button(\"New\")".utf8)).lowerBound
        let offset = document.text.utf8.distance(from: document.text.utf8.startIndex, to: drafts)
        document.apply(ByteEdit(range: offset..<offset, replacement: "Text(\"Draft\")\n"))
        #expect(linter.lint(document, state: state) == linter.lint(source: document.text))
        #expect(state.groupModelsBuilt == afterOpening + 1)

        // A line typed in the extension's group (InboxView) rebuilds that group only.
        let footer = try #require(document.text.utf8.firstRange(of: "Text(\"Footer\")".utf8)).lowerBound
        let footerOffset = document.text.utf8.distance(from: document.text.utf8.startIndex, to: footer)
        document.apply(ByteEdit(range: footerOffset..<footerOffset, replacement: "x"))
        #expect(linter.lint(document, state: state) == linter.lint(source: document.text))
        #expect(state.groupModelsBuilt == afterOpening + 2)

        // A keystroke outside every group that has a whole-file rule's trigger builds nothing.
        document.apply(ByteEdit(range: document.bytes.count..<document.bytes.count, replacement: "let spacing = 8\n"))
        #expect(linter.lint(document, state: state) == linter.lint(source: document.text))
        #expect(state.groupModelsBuilt == afterOpening + 2)
    }

    /// A view on its own (no extension, not named by another declaration) is checked on the model
    /// its declaration rules were run on: typing in it builds no group model at all.
    @Test func aViewOnItsOwnReusesItsDeclarationModel() {
        let linter = Linter()
        let views = (0..<20).map { index in
            "struct Screen\(index): View {\n    @State private var done = false\n    var body: some View {\n        if done { Text(\"Saved\") }\n        Button(\"Go\") { done = true }\n    }\n}\n"
        }
        let document = SourceDocument(text: views.joined(separator: "\n"))
        let state = IncrementalLintState()
        let opened = linter.lint(document, state: state)
        #expect(opened.filter { $0.ruleID == "status-message-not-announced" }.count == 20)
        let before = state.groupModelsBuilt
        #expect(before == 0)
        document.apply(ByteEdit(range: 10..<10, replacement: "A"))
        #expect(linter.lint(document, state: state) == linter.lint(source: document.text))
        #expect(state.groupModelsBuilt == before)
    }

    /// A group's model is put together from its declarations' models. Two views of the same shape
    /// in one group (the second names the first) must keep calls apart: if their calls were
    /// numbered alike, status-message-not-announced would judge the second view's message as the
    /// first's and drop it. Typing in the second view lends its fresh model to the group as well.
    @Test func viewsOfOneShapeInOneGroupKeepTheirOwnMessages() {
        func editor(_ name: String, naming other: String?) -> String {
            let link = other.map { "    private let previous = \($0).self\n" } ?? ""
            return "struct \(name): View {\n\(link)    @State private var saved = false\n    var body: some View {\n"
                + "        Form {\n            Button(\"Save\") { saved = true }\n            if saved { Text(\"Changes saved\") }\n        }\n    }\n}\n"
        }
        let source = editor("FirstEditor", naming: nil) + "\n" + editor("SecondEditor", naming: "FirstEditor")
        let linter = Linter.allRulesOn()
        let document = SourceDocument(text: source)
        let state = IncrementalLintState()
        let opened = linter.lint(document, state: state)
        #expect(opened.filter { $0.ruleID == "status-message-not-announced" }.count == 2, "\(Self.describe(opened))")
        #expect(opened == Linter.allRulesOn(groupsDeclarations: false).lint(source: source))
        #expect(state.groupModelsBuilt == 1)

        let second = source.utf8.count - 3
        document.apply(ByteEdit(range: second..<second, replacement: " "))
        #expect(linter.lint(document, state: state) == linter.lint(source: document.text))
        #expect(state.groupModelsBuilt == 2)
    }
}
