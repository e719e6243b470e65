// Re-linting a type member by member (issue 16): typing in one member of a big view re-checks
// that member only, and the result is always a fresh lint's, also when the edit in one member
// changes what another member's rules find.

import Foundation
import RuleEngine
import Testing

@testable import A11yLSP

@Suite struct MemberRelintTests {
    /// Lints `before` with remembered state, replaces `old` with `new` and returns the findings
    /// before and after, checking the incremental result against a fresh lint.
    private func edit(
        _ before: String, replacing old: String, with new: String, linter: Linter = Linter()
    ) -> (before: [Finding], after: [Finding]) {
        let document = SourceDocument(text: before)
        let state = IncrementalLintState()
        let first = linter.lint(document, state: state)
        #expect(first == linter.lint(source: before))
        let range = before.utf8Range(of: old)
        document.apply(ByteEdit(range: range, replacement: Array(new.utf8)))
        let after = linter.lint(document, state: state)
        #expect(after == linter.lint(source: document.text), "after replacing \(old) with \(new)")
        return (first, after)
    }

    /// `screen` opened (linted once with remembered state, as a didOpen is) and where to type in it.
    private func opened(_ screen: String, linter: Linter) throws -> (places: TypingPlaces, document: SourceDocument, state: IncrementalLintState) {
        let places = try #require(TypingPlaces(in: screen))
        let document = SourceDocument(bytes: places.text)
        let state = IncrementalLintState()
        _ = linter.lint(document, state: state)
        return (places, document, state)
    }

    /// The first lint (didOpen, the CLI) checks whole declarations; the first keystroke after it
    /// checks the edited type whole too and notes each member's findings, and each later keystroke
    /// models its own member only.
    @Test func aKeystrokeInBodyBuildsOneMemberModelAndEqualsAFreshLint() throws {
        let linter = Linter()
        let (places, document, state) = try opened(TypingFixture.text, linter: linter)
        let string = try #require(places.string)
        #expect(state.memberModelsBuilt == 0)
        for (step, byte) in "Later".utf8.enumerated() {
            let built = state.memberModelsBuilt
            document.apply(ByteEdit(range: (string + step)..<(string + step), replacement: [byte]))
            let findings = linter.lint(document, state: state)
            if step == 0 {
                #expect(state.memberModelsBuilt == 0, "the first keystroke checks the whole type")
            } else {
                #expect(state.memberModelsBuilt - built == 1, "keystroke \(step + 1)")
            }
            #expect(findings == linter.lint(source: document.text), "keystroke \(step + 1)")
        }
    }

    /// Typing a rule's trigger the fixture lacks models `body` alone at every keystroke, with a
    /// fresh lint's findings:
    /// - `ToggleStyle`, typed into a label, starts checkbox-style-missing-value, which reads other
    ///   members and runs on the whole model: the members' entries keep none of its findings;
    /// - `isOn.toggle()`, typed at the top of `body`, starts custom-toggle-not-toggle, checked per
    ///   member: the kept entries get its findings from one run of it on the whole model.
    @Test(arguments: [(typed: "ToggleStyle", inLabel: true), (typed: "isOn.toggle()", inLabel: false)])
    func typingARulesTriggerModelsTheEditedMemberAlone(typed: String, inLabel: Bool) throws {
        let linter = Linter()
        let (places, document, state) = try opened(TypingFixture.text, linter: linter)
        #expect(!TypingFixture.text.contains(typed.hasPrefix("isOn") ? "toggle()" : typed))
        var offset = inLabel ? try #require(places.string) : places.snippet
        for (step, byte) in typed.utf8.enumerated() {
            let built = state.memberModelsBuilt
            document.apply(ByteEdit(range: offset..<offset, replacement: [byte]))
            offset += 1
            let findings = linter.lint(document, state: state)
            if step > 0 { #expect(state.memberModelsBuilt - built == 1, "keystroke \(step + 1)") }
            #expect(findings == linter.lint(source: document.text), "keystroke \(step + 1)")
        }
    }

    /// A `{` left open at the top of `body` makes the rest of the screen declarations in `body`'s
    /// getter (the parser matches every later `}` one level out). They are still members: while the
    /// brace is open each keystroke models `body` alone, and gives a fresh lint's findings, before,
    /// while and after the brace is open. The file's summary holds throughout (the stranded members
    /// are still the type's), so the members' answers from the index need no second look either.
    @Test func whileABraceIsOpenInBodyOnlyBodyIsModelled() throws {
        let linter = Linter()
        let (places, document, state) = try opened(TypingFixture.text, linter: linter)
        let summary = state.summary
        let typed = Array("VStack { x }".utf8)
        for (index, byte) in typed.enumerated() {
            let built = state.memberModelsBuilt
            document.apply(ByteEdit(range: (places.snippet + index)..<(places.snippet + index), replacement: [byte]))
            #expect(linter.lint(document, state: state) == linter.lint(source: document.text), "after \(index + 1) characters")
            #expect(state.summary == summary, "after \(index + 1) characters")
            #expect(state.memberModelsBuilt - built == (index == 0 ? 0 : 1), "after \(index + 1) characters")
        }
    }

    /// Parentheses in the header keep a type whole (an attribute's arguments are calls that belong
    /// to no member), but those of its doc comment are no code: such a type is checked by member.
    @Test(arguments: [
        ("/// Shows the sheet (medium or large).\n", 1),
        ("@available(iOS 17, *)\n", 0),
    ])
    func parenthesesInTheDocCommentDoNotKeepATypeWhole(_ header: String, modelsPerKeystroke: Int) {
        let linter = Linter()
        let screen = "import SwiftUI\n\n" + header + Self.viewWithMembers("Screen", besides: "    var spacing = 4")
        let document = SourceDocument(text: screen)
        let state = IncrementalLintState()
        _ = linter.lint(document, state: state)
        let at = screen.utf8Range(of: "Subtitle").lowerBound
        for (index, byte) in "Later".utf8.enumerated() {
            let built = state.memberModelsBuilt
            document.apply(ByteEdit(range: (at + index)..<(at + index), replacement: [byte]))
            #expect(linter.lint(document, state: state) == linter.lint(source: document.text), "after \(index + 1) characters")
            if index > 0 { #expect(state.memberModelsBuilt - built == modelsPerKeystroke, "after \(index + 1) characters") }
        }
    }

    /// A brace left open in the last type of a file takes in what follows the type: its `}` closes
    /// the open member, so the type's block has none, and the `#Preview`s and types after it parse
    /// as its members. They are members here too, keyed apart from the type's own, and the members
    /// noted before the brace opened are kept, so nearly every keystroke models `body` alone, with
    /// the preview bare or inside `#if DEBUG`. Typed with an argument list left open as well, every
    /// keystroke gives a fresh lint's findings.
    @Test(arguments: [false, true])
    func aBraceOpenBeforePreviewsAndTypesKeepsTheMembers(previewInIfDebug: Bool) throws {
        let linter = Linter()
        let preview = """
            #Preview("Profile") {
                ListeningProfileScreen(library: .preview, player: .preview, account: .preview)
            }
            """
        let screen = TypingFixture.text + """

            \(previewInIfDebug ? "#if DEBUG\n" + preview + "\n#endif" : preview)

            struct ProfileBadge: View {
                var body: some View {
                    Image(systemName: "star").onTapGesture { }
                }
            }

            """
        for typed in ["VStack { x }", "Button(action: { isOn.toggle() }) { Image(systemName: \"star\") }"] {
            let (places, document, state) = try opened(screen, linter: linter)
            var modelled: [Int] = []
            for (index, byte) in typed.utf8.enumerated() {
                let built = state.memberModelsBuilt
                document.apply(ByteEdit(range: (places.snippet + index)..<(places.snippet + index), replacement: [byte]))
                #expect(linter.lint(document, state: state) == linter.lint(source: document.text), "\(typed): after \(index + 1) characters")
                modelled.append(state.memberModelsBuilt - built)
            }
            // The first keystroke notes the members from the whole type, and a `{` takes in the preview
            // and the badge (three models); one keystroke of the second snippet (`toggle()` closing its
            // parentheses) leaves a tree whose type is checked whole. Every other keystroke models `body` alone.
            #expect(modelled.filter { $0 == 1 }.count >= typed.utf8.count - 4, "\(typed): \(modelled)")
        }
    }

    /// The same in a method: the members after it are stranded in its body, which a walk of the
    /// whole type is inside of (their calls' scope names the function), and they are kept too.
    @Test func whileABraceIsOpenInAMethodOnlyTheMethodIsModelled() throws {
        let linter = Linter()
        let screen = "import SwiftUI\n\n" + Self.viewWithMembers("Screen", besides: """
                func row(_ title: String) -> some View {
                    HStack {
                        Text(title)
                    }
                }
            """)
        let document = SourceDocument(text: screen)
        let state = IncrementalLintState()
        _ = linter.lint(document, state: state)
        let at = screen.utf8Range(of: "            Text(title)").lowerBound
        // Nothing typed is a rule's trigger the type does not already hold (a new trigger makes every
        // member's key new: see `lintByMember`).
        let typed = Array("VStack(spacing: 4) { Text(title); Text(title) }\n".utf8)
        var braceOpenKeystrokes = 0
        for (index, byte) in typed.enumerated() {
            let built = state.memberModelsBuilt
            document.apply(ByteEdit(range: (at + index)..<(at + index), replacement: [byte]))
            #expect(linter.lint(document, state: state) == linter.lint(source: document.text), "after \(index + 1) characters")
            let prefix = typed[...index]
            let braceOpen = prefix.filter { $0 == UInt8(ascii: "{") }.count > prefix.filter { $0 == UInt8(ascii: "}") }.count
            // Every keystroke with a brace open, but the one typing it, models the method alone.
            guard braceOpen, byte != UInt8(ascii: "{") else { continue }
            braceOpenKeystrokes += 1
            #expect(state.memberModelsBuilt - built == 1, "after \(String(decoding: prefix, as: UTF8.self))")
        }
        #expect(braceOpenKeystrokes > 25)
    }

    /// A brace open in a member declared before `body` strands `body` too: the file's summary still
    /// tells what `body` shows, whole.
    @Test func aBraceOpenBeforeBodyKeepsTheSummaryOfBody() {
        let linter = Linter()
        let closed = """
            struct Card: View {
                let title: String
                var header: some View {
                    HStack {
                        Text("A")
                    }
                }
                var body: some View {
                    Button(action: { }) { Image(systemName: "gear") }
                        .accessibilityLabel(title)
                }
            }

            """
        let open = closed.replacingOccurrences(of: "            Text(\"A\")", with: "            VStack {\n            Text(\"A\")")
        let summary = linter.summarize(SourceDocument(text: closed), state: IncrementalLintState())
        #expect(summary.types.first?.body?.rootIsControl == true)
        #expect(linter.summarize(SourceDocument(text: open), state: IncrementalLintState()) == summary)
    }

    /// Declarations at the end of the getter that are not at the member's column (a file indented
    /// flat, a local helper indented deeper) are read by layout only to decide what is kept: a
    /// fresh lint's findings come out either way, also when the member is named for another
    /// platform (its walk leaves out what it strands). A member kept from before the brace opened
    /// must read as a fresh lint reads it: a stored property stranded after it stays in the type's
    /// scope (the button still knows the `@AppStorage`), a member stranded in a style's `makeBody`
    /// is inside it (a tap that toggles no longer reads as a custom toggle), and a subscript
    /// stranded in `body` reads as part of `body` (image-missing-label asks which declaration an
    /// image is in), so it is not taken for a member.
    @Test(arguments: [
        """
        struct Gallery: View {
            var body: some View {
                VStack {
                    Text("A")
                }
            }
            var spacer = 0
            var footer = 1
            subscript(index: Int) -> some View {
                Image("photo")
            }
            var caption: some View {
                Text("Photos of the week")
            }
        }

        """,
        """
        struct Settings: View {
            var body: some View {
                VStack {
                    Text("A")
                }
            }
            var avatarsButton: some View {
                Button(showAvatars ? "Hide" : "Show") { showAvatars.toggle() }
            }
            var spacer = 0
            @AppStorage("showAvatars") private var showAvatars = true
        }

        """,
        """
        struct CheckStyle: ToggleStyle {
            @State private var on = false
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    Text("A")
                }
            }
            var extra: some View {
                Text("Mark")
                    .foregroundColor(on ? .green : .gray)
                    .onTapGesture { on.toggle() }
            }
            var more: some View {
                Text("Other")
                    .foregroundColor(on ? .green : .gray)
                    .onTapGesture { on.toggle() }
            }
        }

        """,
        "struct Flat: View {\nvar body: some View {\nVStack {\nText(\"A\")\n}\n}\nvar footer: some View {\nButton(action: { }) { Image(systemName: \"gear\") }\n}\n}\n",
        "struct Deep: View {\n    var body: some View {\n        VStack {\n            Text(\"A\")\n        }\n    }\n        var footer: some View {\n            Button(action: { }) { Image(systemName: \"gear\") }\n        }\n}\n",
        "struct Platforms: View {\n    var tvOSBody: some View {\n        VStack {\n            Text(\"A\")\n        }\n    }\n    var footer: some View {\n        Button(action: { }) { Image(systemName: \"gear\") }\n    }\n}\n",
    ])
    func aBraceLeftOpenInAnyLayoutGivesAFreshLintsFindings(_ screen: String) {
        let linter = Linter()
        let document = SourceDocument(text: screen)
        let state = IncrementalLintState()
        _ = linter.lint(document, state: state)
        let at = screen.utf8Range(of: "Text(\"A\")").lowerBound
        for (index, byte) in "HStack { Image(systemName: \"star\") }\n".utf8.enumerated() {
            document.apply(ByteEdit(range: (at + index)..<(at + index), replacement: [byte]))
            #expect(linter.lint(document, state: state) == linter.lint(source: document.text), "after \(index + 1) characters")
        }
    }

    /// A view whose `body` is less than half of it (so that its members are noted from a check of the
    /// whole view), with `member` between its `spacer` and its `footer`. `body` shows three texts
    /// in a `VStack`, so a `{` can be left open before the last one.
    private static func viewWithMembers(_ name: String, besides member: String) -> String {
        """
        struct \(name): View {
            var body: some View {
                VStack {
                    Text("Title")
                    Text("Subtitle")
                    Text("Details")
                }
            }
            var spacer = 0
        \(member)
            var footer: some View {
                HStack {
                    Text("Version")
                    Text("Build")
                    Text("Licence")
                    Text("Privacy")
                }
            }
        }
        """
    }

    /// Members noted before a brace was opened are kept while it is open, and the index can change
    /// meanwhile: here another file renames the custom initializer a member's icon button uses. When
    /// the brace closes, that member's remembered finding must not come back (its answers are checked
    /// against the index as it now is, not as the last run saw it).
    @Test func membersKeptWhileABraceIsOpenAreCheckedAgainstTheIndexChangedMeanwhile() throws {
        let linter = Linter()
        let screen = "import SwiftUI\n\n" + Self.viewWithMembers("Screen", besides: """
                var closeButton: some View {
                    Button(symbol: Image(systemName: "xmark")) { dismiss() }
                }
            """)
        let helper = """
            import SwiftUI

            extension Button where Label == Image {
                init(symbol: Image, action: @escaping () -> Void) {
                    self.init(action: action) { symbol }
                }
            }
            """
        let (screenPath, helperPath) = ("/w/Screen.swift", "/w/Button+Symbol.swift")
        let document = SourceDocument(text: screen)
        let state = IncrementalLintState()
        var index = WorkspaceIndex()
        index.update(path: helperPath, summary: linter.summarize(SourceDocument(text: helper), state: IncrementalLintState()))
        index.update(path: screenPath, summary: linter.summarize(document, state: state))
        // As the server does: lint, then put the file's summary in the index.
        func lint() -> [Finding] {
            let findings = linter.lint(document, state: state, workspace: WorkspaceContext(index: index, path: screenPath))
            index.update(path: screenPath, summary: state.summary)
            return findings
        }
        func fresh() -> [Finding] {
            linter.lint(SourceDocument(text: document.text), state: IncrementalLintState(), workspace: WorkspaceContext(index: index, path: screenPath))
        }
        func insert(_ text: String, before marker: String) {
            let at = document.text.utf8Range(of: marker).lowerBound
            document.apply(ByteEdit(range: at..<at, replacement: Array(text.utf8)))
        }
        #expect(lint().contains { $0.ruleID == "icon-only-control-name" })
        insert("Sub", before: "Subtitle")  // the members are noted
        #expect(lint() == fresh())
        insert("HStack {\n", before: "            Text(\"Details\")")  // swallows the members after it
        #expect(lint() == fresh())
        index.update(path: helperPath, summary: linter.summarize(SourceDocument(text: helper.replacingOccurrences(of: "symbol:", with: "glyph:")), state: IncrementalLintState()))
        #expect(lint() == fresh())
        let built = state.memberModelsBuilt
        insert("}\n", before: "            Text(\"Details\")")
        let closed = lint()
        #expect(closed == fresh())
        #expect(!closed.contains { $0.ruleID == "icon-only-control-name" })
        // While the brace was open its members were noted against the renamed initializer, so
        // their answers hold when it closes: only `body` is modelled again, and the next keystroke
        // models `body` alone too.
        #expect(state.memberModelsBuilt - built == 1)
        insert("Main ", before: "Title")
        #expect(lint() == fresh())
        #expect(state.memberModelsBuilt - built == 2)
    }

    /// A brace left open in one type's `body` changes that type's summary, so another type of the
    /// file that uses it is checked again, member by member, while the brace is open. The first
    /// type's members are still there when the brace closes: only its `body` is modelled again.
    @Test func aTypeKeepsItsMembersWhileAnotherTypeOfItsFileIsChecked() {
        let linter = Linter()
        let file = """
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    List {
                        Button { open() } label: { Row() }
                    }
                }
                var spacer = 0
                var header: some View {
                    HStack {
                        Text("Albums")
                        Text("Artists")
                        Button { edit() } label: { Image(systemName: "pencil") }
                    }
                }
                var footer: some View {
                    VStack {
                        Text("Version")
                        Text("Build")
                        Text("Licence")
                    }
                }
            }


            """ + Self.viewWithMembers("Row", besides: """
                var badge: some View {
                    Image(systemName: "star")
                }
            """)
        let document = SourceDocument(text: file)
        let state = IncrementalLintState()
        func insert(_ text: String, before marker: String) {
            let at = document.text.utf8Range(of: marker).lowerBound
            document.apply(ByteEdit(range: at..<at, replacement: Array(text.utf8)))
            #expect(linter.lint(document, state: state) == linter.lint(source: document.text), "after inserting \(text)")
        }
        #expect(linter.lint(document, state: state) == linter.lint(source: file))
        insert("Sub", before: "Subtitle")  // Row's members are noted
        insert("HStack {\n", before: "            Text(\"Details\")")  // Screen, which shows a Row, is checked again
        let built = state.memberModelsBuilt
        insert("}\n", before: "            Text(\"Details\")")
        #expect(state.memberModelsBuilt - built == 1, "Row's body alone")
    }

    /// The benchmark's snippet, a character at a time at the top of `body`: most versions do not
    /// parse, and triggers come and go as it is typed.
    @Test func typingASnippetInBodyEqualsAFreshLintAtEveryKeystroke() throws {
        let linter = Linter()
        let (places, document, state) = try opened(TypingReparseTests.shortScreen, linter: linter)
        for (index, byte) in TypingBench.snippet.utf8.enumerated() {
            document.apply(ByteEdit(range: (places.snippet + index)..<(places.snippet + index), replacement: [byte]))
            #expect(linter.lint(document, state: state) == linter.lint(source: document.text), "after \(index + 1) characters")
        }
    }

    // MARK: An edit in one member that changes another member's findings
    // (A member's key runs from the start of the line it starts on, which is the line the member
    // before it ends on: a `spacer` keeps the edited member off `body`'s key.)

    @Test func aWrapperAddedToAPropertyChangesWhatBodyReports() {
        let view = """
            struct Settings: View {
                var flag = false
                var spacer = 0
                var body: some View {
                    Button("Dark mode") { flag.toggle() }
                }
            }

            """
        let (before, after) = edit(view, replacing: "var flag", with: "@AppStorage(\"dark\") var flag")
        #expect(!before.contains { $0.ruleID == "button-for-persistent-setting" })
        #expect(after.contains { $0.ruleID == "button-for-persistent-setting" })
    }

    @Test func aColorSchemePropertyChangesWhatBodyReports() {
        let view = """
            struct Card: View {
                var title = ""
                var spacer = 0
                var body: some View {
                    Text("Welcome back").foregroundColor(.black)
                }
            }

            """
        let (before, after) = edit(view, replacing: "var title = \"\"", with: "@Environment(\\.colorScheme) private var colorScheme", linter: .allRulesOn())
        #expect(before.contains { $0.ruleID == "hardcoded-color" })
        #expect(before != after)
    }

    @Test func aVisibleButtonInAnotherMemberChangesWhatATapGestureReports() {
        let view = """
            struct Row: View {
                var body: some View {
                    Text("Open").onTapGesture { open() }
                }
                var footer: some View {
                    Text("Footer")
                }
                func open() {}
            }

            """
        let (before, after) = edit(view, replacing: "Text(\"Footer\")", with: "Button(\"Open\") { open() }")
        #expect(before != after)
    }

    @Test func aRenamedTypeChangesWhatItsMembersReport() {
        let view = """
            struct Links: View {
                var body: some View {
                    Link("Click here", destination: URL(string: "https://example.com")!)
                }
            }

            """
        let (before, after) = edit(view, replacing: "struct Links: View", with: "struct LinksMenu: View")
        #expect(before != after)
    }

    /// What a method does reaches `body` through the index (the file's own summary), not
    /// through the type's signatures: the reused member's recorded answers change.
    /// `toggle()` typed in a method starts the rules it triggers (custom-toggle-not-toggle among
    /// them, which checks every member). `body`'s entry, noted before, is kept and given those
    /// rules' findings from one run of them on the whole model: only the method is modelled, and
    /// the findings are a fresh lint's.
    @Test func aTriggerTypedInAMethodKeepsTheOtherMembersEntries() throws {
        let view = """
            struct Sound: View {
                @State private var isMuted = true
                var spacer = 0
                var body: some View {
                    Image(systemName: "speaker").onTapGesture { flip() }
                }
                var footer = 0
                func flip() { isMuted = false }
            }

            """
        let linter = Linter()
        let document = SourceDocument(text: view)
        let state = IncrementalLintState()
        _ = linter.lint(document, state: state)
        func replace(_ old: String, with new: String) -> [Finding] {
            document.apply(ByteEdit(range: document.text.utf8Range(of: old), replacement: Array(new.utf8)))
            let findings = linter.lint(document, state: state)
            #expect(findings == linter.lint(source: document.text), "after \(new)")
            return findings
        }
        _ = replace("\"speaker\"", with: "\"speaker.wave.2\"")
        let built = state.memberModelsBuilt
        let after = replace("isMuted = false", with: "isMuted.toggle()")
        #expect(state.memberModelsBuilt - built == 1, "the method alone")
        #expect(after.contains { $0.ruleID == "tap-gesture-not-control" })
    }

    @Test func aMethodThatNowOpensAURLChangesWhatBodyReports() {
        let view = """
            struct About: View {
                @Environment(\\.openURL) private var openURL
                var spacer = 0
                var body: some View {
                    Button("Privacy policy") { showPolicy() }
                }
                var footer = 0
                func showPolicy() { print("policy") }
            }

            """
        let (before, after) = edit(view, replacing: "print(\"policy\")", with: "openURL(policyURL)")
        #expect(!before.contains { $0.ruleID == "button-opens-url" })
        #expect(after.contains { $0.ruleID == "button-opens-url" })
    }

    @Test func aFocusStatePropertyChangesWhatBodyReports() {
        let view = """
            struct Player: View {
                var title = "x"
                var spacer = 0
                var body: some View {
                    Button("Play") { play() }.focusEffectDisabled()
                }
                func play() {}
            }

            """
        let (before, after) = edit(view, replacing: "var title = \"x\"", with: "@FocusState var focused: Bool")
        #expect(before.contains { $0.ruleID == "focus-effect-disabled" })
        #expect(!after.contains { $0.ruleID == "focus-effect-disabled" })
    }
}
