// The nodes of a full parse that the toolchain's incremental parser may reuse wrongly, and the
// edits that stop it from reusing them (docs/design/incremental-reuse.md has the evidence).
//
// The parser reuses a statement or member of the previous tree when its bytes are unchanged and
// the edits miss its recorded lookahead. That is exact for error-free code, but not for:
// - a unit that recovered from an error at its own level (unexpected tokens, a missing token)
//   after the edit: how far recovery swallows depends on the list parsing it (a closure stops at
//   `}`, the file does not), and an edit may move the unit into another list;
// - a unit anywhere whose lexing an error may have unbalanced: the lexer resumes after a reused
//   unit with the state it had at the unit's start, wrong when the unit left a literal open, and
//   code inside an interpolation lexes differently from code outside it;
// - a statement starting with `init` after the edit: a call inside an initializer, a declaration
//   elsewhere.
// Replacing such a unit's text by the same text ("identity edit") makes the parser parse it
// afresh while its siblings stay reusable. Reused units lose their recorded lookahead (a fault
// fixed upstream after 6.3.1), so every re-parse starts from a full parse, never from an
// incremental one (SourceDocument keeps that "base").

import SwiftParser
import SwiftSyntax

struct ReuseRisks {
    /// Units (statements or members) holding an error whose innermost unit they are, by start.
    private let recovering: [Range<Int>]
    /// Units that may leave the lexer in another state than they found it (see `RecoveringUnitCollector`).
    private let lexerUnbalanced: [Range<Int>]
    /// Statements whose first token is `init`.
    private let startingWithInit: [Range<Int>]
    /// Units followed in their list by a unit that starts with a `/` token, and where that unit
    /// starts (see `unitsBeforeASlash`).
    private let beforeSlash: [(unit: Range<Int>, slashUnitStart: Int)]
    /// The tree's one kind of error, if any, is a closing brace or parenthesis missing at the end
    /// of its unit.
    let hasOnlyMissingClosers: Bool

    init(tree: SourceFileSyntax, bytes: [UInt8]) {
        if tree.hasError {
            let collector = RecoveringUnitCollector(viewMode: .all)
            collector.walk(tree)
            collector.finish()
            recovering = collector.units
            lexerUnbalanced = collector.lexerUnbalanced
            hasOnlyMissingClosers = collector.onlyClosersMissing
        } else {
            recovering = []
            lexerUnbalanced = []
            hasOnlyMissingClosers = true
        }
        startingWithInit = Self.statementsStartingWithInit(in: tree, bytes: bytes)
        beforeSlash = Self.unitsFollowedByASlash(in: tree, bytes: bytes)
    }

    /// The units to parse afresh when the last edit starts at `lastEditStart`: those followed by a
    /// unit that starts with a `/` at or before it. Whether a `/` opens a regex depends on the token
    /// before it, and after a reused unit the lexer goes on with the token kind the unit *started*
    /// with (`let r⏎/ n`: after `let` a regex may begin), so a `/` unit parsed again needs the unit
    /// before it parsed again too. (An edit before the `/` unit reaches it only through the unit
    /// before it, which then is parsed again anyway, or is reused with it.)
    func unitsBeforeASlash(lastEditStart: Int) -> [Range<Int>] {
        beforeSlash.filter { $0.slashUnitStart <= lastEditStart }.map(\.unit)
    }

    /// A byte search for `/` outside comments' `//` and `/*`, then the unit it starts, if any, and
    /// the unit before that one in its list. A `/` rarely starts a unit: a `//` half typed at the
    /// start of a line, or a division after a declaration that takes none.
    private static func unitsFollowedByASlash(in tree: SourceFileSyntax, bytes: [UInt8]) -> [(unit: Range<Int>, slashUnitStart: Int)] {
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        var found: [(unit: Range<Int>, slashUnitStart: Int)] = []
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == slash, index + 1 == bytes.count || (bytes[index + 1] != slash && bytes[index + 1] != star),
                index == 0 || (bytes[index - 1] != slash && bytes[index - 1] != star),
                let token = tree.token(at: AbsolutePosition(utf8Offset: index)),
                token.positionAfterSkippingLeadingTrivia.utf8Offset == index, token.text.first == "/"
            else { continue }
            var node = Syntax(token)
            while let parent = node.parent, parent.positionAfterSkippingLeadingTrivia == token.positionAfterSkippingLeadingTrivia {
                node = parent
                guard node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) else { continue }
                guard let list = node.parent else { break }
                var before: Syntax?
                for sibling in list.children(viewMode: .sourceAccurate) {
                    if sibling.id == node.id { break }
                    before = sibling
                }
                if let before {
                    found.append((before.position.utf8Offset..<before.endPosition.utf8Offset, node.position.utf8Offset))
                }
                break
            }
        }
        return found
    }

    /// How many bytes rule C puts at risk, wherever an edit starts.
    var bytesAtRiskAnywhere: Int {
        var covered = 0
        var end = 0
        for range in lexerUnbalanced.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.upperBound > end {
            covered += range.upperBound - max(range.lowerBound, end)
            end = range.upperBound
        }
        return covered
    }

    /// The ranges (in the tree's offsets) to parse afresh along with edits that start at `editStart`.
    func atRisk(editStart: Int) -> [Range<Int>] {
        var ranges = lexerUnbalanced
        ranges += recovering.filter { $0.lowerBound >= editStart }
        ranges += startingWithInit.filter { $0.lowerBound >= editStart }
        return ranges
    }

    /// The mark and the name after it, when an edit starting at `editStart` (in `bytes`, the
    /// base's text) lies in or just after a name that follows `#` or a backtick. The lexer reads
    /// `#if` (or `#else`, `#endif`) as one token and `#i` as two, and `` `t` `` as one name where
    /// `` `t `` is a lone backtick and a name: the unit before it, which looked at the mark alone,
    /// may read differently once the name is complete (a postfix `#if`, a labeled trailing
    /// closure), though the edit misses what it looked at. Parsed afresh with the edit, the mark is
    /// inside what that unit looked at.
    static func markedName(before editStart: Int, in bytes: [UInt8]) -> Range<Int>? {
        var start = min(editStart, bytes.count)
        while start > 0, DeclarationNames.isIdentifierPart(bytes[start - 1]) { start -= 1 }
        guard start > 0 else { return nil }
        if bytes[start - 1] == UInt8(ascii: "`") { return (start - 1)..<editStart }
        guard bytes[start - 1] == UInt8(ascii: "#") else { return nil }
        // `##"` opens a raw string: the pounds before it count alike.
        while start > 0, bytes[start - 1] == UInt8(ascii: "#") { start -= 1 }
        return start..<editStart
    }

    /// Whether `tree` (a re-parse) has, touching `range`, a broken string with an interpolation, a
    /// broken multi-line or raw string or regex, or a literal's delimiters among unexpected tokens:
    /// the lexer may then go on in that literal past the edit, and code in an interpolation parses
    /// differently, where the re-parse may have reused units parsed as plain code. (A plain string
    /// ends at the line's end, so one left open alone does not count.)
    static func leavesLiteralBroken(in tree: SourceFileSyntax, around range: Range<Int>) -> Bool {
        guard tree.hasError else { return false }
        var pending = [Syntax(tree)]
        while let node = pending.popLast() {
            // Code inside a broken interpolation parses differently (and an open one goes on past
            // the edit); so do multi-line and raw strings and regexes left open.
            if let string = node.as(StringLiteralExprSyntax.self),
                string.openingQuote.tokenKind == .multilineStringQuote || string.openingPounds != nil
                    || string.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) })
            {
                return true
            }
            if node.is(RegexLiteralExprSyntax.self) { return true }
            // Where no literal could be built (typed among members, say), its tokens are unexpected.
            if node.is(UnexpectedNodesSyntax.self), node.tokens(viewMode: .all).contains(where: { isLiteralDelimiter($0.tokenKind) }) { return true }
            for child in node.children(viewMode: .sourceAccurate)
            where child.hasError && child.position.utf8Offset <= range.upperBound && range.lowerBound <= child.endPosition.utf8Offset {
                pending.append(child)
            }
        }
        return false
    }

    /// A byte search for the keyword, then the statement it starts, if any: much cheaper than a walk.
    private static func statementsStartingWithInit(in tree: SourceFileSyntax, bytes: [UInt8]) -> [Range<Int>] {
        let word = Array("init".utf8)
        var ranges: [Range<Int>] = []
        var index = 0
        while index + word.count <= bytes.count {
            defer { index += 1 }
            guard bytes[index] == word[0], bytes[index + 1] == word[1], bytes[index + 2] == word[2], bytes[index + 3] == word[3],
                index == 0 || !DeclarationNames.isIdentifierPart(bytes[index - 1]),
                index + 4 == bytes.count || !DeclarationNames.isIdentifierPart(bytes[index + 4]),
                let token = tree.token(at: AbsolutePosition(utf8Offset: index)), token.tokenKind == .keyword(.`init`)
            else { continue }
            var node = Syntax(token)
            while let parent = node.parent, parent.positionAfterSkippingLeadingTrivia == token.positionAfterSkippingLeadingTrivia {
                node = parent
                if let item = node.as(CodeBlockItemSyntax.self) {
                    ranges.append(item.position.utf8Offset..<item.endPosition.utf8Offset)
                    break
                }
            }
        }
        return ranges
    }

    static func isLiteralDelimiter(_ kind: TokenKind) -> Bool {
        switch kind {
        case .stringQuote, .multilineStringQuote, .singleQuote, .rawStringPoundDelimiter, .regexSlash, .regexPoundDelimiter, .regexLiteralPattern:
            true
        default:
            false
        }
    }

}

/// A new list of concurrent edits: `edits` (sorted, apart) with each of `ranges` added as an identity
/// edit. Ranges that overlap or touch an edit or each other become one edit; `bytes` is the new text.
func mergingIdentityEdits(_ ranges: [Range<Int>], into edits: [SourceEdit], newBytes bytes: [UInt8]) -> [SourceEdit] {
    guard !ranges.isEmpty else { return edits }
    struct Piece {
        var range: Range<Int>
        var shift: Int
    }
    let editPieces = edits.map { edit in
        let range = edit.range.lowerBound.utf8Offset..<edit.range.upperBound.utf8Offset
        return Piece(range: range, shift: edit.replacementBytes.count - range.count)
    }
    let pieces = (editPieces
        + ranges.map { Piece(range: $0, shift: 0) })
        .sorted { $0.range.lowerBound < $1.range.lowerBound }
    var merged: [Piece] = []
    for piece in pieces {
        if let last = merged.last, piece.range.lowerBound <= last.range.upperBound {
            merged[merged.count - 1] = Piece(range: last.range.lowerBound..<max(last.range.upperBound, piece.range.upperBound), shift: last.shift + piece.shift)
        } else {
            merged.append(piece)
        }
    }
    var result: [SourceEdit] = []
    var shiftBefore = 0
    for piece in merged {
        let newStart = piece.range.lowerBound + shiftBefore
        let newEnd = piece.range.upperBound + shiftBefore + piece.shift
        result.append(
            SourceEdit(
                range: AbsolutePosition(utf8Offset: piece.range.lowerBound)..<AbsolutePosition(utf8Offset: piece.range.upperBound),
                replacement: Array(bytes[newStart..<newEnd])))
        shiftBefore += piece.shift
    }
    return result
}

/// The innermost statement or member around every unexpected-nodes run and missing token, and
/// the units whose lexing an error may have made depend on what came before them.
private final class RecoveringUnitCollector: SyntaxAnyVisitor {
    /// Innermost units of errors (rule A).
    var units: [Range<Int>] = []
    /// Units that may leave the lexer in another state than they found it (rule C).
    var lexerUnbalanced: [Range<Int>] = []
    private var seen: Set<SyntaxIdentifier> = []

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard node.hasError else { return .skipChildren }
        // A token the lexer found fault with (an invalid escape, a curly quote) is an error of
        // another kind: no longer a tree whose only fault is a brace left open.
        if let token = node.as(TokenSyntax.self), token.tokenDiagnostic != nil { onlyClosersMissing = false }
        guard node.is(UnexpectedNodesSyntax.self) || node.as(TokenSyntax.self)?.presence == .missing else { return .visitChildren }
        guard let unit = Self.unit(around: node) else {
            onlyClosersMissing = false
            return .skipChildren
        }
        if seen.insert(unit.id).inserted { units.append(unit.range) }
        if let literal = Self.outermostLiteral(around: node) {
            // Code in an interpolation lexes differently (the lexer counts its parentheses, and a
            // line break may end the literal), so nothing inside the literal is reused: the unit
            // that holds the literal is parsed afresh. The statements nested in it may hold no
            // quote at all, so looking for delimiters in the unit of the error is not enough.
            onlyClosersMissing = false
            if let holder = Self.unit(around: literal) { lexerUnbalanced.append(holder.range) }
        } else if let token = node.as(TokenSyntax.self), token.tokenKind == .rightBrace || token.tokenKind == .rightParen,
            unit.lastToken(viewMode: .all)?.id == token.id
        {
            unitsMissingTheirCloser.append(unit)
        } else {
            onlyClosersMissing = false
            if holdsDelimiters(unit) { lexerUnbalanced.append(unit.range) }
        }
        return .skipChildren
    }

    /// Units that end in a closing brace or parenthesis the parser had to supply.
    private var unitsMissingTheirCloser: [Syntax] = []
    /// No error but closing braces or parentheses missing at the ends of their units: a `{`
    /// typed and not yet closed, which makes the member and the type around it run to the end of
    /// the file, and the `(` of a call whose closure argument that `{` opened
    /// (`Button(action: {`). The lexer counts parentheses only inside an interpolation, and an
    /// error inside a literal is another kind, so a missing `)` leaves the lexing of what follows
    /// as a missing `}` does.
    private(set) var onlyClosersMissing = true

    /// Ends the walk: the units at risk of rule C.
    func finish() {
        for unit in unitsMissingTheirCloser {
            // With no other error anywhere, every unit nested in this one is error-free, and so
            // its strings lex the same wherever it is; the lexer counts no braces outside
            // literals. Only a delimiter among the unit's own tokens can leave a literal open. A
            // bare `/` is the exception: whether it starts a regex depends on the token before it,
            // which for a reused unit is the one before the unit's start, so any regex keeps the
            // whole unit at risk. With other errors around, the unit is at risk as any other
            // holding a delimiter: the whole of it is parsed afresh, which also covers what its
            // nested units' own errors may not show (randomly damaged code found such cases).
            let atRisk = onlyClosersMissing ? Self.holdsDelimitersOfItsOwn(unit) || Self.holdsRegex(unit) : holdsDelimiters(unit)
            if atRisk {
                lexerUnbalanced.append(unit.range)
            }
        }
    }

    /// Whether a delimiter lies anywhere in `unit` (remembered: a unit may hold many errors).
    private func holdsDelimiters(_ unit: Syntax) -> Bool {
        if let known = delimitersByUnit[unit.id] { return known }
        let holds = unit.tokens(viewMode: .all).contains { ReuseRisks.isLiteralDelimiter($0.tokenKind) }
        delimitersByUnit[unit.id] = holds
        return holds
    }
    private var delimitersByUnit: [SyntaxIdentifier: Bool] = [:]

    private static func holdsRegex(_ unit: Syntax) -> Bool {
        unit.tokens(viewMode: .all).contains { token in
            switch token.tokenKind {
            case .regexSlash, .regexPoundDelimiter, .regexLiteralPattern: true
            default: false
            }
        }
    }

    private static func unit(around node: Syntax) -> Syntax? {
        var current = node.parent
        while let candidate = current, candidate.kind != .codeBlockItem, candidate.kind != .memberBlockItem { current = candidate.parent }
        return current
    }

    private static func outermostLiteral(around node: Syntax) -> Syntax? {
        var outermost: Syntax?
        var current = node.parent
        while let candidate = current {
            if candidate.is(StringLiteralExprSyntax.self) || candidate.is(RegexLiteralExprSyntax.self) { outermost = candidate }
            current = candidate.parent
        }
        return outermost
    }

    /// Whether string or regex delimiters lie in `unit` outside the statements and members nested in it.
    private static func holdsDelimitersOfItsOwn(_ unit: Syntax) -> Bool {
        var pending = Array(unit.children(viewMode: .all))
        while let node = pending.popLast() {
            if let token = node.as(TokenSyntax.self) {
                if ReuseRisks.isLiteralDelimiter(token.tokenKind) { return true }
                continue
            }
            if node.kind == .codeBlockItem || node.kind == .memberBlockItem { continue }
            pending += node.children(viewMode: .all)
        }
        return false
    }
}

private extension Syntax {
    var range: Range<Int> { position.utf8Offset..<endPosition.utf8Offset }
}
