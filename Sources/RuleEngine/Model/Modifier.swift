// One `.modifier(…)` call in a view's chain.

import SwiftSyntax

public struct Modifier {
    public let name: String
    public let call: FunctionCallExprSyntax
    /// From the dot to the closing parenthesis or brace.
    public let range: Range<Int>
    public let arguments: [Argument]
    /// The position in the chain, 0 being closest to the view.
    public let index: Int

    init(call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, index: Int) {
        name = member.declName.baseName.text
        self.call = call
        range = member.period.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
        arguments = Argument.all(of: call)
        self.index = index
    }

    /// The first unlabeled argument (or the trailing closure when there is no other).
    public var firstArgument: ExprSyntax? {
        arguments.first(labeled: nil)?.expression ?? arguments.first?.expression
    }

    public func argument(_ label: String) -> ExprSyntax? {
        arguments.first(labeled: label)?.expression
    }

    /// `.foo(true)`, `.foo()` — a Boolean modifier that is on. Unknown values count as on.
    public var isEnabledFlag: Bool {
        guard let value = firstArgument else { return true }
        return value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false)
    }
}
