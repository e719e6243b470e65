// Code that runs after a wait: the block of `DispatchQueue.main.asyncAfter`, the statements
// after `try await Task.sleep(…)`, the block of a one-shot `Timer.scheduledTimer`.

import SwiftSyntax

/// What a waiting call defers, and where the wait is written.
public struct DelayedWork {
    /// The statement that waits (`DispatchQueue.main.asyncAfter(…) { … }`, `try await Task.sleep(…)`).
    public let statement: Syntax
    /// Where a finding about the wait points: the statement up to the waiting call's closing
    /// parenthesis, without the block of work.
    public let range: Range<Int>
    /// The code that runs once the wait is over.
    public let work: [Syntax]
    /// The wait in seconds, when it is written as a number (`.now() + 3`, `.seconds(2)`, `nanoseconds: 2_000_000_000`).
    public let seconds: Double?

    /// Every property write of the deferred work.
    public var writes: [StateWrite] { work.flatMap { ActionReader.writes(in: $0) } }

    /// The deferred work dismisses the view.
    public var dismisses: Bool { work.contains { ActionReader.dismisses(in: $0) } }

    /// The deferred work waits for more work (`try await client.fetch()`) before it changes anything:
    /// the wait was a debounce before real work, not a time for reading. Hopping to the main actor
    /// (`await MainActor.run { … }`) is no such work.
    public var awaitsOtherWork: Bool {
        let finder = AwaitFinder(viewMode: .sourceAccurate)
        work.forEach { finder.walk($0) }
        return finder.found
    }
}

private final class AwaitFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
        var inner = node.expression
        if let tried = inner.as(TryExprSyntax.self) { inner = tried.expression }
        let callee = inner.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
        if callee != "MainActor.run" { found = true }
        return found ? .skipChildren : .visitChildren
    }
}

extension ViewCall {
    /// When this call is a wait — `DispatchQueue.main.asyncAfter(deadline:) { … }`, `Task.sleep(…)`,
    /// `Timer.scheduledTimer(withTimeInterval:repeats: false) { … }` — the work that runs after it.
    /// A wait that hands its work to a function reference or a selector defers nothing the engine can see.
    public var delayedWork: DelayedWork? {
        guard kind == .expression, modifiers.count == 1, let modifier = modifiers.first else { return nil }
        // Printed only once a case's name matches: most calls asked are something else.
        func receiver() -> String { root.trimmedDescription }
        switch modifier.name {
        case "asyncAfter" where receiver().hasPrefix("DispatchQueue"):
            guard let work = modifier.argument("execute") ?? modifier.arguments.last(where: \.isTrailingClosure)?.expression,
                let closure = work.as(ClosureExprSyntax.self)
            else { return nil }
            return DelayedWork(
                statement: Self.statement(around: modifier.call), range: Self.range(of: modifier.call), work: [Syntax(closure.statements)],
                seconds: Self.deadlineSeconds(modifier.argument("deadline") ?? modifier.argument("wallDeadline")))
        case "scheduledTimer" where receiver() == "Timer":
            guard modifier.argument("repeats")?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false),
                let closure = (modifier.argument("block") ?? modifier.arguments.last(where: \.isTrailingClosure)?.expression)?.as(ClosureExprSyntax.self)
            else { return nil }
            return DelayedWork(
                statement: Self.statement(around: modifier.call), range: Self.range(of: modifier.call), work: [Syntax(closure.statements)],
                seconds: Modifier.number(modifier.argument("withTimeInterval")))
        case "sleep" where receiver() == "Task":
            let statement = Self.statement(around: modifier.call)
            guard let item = statement.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
            let following = list.drop { $0.id != item.id }.dropFirst().map { Syntax($0) }
            return DelayedWork(statement: statement, range: statement.byteRange, work: following, seconds: Self.sleepSeconds(modifier))
        default:
            return nil
        }
    }

    /// From the start of the statement around a call to the call's closing parenthesis.
    private static func range(of call: FunctionCallExprSyntax) -> Range<Int> {
        let start = statement(around: call).byteRange.lowerBound
        let end = call.rightParen?.endPositionBeforeTrailingTrivia.utf8Offset ?? call.endPositionBeforeTrailingTrivia.utf8Offset
        return start..<max(start, end)
    }

    /// The statement a call is part of (the call itself when it is not in a statement list).
    private static func statement(around call: FunctionCallExprSyntax) -> Syntax {
        var node = Syntax(call)
        while let parent = node.parent {
            if parent.is(CodeBlockItemSyntax.self) { return parent }
            if parent.is(ClosureExprSyntax.self) || parent.is(CodeBlockSyntax.self) || parent.is(MemberBlockSyntax.self) { break }
            node = parent
        }
        return Syntax(call)
    }

    /// `.now() + 3` → 3; `.now() + .seconds(2)` → 2; `.now() + .milliseconds(500)` → 0.5.
    private static func deadlineSeconds(_ deadline: ExprSyntax?) -> Double? {
        guard let sequence = deadline?.as(SequenceExprSyntax.self), let last = sequence.elements.last else { return nil }
        return seconds(last)
    }

    /// `Task.sleep(for: .seconds(2))`, `Task.sleep(nanoseconds: 2_000_000_000)`, `Task.sleep(seconds: 2)`.
    private static func sleepSeconds(_ modifier: Modifier) -> Double? {
        if let nanoseconds = Modifier.number(modifier.argument("nanoseconds")) { return nanoseconds / 1_000_000_000 }
        return (modifier.argument("for") ?? modifier.argument("seconds")).flatMap(seconds)
    }

    /// A duration: a plain number of seconds, or `.seconds(n)`, `.milliseconds(n)`.
    private static func seconds(_ expression: ExprSyntax) -> Double? {
        if let number = Modifier.number(expression) { return number }
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let value = Modifier.number(call.arguments.first?.expression)
        else { return nil }
        switch member.declName.baseName.text {
        case "seconds": return value
        case "milliseconds": return value / 1000
        default: return nil
        }
    }
}
