// Where a view sits among its siblings: the content of its parent that holds it, the
// argument that content is passed as, and what is written after it.

extension ViewCall {
    /// The parent's closure content (or view argument) that holds this view, in any branch.
    public var containingContent: ClosureContent? {
        parent?.contents.first { Self.nodes(after: self, in: $0.nodes) != nil }
    }

    /// The label of the argument that holds this view: `header` for `Section { … } header: { Text("…") }`
    /// and for `Section(header: Text("…"))`; nil for an unlabeled argument or first trailing closure.
    public var argumentLabelInParent: String? {
        guard let parent, let content = containingContent else { return nil }
        let arguments = parent.arguments + parent.modifiers.flatMap(\.arguments)
        return arguments.first { $0.expression.id == content.expression.id }?.label
    }

    /// The nodes written after this view in the content that holds it: the rest of its branch,
    /// then what follows that branch, out to the end of the content.
    public var laterSiblings: [ViewNode] {
        guard let content = containingContent else { return [] }
        return Self.nodes(after: self, in: content.nodes) ?? []
    }

    private static func nodes(after target: ViewCall, in nodes: [ViewNode]) -> [ViewNode]? {
        for (index, node) in nodes.enumerated() {
            switch node {
            case .view(let view) where view === target:
                return Array(nodes[(index + 1)...])
            case .branches(_, let lists):
                for list in lists {
                    if let rest = Self.nodes(after: target, in: list) { return rest + nodes[(index + 1)...] }
                }
            default:
                continue
            }
        }
        return nil
    }
}
