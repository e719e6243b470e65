// Turns one top-level declaration (its syntax and its view model) into the plain facts
// other files may need: the types it declares, their views' parameters and where they
// flow, modifiers, styles, custom initializers, constants, actions and use sites.

import SwiftIfConfig
import SwiftSyntax

struct SummaryExtractor {
    let model: ViewModel
    /// The model's UIKit facts, when its text can give the summary any (asked once: the answer
    /// scans the declaration's text, and every type in it would ask again).
    let uikit: UIKitModel?
    let localizesText: Bool
    let configuration: PlatformBuildConfiguration
    var summary = FileSummary()

    /// The facts of one top-level declaration (a statement at file level is a use site at most).
    static func summarize(_ item: CodeBlockItemSyntax, model: ViewModel, platform: Platform) -> FileSummary {
        var extractor = SummaryExtractor(model: model, configuration: PlatformBuildConfiguration(platform: platform))
        if case .decl(let declaration) = item.item { extractor.visit(declaration, outer: []) }
        extractor.summary.useSites = model.calls.compactMap(Self.useSite)
        extractor.summary.localizesText = extractor.localizesText
        return extractor.summary
    }

    private init(model: ViewModel, configuration: PlatformBuildConfiguration) {
        self.model = model
        (uikit, localizesText) = model.uikitForSummary
        self.configuration = configuration
    }

    /// An extractor of one member's part of a type with no UIKit facts (see `MemberSummaryPart`).
    init(partOf model: ViewModel, configuration: PlatformBuildConfiguration) {
        self.model = model
        (uikit, localizesText) = (nil, false)
        self.configuration = configuration
    }

    // MARK: Declarations

    private mutating func visit(_ declaration: DeclSyntax, outer: [String]) {
        if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
            switch configuration.activeClause(of: ifConfig)?.elements {
            case .decls(let members): members.forEach { visit($0.decl, outer: outer) }
            case .statements(let statements): statements.forEach { if case .decl(let inner) = $0.item { visit(inner, outer: outer) } }
            default: break
            }
            return
        }
        if let type = TypeDeclaration(declaration) {
            visitType(type, outer: outer, inPrivateType: false)
        } else if outer.isEmpty, let variable = declaration.as(VariableDeclSyntax.self) {
            constants(of: variable, prefix: "", inPrivateType: false)
        } else if outer.isEmpty, let function = declaration.as(FunctionDeclSyntax.self) {
            action(of: function, prefix: "")
        }
    }

    private mutating func visitType(_ type: TypeDeclaration, outer: [String], inPrivateType: Bool) {
        let header = TypeHeader(type, outer: outer, inPrivateType: inPrivateType)
        // A `{` left open in the last member strands the members after it in its body (see
        // `TypeMembers.Stranded`): they are still the type's, and that member's body ends before
        // them, so what the type tells other files holds while the brace is open.
        let stranded = outer.isEmpty && type.kind != .classType && type.kind != .actor ? TypeMembers.Stranded(type.members) : nil
        let members = activeMembers(type.members) + (stranded?.declarations ?? [])
        let signatures = members.map(MemberSignature.init)
        var before: [PropertySummary] = []
        for (member, signature) in zip(members, signatures) {
            visitMember(member, of: header, propertiesBefore: before)
            before += signature.properties
        }
        let facts = TypeFacts(signatures)
        let body = members.indices.last { signatures[$0].declaresBody }.flatMap { bodySummary(members[$0], facts: facts, endingBefore: stranded?.statements.first?.position.utf8Offset) }
        let style = members.indices.last { signatures[$0].declaresMakeBody }.flatMap { styleSummary(members[$0], of: header, facts: facts) }
        summary.types.append(Self.typeSummary(header, facts: facts, body: body, style: style, uikit: uikit))
    }

    /// The type's own summary, after its members' (nested types come first).
    static func typeSummary(_ header: TypeHeader, facts: TypeFacts, body: ViewBodySummary?, style: StyleSummary?, uikit: UIKitModel?) -> TypeSummary {
        TypeSummary(
            name: header.name, isDeclaration: header.isDeclaration, inheritedTypes: header.inheritedTypes, properties: facts.properties,
            body: body, style: style, uikit: uikit?.type(named: header.name).map(UIKitTypeFacts.init).flatMap { $0.isEmpty ? nil : $0 })
    }

    /// What one member adds to the summary besides its signature: constants, actions, modifiers,
    /// initializers and nested types. `propertiesBefore`: the type's properties declared before it.
    mutating func visitMember(_ member: DeclSyntax, of header: TypeHeader, propertiesBefore: [PropertySummary]) {
        let prefix = header.name + "."
        if let variable = member.as(VariableDeclSyntax.self) {
            if variable.isStatic || header.kind == .enumeration { constants(of: variable, prefix: prefix, inPrivateType: header.isPrivate) }
        } else if let function = member.as(FunctionDeclSyntax.self) {
            action(of: function, prefix: prefix)
            if header.name == "View" { viewModifier(function) }
            if function.name.text == "body", header.inheritedTypes.contains("ViewModifier") {
                viewModifierType(header.name, function, properties: propertiesBefore)
            }
        } else if let initializer = member.as(InitializerDeclSyntax.self) {
            if !header.isDeclaration { controlInitializer(initializer, of: header.name) }
        } else if let nested = TypeDeclaration(member) {
            visitType(nested, outer: header.outer + [header.typeName], inPrivateType: header.isPrivate)
        }
    }

    /// What the type's `body` shows, from the member that is its last `var body` (nil when stored).
    func bodySummary(_ member: DeclSyntax, facts: TypeFacts, endingBefore strandedStart: Int?) -> ViewBodySummary? {
        guard let binding = member.as(VariableDeclSyntax.self)?.bindings.first, let getter = Self.getter(of: binding) else { return nil }
        return viewBody(getter, parameters: facts.parameters, endingBefore: strandedStart)
    }

    /// The style a type's last `makeBody` gives.
    func styleSummary(_ member: DeclSyntax, of header: TypeHeader, facts: TypeFacts) -> StyleSummary? {
        guard let makeBody = member.as(FunctionDeclSyntax.self) else { return nil }
        return style(makeBody, inheritedTypes: header.inheritedTypes, properties: facts.properties, trueByDefault: facts.trueByDefault)
    }

    static func trueByDefault(_ values: [(String, ExprSyntax?)]) -> [String] {
        values.filter { $0.1?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) }.map(\.0)
    }

    /// Members in the active `#if` clauses.
    func activeMembers(_ members: MemberBlockSyntax) -> [DeclSyntax] {
        members.members.flatMap { Self.activeDeclarations($0.decl, configuration: configuration) }
    }

    /// The declaration, or the declarations of an `#if` block's active clauses (nested ones too).
    static func activeDeclarations(_ declaration: DeclSyntax, configuration: PlatformBuildConfiguration) -> [DeclSyntax] {
        guard let ifConfig = declaration.as(IfConfigDeclSyntax.self) else { return [declaration] }
        guard case .decls(let inner) = configuration.activeClause(of: ifConfig)?.elements else { return [] }
        return inner.flatMap { activeDeclarations($0.decl, configuration: configuration) }
    }

    static func properties(of variable: VariableDeclSyntax) -> [PropertySummary] {
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        return variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            return PropertySummary(
                name: name, typeText: binding.typeAnnotation?.type.trimmedDescription ?? "", attributes: attributes,
                hasDefault: binding.initializer != nil || binding.accessorBlock != nil, isStatic: variable.isStatic)
        }
    }

    static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements): return statements
        case .accessors(let accessors): return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: return nil
        @unknown default: return nil
        }
    }

    // MARK: Constants and actions

    private mutating func constants(of variable: VariableDeclSyntax, prefix: String, inPrivateType: Bool) {
        let isPrivate = inPrivateType || variable.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let expression = binding.initializer?.value ?? Self.getter(of: binding).flatMap(Self.singleExpression)
            guard let expression, let value = ConstantReader.value(of: expression, declaredType: binding.typeAnnotation?.type.trimmedDescription)
            else { continue }
            summary.constants.append(ConstantSummary(name: prefix + name, value: value, isFilePrivate: isPrivate))
        }
    }

    private mutating func action(of function: FunctionDeclSyntax, prefix: String) {
        guard function.signature.parameterClause.parameters.isEmpty, let body = function.body,
            let kind = ActionReader.kind(ofStatements: Array(body.statements))
        else { return }
        summary.actions.append(ActionSummary(name: prefix + function.name.text, kind: kind))
    }

    /// The one expression a getter or function body returns (`{ 36 }`, `{ return "Done" }`).
    static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression }
        if let returned = item.as(ReturnStmtSyntax.self)?.expression { return returned }
        return item.as(ExpressionStmtSyntax.self)?.expression
    }

    // MARK: Modifiers

    /// `func cardTitle() -> some View { font(.title3.bold()) }` in `extension View`.
    private mutating func viewModifier(_ function: FunctionDeclSyntax) {
        guard let body = function.body, let returned = Self.singleExpression(body.statements) else { return }
        let parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        guard let applied = Self.appliedModifiers(returned, base: ["self"]) else { return }
        summary.modifiers.append(ModifierSummary(name: function.name.text, parameters: parameters, applied: applied))
    }

    /// `struct CardTitle: ViewModifier { func body(content: Content) -> some View { content.font(…) } }`,
    /// applied with `.modifier(CardTitle())`: summarized under the type's name.
    private mutating func viewModifierType(_ name: String, _ function: FunctionDeclSyntax, properties: [PropertySummary]) {
        guard let body = function.body, let returned = Self.singleExpression(body.statements),
            let content = function.signature.parameterClause.parameters.first.map({ ($0.secondName ?? $0.firstName).text }),
            let applied = Self.appliedModifiers(returned, base: [content])
        else { return }
        summary.modifiers.append(ModifierSummary(name: name, parameters: properties.filter { !$0.isStatic }.map(\.name), applied: applied))
    }

    /// The modifiers a chain applies to `base` (or to an implicit `self`), innermost first;
    /// nil when the chain starts from anything else.
    static func appliedModifiers(_ expression: ExprSyntax, base names: Set<String>) -> [AppliedModifier]? {
        var applied: [AppliedModifier] = []
        var current = expression
        while true {
            guard let call = current.as(FunctionCallExprSyntax.self) else {
                guard names.contains(current.trimmedDescription) else { return nil }
                break
            }
            let arguments = call.arguments.trimmedDescription + (call.trailingClosure.map { " " + $0.trimmedDescription } ?? "")
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                applied.append(AppliedModifier(name: member.declName.baseName.text, arguments: arguments))
                current = base
            } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), names.contains("self"),
                reference.baseName.text.first?.isLowercase == true
            {
                applied.append(AppliedModifier(name: reference.baseName.text, arguments: arguments))  // implicit `self.`
                break
            } else {
                return nil
            }
        }
        return applied.reversed()
    }

    // MARK: Custom initializers

    /// `extension Button where Label == Image { init(symbol: Image, action: …) { self.init(action: action) { symbol } } }`
    private mutating func controlInitializer(_ initializer: InitializerDeclSyntax, of typeName: String) {
        let kind = ViewKind(typeName: typeName)
        let parameters = initializer.signature.parameterClause.parameters
        // A colour's own initializer (`Color(hex:)`): only that it exists matters (the literal says the rest).
        if ["Color", "UIColor", "NSColor"].contains(typeName) {
            summary.initializers.append(InitializerSummary(
                typeName: typeName, labels: parameters.map { $0.firstName.text }, parameters: parameters.map { ($0.secondName ?? $0.firstName).text },
                labelContentParameters: [], titleParameters: [], labelShowsOnlyImages: false, setsAccessibilityLabel: false))
            return
        }
        guard kind.isControl || kind == .label, let body = initializer.body,
            let delegated = body.statements.lazy.compactMap(Self.selfInitCall).first
        else { return }
        let names = parameters.map { ($0.secondName ?? $0.firstName).text }
        let imageParameters = Set(parameters.filter { $0.type.trimmedDescription == "Image" }.map { ($0.secondName ?? $0.firstName).text })
        var shape = LabelShape(parameters: Set(names), imageParameters: imageParameters)
        let arguments = Argument.all(of: delegated)
        let hasAction = arguments.contains { $0.label == "action" }
        for argument in arguments {
            switch argument.label {
            case nil where !argument.isTrailingClosure:
                shape.title(argument.expression)
            case "label", "title", "icon", nil:
                // Button's first trailing closure is its action unless `action:` is given.
                if argument.isTrailingClosure, argument.label == nil, kind == .button, !hasAction { continue }
                shape.label(argument.expression)
            default:
                continue
            }
        }
        summary.initializers.append(InitializerSummary(
            typeName: typeName, labels: parameters.map { $0.firstName.text }, parameters: names,
            labelContentParameters: shape.contentParameters, titleParameters: shape.titleParameters,
            labelShowsOnlyImages: shape.sawImage && !shape.sawOther,
            setsAccessibilityLabel: body.statements.trimmedDescription.contains(".accessibilityLabel(")))
    }

    /// What the label an initializer builds is made of.
    private struct LabelShape {
        let parameters: Set<String>
        let imageParameters: Set<String>
        var contentParameters: [String] = []
        var titleParameters: [String] = []
        var sawImage = false
        var sawOther = false

        mutating func title(_ expression: ExprSyntax) {
            if let name = ParameterUses.referencedParameter(expression, in: parameters) { titleParameters.append(name) }
            sawOther = true
        }

        mutating func label(_ expression: ExprSyntax) {
            guard let closure = expression.as(ClosureExprSyntax.self) else { return shown(expression) }
            for statement in closure.statements {
                if let shownExpression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression {
                    shown(shownExpression)
                } else {
                    sawOther = true
                }
            }
        }

        private mutating func shown(_ expression: ExprSyntax) {
            if let name = ParameterUses.referencedParameter(expression, in: parameters) {
                contentParameters.append(name)
                if imageParameters.contains(name) { sawImage = true } else { sawOther = true }
                return
            }
            // Peel modifiers: `Image(systemName: name).imageScale(.large)` is an image.
            var root = expression
            while let call = root.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                root = base
            }
            guard let call = root.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) else {
                sawOther = true
                return
            }
            switch callee.baseName.text {
            case "Image":
                sawImage = true
            case "Text", "Label":
                if let first = call.arguments.first, first.label == nil, let name = ParameterUses.referencedParameter(first.expression, in: parameters) {
                    titleParameters.append(name)
                }
                sawOther = true
            default:
                sawOther = true
            }
        }
    }

    private static func selfInitCall(_ statement: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
        let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "self.init" else { return nil }
        return call
    }

    // MARK: Views

    /// `endingBefore`: where members stranded in the open member start; when that member is `body`,
    /// its statements end before them (a `body` stranded itself is whole).
    private func viewBody(_ statements: CodeBlockItemListSyntax, parameters: Set<String>, endingBefore strandedStart: Int? = nil) -> ViewBodySummary {
        let whole = statements.byteRange
        let range = strandedStart.map { whole.contains($0) ? whole.lowerBound..<$0 : whole } ?? whole
        let calls = model.calls.filter { range.contains($0.chainRange.lowerBound) }
        let topLevel = calls.filter { call in call.parent == nil || !range.contains(call.parent!.chainRange.lowerBound) }
        let root = topLevel.count == 1 ? topLevel[0] : nil
        var uses: [String: [ParameterUse]] = [:]
        let names = model.source == nil ? [] : parameters.map { Array($0.utf8) }
        for call in calls {
            // A parameter is used only where its name is written: most calls' text names none,
            // and their syntax need not be read.
            if let source = model.source, call.chainRange.upperBound <= source.count,
                !names.contains(where: { ByteSearch.contains($0, in: source, range: call.chainRange) })
            {
                continue
            }
            for (name, use) in ParameterUses.of(call, parameters: parameters) where !(uses[name]?.contains(use) ?? false) {
                uses[name, default: []].append(use)
            }
        }
        let nodes = topLevel.map { ViewNode.view($0) }
        return ViewBodySummary(
            rootTypeName: root?.typeName,
            rootIsControl: root?.kind.isControl ?? false,
            rootHasAccessibilityLabel: root?.accessibilityLabel != nil,
            rootIsHidden: root?.isAccessibilityHidden ?? false,
            rootMergesChildren: root?.mergesChildren ?? false,
            showsOnlyImages: !topLevel.isEmpty && ViewCall.isIconOnly(nodes),
            containsControl: calls.contains { $0.kind.isControl },
            flows: parameters.sorted().compactMap { name in uses[name].map { ParameterFlow(parameter: name, uses: $0) } })
    }

    // MARK: Styles

    private static let styleProtocols = ["ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle"]

    private func style(_ makeBody: FunctionDeclSyntax, inheritedTypes: [String], properties: [PropertySummary], trueByDefault: [String]) -> StyleSummary? {
        guard let protocolName = Self.styleProtocols.first(where: inheritedTypes.contains), let body = makeBody.body else { return nil }
        let parameters = Set(properties.filter { !$0.isStatic }.map(\.name))
        let range = body.statements.byteRange
        // The returned chain: the last top-level view expression of the body.
        let outermost = model.calls.filter { range.contains($0.chainRange.lowerBound) && ($0.parent == nil || !range.contains($0.parent!.chainRange.lowerBound)) }
        let text = body.statements.trimmedDescription
        return StyleSummary(
            protocolName: protocolName,
            heightCap: outermost.last.flatMap { Self.heightCap(of: $0.modifiers, parameters: parameters) },
            parametersTrueByDefault: trueByDefault.sorted(),
            showsTitle: protocolName != "LabelStyle" ? text.contains("configuration.label") : text.contains("configuration.title"),
            showsIcon: protocolName == "LabelStyle" && text.contains("configuration.icon"),
            addsText: model.calls.contains { call in
                range.contains(call.chainRange.lowerBound) && call.kind == .text && !call.isAccessibilityHidden && !call.hasModifier("hidden")
            })
    }

    /// The last `.frame(height:)`/`.frame(maxHeight:)` of a chain, unless a later modifier may grow the view.
    static func heightCap(of modifiers: [Modifier], parameters: Set<String>) -> NumericExpression? {
        var cap: NumericExpression?
        for modifier in modifiers {
            switch modifier.name {
            case "frame":
                if let height = modifier.argument("height") ?? modifier.argument("maxHeight") {
                    cap = NumericExpression.read(height, parameters: parameters)
                } else if modifier.argument("minHeight") != nil {
                    cap = nil
                }
            case "padding", "fixedSize", "safeAreaInset", "controlSize":
                cap = nil
            default:
                continue
            }
        }
        if case .unbounded = cap { return nil }
        return cap
    }

    // MARK: Use sites

    static func useSite(of call: ViewCall) -> UseSiteSummary? {
        guard case .custom(let name) = call.kind, call.constructor != nil else { return nil }
        let closures = call.arguments.filter { $0.closure != nil }.map { argument in
            ClosureArgument(label: argument.label, kind: ActionReader.kind(of: argument.expression))
        }
        return UseSiteSummary(typeName: name, controlLabelOf: call.labelledControl?.typeName, closureArguments: closures)
    }
}

/// A struct, class, enum, actor or extension, read uniformly.
struct TypeDeclaration {
    enum Kind { case structure, classType, enumeration, actor, extensionDecl }
    let kind: Kind
    let name: String
    let inheritedTypes: [String]
    let members: MemberBlockSyntax
    /// Declared `private` or `fileprivate`: only its own file sees it.
    let isPrivate: Bool
    var isDeclaration: Bool { kind != .extensionDecl }

    init?(_ declaration: DeclSyntax) {
        let inheritance: InheritanceClauseSyntax?
        let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers
        isPrivate = modifiers?.contains { ["private", "fileprivate"].contains($0.name.text) } ?? false
        if let node = declaration.as(StructDeclSyntax.self) {
            (kind, name, inheritance, members) = (.structure, node.name.text, node.inheritanceClause, node.memberBlock)
        } else if let node = declaration.as(ClassDeclSyntax.self) {
            (kind, name, inheritance, members) = (.classType, node.name.text, node.inheritanceClause, node.memberBlock)
        } else if let node = declaration.as(EnumDeclSyntax.self) {
            (kind, name, inheritance, members) = (.enumeration, node.name.text, node.inheritanceClause, node.memberBlock)
        } else if let node = declaration.as(ActorDeclSyntax.self) {
            (kind, name, inheritance, members) = (.actor, node.name.text, node.inheritanceClause, node.memberBlock)
        } else if let node = declaration.as(ExtensionDeclSyntax.self) {
            (kind, name, inheritance, members) = (.extensionDecl, node.extendedType.trimmedDescription, node.inheritanceClause, node.memberBlock)
        } else {
            return nil
        }
        inheritedTypes = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }
}

extension VariableDeclSyntax {
    var isStatic: Bool {
        modifiers.contains { modifier in
            // Built once per modifier: a token's kind is a resilient enum, made afresh on each read.
            let kind = modifier.name.tokenKind
            return kind == .keyword(.static) || kind == .keyword(.class)
        }
    }
}
