// voiceover_preview's `tree`: the accessibility tree of the View type around the line, in the
// shape `a11y-lsp tree --format json` gives each view (README: "Accessibility tree").

import JSONRPC
import RuleEngine

struct TreePart: PreviewPart {
    let key = "tree"

    var schema: JSONValue {
        let element: JSONValue = [
            "type": "object",
            "required": ["line", "label", "announcement", "traits", "condition", "repeats", "children"],
            "properties": [
                "line": ["type": "integer"], "label": ["type": ["string", "null"]], "announcement": ["type": "string"],
                "traits": ["type": "array", "items": ["type": "string"]], "condition": ["type": ["string", "null"]],
                "repeats": ["type": ["string", "null"]], "children": ["type": "array", "items": ["type": "object"]],
            ],
        ]
        return [
            "type": ["object", "null"],
            "required": ["type", "line", "elements", "hidden", "rotor"],
            "properties": [
                "type": ["type": "string"], "line": ["type": "integer"],
                "elements": ["type": "array", "items": element],
                "hidden": ["type": "array", "items": [
                    "type": "object", "required": ["line", "reason"],
                    "properties": ["line": ["type": "integer"], "reason": ["type": "string"]],
                ]],
                "rotor": [
                    "type": "object", "required": ["headings", "links", "formControls", "images"],
                    "properties": [
                        "headings": ["type": "integer"], "links": ["type": "integer"], "formControls": ["type": "integer"],
                        "images": ["type": "integer"],
                    ],
                ],
            ],
        ]
    }

    func preview(of input: PreviewInput) -> JSONValue {
        let file = TreeSourceFile(model: input.model, bytes: input.report.bytes)
        let offset = input.report.lines.start(ofLine: input.line)
        let views = TreeBuilder.tree(of: file).views.filter { $0.declarationRange.contains(offset) }
        guard let view = views.min(by: { $0.declarationRange.count < $1.declarationRange.count }) else { return .null }
        return TreeJSON.view(view)
    }
}
