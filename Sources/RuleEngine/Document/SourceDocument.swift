// A Swift source text with its syntax tree, re-parsed incrementally after edits.

import SwiftParser
import SwiftSyntax

/// A byte-offset edit: replace `range` of the current text with `replacement`.
public struct ByteEdit: Equatable, Sendable {
    public var range: Range<Int>
    public var replacement: [UInt8]

    public init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    public init(range: Range<Int>, replacement: String) {
        self.init(range: range, replacement: Array(replacement.utf8))
    }
}

public final class SourceDocument {
    public private(set) var bytes: [UInt8]
    public private(set) var lineIndex: LineIndex
    private var parseResult: IncrementalParseResult
    /// Edits applied to `bytes` since `parseResult` was produced, in order.
    private var unparsedEdits: [SourceEdit] = []
    /// Called for every node the next incremental parse takes over unchanged (for tests and benchmarks).
    public var reusedNodeCallback: ReusedNodeCallback?

    /// Why the text is not parsed, when the Swift parser would take exponential time on it.
    public var parserHazard: String? {
        if !unparsedEdits.isEmpty { reparse() }
        return storedHazard
    }
    private var storedHazard: String?

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        lineIndex = LineIndex(bytes)
        storedHazard = ParserHazard.find(in: bytes)
        let parsed = storedHazard == nil ? bytes : []
        parseResult = parsed.withUnsafeBufferPointer { Parser.parseIncrementally(source: $0, parseTransition: nil) }
    }

    public convenience init(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Applies an edit to the text. The tree is brought up to date lazily, in one
    /// incremental parse for all edits since the last one.
    public func apply(_ edit: ByteEdit) {
        let lower = min(max(edit.range.lowerBound, 0), bytes.count)
        let upper = min(max(edit.range.upperBound, lower), bytes.count)
        bytes.replaceSubrange(lower..<upper, with: edit.replacement)
        lineIndex.update(replacing: lower..<upper, replacementCount: edit.replacement.count, newBytes: bytes)
        unparsedEdits.append(
            SourceEdit(range: AbsolutePosition(utf8Offset: lower)..<AbsolutePosition(utf8Offset: upper), replacement: edit.replacement))
    }

    /// Replaces the whole text (an LSP change without a range), reusing what it can of the old tree.
    public func replaceAll(with newBytes: [UInt8]) {
        // Diffing the common prefix and suffix turns a whole-text change into one small edit,
        // so the parser can still reuse everything around it.
        var prefix = 0
        let limit = min(bytes.count, newBytes.count)
        while prefix < limit, bytes[prefix] == newBytes[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < limit - prefix, bytes[bytes.count - 1 - suffix] == newBytes[newBytes.count - 1 - suffix] { suffix += 1 }
        apply(ByteEdit(range: prefix..<(bytes.count - suffix), replacement: Array(newBytes[prefix..<(newBytes.count - suffix)])))
    }

    public var hasUnparsedEdits: Bool { !unparsedEdits.isEmpty }

    /// The syntax tree of the current text (empty while `parserHazard` is set).
    public var tree: SourceFileSyntax {
        if !unparsedEdits.isEmpty { reparse() }
        return parseResult.tree
    }

    private func reparse() {
        let hazard = ParserHazard.find(in: bytes)
        defer { storedHazard = hazard }
        if hazard != nil || storedHazard != nil {
            // Into or out of a hazard there is no matching previous tree: parse from scratch (or not at all).
            let parsed = hazard == nil ? bytes : []
            parseResult = parsed.withUnsafeBufferPointer { Parser.parseIncrementally(source: $0, parseTransition: nil) }
            unparsedEdits.removeAll()
            return
        }
        let transition = IncrementalParseTransition(
            previousIncrementalParseResult: parseResult,
            edits: ConcurrentEdits(fromSequential: unparsedEdits),
            reusedNodeCallback: reusedNodeCallback)
        parseResult = bytes.withUnsafeBufferPointer { Parser.parseIncrementally(source: $0, parseTransition: transition) }
        unparsedEdits.removeAll()
    }
}
