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
}

public struct Finding: Hashable, Sendable {
    public let ruleID: String
    public var severity: Severity
    public let message: String
    /// Byte offsets into the file, as RULES.md "Where a finding points" says.
    public let range: Range<Int>
    /// The view call the finding is about, so a specific rule can silence a general one.
    public let subject: Int?
    public let fixes: [Fix]
    public let related: [RelatedLocation]

    public init<R: Rule>(
        _ rule: R.Type, range: Range<Int>, message: String, subject: ViewCall?, severity: Severity? = nil,
        fixes: [Fix] = [], related: [RelatedLocation] = []
    ) {
        ruleID = rule.id
        self.severity = severity ?? rule.severity
        self.message = message
        self.range = range
        self.subject = subject?.id
        self.fixes = fixes
        self.related = related
    }
}
