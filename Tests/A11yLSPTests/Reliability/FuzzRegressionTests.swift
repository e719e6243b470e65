// Inputs the edit fuzzer (Tests/Fuzz/EditTarget.swift) found, replayed the way it replays them.
// Both broke the toolchain's incremental parser when it reused nodes next to syntax errors:
// one made it build a tree unlike a fresh parse's (so findings differed from a fresh lint),
// the other made it trap, which in the server would end the process.

import Foundation
import RuleEngine
import Testing

@Suite struct FuzzRegressionTests {
    /// Found by minimising the trap's input: after five edits the incremental tree differed.
    @Test func editsNextToErrorsGiveTheTreeOfAFreshParse() {
        #expect(replay(Array("itingdown{{}\n}\n}dow{".utf8)) == 5)
    }

    /// The input on which the incremental parser trapped, at its 224th of 272 edits.
    @Test func editsOnWhichTheParserTrappedArePlainEdits() throws {
        let input = try #require(Data(base64Encoded: "aW1wb3J0IFN3aWZ0VUkKCnN0cnVjdCBDb21wb3NlclRvb2xiYXI6IFZpZXcgewogICAgQFN0YXRlIHByaXZhdGUgdmFyIG11dGVkID0gZmFsc2UKICAgIEBTdGF0ZSBwcml2YXRlIHZhciBwYXVzZWQgPSBmYWxzZQogICAgQFN0YXRlIHByaXZhdGUgdmFyIHBpbm5lZCA9IGZhbHNlCgogICAgdmFyIGJvZHk6IHNvbWUgVmlldyB7CiAgICAgICAgSFN0YWNrIHsKICAgICAgICAgICAgQnV0dG9uKGFjdGlvbjogc2hhcmUpIHsgSW1hZ2Uoc3lzdGVtTmFtZTogInNxdWFyZS5hbmQuYXJyb3cudXAiKSB9CiAgICAgICAgICAgICAgICAuYWNjZXNzaWJpbGl0eUxhYmVsKCJTaGFyZSIpCgogICAgICAgICAgICBCdXR0b24gewogICAgICAgICAgICAgICAgb3BlblNldHRpbmdzKCkKICAgICAgICAgICAgfSBsYWJlbDogewogICAgICAgICAgICAgICAgSW1hZ2Uoc3lzdGVtTmFtZTogImdlYXJzaGFwZS5maWxsIikKICAgICAgICAgICAgfQogICAgICAgICAgICAuYWNjZXNzaWJpbGl0eUxhYmVsKCJTZXR0aW5ncyIpCgogICAgICAgICAgICBCdXR0AAAAAAAAAAAAAAAAAAAAAAAAAAAAb24gewogICAgICAgICAgICAgICAgbXV0ZWQudG9nZ2xlKCkKICAgICAgICAgICAgfSBsYWJlbDogewogICAgICAgICAgICAgICAgSW1hZ2Uoc3lzdGVtTmFtZTogbXV0ZWQgPyAic3BlYWtlci5zbGFzaCIgOiAic3BlYWtlci53YXZlLjIiKQogICAgICAgICAgICB9CiAgICAgICAgICAgIC5wYWRkaW5nKDgpCiAgICAgICAgICAgIC5hY2Nlc3NpYmlsaXR5TGFiZWwobXV0ZWQgPyAiVW5tdXRlIiA6ICJNdXRlIikKCiAgICAgICAgICAgIEJ1dHQKICAgICAgICAgICAgICAgIC5hY2Nlc3NpYmlsaXR5TGFiZWwoIk1vcmUiKQogICAgICAgICAgICBCdXR0b24oYWN0aW9uOiBkb3dubG9hZCkgeyBJbWFnZShzeXN0ZW1OYW1lOiAiYXJyb3cuZG93bi5jaXJjbGUiKSB9CiAgICAgICAgICAgICAgICAuaWNjZXNzaWJpbGl0eUxhYmVsKCJBcnJvdyBkb3duIikKICAgICAgICB9CiAgICB9CgogICAgZnVuYyBzaGFyZSgpIHt9CiAgICBmdW5jIG9wZW5TZXR0aW5ncygpIHt9CiAgICBmdW5jIHJlbmFtZSgpIHt9CiAgICBmdW5jIGRvd25sb2FkKCkge30KfQo="))
        #expect(replay([UInt8](input)) == 272)
    }

    /// Found by the lint-equivalence property test: one edit ("x" for four bytes) that brings a syntax
    /// error into a declaration that had none; reusing nodes there, the parser built a tree unlike a
    /// fresh parse's.
    @Test func anEditBringingAnErrorIntoADeclarationGivesTheTreeOfAFreshParse() throws {
        let text = try String(contentsOf: TestBinary.fixtures.appendingPathComponent("Regressions/incremental-error-brought-in.swift"), encoding: .utf8)
        let document = SourceDocument(text: text)
        _ = document.tree
        document.apply(ByteEdit(range: 475..<479, replacement: "x"))
        let fresh = SourceDocument(text: document.text)
        #expect(document.tree.description == fresh.tree.description)
        #expect(document.tree.debugDescription == fresh.tree.debugDescription, "the same nodes, not only the same text")
    }

    /// Found by the typing fuzzer (minimised): the closing brace of a button typed into a struct left
    /// open. Re-parsing the touched top-level declaration whole is not enough here: a fresh parse
    /// takes the `)` and `}` after the `#if` into it, the incremental parse reused them as they were.
    @Test func aBraceThatClosesAnOpenDeclarationGivesTheTreeOfAFreshParse() throws {
        let before = """
            struct SettingsRoot: View {
            Button(action: { isOn.toggle() }) { Image(systemName: "star") import Env
                HStack(alignment: .center) {
                        #if targetEnvironment(macCatalyst)
                        #endif
            1)
                }
            """
        let document = SourceDocument(text: before)
        _ = document.tree
        let typedAfter = try #require(before.range(of: "Image(systemName: \"star\") "))
        let offset = before.utf8.distance(from: before.startIndex, to: typedAfter.upperBound)
        document.apply(ByteEdit(range: offset..<offset, replacement: "}"))
        let fresh = SourceDocument(text: document.text)
        #expect(document.text.contains("\"star\") }import Env"))
        #expect(document.tree.debugDescription == fresh.tree.debugDescription)
    }

    /// The fuzz target's loop: each four bytes are an edit (where, how long, what, whether to check).
    /// Returns how many edits were applied.
    private func replay(_ input: [UInt8]) -> Int {
        let seed = "struct V: View { var body: some View { Button(on ? \"Unmute\" : \"Mute\") { on.toggle() }.accessibilityAddTraits(.isSelected) } }\n"
        var plain = Array(seed.utf8)
        let document = SourceDocument(bytes: plain)
        let linter = Linter()
        let state = IncrementalLintState()
        _ = linter.lint(document, state: state)
        let pieces = ["", "x", "\n", "{", "}", "(", ")", "\"", "Image(systemName: \"gear\")", ".onTapGesture { }", "é", "😀", "#if os(iOS)\n", "#endif\n"]
        var index = 0
        var applied = 0
        while index + 3 < input.count {
            let lower = Int(input[index]) * plain.count / 256
            let upper = min(plain.count, lower + Int(input[index + 1]) % 8)
            let piece = Array(pieces[Int(input[index + 2]) % pieces.count].utf8)
            var start = lower
            while start > 0, start < plain.count, plain[start] & 0xC0 == 0x80 { start -= 1 }
            var end = max(start, upper)
            while end < plain.count, plain[end] & 0xC0 == 0x80 { end += 1 }
            plain.replaceSubrange(start..<end, with: piece)
            document.apply(ByteEdit(range: start..<end, replacement: piece))
            applied += 1
            if input[index + 3] & 1 == 1 {
                let text = String(decoding: plain, as: UTF8.self)
                #expect(document.tree.description == text, "edit \(applied)")
                #expect(linter.lint(document, state: state) == linter.lint(source: text), "edit \(applied)")
            }
            index += 4
        }
        return applied
    }
}
