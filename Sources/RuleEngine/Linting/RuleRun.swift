// What lasts while the rules run on one model, on the thread running them: whether findings
// build their fixes, and what the model's actions do, read once though a dozen rules ask.

import SwiftSyntax

/// Bound by `Linter.run` for the rules of one model (a task-local value, so one thread's run
/// never sees another's).
final class RuleRun: @unchecked Sendable {
    @TaskLocal static var current: RuleRun?

    let buildsFixes: Bool

    init(buildsFixes: Bool) {
        self.buildsFixes = buildsFixes
    }

    /// One action's answers, each worked out on first use.
    private final class ActionFacts {
        /// Held so that its tree, and so its identifier, stays unique while the run lasts: rules
        /// also read short-lived trees (an app's modifier parsed from the index).
        let action: ExprSyntax
        var statements: [CodeBlockItemSyntax]??
        var urlOpening: FunctionCallExprSyntax??
        var toggledBoolean: String??
        var performedCode: String??

        init(action: ExprSyntax) {
            self.action = action
        }
    }

    /// Sized for a declaration's few actions, so that it rarely grows.
    private var actions = [SyntaxIdentifier: ActionFacts](minimumCapacity: 8)

    private func facts(of action: ExprSyntax) -> ActionFacts {
        if let known = actions[action.id] { return known }
        let facts = ActionFacts(action: action)
        actions[action.id] = facts
        return facts
    }

    func statements(of action: ExprSyntax, reading: (ExprSyntax) -> [CodeBlockItemSyntax]?) -> [CodeBlockItemSyntax]? {
        answer(\.statements, of: action, reading: reading)
    }

    func urlOpening(of action: ExprSyntax, reading: (ExprSyntax) -> FunctionCallExprSyntax?) -> FunctionCallExprSyntax? {
        answer(\.urlOpening, of: action, reading: reading)
    }

    /// What the action does, written one way (see `TapGestureNotControl`): each tap gesture
    /// compares its code with every visible Button's.
    func performedCode(of action: ExprSyntax, reading: (ExprSyntax) -> String?) -> String? {
        answer(\.performedCode, of: action, reading: reading)
    }

    func toggledBoolean(of action: ExprSyntax, reading: (ExprSyntax) -> String?) -> String? {
        answer(\.toggledBoolean, of: action, reading: reading)
    }

    /// A `TypeFactsRule`'s facts of a whole model, read once a run though every call asks.
    private var typeFacts: [TypeFactsKey: AnyHashable] = [:]

    private struct TypeFactsKey: Hashable {
        let rule: String
        let model: ObjectIdentifier
    }

    func typeFacts(of rule: String, model: ViewModel, reading: () -> AnyHashable) -> AnyHashable {
        let key = TypeFactsKey(rule: rule, model: ObjectIdentifier(model))
        if let known = typeFacts[key] { return known }
        let read = reading()
        typeFacts[key] = read
        return read
    }

    /// The answer noted in `slot` for the action, read (and noted) the first time it is asked.
    private func answer<Value>(
        _ slot: ReferenceWritableKeyPath<ActionFacts, Value??>, of action: ExprSyntax, reading: (ExprSyntax) -> Value?
    ) -> Value? {
        let facts = facts(of: action)
        if let known = facts[keyPath: slot] { return known }
        let value = reading(action)
        facts[keyPath: slot] = .some(value)
        return value
    }
}
