// Typing into a real-shaped screen, one character at a time: most versions of the file have a
// syntax error until the line is finished. Every version's tree must be a fresh parse's, and the
// re-parse next to the error must stay inside the member being typed in rather than re-parse
// the whole screen (issue 16).

import Foundation
import RuleEngine
import SwiftParser
import SwiftSyntax
import Testing

@testable import A11yLSP

@Suite struct TypingReparseTests {
    /// The benchmark's screen cut short (its `body`, the stored properties above it and one
    /// helper member below), so a debug build checks every keystroke against a fresh parse quickly.
    static let shortScreen: String = {
        let text = TypingFixture.text
        let cut = text.range(of: "    private var statsGrid: some View {")!.lowerBound
        return String(text[..<cut]) + """
                private func share() {
                    openURL(URL(string: "https://example.com")!)
                }
            }

            """
    }()

    private final class Reused { var members: [String] = [] }

    @Test func everyKeystrokeOfASnippetGivesTheTreeOfAFreshParse() throws {
        let places = try #require(TypingPlaces(in: Self.shortScreen))
        #expect(!Parser.parse(source: Self.shortScreen).hasError)
        let document = SourceDocument(bytes: places.text)
        _ = document.tree
        for (index, byte) in TypingBench.snippet.utf8.enumerated() {
            document.apply(ByteEdit(range: (places.snippet + index)..<(places.snippet + index), replacement: [byte]))
            let fresh = Parser.parse(source: document.text)
            #expect(document.tree.debugDescription == fresh.debugDescription, "after \(index + 1) characters")
        }
    }

    @Test func deletingTheSnippetKeyByKeyGivesTheTreeOfAFreshParse() throws {
        let places = try #require(TypingPlaces(in: Self.shortScreen))
        var text = places.text
        text.insert(contentsOf: TypingBench.snippet.utf8, at: places.snippet)
        let document = SourceDocument(bytes: text)
        _ = document.tree
        for index in (0..<TypingBench.snippet.utf8.count).reversed() {
            document.apply(ByteEdit(range: (places.snippet + index)..<(places.snippet + index + 1), replacement: []))
            let fresh = Parser.parse(source: document.text)
            #expect(document.tree.debugDescription == fresh.debugDescription, "with \(index) characters left")
        }
        #expect(document.bytes == places.text)
    }

    @Test func aKeystrokeThatLeavesTheBodyBrokenReusesTheOtherMembers() throws {
        let places = try #require(TypingPlaces(in: Self.shortScreen))
        let document = SourceDocument(bytes: places.text)
        _ = document.tree
        // "Button(" leaves the body with an unclosed parenthesis.
        for (index, byte) in "Button(".utf8.enumerated() {
            document.apply(ByteEdit(range: (places.snippet + index)..<(places.snippet + index), replacement: [byte]))
            _ = document.tree
        }
        #expect(document.tree.hasError)
        let reused = Reused()
        document.reusedNodeCallback = { node in
            if let member = node.as(MemberBlockItemSyntax.self) {
                reused.members.append(member.decl.trimmedDescription.prefix(while: { $0 != "\n" }).description)
            }
        }
        let offset = places.snippet + "Button(".utf8.count
        document.apply(ByteEdit(range: offset..<offset, replacement: "a"))
        let tree = document.tree
        #expect(tree.debugDescription == Parser.parse(source: document.text).debugDescription)
        #expect(reused.members.contains("private func share() {"), "the member after the body is reused: \(reused.members)")
        #expect(reused.members.contains { $0.hasPrefix("@State private var isOn") }, "stored properties before it are reused")
    }

    /// With a `{` typed and not yet closed, the members after it are statements of `body`; a base
    /// parsed before the brace holds them as members, which the parser cannot reuse as statements.
    /// The document asks for a base holding the brace too, and keystrokes on it re-parse little.
    @Test func aBraceLeftOpenGetsABaseThatHoldsItToo() throws {
        let places = try #require(TypingPlaces(in: TypingFixture.text))
        let document = SourceDocument(bytes: places.text)
        _ = document.tree
        var offset = places.snippet
        type("Button(action: { isOn.toggle() }) { Im", into: document, at: &offset)
        #expect(document.tree.hasError)
        // On the base parsed before the brace the parser re-parses 3.4 KB here (every swallowed
        // member's outline); on a base holding the brace, what encloses the keystroke (1.3 KB).
        // (A space, for a letter would only lengthen the name `Im`, which the parser is not asked for: `TokenSwap`.)
        let afresh = bytesParsedAfresh(typing: " ", into: document, at: &offset)
        #expect(afresh < 2048, "parsed afresh: \(afresh) bytes")

        // Once the brace closes, that base fits badly in turn (its statements are members again),
        // and a base of the valid text follows.
        type(" }  ", into: document, at: &offset)
        #expect(!document.tree.hasError)
        let afterClosing = bytesParsedAfresh(typing: " ", into: document, at: &offset)
        #expect(afterClosing < 2048, "parsed afresh after the brace closed: \(afterClosing) bytes")
    }

    /// `Button(action: {` leaves a `)` missing at the end of the Button's statement as well as the
    /// braces: the lexer counts parentheses only inside literals, so that base is as safe to reuse
    /// as one missing braces alone, and it is taken. On the base parsed before the `(`, each of
    /// these keystrokes re-parses the statements the closure swallowed (9-10 ms on real screens).
    @Test func aBaseWithAParenthesisOpenIsTakenEarly() throws {
        let places = try #require(TypingPlaces(in: TypingFixture.text))
        let document = SourceDocument(bytes: places.text)
        _ = document.tree
        var offset = places.snippet
        for byte in "Button(action: {".utf8 {
            document.apply(ByteEdit(range: offset..<offset, replacement: [byte]))
            offset += 1
            _ = document.tree
        }
        let job = try #require(document.makeCompaction(), "the base no longer fits: a new one is asked for")
        job.run()
        #expect(document.adopt(job))
        let afresh = bytesParsedAfresh(typing: " i", into: document, at: &offset)
        #expect(afresh < 2048, "parsed afresh: \(afresh) bytes")
        // Closing the brace leaves the `)` alone missing, and closing that makes the text valid:
        // each keystroke on the early base must still give a fresh parse's tree.
        for key in ["sOn.toggle() ", "}", ")", " { Im"] {
            _ = bytesParsedAfresh(typing: key, into: document, at: &offset)
        }
    }

    /// A review's case for the early base with a `)` open: `var y = z(` typed before a `ZStack(`
    /// leaves a `)` and braces missing at the ends of their units, and `#if` is typed a key at a
    /// time at the start of the line that closes a `.sheet`. A base taken while `#i` stood there
    /// (here a full parse, as the usual renewal takes) made the `f` reuse `queueSheet` as a plain
    /// statement where a fresh parse makes it a postfix `#if`.
    @Test func aDirectiveTypedAKeyAtATimeOnABaseWithAParenthesisOpen() throws {
        let text = Self.shortScreen.replacingOccurrences(of: "            ZStack(alignment:", with: "            var y = z(\n            ZStack(alignment:")
        let document = SourceDocument(text: text)
        _ = document.tree
        let closing = try #require(text.range(of: "                queueSheet\n            }\n"))
        var offset = text.utf8.distance(from: text.startIndex, to: closing.upperBound) - "            }\n".utf8.count
        var job: SourceDocument.Compaction?
        for key in ["#", "i", "f", " ", "D"] {
            if key == "f" { document.compact() }
            if let pending = job { document.adopt(pending) }
            document.apply(ByteEdit(range: offset..<offset, replacement: key))
            offset += key.utf8.count
            #expect(document.tree.debugDescription == Parser.parse(source: document.text).debugDescription, "after \(key)")
            job = document.makeCompaction()
            job?.run()
        }
    }

    /// A string left open as well is another kind of error (the lexer's state after it depends on
    /// where the string ends), so a base holding one is not taken early.
    @Test func aBaseWithAStringOpenIsNotTakenEarly() throws {
        let places = try #require(TypingPlaces(in: TypingFixture.text))
        let document = SourceDocument(bytes: places.text)
        _ = document.tree
        var offset = places.snippet
        for byte in #"Button(action: { print("a"#.utf8 {
            document.apply(ByteEdit(range: offset..<offset, replacement: [byte]))
            offset += 1
            _ = document.tree
        }
        let job = try #require(document.makeCompaction(), "the base no longer fits: a new one is asked for")
        job.run()
        #expect(!document.adopt(job))
        #expect(document.makeCompaction() == nil, "the next try waits")
        type(" Image", into: document, at: &offset)
        #expect(document.tree.debugDescription == Parser.parse(source: document.text).debugDescription)
    }

    /// Types `text` a byte at a time, making and taking the background full parses as the server
    /// does (each is taken at the next keystroke, and the last one at the end).
    private func type(_ text: String, into document: SourceDocument, at offset: inout Int) {
        var job: SourceDocument.Compaction?
        for byte in text.utf8 {
            if let pending = job { document.adopt(pending) }
            document.apply(ByteEdit(range: offset..<offset, replacement: [byte]))
            offset += 1
            _ = document.tree
            job = document.makeCompaction()
            job?.run()
        }
        if let pending = job { document.adopt(pending) }
    }

    /// Types one more key; the re-parse must give a fresh parse's tree. Returns the bytes the
    /// parser did not take over from the base.
    private func bytesParsedAfresh(typing key: String, into document: SourceDocument, at offset: inout Int) -> Int {
        let reused = ReusedBytes()
        document.reusedNodeCallback = { node in reused.count += node.totalLength.utf8Length }
        defer { document.reusedNodeCallback = nil }
        document.apply(ByteEdit(range: offset..<offset, replacement: key))
        offset += key.utf8.count
        #expect(document.tree.debugDescription == Parser.parse(source: document.text).debugDescription)
        return document.bytes.count - reused.count
    }

    private final class ReusedBytes { var count = 0 }
}
