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
