// Where each view sits in its body, for rules that compare views with each other:
// which views can be on screen together, which exclude each other (`if`/`else`,
// `switch`, `ViewThatFits`, tabs), and which are repeated by a `ForEach`.

import Foundation

public struct ViewPlacement {
    /// One choice on the way down: the branch point and the branch taken.
    public struct BranchStep: Hashable, Sendable {
        public let point: Int
        public let branch: Int
    }

    /// The surface the view is shown on: its body, or one menu, presented content or
    /// destination (each with an id of its own, unique within the model).
    public let surface: Int
    public let branchPath: [BranchStep]
    /// The innermost `ForEach` (or `List` over data) that repeats the view on its surface.
    public let repeater: ViewCall?
    /// A branch lies between the repeater and the view, so not every element shows it.
    public let isBranchedInsideRepeater: Bool
    /// What the `if` conditions on the way down say, by the condition's text: `if a && !b` holds
    /// `a` true and `b` false inside, `else` of `if a` holds `a` false.
    public var facts: [String: Bool] = [:]

    /// The two views are never shown together: they sit in different branches of one branch point,
    /// or under conditions that contradict each other (`if a { … }` and, later, `if !a && b { … }`).
    public func excludes(_ other: ViewPlacement) -> Bool {
        let mine = Dictionary(branchPath.map { ($0.point, $0.branch) }, uniquingKeysWith: { first, _ in first })
        if other.branchPath.contains(where: { step in mine[step.point].map { $0 != step.branch } ?? false }) { return true }
        return facts.contains { atom, value in other.facts[atom].map { $0 != value } ?? false }
    }
}

public struct ViewPlacements {
    private var byID: [Int: ViewPlacement] = [:]
    private var nextPoint = 0

    /// Modifier closures shown at the same time as the view they modify; every other
    /// modifier closure (menus, alerts, sheets, swipe actions …) is a surface of its own.
    static let sameSurfaceModifiers: Set<String> = ["overlay", "background", "safeAreaInset", "toolbar", "mask"]

    public init(_ model: ViewModel) {
        for call in model.calls where call.parent == nil {
            walk(call, ViewPlacement(surface: newPoint(), branchPath: [], repeater: nil, isBranchedInsideRepeater: false))
        }
    }

    public func placement(of call: ViewCall) -> ViewPlacement? { byID[call.id] }

    private mutating func walk(_ call: ViewCall, _ placement: ViewPlacement) {
        byID[call.id] = placement
        let alternatives = call.typeName == "ViewThatFits" || call.typeName == "TabView"
        for content in call.contents {
            var inner = placement
            if opensSurface(content.role, in: call) {
                inner = ViewPlacement(surface: newPoint(), branchPath: placement.branchPath, repeater: nil, isBranchedInsideRepeater: false)
            } else if content.role == .content, call.typeName == "ForEach" || (call.typeName == "List" && call.arguments.first(labeled: nil) != nil) {
                inner = ViewPlacement(surface: placement.surface, branchPath: placement.branchPath, repeater: call, isBranchedInsideRepeater: false)
            }
            if alternatives, content.role == .content {
                let point = newPoint()
                for (index, node) in content.nodes.enumerated() { walk([node], branched(inner, point, index)) }
            } else {
                walk(content.nodes, inner)
            }
        }
    }

    private mutating func walk(_ nodes: [ViewNode], _ placement: ViewPlacement) {
        for node in nodes {
            switch node {
            case .view(let call):
                walk(call, placement)
            case .branches(let condition, let lists):
                let point = newPoint()
                for (index, list) in lists.enumerated() {
                    var inner = branched(placement, point, index)
                    // Two lists are an `if` and its `else` (a two-case `switch` looks the same; reading
                    // it as one can only keep two views apart, never report one).
                    if lists.count == 2 {
                        for (atom, value) in Self.facts(of: condition, holding: index == 0) { inner.facts[atom] = value }
                    }
                    walk(list, inner)
                }
            case .opaque:
                continue
            }
        }
    }

    private func opensSurface(_ role: ContentRole, in call: ViewCall) -> Bool {
        switch role {
        case .modifier(let name): return !Self.sameSurfaceModifiers.contains(name)
        case .destination, .label: return true
        case .content: return call.kind == .menu || call.kind == .picker
        case .action, .argument: return false
        }
    }

    private func branched(_ placement: ViewPlacement, _ point: Int, _ branch: Int) -> ViewPlacement {
        var inner = ViewPlacement(
            surface: placement.surface, branchPath: placement.branchPath + [.init(point: point, branch: branch)],
            repeater: placement.repeater, isBranchedInsideRepeater: placement.repeater != nil)
        inner.facts = placement.facts
        return inner
    }

    /// What an `if` condition says inside its `then` branch (`holds`) or its `else` branch: each
    /// part of an `&&` chain, with a leading `!` as false. A false chain of several parts says
    /// nothing about any one of them; `||`, bindings and case patterns say nothing here at all.
    static func facts(of condition: String, holding: Bool) -> [(String, Bool)] {
        guard !ViewNode.conditionBindsValues(condition), !condition.contains("||"), !condition.contains("var "), !condition.contains("case ") else { return [] }
        let parts = condition.components(separatedBy: "&&").map { $0.trimmingCharacters(in: .whitespaces) }
        // `!(a && b)` splits inside its parentheses: no facts from it.
        guard holding || parts.count == 1, parts.allSatisfy({ $0.filter { $0 == "(" }.count == $0.filter { $0 == ")" }.count }) else { return [] }
        return parts.map { part in
            var atom = Substring(part)
            var value = holding
            while atom.hasPrefix("!") {
                atom = atom.dropFirst()
                value.toggle()
            }
            return (String(atom), value)
        }
    }

    /// A fresh id for a branch point or a surface.
    private mutating func newPoint() -> Int {
        nextPoint += 1
        return nextPoint
    }
}
