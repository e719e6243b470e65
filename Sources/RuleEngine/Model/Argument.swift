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
        let arguments = call.arguments
        guard let trailing = call.trailingClosure else {
            var result = arguments.map { Argument(label: $0.label?.text, expression: $0.expression, isTrailingClosure: false) }
            for extra in call.additionalTrailingClosures {
                result.append(Argument(label: extra.label.text, expression: ExprSyntax(extra.closure), isTrailingClosure: true))
            }
            return result
        }
        // Room for the closure from the start: growing the array afterwards copied every argument
        // through the syntax library's resilient witnesses.
        var result: [Argument] = []
        result.reserveCapacity(arguments.count + 1)
        for argument in arguments {
            result.append(Argument(label: argument.label?.text, expression: argument.expression, isTrailingClosure: false))
        }
        result.append(Argument(label: nil, expression: ExprSyntax(trailing), isTrailingClosure: true))
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
