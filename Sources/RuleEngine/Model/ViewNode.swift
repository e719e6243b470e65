// The content of a view-builder closure: views, branches between them, and things
// the engine cannot see into.

public indirect enum ViewNode {
    case view(ViewCall)
    /// `if`/`else` or `switch`: one list of nodes per branch (an `if` without `else` has an empty one).
    case branches(condition: String, [[ViewNode]])
    /// A variable, a function call, a `ForEach` body the engine does not expand: present, unknown.
    case opaque(Range<Int>)

    /// Whether an `if` condition's text binds names (`if let`, `if let a, b`): such a condition is
    /// not an expression, so it can neither become a ternary's condition nor be read as one fact.
    public static func conditionBindsValues(_ condition: String) -> Bool {
        condition.contains("let ") || condition.contains(",")
    }
}

extension Array where Element == ViewNode {
    /// Every view call in these nodes, in all branches, not descending into the calls' own content.
    public var directViews: [ViewCall] {
        flatMap { node -> [ViewCall] in
            switch node {
            case .view(let call): return [call]
            case .branches(_, let lists): return lists.flatMap(\.directViews)
            case .opaque: return []
            }
        }
    }

    public var containsOpaque: Bool {
        contains { node in
            switch node {
            case .opaque: return true
            case .branches(_, let lists): return lists.contains(where: \.containsOpaque)
            case .view: return false
            }
        }
    }
}
