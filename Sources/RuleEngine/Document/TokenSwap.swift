// A keystroke inside a name or inside the text of a string literal leaves every token where it
// was: `isOn` becomes `isOnce`, "Now Playing" becomes "Now Playin". The parser would re-parse the
// whole statement around it (1.5-1.9 KB of a real screen's `body`, 2-4 ms with the toolchain's
// parser); the tree of the new text is the old tree with that one token's text changed, so it is
// made by rewriting the path down to the token instead.
//
// That holds only where the parser's choices cannot depend on the text that changed:
// - a name stays a name: ASCII letters, digits and `_`, not starting with a digit, not `_` alone,
//   and neither the old nor the new text is a keyword, contextual ones included (`some`, `get`,
//   `async`, `each`…), which the parser reads by their text;
// - nothing next to the name can join it (`#`, `@`, `$`, a backtick or a non-ASCII letter), and
//   it is not an attribute's name or part of one, whose arguments are parsed by the name;
// - its first letter keeps its case (without a colon, `f(Tx)` reads `Tx` as a type), and it does
//   not follow a number's `.` (`0x1.a` and `p1` make one literal);
// - the token carries no lexer diagnostic and no unusual trivia, and is not in skipped text;
// - a segment is of a single-line `"…"` string (a multi-line one's are split into indentation
//   and text by what they hold, and `'…'` ends at `'`); its text, before and after, holds no
//   quote (`"` or `'`), backslash, `#` or line break (they end it, or start an escape or an
//   interpolation).
// Anything else goes to the parser. The typing fuzzer compares every keystroke's tree with a
// fresh parse, node for node.

import SwiftSyntax

enum TokenSwap {
    /// The tree of the text after `edit` (in the coordinates of `tree`'s text), or nil when the
    /// edit does more than change the text of one name or string segment.
    static func swapped(_ tree: SourceFileSyntax, by edit: ByteEdit) -> SourceFileSyntax? {
        guard let token = editedToken(in: tree, at: edit.range), let replacement = replacement(for: token, edit: edit) else { return nil }
        let rewriter = OneTokenRewriter(target: token, replacement: replacement)
        guard let swapped = rewriter.rewrite(tree).as(SourceFileSyntax.self), rewriter.replaced,
            swapped.totalLength.utf8Length == tree.totalLength.utf8Length + edit.replacement.count - edit.range.count
        else { return nil }
        return swapped
    }

    /// The present token whose text (not its trivia) holds `range`: the one the range starts in,
    /// or, for an edit at the end of a token's text, that token.
    private static func editedToken(in tree: SourceFileSyntax, at range: Range<Int>) -> TokenSyntax? {
        // At the boundary of two tokens (`name(`, `text"`) the edit extends the name or the text.
        let offsets = range.lowerBound > 0 ? [range.lowerBound, range.lowerBound - 1] : [range.lowerBound]
        for offset in offsets where offset < tree.endPosition.utf8Offset {
            guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)), token.presence == .present, isSwappable(token.tokenKind)
            else { continue }
            let text = token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
            if text.lowerBound <= range.lowerBound, range.upperBound <= text.upperBound { return token }
        }
        return nil
    }

    private static func isSwappable(_ kind: TokenKind) -> Bool {
        switch kind {
        case .identifier, .stringSegment: true
        default: false
        }
    }

    /// `token` with the edit applied to its text, when it stays the same kind of token and the
    /// parser reads it the same way.
    private static func replacement(for token: TokenSyntax, edit: ByteEdit) -> TokenSyntax? {
        let old = Array(token.text.utf8)
        let start = edit.range.lowerBound - token.positionAfterSkippingLeadingTrivia.utf8Offset
        var new = old
        new.replaceSubrange(start..<(start + edit.range.count), with: edit.replacement)
        guard !new.isEmpty, let text = String(validating: new, as: UTF8.self), isClean(token) else { return nil }
        switch token.tokenKind {
        case .identifier:
            guard isPlainName(old), isPlainName(new), !keywords.contains(token.text), !keywords.contains(text),
                isUppercase(old[0]) == isUppercase(new[0]), standsApart(token), !followsANumbersPeriod(token), !isReadByName(token)
            else { return nil }
            return fresh(.identifier(text), like: token)
        case .stringSegment:
            guard isPlainStringText(old), isPlainStringText(new), isInPlainString(token) else { return nil }
            return fresh(.stringSegment(text), like: token)
        default:
            return nil
        }
    }

    /// A new token of `kind` with `token`'s trivia. (Not `token.with(\.tokenKind, …)`: on a token of
    /// a tree an earlier swap made, the toolchain's SwiftSyntax keeps the old length for the
    /// rewritten tree, and every position after it is off.)
    private static func fresh(_ kind: TokenKind, like token: TokenSyntax) -> TokenSyntax {
        TokenSyntax(kind, leadingTrivia: token.leadingTrivia, trailingTrivia: token.trailingTrivia, presence: .present)
    }

    /// No diagnostic of the lexer's on the token (a new token would drop it), no unusual trivia
    /// (a stray control character, a conflict marker), and not in text the parser skipped over.
    private static func isClean(_ token: TokenSyntax) -> Bool {
        guard token.tokenDiagnostic == nil, (token.leadingTrivia.pieces + token.trailingTrivia.pieces).allSatisfy(isOrdinary) else { return false }
        var current = token.parent
        while let node = current {
            if node.is(UnexpectedNodesSyntax.self) { return false }
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { return true }
            current = node.parent
        }
        return true
    }

    private static func isOrdinary(_ piece: TriviaPiece) -> Bool {
        switch piece {
        case .spaces, .tabs, .newlines, .carriageReturns, .carriageReturnLineFeeds, .lineComment, .blockComment, .docLineComment, .docBlockComment:
            true
        default:
            false
        }
    }

    /// A name after a number's `.` can become part of the number (`0x1.a` + `p1` is one literal).
    private static func followsANumbersPeriod(_ token: TokenSyntax) -> Bool {
        guard let period = token.previousToken(viewMode: .sourceAccurate), period.tokenKind == .period,
            let number = period.previousToken(viewMode: .sourceAccurate)
        else { return false }
        switch number.tokenKind {
        case .integerLiteral, .floatLiteral: return true
        default: return false
        }
    }

    /// A segment of a single-line `"…"` string: a multi-line string's segments are split into
    /// indentation and text by what they hold, and `'…'` ends at a quote this file allows.
    private static func isInPlainString(_ token: TokenSyntax) -> Bool {
        guard let literal = token.parent?.parent?.parent?.as(StringLiteralExprSyntax.self) else { return false }
        return literal.openingPounds == nil && literal.openingQuote.tokenKind == .stringQuote
    }

    private static func isPlainName(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first), bytes != [UInt8(ascii: "_")] else { return false }
        return bytes.allSatisfy { $0 < 0x80 && DeclarationNames.isIdentifierPart($0) }
    }

    private static func isPlainStringText(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { byte in
            byte >= 0x20 && byte != 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "#")
                && byte != UInt8(ascii: "'")
        }
    }

    /// Whether the characters around the name (its trivia, or the tokens it touches) cannot be
    /// read as part of it: a `#` or `@` before it makes it a macro or attribute name, a `$` or a
    /// backtick another kind of name.
    private static func standsApart(_ token: TokenSyntax) -> Bool {
        if token.leadingTrivia.isEmpty, let before = token.previousToken(viewMode: .sourceAccurate), before.trailingTrivia.isEmpty,
            touches(before.text.utf8.last)
        {
            return false
        }
        if token.trailingTrivia.isEmpty, let after = token.nextToken(viewMode: .sourceAccurate), after.leadingTrivia.isEmpty,
            touches(after.text.utf8.first)
        {
            return false
        }
        return true
    }

    private static func touches(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return DeclarationNames.isIdentifierPart(byte) || "#@$`\\".utf8.contains(byte)
    }

    /// Whether the name is read where the parser looks at names: an attribute (`@available(…)`
    /// parses its arguments by the attribute's name), an `#if` condition or an availability check.
    private static func isReadByName(_ token: TokenSyntax) -> Bool {
        var current = token.parent
        while let node = current {
            if node.is(AttributeSyntax.self) || node.is(IfConfigClauseSyntax.self) || node.is(AvailabilityArgumentListSyntax.self) { return true }
            if node.is(DeclSyntax.self) || node.is(StmtSyntax.self) || node.is(CodeBlockItemSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// The parser reads a name's first letter when a colon is missing: `f(Tx)` takes `Tx` as a type.
    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

    /// Every keyword's text, contextual ones included.
    private static let keywords: Set<String> = Set((0...UInt8.max).compactMap { Keyword(rawValue: $0).map { TokenSyntax.keyword($0).text } })
}

/// Rewrites the path from the root to one token, leaving every other subtree as it is. The token is
/// told by where its text starts, the one present token there.
private final class OneTokenRewriter: SyntaxRewriter {
    private let offset: Int
    private let replacement: TokenSyntax
    private(set) var replaced = false

    init(target: TokenSyntax, replacement: TokenSyntax) {
        offset = target.positionAfterSkippingLeadingTrivia.utf8Offset
        self.replacement = replacement
        super.init(viewMode: .all)
    }

    override func visitAny(_ node: Syntax) -> Syntax? {
        // A subtree that does not hold the token is kept without being visited.
        node.position.utf8Offset <= offset && offset < node.endPosition.utf8Offset ? nil : node
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard !replaced, token.presence == .present, token.positionAfterSkippingLeadingTrivia.utf8Offset == offset else { return token }
        replaced = true
        return replacement
    }
}
