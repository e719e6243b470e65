// The accessibility tree as JSON (`a11y-lsp tree --format json`, and the MCP preview):
// {"version":1,"views":[{"type","line","elements":[…],"hidden":[…],"rotor":{…}}]}.

import JSONRPC
import RuleEngine

enum TreeJSON {
    static func document(_ tree: AccessibilityTree) -> JSONValue {
        ["version": 1, "views": .array(tree.views.map(view))]
    }

    static func view(_ view: ViewTree) -> JSONValue {
        [
            "type": .string(view.typeName),
            "line": .int(view.line),
            "elements": .array(view.elements.map(element)),
            "hidden": .array(view.hidden.map { ["line": .int($0.line), "reason": .string($0.reason.rawValue)] }),
            "rotor": [
                "headings": .int(view.rotor.headings), "links": .int(view.rotor.links),
                "formControls": .int(view.rotor.formControls), "images": .int(view.rotor.images),
            ],
        ]
    }

    static func element(_ element: TreeElement) -> JSONValue {
        [
            "line": .int(element.line),
            "label": element.label.map(JSONValue.string) ?? .null,
            "announcement": .string(element.announcementText),
            "traits": .array(element.traits.map(JSONValue.string)),
            "condition": element.condition.map(JSONValue.string) ?? .null,
            "repeats": element.repeats.map(JSONValue.string) ?? .null,
            "children": .array(element.children.map(TreeJSON.element)),
        ]
    }
}
