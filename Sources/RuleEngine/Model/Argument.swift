// One argument of a call, trailing closures included, so rules see them uniformly.

import SwiftSyntax

public struct Argument {
    /// The argument label (`action`, `label`, `isOn`), nil when unlabeled or the first trailing closure.
    public let label: String?
    public let expression: ExprSyntax
    public let isTrailingClosure: Bool

    public var closure: ClosureExprSyntax? { expression.as(ClosureExprSyntax.self) }

    /// Every argument of a call, in source order.
    static func all(of call: FunctionCallExprSyntax) -> [Argument] {
        var result = call.arguments.map { Argument(label: $0.label?.text, expression: $0.expression, isTrailingClosure: false) }
        if let trailing = call.trailingClosure {
            result.append(Argument(label: nil, expression: ExprSyntax(trailing), isTrailingClosure: true))
        }
        for extra in call.additionalTrailingClosures {
            result.append(Argument(label: extra.label.text, expression: ExprSyntax(extra.closure), isTrailingClosure: true))
        }
        return result
    }
}

extension Array where Element == Argument {
    /// The first argument with this label (nil: the first unlabeled, non-trailing one).
    public func first(labeled label: String?) -> Argument? {
        first { $0.label == label && !($0.isTrailingClosure && label == nil) }
    }
}
