// A control's label content: what it shows, and the icon-only controls several naming rules share.

extension ViewCall {
    /// The controls whose label can be a bare icon.
    static let iconLabelledKinds: Set<ViewKind> = [.button, .toggle, .menu, .link, .navigationLink, .shareLink]

    /// A control that shows only an icon and gives assistive technologies no name for it:
    /// no `.accessibilityLabel`, no custom accessibility modifier, not hidden or replaced.
    public var isUnnamedIconOnlyControl: Bool {
        Self.iconLabelledKinds.contains(kind) && labelIsIconOnly && accessibilityLabel == nil
            && !hasCustomAccessibilityModifier && !isAccessibilityHidden && !hasAccessibilityReplacement && !styleShowsItsOwnText
    }

    /// The label is made only of images once the images' own labels are set aside:
    /// `Button { Image("share").accessibilityLabel("Share") }`.
    public var labelIsIconOnlyCountingLabeledImages: Bool {
        guard title == nil, let nodes = labelNodes else { return false }
        return Self.isIconOnly(nodes, countingLabeledImages: true)
    }

    /// Every view in the label content, at any depth (all branches).
    public var labelDescendants: [ViewCall] { labelNodes.map(Self.views(in:)) ?? [] }
}
