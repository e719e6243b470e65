// The three ways the toolchain's incremental parser reuses a node wrongly (docs/design/
// incremental-reuse.md), each as a short edit sequence: after every edit the document's tree
// must be a fresh parse's.

import RuleEngine
import SwiftParser
import Testing

@Suite struct IncrementalReuseTests {
    /// Applies `edits` (text to find, its replacement) in order and checks the tree after each.
    private func expectFreshTrees(from text: String, edits: [(find: String, replace: String)], sourceLocation: SourceLocation = #_sourceLocation) {
        let document = SourceDocument(text: text)
        _ = document.tree
        for (step, edit) in edits.enumerated() {
            let current = document.text
            guard let found = current.range(of: edit.find) else {
                Issue.record("step \(step): \(edit.find) not in the text", sourceLocation: sourceLocation)
                return
            }
            let lower = current.utf8.distance(from: current.startIndex, to: found.lowerBound)
            let upper = current.utf8.distance(from: current.startIndex, to: found.upperBound)
            document.apply(ByteEdit(range: lower..<upper, replacement: edit.replace))
            let fresh = Parser.parse(source: document.text)
            #expect(document.tree.debugDescription == fresh.debugDescription, "after step \(step)", sourceLocation: sourceLocation)
        }
    }

    /// Error-free code: the first edit's re-parse reuses `VStack {}`, recording a shorter lookahead
    /// than it needed; the dot then turns the `#if` into a postfix `#if` of that VStack.
    @Test func aReusedNodeKeepsTheLookaheadItNeeded() {
        expectFreshTrees(
            from: "VStack {\n}\n#if os(iOS)\nfoo()\n#endif\nbar\n",
            edits: [("bar", "baz"), ("\nfoo", "\n.foo")])
    }

    /// A statement that ends a string its interpolation left open: reused, the lexer would go on
    /// inside the interpolation.
    @Test func aStatementThatClosesAStringIsParsedAfresh() {
        expectFreshTrees(from: "x(\"\\({a)\")\n.b()\nc\n", edits: [("c\n", "c z\n")])
    }

    /// The same inside a function whose brace is missing: the statement is at risk although the
    /// function around it holds an error too (the edits lie before and after it).
    @Test func aNestedStatementThatClosesAStringIsParsedAfresh() {
        expectFreshTrees(from: "func f() {\n    x(\"\\({a)\")\n    .b()\n    c\n}\nd\n", edits: [("c\n", "c z\n"), ("d\n", "d e\n")])
    }

    /// A closure in an interpolation: the lexer ends the interpolation at the last `)` whatever the
    /// lines between, and the closure's statements (one of them a stray `)`) hold no quote of their
    /// own. Nothing inside the string may be reused, with the function's brace missing or not.
    @Test func statementsInsideAnInterpolationAreParsedAfresh() {
        let function = "func g() {\n    let s = \"\\(f { a)\n    b\n    })\"\n    c\n"
        expectFreshTrees(from: function, edits: [("c\n", "c x\n")])
        expectFreshTrees(from: function + "}\n", edits: [("    c\n}", "x    c\n}")])
    }

    /// Reusing a statement that leaves a multi-line string and an interpolation open traps inside
    /// the toolchain's lexer (SIGILL in `Lexer.Cursor.nextToken`, even with no edit at all), which
    /// would end the server: such a statement is always parsed afresh.
    @Test func aStatementLeavingAMultiLineStringOpenIsNeverReused() {
        expectFreshTrees(from: "\"\"\"\\(s\"\"\nlet a = 1\n", edits: [("1\n", "2\n"), ("let", "var")])
        expectFreshTrees(from: "let a = 1\n\"\"\"\\(s\"\"\n", edits: [("1\n", "2\n"), ("let", "var")])
    }

    /// `init(x: 1)` is a call in an initializer's body and a (broken) declaration in a function's.
    @Test func aStatementStartingWithInitFollowsItsBody() {
        expectFreshTrees(
            from: "struct S {\n    init() {\n        init(x: 1)\n    }\n}\n",
            edits: [("init()", "func f()"), ("func f()", "init()")])
    }

    /// The lexer reads `#` and the name after it as one token when the name is a directive (`#if`)
    /// and as two otherwise (`#i`). The statement before `#i` looked at the `#` alone, so typing the
    /// `f` lies past what it looked at, yet turns it into a postfix `#if` expression. Also with the
    /// name changed in its middle, and with the base a full parse taken while `#i` was there.
    @Test func completingADirectiveNameParsesTheStatementBeforeItAfresh() {
        let sheet = "struct A {\n  var b: some View {\n    x.sheet {\n      queueSheet\n#i      }\n      .alert(\"a\") { }\n  }\n}\n"
        // Each edit starts past the `#`: the `f` typed after `#i`, an `x` taken out of `#ixf` or
        // `#ifx`, the rest of `#endif` typed after `#en`.
        expectFreshTrees(from: sheet, edits: [("      }\n      .alert", "f      }\n      .alert")])
        expectFreshTrees(from: sheet.replacingOccurrences(of: "#i ", with: "#ixf "), edits: [("xf ", "f ")])
        expectFreshTrees(from: sheet.replacingOccurrences(of: "#i ", with: "#ifx "), edits: [("x ", " ")])
        expectFreshTrees(from: sheet.replacingOccurrences(of: "#i ", with: "#en "), edits: [("n ", "ndif ")])
    }

    /// A backtick left open lexes alone, and the statement before it looked at it alone: closing
    /// it after the name makes a labeled trailing closure of that statement.
    @Test func closingABacktickParsesTheStatementBeforeItAfresh() {
        expectFreshTrees(from: "o{}`t:{", edits: [(":{", "`:{")])
        expectFreshTrees(from: "n{}`b", edits: [("b", "b`"), ("b`", "b`:"), ("b`:", "b`:{")])
        expectFreshTrees(
            from: "struct A: View {\n    var body: some View {\n        Button {\n            go()\n        } `label: {\n            Image(systemName: x)\n        }\n    }\n}\n",
            edits: [(": {\n            Image", "`: {\n            Image")])
    }

    /// Whether a `/` opens a regex depends on the token before it, and after a reused unit the
    /// lexer goes on with the kind of the token the unit started with (`let`): a unit that starts
    /// with `/` and is parsed again needs the unit before it parsed again.
    @Test func aUnitStartingWithASlashParsesTheUnitBeforeItAfresh() {
        expectFreshTrees(from: "struct{let r / n x", edits: [("x", "xf")])
        expectFreshTrees(from: "struct A: View {\n    let title: String\n/    var body: some View { Text(title) }\n}\n", edits: [("(title)", "(titles)")])
        expectFreshTrees(from: "import d\n/,", edits: [(",", "a,")])
        expectFreshTrees(from: "var s\n/ (f", edits: [("(f", "(fe")])
    }

    /// Recovery that swallowed a brace at the top level stops at it inside a function.
    @Test func anEditThatMovesRecoveredCodeIntoABlockParsesItAfresh() {
        expectFreshTrees(
            from: "func f() {\n    g(\n#if os(iOS)\n    h()\n#endif\n    )\n}\n",
            edits: [("g(\n", "g(\n}\n"), ("}\n#if", "#if"), ("    h()", "    h() }")])
    }

    /// Typing across many keystrokes, with a background full parse taken in the middle while the
    /// text went on changing: the parse becomes the base and the later keystrokes are re-parsed on it.
    @Test func aFullParseTakenWhileTypingBecomesTheBase() throws {
        var text = "struct V: View {\n    var body: some View {\n        VStack {\n            Text(\"a\")\n        }\n    }\n}\n"
        let document = SourceDocument(text: text)
        _ = document.tree
        let snippet = Array("Button(action: { isOn.toggle() }) { Image(systemName: \"star\") }".utf8)
        // Typed right after `VStack {`: once the Button's parenthesis closes, the text is valid again.
        var offset = try #require(text.range(of: "VStack {")).upperBound.utf16Offset(in: text)
        var job: SourceDocument.Compaction?
        var adopted = 0
        for (typed, key) in snippet.enumerated() {
            document.apply(ByteEdit(range: offset..<offset, replacement: [key]))
            text.insert(Character(UnicodeScalar(key)), at: text.utf8.index(text.startIndex, offsetBy: offset))
            offset += 1
            if let pending = job, document.adopt(pending) { adopted += 1 }
            job = nil
            #expect(document.tree.debugDescription == Parser.parse(source: text).debugDescription, "after \(typed + 1) keys")
            if let next = document.makeCompaction() {
                next.run()
                job = next
            }
        }
        #expect(adopted > 0, "a background parse was taken while typing went on")
    }
}
