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

    /// `range`: where findings about the modifier point, when that is not where it is written (a
    /// modifier applied by one of the app's own, parsed from the workspace index, points at its use).
    init(call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, index: Int, range: Range<Int>? = nil) {
        self.call = call
        self.range = range ?? member.period.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
        self.index = index
        let written = member.declName.baseName.text
        let allArguments = Argument.all(of: call)
        // The deprecated `.accessibility(label:)` family reads as its modern modifier.
        if written == "accessibility", allArguments.count == 1, let label = allArguments[0].label,
            let modern = Self.deprecatedAccessibilityForms[label]
        {
            name = modern
            arguments = [Argument(label: nil, expression: allArguments[0].expression, isTrailingClosure: false)]
        } else {
            name = written
            arguments = allArguments
        }
    }

    private static let deprecatedAccessibilityForms = [
        "label": "accessibilityLabel", "value": "accessibilityValue", "hint": "accessibilityHint",
        "hidden": "accessibilityHidden", "identifier": "accessibilityIdentifier", "addTraits": "accessibilityAddTraits",
        "removeTraits": "accessibilityRemoveTraits", "sortPriority": "accessibilitySortPriority",
        "inputLabels": "accessibilityInputLabels", "activationPoint": "accessibilityActivationPoint",
    ]

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
