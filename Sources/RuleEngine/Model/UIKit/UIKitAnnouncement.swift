// What VoiceOver would say for a UIKit receiver, from what its class sets on it: the name
// (accessibility label, else title), "Selected" when it is selected, then the role.

import SwiftSyntax

/// A hover's subject in UIKit code: a class name or a receiver whose class is a component.
public struct UIKitHoverMatch {
    public let notes: UIKitComponentNotes
    /// The token under the cursor.
    public let range: Range<Int>
    /// Announcement lines for a receiver (empty over a class name).
    public let announcements: [String]
    /// The same condition both renames the control and selects it: VoiceOver says the state twice.
    public let nameAndSelectedSwitchTogether: Bool
}

extension UIKitModel {
    /// The UIKit component at a byte offset: a class name (`UIButton`), or a receiver of a class's code.
    public func hoverMatch(at offset: Int, in root: Syntax) -> UIKitHoverMatch? {
        guard let token = root.token(at: AbsolutePosition(utf8Offset: offset)), case .identifier(let name) = token.tokenKind else { return nil }
        let range = token.byteRange
        if let notes = UIKitComponents.notes(forClass: name) {
            return UIKitHoverMatch(notes: notes, range: range, announcements: [], nameAndSelectedSwitchTogether: false)
        }
        for type in types {
            guard let receiver = type.receivers[name], receiver.origin != .parameter,
                let notes = uikitClass(of: receiver.className).flatMap(UIKitComponents.notes(forClass:))
            else { continue }
            let (lines, twice) = announcements(of: name, role: notes.role, in: type)
            return UIKitHoverMatch(notes: notes, range: range, announcements: lines, nameAndSelectedSwitchTogether: twice)
        }
        return nil
    }

    /// One line per branch of the name's condition: `isMuted == true → "Unmute, Selected, Button"`.
    func announcements(of receiver: String, role: String, in type: UIKitType) -> (lines: [String], nameAndSelectedTogether: Bool) {
        let own = type.statements.filter { UIKitFacts.owner(of: $0.receiver) == receiver }
        let label = own.last { $0.property == "accessibilityLabel" }?.value
            ?? own.last { $0.method == "setTitle" }?.arguments?.first?.expression
            ?? own.last { $0.property == "title" }?.value
        let selected = own.last { $0.property == "isSelected" }?.value
        let name = label.map(Self.spokenName) ?? .fixed("‹no name›")
        let selection = selected.map(Self.selectionCondition)
        func line(_ words: String, selected: Bool) -> String {
            "\"" + ([words] + (selected ? ["Selected"] : []) + [role]).joined(separator: ", ") + "\""
        }
        switch (name, selection) {
        case (.branches(let condition, let whenTrue, let whenFalse), .some(let flag)) where flag == condition:
            return (["\(condition) == true → " + line(whenTrue, selected: true), "\(condition) == false → " + line(whenFalse, selected: false)], true)
        case (.branches(let condition, let whenTrue, let whenFalse), _):
            return (["\(condition) == true → " + line(whenTrue, selected: false), "\(condition) == false → " + line(whenFalse, selected: false)], false)
        case (.fixed(let words), .some(let flag)) where flag == "true":
            return ([line(words, selected: true)], false)
        case (.fixed(let words), .some(let flag)) where flag != "false":
            return (["\(flag) == true → " + line(words, selected: true), "\(flag) == false → " + line(words, selected: false)], false)
        case (.fixed(let words), _):
            return ([line(words, selected: false)], false)
        }
    }

    private enum Spoken {
        case fixed(String)
        case branches(condition: String, whenTrue: String, whenFalse: String)
    }

    /// A literal's text, a ternary's two branches, or the expression in ‹›.
    private static func spokenName(_ value: ExprSyntax) -> Spoken {
        if let literal = value.as(StringLiteralExprSyntax.self), let text = literal.representedLiteralValue { return .fixed(text) }
        if let ternary = assignedTernary(value) ?? TernaryParts(value), let otherwise = ternary.singleOtherwise {
            return .branches(condition: ternary.condition, whenTrue: words(ternary.then), whenFalse: words(otherwise))
        }
        return .fixed("‹\(value.trimmedDescription)›")
    }

    /// `isSelected = isMuted`: the condition as written (`true`, `false`, `isMuted`).
    private static func selectionCondition(_ value: ExprSyntax) -> String { value.trimmedDescription }

    /// The model keeps `x.p = c ? a : b` as the whole unfolded sequence: its ternary is after the `=`.
    static func assignedTernary(_ value: ExprSyntax) -> TernaryParts? {
        guard let sequence = value.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count > 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        let rest = SequenceExprSyntax(elements: ExprListSyntax(elements.dropFirst(2).map { $0.trimmed }))
        return TernaryParts(ExprSyntax(rest))
    }

    private static func words(_ value: ExprSyntax) -> String {
        value.as(StringLiteralExprSyntax.self)?.representedLiteralValue ?? "‹\(value.trimmedDescription)›"
    }
}

/// A UIKit button whose name switches with a condition that also selects it.
public struct UIKitNameAndSelected {
    /// The statement that sets the selected state (`isSelected = c`, or traits with `.selected` on `c`).
    public let selectedStatement: UIKitStatement
    public let condition: String
    public let writtenReceiver: String
}

extension UIKitModel {
    /// Receivers whose label or title is a ternary on a condition, selected on that same condition.
    public func nameAndSelectedPairs(in type: UIKitType) -> [UIKitNameAndSelected] {
        var result: [UIKitNameAndSelected] = []
        let byReceiver = Dictionary(grouping: type.statements) { UIKitFacts.owner(of: $0.receiver) }
        for (_, statements) in byReceiver {
            let nameConditions = Set(statements.compactMap { statement -> String? in
                let value = statement.property == "accessibilityLabel" || statement.property == "title" ? statement.value
                    : statement.method == "setTitle" ? statement.arguments?.first?.expression : nil
                return value.flatMap { Self.assignedTernary($0) ?? TernaryParts($0) }?.condition
            })
            guard !nameConditions.isEmpty else { continue }
            for statement in statements {
                guard let condition = Self.selectionCondition(of: statement), nameConditions.contains(condition) else { continue }
                result.append(UIKitNameAndSelected(selectedStatement: statement, condition: condition, writtenReceiver: statement.writtenReceiver))
            }
        }
        return result.sorted { $0.selectedStatement.range.lowerBound < $1.selectedStatement.range.lowerBound }
    }

    /// `isSelected = c` → `c`; `accessibilityTraits = c ? [.button, .selected] : .button` → `c`.
    private static func selectionCondition(of statement: UIKitStatement) -> String? {
        guard let value = statement.value else { return nil }
        if statement.property == "isSelected", !value.is(BooleanLiteralExprSyntax.self) {
            return value.trimmedDescription
        }
        if statement.property == "accessibilityTraits", let ternary = assignedTernary(value) ?? TernaryParts(value),
            SyntaxFacts.identifiers(in: ternary.then).contains("selected")
        {
            return ternary.condition
        }
        return nil
    }
}
