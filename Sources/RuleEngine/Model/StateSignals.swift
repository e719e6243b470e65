// How a control shows its state: the conditions its look depends on, the state its
// action changes, and whether its name, traits or value could follow that state.
// Read by the State rules, which must tell "the state is only visible" from "the
// state is also spoken" without ever guessing about what they cannot see.

import SwiftSyntax

/// A condition some part of a view depends on, as written (`isOn`, `selection == item`).
public struct StateCondition: Hashable, Sendable {
    public let text: String
    /// The identifiers it mentions, member names included (`selection`, `item`, `isOn`).
    public let identifiers: Set<String>

    public init(_ text: String) {
        self.text = SyntaxFacts.normalized(text)
        identifiers = SyntaxFacts.identifiers(inText: text)
    }

    public func mentions(any names: Set<String>) -> Bool { !identifiers.isDisjoint(with: names) }

    /// Identifiers that say a condition is about layout, platform, progress or the environment,
    /// not about a state the user switches: `isLoading`, `horizontalSizeClass == .compact`, `UIDevice.isPad`.
    private static let nonStateNames: Set<String> = [
        "ispad", "isphone", "istv", "ismac", "isvision", "uidevice", "idiom", "userinterfaceidiom", "colorscheme",
        "layoutdirection", "dynamictypesize", "orientation", "islandscape", "isportrait", "iscompact", "compact",
        "isfocused", "ispressed", "isenabled", "ishovered", "count", "isempty", "size", "width", "height",
    ]
    private static let nonStateParts = ["loading", "saving", "progress", "busy", "sizeclass", "processing"]

    /// The condition reads like a state the user turns on and off or chooses.
    public var looksLikeState: Bool {
        !identifiers.contains { identifier in
            let lowered = identifier.lowercased()
            return Self.nonStateNames.contains(lowered) || Self.nonStateParts.contains { lowered.contains($0) }
        }
    }

    /// For `lhs == rhs`, the identifier each side starts from (`["selection", "item"]` for
    /// `selection == item.id`; `""` for a side that starts otherwise, like `.small` or `3`); nil when
    /// the condition is not one equality.
    public var comparisonRoots: [String]? {
        let sides = text.split(separator: " == ", omittingEmptySubsequences: false)
        guard sides.count == 2, !text.contains("&&"), !text.contains("||") else { return nil }
        return sides.map { side in
            let trimmed = side.drop { $0 == " " || $0 == "(" || $0 == "!" }
            return SyntaxFacts.leadingIdentifier(of: trimmed)
        }
    }
}

/// An image whose look depends on a condition: a ternary in its arguments, or images in
/// the branches of an `if`/`switch`.
public struct ConditionalIcon {
    public let condition: StateCondition
    /// The image call (for branches: the first image of the branches).
    public let image: ViewCall?
    /// The range to point at: the image call, or the argument holding the ternary.
    public let range: Range<Int>
    /// An `if` without `else` (or with an empty branch): the icon appears and disappears.
    public let appearsOnlyInOneBranch: Bool
    /// The image names on each side, when they are literals (`["star.fill", "star"]`).
    public let imageNames: [String]
}

extension SyntaxFacts {
    /// The identifiers of a condition given as text (`model.isOn && !x` → `model`, `isOn`, `x`).
    public static func identifiers(inText text: String) -> Set<String> {
        var result: Set<String> = []
        var current = ""
        func flush() {
            if let first = current.first, first.isLetter || first == "_" || first == "$", !keywords.contains(current) {
                result.insert(current)
            }
            current = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" || character == "$" {
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return result
    }

    /// The identifier a path starts with: `model` for `model.items[0]`, `$0` for `$0.id`.
    public static func leadingIdentifier(of text: Substring) -> String {
        String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
    }

    private static let keywords: Set<String> = ["let", "var", "case", "true", "false", "nil", "self", "is", "as", "some"]

    /// The conditions of every ternary in a node (nested ones included), outermost first.
    public static func ternaryConditions(in node: some SyntaxProtocol) -> [StateCondition] {
        let finder = TernaryFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.conditions
    }
}

private final class TernaryFinder: SyntaxVisitor {
    var conditions: [StateCondition] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let ternary = TernaryParts(ExprSyntax(node)) { conditions.append(StateCondition(ternary.condition)) }
        return .visitChildren
    }

    override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
        conditions.append(StateCondition(node.condition.trimmedDescription))
        return .visitChildren
    }

    // A closure's ternaries belong to the views inside it, which the model reads on their own.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension NameValue {
    /// The name is the same whatever the state: a literal, a localization key, or a static
    /// member such as `L10n.play` (a type's constant, which no instance state can change).
    public var isFixed: Bool {
        switch self {
        case .literal: return true
        case .interpolated, .conditional: return false
        case .unknown(let text):
            if text.hasPrefix("\""), text.hasSuffix("\""), !text.contains("\\(") { return true }
            return Self.isStaticMemberPath(text)
        }
    }

    /// The name is data of the item a `ForEach` shows (`option.title`), not of a state.
    public func isData(of loopVariables: Set<String>) -> Bool {
        switch self {
        case .unknown(let text):
            return loopVariables.contains(SyntaxFacts.leadingIdentifier(of: text[...])) && !text.contains("?")
        case .interpolated(let template, _):
            let parts = template.split(separator: "‹").dropFirst().map { NameValue.unknown(String($0.prefix { $0 != "›" })) }
            return !parts.isEmpty && parts.allSatisfy { $0.isData(of: loopVariables) || $0.isFixed }
        default:
            return false
        }
    }

    /// `L10n.play`, `Strings.Player.pause`: a capitalized root and member names, no calls.
    private static func isStaticMemberPath(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, let first = parts.first?.first, first.isUppercase else { return false }
        return parts.allSatisfy { part in
            guard let head = part.first, head.isLetter || head == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }
}

extension ViewCall {
    // MARK: Where the state is spoken

    /// The call exposes some state to assistive technologies the engine cannot rule out: a selected
    /// trait (on any branch), traits it cannot read, a value, or accessibility it does not model.
    public var mayExposeState: Bool {
        if addsTrait("isSelected") || addedTraits.contains(where: \.traits.containsUnknown) { return true }
        if hasModifier("accessibilityValue") { return true }
        return hasCustomAccessibilityModifier || hasAccessibilityReplacement || isAccessibilityHidden
    }

    /// The accessible name may differ between states: it is conditional, or an expression whose
    /// value the engine cannot see and which is neither a constant nor the data of the item shown.
    /// A control with no name at all returns false.
    public var nameMayFollowState: Bool {
        guard let name = accessibleName else { return false }
        if name.changesWithState { return true }
        if name.isConditional { return false }  // the same name on both sides
        return !name.isFixed && !name.isData(of: loopVariables)
    }

    /// The closure parameters of the `ForEach` (or data-driven `List`) bodies this call sits in:
    /// `option` in `ForEach(options) { option in … }`, `$0` for a closure without parameters.
    public var loopVariables: Set<String> {
        var result: Set<String> = []
        for ancestor in ancestors where ancestor.typeName == "ForEach" || ancestor.typeName == "List" {
            for argument in ancestor.arguments {
                guard let closure = argument.closure else { continue }
                result.formUnion(Self.parameterNames(of: closure))
            }
        }
        return result
    }

    private static func parameterNames(of closure: ClosureExprSyntax) -> Set<String> {
        guard let signature = closure.signature, let parameters = signature.parameterClause else { return ["$0"] }
        switch parameters {
        case .simpleInput(let names):
            return Set(names.map(\.name.text))
        case .parameterClause(let clause):
            return Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
        @unknown default:
            return []
        }
    }

    // MARK: What the state is

    /// The properties the action flips (`x.toggle()`, `x = !x`) or sets (`selection = item`),
    /// by their last name (`showPoll` for `store.showPoll.toggle()`). Empty for a function reference.
    public var stateChangedByAction: Set<String> {
        guard let action = actionExpression, let statements = ActionReader.statements(of: action) else { return [] }
        var result: Set<String> = []
        for statement in statements {
            let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
            if let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
                let base = member.base
            {
                result.insert(Self.lastName(base.trimmedDescription))
            } else if let sequence = expression?.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
                    result.insert(Self.lastName(elements[0].trimmedDescription))
                }
            }
        }
        return result
    }

    private static func lastName(_ path: String) -> String {
        let normalized = ActionReader.normalizedProperty(path)
        return normalized.split(separator: ".").last.map(String.init) ?? normalized
    }

    // MARK: What the look depends on

    /// The images of the label (and of `systemImage:` arguments) whose look depends on a condition.
    /// Images that carry their own accessibility label are left out: they are spoken, not only seen.
    public var conditionalIcons: [ConditionalIcon] {
        var result: [ConditionalIcon] = []
        if let argument = arguments.first(labeled: "systemImage") ?? arguments.first(labeled: "image") {
            result += Self.ternaryIcons(in: argument.expression, image: nil)
        }
        if let nodes = labelNodes { Self.collectIcons(in: nodes, into: &result) }
        return result
    }

    /// This image's own conditional look: a ternary in an `Image`'s arguments or a `Label`'s `systemImage:`.
    public var ownConditionalIcons: [ConditionalIcon] {
        if isImage {
            return arguments.filter { $0.closure == nil }.flatMap { Self.ternaryIcons(in: $0.expression, image: self) }
        }
        if kind == .label, let argument = arguments.first(labeled: "systemImage") ?? arguments.first(labeled: "image") {
            return Self.ternaryIcons(in: argument.expression, image: self)
        }
        return []
    }

    /// The `if`/`switch` branches among these nodes that show images, looking through stacks but not
    /// into other views' content.
    public static func branchIcons(in nodes: [ViewNode]) -> [ConditionalIcon] {
        var result: [ConditionalIcon] = []
        for node in nodes {
            guard case .branches(let condition, let lists) = node else { continue }
            let images = lists.map { imagesShown(by: $0) }
            if let first = images.first(where: { !$0.isEmpty })?.first {
                result.append(ConditionalIcon(
                    condition: StateCondition(condition), image: first, range: first.root.byteRange,
                    appearsOnlyInOneBranch: images.contains(where: \.isEmpty),
                    imageNames: images.flatMap { $0.compactMap(literalImageName(of:)) }))
            }
            for list in lists { result += branchIcons(in: list) }
        }
        return result
    }

    private static func collectIcons(in nodes: [ViewNode], into result: inout [ConditionalIcon]) {
        result += branchIcons(in: nodes)
        for view in nodes.directViews where view.accessibilityLabel == nil && !view.isAccessibilityHidden {
            result += view.ownConditionalIcons
            if view.kind == .label, let icon = view.nodes(for: .label) {
                collectIcons(in: icon, into: &result)
            } else if case .container = view.kind, let content = view.nodes(for: .content) {
                collectIcons(in: content, into: &result)
            }
        }
    }

    /// The images a branch shows, looking through stacks.
    private static func imagesShown(by nodes: [ViewNode]) -> [ViewCall] {
        nodes.directViews.flatMap { view -> [ViewCall] in
            if view.isImage, view.accessibilityLabel == nil { return [view] }
            if case .container = view.kind, let content = view.nodes(for: .content) { return imagesShown(by: content) }
            return []
        }
    }

    private static func literalImageName(of image: ViewCall) -> String? {
        guard let argument = image.arguments.first(where: { $0.closure == nil }) else { return nil }
        return ExpressionReader.stringLiteral(argument.expression)
    }

    private static func ternaryIcons(in expression: ExprSyntax, image: ViewCall?) -> [ConditionalIcon] {
        guard let ternary = TernaryParts(ExpressionReader.unwrapParentheses(expression) ?? expression) else { return [] }
        let names = ([ternary.then] + ternary.otherwise).compactMap { ExpressionReader.stringLiteral($0) }
        return [ConditionalIcon(
            condition: StateCondition(ternary.condition), image: image, range: image?.root.byteRange ?? expression.byteRange,
            appearsOnlyInOneBranch: false, imageNames: names)]
    }

    /// The call and every view inside it but its action and destination: what the user sees of a control.
    public var visibleParts: [ViewCall] {
        var result: [ViewCall] = [self]
        func collect(_ contents: [ClosureContent]) {
            for content in contents where content.role != .action && content.role != .destination {
                for view in content.nodes.directViews {
                    result.append(view)
                    collect(view.contents)
                }
            }
        }
        collect(contents)
        return result
    }

    /// Conditions of the `if`/`switch` branches in the visible content (label and modifier closures).
    public var branchConditions: [StateCondition] {
        var result: [StateCondition] = []
        func collect(_ nodes: [ViewNode]) {
            for node in nodes {
                switch node {
                case .branches(let condition, let lists):
                    result.append(StateCondition(condition))
                    lists.forEach(collect)
                case .view(let view):
                    view.contents.filter { $0.role != .action }.forEach { collect($0.nodes) }
                case .opaque:
                    continue
                }
            }
        }
        contents.filter { $0.role != .action && $0.role != .destination }.forEach { collect($0.nodes) }
        return result
    }

    // MARK: Placement

    /// The call sits in one branch of an `if`, a `switch` case or a ternary of the code that
    /// builds it, so whatever it always sets holds only in that branch.
    public var isInConditionalBranch: Bool {
        var child = Syntax(root)
        var current = root.parent
        while let node = current {
            // A view-builder closure: the branch, if any, is around the view that owns the closure.
            if node.is(ClosureExprSyntax.self) { return parent?.isInConditionalBranch ?? false }
            if node.is(AccessorBlockSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(MemberBlockSyntax.self) {
                return false
            }
            if let ifExpression = node.as(IfExprSyntax.self), child.id != Syntax(ifExpression.conditions).id { return true }
            if node.is(SwitchCaseSyntax.self) || node.is(TernaryExprSyntax.self) || node.is(UnresolvedTernaryExprSyntax.self) {
                return true
            }
            if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
                return true
            }
            child = node
            current = node.parent
        }
        return false
    }
}
