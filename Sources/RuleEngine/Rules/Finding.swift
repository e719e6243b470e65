// What a rule reports: a message at a byte range, with optional fixes.

public struct TextEdit: Hashable, Sendable {
    /// Byte offsets into the file.
    public let range: Range<Int>
    public let replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

public struct Fix: Hashable, Sendable {
    public let title: String
    public let edits: [TextEdit]
    /// Safe fixes only change what assistive technologies get; an unsafe one also changes
    /// how the view looks or behaves (a gesture becoming a Button), so "fix all" leaves it out.
    public let isSafe: Bool

    public init(title: String, edits: [TextEdit], isSafe: Bool = true) {
        self.title = title
        self.edits = edits
        self.isSafe = isSafe
    }
}

public struct RelatedLocation: Hashable, Sendable {
    public let range: Range<Int>
    public let message: String

    public init(range: Range<Int>, message: String) {
        self.range = range
        self.message = message
    }
}

public struct Finding: Hashable, Sendable {
    /// What the rule computed, shared by every copy: a finding is copied and moved on every
    /// keystroke, and one reference costs less to copy than its strings and arrays.
    private final class Payload: Sendable {
        let ruleID: String
        let message: String
        let range: Range<Int>
        let subject: Int?
        let fixes: [Fix]
        let related: [RelatedLocation]

        init(ruleID: String, message: String, range: Range<Int>, subject: Int?, fixes: [Fix], related: [RelatedLocation]) {
            self.ruleID = ruleID
            self.message = message
            self.range = range
            self.subject = subject
            self.fixes = fixes
            self.related = related
        }
    }

    private var payload: Payload
    public var severity: Severity
    /// How far the finding has moved since it was computed (its declaration moved in the file).
    private var delta = 0

    public var ruleID: String { payload.ruleID }
    public var message: String { payload.message }
    /// Byte offsets into the file, as RULES.md "Where a finding points" says.
    public var range: Range<Int> { (payload.range.lowerBound + delta)..<(payload.range.upperBound + delta) }
    /// The view call the finding is about (the offset of its callee), so a specific rule can
    /// silence a general one on the same view.
    public var subject: Int? { payload.subject.map { $0 + delta } }
    public var fixes: [Fix] { delta == 0 ? payload.fixes : payload.fixes.map { $0.shifted(by: delta) } }
    public var related: [RelatedLocation] {
        delta == 0 ? payload.related : payload.related.map { RelatedLocation(range: ($0.range.lowerBound + delta)..<($0.range.upperBound + delta), message: $0.message) }
    }
    public var hasFixes: Bool { !payload.fixes.isEmpty }

    /// `fixes` are built unless the rules run for output that shows none (`LintOptions.buildsFixes`):
    /// the edits (a label read from the icon, a line's indentation) are then not worked out.
    public init<R: Rule>(
        _ rule: R.Type, range: Range<Int>, message: String, subject: ViewCall?, severity: Severity? = nil,
        fixes: @autoclosure () -> [Fix] = [], related: [RelatedLocation] = []
    ) {
        payload = Payload(
            ruleID: rule.id, message: message, range: range, subject: subject?.calleeRange.lowerBound, fixes: (RuleRun.current?.buildsFixes ?? true) ? fixes() : [],
            related: related)
        self.severity = severity ?? rule.severity
    }

    /// A finding read back from storage (the CLI's cache), its subject given as an offset.
    public init(
        _ rule: any Rule.Type, range: Range<Int>, message: String, subjectOffset: Int?, severity: Severity,
        fixes: [Fix] = [], related: [RelatedLocation] = []
    ) {
        payload = Payload(ruleID: rule.id, message: message, range: range, subject: subjectOffset, fixes: fixes, related: related)
        self.severity = severity
    }

    /// The same finding with its fixes' line breaks written as `\r\n`, for a file whose lines end so
    /// (rules write `\n`): the finding itself when no fix adds a line break.
    func withCRLFLineBreaks() -> Finding {
        let fixes = self.fixes
        guard fixes.contains(where: { $0.edits.contains { $0.replacement.utf8.contains(0x0A) } }) else { return self }
        let converted = fixes.map { fix in
            Fix(title: fix.title, edits: fix.edits.map { TextEdit(range: $0.range, replacement: Self.crlf($0.replacement)) }, isSafe: fix.isSafe)
        }
        var copy = self
        copy.payload = Payload(ruleID: ruleID, message: message, range: range, subject: subject, fixes: converted, related: related)
        copy.delta = 0
        return copy
    }

    /// `text` with each `\n` that has no `\r` before it made `\r\n`.
    private static func crlf(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x0A, previous != 0x0D { bytes.append(0x0D) }
            bytes.append(byte)
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The same finding with every offset moved by `delta` (a declaration that moved in the file).
    public func shifted(by delta: Int) -> Finding {
        var moved = self
        moved.delta += delta
        return moved
    }

    public static func == (lhs: Finding, rhs: Finding) -> Bool {
        lhs.ruleID == rhs.ruleID && lhs.severity == rhs.severity && lhs.message == rhs.message && lhs.range == rhs.range
            && lhs.subject == rhs.subject && lhs.fixes == rhs.fixes && lhs.related == rhs.related
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ruleID)
        hasher.combine(range.lowerBound)
        hasher.combine(range.upperBound)
        hasher.combine(message)
    }
}

extension Fix {
    func shifted(by delta: Int) -> Fix {
        Fix(title: title, edits: edits.map { TextEdit(range: ($0.range.lowerBound + delta)..<($0.range.upperBound + delta), replacement: $0.replacement) }, isSafe: isSafe)
    }
}
