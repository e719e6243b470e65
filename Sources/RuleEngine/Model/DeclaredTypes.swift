// The types one file declares and what their members show, so a rule can follow a
// custom view (or a helper property such as `content`) to its views when it is
// declared in the same file, and know to stay silent when it is not. Built once per
// model (`ViewModel.declaredTypes`); the `TypeScope` of a view call reads its type's
// properties with the same reader. What other files declare comes from the workspace
// index's summaries (`IndexLookup`).

import SwiftSyntax

/// A property or function of a declared type.
public struct DeclaredMember {
    public let name: String
    public let isFunction: Bool
    /// Attribute names without `@` (`State`, `AccessibilityFocusState`, `Environment`, …).
    public let attributes: [String]
    /// A computed property's getter or a function's body; nil for a stored property.
    public let body: CodeBlockItemListSyntax?
    /// The name token.
    public let nameRange: Range<Int>
    /// A function's argument labels (`_` where there is none): `["_", "supportedInterfaceOrientationsFor"]`.
    public let argumentLabels: [String]
    /// A property's written type and initializer, read into text only when a rule asks (most
    /// members of a screen are never asked about, and the type is read again at each keystroke).
    let typeAnnotation: TypeSyntax?
    let initializer: ExprSyntax?
    /// An optional `var` with no accessors: `nil` before anything sets it.
    let isOptionalVar: Bool

    /// A stored property's written type or initial value (`AVPlayer?`, `AVPlayer(url: url)`).
    public var declaredType: String? { typeAnnotation?.trimmedDescription ?? initializer?.trimmedDescription }
    /// A stored property's value before anything sets it: its initializer as written (`[]`, `""`,
    /// `false`), or `nil` for an optional `var` with none; nil when unknown or not stored.
    public var initialValue: String? { initializer?.trimmedDescription ?? (isOptionalVar ? "nil" : nil) }
}

public final class DeclaredTypes {
    private var members: [String: [DeclaredMember]] = [:]
    /// Names declared with `struct`, `class`, `enum` or `actor` here, not only extended.
    private var primaryDeclarations: Set<String> = []
    private let calls: [ViewCall]
    /// Read when a body's views are first asked for (see `node(for:)`).
    private lazy var callsByChain: [Range<Int>: ViewCall] = Dictionary(calls.map { ($0.chainRange, $0) }, uniquingKeysWith: { _, last in last })
    /// Each type's declaration and extensions, for facts read from all of its code.
    private var declarations: [String: [DeclSyntax]] = [:]
    private var identifierCache: [String: Set<String>] = [:]
    /// Where each member name first appears in its type's list: rules ask for members by name
    /// once per call, and a screen's type has dozens of members.
    private var firstMember: [String: [String: Int]] = [:]

    /// Indexes the declarations of the file `model` was built from. Members in every `#if`
    /// clause are listed; views in inactive clauses are not in the model and read as unknown.
    public init(model: ViewModel) {
        calls = model.calls
        for root in model.roots {
            if let file = root.as(SourceFileSyntax.self) {
                collect(file.statements.map(\.item))
            } else if let item = root.as(CodeBlockItemSyntax.self) {
                collect([item.item])
            }
        }
        for (type, list) in members {
            var positions: [String: Int] = [:]
            for (position, member) in list.enumerated() where positions[member.name] == nil { positions[member.name] = position }
            firstMember[type] = positions
        }
    }

    /// Every type declared or extended in this file (nested types by their own name), in no order.
    public var typeNames: [String] { Array(declarations.keys) }

    /// The type is declared (not only extended) in this file.
    public func isDeclared(_ type: String) -> Bool { primaryDeclarations.contains(type) }

    /// The members of every declaration and extension of the type in this file.
    public func members(of type: String) -> [DeclaredMember] { members[type] ?? [] }

    /// The type's declaration and extensions in this file.
    public func declarations(of type: String) -> [DeclSyntax] { declarations[type] ?? [] }

    /// Every identifier the type's code in this file mentions (member names and key paths included).
    public func identifiers(of type: String) -> Set<String> {
        if let cached = identifierCache[type] { return cached }
        let found = (declarations[type] ?? []).reduce(into: Set<String>()) { $0.formUnion(SyntaxFacts.identifiers(in: $1)) }
        identifierCache[type] = found
        return found
    }

    public func member(_ name: String, of type: String) -> DeclaredMember? {
        guard let position = firstMember[type]?[name] else { return nil }
        return members[type]?[position]
    }

    /// The views a member shows (`body`, a computed property, a `@ViewBuilder` function):
    /// nil when the type or member is not declared here or has no body.
    public func viewNodes(ofMember name: String, in type: String) -> [ViewNode]? {
        guard let body = member(name, of: type)?.body else { return nil }
        return nodes(in: body)
    }

    // MARK: Indexing

    private func collect(_ items: [CodeBlockItemSyntax.Item]) {
        for item in items {
            if case .decl(let declaration) = item { collect(declaration) }
        }
    }

    private func collect(_ declaration: DeclSyntax) {
        if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                switch clause.elements {
                case .statements(let statements): collect(statements.map(\.item))
                case .decls(let members): members.forEach { collect($0.decl) }
                default: continue
                }
            }
            return
        }
        let type: (name: String, members: MemberBlockSyntax, primary: Bool)?
        if let node = declaration.as(StructDeclSyntax.self) {
            type = (node.name.text, node.memberBlock, true)
        } else if let node = declaration.as(ClassDeclSyntax.self) {
            type = (node.name.text, node.memberBlock, true)
        } else if let node = declaration.as(EnumDeclSyntax.self) {
            type = (node.name.text, node.memberBlock, true)
        } else if let node = declaration.as(ActorDeclSyntax.self) {
            type = (node.name.text, node.memberBlock, true)
        } else if let node = declaration.as(ExtensionDeclSyntax.self) {
            type = (node.extendedType.trimmedDescription, node.memberBlock, false)
        } else {
            type = nil
        }
        guard let type else { return }
        if type.primary { primaryDeclarations.insert(type.name) }
        declarations[type.name, default: []].append(declaration)
        var found = members[type.name] ?? []
        for member in type.members.members {
            found += Self.members(in: member.decl)
            collect(member.decl)  // nested types
        }
        members[type.name] = found
    }

    private static func members(in declaration: DeclSyntax) -> [DeclaredMember] {
        if let function = declaration.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
            return [DeclaredMember(
                name: function.name.text, isFunction: true, attributes: attributeNames(function.attributes), body: function.body?.statements,
                nameRange: function.name.byteRange, argumentLabels: labels, typeAnnotation: nil, initializer: nil, isOptionalVar: false)]
        }
        if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
            return ifConfig.clauses.flatMap { clause -> [DeclaredMember] in
                guard case .decls(let members) = clause.elements else { return [] }
                return members.flatMap { Self.members(in: $0.decl) }
            }
        }
        guard let variable = declaration.as(VariableDeclSyntax.self) else { return [] }
        let attributes = attributeNames(variable.attributes)
        return variable.bindings.compactMap { binding in
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return nil }
            let isOptionalVar = variable.bindingSpecifier.tokenKind == .keyword(.var) && binding.accessorBlock == nil
                && (binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) ?? false)
            return DeclaredMember(
                name: identifier.text, isFunction: false, attributes: attributes, body: getter(of: binding), nameRange: identifier.byteRange,
                argumentLabels: [], typeAnnotation: binding.typeAnnotation?.type, initializer: binding.initializer?.value,
                isOptionalVar: isOptionalVar)
        }
    }

    /// The stored and computed properties a member declaration holds (those in `#if` clauses too),
    /// with their property wrappers: what a `TypeScope` lists for the type around a view call.
    static func storedProperties(in declaration: DeclSyntax) -> [StoredProperty] {
        if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
            return ifConfig.clauses.flatMap { clause -> [StoredProperty] in
                guard case .decls(let members) = clause.elements else { return [] }
                return members.flatMap { storedProperties(in: $0.decl) }
            }
        }
        guard let variable = declaration.as(VariableDeclSyntax.self) else { return [] }
        let wrappers = attributeNames(variable.attributes)
        return variable.bindings.compactMap { binding in
            binding.pattern.as(IdentifierPatternSyntax.self).map { StoredProperty(name: $0.identifier.text, wrappers: wrappers) }
        }
    }

    private static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { element in
            guard let name = element.as(AttributeSyntax.self)?.attributeName else { return nil }
            // A plain name (`State`, `Binding`) is its token's text; printing the type back out
            // costs more, and every member of a type being typed in is read at each keystroke.
            if let plain = name.as(IdentifierTypeSyntax.self), plain.genericArgumentClause == nil { return plain.name.text }
            return name.trimmedDescription
        }
    }

    private static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements): return statements
        case .accessors(let accessors): return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: return nil
        @unknown default: return nil
        }
    }

    // MARK: Views of a body

    /// The views a body's statements show. A statement the model has no call for is opaque.
    private func nodes(in statements: CodeBlockItemListSyntax) -> [ViewNode] {
        statements.compactMap { statement -> ViewNode? in
            switch statement.item {
            case .expr(let expression):
                return node(for: expression)
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression { return node(for: expression) }
                if let returned = statement.as(ReturnStmtSyntax.self)?.expression { return node(for: returned) }
                return .opaque(statement.byteRange)
            case .decl(let declaration):
                // A local `let` shows nothing by itself; `#if` in a body is not followed.
                return declaration.is(IfConfigDeclSyntax.self) ? .opaque(declaration.byteRange) : nil
            @unknown default:
                return .opaque(statement.byteRange)
            }
        }
    }

    private func node(for expression: ExprSyntax) -> ViewNode {
        if let call = callsByChain[expression.byteRange] { return .view(call) }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            var lists = [nodes(in: ifExpression.body.statements)]
            switch ifExpression.elseBody {
            case .codeBlock(let block): lists.append(nodes(in: block.statements))
            case .ifExpr(let nested): lists.append([node(for: ExprSyntax(nested))])
            case nil: lists.append([])
            @unknown default: lists.append([.opaque(expression.byteRange)])
            }
            return .branches(condition: ifExpression.conditions.trimmedDescription, lists)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            let cases = switchExpression.cases.map { item -> [ViewNode] in
                item.as(SwitchCaseSyntax.self).map { nodes(in: $0.statements) } ?? [.opaque(item.byteRange)]
            }
            return .branches(condition: switchExpression.subject.trimmedDescription, cases)
        }
        return .opaque(expression.byteRange)
    }
}
