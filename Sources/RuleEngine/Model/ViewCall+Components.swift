// Queries the component rules share: the style a control is drawn in, whether an
// enclosing view already names or hides it, and the property a binding writes.

import SwiftSyntax

/// A style picked with `.pickerStyle(…)`, `.datePickerStyle(…)` and the like.
public enum StyleChoice: Equatable, Sendable {
    /// No style modifier on the view or around it: the platform default.
    case unset
    /// `.segmented`, `SegmentedPickerStyle()` → `segmented`; `WheelDatePickerStyle()` → `wheel`.
    case named(String)
    /// A variable, a custom style: the engine cannot tell.
    case unknown
}

extension ViewCall {
    /// Modifiers whose content is presented apart from the view they sit on: a sheet, a
    /// menu or a toolbar is its own accessibility tree, not a child of that view's element.
    public static let presentationModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "contextMenu", "swipeActions",
        "toolbar", "navigationDestination", "inspector", "searchSuggestions",
    ]

    /// The enclosing views that share this view's accessibility tree, nearest first, each
    /// with the role through which the path below it enters it. Stops at a presentation
    /// modifier's content and at a navigation destination.
    public var elementPath: [(view: ViewCall, via: ContentRole?)] {
        var result: [(view: ViewCall, via: ContentRole?)] = []
        var current = self
        while let parent = current.parent {
            if case .modifier(let name) = current.role, Self.presentationModifiers.contains(name) { break }
            if current.role == .destination { break }
            result.append((parent, current.role))
            current = parent
        }
        return result
    }

    /// An enclosing view hides this one, replaces what its children say (a control with its
    /// own label speaks that label, not its content), or does something to accessibility the
    /// engine does not model: whatever this view says may not be heard.
    public var isCoveredByEnclosingAccessibility: Bool {
        elementPath.contains { step in
            let view = step.view
            return view.isAccessibilityHidden || view.hasAccessibilityReplacement || view.hasCustomAccessibilityModifier
                || view.replacesChildrenAccessibility || (view.kind.isInteractive && view.accessibilityLabelModifier != nil)
        }
    }

    /// What this view would say on its own may not be what is heard: it is hidden, it replaces
    /// its accessibility, it has a custom accessibility modifier, or a view around it speaks for it.
    public var accessibilityIsOverridden: Bool {
        isAccessibilityHidden || hasAccessibilityReplacement || hasCustomAccessibilityModifier || isCoveredByEnclosingAccessibility
    }

    /// `.accessibilityElement()` or `(children: .ignore)`, or `.combine` with the container's
    /// own label: the children's own names are not spoken. An unreadable argument counts too.
    public var replacesChildrenAccessibility: Bool {
        modifiers(named: "accessibilityElement").contains { modifier in
            guard let children = modifier.argument("children") else { return true }  // the default is `.ignore`
            switch children.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
            case "contain": return false
            case "combine": return accessibilityLabelModifier != nil
            default: return true
            }
        }
    }

    /// Inside a `LabeledContent`'s content, whose label names the control.
    public var isInsideLabeledContent: Bool {
        var child: ViewCall = self
        for step in elementPath {
            defer { child = step.view }
            guard step.view.typeName == "LabeledContent" else { continue }
            // `LabeledContent { content } label: { … }`: the first trailing closure is the content,
            // though it reads as a label closure for a call without a title.
            let holder = step.view.contents.first { $0.nodes.directViews.contains { $0 === child } }
            let argument = step.view.arguments.first { $0.expression.id == holder?.expression.id }
            if argument?.label != "label" { return true }
        }
        return false
    }

    /// The style set by `modifierName` on this view or, failing that, on the nearest view
    /// around it (styles flow down to the controls inside).
    public func styleChoice(_ modifierName: String) -> StyleChoice {
        for view in [self] + ancestors {
            if let modifier = view.lastModifier(named: modifierName) { return Self.style(of: modifier.firstArgument) }
        }
        return .unset
    }

    static func style(of expression: ExprSyntax?) -> StyleChoice {
        guard let expression else { return .unknown }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return .named(member.declName.baseName.text)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            for suffix in ["DatePickerStyle", "PickerStyle", "ButtonStyle"] where name.hasSuffix(suffix) && name.count > suffix.count {
                let stem = name.dropLast(suffix.count)
                return .named(stem.prefix(1).lowercased() + stem.dropFirst())
            }
        }
        return .unknown
    }

    /// The property a `$` binding argument writes, as written without `$` and `self.`:
    /// `text: $model.email` → `model.email`. Nil for any other expression (`.constant(…)`,
    /// `Binding(get:set:)`, a subscript), whose target the engine does not follow.
    public func boundProperty(_ label: String) -> String? {
        guard let expression = arguments.first(labeled: label)?.expression else { return nil }
        let text = expression.trimmedDescription
        guard text.hasPrefix("$") else { return nil }
        let path = ActionReader.normalizedProperty(text)
        guard !path.isEmpty, path.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return path
    }

    /// The label content, when it is written as a closure without parameters or a view
    /// argument (a trailing closure taking `editing in` is an `onEditingChanged` callback).
    public var labelContent: ClosureContent? {
        contents.first { content in
            guard content.role == .label || content.role == .argument("label") else { return false }
            return content.expression.as(ClosureExprSyntax.self)?.signature == nil
        }
    }
}

extension ClosureContent {
    /// The closure is empty or holds only `EmptyView()`: it shows nothing at all.
    public var showsNothing: Bool {
        nodes.allSatisfy { node in
            if case .view(let view) = node { return view.typeName == "EmptyView" }
            return false
        }
    }
}

/// The words of an identifier or a title, lower-cased: `newPasswordText` → new, password,
/// text; `serverURLString` → server, url, string; `"E-mail address"` → e, mail, address.
public enum IdentifierWords {
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, !current.isEmpty {
                let previous = characters[index - 1]
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }
}
