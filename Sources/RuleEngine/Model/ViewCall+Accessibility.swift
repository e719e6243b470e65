// What a view call exposes to assistive technologies, derived from its arguments,
// label content and modifiers. Unknown values stay unknown: they are never read as absent.

import SwiftSyntax

extension ViewCall {
    /// The visible title passed as the first unlabeled argument (`Button("Save")`, `Text("Hi")`).
    public var titleArgument: Argument? {
        if let cached = cache.titleArgument { return cached }
        let found = readTitleArgument()
        cache.titleArgument = .some(found)
        return found
    }

    private func readTitleArgument() -> Argument? {
        guard kind.takesTitleArgument, let first = arguments.first(labeled: nil), first.closure == nil else { return nil }
        // An initializer of the app's own may take its first argument as something else (an icon's name).
        if let initializer = customInitializer, let parameter = parameter(of: first, in: initializer),
            !initializer.titleParameters.contains(parameter)
        {
            return nil
        }
        return first
    }

    public var title: NameValue? {
        if let cached = cache.title { return cached }
        let found = readTitle()
        cache.title = .some(found)
        return found
    }

    private func readTitle() -> NameValue? {
        guard let argument = titleArgument else { return customInitializerTitle }
        if kind == .text, let constructor { return ExpressionReader.textName(constructor, workspace: workspace) }
        return ExpressionReader.name(of: argument.expression, workspace: workspace)
    }

    /// The content of the label closure (or label view argument).
    public var labelNodes: [ViewNode]? { nodes(for: .label) ?? nodes(for: .argument("label")) ?? customInitializerLabelNodes }

    // MARK: Accessibility modifiers

    public var accessibilityLabelModifier: Modifier? { lastModifier(named: "accessibilityLabel") }

    /// The value given by `.accessibilityLabel(…)`, if any.
    public var accessibilityLabel: NameValue? {
        if let cached = cache.accessibilityLabel { return cached }
        let found = readAccessibilityLabel()
        cache.accessibilityLabel = .some(found)
        return found
    }

    private func readAccessibilityLabel() -> NameValue? {
        guard let modifier = accessibilityLabelModifier else {
            if customInitializer?.setsAccessibilityLabel == true { return .unknown("accessibilityLabel in \(typeName ?? "an") initializer") }
            // Set through a helper that applies modifiers to the view (`.modify { $0.accessibilityLabel(…) }`),
            // often in `if #available` branches: present, value unseen.
            return appliedThroughHelpers("accessibilityLabel") ? .unknown("accessibilityLabel in a helper") : nil
        }
        guard let value = modifier.firstArgument else { return .unknown(modifier.call.trimmedDescription) }
        return ExpressionReader.name(of: value, workspace: workspace)
    }

    /// Every trait expression added by `.accessibilityAddTraits(…)` in the chain, wherever it sits.
    public var addedTraits: [(modifier: Modifier, traits: TraitExpression)] {
        modifiers(named: "accessibilityAddTraits").compactMap { modifier in
            modifier.firstArgument.map { (modifier, ExpressionReader.traits(of: $0)) }
        }
    }

    public func addsTrait(_ trait: String) -> Bool {
        addedTraits.contains { $0.traits.mentions(trait) }
            || (trait == "isHeader" && modifiers(named: "accessibilityHeading").isEmpty == false)
            || (appliedThroughHelpers("accessibilityAddTraits") && helperClosures.contains { $0.contains(trait) })
    }

    /// The text of closures passed to modifiers this engine does not know, which apply modifiers
    /// to the view they receive (`.if(c) { $0.… }`, `.modify { view in … }`).
    var helperClosures: [String] {
        if let cached = cache.helperClosures { return cached }
        let found = modifiers.filter { !Self.knownSwiftUIClosureModifiers.contains($0.name) && !Self.knownAccessibilityModifiers.contains($0.name) }
            .flatMap { $0.arguments.compactMap { $0.closure?.trimmedDescription } }
        cache.helperClosures = found
        return found
    }

    /// Whether such a helper applies this accessibility modifier to the view.
    func appliedThroughHelpers(_ modifierName: String) -> Bool {
        helperClosures.contains { $0.contains("." + modifierName + "(") }
    }

    static let knownSwiftUIClosureModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "onAppear", "onDisappear", "task", "onChange", "onReceive", "contextMenu",
        "toolbar", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "overlay", "background", "mask",
        "swipeActions", "navigationDestination", "refreshable", "onSubmit", "safeAreaInset", "gesture", "simultaneousGesture",
        "highPriorityGesture", "accessibilityAction", "accessibilityRepresentation", "accessibilityChildren", "onHover",
        "onDrop", "onDrag", "draggable", "dropDestination", "searchable", "onOpenURL", "onKeyPress", "matchedGeometryEffect",
    ]

    /// `.accessibilityHidden(true)` (or an unknown value, read as possibly hidden).
    public var isAccessibilityHidden: Bool {
        modifiers(named: "accessibilityHidden").contains { $0.isEnabledFlag }
    }

    /// A modifier this engine does not know whose name suggests it sets accessibility
    /// (`.accessibleIcon("Share")`, `.a11yLabel(…)`): it may well name the view, so rules stay silent.
    public var hasCustomAccessibilityModifier: Bool {
        helperClosures.contains { $0.contains(".accessibility") } || modifiers.contains { modifier in
            guard !Self.knownAccessibilityModifiers.contains(modifier.name) else { return false }
            let lowered = modifier.name.lowercased()
            return lowered.contains("accessib") || lowered.contains("a11y") || lowered.contains("voiceover")
        }
    }

    /// The view replaces its accessibility with something the engine does not model.
    public var hasAccessibilityReplacement: Bool {
        hasModifier("accessibilityRepresentation") || hasModifier("accessibilityChildren")
    }

    static let knownAccessibilityModifiers: Set<String> = [
        "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityAddTraits",
        "accessibilityRemoveTraits", "accessibilityHidden", "accessibilityIdentifier", "accessibilityElement",
        "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction", "accessibilitySortPriority",
        "accessibilityInputLabels", "accessibilityHeading", "accessibilityFocused", "accessibilityRepresentation",
        "accessibilityChildren", "accessibilityShowsLargeContentViewer", "accessibilityRespondsToUserInteraction",
        "accessibilityLabeledPair", "accessibilityRotor", "accessibilityScrollAction", "accessibilityIgnoresInvertColors",
        "accessibilityTextContentType", "accessibilityCustomContent", "accessibilityZoomAction",
        "accessibilityActivationPoint", "accessibilityDirectTouch", "accessibilityLinkedGroup",
    ]

    // MARK: Names

    /// The name the visible content gives: the title, else the text in the label.
    /// Nil when the content shows no text at all (icon only, or nothing).
    public var visibleName: NameValue? {
        if let cached = cache.visibleName { return cached }
        let found = readVisibleName()
        cache.visibleName = .some(found)
        return found
    }

    private func readVisibleName() -> NameValue? {
        if let title { return title }
        if let nodes = labelNodes { return Self.textName(of: nodes) }
        switch kind {
        case .text, .label: return nil
        case .editButton: return .literal("Edit", calleeRange)
        case .pasteButton: return .literal("Paste", calleeRange)
        case .shareLink: return .literal("Share", calleeRange)
        default: return nil
        }
    }

    /// The accessible name: `.accessibilityLabel`, else the visible name.
    public var accessibleName: NameValue? { accessibilityLabel ?? visibleName }

    /// The text shown by label content, if any; unknown when part of the content is unseen.
    static func textName(of nodes: [ViewNode]) -> NameValue? {
        var names: [NameValue] = []
        var sawOpaque = false
        for node in nodes {
            switch node {
            case .view(let view):
                if let name = view.accessibilityLabel {
                    names.append(name)
                    continue
                }
                switch view.kind {
                case .image, .shape:
                    continue
                case .text, .label, .container:
                    if let text = view.ownText { names.append(text) }
                default:
                    sawOpaque = true  // a custom view or a variable may well show text
                }
            case .branches(let condition, let lists):
                if let name = NameValue.branches(condition, lists.map { textName(of: $0) }) { names.append(name) }
            case .opaque:
                sawOpaque = true
            }
        }
        if names.count == 1 { return names[0] }
        if names.isEmpty { return sawOpaque ? .unknown("…") : nil }
        let texts = names.compactMap(\.literalText)
        if texts.count == names.count, let first = names.first, case .literal(_, let range) = first {
            return .literal(texts.joined(separator: " "), range)
        }
        return .unknown(names.map(\.spokenForm).joined(separator: " "))
    }

    /// The text a view itself shows: a `Text`'s string, a `Label`'s title, a stack's texts.
    var ownText: NameValue? {
        switch kind {
        // `Text(verbatim: "Take Survey")` shows its literal as it is.
        case .text: return title ?? root.as(FunctionCallExprSyntax.self).map { ExpressionReader.textName($0, workspace: workspace) } ?? .unknown(root.trimmedDescription)
        case .label: return title ?? labelNodes.flatMap(Self.textName(of:)) ?? .unknown(root.trimmedDescription)
        case .container: return nodes(for: .content).flatMap(Self.textName(of:))
        default: return nil
        }
    }

    /// A clear colour or a fully transparent view: a hit area for something else, not content anyone perceives.
    public var isInvisible: Bool {
        if let cached = cache.isInvisible { return cached }
        let found = readIsInvisible()
        cache.isInvisible = found
        return found
    }

    private func readIsInvisible() -> Bool {
        if let root = root.as(MemberAccessExprSyntax.self), root.trimmedDescription == "Color.clear" { return true }
        let clearFill = modifiers.contains { modifier in
            ["fill", "foregroundStyle", "foregroundColor"].contains(modifier.name)
                && ["Color.clear", ".clear"].contains(modifier.firstArgument?.trimmedDescription ?? "")
        }
        if case .shape = kind, clearFill { return true }
        return modifiers.contains { $0.name == "opacity" && ["0", "0.0"].contains($0.firstArgument?.trimmedDescription ?? "") }
    }

    // MARK: Icons

    /// True when the view is an image (`Image(…)` of any kind, `Image.gear`).
    public var isImage: Bool { kind == .image }

    /// The label content is made only of images (in every branch), with no text and
    /// nothing the engine cannot see. Images that carry their own label do not count.
    public var labelIsIconOnly: Bool {
        guard title == nil else { return false }
        guard let nodes = labelNodes else { return customInitializer?.labelShowsOnlyImages ?? false }
        return Self.isIconOnly(nodes) && (customInitializer?.labelShowsOnlyImages ?? true)
    }

    /// `countingLabeledImages`: an image that carries its own label still counts as an icon.
    static func isIconOnly(_ nodes: [ViewNode], countingLabeledImages: Bool = false) -> Bool {
        var sawImage = false
        func visit(_ nodes: [ViewNode]) -> Bool {
            for node in nodes {
                switch node {
                case .opaque:
                    return false
                case .branches(_, let lists):
                    for list in lists where !visit(list) { return false }
                case .view(let view):
                    if view.isImage {
                        guard countingLabeledImages || view.accessibilityLabel == nil, !view.hasCustomAccessibilityModifier else { return false }
                        sawImage = true
                    } else if case .container(let name) = view.kind, ["HStack", "VStack", "ZStack", "Group"].contains(name),
                        let content = view.nodes(for: .content), view.accessibilityLabel == nil
                    {
                        if !visit(content) { return false }
                    } else if case .shape = view.kind {
                        continue  // a background shape shows no text
                    } else if view.isIconOnlyCustomView {
                        sawImage = true
                    } else {
                        return false
                    }
                }
            }
            return true
        }
        return visit(nodes) && sawImage
    }

    /// A view of the app's own whose body shows only images (an `AvatarImage` or `IconView`), with
    /// no label of its own at the call or in the body, from the index.
    var isIconOnlyCustomView: Bool {
        guard accessibilityLabel == nil, !hasCustomAccessibilityModifier, !isAccessibilityHidden, let body = customViewBody else { return false }
        return body.showsOnlyImages && !body.rootHasAccessibilityLabel && !body.rootIsHidden
    }

    /// The images in the label content, in every branch.
    public var labelImages: [ViewCall] {
        guard let nodes = labelNodes else { return [] }
        var result: [ViewCall] = []
        func collect(_ nodes: [ViewNode]) {
            for view in nodes.directViews {
                if view.isImage { result.append(view) } else if let content = view.nodes(for: .content) { collect(content) }
            }
        }
        collect(nodes)
        return result
    }
}
