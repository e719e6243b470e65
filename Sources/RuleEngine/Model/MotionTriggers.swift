// What device motion sets off: a shake handled in `motionBegan`/`motionEnded`, or a
// Core Motion reading compared with a threshold in an update handler.

import SwiftSyntax

/// Code that runs when the device is shaken or moved past a threshold.
public struct MotionTrigger {
    /// Where a finding points: the method's name, or the `start…Updates` call.
    public let range: Range<Int>
    /// The code that motion runs.
    public let code: [Syntax]
    /// "a shake", "a motion reading"
    public let what: String
}

extension DeclaredTypes {
    /// The shake handlers (`motionBegan`/`motionEnded` overrides) of every type in the file.
    public var shakeHandlers: [MotionTrigger] {
        typeNames.flatMap { type in
            members(of: type).compactMap { member -> MotionTrigger? in
                guard member.isFunction, member.name == "motionEnded" || member.name == "motionBegan", let body = member.body else { return nil }
                return MotionTrigger(range: member.nameRange, code: [Syntax(body)], what: "a shake")
            }
        }
    }
}

extension ViewCall {
    private static let motionUpdates: Set<String> = ["startAccelerometerUpdates", "startDeviceMotionUpdates", "startGyroUpdates"]

    /// For a Core Motion `start…Updates(to:) { data, error in … }` call, the code its handler runs
    /// once a reading passes a threshold (`if data.acceleration.x > 2.5 { … }`); a handler that only
    /// follows the readings (a parallax effect, a level) sets nothing off.
    public var motionReadingTrigger: MotionTrigger? {
        guard kind == .expression, let modifier = modifiers.last, Self.motionUpdates.contains(modifier.name),
            let handler = (modifier.argument("withHandler") ?? modifier.arguments.last(where: \.isTrailingClosure)?.expression)?.as(ClosureExprSyntax.self)
        else { return nil }
        let finder = ThresholdBranchFinder(viewMode: .sourceAccurate)
        finder.walk(handler.statements)
        guard !finder.bodies.isEmpty else { return nil }
        return MotionTrigger(range: modifier.range, code: finder.bodies, what: "a motion reading")
    }
}

/// The bodies of `if` statements whose condition compares something with a number.
private final class ThresholdBranchFinder: SyntaxVisitor {
    var bodies: [Syntax] = []

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        let comparesWithNumber = node.conditions.contains { condition in
            let text = condition.trimmedDescription
            let compares = [">", "<"].contains { text.contains($0) }
            return compares && text.contains(where: \.isNumber)
        }
        if comparesWithNumber { bodies.append(Syntax(node.body)) }
        return .visitChildren
    }
}

extension ActionReader {
    /// The names of the functions a piece of code calls (`undo()`, `self.showDebugMenu()`,
    /// `viewModel.reset()` → `undo`, `showDebugMenu`, `reset`).
    public static func calledFunctions(in node: some SyntaxProtocol) -> Set<String> {
        let collector = CalleeCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.names
    }
}

private final class CalleeCollector: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            names.insert(reference.baseName.text)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            names.insert(member.declName.baseName.text)
        }
        return .visitChildren
    }
}
