// The rules that read other members only through facts their calls tell (`TypeFactsRule`:
// tap-gesture-not-control, navigation-by-tap-gesture) are checked member by member: a keystroke
// models the edited member, and a kept member is modelled again only when the merged facts
// changed and it holds a call the rule may report. Every keystroke's findings are a fresh lint's.

import Foundation
import RuleEngine
import Testing

@Suite struct TypeFactsRelintTests {
    /// A screen whose only rules that read other members are the two checked with facts: no rule
    /// of related declarations is triggered (no `Text`, which starts status-message-not-announced,
    /// no `selected`, no empty string), so nothing needs the whole type's model.
    private static let screen = """
        struct Feed: View {
            @State private var chosen: String?
            var body: some View {
                VStack {
                    Image(systemName: "folder").onTapGesture { open() }
                    Image(systemName: "star").onTapGesture { chosen = "item" }
                }
            }
            var header: some View {
                Image(systemName: "h.circle")
            }
            var footer: some View {
                Image(systemName: "f.circle")
            }
            func open() {}
        }

        """

    /// Types `typed` one character at a time in place of `old`, checking each keystroke against a
    /// fresh lint; returns the findings before and after, and the models built at each keystroke.
    private func type(_ typed: String, replacing old: String, in text: String) -> (before: [Finding], after: [Finding], members: [Int], declarations: [Int]) {
        let linter = Linter()
        let document = SourceDocument(text: text)
        let state = IncrementalLintState()
        let before = linter.lint(document, state: state)
        let range = text.utf8Range(of: old)
        document.apply(ByteEdit(range: range, replacement: []))
        _ = linter.lint(document, state: state)
        var (members, declarations) = ([Int](), [Int]())
        var after = before
        for (index, byte) in typed.utf8.enumerated() {
            let (memberModels, declarationModels) = (state.memberModelsBuilt, state.declarationModelsBuilt)
            document.apply(ByteEdit(range: (range.lowerBound + index)..<(range.lowerBound + index), replacement: [byte]))
            after = linter.lint(document, state: state)
            #expect(after == linter.lint(source: document.text), "after \(index + 1) characters of \(typed)")
            members.append(state.memberModelsBuilt - memberModels)
            declarations.append(state.declarationModelsBuilt - declarationModels)
        }
        return (before, after, members, declarations)
    }

    private func count(_ rule: String, in findings: [Finding]) -> Int { findings.filter { $0.ruleID == rule }.count }

    /// A Button in `footer` that runs what `body`'s first tap runs silences that tap's finding. While
    /// the Button's action is typed its code changes, and only then is `body` (the one member with a
    /// tap) modelled again; the whole type is modelled only to start the rules a new word triggers.
    @Test func aButtonTypedInAnotherMemberSilencesTheTapAndModelsBodyOnlyWhenTheFactsChange() {
        let (before, after, members, declarations) = type("Button(\"Open\") { open() }", replacing: "Image(systemName: \"f.circle\")", in: Self.screen)
        #expect(count("tap-gesture-not-control", in: before) == 2)
        #expect(count("tap-gesture-not-control", in: after) == 1)
        // The keystroke that completes a rule's trigger word (`Button(`) starts rules the kept members
        // were not checked by: they get those findings from one run on the whole model. No other does.
        #expect(declarations.filter { $0 > 0 }.count <= 1, "\(declarations)")
        // `footer` at every keystroke; `body` too once the Button's action reads as code, at each
        // keystroke that changes it (`o`, `op` … `open()` inside the braces), never twice.
        #expect(members.allSatisfy { $0 == 1 || $0 == 2 }, "\(members)")
        #expect(members.contains(2), "\(members)")
        #expect(members.filter { $0 == 1 }.count >= members.count / 2, "\(members)")
    }

    /// Deleting the Button again brings the finding back, also one character at a time.
    @Test func deletingTheButtonBringsTheTapsFindingBack() {
        let withButton = Self.screen.replacingOccurrences(of: "Image(systemName: \"f.circle\")", with: "Button(\"Open\") { open() }")
        let linter = Linter()
        let document = SourceDocument(text: withButton)
        let state = IncrementalLintState()
        #expect(count("tap-gesture-not-control", in: linter.lint(document, state: state)) == 1)
        let button = withButton.utf8Range(of: "Button(\"Open\") { open() }")
        for end in stride(from: button.upperBound, to: button.lowerBound, by: -1) {
            document.apply(ByteEdit(range: (end - 1)..<end, replacement: []))
            #expect(linter.lint(document, state: state) == linter.lint(source: document.text), "deleted to \(end - 1)")
        }
        #expect(count("tap-gesture-not-control", in: linter.lint(document, state: state)) == 2)
    }

    /// A `List(selection:)` typed in `header` binds `chosen` to navigation: the tap in `body` that
    /// sets it now navigates, and navigation-by-tap-gesture reports it, refining the general finding.
    @Test func aSelectionBindingTypedInAnotherMemberMakesTheTapNavigate() {
        let (before, after, _, declarations) = type(
            "List(selection: $chosen) { Image(systemName: \"r.circle\") }", replacing: "Image(systemName: \"h.circle\")", in: Self.screen)
        #expect(count("navigation-by-tap-gesture", in: before) == 0)
        #expect(count("navigation-by-tap-gesture", in: after) == 1)
        #expect(count("tap-gesture-not-control", in: after) == 1)
        #expect(declarations.filter { $0 > 0 }.count <= 1, "\(declarations)")
    }

    /// Another type's Button never speaks for this type's tap, and a keystroke in it leaves this
    /// type's members alone: facts are told per type.
    @Test func anotherTypesButtonDoesNotSilenceTheTap() {
        let text = Self.screen + """
            struct Toolbar: View {
                var body: some View {
                    Image(systemName: "pencil")
                }
            }

            """
        let (before, after, _, _) = type("Button(\"Open\") { open() }", replacing: "Image(systemName: \"pencil\")", in: text)
        #expect(count("tap-gesture-not-control", in: before) == 2)
        #expect(count("tap-gesture-not-control", in: after) == 2)
    }

    /// With a `{` left open at the top of `body`, the members after it are stranded in `body`; a
    /// Button typed into one of them still speaks for the tap, and every keystroke of both the
    /// brace and the Button gives a fresh lint's findings.
    @Test func aButtonTypedIntoAMemberStrandedByAnOpenBraceSilencesTheTap() {
        let linter = Linter()
        let document = SourceDocument(text: Self.screen)
        let state = IncrementalLintState()
        _ = linter.lint(document, state: state)
        func type(_ typed: String, at offset: Int) {
            for (index, byte) in typed.utf8.enumerated() {
                document.apply(ByteEdit(range: (offset + index)..<(offset + index), replacement: [byte]))
                #expect(linter.lint(document, state: state) == linter.lint(source: document.text), "after \(index + 1) characters of \(typed)")
            }
        }
        type("VStack { ", at: document.text.utf8Range(of: "VStack {").lowerBound)
        let footer = document.text.utf8Range(of: "Image(systemName: \"f.circle\")")
        document.apply(ByteEdit(range: footer, replacement: []))
        _ = linter.lint(document, state: state)
        type("Button(\"Open\") { open() }", at: footer.lowerBound)
        #expect(count("tap-gesture-not-control", in: linter.lint(document, state: state)) == 1)
    }

    /// A Button in a type nested in a member tells the nested type's facts, not the outer type's.
    @Test func aNestedTypesButtonDoesNotSilenceTheOuterTap() {
        let text = Self.screen.replacingOccurrences(of: "    func open() {}\n", with: """
                func open() {}
                struct Toolbar: View {
                    var body: some View { Image(systemName: "pencil") }
                    func open() {}
                }

            """)
        let (before, after, _, _) = type("Button(\"Open\") { open() }", replacing: "Image(systemName: \"pencil\")", in: text)
        #expect(count("tap-gesture-not-control", in: before) == 2)
        #expect(count("tap-gesture-not-control", in: after) == 2)
    }
}
