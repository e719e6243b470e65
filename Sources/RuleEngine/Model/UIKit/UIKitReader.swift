// One walk over a file that fills the UIKit model: classes and their extensions, the
// receivers they hold, and every statement that configures one. `lazy var x = { … }()`
// closures count for `x`; code in inactive `#if` clauses counts for nothing.

import SwiftIfConfig
import SwiftSyntax

final class UIKitReader: SyntaxVisitor {
    private(set) var types: [String: UIKitType] = [:]
    private(set) var typeOrder: [String] = []
    private(set) var declaredSuperclasses: [String: String] = [:]
    private(set) var localizesText = false
    private let configuration: PlatformBuildConfiguration
    private var typeStack: [UIKitType] = []
    private var nameStack: [String] = []
    private var functions: [String] = []
    /// Locals of a `lazy var x = { let b = UIButton(); …; return b }()` closure that stand for `x`.
    private var aliases: [[String: String]] = []

    init(configuration: PlatformBuildConfiguration) {
        self.configuration = configuration
        super.init(viewMode: .sourceAccurate)
    }

    private var current: UIKitType? { typeStack.last }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node.inheritanceClause, node.memberBlock, isDeclaration: true, nameRange: node.name.byteRange)
    }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.trimmedDescription, node.inheritanceClause, node.memberBlock, isDeclaration: false, nameRange: node.extendedType.byteRange)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node.inheritanceClause, node.memberBlock, isDeclaration: true, nameRange: node.name.byteRange)
    }
    override func visitPost(_ node: StructDeclSyntax) { leave() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node.inheritanceClause, node.memberBlock, isDeclaration: true, nameRange: node.name.byteRange)
    }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }

    private func enter(_ name: String, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax, isDeclaration: Bool, nameRange: Range<Int>) -> SyntaxVisitorContinueKind {
        let qualified = isDeclaration ? (nameStack + [name]).joined(separator: ".") : name
        let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let type: UIKitType
        if let existing = types[qualified] {
            type = existing
        } else {
            type = UIKitType(name: qualified, nameRange: nameRange)
            types[qualified] = type
            typeOrder.append(qualified)
        }
        type.addPart(inheritedTypes: inherited, isDeclaration: isDeclaration, nameRange: nameRange)
        if isDeclaration, let superclass = inherited.first { declaredSuperclasses[qualified] = UIKitModel.bareClassName(superclass) }
        typeStack.append(type)
        nameStack.append(isDeclaration ? name : qualified)
        for member in members.members { readMember(member.decl, of: type) }
        return .visitChildren
    }

    private func leave() {
        typeStack.removeLast()
        nameStack.removeLast()
    }

    private static let memberNamesOfInterest: Set<String> = [
        "isAccessibilityElement", "accessibilityTraits", "accessibilityLabel", "accessibilityValue", "accessibilityElements",
        "accessibilityIncrement", "accessibilityDecrement", "accessibilityActivate", "accessibilityCustomActions",
        "traitCollectionDidChange", "accessibilityElementsHidden",
    ]

    /// Stored properties become receivers; accessibility members become overrides.
    private func readMember(_ decl: DeclSyntax, of type: UIKitType) {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            if case .decls(let members) = configuration.activeClause(of: ifConfig)?.elements {
                for member in members { readMember(member.decl, of: type) }
            }
            return
        }
        if let function = decl.as(FunctionDeclSyntax.self), Self.memberNamesOfInterest.contains(function.name.text) {
            type.addOverride(function.name.text)
            if function.name.text == "traitCollectionDidChange" { type.noteTextSizeObservation() }
        }
        guard let variable = decl.as(VariableDeclSyntax.self) else { return }
        let isOutlet = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if Self.memberNamesOfInterest.contains(name) { type.addOverride(name) }
            if name == "accessibilityTraits", let accessors = binding.accessorBlock, accessors.trimmedDescription.contains("adjustable") {
                type.noteAdjustableOverride(binding.pattern.byteRange)
            }
            guard binding.accessorBlock == nil || binding.initializer != nil else { continue }
            let className = Self.className(annotation: binding.typeAnnotation?.type, initializer: binding.initializer?.value)
            let constructor = binding.initializer?.value.as(FunctionCallExprSyntax.self)
            type.add(UIKitReceiver(name: name, className: className, origin: .storedProperty, isOutlet: isOutlet, constructor: constructor))
        }
    }

    /// The class a binding holds: `UIButton` for `: UIButton!`, `= UIButton(type: .system)`, `= { … }()` returning one.
    static func className(annotation: TypeSyntax?, initializer: ExprSyntax?) -> String? {
        if let annotation {
            let written = annotation.trimmedDescription
            return written.first?.isUppercase == true || written.hasPrefix("UIKit.") ? UIKitModel.bareClassName(written) : nil
        }
        guard let call = initializer?.as(FunctionCallExprSyntax.self) else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            return reference.baseName.text
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            base.baseName.text.first?.isUppercase == true, ["init", "systemButton"].contains(member.declName.baseName.text)
        {
            return base.baseName.text
        }
        return nil
    }

    // MARK: Functions, locals and lazy closures

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(node.name.text)
        for parameter in node.signature.parameterClause.parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            current?.add(UIKitReceiver(
                name: name, className: UIKitModel.bareClassName(parameter.type.trimmedDescription), origin: .parameter, isOutlet: false, constructor: nil))
        }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { functions.removeLast() }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append("init")
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { functions.removeLast() }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        let isMember = node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) ?? false
        if isMember {
            if let closure = Self.lazyClosure(of: node), let returned = Self.returnedName(of: closure) {
                aliases.append([returned: name])
                functions.append(name)
                walk(closure)
                functions.removeLast()
                aliases.removeLast()
                return .skipChildren
            }
            return .visitChildren
        }
        if let className = Self.className(annotation: node.typeAnnotation?.type, initializer: node.initializer?.value), resolve(name) == name {
            current?.add(UIKitReceiver(
                name: name, className: className, origin: .local, isOutlet: false, constructor: node.initializer?.value.as(FunctionCallExprSyntax.self)))
        }
        return .visitChildren
    }

    /// The closure a stored property's value comes from, when it returns a local that stands for the
    /// property: `lazy var playButton: UIButton = { let button = UIButton(); …; return button }()`.
    /// The walk reads that closure alone (not the call's arguments).
    static func lazyClosure(of binding: PatternBindingSyntax) -> ClosureExprSyntax? {
        guard binding.pattern.is(IdentifierPatternSyntax.self), binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true,
            let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self),
            returnedName(of: closure) != nil
        else { return nil }
        return closure
    }

    /// The local a closure returns: `return button`, or a last statement that is just `button`.
    private static func returnedName(of closure: ClosureExprSyntax) -> String? {
        guard let last = closure.statements.last?.item else { return nil }
        if let statement = last.as(ReturnStmtSyntax.self) { return statement.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text }
        return last.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// A receiver as written, `self.` and optional marks removed, a lazy closure's local renamed.
    private func resolve(_ written: String) -> String {
        var path = written.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        if path.hasPrefix("self.") { path.removeFirst(5) }
        if path.hasPrefix("super.") { path.removeFirst(6) }
        if path.isEmpty || path == "self" { return "self" }
        let head = path.split(separator: ".", maxSplits: 1).first.map(String.init) ?? path
        for table in aliases.reversed() {
            if let property = table[head] { return property + path.dropFirst(head.count) }
        }
        return path
    }

    // MARK: Statements

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        if let clause = configuration.activeClause(of: node), let elements = clause.elements { walk(elements) }
        return .skipChildren
    }

    private static let selfProperties: Set<String> = [
        "font", "adjustsFontForContentSizeCategory", "isAccessibilityElement", "accessibilityElementsHidden", "accessibilityTraits",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityCustomActions", "accessibilityElements",
    ]

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let type = current else { return .visitChildren }
        let elements = Array(node.elements)
        guard elements.count >= 3 else { return .visitChildren }
        // `x.p = c ? a : b` stays unfolded (five elements): its value is then read as the whole
        // sequence, which no rule mistakes for a literal, an empty title or a font it knows.
        let value = elements.count == 3 ? elements[2] : ExprSyntax(node)
        let receiver: String
        let property: String
        var written = ""
        if let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base {
            written = base.trimmedDescription
            receiver = resolve(written)
            property = member.declName.baseName.text
        } else if let reference = elements[0].as(DeclReferenceExprSyntax.self), Self.selfProperties.contains(reference.baseName.text) {
            receiver = "self"
            property = reference.baseName.text
        } else {
            return .visitChildren
        }
        let statement = Self.statementRange(of: Syntax(node))
        if elements[1].is(AssignmentExprSyntax.self) {
            type.add(UIKitStatement(receiver: receiver, action: .set(property: property, value: value), range: statement, function: functions.last, writtenReceiver: written))
            if property == "accessibilityElements", let array = value.as(ArrayExprSyntax.self) {
                type.noteListed(array.elements.map { resolve($0.expression.trimmedDescription) })
            }
        } else if elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "|=", property == "accessibilityTraits" {
            type.add(UIKitStatement(receiver: receiver, action: .addTraits(value), range: statement, function: functions.last, writtenReceiver: written))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        noteLocalization(node)
        guard let type = current else { return .visitChildren }
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIBarButtonItem" { noteBarItem(node, in: type) }
        let method: String
        let receiver: String
        var written = ""
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            method = member.declName.baseName.text
            guard let base = member.base else { return .visitChildren }
            written = base.trimmedDescription
            guard written.first?.isLowercase == true else { return .visitChildren }  // `UIFont.systemFont(…)`: a type, not a receiver
            receiver = resolve(written)
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("set") || reference.baseName.text == "sendActions" {
            method = reference.baseName.text
            receiver = "self"
        } else {
            return .visitChildren
        }
        let statement = Self.statementRange(of: Syntax(node))
        switch method {
        case _ where ["insert", "formUnion"].contains(method) && (receiver == "accessibilityTraits" || receiver.hasSuffix(".accessibilityTraits")):
            guard let value = node.arguments.first?.expression else { break }
            let owner = receiver == "accessibilityTraits" ? "self" : String(receiver.dropLast(".accessibilityTraits".count))
            let writtenOwner = written == "accessibilityTraits" ? "" : String(written.dropLast(".accessibilityTraits".count))
            type.add(UIKitStatement(receiver: owner, action: .addTraits(value), range: statement, function: functions.last, writtenReceiver: writtenOwner))
        case "sendActions":
            let events = node.arguments.trimmedDescription
            if receiver == "self", ["touchUpInside", "valueChanged", "primaryActionTriggered"].contains(where: events.contains) { type.noteControlActions() }
        case "registerForTraitChanges":
            type.noteTextSizeObservation()
        case "addObserver" where node.arguments.trimmedDescription.contains("ContentSizeCategory"):
            type.noteTextSizeObservation()
        default:
            type.add(UIKitStatement(
                receiver: receiver, action: .call(method: method, arguments: node.arguments), range: statement, function: functions.last,
                writtenReceiver: written))
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if ["didChangeNotification", "contentSizeCategoryDidChangeNotification"].contains(node.declName.baseName.text),
            node.base?.trimmedDescription.contains("ContentSizeCategory") ?? true
        {
            current?.noteTextSizeObservation()
        }
        if node.declName.baseName.text == "localized" || node.declName.baseName.text == "localizedString" { localizesText = true }
        return .visitChildren
    }

    private func noteLocalization(_ node: FunctionCallExprSyntax) {
        guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return }
        if callee == "NSLocalizedString" || callee == "LocalizedStringResource"
            || (callee == "String" && node.arguments.first?.label?.text == "localized")
        {
            localizesText = true
        }
    }

    /// `UIBarButtonItem(image: …)` with no title, and where it is stored.
    private func noteBarItem(_ call: FunctionCallExprSyntax, in type: UIKitType) {
        let labels = call.arguments.compactMap { $0.label?.text }
        guard labels.contains("image"), !labels.contains("title") else { return }
        var receiver: String?
        var written: String?
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            receiver = resolve(name)
            written = name
        } else if let property = lazyPropertyReturning(call) {
            receiver = property
            written = property
        } else if let sequence = call.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
            Array(sequence.elements)[1].is(AssignmentExprSyntax.self), Array(sequence.elements)[0].id != call.id
        {
            // `item = UIBarButtonItem(…)`, or one branch of `item = c ? UIBarButtonItem(…) : UIBarButtonItem(…)`
            written = Array(sequence.elements)[0].trimmedDescription
            receiver = resolve(written!)
        }
        type.add(UIKitBarItemCreation(call: call, receiver: receiver, statementRange: Self.statementRange(of: Syntax(call)), writtenReceiver: written))
    }

    /// `lazy var addItem: UIBarButtonItem = { UIBarButtonItem(…) }()`: the property a closure's only
    /// (or returned) expression initializes.
    private func lazyPropertyReturning(_ call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call).parent
        if node?.is(ReturnStmtSyntax.self) == true { node = node?.parent }
        guard let item = node?.as(CodeBlockItemSyntax.self), let closure = item.parent?.parent?.as(ClosureExprSyntax.self),
            closure.statements.count == 1 || closure.statements.last?.id == item.id,
            let outer = closure.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == closure.id,
            let binding = outer.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)
        else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// The statement a node is the whole of (through `try`/`await`), else the node itself.
    static func statementRange(of node: Syntax) -> Range<Int> {
        var top = node
        while let parent = top.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(SequenceExprSyntax.self) || parent.is(ExprListSyntax.self)
            || parent.is(InitializerClauseSyntax.self) || parent.is(PatternBindingSyntax.self) || parent.is(PatternBindingListSyntax.self)
            || parent.is(VariableDeclSyntax.self)
        {
            top = parent
        }
        return top.byteRange
    }
}
