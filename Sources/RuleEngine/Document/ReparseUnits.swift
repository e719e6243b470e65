// The pieces of a tree an edit next to a syntax error can be re-parsed in, and the check that
// such a re-parse came out as a fresh parse would.
//
// The toolchain's incremental parser cannot be trusted to reuse nodes next to syntax errors (see
// SourceDocument.reparse). Parsing the whole top-level declaration afresh is safe but, on a real
// screen (one struct of 600–900 lines), costs a full parse on nearly every keystroke while a line
// is unfinished. A unit is a smaller piece parsed afresh instead: a run of statements or members
// of one list (usually one: the statement being typed, or the `var body` holding it). Whether
// the incremental parse stayed inside that unit is checked afterwards; if not, a wider piece is.

import SwiftSyntax

/// A run of consecutive items of one statement or member list.
struct ReparseUnit: Equatable {
    /// Byte offsets, trivia included, in the tree the unit was found in.
    let range: Range<Int>
    /// The list and every node around it up to the file, innermost first: what a re-parse of the
    /// unit must leave in place (the same kinds, starting where they did, ending `delta` later).
    let enclosing: [Enclosing]

    struct Enclosing: Equatable {
        let kind: SyntaxKind
        let range: Range<Int>
    }
}

/// Where a syntax error is: an unexpected-nodes run or a missing token.
struct ErrorSpan: Equatable {
    let range: Range<Int>
    let kind: SyntaxKind
}

enum ReparseUnits {
    /// The runs of items around `lower...upper` (closed: an insertion where one item ends and the
    /// next starts touches both), innermost first, in every list on the way down except the
    /// file's own top-level list (re-parsing that is what the caller falls back to).
    static func around(_ lower: Int, _ upper: Int, in tree: SourceFileSyntax) -> [ReparseUnit] {
        var units: [ReparseUnit] = []
        var node = Syntax(tree)
        while true {
            if isUnitList(node.kind) {
                let touching = node.children(viewMode: .sourceAccurate).filter { touches($0, lower, upper) }
                guard let first = touching.first, let last = touching.last else { break }
                if node.parent?.is(SourceFileSyntax.self) != true {
                    units.append(ReparseUnit(range: first.position.utf8Offset..<last.endPosition.utf8Offset, enclosing: chain(from: node)))
                }
                // An edit across several items has no smaller unit around it.
                guard touching.count == 1 else { break }
                node = first
                continue
            }
            // The first child holding the edit: at a boundary, typing continues the earlier one.
            guard let child = node.children(viewMode: .sourceAccurate).first(where: { holds($0, lower, upper) }) else { break }
            node = child
        }
        return units.reversed()
    }

    /// `range` of `tree`'s top-level statements as a unit, to check a re-parse of whole declarations.
    static func topLevel(_ range: Range<Int>, in tree: SourceFileSyntax) -> ReparseUnit {
        ReparseUnit(range: range, enclosing: chain(from: Syntax(tree.statements)))
    }

    /// Whether a re-parse that replaced `unit` (of `previous`) by `delta` more bytes came out as a
    /// fresh parse would: in `current` the replaced text is a run of items of the same list, inside
    /// the same nodes as before (kinds and bounds), and every syntax error outside it is where it was.
    static func isTrusted(_ unit: ReparseUnit, delta: Int, previous: [ErrorSpan], current tree: SourceFileSyntax) -> Bool {
        let newRange = unit.range.lowerBound..<(unit.range.upperBound + delta)
        guard let list = hasRun(spanning: newRange, in: tree) else { return false }
        let moved = unit.enclosing.map { ReparseUnit.Enclosing(kind: $0.kind, range: $0.range.lowerBound..<($0.range.upperBound + delta)) }
        guard chain(from: list) == moved else { return false }
        guard let before = outside(unit.range, previous, shift: delta),
            let after = outside(newRange, errorSpans(in: tree), shift: 0)
        else { return false }
        return before == after
    }

    /// Every syntax error in `tree`, in source order. Only subtrees that hold an error are walked.
    static func errorSpans(in tree: SourceFileSyntax) -> [ErrorSpan] {
        let collector = ErrorSpanCollector(viewMode: .all)
        collector.walk(tree)
        return collector.spans
    }

    /// The errors of `spans` outside `range`, those after it moved by `shift`; nil when one
    /// straddles the range's edge (the range is then not a clean unit).
    private static func outside(_ range: Range<Int>, _ spans: [ErrorSpan], shift: Int) -> [ErrorSpan]? {
        var kept: [ErrorSpan] = []
        for span in spans {
            // A missing token right at an edge counts as outside, in both trees alike.
            if span.range.upperBound <= range.lowerBound {
                kept.append(span)
            } else if span.range.lowerBound >= range.upperBound {
                kept.append(ErrorSpan(range: (span.range.lowerBound + shift)..<(span.range.upperBound + shift), kind: span.kind))
            } else if span.range.lowerBound < range.lowerBound || span.range.upperBound > range.upperBound {
                return nil
            }
        }
        return kept
    }

    /// The innermost statement or member list of `tree` with items that start exactly at `range`'s
    /// start and end exactly at its end.
    private static func hasRun(spanning range: Range<Int>, in tree: SourceFileSyntax) -> Syntax? {
        var node = Syntax(tree)
        var found: Syntax?
        while true {
            if isUnitList(node.kind) {
                let children = Array(node.children(viewMode: .sourceAccurate))
                if children.contains(where: { $0.position.utf8Offset == range.lowerBound }),
                    children.contains(where: { $0.endPosition.utf8Offset == range.upperBound })
                {
                    found = node
                }
            }
            guard let child = node.children(viewMode: .sourceAccurate).first(where: { holds($0, range.lowerBound, range.upperBound) }) else {
                return found
            }
            node = child
        }
    }

    /// `node` and its ancestors, innermost first.
    private static func chain(from node: Syntax) -> [ReparseUnit.Enclosing] {
        var result: [ReparseUnit.Enclosing] = []
        var current: Syntax? = node
        while let syntax = current {
            result.append(ReparseUnit.Enclosing(kind: syntax.kind, range: syntax.position.utf8Offset..<syntax.endPosition.utf8Offset))
            current = syntax.parent
        }
        return result
    }

    private static func isUnitList(_ kind: SyntaxKind) -> Bool {
        kind == .codeBlockItemList || kind == .memberBlockItemList
    }

    private static func holds(_ node: Syntax, _ lower: Int, _ upper: Int) -> Bool {
        node.position.utf8Offset <= lower && upper <= node.endPosition.utf8Offset
    }

    private static func touches(_ node: Syntax, _ lower: Int, _ upper: Int) -> Bool {
        node.position.utf8Offset <= upper && lower <= node.endPosition.utf8Offset
    }
}

/// Collects unexpected-nodes runs and missing tokens, skipping every subtree without an error.
private final class ErrorSpanCollector: SyntaxAnyVisitor {
    var spans: [ErrorSpan] = []

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard node.hasError else { return .skipChildren }
        if node.is(UnexpectedNodesSyntax.self) || node.as(TokenSyntax.self)?.presence == .missing {
            spans.append(ErrorSpan(range: node.position.utf8Offset..<node.endPosition.utf8Offset, kind: node.kind))
            return .skipChildren
        }
        return .visitChildren
    }
}
