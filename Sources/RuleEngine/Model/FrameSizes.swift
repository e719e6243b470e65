// The literal sizes a modifier chain gives a view: `.frame(width:height:)`, and how much
// later `.padding`, `.contentShape` and frames grow it again.

import SwiftSyntax

/// A size along both axes; nil where the chain says nothing, `.infinity` where it cannot be read.
public struct LiteralSize: Sendable {
    public var width: Double?
    public var height: Double?
}

extension Modifier {
    /// The literal `width:` and `height:` of a `.frame(…)`; other arguments are ignored.
    public var literalFrame: LiteralSize? { literalFrame(resolving: .none) }

    /// The same, with constants the workspace index knows (`Metrics.rowHeight`) read as the numbers they are.
    public func literalFrame(resolving workspace: IndexLookup) -> LiteralSize? {
        guard name == "frame" else { return nil }
        let size = LiteralSize(width: Self.number(argument("width"), resolving: workspace), height: Self.number(argument("height"), resolving: workspace))
        return size.width == nil && size.height == nil ? nil : size
    }

    /// `25` for 25.0, `25.5` for 25.5: a size as a message shows it.
    static func pointsText(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// The number an expression stands for (`44`, `25.5`, `-100`), nil for anything else. The one
    /// place sizes and durations become numbers: a named constant (`Metrics.rowHeight`) is read
    /// here too once the workspace index can resolve it.
    public static func number(_ expression: ExprSyntax?) -> Double? {
        guard let expression else { return nil }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text.filter { $0 != "_" }) }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.filter { $0 != "_" }) }
        if let negated = expression.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
            return number(negated.expression).map { -$0 }
        }
        if let inner = ExpressionReader.unwrapParentheses(expression) { return number(inner) }
        return nil
    }

    /// A number literal, or a constant (or arithmetic over constants) the workspace index knows.
    static func number(_ expression: ExprSyntax?, resolving workspace: IndexLookup) -> Double? {
        guard let expression else { return nil }
        if let literal = number(expression) { return literal }
        guard !workspace.index.isEmpty, let numeric = NumericExpression.read(expression) else { return nil }
        if case .unbounded = numeric { return nil }
        return numeric.evaluate(constant: workspace.constant(named:)).flatMap { $0.isFinite ? $0 : nil }
    }

    /// The number a `.frame(…)` argument gives (`height:`, `maxHeight:`, `width:` …), nil when it
    /// is absent or cannot be read (`.infinity`, a variable, a scaled metric); a constant the
    /// workspace index knows (`Metrics.rowHeight`) is the number it is.
    public func frameLength(_ label: String, resolving workspace: IndexLookup = .none) -> Double? {
        guard name == "frame" else { return nil }
        return Self.number(argument(label), resolving: workspace)
    }
}

extension Array where Element == Modifier {
    /// How large a view framed at `size` can become through these later modifiers: padding adds
    /// its length per edge (16 pt when unstated), a later frame sets its own size, and a content
    /// shape other than a plain shape, or any value that is not a literal, counts as unbounded.
    public func grown(from size: LiteralSize, resolving workspace: IndexLookup = .none) -> LiteralSize {
        var width = size.width, height = size.height
        var padded = false
        for modifier in self {
            switch modifier.name {
            case "padding":
                let (horizontal, vertical) = Self.paddingGain(modifier, resolving: workspace)
                width = width.map { $0 + horizontal }
                height = height.map { $0 + vertical }
                padded = padded || horizontal > 0 || vertical > 0
            case "frame":
                if let later = modifier.literalFrame(resolving: workspace) {
                    if let w = later.width { width = width.map { Swift.max($0, w) } }
                    if let h = later.height { height = height.map { Swift.max($0, h) } }
                }
                for (label, axis) in [("minWidth", 0), ("minHeight", 1), ("idealWidth", 0), ("idealHeight", 1)] {
                    guard let value = modifier.argument(label) else { continue }
                    let grown = Modifier.number(value, resolving: workspace) ?? .infinity
                    if axis == 0 { width = width.map { Swift.max($0, grown) } } else { height = height.map { Swift.max($0, grown) } }
                }
            case "contentShape":
                if !padded, let shape = modifier.firstArgument, Self.isPlainShape(shape) { continue }
                if !padded { width = width.map { _ in .infinity }; height = height.map { _ in .infinity } }
            default:
                continue
            }
        }
        return LiteralSize(width: width, height: height)
    }

    /// The width and height a `.padding(…)` adds.
    private static func paddingGain(_ modifier: Modifier, resolving workspace: IndexLookup) -> (Double, Double) {
        let arguments = modifier.arguments.filter { !$0.isTrailingClosure }
        var edges = "all"
        var length: Double? = 16
        for argument in arguments {
            let text = argument.expression.trimmedDescription
            if text.hasPrefix(".") || text.hasPrefix("[") || text.hasPrefix("Edge") {
                edges = text
            } else if let number = Modifier.number(argument.expression, resolving: workspace) {
                length = number
            } else {
                length = nil  // a variable, a scaled metric, EdgeInsets: cannot be read
            }
        }
        guard let length else { return (.infinity, .infinity) }
        let horizontal: Double, vertical: Double
        switch edges {
        case "all", ".all": (horizontal, vertical) = (2 * length, 2 * length)
        case ".horizontal", "[.leading, .trailing]", "[.trailing, .leading]": (horizontal, vertical) = (2 * length, 0)
        case ".vertical", "[.top, .bottom]", "[.bottom, .top]": (horizontal, vertical) = (0, 2 * length)
        case ".leading", ".trailing": (horizontal, vertical) = (length, 0)
        case ".top", ".bottom": (horizontal, vertical) = (0, length)
        default: (horizontal, vertical) = (.infinity, .infinity)
        }
        return (horizontal, vertical)
    }

    /// `Rectangle()`, `.rect`, `Circle()`, `RoundedRectangle(cornerRadius: 8)`: a shape as large as the view.
    private static func isPlainShape(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription
        let plain = ["Rectangle()", "Circle()", "Capsule()", "Ellipse()", ".rect", ".circle", ".capsule", ".ellipse"]
        if plain.contains(text) { return true }
        return ["RoundedRectangle(", ".rect(cornerRadius", "Capsule(style", ".rect(cornerSize"].contains { text.hasPrefix($0) } && !text.contains(".inset")
    }
}
