// A keystroke inside a name or a string's text is applied to the tree without the parser
// (`TokenSwap`); every other keystroke goes to the parser. Either way the tree must be the tree
// of a fresh parse.

import RuleEngine
import SwiftParser
import SwiftSyntax
import Testing

@Suite struct TokenSwapTests {
    static let screen = #"""
        import SwiftUI

        struct Player: View {
            @State private var isOn = false
            @Environment(\.dismiss) private var dismiss
            let title: String
            let tr = 1
            let x = 2

            var body: some View {
                VStack {
                    Text("Now Playing")
                    Toggle("Shuffle", isOn: $isOn)
                    Button(action: { isOn.toggle() }) { Image(systemName: "star") }
                    #if DEBUG
                    Text(verbatim: #"raw "quoted" text"#)
                    #endif
                    if #available(iOS 17, *) { Text("New") }
                }
                .navigationTitle(title)
            }
        }

        """#

    /// An edit of `screen`: `count` bytes replaced by `key`, `into` bytes into the first `anchor`.
    struct Keystroke: CustomStringConvertible {
        let anchor: String
        let into: Int
        let count: Int
        let key: String
        init(_ anchor: String, _ into: Int, deleting count: Int = 0, _ key: String = "") {
            (self.anchor, self.into, self.count, self.key) = (anchor, into, count, key)
        }
        var description: String { "\(count == 0 ? "typing \(key)" : "deleting \(count)") at \(into) of `\(anchor)`" }
    }

    private final class Parses { var reused = 0 }

    /// Applies the keystroke to a document of `screen`; returns whether the parser was asked (it
    /// reuses the `import` at least) and checks the tree against a fresh parse.
    private func parserAsked(for keystroke: Keystroke, in text: String = screen) throws -> Bool {
        let range = try #require(text.range(of: keystroke.anchor), "\(keystroke)")
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound) + keystroke.into
        let document = SourceDocument(text: text)
        _ = document.tree
        let parses = Parses()
        document.reusedNodeCallback = { _ in parses.reused += 1 }
        document.apply(ByteEdit(range: start..<(start + keystroke.count), replacement: keystroke.key))
        #expect(document.tree.debugDescription == Parser.parse(source: document.text).debugDescription, "\(keystroke)")
        return parses.reused > 0
    }

    @Test(arguments: [
        Keystroke("isOn.toggle", 2, "x"),  // inside a name
        Keystroke("isOn.toggle", 5, "x"),  // at the start of a name after `.`
        Keystroke(".navigationTitle(title)", 22, "s"),  // at the end of a name before `)`
        Keystroke("private var dismiss", 18, deleting: 1),  // a letter of a name deleted
        Keystroke("\"Now Playing\"", 5, "g"),  // inside a string
        Keystroke("\"Shuffle\"", 8, "!"),  // at the end of a string's text, before its quote
        Keystroke("\"Now Playing\"", 1, " "),  // at the start of a string's text
        Keystroke("\"Now Playing\"", 4, deleting: 2),
    ])
    func aKeystrokeInsideANameOrAStringLeavesTheParserOut(_ keystroke: Keystroke) throws {
        #expect(try !parserAsked(for: keystroke), "\(keystroke)")
    }

    @Test(arguments: [
        Keystroke("\"Now Playing\"", 5, "\""),  // a quote ends the string
        Keystroke("\"Now Playing\"", 5, "\\"),  // a backslash starts an escape
        Keystroke("\"Now Playing\"", 5, "#"),
        Keystroke("\"Now Playing\"", 5, "\n"),
        Keystroke("let tr = 1", 6, "y"),  // `tr` becomes the keyword `try`
        Keystroke("@State", 6, "x"),  // an attribute's name
        Keystroke("#if DEBUG", 9, "X"),  // an `#if` condition
        Keystroke("#available(iOS", 14, "X"),  // an availability check's platform
        Keystroke("#\"raw \"quoted\" text\"#", 5, "x"),  // a raw string holding quotes
        Keystroke(".navigationTitle(title)", 17, "1"),  // a name may not start with a digit
        Keystroke("let x = 2", 4, deleting: 1),  // the name deleted whole
        Keystroke("isOn.toggle", 2, "-"),  // a name split in two
        Keystroke("$isOn", 2, "x"),  // a `$` name
        Keystroke("isOn.toggle", 5, "X"),  // a name's first letter changing case
    ])
    func anyOtherKeystrokeGoesToTheParser(_ keystroke: Keystroke) throws {
        #expect(try parserAsked(for: keystroke), "\(keystroke)")
    }

    /// Keystrokes a review found the parser reads differently from a token swapped alone, in
    /// files of their own (offsets in bytes): each tree must be a fresh parse's.
    @Test(arguments: [
        ("func f(x) {}\n", 7..<7, "T"),  // without a colon, a capital makes `Tx` a type
        ("let y = 0x1.a1\nlet z = 0\n", 13..<13, "p"),  // `0x1.ap1` is one literal
        ("f(0x1.ax, 1)\n", 7..<8, ""),  // `0x1.a` becomes one token
        ("let s = \"\"\"\n  a \"\"\"\n", 14..<15, ""),  // the closing line left with spaces only
        ("let s = \"\"\"\n a\n  \"\"\"\n", 13..<13, " "),  // indentation split by what the line holds
        ("let s = \"\"\"\nab\\\n\"\"\"\n", 14..<14, "c"),  // a segment the parser also copies as missing
        ("let c = 'ab'\n", 10..<10, "'"),  // `'` ends a single-quoted literal
    ])
    func keystrokesThatChangeHowThePartsAroundAreRead(_ source: String, _ range: Range<Int>, _ key: String) {
        let document = SourceDocument(text: source)
        _ = document.tree
        document.apply(ByteEdit(range: range, replacement: key))
        let fresh = Parser.parse(source: document.text)
        #expect(document.tree.description == document.text, "\(source.debugDescription) \(range) \(key.debugDescription)")
        #expect(document.tree.debugDescription == fresh.debugDescription, "\(source.debugDescription) \(range) \(key.debugDescription)")
    }

    /// Letters typed one after the other into a name and into a string, each swapped into the tree
    /// the last swap made, with the document linted in between as the server lints it: each tree is
    /// a fresh parse's, text and all, and each lint a fresh lint's.
    @Test func lettersTypedOneAfterAnotherEachGiveAFreshParse() throws {
        let linter = Linter()
        let document = SourceDocument(text: Self.screen)
        let state = IncrementalLintState()
        _ = linter.lint(document, state: state)
        for (anchor, into, typed) in [("isOn.toggle", 4, "Later"), ("\"Now Playing\"", 4, "Later")] {
            let range = try #require(document.text.range(of: anchor))
            let start = document.text.utf8.distance(from: document.text.startIndex, to: range.lowerBound) + into
            for (index, byte) in typed.utf8.enumerated() {
                let parses = Parses()
                document.reusedNodeCallback = { _ in parses.reused += 1 }
                document.apply(ByteEdit(range: (start + index)..<(start + index), replacement: [byte]))
                let fresh = Parser.parse(source: document.text)
                #expect(document.tree.description == document.text, "after \(index + 1) letters into `\(anchor)`")
                #expect(document.tree.debugDescription == fresh.debugDescription, "after \(index + 1) letters into `\(anchor)`")
                #expect(parses.reused == 0, "swapped in: \(index + 1) letters into `\(anchor)`")
                #expect(linter.lint(document, state: state) == linter.lint(source: document.text))
            }
        }
    }

    /// A letter typed into the middle of every tenth name and string of the benchmark's screen
    /// (cut short), and the last letter of each deleted: each tree is a fresh parse's.
    @Test func lettersTypedIntoTheNamesAndStringsOfAScreenGiveFreshParses() throws {
        let text = TypingReparseTests.shortScreen
        let tree = Parser.parse(source: text)
        let tokens = tree.tokens(viewMode: .sourceAccurate).filter { token in
            switch token.tokenKind {
            case .identifier, .stringSegment: true
            default: false
            }
        }
        #expect(tokens.count > 200)
        var swapped = 0
        for (index, token) in tokens.enumerated() where index % 10 == 0 {
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let length = token.trimmedLength.utf8Length
            for edit in [ByteEdit(range: (start + length / 2)..<(start + length / 2), replacement: "q"), ByteEdit(range: (start + length - 1)..<(start + length), replacement: [])] {
                let document = SourceDocument(text: text)
                _ = document.tree
                let parses = Parses()
                document.reusedNodeCallback = { _ in parses.reused += 1 }
                document.apply(edit)
                #expect(document.tree.debugDescription == Parser.parse(source: document.text).debugDescription, "\(edit) in `\(token.text)`")
                if parses.reused == 0 { swapped += 1 }
            }
        }
        #expect(swapped > 20, "most of these keystrokes are swapped in: \(swapped)")
    }
}
