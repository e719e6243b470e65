// The animations a view's code asks for — `.animation(…)` modifiers and `withAnimation(…) { }`
// calls — read as how long they run, whether they repeat forever, and how far the
// modifiers they animate move a view.

import SwiftSyntax

/// A `withAnimation(…) { … }` call and the declarations around it.
public struct AnimationCall {
    public let syntax: FunctionCallExprSyntax
    public let scope: Scope

    /// The animation argument (`withAnimation(.spring) { }`); nil for the default animation.
    public var curveArgument: ExprSyntax? {
        syntax.arguments.first { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }?.expression
    }

    /// The animated work: the trailing closure or the `body:` argument.
    public var body: ClosureExprSyntax? {
        syntax.trailingClosure ?? syntax.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
    }

    /// From `withAnimation` to its closing parenthesis (the block of work left out).
    public var range: Range<Int> {
        let start = syntax.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = syntax.rightParen?.endPositionBeforeTrailingTrivia.utf8Offset ?? syntax.calledExpression.endPositionBeforeTrailingTrivia.utf8Offset
        return start..<end
    }
}

/// An animation as written: `.easeInOut(duration: 2).repeatForever()`, `Animation.default`, `.spring`.
public struct AnimationCurve: Equatable, Sendable {
    /// Seconds, when written as a number or known as a default; nil when it cannot be told.
    public var duration: Double?
    public var repeatsForever: Bool

    public init(duration: Double?, repeatsForever: Bool) {
        self.duration = duration
        self.repeatsForever = repeatsForever
    }

    /// The curve of an animation expression; nil when the expression is not one the engine can
    /// read (a variable, a function's result) or is no animation at all (`nil`). A ternary reads
    /// both branches: the animation that runs longest, or at all, is the one that matters.
    public init?(_ expression: ExprSyntax) {
        guard let curve = Self.read(expression) else { return nil }
        self = curve
    }

    private static func read(_ expression: ExprSyntax) -> AnimationCurve? {
        if let inner = ExpressionReader.unwrapParentheses(expression) { return read(inner) }
        if let ternary = TernaryParts(expression) {
            let branches = [read(ternary.then), ternary.singleOtherwise.flatMap(read)].compactMap { $0 }
            guard !branches.isEmpty else { return nil }
            return AnimationCurve(duration: branches.compactMap(\.duration).max(), repeatsForever: branches.contains(where: \.repeatsForever))
        }
        var current: ExprSyntax? = expression
        var repeats = false
        var factor = 1.0
        while let node = current {
            let name: String
            let call = node.as(FunctionCallExprSyntax.self)
            if let call, let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                name = member.declName.baseName.text
                current = member.base
            } else if let member = node.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedDescription == "Animation" {
                name = member.declName.baseName.text
                current = nil
            } else {
                return nil
            }
            switch name {
            case "repeatForever": repeats = true
            case "repeatCount": factor *= Modifier.number(call?.arguments.first?.expression) ?? 1
            case "speed": factor /= Swift.max(0.01, Modifier.number(call?.arguments.first?.expression) ?? 1)
            case "delay": break
            default:
                let base = baseDuration(name, call)
                guard base.isCurve else { return nil }
                return AnimationCurve(duration: base.seconds.map { $0 * factor }, repeatsForever: repeats)
            }
        }
        return nil
    }

    /// Whether a name is one of SwiftUI's curves, and its length: its `duration:` (or a spring's
    /// `response:`), else the system default; nil seconds when a written length cannot be read.
    private static func baseDuration(_ name: String, _ call: FunctionCallExprSyntax?) -> (isCurve: Bool, seconds: Double?) {
        let arguments = call.map(Argument.all(of:)) ?? []
        let written = (arguments.first(labeled: "duration") ?? arguments.first(labeled: "response")).map { Modifier.number($0.expression) }
        switch name {
        case "default", "easeIn", "easeOut", "easeInOut", "linear", "timingCurve":
            return (true, written ?? 0.35)
        case "spring", "interactiveSpring", "bouncy", "smooth", "snappy":
            return (true, written ?? 0.5)
        case "interpolatingSpring":
            return (true, written ?? nil)
        default:
            return (false, nil)
        }
    }
}

extension Modifier {
    /// The curve of an `.animation(…)` modifier, when it has one the engine can read.
    public var animationCurve: AnimationCurve? {
        guard name == "animation", let first = arguments.first(where: { $0.label == nil }) else { return nil }
        return AnimationCurve(first.expression)
    }

    /// How far a motion modifier (`.offset`, `.position`, `.scaleEffect`, `.rotationEffect`,
    /// `.rotation3DEffect`, `.frame`) moves or resizes a view, read from the numbers written in it
    /// (both branches of a ternary); nil for any other modifier.
    public var motionExtent: MotionExtent? {
        let numbers = { NumberCollector.numbers(in: self.arguments.map(\.expression)) }
        func grade(_ values: [Double], far: (Double) -> Bool, noticeable: (Double) -> Bool) -> MotionExtent {
            if values.isEmpty { return .unknown }
            if values.contains(where: far) { return .far }
            return values.contains(where: noticeable) ? .noticeable : .small
        }
        switch name {
        case "offset":
            return grade(numbers().map(abs), far: { $0 >= 200 }, noticeable: { $0 >= 50 })
        case "scaleEffect":
            return grade(numbers(), far: { $0 <= 0.5 || $0 >= 2 }, noticeable: { $0 <= 0.75 || $0 >= 1.33 })
        case "rotationEffect", "rotation3DEffect":
            // Degrees, or radians when written so; a 3D turn moves the whole view through depth.
            let inRadians = arguments.first?.expression.trimmedDescription.contains("radians") ?? false
            let degrees = numbers().map { abs(inRadians ? $0 * 180 / .pi : $0) }
            let far = name == "rotationEffect" ? 180.0 : 90.0
            return grade(degrees, far: { $0 >= far }, noticeable: { $0 >= 45 })
        case "position", "frame":
            return .unknown
        default:
            return nil
        }
    }
}

/// How much a motion modifier moves a view.
public enum MotionExtent: Sendable {
    /// A nudge: a few points, a slight scale, a small turn.
    case small
    /// Visible movement: 50 pt or more, a third larger or a quarter smaller, an eighth of a turn.
    case noticeable
    /// Across a good part of the screen (200 pt), to half or twice the size, half a turn.
    case far
    /// Sizes computed at run time.
    case unknown
}

/// The number literals that stand as values in some expressions, signed: an argument, a branch of
/// a ternary. A number in arithmetic (`.pi / 8`, `width * 0.5`) is part of a value computed at run time.
private final class NumberCollector: SyntaxVisitor {
    var numbers: [Double] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let arithmetic = node.elements.contains { element in
            element.as(BinaryOperatorExprSyntax.self).map { ["+", "-", "*", "/", "%"].contains($0.operator.text) } ?? false
        }
        return arithmetic ? .skipChildren : .visitChildren
    }

    static func numbers(in expressions: [ExprSyntax]) -> [Double] {
        let collector = NumberCollector(viewMode: .sourceAccurate)
        expressions.forEach { collector.walk($0) }
        return collector.numbers
    }

    override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if let number = Modifier.number(ExprSyntax(node)) {
            numbers.append(number)
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        Modifier.number(ExprSyntax(node)).map { numbers.append($0) }
        return .skipChildren
    }

    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        Modifier.number(ExprSyntax(node)).map { numbers.append($0) }
        return .skipChildren
    }
}

extension DeclaredTypes {
    /// The type (its declaration and extensions in this file) reads the Reduce Motion setting:
    /// `@Environment(\.accessibilityReduceMotion)`, `UIAccessibility.isReduceMotionEnabled`, or a
    /// property or parameter of its own about reduced motion (`reduceMotion`, `prefersReducedMotion`).
    public func readsReduceMotion(_ type: String) -> Bool {
        identifiers(of: type).contains { identifier in
            let lowered = identifier.lowercased()
            return lowered.contains("reducemotion") || lowered.contains("reducedmotion")
        }
    }
}
