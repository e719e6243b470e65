// `lint --diff`: reading git's output, the regions a change touched, fixing only those,
// and the option's parsing. The run against real git repositories is Tests/DiffMode/run.sh.

@testable import A11yLSP
import Foundation
import RuleEngine
import Testing

@Suite struct DiffModeTests {
    @Test func hunksGiveTheAddedAndChangedLines() {
        let diff = """
            diff --git a/Sources/A.swift b/Sources/A.swift
            index 1111111..2222222 100644
            --- a/Sources/A.swift
            +++ b/Sources/A.swift
            @@ -3 +3 @@ struct A {
            -    let a = 1
            +    let a = 2
            @@ -10,0 +11,2 @@ struct A {
            +--- not a header
            ++++ b/not/a/file.swift
            @@ -20,2 +21,0 @@ struct A {
            --- removed, not a header
            -another removed line
            @@ -30 +29,3 @@
            -x
            +y
            +z
            +w
            \\ No newline at end of file
            diff --git a/Gone.swift b/Gone.swift
            deleted file mode 100644
            --- a/Gone.swift
            +++ /dev/null
            @@ -1,2 +0,0 @@
            -a
            -b
            diff --git "a/caf\\303\\251 \\"x\\".swift" "b/caf\\303\\251 \\"x\\".swift"
            --- "a/caf\\303\\251 \\"x\\".swift"
            +++ "b/caf\\303\\251 \\"x\\".swift"
            @@ -1 +1 @@
            -old
            +new
            """
        let parsed = GitDiff.parse(diff)
        #expect(parsed == ["Sources/A.swift": [3, 11, 12, 29, 30, 31], "café \"x\".swift": [1]])
    }

    @Test func quotedNamesAreUnquoted() {
        #expect(GitDiff.unquoted(#""tab\there""#) == "tab\there")
        #expect(GitDiff.unquoted(#""\346\227\245.swift""#) == "日.swift")
        #expect(GitDiff.unquoted("plain name.swift") == "plain name.swift")
    }

    @Test func regionsFollowTheEditsAppliedBeforeAndInsideThem() {
        // Bytes 10..<20 changed; an edit before them, one inside, one after. The text each edit
        // writes counts as changed too: a fix of a finding in the change wrote it.
        let regions = ChangedRegions([10..<20])
        let moved = regions.applying([
            TextEdit(range: 2..<4, replacement: "abcdef"),  // +4 before: written at 2..<8
            TextEdit(range: 12..<14, replacement: ""),  // −2 inside
            TextEdit(range: 30..<30, replacement: "zz"),  // after, at 30 + 4 − 2
        ])
        #expect(moved.ranges == [2..<8, 14..<22, 32..<34])
        #expect(moved.touches(15..<16))
        #expect(!moved.touches(22..<30))
        #expect(moved.touches(22..<22) == false)
        #expect(moved.touches(21..<21))
    }

    @Test func wholeLinesIncludeTheirBreak() {
        let text = Array("one\ntwo\nthree".utf8)
        let regions = ChangedRegions(lines: [1, 2, 7], in: LineIndex(text))
        #expect(regions.ranges == [4..<13])
        #expect(!regions.touches(0..<3))
        #expect(regions.touches(3..<5))
    }

    @Test func fixingWithinRegionsLeavesTheRestAlone() throws {
        let source = """
            struct V: View {
                var body: some View {
                    VStack {
                        Button(action: share) { Image(systemName: "square.and.arrow.up") }
                        Button(action: trash) { Image(systemName: "trash") }
                    }
                }
            }
            """
        let bytes = Array(source.utf8)
        let linter = Linter()
        let onlySecond = ChangedRegions(lines: [4], in: LineIndex(bytes))
        let fixed = linter.fixingAll(bytes, within: onlySecond)
        let text = String(decoding: fixed.bytes, as: UTF8.self)
        #expect(fixed.applied == 1)
        #expect(text.contains(".accessibilityLabel(\"Delete\")"))
        #expect(!text.contains(".accessibilityLabel(\"Share\")"))
        // What is left is the untouched button, outside the regions as they now lie.
        let left = linter.lint(source: text)
        #expect(left.map(\.ruleID) == ["icon-only-control-name"])
        let regions = try #require(fixed.regions)
        #expect(!left.contains { regions.touches($0.range) })
        // Without regions, both are fixed.
        #expect(linter.fixingAll(bytes).applied == 2)
    }

    @Test func diffTakesARefOnlyWhenItIsNotAPathOrAnOption() throws {
        #expect(try LintCommand.parse(["--diff"]).diff == LintCommand.DiffRequest(ref: nil))
        #expect(try LintCommand.parse(["--diff", "main", "Sources"]).diff == LintCommand.DiffRequest(ref: "main"))
        #expect(try LintCommand.parse(["--diff", "main", "Sources"]).paths == ["Sources"])
        #expect(try LintCommand.parse(["--diff=HEAD~2"]).diff == LintCommand.DiffRequest(ref: "HEAD~2"))
        #expect(try LintCommand.parse(["--diff", "--format", "json"]).diff == LintCommand.DiffRequest(ref: nil))
        let folder = try TemporaryFolder()
        try folder.write("Views/A.swift", "")
        let views = folder.url.appendingPathComponent("Views").path
        let options = try LintCommand.parse(["--diff", views])
        #expect(options.diff == LintCommand.DiffRequest(ref: nil))
        #expect(options.paths == [views])
    }
}
