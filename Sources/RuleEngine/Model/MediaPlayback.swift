// Playback the code starts: `play()` on an AVFoundation player, whether it runs as the
// view appears, and what else the code does with that player.

import SwiftSyntax

extension ViewCall {
    /// For `player.play()` (also `self.player?.play()`), the receiver as written without `self.` and `?`.
    public var playedReceiver: String? {
        guard kind == .expression, modifiers.count == 1, modifiers[0].name == "play", modifiers[0].arguments.isEmpty else { return nil }
        var text = root.trimmedDescription.replacing("?", with: "")
        if text.hasPrefix("self.") { text.removeFirst(5) }
        guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return text
    }

    /// The type a name has where this call uses it: a local `let`/`var` in an enclosing body, else
    /// a property of the enclosing type declared in this file; its annotation or initial value as
    /// written (`AVPlayer?`, `AVPlayer(url: url)`), or nil when the file does not say.
    public func declaredType(of name: String, in types: DeclaredTypes) -> String? {
        var node: Syntax? = root.parent
        while let current = node {
            if let statements = current.as(CodeBlockItemListSyntax.self) {
                for statement in statements {
                    guard let variable = statement.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.typeAnnotation?.type.trimmedDescription ?? binding.initializer?.value.trimmedDescription
                    }
                }
            }
            node = current.parent
        }
        return scope.type.flatMap { types.member(name, of: $0.name)?.declaredType }
    }

    /// The code runs as the view appears: in `.onAppear` or `.task`, in an initializer, in
    /// `viewDidLoad`/`viewWillAppear`/`viewDidAppear`, in callbacks started from there, or in a
    /// method of the same type that one of those calls. A control's action or a gesture is not.
    public func runsOnAppearance(in types: DeclaredTypes, model: ViewModel) -> Bool {
        guard let owner = Self.codeOwner(of: Syntax(root)) else { return false }
        switch owner {
        case .appearance: return true
        case .userAction: return false
        case .function(let name):
            guard let type = scope.type?.name else { return false }
            let appearing = model.calls.filter { $0.scope.type?.name == type }.flatMap { call in
                call.modifiers.filter { $0.name == "onAppear" || $0.name == "task" }.flatMap(\.arguments).map { Syntax($0.expression) }
            } + types.members(of: type).filter { Self.appearanceMethods.contains($0.name) || $0.name == "init" }.compactMap { $0.body.map(Syntax.init) }
            return appearing.contains { ActionReader.calledFunctions(in: $0).contains(name) }
        }
    }

    private static let appearanceMethods: Set<String> = ["viewDidLoad", "viewWillAppear", "viewDidAppear"]

    private enum CodeOwner {
        case appearance, userAction
        case function(String)
    }

    /// What runs a piece of code: found by climbing to the closure or declaration around it.
    private static func codeOwner(of node: Syntax) -> CodeOwner? {
        var current = node.parent
        while let node = current {
            if node.is(InitializerDeclSyntax.self) { return .appearance }
            if let function = node.as(FunctionDeclSyntax.self) {
                return appearanceMethods.contains(function.name.text) ? .appearance : .function(function.name.text)
            }
            if node.is(ClosureExprSyntax.self), let call = ActionReader.call(owning: node) {
                let callee = ActionReader.calleeName(call)
                if callee == "onAppear" || callee == "task" { return .appearance }
                if ["Button", "onTapGesture", "onLongPressGesture", "onEnded", "accessibilityAction", "UIAction", "addAction"].contains(callee) {
                    return .userAction
                }
            }
            if node.is(AccessorDeclSyntax.self) || node.is(PatternBindingSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }
}

extension DeclaredTypes {
    /// The type's code passes `name` to another call (`VideoPlayer(player: player)`,
    /// `PlayerControls(player: player)`, `controller.player = player`) that may show controls for
    /// it; a layer or looper that only draws or repeats it (`AVPlayerLayer(player:)`) does not count.
    public func handsOn(_ name: String, in type: String) -> Bool {
        let finder = HandOffFinder(name: name)
        for declaration in declarations(of: type) { finder.walk(declaration) }
        return finder.found
    }
}

private final class HandOffFinder: SyntaxVisitor {
    let name: String
    var found = false
    private static let drawingOnly: Set<String> = ["AVPlayerLayer", "AVPlayerLooper"]

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    private func isPlayer(_ expression: ExprSyntax) -> Bool {
        var text = expression.trimmedDescription.replacing("?", with: "")
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text == name
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        if !Self.drawingOnly.contains(callee), node.arguments.contains(where: { isPlayer($0.expression) }) { found = true }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        // `controller.player = player` hands it to a controller; `layer.player = player` only draws it.
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), isPlayer(elements[2]),
            let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "player",
            !(target.base?.trimmedDescription.lowercased().contains("layer") ?? false)
        {
            found = true
        }
        return found ? .skipChildren : .visitChildren
    }
}
