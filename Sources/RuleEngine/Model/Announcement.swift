// What VoiceOver would say for a control, worked out from the source alone, once
// per combination of the conditions it depends on.
//
// Order, after UIAccessibility's reading order (label, value, traits, hint): the
// name; the value; "Selected"; the role ("Button", "Link", "Heading", "Switch
// button", …); "Dimmed" when disabled; then, after a pause, the hint. Parts the
// source does not show are written `‹expression›`, never guessed.

import SwiftSyntax

public struct Announcement: Equatable, Sendable {
    /// The conditions this line holds under (`muted == true`), empty when there are none.
    public let conditions: [String]
    public let text: String
    public let hint: String?

    /// `muted == true → "Unmute, Button"`
    public var line: String {
        let spoken = "\"\(text)\"" + (hint.map { " … \"\($0)\"" } ?? "")
        return conditions.isEmpty ? spoken : conditions.joined(separator: ", ") + " → " + spoken
    }
}

public enum AnnouncementPreview {
    /// A condition and the side it takes.
    struct Assumption: Hashable {
        let condition: String
        let holds: Bool

        var description: String {
            let shown = Self.shortened(condition)
            let simple = shown.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "$" }
            return (simple ? shown : "(\(shown))") + " == " + (holds ? "true" : "false")
        }

        static let longestCondition = 40

        /// A condition on one short line: a `Binding(get: { x }, set: …)` is named by what it
        /// reads, and a long expression is cut with "…" (the full text is in the source).
        static func shortened(_ condition: String) -> String {
            var text = SyntaxFacts.normalized(condition)
            if let match = text.firstMatch(of: /^(?:Binding(?:<Bool>)?|\.init)\(\s*get:\s*\{\s*([^};]+?)\s*\}/) {
                text = String(match.output.1)
            }
            guard text.count > longestCondition else { return text }
            return SyntaxFacts.normalized(String(text.prefix(longestCondition - 1))) + "…"
        }
    }

    /// One part's possible texts, each with what must hold for it.
    typealias Alternatives = [(assumptions: [Assumption], text: String?)]

    public static func announcements(for call: ViewCall) -> [Announcement] {
        let parts: [Alternatives] = [name(of: call), value(of: call), selected(call), [([], role(of: call))], dimmed(call)]
        let hints = hint(of: call)
        var results: [Announcement] = []
        for combination in combine(parts + [hints]) {
            let texts = combination.texts
            let spoken = texts.dropLast().compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
            let announcement = Announcement(conditions: combination.assumptions.map(\.description), text: spoken, hint: texts.last ?? nil)
            if !results.contains(announcement) { results.append(announcement) }
        }
        return results
    }

    /// Every consistent combination of one alternative per part.
    private static func combine(_ parts: [Alternatives]) -> [(assumptions: [Assumption], texts: [String?])] {
        var combinations: [(assumptions: [Assumption], texts: [String?])] = [([], [])]
        for part in parts {
            var next: [(assumptions: [Assumption], texts: [String?])] = []
            for combination in combinations {
                for alternative in part {
                    let merged = merge(combination.assumptions, alternative.assumptions)
                    guard let merged else { continue }  // a condition cannot be both true and false
                    next.append((merged, combination.texts + [alternative.text]))
                }
            }
            combinations = next
        }
        return combinations
    }

    private static func merge(_ first: [Assumption], _ second: [Assumption]) -> [Assumption]? {
        var result = first
        for assumption in second {
            if result.contains(Assumption(condition: assumption.condition, holds: !assumption.holds)) { return nil }
            if !result.contains(assumption) { result.append(assumption) }
        }
        return result
    }

    // MARK: Parts

    private static func alternatives(_ name: NameValue, quoteUnknown: Bool = true) -> Alternatives {
        switch name {
        case .literal(let text, _), .interpolated(let text, _): return [([], text)]
        // A text made of several parts some of which are unknown is already marked part by part.
        case .unknown(let expression) where expression.contains("‹"): return [([], expression)]
        case .unknown(let expression): return [([], "‹\(SyntaxFacts.normalized(expression))›")]
        case .conditional(let condition, let then, let otherwise):
            let key = SyntaxFacts.normalized(condition)
            return alternatives(then).map { ([Assumption(condition: key, holds: true)] + $0.assumptions, $0.text) }
                + alternatives(otherwise).map { ([Assumption(condition: key, holds: false)] + $0.assumptions, $0.text) }
        }
    }

    private static func name(of call: ViewCall) -> Alternatives {
        if let name = call.accessibleName { return alternatives(name) }
        // A combined element speaks its children's names.
        if let combined = call.combinedChildrenName { return alternatives(combined) }
        if let image = call.labelImages.first ?? (call.isImage ? call : nil) {
            // The system falls back on the image's own name; say so rather than guess the words.
            if let symbol = image.arguments.first(where: { $0.label == "systemName" || $0.label == nil }) {
                return imageNames(symbol.expression)
            }
            return [([], "‹image›")]
        }
        return [([], "‹no name›")]
    }

    /// `‹image name "gear"›`, one per branch of a ternary (`Image(systemName: muted ? "a" : "b")`).
    private static func imageNames(_ expression: ExprSyntax) -> Alternatives {
        if let ternary = TernaryParts(expression), let otherwise = ternary.singleOtherwise {
            let key = SyntaxFacts.normalized(ternary.condition)
            return imageNames(ternary.then).map { ([Assumption(condition: key, holds: true)] + $0.assumptions, $0.text) }
                + imageNames(otherwise).map { ([Assumption(condition: key, holds: false)] + $0.assumptions, $0.text) }
        }
        return [([], "‹image name \(SyntaxFacts.normalized(expression.trimmedDescription))›")]
    }

    private static func value(of call: ViewCall) -> Alternatives {
        if let modifier = call.lastModifier(named: "accessibilityValue"), let value = modifier.firstArgument {
            return alternatives(ExpressionReader.name(of: value, workspace: call.workspace))
        }
        if call.kind == .toggle, !isButtonStyled(call), let binding = call.arguments.first(where: { $0.label == "isOn" })?.expression {
            let condition = ActionReader.normalizedProperty(binding.trimmedDescription)
            return [([Assumption(condition: condition, holds: true)], "On"), ([Assumption(condition: condition, holds: false)], "Off")]
        }
        return [([], nil)]
    }

    private static func selected(_ call: ViewCall) -> Alternatives {
        var result: Alternatives = [([], nil)]
        for (_, traits) in call.addedTraits where traits.mentions("isSelected") {
            result = traitAlternatives(traits, "isSelected", word: "Selected")
        }
        if call.kind == .toggle, isButtonStyled(call), let binding = call.arguments.first(where: { $0.label == "isOn" })?.expression {
            let condition = ActionReader.normalizedProperty(binding.trimmedDescription)
            result = [([Assumption(condition: condition, holds: true)], "Selected"), ([Assumption(condition: condition, holds: false)], nil)]
        }
        return result
    }

    private static func traitAlternatives(_ traits: TraitExpression, _ trait: String, word: String) -> Alternatives {
        switch traits {
        case .conditional(let condition, let then, let otherwise, _):
            let key = SyntaxFacts.normalized(condition)
            return traitAlternatives(then, trait, word: word).map { ([Assumption(condition: key, holds: true)] + $0.assumptions, $0.text) }
                + traitAlternatives(otherwise, trait, word: word).map { ([Assumption(condition: key, holds: false)] + $0.assumptions, $0.text) }
        case .set(let items, _):
            if items.contains(where: { $0.alwaysIncludes(trait) }) { return [([], word)] }
            if let conditional = items.first(where: { $0.mentions(trait) }) { return traitAlternatives(conditional, trait, word: word) }
            return [([], nil)]
        default:
            return [([], traits.alwaysIncludes(trait) ? word : nil)]
        }
    }

    private static func role(of call: ViewCall) -> String? {
        if call.addsTrait("isHeader") { return "Heading" }
        if let tab = tabPosition(of: call) { return "Tab, \(tab.index) of \(tab.count)" }
        if call.addsTrait("isLink") { return "Link" }
        switch call.kind {
        case .button, .navigationLink, .editButton, .pasteButton, .shareLink: return "Button"
        case .toggle: return isButtonStyled(call) ? "Toggle button" : "Switch button"
        case .link: return "Link"
        case .menu, .picker: return "Pop up button"
        case .textField: return "Text field"
        case .secureField: return "Secure text field"
        case .slider, .stepper: return "Adjustable"
        case .datePicker: return "Date picker"
        case .image: return "Image"
        default: return call.addsTrait("isButton") ? "Button" : nil
        }
    }

    /// A `.tabItem { Label(…) }` is a tab bar button, spoken with its place in the bar.
    private static func tabPosition(of call: ViewCall) -> (index: Int, count: Int)? {
        guard call.role == .modifier("tabItem"), [.label, .text, .image].contains(call.kind), let tab = call.parent,
            let tabView = tab.parent, tabView.kind == .container("TabView"), let tabs = tabView.nodes(for: .content)?.directViews,
            let position = tabs.firstIndex(where: { $0 === tab })
        else { return nil }
        // Only the label's first view is the tab's name.
        guard tab.nodes(for: .modifier("tabItem"))?.directViews.first === call else { return nil }
        return (position + 1, tabs.count)
    }

    private static func dimmed(_ call: ViewCall) -> Alternatives {
        guard let modifier = call.lastModifier(named: "disabled") else { return [([], nil)] }
        guard let value = modifier.firstArgument else { return [([], "Dimmed")] }
        if let literal = value.as(BooleanLiteralExprSyntax.self) {
            return [([], literal.literal.tokenKind == .keyword(.true) ? "Dimmed" : nil)]
        }
        let condition = SyntaxFacts.normalized(value.trimmedDescription)
        return [([Assumption(condition: condition, holds: true)], "Dimmed"), ([Assumption(condition: condition, holds: false)], nil)]
    }

    private static func hint(of call: ViewCall) -> Alternatives {
        guard let modifier = call.lastModifier(named: "accessibilityHint"), let value = modifier.firstArgument else { return [([], nil)] }
        return alternatives(ExpressionReader.name(of: value, workspace: call.workspace))
    }

    private static func isButtonStyled(_ call: ViewCall) -> Bool {
        call.modifiers(named: "toggleStyle").contains { $0.firstArgument?.trimmedDescription == ".button" }
    }
}
