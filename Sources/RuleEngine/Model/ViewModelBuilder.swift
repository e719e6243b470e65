// One pass over a syntax tree that turns SwiftUI code into `ViewCall`s.
//
// Each modifier chain is decomposed once at its outermost call; the builder then
// walks only the chain's arguments and closures, so every node is visited once.
// Code in inactive `#if` branches is skipped entirely.

import Foundation
import SwiftIfConfig
import SwiftSyntax

/// Every view call of a file (or of one top-level declaration), in source order.
public final class ViewModel {
    public let calls: [ViewCall]
    /// `x.accessibility… = …` assignments (UIKit).
    public let assignments: [PropertyAssignment]
    /// `#Preview { }` bodies and `PreviewProvider` types, which are not checked by default.
    public let previewRanges: [Range<Int>]
    /// `withAnimation(…) { … }` calls, which are code rather than views but animate them.
    public let animationCalls: [AnimationCall]
    /// The syntax the model was built from (a file or one top-level declaration), for the
    /// facts that live in declarations rather than in view calls.
    public let root: Syntax
    /// Every syntax node the model was built from: `root` alone, or the declarations of a group
    /// that the whole-file rules read together.
    public let roots: [Syntax]

    /// The workspace index as this model's file sees it.
    public let workspace: IndexLookup
    /// Whether the code holds an `if` or a `switch`, noted while the model is built: see
    /// `mayShowConditionalContent`.
    public let hasBranches: Bool
    /// The file's text, when whoever built the model had it at hand (the linter does): a byte search
    /// of a declaration's range then stands in for reading its text back out of the tree.
    let source: [UInt8]?

    private let declaredTypesLock = NSLock()
    private var declaredTypesBuilt: DeclaredTypes?
    private var uikitBuilt: UIKitModel?
    /// The platform `#if` was evaluated for.
    public let platform: Platform

    /// The UIKit classes of this model's code and what configures them, read on first use and
    /// then shared by every rule (and by hover).
    public var uikit: UIKitModel {
        declaredTypesLock.lock()
        defer { declaredTypesLock.unlock() }
        if let uikitBuilt { return uikitBuilt }
        let built = roots.contains { Self.mayHoldUIKit($0, source: source) }
            ? UIKitModel.build(roots, platform: platform, workspace: workspace)
            : UIKitModel(types: [], localizesText: false, declaredSuperclasses: [:], workspace: workspace)
        uikitBuilt = built
        return built
    }

    /// What a summary takes from UIKit: the model when the code spells a word that a type's facts
    /// can come from (see `UIKitSummaryWords`; nil when the model would give the types nothing), and
    /// whether the code localizes text. That alone is read from the words that spell it
    /// (`LocalizingCalls`), not from a walk of the whole declaration.
    var uikitForSummary: (model: UIKitModel?, localizesText: Bool) {
        declaredTypesLock.lock()
        let built = uikitBuilt
        declaredTypesLock.unlock()
        if let built { return (built, built.localizesText) }
        if codeMay(UIKitSummaryWords.mayGiveTypeFacts) { return (uikit, uikit.localizesText) }
        // No test of the words first: `LocalizingCalls` scans for the same words and says no without them.
        let configuration = PlatformBuildConfiguration(platform: platform)
        guard let localizes = LocalizingCalls.appear(in: roots, source: source, configuration: configuration) else { return (uikit, uikit.localizesText) }
        return (nil, localizes)
    }

    /// Whether reading the code for UIKit can find anything: a class, actor or extension with code
    /// of its own (a UIKit type, or a view configured through inherited outlets), or code that names a `UI…` type
    /// (`UIKitSummaryWords.mayNameUIKitType`: not `UUID` or `UInt`) or
    /// localizes text (`UIKitSummaryWords.mayLocalize`: a screen that shows `localizedDescription`
    /// does not). A SwiftUI view's struct with neither is not walked a second time, and every
    /// declaration is summarized, so this is most of a folder's declarations.
    static func mayHoldUIKit(_ root: Syntax, source: [UInt8]?) -> Bool {
        if root.is(SourceFileSyntax.self) { return true }
        if let item = root.as(CodeBlockItemSyntax.self), case .decl(let decl) = item.item {
            if decl.is(ClassDeclSyntax.self) || decl.is(ActorDeclSyntax.self) { return true }
            // An extension used as a namespace for views (`extension Editor { struct EmojiGrid: View … }`)
            // configures nothing of the type it extends: its structs and enums are read as structs are.
            if let extensionDecl = decl.as(ExtensionDeclSyntax.self), !onlyNestsValueTypes(extensionDecl) { return true }
        }
        var range = root.position.utf8Offset..<root.endPosition.utf8Offset
        var bytes = source ?? []
        if range.upperBound > bytes.count {
            // A model built without its file's bytes (or from another tree) reads the node's own text.
            bytes = root.syntaxTextBytes
            range = 0..<bytes.count
        }
        return UIKitSummaryWords.mayNameUIKitType(in: bytes, range: range) || UIKitSummaryWords.mayLocalize(in: bytes, range: range)
    }

    private static func onlyNestsValueTypes(_ extensionDecl: ExtensionDeclSyntax) -> Bool {
        extensionDecl.memberBlock.members.allSatisfy { $0.decl.is(StructDeclSyntax.self) || $0.decl.is(EnumDeclSyntax.self) }
    }

    /// The types this model's code declares, indexed on first use and then shared by every rule.
    /// The lock only makes building it once safe: what it reads later on first use (identifiers,
    /// calls by chain) is not locked, so one model's rules run on one thread at a time.
    public var declaredTypes: DeclaredTypes {
        declaredTypesLock.lock()
        defer { declaredTypesLock.unlock() }
        if let declaredTypesBuilt { return declaredTypesBuilt }
        let built = DeclaredTypes(model: self)
        declaredTypesBuilt = built
        return built
    }

    init(
        calls: [ViewCall], assignments: [PropertyAssignment], previewRanges: [Range<Int>], animationCalls: [AnimationCall], root: Syntax,
        roots: [Syntax]? = nil, workspace: IndexLookup, platform: Platform = .iOS, hasBranches: Bool = true,
        source: [UInt8]? = nil
    ) {
        self.hasBranches = hasBranches
        self.source = source
        self.roots = roots ?? [root]
        self.platform = platform
        self.calls = calls
        self.assignments = assignments
        self.previewRanges = previewRanges
        self.animationCalls = animationCalls
        self.root = root
        self.workspace = workspace
    }

    /// Binds the model's lookup to the index its rules consult, forgetting what its calls
    /// worked out before (without an index, while the file was summarized).
    func bind(_ index: WorkspaceIndex, path: String?) {
        workspace.bind(index, path: path)
        for call in calls { call.cache.clear() }
    }

    public func isInPreview(_ offset: Int) -> Bool { previewRanges.contains { $0.contains(offset) } }

    /// Builds the model of a syntax subtree, with `#if` evaluated for `platform`. The model asks
    /// `workspace` about names other files declare (custom views, constants, modifiers).
    public static func build(
        _ node: some SyntaxProtocol, platform: Platform = .iOS, firstID: Int = 0, workspace: IndexLookup = .none, source: [UInt8]? = nil,
        outermostTypeScope: TypeScope? = nil
    ) -> ViewModel {
        let builder = ViewModelBuilder(configuration: PlatformBuildConfiguration(platform: platform), firstID: firstID, workspace: workspace)
        builder.outermostTypeScope = outermostTypeScope
        builder.walk(node)
        return ViewModel(
            calls: builder.calls, assignments: builder.assignments, previewRanges: builder.previewRanges,
            animationCalls: builder.animationCalls, root: Syntax(node), workspace: workspace, platform: platform,
            hasBranches: builder.hasBranches, source: source)
    }
}

final class ViewModelBuilder: SyntaxVisitor {
    private(set) var calls: [ViewCall] = []
    private(set) var assignments: [PropertyAssignment] = []
    private(set) var previewRanges: [Range<Int>] = []
    private(set) var animationCalls: [AnimationCall] = []
    private(set) var hasBranches = false
    private let configuration: PlatformBuildConfiguration
    private let firstID: Int
    /// The chain-top expression of each call, to link closures' statements to their calls.
    private var callByTop: [SyntaxIdentifier: ViewCall] = [:]
    private var placements: [(parent: ViewCall?, role: ContentRole?)] = [(nil, nil)]
    private var types: [TypeScope] = []
    private var functions: [String?] = []
    private var previewDepth = 0
    private let workspace: IndexLookup

    init(configuration: PlatformBuildConfiguration, firstID: Int, workspace: IndexLookup) {
        self.configuration = configuration
        self.firstID = firstID
        self.workspace = workspace
        super.init(viewMode: .sourceAccurate)
    }

    private var scope: Scope {
        Scope(type: types.last, function: functions.last ?? nil, isPreview: previewDepth > 0)
    }

    // MARK: Declarations

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, node.inheritanceClause, node.memberBlock)
    }
    override func visitPost(_ node: StructDeclSyntax) { leaveType() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, node.inheritanceClause, node.memberBlock)
    }
    override func visitPost(_ node: ClassDeclSyntax) { leaveType() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, node.inheritanceClause, node.memberBlock)
    }
    override func visitPost(_ node: EnumDeclSyntax) { leaveType() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, node.inheritanceClause, node.memberBlock)
    }
    override func visitPost(_ node: ActorDeclSyntax) { leaveType() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.extendedType.trimmedDescription, node.inheritanceClause, node.memberBlock)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

    /// The scope of the first type the walk enters at the top, when the caller has it already
    /// (`TypeMembers` reads it from the same declaration): read once, not once more here.
    var outermostTypeScope: TypeScope?

    private func enterType(_ name: String, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        let type = types.isEmpty ? outermostTypeScope ?? Self.typeScope(name, inheritance, members, parent: nil)
            : Self.typeScope(name, inheritance, members, parent: types.last)
        outermostTypeScope = nil
        types.append(type)
        if type.inheritedTypes.contains("PreviewProvider") {
            previewDepth += 1
            previewRanges.append(members.parent.map(\.byteRange) ?? members.byteRange)
        }
        return .visitChildren
    }

    /// The scope a type's members are in: its name, what it inherits and its `var`s.
    /// `stranded`: the declarations a `{` left open strands, when the caller has read them already.
    static func typeScope(
        _ name: String, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax, parent: TypeScope?, stranded: [DeclSyntax]? = nil
    ) -> TypeScope {
        let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        // Read as the type index reads members, so a scope and `DeclaredTypes` never disagree on them.
        var properties = members.members.flatMap { DeclaredTypes.storedProperties(in: $0.decl) }
        // With a `{` left open in the last member, the members after it are still the type's.
        for decl in stranded ?? TypeMembers.Stranded(members)?.declarations ?? [] { properties += DeclaredTypes.storedProperties(in: decl) }
        return TypeScope(name: name, inheritedTypes: inherited, properties: properties, parent: parent)
    }

    /// Starts a walk inside a type's member, as if the walk had entered the type: the member's
    /// calls get the scope they have in a model of the whole type (see `ViewModel.build(member:…)`).
    func enterEnclosingType(_ type: TypeScope, range: Range<Int>) {
        types.append(type)
        if type.inheritedTypes.contains("PreviewProvider") {
            previewDepth += 1
            previewRanges.append(range)
        }
    }

    /// Starts a walk inside a function's body, as if the walk had entered the function (see
    /// `ViewModel.build(member:…)`: a member stranded in a function by a `{` left open).
    func enterEnclosingFunction(_ name: String) {
        functions.append(name)
    }

    /// Statements the walk leaves out: the members a `{` left open strands in the body of the
    /// member being typed in, which are modelled on their own (see `TypeMembers`).
    var skippedStatements: Set<SyntaxIdentifier> = []

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        skippedStatements.isEmpty || !skippedStatements.contains(node.id) ? .visitChildren : .skipChildren
    }

    private func leaveType() {
        if types.removeLast().inheritedTypes.contains("PreviewProvider") { previewDepth -= 1 }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { functions.removeLast() }

    /// `var tvOSView: some View`, `func macOSBody()`: a member named for another platform holds that
    /// platform's layout (a cross-platform view picks it under `#if os(tvOS)` elsewhere), so it is
    /// skipped like an inactive `#if` branch.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        return Self.isNamedForAnotherPlatform(name, than: configuration.platform) ? .skipChildren : .visitChildren
    }

    static func isNamedForAnotherPlatform(_ name: String, than platform: Platform) -> Bool {
        Platform.allCases.contains { other in
            other != platform && name.hasPrefix(other.rawValue) && name.dropFirst(other.rawValue.count).first?.isUppercase == true
        }
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            previewDepth += 1
            previewRanges.append(node.byteRange)
        }
        return .visitChildren
    }
    override func visitPost(_ node: MacroExpansionDeclSyntax) {
        if node.macroName.text == "Preview" { previewDepth -= 1 }
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            previewDepth += 1
            previewRanges.append(node.byteRange)
        }
        return .visitChildren
    }
    override func visitPost(_ node: MacroExpansionExprSyntax) {
        if node.macroName.text == "Preview" { previewDepth -= 1 }
    }

    // MARK: Conditions

    // Every node of the model's code is visited (chains' arguments and closures by `walk`), so a
    // branch the model shows was passed through here.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        hasBranches = true
        return .visitChildren
    }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        hasBranches = true
        return .visitChildren
    }

    // MARK: Subtrees with nothing to model

    // Names, types, patterns and literals hold no call, branch, assignment or declaration, so
    // their tokens are not walked: on this toolchain's SwiftSyntax every node visited costs a
    // dispatch and a wrapper, and a name is the commonest node of SwiftUI code.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // MARK: Conditional compilation

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        if let clause = configuration.activeClause(of: node), let elements = clause.elements {
            walk(elements)
        }
        return .skipChildren
    }

    // MARK: Assignments

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
            let target = elements[0]
            if let member = target.as(MemberAccessExprSyntax.self) {
                let property = member.declName.baseName.text
                if property.hasPrefix("accessibility") || property == "isAccessibilityElement" {
                    assignments.append(PropertyAssignment(
                        receiver: member.base?.trimmedDescription ?? "", property: property, value: elements[2],
                        range: node.byteRange, scope: scope))
                }
            } else if let reference = target.as(DeclReferenceExprSyntax.self),
                reference.baseName.text.hasPrefix("accessibility") || reference.baseName.text == "isAccessibilityElement"
            {
                assignments.append(PropertyAssignment(
                    receiver: "", property: reference.baseName.text, value: elements[2], range: node.byteRange, scope: scope))
            }
        }
        return .visitChildren
    }

    // MARK: Chains

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "withAnimation" {
            animationCalls.append(AnimationCall(syntax: node, scope: scope))
        }
        return handleChain(top: ExprSyntax(node))
    }

    override func visit(_ node: PostfixIfConfigExprSyntax) -> SyntaxVisitorContinueKind {
        handleChain(top: ExprSyntax(node))
    }

    private func handleChain(top: ExprSyntax) -> SyntaxVisitorContinueKind {
        let (root, parts) = peel(top)
        // Unpacked once: every `classified?.…` copied the whole optional tuple, and its syntax
        // member is copied through the resilient library's witnesses.
        let kind: ViewKind
        let typeName: String?
        let constructor: FunctionCallExprSyntax?
        let calleeRange: Range<Int>
        if let classified = classify(root) {
            (kind, typeName, constructor, calleeRange) = (classified.kind, classified.typeName, classified.constructor, classified.calleeRange)
        } else {
            guard !parts.isEmpty else { return .visitChildren }
            (kind, typeName, constructor, calleeRange) = (.expression, nil, nil, root.byteRange)
        }
        let modifiers = parts.enumerated().map { Modifier(call: $0.element.call, member: $0.element.member, index: $0.offset) }
        let placement = placements.last!
        let call = ViewCall(
            id: firstID + calls.count,
            kind: kind,
            typeName: typeName,
            root: root,
            constructor: constructor,
            calleeRange: calleeRange,
            chainRange: top.byteRange,
            modifiers: modifiers,
            parent: placement.parent,
            role: placement.role,
            scope: scope,
            workspace: workspace)
        calls.append(call)
        callByTop[top.id] = call

        var contents: [ClosureContent] = []
        if call.constructor != nil {
            for argument in call.arguments {
                let role = Self.role(of: argument, in: call)
                walk(argument.expression, parent: call, role: role)
                if argument.closure != nil || classifiedAsView(argument.expression) {
                    contents.append(content(of: argument.expression, role: role))
                }
            }
        } else {
            walk(root)  // a receiver expression may itself hold closures with views
        }
        for modifier in modifiers {
            for argument in modifier.arguments {
                let role = ContentRole.modifier(modifier.name)
                walk(argument.expression, parent: call, role: role)
                if argument.closure != nil || classifiedAsView(argument.expression) {
                    contents.append(content(of: argument.expression, role: role))
                }
            }
        }
        call.contents = contents
        return .skipChildren
    }

    private func walk(_ expression: ExprSyntax, parent: ViewCall, role: ContentRole) {
        placements.append((parent, role))
        walk(expression)
        placements.removeLast()
    }

    private func classifiedAsView(_ expression: ExprSyntax) -> Bool { callByTop[expression.id] != nil }

    /// Splits `Root(…).a().b()` into its root and its modifiers, innermost first.
    /// Modifiers in an active `#if` clause of the chain are included; inactive ones are not.
    private func peel(_ top: ExprSyntax) -> (root: ExprSyntax, parts: [(call: FunctionCallExprSyntax, member: MemberAccessExprSyntax)]) {
        var parts: [(call: FunctionCallExprSyntax, member: MemberAccessExprSyntax)] = []
        var current = top
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let base = member.base
            {
                parts.append((call, member))
                current = base
                continue
            }
            if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                if let clause = configuration.activeClause(of: postfix.config), case .postfixExpression(let inner) = clause.elements {
                    parts.append(contentsOf: implicitChain(inner))
                }
                current = base
                continue
            }
            break
        }
        return (current, parts.reversed())
    }

    /// The modifiers of `.a().b()` inside a `#if` clause, outermost first.
    private func implicitChain(_ expression: ExprSyntax) -> [(call: FunctionCallExprSyntax, member: MemberAccessExprSyntax)] {
        var parts: [(call: FunctionCallExprSyntax, member: MemberAccessExprSyntax)] = []
        var current: ExprSyntax? = expression
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            parts.append((call, member))
            current = member.base
        }
        return parts
    }

    private func classify(_ root: ExprSyntax) -> (kind: ViewKind, typeName: String, calleeRange: Range<Int>, constructor: FunctionCallExprSyntax?)? {
        if let call = root.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), Self.isTypeName(reference.baseName.text) {
                let name = reference.baseName.text
                // Only a few kinds are told apart by their labels: reading every call's labels cost more.
                let kind = ViewKind.readsArgumentLabels(name)
                    ? ViewKind(typeName: name, argumentLabels: call.arguments.compactMap { $0.label?.text }) : ViewKind(typeName: name)
                return (kind, name, reference.baseName.byteRange, call)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI",
                Self.isTypeName(member.declName.baseName.text)
            {
                let name = member.declName.baseName.text
                return (ViewKind(typeName: name), name, member.declName.baseName.byteRange, call)
            }
            return nil
        }
        // `Image.gear`, `Color.accentColor`: a static member of a view type is that view.
        if let member = root.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            base.baseName.text == "Image" || base.baseName.text == "Color"
        {
            return (ViewKind(typeName: base.baseName.text), base.baseName.text, member.byteRange, nil)
        }
        return nil
    }

    private static func isTypeName(_ name: String) -> Bool {
        // An ASCII first letter answers without the scalar's Unicode properties.
        if let byte = name.utf8.first, byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        guard let first = name.unicodeScalars.first else { return false }
        return first.properties.isUppercase
    }

    // MARK: Content

    private func content(of expression: ExprSyntax, role: ContentRole) -> ClosureContent {
        if let closure = expression.as(ClosureExprSyntax.self) {
            return ClosureContent(role: role, expression: expression, nodes: nodes(in: closure.statements))
        }
        return ClosureContent(role: role, expression: expression, nodes: [node(for: expression)])
    }

    private func nodes(in statements: CodeBlockItemListSyntax) -> [ViewNode] {
        var result: [ViewNode] = []
        for statement in statements {
            switch statement.item {
            case .expr(let expression):
                result.append(node(for: expression))
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    result.append(node(for: expression))
                }
            case .decl(let declaration):
                if let ifConfig = declaration.as(IfConfigDeclSyntax.self),
                    case .statements(let inner) = configuration.activeClause(of: ifConfig)?.elements
                {
                    result.append(contentsOf: nodes(in: inner))
                }
            @unknown default:
                continue
            }
        }
        return result
    }

    private func node(for expression: ExprSyntax) -> ViewNode {
        if let call = callByTop[expression.id] { return .view(call) }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return .branches(condition: ifExpression.conditions.trimmedDescription, branchNodes(of: ifExpression))
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.map { nodes(in: $0.statements) }
            return .branches(condition: switchExpression.subject.trimmedDescription, cases)
        }
        if let inner = ExpressionReader.unwrapParentheses(expression) { return node(for: inner) }
        return .opaque(expression.byteRange)
    }

    private func branchNodes(of ifExpression: IfExprSyntax) -> [[ViewNode]] {
        let then = nodes(in: ifExpression.body.statements)
        switch ifExpression.elseBody {
        case .codeBlock(let block): return [then, nodes(in: block.statements)]
        case .ifExpr(let nested): return [then, [node(for: ExprSyntax(nested))]]
        case nil: return [then, []]
        @unknown default: return [then, []]
        }
    }

    // MARK: Roles

    /// What an argument is to its view: label, action, content or destination.
    static func role(of argument: Argument, in call: ViewCall) -> ContentRole {
        switch argument.label {
        case "label", "title", "icon": return .label
        case "action": return .action
        case "destination": return .destination
        case "content": return .content
        case nil where argument.isTrailingClosure: return firstTrailingClosureRole(in: call)
        case let label:
            return argument.closure == nil ? .argument(label) : .content
        }
    }

    private static func firstTrailingClosureRole(in call: ViewCall) -> ContentRole {
        let labels = Set(call.arguments.filter { !$0.isTrailingClosure }.compactMap(\.label))
        let hasTitle = call.arguments.first(labeled: nil) != nil
        switch call.kind {
        case .button:
            return labels.contains("action") ? .label : .action
        case .navigationLink:
            return labels.contains("destination") || labels.contains("value") || labels.contains("isActive") ? .label : .destination
        case .picker, .menu:
            return .content
        case .label:
            return .label
        case .toggle, .stepper, .slider, .datePicker, .textField, .secureField, .link, .shareLink, .otherControl:
            return hasTitle ? .content : .label
        default:
            return .content
        }
    }
}
