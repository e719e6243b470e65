// Whether a view's look follows a piece of state: the evidence that a control which
// flips a Bool is drawn as an on/off control.

import SwiftSyntax

extension ViewCall {
    /// Modifiers that react to state without drawing it: accessibility, gestures, handlers, animation.
    private static func isBehaviourModifier(_ name: String) -> Bool {
        name.hasPrefix("accessibility") || name.hasPrefix("on") || name.hasSuffix("Gesture") || name == "gesture"
            || ["animation", "transaction", "sensoryFeedback", "task", "id", "disabled", "sheet", "popover", "alert",
                "confirmationDialog", "fullScreenCover", "navigationDestination", "keyboardShortcut"].contains(name)
    }

    /// The view draws something from `name` (the last component of a property such as `model.isOn`):
    /// a look modifier or a constructor argument of the view or of anything in its content mentions it,
    /// or an `if`/`switch` in its content tests it. Actions, destinations and controls nested in
    /// the content (whose look is their own) do not count.
    public func appearance(dependsOn name: String) -> Bool {
        if argumentsMention(name) { return true }
        if modifiers.contains(where: { modifier in
            !Self.isBehaviourModifier(modifier.name)
                && modifier.arguments.contains { $0.closure == nil && SyntaxFacts.identifiers(in: $0.expression).contains(name) }
        }) {
            return true
        }
        return contents.contains { content in
            content.role != .action && content.role != .destination && Self.nodes(content.nodes, dependOn: name)
        }
    }

    private static func nodes(_ nodes: [ViewNode], dependOn name: String) -> Bool {
        nodes.contains { node in
            switch node {
            case .view(let view): return !view.kind.isInteractive && view.appearance(dependsOn: name)
            case .branches(let condition, let lists):
                return SyntaxFacts.mentions(condition, name) || lists.contains { Self.nodes($0, dependOn: name) }
            case .opaque: return false
            }
        }
    }
}

extension SyntaxFacts {
    /// `text` (source as written, e.g. an `if` condition) uses `name` as a whole identifier.
    public static func mentions(_ text: String, _ name: String) -> Bool {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains { $0 == name }
    }

    /// The last component of a property path: `isOn` for `model.settings.isOn`.
    public static func lastComponent(_ property: String) -> String {
        property.split(separator: ".").last.map(String.init) ?? property
    }
}
