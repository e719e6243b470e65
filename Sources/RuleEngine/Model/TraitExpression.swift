// The value passed to `.accessibilityAddTraits(…)`, read structurally so rules can
// tell an always-on trait from a conditional one.

public indirect enum TraitExpression: Hashable, Sendable {
    /// `.isSelected`, `AccessibilityTraits.isButton`
    case trait(String, Range<Int>)
    /// `[.isButton, .isSelected]`
    case set([TraitExpression], Range<Int>)
    /// `condition ? then : otherwise`
    case conditional(condition: String, then: TraitExpression, otherwise: TraitExpression, Range<Int>)
    /// `[]`
    case empty(Range<Int>)
    /// Anything else: a variable, a call.
    case unknown(Range<Int>)

    public var range: Range<Int> {
        switch self {
        case .trait(_, let range), .set(_, let range), .empty(let range), .unknown(let range): return range
        case .conditional(_, _, _, let range): return range
        }
    }

    /// The trait appears somewhere in the expression, on any branch.
    public func mentions(_ trait: String) -> Bool {
        switch self {
        case .trait(let name, _): return name == trait
        case .set(let items, _): return items.contains { $0.mentions(trait) }
        case .conditional(_, let then, let otherwise, _): return then.mentions(trait) || otherwise.mentions(trait)
        case .empty, .unknown: return false
        }
    }

    /// The trait is added whatever the conditions are.
    public func alwaysIncludes(_ trait: String) -> Bool {
        switch self {
        case .trait(let name, _): return name == trait
        case .set(let items, _): return items.contains { $0.alwaysIncludes(trait) }
        case .conditional(_, let then, let otherwise, _): return then.alwaysIncludes(trait) && otherwise.alwaysIncludes(trait)
        case .empty, .unknown: return false
        }
    }

    /// Every named trait in the expression.
    public var mentionedTraits: Set<String> {
        switch self {
        case .trait(let name, _): return [name]
        case .set(let items, _): return items.reduce(into: []) { $0.formUnion($1.mentionedTraits) }
        case .conditional(_, let then, let otherwise, _): return then.mentionedTraits.union(otherwise.mentionedTraits)
        case .empty, .unknown: return []
        }
    }

    public var containsUnknown: Bool {
        switch self {
        case .unknown: return true
        case .set(let items, _): return items.contains(where: \.containsUnknown)
        case .conditional(_, let then, let otherwise, _): return then.containsUnknown || otherwise.containsUnknown
        case .trait, .empty: return false
        }
    }
}
