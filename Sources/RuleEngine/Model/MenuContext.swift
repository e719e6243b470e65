// Whether a control is a menu item: inside a menu, a context menu, swipe actions, an
// alert's or dialog's actions, the app's menu commands, a modifier named for a menu, or a view
// that only builds menu items.

extension ViewCall {
    private static let menuModifiers: Set<String> = ["contextMenu", "swipeActions", "alert", "confirmationDialog"]
    private static let menuContainers: Set<String> = ["Menu", "CommandGroup", "CommandMenu"]

    /// The control is an item of a menu, a dialog or the menu bar, where only buttons belong.
    /// A view type whose name ends in `Menu` (`StatusRowContextMenu`) or that builds `Commands`
    /// is taken to provide menu items: its body is placed in a menu elsewhere.
    public var isMenuItem: Bool {
        // A design system's own menu modifier (`.navigationBarMenuButton { … }`) takes menu items too.
        if enclosingModifierNames.contains(where: { Self.menuModifiers.contains($0) || $0.contains("Menu") }) { return true }
        if ancestors.contains(where: { $0.typeName.map(Self.menuContainers.contains) ?? false }) { return true }
        guard let type = scope.type else { return false }
        return type.name.hasSuffix("Menu") || type.name.hasSuffix("MenuItems") || type.conforms(to: "Commands")
    }
}
