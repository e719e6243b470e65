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
    public let ruleID: String
    public var severity: Severity
    public let message: String
    /// Byte offsets into the file, as RULES.md "Where a finding points" says.
    public private(set) var range: Range<Int>
    /// The view call the finding is about (the offset of its callee), so a specific rule can
    /// silence a general one on the same view.
    public private(set) var subject: Int?
    public private(set) var fixes: [Fix]
    public private(set) var related: [RelatedLocation]

    public init<R: Rule>(
        _ rule: R.Type, range: Range<Int>, message: String, subject: ViewCall?, severity: Severity? = nil,
        fixes: [Fix] = [], related: [RelatedLocation] = []
    ) {
        ruleID = rule.id
        self.severity = severity ?? rule.severity
        self.message = message
        self.range = range
        self.subject = subject?.calleeRange.lowerBound
        self.fixes = fixes
        self.related = related
    }
}

extension Finding {
    /// A finding read back from storage (the CLI's cache), its subject given as an offset.
    public init(
        _ rule: any Rule.Type, range: Range<Int>, message: String, subjectOffset: Int?, severity: Severity,
        fixes: [Fix] = [], related: [RelatedLocation] = []
    ) {
        ruleID = rule.id
        self.severity = severity
        self.message = message
        self.range = range
        subject = subjectOffset
        self.fixes = fixes
        self.related = related
    }

    /// The same finding with every offset moved by `delta` (a declaration that moved in the file).
    public func shifted(by delta: Int) -> Finding {
        guard delta != 0 else { return self }
        var moved = self
        moved.range = (range.lowerBound + delta)..<(range.upperBound + delta)
        moved.subject = subject.map { $0 + delta }
        moved.related = related.map { RelatedLocation(range: ($0.range.lowerBound + delta)..<($0.range.upperBound + delta), message: $0.message) }
        moved.fixes = fixes.map { fix in
            Fix(title: fix.title, edits: fix.edits.map { TextEdit(range: ($0.range.lowerBound + delta)..<($0.range.upperBound + delta), replacement: $0.replacement) }, isSafe: fix.isSafe)
        }
        return moved
    }
}
