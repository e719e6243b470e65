// fix_source: Swift text in, the text with every safe fix applied out.

import JSONRPC
import RuleEngine

struct FixSourceTool: MCPTool {
    let name = "fix_source"
    let title = "Apply a11y-lsp's safe fixes"
    let description = """
        Applies every safe accessibility fix to one Swift file's text (the fixes `a11y-lsp lint --fix` applies: \
        adding a label derived from an SF Symbol, removing a role word, turning a tap gesture into a Button, …) \
        and returns the fixed text, a unified diff, how many fixes were applied and the findings that remain, \
        which need a person's (or your) judgement.
        """
    var inputSchema: JSONValue {
        ["type": "object", "properties": .object(SourceInput.properties), "required": ["source"], "additionalProperties": false]
    }
    var outputSchema: JSONValue? {
        FindingJSON.findingsSchema(
            extra: ["fixedSource": ["type": "string"], "diff": ["type": "string"], "appliedFixes": ["type": "integer"]],
            required: ["fixedSource", "diff", "appliedFixes"])
    }

    func call(_ arguments: ToolArguments) throws(ToolFailure) -> ToolResult {
        let input = try SourceInput(arguments)
        _ = try input.document()  // refuse text the parser must not be given, before fixing it
        let fixed = input.linter.fixingAll(input.bytes, projectPath: input.projectPath)
        let remaining = input.linter.lint(SourceDocument(bytes: fixed.bytes, forEditing: false), projectPath: input.projectPath)
        let report = input.report(fixed.bytes, findings: remaining)
        let before = String(decoding: input.bytes, as: UTF8.self)
        let after = String(decoding: fixed.bytes, as: UTF8.self)
        return ToolResult(structured: [
            "fixedSource": .string(after),
            "diff": .string(UnifiedDiff.make(old: before, new: after, path: input.path)),
            "appliedFixes": .int(fixed.applied),
            "findings": .array(remaining.map { FindingJSON.json($0, in: report) }),
            "summary": .string("Applied \(fixed.applied) fix\(fixed.applied == 1 ? "" : "es"); left: " + TextReporter.summary([report], checked: 1)),
        ])
    }
}
