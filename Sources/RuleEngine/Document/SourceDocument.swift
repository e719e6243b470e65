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
    /// The last full parse, which every incremental parse starts from (see ReuseRisks for why
    /// never from an incremental one), and its text.
    private var base: IncrementalParseResult
    private var baseBytes: [UInt8]
    /// Counts the bases, so a background full parse knows whether the one it replaces is current.
    private var baseEpoch = 0
    /// What the parser may reuse wrongly in `base`, found on the first re-parse after it.
    private var baseRisks: ReuseRisks?
    /// Every edit since `base`, in order.
    private var editsSinceBase: [SourceEdit] = []
    /// The tree of the text as of the last parse.
    private var currentTree: SourceFileSyntax
    /// Edits arrived since `currentTree` was parsed.
    public private(set) var hasUnparsedEdits = false {
        didSet { if !hasUnparsedEdits { editsSinceTree.removeAll() } }
    }
    /// The edits made since `currentTree` was the tree of the text: one that changes only a
    /// name's or a string's text is applied to the tree without the parser (`TokenSwap`).
    private var editsSinceTree: [ByteEdit] = []
    /// Called for every node the next incremental parse takes over unchanged (for tests and benchmarks).
    public var reusedNodeCallback: ReusedNodeCallback?

    /// Why the text is not parsed, when the Swift parser would take exponential time on it.
    public var parserHazard: String? {
        if hasUnparsedEdits { reparse() }
        return storedHazard
    }
    private var storedHazard: String?

    /// Whether `base` carries the lookahead ranges an incremental re-parse needs. Recording
    /// them costs time, so a document that will not be edited (the CLI's) parses without.
    private var recordsLookahead: Bool

    /// `forEditing: false` parses faster, for text that is linted once.
    public init(bytes: [UInt8], forEditing: Bool = true) {
        self.bytes = bytes
        baseBytes = bytes
        lineIndex = LineIndex(bytes)
        storedHazard = ParserHazard.find(in: bytes)
        recordsLookahead = forEditing
        let parsed = storedHazard == nil ? bytes : []
        if forEditing {
            base = parsed.withUnsafeBufferPointer { Parser.parseIncrementally(source: $0, parseTransition: nil) }
        } else {
            let tree = parsed.withUnsafeBufferPointer { Parser.parse(source: $0) }
            base = IncrementalParseResult(tree: tree, lookaheadRanges: LookaheadRanges())
        }
        currentTree = base.tree
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
        lineIndex.update(replacing: lower..<upper, replacementCount: edit.replacement.count, newBytes: bytes)
        editsSinceBase.append(
            SourceEdit(range: AbsolutePosition(utf8Offset: lower)..<AbsolutePosition(utf8Offset: upper), replacement: edit.replacement))
        editsSinceTree.append(ByteEdit(range: lower..<upper, replacement: edit.replacement))
        hasUnparsedEdits = true
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

    /// Every re-parse re-parses what changed since the base, so the base is renewed in the
    /// background (`makeCompaction`) once enough has changed. A base holding an error costs each
    /// re-parse more (see ReuseRisks), so while the text is broken the renewal waits longer, unless
    /// the base no longer fits the text: a `{` typed and not yet closed turns the members after it
    /// into statements, and a member of the base can never stand for a statement, so every
    /// keystroke re-parses their outlines (4 ms of an 800-line screen, against 1.3 ms on a base
    /// that holds the open brace too).
    public var wantsCompaction: Bool {
        !editsSinceBase.isEmpty && (isDueForRenewal || parsesSinceBase >= nextEarlyRenewal && baseFitsBadly)
    }
    /// The usual renewal: 20 re-parses of valid text, or 100 of any.
    private var isDueForRenewal: Bool { parsesSinceBase >= 20 && !currentTree.hasError || parsesSinceBase >= 100 }
    /// The last re-parse, of broken text or on a broken base, parsed much more afresh than its
    /// edits (once the brace is closed, the statements of a base that held it open no longer fit).
    private var baseFitsBadly = false
    /// How many re-parses on the base before a base that fits badly is renewed.
    private var nextEarlyRenewal = 2
    /// Bases taken early in a row, none of which fitted the keystroke after it (see `adopt`).
    private var earlyBases = 0
    /// Parsed afresh beyond this, a re-parse of broken text or on a broken base asks for a new base: about what a
    /// keystroke in an 800-line screen's `body` re-parses (its enclosing nodes) is 1.3 KB.
    private static let freshBytesForNewBase = 2048
    /// So much changed that a full parse cannot wait for a quiet moment.
    var mustCompact: Bool { parsesSinceBase >= 400 }
    private var parsesSinceBase = 0

    /// Bumped by every edit.
    public private(set) var editGeneration = 0

    /// A full parse of the current text, to run on another thread. It becomes the base even if
    /// the text changed meanwhile: the edits made since are re-parsed on top of it.
    public final class Compaction: @unchecked Sendable {
        let bytes: [UInt8]
        let baseEpoch: Int
        /// How many of `editsSinceBase` `bytes` has.
        let editCount: Int
        var result: IncrementalParseResult?
        /// What the parser may reuse wrongly in `result`, found here on the background thread.
        var risks: ReuseRisks?

        init(bytes: [UInt8], baseEpoch: Int, editCount: Int) {
            self.bytes = bytes
            self.baseEpoch = baseEpoch
            self.editCount = editCount
        }

        /// Parses; safe to call on any thread.
        public func run() {
            let parsed = bytes.withUnsafeBufferPointer { Parser.parseIncrementally(source: $0, parseTransition: nil) }
            result = parsed
            risks = ReuseRisks(tree: parsed.tree, bytes: bytes)
        }
    }

    public func makeCompaction() -> Compaction? {
        guard wantsCompaction, !hasUnparsedEdits, storedHazard == nil else { return nil }
        return Compaction(bytes: bytes, baseEpoch: baseEpoch, editCount: editsSinceBase.count)
    }

    /// Takes a finished full parse as the base unless another base came first, or it was asked for
    /// early and holds errors that make it no better (below); returns whether it did.
    @discardableResult
    public func adopt(_ compaction: Compaction) -> Bool {
        guard compaction.baseEpoch == baseEpoch, storedHazard == nil, let result = compaction.result else { return false }
        // Asked for early because the base fitted the text badly, a broken base is taken only when
        // braces and parentheses left open are all that is wrong in it (ReuseRisks: the case whose
        // reuse is shown exact), and while its risks leave most of it to reuse. Otherwise (a string
        // open too, say) the old base stays until the usual renewal, and another try comes later.
        let early = !isDueForRenewal
        if early, let risks = compaction.risks,
            !risks.hasOnlyMissingClosers || risks.bytesAtRiskAnywhere * 2 > compaction.bytes.count
        {
            nextEarlyRenewal = parsesSinceBase + 4
            return false
        }
        let later = Array(editsSinceBase[compaction.editCount...])
        // A base taken early that still fits badly (a keystroke whose enclosing nodes alone are
        // over 2 KB) would ask again every other keystroke: each early base doubles the wait.
        earlyBases = early ? earlyBases + 1 : 0
        setBase(result, bytes: compaction.bytes, risks: compaction.risks)
        editsSinceBase = later
        // Edits made since were applied to the text; they stay pending or are already in `currentTree`.
        if later.isEmpty, !hasUnparsedEdits { currentTree = result.tree }
        return true
    }

    /// Parses the text afresh, letting go of every earlier tree. The result is the same tree.
    public func compact() {
        if hasUnparsedEdits { reparse() }
        guard storedHazard == nil else { return }
        fullParse()
    }

    /// The syntax tree of the current text (empty while `parserHazard` is set).
    public var tree: SourceFileSyntax {
        if hasUnparsedEdits { reparse() }
        return currentTree
    }

    /// Re-parses the current text on `base`, parsing afresh what the parser could reuse wrongly
    /// (see ReuseRisks): one parse, or two when the edits leave a literal open.
    private func reparse() {
        let hazard = ParserHazard.find(in: bytes)
        defer { storedHazard = hazard }
        guard hazard == nil, storedHazard == nil, recordsLookahead else {
            // Into or out of a hazard there is no matching previous tree: parse from scratch (or not at all).
            recordsLookahead = true
            fullParse(hazard == nil ? bytes : [])
            return
        }
        parsesSinceBase += 1
        // A keystroke inside a name or a string's text: the old tree with that token's text changed.
        if editsSinceTree.count == 1, let swapped = TokenSwap.swapped(currentTree, by: editsSinceTree[0]) {
            currentTree = swapped
            hasUnparsedEdits = false
            if mustCompact { fullParse() }
            return
        }
        // Text typed and taken back again leaves an edit that changes nothing; it would still cost
        // a re-parse of its surroundings on every keystroke until the next base.
        let edits = ConcurrentEdits(fromSequential: editsSinceBase).edits.filter { edit in
            !baseBytes[edit.range.lowerBound.utf8Offset..<edit.range.upperBound.utf8Offset].elementsEqual(edit.replacementBytes)
        }
        let risks = baseRisks ?? ReuseRisks(tree: base.tree, bytes: baseBytes)
        baseRisks = risks
        guard let first = edits.first, let last = edits.last else {
            currentTree = base.tree
            hasUnparsedEdits = false
            return
        }
        let start = first.range.lowerBound.utf8Offset
        var atRisk = risks.atRisk(editStart: start)
        for edit in edits {
            if let name = ReuseRisks.markedName(before: edit.range.lowerBound.utf8Offset, in: baseBytes) { atRisk.append(name) }
        }
        atRisk += risks.unitsBeforeASlash(lastEditStart: last.range.lowerBound.utf8Offset)
        guard var tree = parse(edits, parsingAfresh: atRisk, measuringFit: true) else { return fullParse() }
        // A literal the edits leave open changes how everything after them lexes: parse that afresh too.
        let newEnd = last.range.upperBound.utf8Offset + bytes.count - baseBytes.count
        if ReuseRisks.leavesLiteralBroken(in: tree, around: start..<newEnd) {
            atRisk.append(start..<baseBytes.count)
            guard let wider = parse(edits, parsingAfresh: atRisk) else { return fullParse() }
            tree = wider
        }
        currentTree = tree
        hasUnparsedEdits = false
        if mustCompact { fullParse() }
    }

    /// The current text parsed on `base`, `edits` applied and `ranges` (of the base) parsed afresh.
    /// `measuringFit`: whether this parse tells how well the base fits the text (the first of a
    /// keystroke; rule D's second parse re-parses everything after the edit by design).
    private func parse(_ edits: [SourceEdit], parsingAfresh ranges: [Range<Int>], measuringFit: Bool = false) -> SourceFileSyntax? {
        guard let guarded = try? ConcurrentEdits(concurrent: mergingIdentityEdits(ranges, into: edits, newBytes: bytes)) else { return nil }
        var reusedBytes = 0
        let forward = reusedNodeCallback
        let transition = IncrementalParseTransition(previousIncrementalParseResult: base, edits: guarded) { node in
            reusedBytes += node.totalLength.utf8Length
            forward?(node)
        }
        let tree = bytes.withUnsafeBufferPointer { Parser.parseIncrementally(source: $0, parseTransition: transition) }.tree
        if measuringFit {
            baseFitsBadly = (tree.hasError || base.tree.hasError) && bytes.count - reusedBytes > Self.freshBytesForNewBase
            // A base taken early that fits served its purpose: the next brace or parenthesis
            // typed asks for one again at once, rather than after a wait doubled by every earlier one.
            if !baseFitsBadly, earlyBases > 0 {
                earlyBases = 0
                nextEarlyRenewal = min(nextEarlyRenewal, 2)
            }
        }
        return tree
    }

    /// Parses `text` (the current text unless a hazard stops it) afresh as the new base.
    private func fullParse(_ text: [UInt8]? = nil) {
        let parsed = text ?? bytes
        earlyBases = 0
        setBase(parsed.withUnsafeBufferPointer { Parser.parseIncrementally(source: $0, parseTransition: nil) }, bytes: bytes)
        currentTree = base.tree
        editsSinceBase.removeAll()
        hasUnparsedEdits = false
    }

    private func setBase(_ result: IncrementalParseResult, bytes: [UInt8], risks: ReuseRisks? = nil) {
        base = result
        baseBytes = bytes
        baseRisks = risks
        baseFitsBadly = false
        nextEarlyRenewal = 2 << min(earlyBases, 5)
        baseEpoch += 1
        parsesSinceBase = 0
    }
}
