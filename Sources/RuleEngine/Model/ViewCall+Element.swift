// How a view groups its children into accessibility elements.

extension ViewCall {
    /// `.accessibilityElement(children: .combine)`, `.ignore`, or no argument (which ignores):
    /// the children stop being elements of their own.
    public var mergesChildren: Bool {
        modifiers(named: "accessibilityElement").contains { modifier in
            guard let children = modifier.argument("children")?.trimmedDescription else { return true }
            return children != ".contain" && children != "AccessibilityChildBehavior.contain"
        }
    }
}

extension ViewCall {
    /// `.accessibilityElement(children: .combine)`: the children's properties merge into one element.
    public var combinesChildren: Bool {
        modifiers(named: "accessibilityElement").contains { modifier in
            let children = modifier.argument("children")?.trimmedDescription
            return children == ".combine" || children == "AccessibilityChildBehavior.combine"
        }
    }

    /// The name a combined element speaks when it is not given one: its children's names in
    /// reading order, separated by commas as VoiceOver pauses between them. Unknown when part
    /// of the content is unseen; nil when no child has a name.
    public var combinedChildrenName: NameValue? {
        guard combinesChildren, let content = nodes(for: .content) ?? labelNodes else { return nil }
        return Self.combinedName(of: content)
    }

    static func combinedName(of nodes: [ViewNode]) -> NameValue? {
        var names: [NameValue] = []
        for node in nodes {
            switch node {
            case .view(let view):
                if view.isAccessibilityHidden { continue }
                if let name = view.accessibilityLabel {
                    names.append(name)
                    continue
                }
                switch view.kind {
                case .image, .shape: continue
                case .text, .label: if let text = view.ownText { names.append(text) }
                case .container: if let inner = view.nodes(for: .content).flatMap(combinedName(of:)) { names.append(inner) }
                case .custom, .expression: names.append(.unknown(view.typeName ?? view.root.trimmedDescription))
                default: if let name = view.accessibleName { names.append(name) }
                }
            case .branches(let condition, let lists):
                if let name = NameValue.branches(condition, lists.map { combinedName(of: $0) }) { names.append(name) }
            case .opaque:
                names.append(.unknown("…"))
            }
        }
        guard let first = names.first else { return nil }
        if names.count == 1 { return first }
        let texts = names.compactMap(\.literalText)
        if texts.count == names.count, case .literal(_, let range) = first { return .literal(texts.joined(separator: ", "), range) }
        return .unknown(names.map(\.spokenForm).joined(separator: ", "))
    }
}
