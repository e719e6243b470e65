// When a control looks unavailable and when its action does nothing: the conditions under
// which it is dimmed, and those under which its action returns at once.

import SwiftSyntax

/// A condition and the truth value it takes: `isValid` false, `text.isEmpty` true.
public struct ConditionFact: Hashable, Sendable {
    /// The condition's text, whitespace-collapsed, without a leading `!`.
    public let atom: String
    public let holds: Bool

    /// The facts a condition gives when it is `holding` (or not): one atom with its `!`s counted;
    /// none for a compound condition (`a && b` being false says nothing about `a`).
    static func facts(of condition: String, holding: Bool) -> [ConditionFact] {
        let pieces = ViewPlacements.facts(of: SyntaxFacts.normalized(condition), holding: holding)
        guard pieces.count == 1, let (atom, value) = pieces.first else { return [] }
        return [ConditionFact(atom: atom, holds: value)]
    }

    /// Swift code true exactly when the fact holds: `text.isEmpty`, `!isValid`, `!(count > 3)`.
    public var expression: String {
        if holds { return atom }
        let simple = atom.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return simple ? "!" + atom : "!(\(atom))"
    }
}

extension ViewCall {
    /// The conditions under which the control is drawn dimmed: a ternary in `.opacity(…)` between a
    /// lower and a higher literal, or in a colour modifier between a grey or secondary colour and
    /// another. Read on the control's chain and on the views of its label.
    public var dimmingConditions: [(fact: ConditionFact, modifier: Modifier)] {
        ([self] + labelDescendants).flatMap { view in
            view.modifiers.flatMap { modifier -> [(fact: ConditionFact, modifier: Modifier)] in
                guard let argument = modifier.firstArgument, let ternary = TernaryParts(argument), let otherwise = ternary.singleOtherwise,
                    let dimmedWhen = Self.dimmedBranch(modifier.name, then: ternary.then, otherwise: otherwise)
                else { return [] }
                return ConditionFact.facts(of: ternary.condition, holding: dimmedWhen).map { ($0, modifier) }
            }
        }
    }

    /// True when the `then` branch is the dimmed one, false for `otherwise`, nil when neither is.
    private static func dimmedBranch(_ modifier: String, then: ExprSyntax, otherwise: ExprSyntax) -> Bool? {
        switch modifier {
        case "opacity":
            guard let first = ColorReader.number(then), let second = ColorReader.number(otherwise), first != second, min(first, second) < 1 else { return nil }
            return first < second
        case "foregroundColor", "foregroundStyle", "tint", "background", "fill":
            let (thenGrey, otherwiseGrey) = (looksGreyed(then), looksGreyed(otherwise))
            guard thenGrey != otherwiseGrey else { return nil }
            return thenGrey
        default:
            return nil
        }
    }

    /// `.gray`, `.secondary`, `Color(.systemGray4)`, `.tertiaryLabel`: how a control is drawn unavailable.
    private static func looksGreyed(_ expression: ExprSyntax) -> Bool {
        let names = SyntaxFacts.identifiers(in: expression)
        return names.contains { name in
            let lowered = name.lowercased()
            return lowered.hasPrefix("gray") || lowered.hasPrefix("grey") || lowered.hasPrefix("systemgray") || lowered == "lightgray"
                || ["secondary", "tertiary", "quaternary", "secondarylabel", "tertiarylabel", "quaternarylabel", "placeholdertext", "disabled"].contains(lowered)
        }
    }
}

extension ActionReader {
    /// The conditions under which an action returns before doing anything: `guard a, !b else
    /// { return }` returns when `a` is false or `b` true; `if c { return }` when `c` is true.
    /// Read from the action's first statements (local constants may come before); nil for a
    /// function reference, whose body the engine cannot see.
    public static func earlyReturnConditions(in action: ExprSyntax) -> [ConditionFact]? {
        guard let statements = statements(of: action) else { return nil }
        var facts: [ConditionFact] = []
        for statement in statements {
            if statement.item.is(VariableDeclSyntax.self) { continue }
            if let guardStatement = statement.item.as(GuardStmtSyntax.self), returnsOnly(guardStatement.body) {
                for condition in guardStatement.conditions {
                    guard case .expression(let expression) = condition.condition else { continue }
                    facts += ConditionFact.facts(of: expression.trimmedDescription, holding: false)
                }
                continue
            }
            let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
            if let ifExpression = expression?.as(IfExprSyntax.self), ifExpression.elseBody == nil, returnsOnly(ifExpression.body),
                ifExpression.conditions.count == 1, case .expression(let condition)? = ifExpression.conditions.first?.condition
            {
                for part in condition.trimmedDescription.components(separatedBy: "||") {
                    facts += ConditionFact.facts(of: part, holding: true)
                }
                continue
            }
            break
        }
        return facts
    }

    private static func returnsOnly(_ body: CodeBlockSyntax) -> Bool {
        body.statements.count == 1 && body.statements.first?.item.as(ReturnStmtSyntax.self)?.expression == nil
    }
}
