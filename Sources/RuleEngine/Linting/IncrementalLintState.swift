// What a document remembers between lint runs: each top-level declaration's findings,
// keyed by the declaration's text, so only declarations that changed are checked again.

public final class IncrementalLintState: @unchecked Sendable {
    struct Key: Hashable {
        let length: Int
        let hash: UInt64

        /// A multiply-xor hash over the declaration's bytes, eight at a time (this runs over the
        /// whole file on every keystroke, so it must be cheap).
        init(bytes: [UInt8], range: Range<Int>) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            bytes.withUnsafeBytes { raw in
                var index = range.lowerBound
                while index + 8 <= range.upperBound {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
                    hash ^= hash >> 29
                    index += 8
                }
                while index < range.upperBound {
                    hash = (hash ^ UInt64(raw[index])) &* 0x100_0000_01b3
                    index += 1
                }
            }
            length = range.count
            self.hash = hash
        }
    }

    /// A class: every keystroke hands each remembered entry on to the next run, and a reference
    /// costs less to pass than the arrays and dictionaries it holds.
    final class Entry: @unchecked Sendable {
        /// Where the declaration started when its findings were computed.
        let start: Int
        let findings: [Finding]
        /// Which whole-file rules its text triggers.
        let fileRulesTriggered: [Bool]
        /// What the rules of `.relatedDeclarations` scope find in it when it is a group of its own;
        /// nil when it was in a group of several when checked (the group's model was read instead).
        let ownGroupFindings: [Finding]?
        /// What the declaration tells the workspace index (depends on its text alone); empty while
        /// `summariesPending` after a lint on an adopted summary.
        let summary: FileSummary
        /// What the findings learnt from the workspace index: they hold while the answers do.
        let dependencies: IndexDependencies
        /// What it declares and names, to group it with the declarations it reads together.
        let names: DeclarationNames

        init(
            start: Int, findings: [Finding], fileRulesTriggered: [Bool], ownGroupFindings: [Finding]?, summary: FileSummary,
            dependencies: IndexDependencies, names: DeclarationNames
        ) {
            self.start = start
            self.findings = findings
            self.fileRulesTriggered = fileRulesTriggered
            self.ownGroupFindings = ownGroupFindings
            self.summary = summary
            self.dependencies = dependencies
            self.names = names
        }

        /// The same entry with the summary made after it (see `Linter.completeSummaries`).
        func with(summary: FileSummary) -> Entry {
            Entry(
                start: start, findings: findings, fileRulesTriggered: fileRulesTriggered, ownGroupFindings: ownGroupFindings, summary: summary,
                dependencies: dependencies, names: names)
        }
    }

    /// The findings of the whole-file rules on one group of declarations, kept while the group's
    /// text and the index's answers stay the same.
    struct GroupKey: Hashable {
        let keys: [Key]
        /// Whether the group is the whole file (rules of `.file` scope) or related declarations.
        let isWholeFile: Bool
    }

    struct GroupEntry {
        /// Where each declaration of the group started when the findings were computed.
        let starts: [Int]
        let findings: [Finding]
        let dependencies: IndexDependencies
    }

    /// One member of a top-level type, checked by the rules that read only their own member
    /// (see `TypeMembers`): its text, and a digest of everything outside it those rules read.
    struct MemberKey: Hashable {
        let context: UInt64
        let member: Key
    }

    struct MemberEntry {
        /// Where the member started when its findings were computed.
        let start: Int
        /// Its findings before overlaps are resolved: a rule that reads the whole type may refine them.
        let findings: [Finding]
        /// What the per-call checks of the rules that read related declarations find in it, by
        /// rule (see `Linter.callChecksOwnMember`), for when its type is a group of its own.
        let groupFindings: [String: [Finding]]
        /// The rules whose findings it holds (those `findings` and `groupFindings` come from).
        let checked: CheckedRules
        /// What its findings learnt from the index: its own answers, or, for the members noted from
        /// one check of the whole type, one set they all share (checked once a run, not once a member).
        let answers: MemberAnswers
        /// What it tells the rules that check with their type's facts, and what they checked it with.
        var typeFacts = MemberTypeFacts()
    }

    /// A member's part in the rules that check with facts of the whole type (`TypeFactsRule`), by rule id.
    struct MemberTypeFacts {
        /// The facts its own calls tell.
        var own: [String: AnyHashable] = [:]
        /// Their digests (`hashValue`, read once).
        var ownDigest: [String: Int] = [:]
        /// A digest of the type's facts its findings of each rule were worked out with: the sum of
        /// the members' own digests (`Linter.typeFactsDigests`). Comparing the merged sets, dozens of
        /// code strings each, for every kept member cost more than the whole model they spare; equal
        /// sums mean the same members' facts, so the same merged set.
        var judgedWith: [String: Int] = [:] {
            didSet { judgedCombined = Self.combined(judgedWith) }
        }
        /// `judgedWith` as one number, so that a keystroke compares each kept member once.
        private(set) var judgedCombined = 0

        /// The digests of several rules as one number (the same whatever the rules' order).
        static func combined(_ digests: [String: Int]) -> Int {
            var sum = 0
            for (rule, digest) in digests {
                var hasher = Hasher()
                hasher.combine(rule)
                hasher.combine(digest)
                sum &+= hasher.finalize()
            }
            return sum
        }
        /// The rules that may report one of its calls; the others find nothing in it, whatever the facts.
        var reportable: Set<String> = []
    }

    /// The ids of the rules a run checked members with, one instance shared by the entries it
    /// notes: each keystroke compares every kept entry's rules with its own, once per instance.
    final class CheckedRules: Sendable {
        let ids: Set<String>

        init(_ ids: Set<String>) {
            self.ids = ids
        }
    }

    /// The answers from the index that one member entry, or several noted together, depend on.
    final class MemberAnswers: Sendable {
        let dependencies: IndexDependencies

        init(_ dependencies: IndexDependencies) {
            self.dependencies = dependencies
        }
    }

    /// Models built by `Linter.summarize` for the lint that follows, with the text they were built from.
    var prepared: PreparedFile?

    /// The file's summary as the workspace index holds it, made from the very bytes about to be
    /// linted for the first time (a document just opened, which the background indexer read from
    /// the disk): that lint takes it instead of summarizing every declaration again, which is a
    /// tenth of a small view's lint, and leaves the declarations' own summaries to
    /// `Linter.completeSummaries`, once its findings are out.
    public func adopt(_ summary: FileSummary) { adoptedSummary = summary }
    var adoptedSummary: FileSummary?
    /// Whether the remembered declarations still lack their own summaries (see `adopt`): the next
    /// lint, or `Linter.completeSummaries`, makes them first.
    public internal(set) var summariesPending = false
    /// The file's summary after the last run.
    public internal(set) var summary = FileSummary()
    /// Everything the last run's findings learnt from the workspace index.
    public internal(set) var dependencies = IndexDependencies()
    /// A file linted without a workspace is its own: its one-summary index, kept between runs.
    var standaloneIndex = WorkspaceIndex()
    /// The index the remembered findings' answers were last checked against.
    var checkedStamp: WorkspaceIndex.Stamp?
    var checkedPath: String?
    /// False for a one-off lint, which has no remembered fixes whose indentation could go stale.
    let remembersIndentation: Bool

    var entries: [Key: Entry] = [:]
    /// The digests of the index's answers, kept while the index is the same.
    let answerDigests = AnswerDigests()
    var groups: [GroupKey: GroupEntry] = [:]
    /// The pieces of the last type read piece by piece, by their bytes (see `DeclarationScan`).
    var pieceScans: [Key: PieceScan] = [:]
    /// How many such pieces have been read afresh (for tests: a keystroke in `body` reads one).
    public internal(set) var piecesRead = 0
    /// The members of a type as it was last checked by member, and the index their answers were
    /// checked against then.
    struct RememberedMembers {
        let entries: [MemberKey: MemberEntry]
        let checkedStamp: WorkspaceIndex.Stamp
        let checkedPath: String
        /// Which run checked them (see `rememberMembers`).
        let run: Int
    }

    /// The members of the types being edited, by type name: typing in one member re-checks that
    /// member only. Each type keeps the members its last check by member used; a type not checked
    /// by member in a run (a brace left open in it) keeps them too.
    var members: [String: RememberedMembers] = [:]
    /// Counts the runs that kept members or summary parts, to tell which type was used longest ago.
    private var typeRuns = 0
    /// So many types are remembered: those checked by member most recently (a type renamed as its
    /// name is typed would otherwise leave one set behind per keystroke).
    static let typesRemembered = 4

    /// Keeps the members of the types a run checked by member, in place of what those types had.
    func rememberMembers(_ checked: [String: [MemberKey: MemberEntry]], stamp: WorkspaceIndex.Stamp, path: String) {
        typeRuns += 1
        for (type, entries) in checked {
            members[type] = RememberedMembers(entries: entries, checkedStamp: stamp, checkedPath: path, run: typeRuns)
        }
        Self.keepRecent(&members) { $0.run }
    }

    /// Drops the types used longest ago, beyond `typesRemembered`.
    private static func keepRecent<Value>(_ byType: inout [String: Value], run: (Value) -> Int) {
        while byType.count > typesRemembered, let oldest = byType.min(by: { run($0.value) < run($1.value) })?.key {
            byType[oldest] = nil
        }
    }
    /// The summary parts of the members of the types being edited, by type name (see
    /// `MemberSummaryPart`), with the run that last used them; as many types as `members` keeps.
    private(set) var memberSummaries: [String: (parts: [MemberKey: MemberSummaryPart], run: Int)] = [:]
    /// How many members' summary parts have been read afresh (for tests: a keystroke in `body`
    /// reads one).
    public internal(set) var memberSummariesRead = 0

    /// Keeps the parts a type was summarized from in place of what it had.
    func rememberSummaryParts(_ parts: [MemberKey: MemberSummaryPart], of type: String) {
        typeRuns += 1
        memberSummaries[type] = (parts, typeRuns)
        Self.keepRecent(&memberSummaries) { $0.run }
    }

    /// How many member models the declaration rules have had built (for tests and benchmarks:
    /// a keystroke in `body` must build one).
    public internal(set) var memberModelsBuilt = 0
    /// How many models of a whole declaration its later lints built for its rules (the declarations
    /// a keystroke changed, checked whole or read whole by a rule): what checking by member spares.
    public internal(set) var declarationModelsBuilt = 0
    /// Whether a lint has run with this state (the next one can check types member by member).
    var hasLinted = false
    /// Which declarations the whole-file rules read together, kept while names stay put.
    let grouping = DeclarationGroups()
    /// How many group models the whole-file rules have had built (for tests and benchmarks:
    /// a keystroke in one view must not rebuild the others).
    public internal(set) var groupModelsBuilt = 0
    /// How many findings the last run had, to size the next run's list.
    var findingCount = 0
    /// The indent unit the remembered fixes were built with.
    var indentUnit = ""
    /// The line count of the last run's text, to tell whether lines came or went.
    var lineCount = -1

    /// Each declaration's key by its range in the last run, and what changed since (from the
    /// document): a declaration wholly outside the change has the key it had.
    var previousKeys: [Range<Int>: Key] = [:]
    var knownChange: SourceDocument.ChangedRegion?
    /// The last run's declaration keys and each declaration's summary, in order: when only
    /// declarations whose summaries did not change were modelled, the file's summary is the last one.
    var lastKeys: [Key] = []
    var lastItemSummaries: [FileSummary] = []
    weak var document: SourceDocument?

    func reusableKey(for range: Range<Int>) -> Key? {
        guard let change = knownChange else { return nil }
        if range.upperBound < change.lower { return previousKeys[range] }
        if range.lowerBound > change.upper {
            return previousKeys[(range.lowerBound - change.delta)..<(range.upperBound - change.delta)]
        }
        return nil
    }

    /// True when the change since the last run cannot have moved the indent unit: no line came
    /// or went, and the change sits on one line after that line's first non-blank character, so
    /// every line's leading whitespace is as it was. (Working the unit out scans the whole file.)
    func indentUnitIsUnchanged(in text: SourceText) -> Bool {
        guard let change = knownChange, text.lines.lineCount == lineCount else { return false }
        if change.lower == Int.max { return true }  // nothing changed
        let bytes = text.bytes
        guard change.lower <= change.upper, change.upper <= bytes.count else { return false }
        if bytes[change.lower..<change.upper].contains(where: { $0 == 0x0A || $0 == 0x0D }) { return false }
        let lineStart = text.lines.start(ofLine: text.lines.line(containing: change.lower))
        return bytes[lineStart..<change.lower].contains { $0 != 0x20 && $0 != 0x09 }
    }

    /// Drops every remembered finding (their fixes were built with an indent unit that changed).
    func forgetFindings() {
        entries.removeAll()
        groups.removeAll()
        members.removeAll()
    }

    public init() { remembersIndentation = true }

    init(remembersIndentation: Bool) { self.remembersIndentation = remembersIndentation }

    /// How many declarations are remembered (for tests and benchmarks).
    public var declarationCount: Int { entries.count }
}
