// A view or control in the source, with its arguments, its modifier chain, its
// closures' content and where it sits: the unit every rule reads.

import SwiftSyntax

/// What a closure or view argument is to the call that owns it.
public enum ContentRole: Hashable, Sendable {
    /// A control's label: what the user sees on it.
    case label
    /// A container's or menu's content.
    case content
    /// The code run on activation.
    case action
    /// A navigation destination.
    case destination
    /// A closure or view passed to a modifier (`.contextMenu { }`, `.overlay(Image(…))`).
    case modifier(String)
    /// A view passed as a non-closure argument (`label: Text("…")`).
    case argument(String?)
}

public struct ClosureContent {
    public let role: ContentRole
    public let expression: ExprSyntax
    public let nodes: [ViewNode]
}

public final class ViewCall {
    /// Unique within one model.
    public let id: Int
    public let kind: ViewKind
    /// `Button`, `Image`, a custom view's name; nil for an `.expression` chain.
    public let typeName: String?
    /// The constructor call, or the expression the chain starts from.
    public let root: ExprSyntax
    public let constructor: FunctionCallExprSyntax?
    /// The callee token (`Button`), or the root expression for an `.expression` chain.
    public let calleeRange: Range<Int>
    /// The whole chain: the view and every modifier after it.
    public let chainRange: Range<Int>
    public let modifiers: [Modifier]
    /// The constructor's arguments, trailing closures included.
    public let arguments: [Argument]
    /// Weak, to keep parents and their content from owning each other: a call is
    /// meant to be used while the `ViewModel` that holds every call is alive.
    public private(set) weak var parent: ViewCall?
    /// How this call sits in its parent (nil at the top of a body).
    public let role: ContentRole?
    public let scope: Scope
    public internal(set) var contents: [ClosureContent] = []
    /// The workspace index as this call's file sees it (no index: every question unanswered).
    public let workspace: IndexLookup
    let cache = ViewCallCache()

    init(
        id: Int, kind: ViewKind, typeName: String?, root: ExprSyntax, constructor: FunctionCallExprSyntax?,
        calleeRange: Range<Int>, chainRange: Range<Int>, modifiers: [Modifier], parent: ViewCall?, role: ContentRole?,
        scope: Scope, workspace: IndexLookup
    ) {
        self.id = id
        self.kind = kind
        self.typeName = typeName
        self.root = root
        self.constructor = constructor
        self.calleeRange = calleeRange
        self.chainRange = chainRange
        self.modifiers = modifiers
        self.arguments = constructor.map(Argument.all(of:)) ?? []
        self.parent = parent
        self.role = role
        self.scope = scope
        self.workspace = workspace
    }

    // MARK: Modifiers

    public func modifiers(named name: String) -> [Modifier] { modifiers.filter { $0.name == name } }

    public func hasModifier(_ name: String) -> Bool { modifiers.contains { $0.name == name } }

    public func lastModifier(named name: String) -> Modifier? { modifiers.last { $0.name == name } }

    // MARK: Content

    public func nodes(for role: ContentRole) -> [ViewNode]? {
        let matching = contents.filter { $0.role == role }
        return matching.isEmpty ? nil : matching.flatMap(\.nodes)
    }

    /// The ancestors, nearest first.
    public var ancestors: [ViewCall] {
        var result: [ViewCall] = []
        var current = parent
        while let call = current {
            result.append(call)
            current = call.parent
        }
        return result
    }
}
