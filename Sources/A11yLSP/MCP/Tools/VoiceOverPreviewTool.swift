// voiceover_preview: what VoiceOver says for the element on a line, read from the source.
//
// The reply is built from parts, each reading the same view model: the announcement of
// the elements on the line, and the accessibility tree of the view around it.

import JSONRPC
import RuleEngine

/// What every part reads: the elements on the line, the file's model, the line itself.
struct PreviewInput {
    let elements: [ViewCall]
    let report: FileReport
    let model: ViewModel
    /// 0-based.
    let line: Int
}

/// One kind of preview the tool can give for the elements on a line.
protocol PreviewPart: Sendable {
    /// The reply member it fills.
    var key: String { get }
    /// The member's JSON Schema, for the tool's output schema.
    var schema: JSONValue { get }
    func preview(of input: PreviewInput) -> JSONValue
}

struct VoiceOverPreviewTool: MCPTool {
    let parts: [any PreviewPart] = [AnnouncementPart(), TreePart()]

    let name = "voiceover_preview"
    let title = "Preview what VoiceOver says"
    let description = """
        Says what VoiceOver would announce for the control on a line of Swift source (SwiftUI), worked out from \
        the source alone: name, value, traits such as Selected, role, Dimmed, then the hint, with one line per \
        branch of any condition (`muted == true → "Unmute, Button"`). Parts the source does not show are written \
        ‹expression›. A line inside a control's label or modifiers gives that control. `tree` is the accessibility \
        tree of the View type around the line: its elements in the order a VoiceOver swipe reaches them (each with \
        its line, label, announcement, traits, the branch it is shown on, how often a list repeats it, and a \
        container's children), the views VoiceOver skips, and what the rotor counts; null outside a View type.
        """
    var inputSchema: JSONValue {
        var properties = SourceInput.properties
        properties["line"] = ["type": "integer", "minimum": 1, "description": "The 1-based line of the control."]
        return ["type": "object", "properties": .object(properties), "required": ["source", "line"], "additionalProperties": false]
    }
    var outputSchema: JSONValue? {
        var properties: [String: JSONValue] = ["summary": ["type": "string"]]
        for part in parts { properties[part.key] = part.schema }
        return ["type": "object", "required": .array((["summary"] + parts.map(\.key)).map(JSONValue.string)), "properties": .object(properties)]
    }

    func call(_ arguments: ToolArguments) throws(ToolFailure) -> ToolResult {
        let input = try SourceInput(arguments)
        let document = try input.document()
        let line = (arguments.int("line") ?? 1) - 1
        guard line < document.lineIndex.lineCount else {
            throw ToolFailure("line \(line + 1) is past the end of the source (\(document.lineIndex.lineCount) lines)")
        }
        let model = ViewModel.build(document.tree, platform: input.linter.options.platform)
        let elements = Self.elements(on: line, in: model, lines: document.lineIndex)
        let report = input.report(input.bytes, findings: [])
        let preview = PreviewInput(elements: elements, report: report, model: model, line: line)
        var reply: [String: JSONValue] = [:]
        for part in parts { reply[part.key] = part.preview(of: preview) }
        reply["summary"] = .string(elements.isEmpty
            ? "No control or image on line \(line + 1), nor around it."
            : elements.map { "\($0.typeName ?? "view") on line \(report.location(of: $0.calleeRange.lowerBound).line)" }.joined(separator: "; "))
        return ToolResult(structured: .object(reply))
    }

    /// The controls whose name is on the line; else the innermost control the line lies in (its label
    /// or modifiers); else the images and texts on the line that no control holds.
    static func elements(on line: Int, in model: ViewModel, lines: LineIndex) -> [ViewCall] {
        let start = lines.start(ofLine: line)
        let end = line + 1 < lines.lineCount ? lines.start(ofLine: line + 1) : lines.byteCount
        let onLine = model.calls.filter { (start..<max(end, start + 1)).contains($0.calleeRange.lowerBound) }
        let controls = onLine.filter(\.kind.isInteractive)
        if !controls.isEmpty { return controls }
        let around = model.calls.filter { $0.kind.isInteractive && $0.chainRange.lowerBound <= start && $0.chainRange.upperBound >= end }
        if let innermost = around.min(by: { $0.chainRange.count < $1.chainRange.count }) { return [innermost] }
        return onLine.filter { ($0.kind == .image || $0.kind == .text) && !$0.ancestors.contains { $0.kind.isInteractive } }
    }
}

/// The announcement of each element, per combination of the conditions it depends on.
struct AnnouncementPart: PreviewPart {
    let key = "elements"

    var schema: JSONValue {
        ["type": "array", "items": [
            "type": "object",
            "required": ["view", "line", "column", "announcements"],
            "properties": [
                "view": ["type": "string"], "line": ["type": "integer"], "column": ["type": "integer"],
                "announcements": ["type": "array", "items": [
                    "type": "object",
                    "required": ["conditions", "spoken", "line"],
                    "properties": [
                        "conditions": ["type": "array", "items": ["type": "string"]],
                        "spoken": ["type": "string"],
                        "hint": ["type": "string"],
                        "line": ["type": "string"],
                    ],
                ]],
            ],
        ]]
    }

    func preview(of input: PreviewInput) -> JSONValue {
        let report = input.report
        return .array(input.elements.map { call in
            let start = report.location(of: call.calleeRange.lowerBound)
            return [
                "view": .string(call.typeName ?? "view"),
                "line": .int(start.line),
                "column": .int(start.column),
                "announcements": .array(AnnouncementPreview.announcements(for: call).map { announcement in
                    var members: [String: JSONValue] = [
                        "conditions": .array(announcement.conditions.map(JSONValue.string)),
                        "spoken": .string(announcement.text),
                        "line": .string(announcement.line),
                    ]
                    if let hint = announcement.hint { members["hint"] = .string(hint) }
                    return .object(members)
                }),
            ]
        })
    }
}
