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
    /// The span those edits changed, for widening them when the parser cannot be trusted with them.
    private var unparsedRegion: ChangedRegion?
    /// Called for every node the next incremental parse takes over unchanged (for tests and benchmarks).
    public var reusedNodeCallback: ReusedNodeCallback?

    /// Why the text is not parsed, when the Swift parser would take exponential time on it.
    public var parserHazard: String? {
        if !unparsedEdits.isEmpty { reparse() }
        return storedHazard
    }
    private var storedHazard: String?

    /// Whether `parseResult` carries the lookahead ranges an incremental re-parse needs. Recording
    /// them costs time, so a document that will not be edited (the CLI's) parses without.
    private var recordsLookahead: Bool

    /// `forEditing: false` parses faster, for text that is linted once.
    public init(bytes: [UInt8], forEditing: Bool = true) {
        self.bytes = bytes
        lineIndex = LineIndex(bytes)
        storedHazard = ParserHazard.find(in: bytes)
        recordsLookahead = forEditing
        let parsed = storedHazard == nil ? bytes : []
        if forEditing {
            parseResult = parsed.withUnsafeBufferPointer { Parser.parseIncrementally(source: $0, parseTransition: nil) }
        } else {
            let tree = parsed.withUnsafeBufferPointer { Parser.parse(source: $0) }
            parseResult = IncrementalParseResult(tree: tree, lookaheadRanges: LookaheadRanges())
        }
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
        editGeneration += 1
        changedRegion = Self.merging(changedRegion, lower..<upper, replacementCount: edit.replacement.count)
        unparsedRegion = Self.merging(unparsedRegion, lower..<upper, replacementCount: edit.replacement.count)
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

    /// The span of text changed since the last `takeChangedRegion()`, in current offsets, and how
    /// much longer the text became: text before `lower` and from `upper` on is unchanged (moved by `delta`).
    public struct ChangedRegion: Equatable, Sendable {
        public let lower: Int
        public let upper: Int
        public let delta: Int
    }

    private var changedRegion: ChangedRegion?

    /// The region covering `region` and then an edit of `range` (in the text `region` describes).
    private static func merging(_ region: ChangedRegion?, _ range: Range<Int>, replacementCount: Int) -> ChangedRegion {
        let shift = replacementCount - range.count
        guard let region else {
            return ChangedRegion(lower: range.lowerBound, upper: range.lowerBound + replacementCount, delta: shift)
        }
        let movedUpper = region.upper <= range.lowerBound ? region.upper : max(region.upper + shift, range.lowerBound)
        return ChangedRegion(
            lower: min(region.lower, range.lowerBound), upper: max(movedUpper, range.lowerBound + replacementCount), delta: region.delta + shift)
    }

    /// What changed since the last call (nil: nothing), and starts afresh.
    public func takeChangedRegion() -> ChangedRegion? {
        defer { changedRegion = nil }
        return changedRegion
    }

    // Each incremental parse keeps the previous tree's memory alive (its nodes are reused, and
    // every parse copies the whole text), so memory grows with every edit until a full parse.
    private var incrementalBytesSinceFullParse = 0

    /// True when the parses since the last full one hold enough memory to be worth a full parse.
    /// (Each holds its own copy of the text and more, so the count of text bytes parsed is a floor.)
    /// (Measured: a parse of a 30 KB file holds on to about 370 KB.)
    public var wantsCompaction: Bool { incrementalParsesSinceFullParse >= 20 || incrementalBytesSinceFullParse > 8 << 20 }
    /// So much is held that a full parse cannot wait for a quiet moment.
    var mustCompact: Bool { incrementalParsesSinceFullParse >= 200 || incrementalBytesSinceFullParse > 128 << 20 }
    private var incrementalParsesSinceFullParse = 0

    /// Bumped by every edit, so a full parse made in the background knows whether it is still current.
    public private(set) var editGeneration = 0

    /// A full parse of the current text, to run on another thread while the document is idle.
    public final class Compaction: @unchecked Sendable {
        let bytes: [UInt8]
        let generation: Int
        var result: IncrementalParseResult?

        init(bytes: [UInt8], generation: Int) {
            self.bytes = bytes
            self.generation = generation
        }

        /// Parses; safe to call on any thread.
        public func run() {
            result = bytes.withUnsafeBufferPointer { Parser.parseIncrementally(source: $0, parseTransition: nil) }
        }
    }

    public func makeCompaction() -> Compaction? {
        guard wantsCompaction, unparsedEdits.isEmpty, storedHazard == nil else { return nil }
        return Compaction(bytes: bytes, generation: editGeneration)
    }

    /// Takes a finished full parse if the text has not changed since it started; returns whether it did.
    @discardableResult
    public func adopt(_ compaction: Compaction) -> Bool {
        guard compaction.generation == editGeneration, unparsedEdits.isEmpty, let result = compaction.result else { return false }
        parseResult = result
        incrementalBytesSinceFullParse = 0
        incrementalParsesSinceFullParse = 0
        return true
    }

    /// Parses the text afresh, letting go of every earlier tree. The result is the same tree.
    public func compact() {
        if !unparsedEdits.isEmpty { reparse() }
        guard storedHazard == nil else { return }
        parseResult = bytes.withUnsafeBufferPointer { Parser.parseIncrementally(source: $0, parseTransition: nil) }
        incrementalBytesSinceFullParse = 0
        incrementalParsesSinceFullParse = 0
    }

    /// The syntax tree of the current text (empty while `parserHazard` is set).
    public var tree: SourceFileSyntax {
        if !unparsedEdits.isEmpty { reparse() }
        return parseResult.tree
    }

    /// The toolchain's incremental parser is not to be trusted with reusing nodes next to syntax
    /// errors: fuzzing found edit sequences after which it builds a tree unlike a fresh parse's, and
    /// one on which it traps. So an edit that touches a top-level declaration holding an error, or
    /// that brings one into it, is re-parsed with the nodes around it parsed afresh: the smallest
    /// run of statements or members around it whose re-parse provably stayed inside it (see
    /// ReparseUnits), else every top-level declaration it touches (checked the same way), else the
    /// whole file.
    private func reparse() {
        let hazard = ParserHazard.find(in: bytes)
        defer { storedHazard = hazard }
        if hazard != nil || storedHazard != nil || !recordsLookahead {
            recordsLookahead = true
            // Into or out of a hazard there is no matching previous tree: parse from scratch (or not at all).
            let parsed = hazard == nil ? bytes : []
            parseResult = parsed.withUnsafeBufferPointer { Parser.parseIncrementally(source: $0, parseTransition: nil) }
            unparsedEdits.removeAll()
            unparsedRegion = nil
            return
        }
        incrementalBytesSinceFullParse += bytes.count
        incrementalParsesSinceFullParse += 1
        let previous = parseResult
        if previous.tree.hasError, let topLevel = widened(into: previous.tree, onlyBroken: true) {
            parseResult = reparseNextToErrors(after: previous, fallback: topLevel)
        } else {
            parseResult = parse(after: previous, edits: unparsedEdits)
            // An edit that brings an error into a declaration that had none trips the same reuse bug (a
            // property test found one edit after which the tree differed from a fresh parse).
            if touchesError(parseResult.tree), let topLevel = widened(into: previous.tree, onlyBroken: false) {
                parseResult = reparseNextToErrors(after: previous, fallback: topLevel)
            }
        }
        unparsedEdits.removeAll()
        unparsedRegion = nil
        if mustCompact { compact() }
    }

    /// Re-parses the pending edits with the smallest unit around them parsed afresh that comes out
    /// as a fresh parse would, trying: the run of items around the edit; the one around the edit
    /// and the errors of the declarations it touches; the outermost (the members of the type);
    /// then `fallback`, the touched top-level declarations; then a fresh parse.
    private func reparseNextToErrors(after previous: IncrementalParseResult, fallback: [SourceEdit]) -> IncrementalParseResult {
        let tree = previous.tree
        let errors = ReparseUnits.errorSpans(in: tree)
        guard let region = unparsedRegion else { return parseTopLevel(after: previous, fallback: fallback, errors: errors) }
        let lower = region.lower
        let oldUpper = region.upper - region.delta
        let aroundEdit = ReparseUnits.around(lower, oldUpper, in: tree)
        guard let innermost = aroundEdit.first, let outermost = aroundEdit.last else {
            return parseTopLevel(after: previous, fallback: fallback, errors: errors)
        }
        var candidates = [innermost]
        let nearby = errors.filter { span in
            tree.statements.contains { item in
                item.position.utf8Offset <= oldUpper && lower <= item.endPosition.utf8Offset
                    && item.position.utf8Offset <= span.range.lowerBound && span.range.upperBound <= item.endPosition.utf8Offset
            }
        }
        if let first = nearby.first, let last = nearby.last,
            let withErrors = ReparseUnits.around(min(lower, first.range.lowerBound), max(oldUpper, last.range.upperBound), in: tree).first
        {
            candidates.append(withErrors)
        }
        candidates.append(outermost)
        var tried: [ReparseUnit] = []
        for unit in candidates where !tried.contains(unit) {
            tried.append(unit)
            let newUpper = unit.range.upperBound + region.delta
            guard newUpper >= unit.range.lowerBound, newUpper <= bytes.count else { continue }
            let edit = SourceEdit(
                range: AbsolutePosition(utf8Offset: unit.range.lowerBound)..<AbsolutePosition(utf8Offset: unit.range.upperBound),
                replacement: Array(bytes[unit.range.lowerBound..<newUpper]))
            let result = parse(after: previous, edits: [edit])
            if ReparseUnits.isTrusted(unit, delta: region.delta, previous: errors, current: result.tree) { return result }
        }
        return parseTopLevel(after: previous, fallback: fallback, errors: errors)
    }

    /// `fallback` (the touched top-level declarations parsed afresh), checked like a unit: fuzzing found
    /// a keystroke after which a declaration re-parsed whole should have taken in the braces of the
    /// code after it, and the parser reused that code as it was instead. Then the file is parsed anew.
    private func parseTopLevel(after previous: IncrementalParseResult, fallback: [SourceEdit], errors: [ErrorSpan]) -> IncrementalParseResult {
        let result = parse(after: previous, edits: fallback)
        if fallback.count == 1, let edit = fallback.first, let region = unparsedRegion {
            let unit = ReparseUnits.topLevel(edit.range.lowerBound.utf8Offset..<edit.range.upperBound.utf8Offset, in: previous.tree)
            if ReparseUnits.isTrusted(unit, delta: region.delta, previous: errors, current: result.tree) { return result }
        }
        return bytes.withUnsafeBufferPointer { Parser.parseIncrementally(source: $0, parseTransition: nil) }
    }

    /// Whether `tree` (just parsed) has an error in a top-level declaration the pending edits touch.
    private func touchesError(_ tree: SourceFileSyntax) -> Bool {
        guard tree.hasError, let region = unparsedRegion else { return false }
        return tree.statements.contains { item in
            item.hasError && item.position.utf8Offset <= region.upper && region.lower <= item.endPosition.utf8Offset
        }
    }

    /// The pending edits as one edit spanning the top-level declarations of `tree` they touch
    /// (those holding an error, with `onlyBroken`); nil when none is touched.
    private func widened(into tree: SourceFileSyntax, onlyBroken: Bool) -> [SourceEdit]? {
        guard let region = unparsedRegion else { return nil }
        // The region in the old text: `lower` is where both texts start to differ, `upper - delta` where the old one resumes.
        var lower = region.lower
        var oldUpper = region.upper - region.delta
        var touchesError = false
        for item in tree.statements {
            let start = item.position.utf8Offset
            let end = item.endPosition.utf8Offset
            guard end >= lower, start <= oldUpper else { continue }
            if !onlyBroken || item.hasError {
                touchesError = true
                lower = min(lower, start)
                oldUpper = max(oldUpper, end)
            }
        }
        guard touchesError else { return nil }
        // Also past the last statement (the end-of-file token's trivia) when the change reaches it.
        let newUpper = oldUpper + region.delta
        guard lower >= 0, lower <= newUpper, newUpper <= bytes.count else { return nil }
        return [SourceEdit(range: AbsolutePosition(utf8Offset: lower)..<AbsolutePosition(utf8Offset: oldUpper), replacement: Array(bytes[lower..<newUpper]))]
    }

    private func parse(after previous: IncrementalParseResult, edits: [SourceEdit]) -> IncrementalParseResult {
        let transition = IncrementalParseTransition(
            previousIncrementalParseResult: previous, edits: ConcurrentEdits(fromSequential: edits), reusedNodeCallback: reusedNodeCallback)
        return bytes.withUnsafeBufferPointer { Parser.parseIncrementally(source: $0, parseTransition: transition) }
    }
}
