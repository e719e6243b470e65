// UIKit tap recognizers and the views they are added to: `view.addGestureRecognizer(tap)`
// with `let tap = UITapGestureRecognizer(target:action:)` in the same function (or a
// recognizer stored as a property of the type).

import SwiftSyntax

public struct GestureRecognizerAttachment {
    /// `payView` in `payView.addGestureRecognizer(…)` (without `self.`); `self` for the
    /// view itself, written `self.addGestureRecognizer(…)` or with an implicit self.
    public let receiver: String
    /// The `addGestureRecognizer(…)` call.
    public let range: Range<Int>
    /// The scope the recognizer is created in.
    public let scope: Scope
    /// `numberOfTapsRequired`: 1 when never set, nil when set to something other than a literal.
    public let tapsRequired: Int?
    /// The recognizer reacts to presses of a remote or keyboard (`allowedPressTypes`), not to touches.
    public let handlesPresses: Bool
    /// The method in `#selector(…)`: `pay` for `#selector(self.pay(_:))`.
    public let actionName: String?
    /// Types declared for the receiver in the function or the type (`UIButton` for `let payButton = UIButton()`).
    public let receiverTypes: [String]
    /// Accessibility properties the enclosing type overrides (`override var accessibilityTraits …`).
    public let overriddenProperties: Set<String>
}

extension ViewModel {
    /// Every `UITapGestureRecognizer` created here and added to a view.
    public var tapRecognizerAttachments: [GestureRecognizerAttachment] {
        calls.filter { $0.typeName == "UITapGestureRecognizer" && $0.constructor != nil }.flatMap(Self.attachments(of:))
    }

    private static func attachments(of recognizer: ViewCall) -> [GestureRecognizerAttachment] {
        guard let constructor = recognizer.constructor else { return [] }
        let actionName = constructor.arguments.first { $0.label?.text == "action" }.flatMap { selectorMethod($0.expression) }
        let typeDecl = enclosingType(of: Syntax(constructor))
        let overridden = typeDecl.map(overriddenAccessibilityProperties(of:)) ?? []

        func attachment(_ add: FunctionCallExprSyntax, facts: RecognizerFacts?, variable: String?) -> GestureRecognizerAttachment {
            let receiver = receiverName(of: add)
            var types = facts?.declaredTypes[receiver] ?? []
            if let typeDecl, types.isEmpty { types = RecognizerFacts(scanning: Syntax(typeDecl), variable: nil).declaredTypes[receiver] ?? [] }
            var taps: Int? = 1
            if let variable, let facts, let written = facts.tapCounts[variable] { taps = written }
            let presses = variable.map { facts?.pressTypes.contains($0) ?? false } ?? false
            return GestureRecognizerAttachment(
                receiver: receiver, range: add.byteRange, scope: recognizer.scope, tapsRequired: taps, handlesPresses: presses,
                actionName: actionName, receiverTypes: types, overriddenProperties: overridden)
        }

        // `view.addGestureRecognizer(UITapGestureRecognizer(…))`
        if let add = constructor.parent?.parent?.parent?.as(FunctionCallExprSyntax.self), isAddGestureRecognizer(add) {
            return [attachment(add, facts: nil, variable: nil)]
        }
        // `let tap = UITapGestureRecognizer(…)` (local or stored) or `tap = UITapGestureRecognizer(…)`
        guard let (variable, isLocal) = assignedName(of: constructor) else { return [] }
        let searchScope = isLocal ? enclosingFunctionBody(of: Syntax(constructor)) : typeDecl.map(Syntax.init)
        guard let searchScope else { return [] }
        let facts = RecognizerFacts(scanning: searchScope, variable: variable)
        return facts.adds.map { attachment($0, facts: facts, variable: variable) }
    }

    private static func isAddGestureRecognizer(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return callee == "addGestureRecognizer"
    }

    fileprivate static func receiverName(of add: FunctionCallExprSyntax) -> String {
        guard let base = add.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return "self" }
        let name = ActionReader.normalizedProperty(base.trimmedDescription)
        return name == "self" || name.isEmpty ? "self" : name
    }

    /// The variable a constructor is stored in, and whether it is a local of a function.
    private static func assignedName(of constructor: FunctionCallExprSyntax) -> (String, Bool)? {
        if let binding = constructor.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            let isMember = binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) ?? false
            return (name, !isMember)
        }
        if let sequence = constructor.parent?.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
                return (ActionReader.normalizedProperty(elements[0].trimmedDescription), false)
            }
        }
        return nil
    }

    private static func selectorMethod(_ expression: ExprSyntax) -> String? {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
            let argument = macro.arguments.first?.expression
        else { return nil }
        let text = argument.trimmedDescription
        let withoutArguments = text.split(separator: "(").first.map(String.init) ?? text
        return withoutArguments.split(separator: ".").last.map(String.init)
    }

    private static func enclosingType(of node: Syntax) -> DeclSyntax? {
        var current = node.parent
        while let node = current {
            if let decl = node.as(ClassDeclSyntax.self) { return DeclSyntax(decl) }
            if let decl = node.as(StructDeclSyntax.self) { return DeclSyntax(decl) }
            if let decl = node.as(ExtensionDeclSyntax.self) { return DeclSyntax(decl) }
            if let decl = node.as(ActorDeclSyntax.self) { return DeclSyntax(decl) }
            current = node.parent
        }
        return nil
    }

    private static func enclosingFunctionBody(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return function.body.map(Syntax.init) }
            if let initializer = node.as(InitializerDeclSyntax.self) { return initializer.body.map(Syntax.init) }
            if let accessor = node.as(AccessorBlockSyntax.self) { return Syntax(accessor) }
            if let closure = node.as(ClosureExprSyntax.self) { return Syntax(closure) }
            current = node.parent
        }
        return nil
    }

    private static func overriddenAccessibilityProperties(of type: DeclSyntax) -> Set<String> {
        let members = type.as(ClassDeclSyntax.self)?.memberBlock ?? type.as(ExtensionDeclSyntax.self)?.memberBlock
            ?? type.as(StructDeclSyntax.self)?.memberBlock
        var result: Set<String> = []
        for member in members?.members ?? [] {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
            else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { result.insert(name) }
            }
        }
        return result
    }
}

/// What one function or type says about a recognizer variable and the views around it.
private final class RecognizerFacts: SyntaxVisitor {
    let variable: String?
    private(set) var adds: [FunctionCallExprSyntax] = []
    private(set) var tapCounts: [String: Int?] = [:]
    private(set) var pressTypes: Set<String> = []
    private(set) var declaredTypes: [String: [String]] = [:]

    init(scanning node: Syntax, variable: String?) {
        self.variable = variable
        super.init(viewMode: .sourceAccurate)
        walk(node)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let variable, node.arguments.count == 1, let argument = node.arguments.first,
            ActionReader.normalizedProperty(argument.expression.trimmedDescription) == variable,
            (node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text) == "addGestureRecognizer"
        {
            adds.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let member = elements[0].as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            let owner = ActionReader.normalizedProperty(base.trimmedDescription)
            switch member.declName.baseName.text {
            case "numberOfTapsRequired": tapCounts[owner] = .some(ExpressionReader.integerLiteral(elements[2]))
            case "allowedPressTypes": pressTypes.insert(owner)
            default: break
            }
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        if let type = node.typeAnnotation?.type.trimmedDescription { declaredTypes[name, default: []].append(type) }
        if let call = node.initializer?.value.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            declaredTypes[name, default: []].append(callee.baseName.text)
        }
        return .visitChildren
    }
}
