// Suppression comments: `// a11y-lsp:disable-next-line <ids>`, `disable-line`,
// `disable` … `enable` regions and `disable-file`. With no ids a directive covers
// every rule; text after `--` is a free-form reason.

import SwiftSyntax

struct SuppressionDirective {
    enum Kind: String, CaseIterable {
        // Longest first, so that `disable-next-line` is not read as `disable`.
        case disableNextLine = "disable-next-line", disableLine = "disable-line", disableFile = "disable-file"
        case disable, enable
    }

    let kind: Kind
    /// Empty: every rule.
    let ruleIDs: [String]
    let line: Int
    /// The comment that holds the directive.
    let range: Range<Int>

    func covers(_ ruleID: String) -> Bool { ruleIDs.isEmpty || ruleIDs.contains(ruleID) }
}

struct Suppressions {
    private(set) var directives: [SuppressionDirective] = []

    static let prefix = Array("a11y-lsp:".utf8)

    /// A cheap byte scan, so that files without any directive skip the comment lookup.
    static func mayOccur(in source: [UInt8]) -> Bool { find(prefix, in: source, from: 0) != nil }

    /// Finds directives in the comments of a file. Text that merely looks like one inside a
    /// string literal or code is ignored.
    init(tree: SourceFileSyntax, source: [UInt8], lines: LineIndex) {
        var offset = 0
        while let hit = Self.find(Self.prefix, in: source, from: offset) {
            offset = hit + Self.prefix.count
            guard let comment = Self.comment(containing: hit, in: tree),
                let directive = Self.parse(source, from: offset, commentEnd: comment.upperBound)
            else { continue }
            directives.append(SuppressionDirective(kind: directive.kind, ruleIDs: directive.ids, line: lines.line(containing: hit), range: comment))
        }
    }

    /// Whether a finding that starts on `line` is suppressed.
    func suppresses(_ ruleID: String, onLine line: Int) -> Bool {
        var disabledSince: Int?
        for directive in directives where directive.covers(ruleID) {
            switch directive.kind {
            case .disableFile: return true
            case .disableNextLine where directive.line + 1 == line: return true
            case .disableLine where directive.line == line: return true
            case .disable where directive.line <= line: if disabledSince == nil { disabledSince = directive.line }
            case .enable where directive.line <= line: disabledSince = nil
            default: break
            }
        }
        return disabledSince != nil
    }

    // MARK: Reading

    private static func parse(_ source: [UInt8], from start: Int, commentEnd: Int) -> (kind: SuppressionDirective.Kind, ids: [String])? {
        var end = commentEnd
        if end - start >= 2, source[end - 2] == UInt8(ascii: "*"), source[end - 1] == UInt8(ascii: "/") { end -= 2 }
        guard start <= end else { return nil }
        var text = String(decoding: source[start..<end], as: UTF8.self)
        if let reason = text.firstRange(of: "--") { text = String(text[..<reason.lowerBound]) }
        guard let kind = SuppressionDirective.Kind.allCases.first(where: { text.hasPrefix($0.rawValue) }) else { return nil }
        let rest = text.dropFirst(kind.rawValue.count)
        guard rest.first.map({ $0 == " " || $0 == "\t" || $0 == "," }) ?? true else { return nil }  // `disablement` is not a directive
        let ids = rest.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
        return (kind, ids)
    }

    /// The byte range of the comment trivia piece holding `offset`, if there is one.
    private static func comment(containing offset: Int, in tree: SourceFileSyntax) -> Range<Int>? {
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return nil }
        let pieces = [(token.position.utf8Offset, token.leadingTrivia), (token.endPositionBeforeTrailingTrivia.utf8Offset, token.trailingTrivia)]
        for (start, trivia) in pieces {
            var position = start
            for piece in trivia {
                let length = piece.sourceLength.utf8Length
                let range = position..<position + length
                if range.contains(offset) { return piece.isComment ? range : nil }
                position += length
            }
        }
        return nil
    }

    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard start <= bytes.count else { return nil }
        return ByteSearch.firstIndex(of: pattern, in: bytes, range: start..<bytes.count)
    }
}
