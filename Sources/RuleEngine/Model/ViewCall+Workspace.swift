// What the workspace index tells about a call: the app's own initializer of a control
// (`Button(symbol:)`), and whether a capitalized call is a custom view the index knows.

extension ViewCall {
    /// The labels SwiftUI's own initializers of these views take. A call with another label
    /// uses an initializer the app declared, which the index may know.
    private static let systemArgumentLabels: [String: Set<String>] = [
        "Button": ["_", "action", "role", "label", "image", "systemImage", "intent"],
        "Toggle": ["_", "isOn", "label", "sources", "image", "systemImage", "intent"],
        "Link": ["_", "destination", "label"],
        "NavigationLink": ["_", "destination", "value", "label", "isActive", "tag", "selection"],
        "Menu": ["_", "content", "label", "primaryAction", "image", "systemImage"],
        "Picker": ["_", "selection", "content", "label", "sources", "currentValue", "image", "systemImage"],
        "Stepper": ["_", "value", "in", "step", "label", "onIncrement", "onDecrement", "onEditingChanged", "format"],
        "Slider": ["value", "in", "step", "label", "minimumValueLabel", "maximumValueLabel", "onEditingChanged"],
        "ShareLink": ["_", "item", "items", "subject", "message", "preview", "label"],
        "Label": ["_", "title", "icon", "systemImage", "image"],
    ]

    /// The app's own initializer this call uses, when the index knows exactly one that fits.
    public var customInitializer: InitializerSummary? {
        if let cached = cache.customInitializer { return cached }
        let found = findCustomInitializer()
        cache.customInitializer = .some(found)
        return found
    }

    private func findCustomInitializer() -> InitializerSummary? {
        guard let typeName, constructor != nil, let known = Self.systemArgumentLabels[typeName] else { return nil }
        let labels = callLabels
        guard labels.contains(where: { !known.contains($0) }) else { return nil }
        let fitting = workspace.initializers(of: typeName).filter { $0.accepts(labels) }
        return fitting.count == 1 ? fitting[0] : nil
    }

    /// The labels of the arguments written in parentheses, `_` for unlabeled ones.
    var callLabels: [String] { arguments.filter { !$0.isTrailingClosure }.map { $0.label ?? "_" } }

    /// The parameter of `initializer` an argument binds to.
    func parameter(of argument: Argument, in initializer: InitializerSummary) -> String? {
        let written = arguments.filter { !$0.isTrailingClosure }
        guard let position = written.firstIndex(where: { $0.expression.id == argument.expression.id }) else { return nil }
        return initializer.parameter(forArgumentAt: position, labels: callLabels)
    }

    /// The label content a custom initializer shows: the views passed for its label parameters.
    var customInitializerLabelNodes: [ViewNode]? {
        guard let initializer = customInitializer, !initializer.labelContentParameters.isEmpty else { return nil }
        let nodes = arguments.filter { argument in
            parameter(of: argument, in: initializer).map(initializer.labelContentParameters.contains) ?? false
        }.compactMap { argument in contents.first { $0.expression.id == argument.expression.id }?.nodes }.flatMap { $0 }
        return nodes.isEmpty ? nil : nodes
    }

    /// The argument a custom initializer shows as the control's text.
    var customInitializerTitle: NameValue? {
        guard let initializer = customInitializer, !initializer.titleParameters.isEmpty,
            let argument = arguments.first(where: { parameter(of: $0, in: initializer).map(initializer.titleParameters.contains) ?? false })
        else { return nil }
        return ExpressionReader.name(of: argument.expression, workspace: workspace)
    }

    // MARK: Custom views

    /// A capitalized call the engine does not know as a SwiftUI view. Without a workspace index
    /// every such call is taken for a custom view (as before the index existed); with one, only a
    /// type the index knows as a `View` is, and any other is unknown.
    public var isKnownCustomView: Bool {
        guard case .custom(let name) = kind else { return false }
        return workspace.index.isEmpty || workspace.isView(name)
    }

    /// What the custom view's body shows, from the index.
    public var customViewBody: ViewBodySummary? {
        guard case .custom(let name) = kind else { return nil }
        return workspace.viewBody(of: name)
    }
}

