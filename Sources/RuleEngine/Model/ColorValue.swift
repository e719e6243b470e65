// What colour an expression denotes, as far as the source shows it: fixed components,
// a system colour (read at its light-mode value), or something the engine cannot see.

import SwiftSyntax

public enum ColorValue: Equatable, Sendable {
    /// Components written in the code (`Color(red:green:blue:)`, `Color(white:)`, `.black`,
    /// `.white`, `UIColor.gray`): the same in dark mode and at increased contrast.
    case fixed(SRGBColor)
    /// A system colour (`.red`, `Color(.systemGray4)`), at its light-mode value: it adapts to
    /// dark mode and increased contrast.
    case system(String, SRGBColor)
    /// A semantic colour (`.primary`, `.secondary`, `Color(.label)`), an asset, a variable, a
    /// gradient or material: present, its colour unknown.
    case unknown

    /// The colour in light mode, when known.
    public var lightModeColor: SRGBColor? {
        switch self {
        case .fixed(let color), .system(_, let color): return color
        case .unknown: return nil
        }
    }

    func withAlpha(_ factor: Double) -> ColorValue {
        switch self {
        case .fixed(let color): return .fixed(color.withAlpha(factor))
        case .system(let name, let color): return .system(name, color.withAlpha(factor))
        case .unknown: return .unknown
        }
    }
}

public enum ColorReader {
    /// The colour an expression denotes: a `Color`, a `UIColor` wrapped in one, or a shape style
    /// that is a colour (`.foregroundStyle(.red)`).
    public static func color(of expression: ExprSyntax, workspace: IndexLookup = .none) -> ColorValue {
        color(of: expression, uiKit: false, workspace: workspace, depth: 4)
    }

    private static func color(of expression: ExprSyntax, uiKit: Bool, workspace: IndexLookup, depth: Int) -> ColorValue {
        if let inner = ExpressionReader.unwrapParentheses(expression) { return color(of: inner, uiKit: uiKit, workspace: workspace, depth: depth) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let value = named(member.declName.baseName.text, base: member.base?.trimmedDescription, uiKit: uiKit)
            guard value == .unknown, depth > 0 else { return value }
            return designToken(member, uiKit: uiKit, workspace: workspace, depth: depth - 1)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return .unknown }
        // `Color.gray.opacity(0.5)`, `.black.opacity(0.8)`
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            ["opacity", "withAlphaComponent"].contains(member.declName.baseName.text)
        {
            guard let factor = call.arguments.first.flatMap({ number($0.expression) }) else { return .unknown }
            return color(of: base, uiKit: uiKit, workspace: workspace, depth: depth).withAlpha(factor)
        }
        switch call.calledExpression.trimmedDescription {
        case "Color", "SwiftUI.Color":
            return initializer(call, uiKit: false, workspace: workspace, depth: depth)
        case "UIColor", "NSColor":
            return initializer(call, uiKit: true, workspace: workspace, depth: depth)
        default:
            return .unknown
        }
    }

    /// `Color(…)` / `UIColor(…)` initializers written with components, or wrapping a UIKit colour.
    private static func initializer(_ call: FunctionCallExprSyntax, uiKit: Bool, workspace: IndexLookup, depth: Int) -> ColorValue {
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text }
        func value(_ label: String) -> Double? { arguments.first { $0.label?.text == label }.flatMap { number($0.expression) } }
        let alpha = labels.contains("opacity") ? value("opacity") : labels.contains("alpha") ? value("alpha") : 1
        guard let alpha else { return .unknown }
        // `Color(.sRGB, red:…)`: the colour space comes first.
        var space = "sRGB"
        if let first = arguments.first, first.label == nil, labels.count > 1,
            let name = first.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        {
            space = name
        }
        if labels.contains("red") {
            guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return .unknown }
            switch space {
            case "sRGB": return .fixed(SRGBColor(red: red, green: green, blue: blue, alpha: alpha))
            case "sRGBLinear": return .fixed(.fromLinear(red: red, green: green, blue: blue, alpha: alpha))
            default: return .unknown  // Display P3 lies outside sRGB
            }
        }
        if labels.contains("white") {
            guard let white = value("white") else { return .unknown }
            switch space {
            case "sRGB": return .fixed(SRGBColor(white: white, alpha: alpha))
            case "sRGBLinear": return .fixed(.fromLinear(red: white, green: white, blue: white, alpha: alpha))
            default: return .unknown
            }
        }
        if labels.contains("hue") {
            guard space == "sRGB", let hue = value("hue"), let saturation = value("saturation"), let brightness = value("brightness") else { return .unknown }
            return .fixed(.fromHSB(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha))
        }
        // `Color(UIColor.systemGray)`, `Color(.systemGray)`, `Color(uiColor: .label)`
        if arguments.count == 1, let only = arguments.first, [nil, "uiColor", "nsColor"].contains(only.label?.text), !uiKit {
            if only.expression.is(StringLiteralExprSyntax.self) { return .unknown }  // an asset
            return color(of: only.expression, uiKit: true, workspace: workspace, depth: depth)
        }
        return customInitializer(call, workspace: workspace)
    }

    /// An initializer the app declares (`Color(hex: "#777777")`, `Color(rgb: 0x777777)`): when the
    /// workspace index knows the app declares it, a hex literal passed to it is read as the colour
    /// it spells; anything else stays unknown.
    static func customInitializer(_ call: FunctionCallExprSyntax, workspace: IndexLookup) -> ColorValue {
        guard call.arguments.count == 1, let only = call.arguments.first, let label = only.label?.text,
            let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            workspace.initializers(of: type).contains(where: { $0.accepts([label]) })
        else { return .unknown }
        if let text = ExpressionReader.stringLiteral(only.expression), let color = SRGBColor(hex: text) { return .fixed(color) }
        if let integer = only.expression.as(IntegerLiteralExprSyntax.self)?.literal.text, integer.hasPrefix("0x"),
            let color = SRGBColor(hex: "#" + integer.dropFirst(2).filter { $0 != "_" })
        {
            return .fixed(color)
        }
        return .unknown
    }

    /// A colour token of the app's design system (`Color.brandGray`, `.brandGray`), declared as a
    /// static constant the workspace index has the expression of.
    private static func designToken(_ member: MemberAccessExprSyntax, uiKit: Bool, workspace: IndexLookup, depth: Int) -> ColorValue {
        let name = member.declName.baseName.text
        let bases = member.base.map { [$0.trimmedDescription] } ?? (uiKit ? ["UIColor"] : ["Color", "ShapeStyle"])
        for base in bases {
            guard case .expression(let text) = workspace.constant(named: base + "." + name) else { continue }
            guard let parsed = ConstantExpressions.parsed(text) else { return .unknown }
            return color(of: parsed, uiKit: base == "UIColor" || base == "NSColor", workspace: workspace, depth: depth)
        }
        return .unknown
    }

    /// A named colour: `.red`, `Color.white`, `UIColor.systemGray4`, `.clear`.
    private static func named(_ name: String, base: String?, uiKit: Bool) -> ColorValue {
        let readsUIKit: Bool
        switch base {
        case nil: readsUIKit = uiKit
        case "Color", "SwiftUI.Color": readsUIKit = false
        case "UIColor", "NSColor": readsUIKit = true
        default: return .unknown
        }
        if readsUIKit {
            if let fixed = uiKitFixed[name] { return .fixed(fixed) }
            if let system = uiKitSystem[name] { return .system(name, system) }
            return .unknown
        }
        if name == "black" { return .fixed(SRGBColor(white: 0)) }
        if name == "white" { return .fixed(SRGBColor(white: 1)) }
        if name == "clear" { return .fixed(SRGBColor(white: 0, alpha: 0)) }
        if let system = swiftUISystem[name] { return .system(name, system) }
        return .unknown
    }

    /// A number literal or a quotient of two (`0.5`, `119 / 255`, `CGFloat(119) / 255.0`).
    static func number(_ expression: ExprSyntax) -> Double? {
        if let inner = ExpressionReader.unwrapParentheses(expression) { return number(inner) }
        if let value = Modifier.number(expression) { return value }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            ["CGFloat", "Double", "Float"].contains(call.calledExpression.trimmedDescription), let argument = call.arguments.first
        {
            return number(argument.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "/",
                let dividend = number(elements[0]), let divisor = number(elements[2]), divisor != 0
            else { return nil }
            return dividend / divisor
        }
        return nil
    }

    private static func hex(_ text: String) -> SRGBColor { SRGBColor(hex: text)! }

    /// SwiftUI's system colours in light mode (iOS).
    static let swiftUISystem: [String: SRGBColor] = [
        "red": hex("#FF3B30"), "orange": hex("#FF9500"), "yellow": hex("#FFCC00"), "green": hex("#34C759"),
        "mint": hex("#00C7BE"), "teal": hex("#30B0C7"), "cyan": hex("#32ADE6"), "blue": hex("#007AFF"),
        "indigo": hex("#5856D6"), "purple": hex("#AF52DE"), "pink": hex("#FF2D55"), "brown": hex("#A2845E"),
        "gray": hex("#8E8E93"),
    ]

    /// UIKit's adaptive system colours in light mode.
    static let uiKitSystem: [String: SRGBColor] = swiftUISystem.reduce(into: [:]) { table, entry in
        table["system" + entry.key.prefix(1).uppercased() + entry.key.dropFirst()] = entry.value
    }.merging([
        "systemGray2": hex("#AEAEB2"), "systemGray3": hex("#C7C7CC"), "systemGray4": hex("#D1D1D6"),
        "systemGray5": hex("#E5E5EA"), "systemGray6": hex("#F2F2F7"),
    ]) { first, _ in first }

    /// UIKit's fixed colours, which do not adapt (`UIColor.gray` is 50 % white, not `systemGray`).
    static let uiKitFixed: [String: SRGBColor] = [
        "black": SRGBColor(white: 0), "white": SRGBColor(white: 1), "clear": SRGBColor(white: 0, alpha: 0),
        "darkGray": SRGBColor(white: 1.0 / 3), "lightGray": SRGBColor(white: 2.0 / 3), "gray": SRGBColor(white: 0.5),
        "red": SRGBColor(red: 1, green: 0, blue: 0), "green": SRGBColor(red: 0, green: 1, blue: 0),
        "blue": SRGBColor(red: 0, green: 0, blue: 1), "cyan": SRGBColor(red: 0, green: 1, blue: 1),
        "yellow": SRGBColor(red: 1, green: 1, blue: 0), "magenta": SRGBColor(red: 1, green: 0, blue: 1),
        "orange": SRGBColor(red: 1, green: 0.5, blue: 0), "purple": SRGBColor(red: 0.5, green: 0, blue: 0.5),
        "brown": SRGBColor(red: 0.6, green: 0.4, blue: 0.2),
    ]
}
