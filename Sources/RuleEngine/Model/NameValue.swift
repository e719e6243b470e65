// An accessible name as far as the source shows it: literal text, a condition
// between names, or something present whose value the engine cannot see.

public indirect enum NameValue: Hashable, Sendable {
    /// Text the user will hear, with the range of its string literal.
    case literal(String, Range<Int>)
    /// A string with interpolations; unknown parts are shown as `‹expression›`.
    case interpolated(String, Range<Int>)
    /// `condition ? then : otherwise`, or an `if`/`else` between names.
    case conditional(condition: String, then: NameValue, otherwise: NameValue)
    /// A variable, a call or a localization key: a name is present, its words are unknown.
    case unknown(String)

    /// Every leaf value with the conditions that select it, in source order.
    public var branches: [(conditions: [String], value: NameValue)] {
        switch self {
        case .conditional(let condition, let then, let otherwise):
            let thenBranches = then.branches.map { (conditions: [condition] + $0.conditions, value: $0.value) }
            let elseBranches = otherwise.branches.map { (conditions: ["!(\(condition))"] + $0.conditions, value: $0.value) }
            return thenBranches + elseBranches
        default:
            return [(conditions: [], value: self)]
        }
    }

    /// The leaf values, without their conditions.
    public var leaves: [NameValue] {
        if case .conditional(_, let then, let otherwise) = self { return then.leaves + otherwise.leaves }
        return [self]
    }

    /// The literal text when the whole name is one known string.
    public var literalText: String? {
        if case .literal(let text, _) = self { return text }
        return nil
    }

    /// True when the spoken name is known to be empty on at least one branch.
    public var isEmptyOnSomeBranch: Bool {
        leaves.contains { $0.literalText.map { $0.allSatisfy(\.isWhitespace) } ?? false }
    }

    public var isConditional: Bool {
        if case .conditional = self { return true }
        return false
    }

    /// The name differs between branches of its condition (compared as written, so two
    /// different variables count as different names, one variable on both sides does not).
    public var changesWithState: Bool {
        guard isConditional else { return false }
        return Set(leaves.map(\.comparisonKey)).count > 1
    }

    /// What a screen reader would say, with unknown parts in `‹…›`.
    public var spokenForm: String {
        switch self {
        case .literal(let text, _), .interpolated(let text, _): return text
        case .unknown(let expression): return "‹\(expression)›"
        case .conditional(let condition, let then, let otherwise):
            return "\(condition) ? \(then.spokenForm) : \(otherwise.spokenForm)"
        }
    }

    private var comparisonKey: String {
        switch self {
        case .literal(let text, _): return "literal:" + text
        case .interpolated(let text, _): return "interpolated:" + text
        case .unknown(let expression): return "unknown:" + expression
        case .conditional: return "conditional:" + spokenForm
        }
    }
}

extension NameValue {
    /// The name an `if`/`else` (or `switch`) gives, from each branch's name: one name per side of
    /// a two-way branch, unknown when there are more ways or a side has none; nil when no branch
    /// names anything.
    static func branches(_ condition: String, _ names: [NameValue?]) -> NameValue? {
        if names.allSatisfy({ $0 == nil }) { return nil }
        if names.count == 2, let then = names[0], let otherwise = names[1] {
            return .conditional(condition: condition, then: then, otherwise: otherwise)
        }
        return .unknown(condition)
    }
}
