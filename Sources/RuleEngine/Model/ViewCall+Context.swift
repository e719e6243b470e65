// Where a view call sits: its enclosing views and modifier closures, its action,
// and what its modifiers depend on.

import SwiftSyntax

extension ViewCall {
    /// The code run on activation: a `Button`'s `action:` argument or action closure.
    public var actionExpression: ExprSyntax? {
        if let cached = cache.actionExpression { return cached }
        let found = arguments.first(where: { $0.label == "action" })?.expression ?? contents.first { $0.role == .action }?.expression
        cache.actionExpression = .some(found)
        return found
    }

    /// The identifiers `actionExpression` names, read once: rules compare them with the property
    /// a slider or toggle changes, for each such control of the view.
    public var actionIdentifiers: Set<String>? {
        if let cached = cache.actionIdentifiers { return cached }
        let found = actionExpression.map { SyntaxFacts.identifiers(in: $0) }
        cache.actionIdentifiers = .some(found)
        return found
    }

    /// The outermost view of the body this call belongs to (itself at the top).
    public var bodyRoot: ViewCall { ancestors.last ?? self }

    /// The names of modifiers whose closures enclose this call, nearest first:
    /// `["contextMenu"]` for a Button inside `.contextMenu { }`.
    public var enclosingModifierNames: [String] {
        var result: [String] = []
        var current: ViewCall? = self
        while let call = current {
            if case .modifier(let name) = call.role { result.append(name) }
            current = call.parent
        }
        return result
    }

    /// The first ancestor (nearest first) matching a predicate.
    public func ancestor(where predicate: (ViewCall) -> Bool) -> ViewCall? {
        ancestors.first(where: predicate)
    }

    /// Inside a `ForEach` (or a `List` built from data) of its body.
    public var isInsideForEach: Bool {
        ancestors.contains { $0.typeName == "ForEach" || ($0.typeName == "List" && $0.arguments.first(labeled: nil) != nil) }
    }

    /// Every view call in this call's contents, at any depth (all branches).
    public var descendants: [ViewCall] { Self.views(in: contents.flatMap(\.nodes)) }

    /// Every view call in these nodes and their contents, at any depth (all branches).
    public static func views(in nodes: [ViewNode]) -> [ViewCall] {
        var result: [ViewCall] = []
        func collect(_ nodes: [ViewNode]) {
            for view in nodes.directViews {
                result.append(view)
                collect(view.contents.flatMap(\.nodes))
            }
        }
        collect(nodes)
        return result
    }

    /// The modifiers whose arguments mention `identifier` (`.foregroundStyle(on ? .blue : .gray)` mentions `on`).
    public func modifiers(mentioning identifier: String) -> [Modifier] {
        modifiers.filter { modifier in
            modifier.arguments.contains { SyntaxFacts.identifiers(in: $0.expression).contains(identifier) }
        }
    }

    /// The constructor arguments mention `identifier`.
    public func argumentsMention(_ identifier: String) -> Bool {
        arguments.contains { argument in
            argument.closure == nil && SyntaxFacts.identifiers(in: argument.expression).contains(identifier)
        }
    }
}

extension ViewCall {
    /// The string literal this view is interpolated into (`Text("Premium \(Image(systemName: "crown"))")`),
    /// when it is shown inline in text rather than as a view of its own.
    public var interpolatingLiteral: StringLiteralExprSyntax? {
        var node = root.parent
        while let current = node {
            if let literal = current.as(StringLiteralExprSyntax.self) { return literal }
            if current.is(CodeBlockItemSyntax.self) || current.is(ClosureExprSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }
}

extension ViewCall {
    /// A control that does nothing when used: an empty action (`Button("Primary") { }`) or a
    /// binding to a constant (`Toggle("On", isOn: .constant(true))`), as in a component gallery.
    public var isInert: Bool {
        if let action = actionExpression, let statements = ActionReader.statements(of: action), statements.isEmpty { return true }
        return arguments.contains { argument in
            ["isOn", "selection", "value", "text"].contains(argument.label ?? "") && argument.expression.trimmedDescription.hasPrefix(".constant(")
        }
    }
}
