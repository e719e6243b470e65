// The colours a view's text is drawn in and over: the foreground set on it or around it,
// and what lies behind it, read up its enclosing views within one body.

import SwiftSyntax

/// The foreground modifier that colours a view's text, and the view it sits on.
public struct ForegroundSetting {
    public let view: ViewCall
    public let modifier: Modifier
    public let color: ColorValue
}

/// What lies behind a view.
public enum Backdrop {
    /// No view in the body draws behind it: the screen's own background, or the system one of a
    /// list row or navigation container (adaptive: white in light mode, black in dark mode).
    case systemBackground
    /// A colour the body draws behind it (a `.background`, a `ZStack` layer), possibly unknown.
    case color(ColorValue)
    /// Something the engine cannot read: an image or material layer, a button style's own
    /// background, content an overlay sits on, a blend or colour effect.
    case unknown
}

extension ViewCall {
    static let foregroundModifiers: Set<String> = ["foregroundColor", "foregroundStyle"]

    /// The foreground colour this view's text is drawn in: the first foreground modifier on its
    /// chain, else on the nearest enclosing view. Nil when no view in the body sets one, or when a
    /// control is reached through its label first (a control tints its label itself).
    public var foreground: ForegroundSetting? {
        for (index, step) in ([(view: self, via: ContentRole?.none)] + elementPath).enumerated() {
            let modifier = step.view.firstModifier(in: Self.foregroundModifiers)
            if index > 0, step.view.kind.isInteractive, step.via == .label, modifier == nil { return nil }
            if let modifier {
                guard let value = modifier.firstArgument else { return nil }
                return ForegroundSetting(view: step.view, modifier: modifier, color: ColorReader.color(of: value, workspace: workspace))
            }
        }
        return nil
    }

    /// What lies behind this view, with the opacity that literal `.opacity(…)` modifiers between
    /// them give its content. Nil when an opacity is not a literal, or fades a known backdrop too
    /// (then the result depends on what lies behind everything).
    public var backdrop: (backdrop: Backdrop, contentOpacity: Double)? {
        var opacity = 1.0
        let steps = [(view: self, via: ContentRole?.none)] + elementPath
        for (index, step) in steps.enumerated() {
            let view = step.view
            if index > 0, let decided = Self.backdrop(entering: view, from: steps[index - 1].view, via: step.via) {
                return Self.unfaded(decided, by: steps[index...].map(\.view), opacity: opacity)
            }
            for modifier in view.modifiers {
                switch modifier.name {
                case "opacity":
                    guard let value = modifier.firstArgument.flatMap(ColorReader.number) else { return nil }
                    opacity *= value
                case "background", "listRowBackground":
                    if view.modifiers.contains(where: { $0.index > modifier.index && $0.name == "opacity" }) { return nil }
                    return Self.unfaded(Self.backdrop(of: modifier, workspace: workspace), by: steps[(index + 1)...].map(\.view), opacity: opacity)
                case "buttonStyle" where view.kind.isInteractive && !Self.drawsNoBackground(modifier):
                    return (.unknown, opacity)
                case "colorInvert", "blendMode", "colorMultiply", "luminanceToAlpha", "hueRotation", "brightness", "contrast", "saturation":
                    return (.unknown, opacity)
                default:
                    continue
                }
            }
        }
        return (.systemBackground, opacity)
    }

    /// A known backdrop stays known only if nothing further out fades it along with the content.
    private static func unfaded(_ backdrop: Backdrop, by outer: [ViewCall], opacity: Double) -> (backdrop: Backdrop, contentOpacity: Double)? {
        if case .color = backdrop, outer.contains(where: { $0.hasModifier("opacity") }) { return nil }
        return (backdrop, opacity)
    }

    /// What entering `parent` from `child` says about the backdrop, nil when nothing: a `ZStack`
    /// layer below the child, the colour view an overlay sits on, a list row's or a navigation
    /// container's own background.
    private static func backdrop(entering parent: ViewCall, from child: ViewCall, via role: ContentRole?) -> Backdrop? {
        switch role {
        case .label?, .content?:
            break
        case .modifier("overlay")?:
            return parent.colorDrawn.map(Backdrop.color) ?? .unknown
        default:
            return .unknown
        }
        switch parent.typeName {
        case "ZStack":
            let layers = parent.nodes(for: .content)?.directViews ?? []
            guard let position = layers.firstIndex(where: { $0 === child }), position > 0 else { return nil }
            return layers[position - 1].colorDrawn.map(Backdrop.color) ?? .unknown
        case "List", "Form", "Section", "Table", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView":
            return .systemBackground
        default:
            return nil
        }
    }

    /// The colour a `.background(…)` draws: `.background(.white)`, `.background(Color.white, in: Capsule())`,
    /// `.background(RoundedRectangle(…).fill(.white))`, `.background { Color.white }`.
    private static func backdrop(of modifier: Modifier, workspace: IndexLookup) -> Backdrop {
        let content = modifier.arguments.first { $0.label == nil || $0.label == "content" }
        guard var expression = content?.expression else {
            // `.background()` draws the background style, by default the adaptive system background.
            return modifier.arguments.isEmpty ? .systemBackground : .unknown
        }
        if let closure = content?.closure {
            guard closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self) else { return .unknown }
            expression = only
        }
        return .color(colorDrawn(by: expression, workspace: workspace))
    }

    /// The colour a colour or filled-shape expression draws: `Color.white.ignoresSafeArea()`,
    /// `RoundedRectangle(cornerRadius: 8).fill(.blue)`, `Color.black.opacity(0.4)`.
    static func colorDrawn(by expression: ExprSyntax, workspace: IndexLookup) -> ColorValue {
        var current = expression
        var opacity = 1.0
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            switch member.declName.baseName.text {
            case "fill", "foregroundStyle", "foregroundColor":
                return (call.arguments.first.map { ColorReader.color(of: $0.expression, workspace: workspace) } ?? .unknown).withAlpha(opacity)
            case "opacity":
                guard let value = call.arguments.first.flatMap({ ColorReader.number($0.expression) }) else { return .unknown }
                opacity *= value
            case "ignoresSafeArea", "edgesIgnoringSafeArea", "frame", "padding", "cornerRadius", "clipShape", "clipped":
                break
            default:
                return ColorReader.color(of: current, workspace: workspace).withAlpha(opacity)
            }
            current = base
        }
        return ColorReader.color(of: current, workspace: workspace).withAlpha(opacity)
    }

    /// The colour a `Color` view or a filled shape view draws; nil for any other view.
    var colorDrawn: ColorValue? {
        guard case .shape(let name) = kind else { return nil }
        var color: ColorValue
        if name == "Color" {
            color = ColorReader.color(of: root, workspace: workspace)
        } else {
            guard let fill = firstModifier(in: ["fill", "foregroundStyle", "foregroundColor"])?.firstArgument else { return nil }
            color = ColorReader.color(of: fill, workspace: workspace)
        }
        for modifier in modifiers where modifier.name == "opacity" {
            guard let value = modifier.firstArgument.flatMap(ColorReader.number) else { return .unknown }
            color = color.withAlpha(value)
        }
        return color
    }

    /// `.plain`, `.borderless`, `PlainButtonStyle()`: styles that draw no background of their own.
    private static func drawsNoBackground(_ modifier: Modifier) -> Bool {
        if case .named(let name) = style(of: modifier.firstArgument) { return name == "plain" || name == "borderless" }
        return false
    }

    func firstModifier(in names: Set<String>) -> Modifier? { modifiers.first { names.contains($0.name) } }
}

extension ViewCall {
    /// The view draws text of its own: a `Text`, a `Label`'s title, a control's title argument.
    public var drawsText: Bool {
        switch kind {
        case .text, .label: return true
        case .button, .link, .navigationLink, .menu, .toggle, .shareLink: return titleArgument != nil
        default: return false
        }
    }

    /// The colours of this view's text: the foreground that reaches it and what lies behind it.
    /// Nil when the view draws no text, no foreground is set in the body, or the opacity between
    /// them cannot be read.
    public var textColors: (foreground: ForegroundSetting, backdrop: Backdrop, contentOpacity: Double)? {
        guard drawsText, let foreground, let backdrop else { return nil }
        return (foreground, backdrop.backdrop, backdrop.contentOpacity)
    }
}

extension ViewCall {
    /// A `Text` of one letter taken from a name (`name.prefix(1)`, `name.first`, `initials`): an
    /// avatar's monogram, beside the name it repeats.
    public var isMonogram: Bool {
        guard kind == .text, let argument = titleArgument?.expression.trimmedDescription else { return false }
        return argument.contains(".prefix(1)") || argument.contains(".first") || argument.lowercased().contains("initial")
    }
}
