// Walks the views a piece of content shows, following custom views and helper members
// (`body`, `var content: some View`, a function returning a view) declared in the same file,
// for rules that ask whether a screen contains something. What cannot be followed (a view
// declared elsewhere, a variable) makes the walk's answer unknown.

import SwiftSyntax

public struct DeclaredContentWalk {
    /// What the visitor makes of one view.
    public enum Step {
        case proceed
        /// The answer is found: stop walking.
        case stop
        /// The view may hold the answer where the engine cannot see: stop, unknown.
        case unknown
    }

    public let types: DeclaredTypes
    private let text: (Range<Int>) -> String
    public private(set) var sawUnknown = false
    public private(set) var stopped = false
    private var followed: Set<String> = []

    public init(types: DeclaredTypes, context: RuleContext) {
        self.types = types
        text = context.text
    }

    /// Visits every view of `nodes` (declared in `type`) and of the contents `enters` accepts,
    /// following declared views and members, until a visit stops the walk or something is unknown.
    public mutating func walk(
        _ nodes: [ViewNode], in type: String?, enters: (ClosureContent) -> Bool, visit: (ViewCall) -> Step
    ) {
        for node in nodes {
            guard !sawUnknown, !stopped else { return }
            switch node {
            case .view(let call):
                walk(call, in: type, enters: enters, visit: visit)
            case .branches(_, let lists):
                for list in lists { walk(list, in: type, enters: enters, visit: visit) }
            case .opaque(let range):
                follow(member: Self.memberReference(text(range)), in: type, enters: enters, visit: visit)
            }
        }
    }

    private mutating func walk(_ call: ViewCall, in type: String?, enters: (ClosureContent) -> Bool, visit: (ViewCall) -> Step) {
        switch visit(call) {
        case .stop: stopped = true; return
        case .unknown: sawUnknown = true; return
        case .proceed: break
        }
        switch call.kind {
        case .custom(let name):
            guard types.isDeclared(name) else { sawUnknown = true; return }
            follow(member: "body", in: name, enters: enters, visit: visit)
        case .expression:
            follow(member: Self.memberReference(call.root.trimmedDescription), in: type, enters: enters, visit: visit)
        default:
            break
        }
        for content in call.contents where enters(content) {
            walk(content.nodes, in: type, enters: enters, visit: visit)
        }
    }

    /// Modifier closures that are not part of the same screen (another presentation) or hold code
    /// rather than views (gestures, life-cycle callbacks, environment values).
    public static let codeModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "navigationDestination",
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "onAppear",
        "onDisappear", "task", "onChange", "onReceive", "onSubmit", "onOpenURL", "refreshable", "onHover",
        "onContinuousHover", "onDrag", "onDrop", "dropDestination", "onPreferenceChange", "onGeometryChange",
        "onKeyPress", "onMoveCommand", "onExitCommand", "onPlayPauseCommand", "onCommand", "onDelete", "onMove",
        "onInsert", "onScrollGeometryChange", "onScrollPhaseChange", "accessibilityAction",
        "accessibilityAdjustableAction", "accessibilityScrollAction", "alignmentGuide", "transaction", "environment",
        "environmentObject", "onCopyCommand", "onPasteCommand", "onCutCommand",
    ]

    /// Content shown on the same screen as its view: not an action, a destination, a callback
    /// argument (`onEditingChanged:`, `onCommit:`) or a code modifier's closure. The usual `enters:`.
    public static func isShown(_ content: ClosureContent) -> Bool {
        switch content.role {
        case .action, .destination: return false
        case .modifier(let name): return !codeModifiers.contains(name)
        default:
            let label = content.expression.parent?.as(LabeledExprSyntax.self)?.label?.text
                ?? content.expression.parent?.as(MultipleTrailingClosureElementSyntax.self)?.label.text
            return !(label.map { $0.hasPrefix("on") } ?? false)
        }
    }

    /// Follows `content`, `self.content` or `content()` to that member's views.
    private mutating func follow(member name: String?, in type: String?, enters: (ClosureContent) -> Bool, visit: (ViewCall) -> Step) {
        guard let name, let type, let nodes = types.viewNodes(ofMember: name, in: type) else {
            sawUnknown = true
            return
        }
        guard followed.insert("\(type).\(name)").inserted else { return }
        walk(nodes, in: type, enters: enters, visit: visit)
    }

    private static func memberReference(_ text: String) -> String? {
        var name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        if name.hasSuffix("()") { name.removeLast(2) }
        guard let first = name.first, first.isLetter || first == "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return name
    }
}
