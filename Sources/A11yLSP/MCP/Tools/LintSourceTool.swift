// lint_source: Swift text in, findings with their fixes out.

import JSONRPC
import RuleEngine

struct LintSourceTool: MCPTool {
    let name = "lint_source"
    let title = "Lint Swift source for accessibility"
    let description = """
        Checks one Swift file's text (SwiftUI or UIKit) for accessibility problems: controls without a name, \
        tap gestures instead of buttons, state shown only by an icon or colour, and the rest of a11y-lsp's rules. \
        Returns each finding with its rule, severity, message, 1-based position (columns in UTF-8 bytes), the rule \
        page and its fixes as text edits on the given text.
        """
    var inputSchema: JSONValue {
        ["type": "object", "properties": .object(SourceInput.properties), "required": ["source"], "additionalProperties": false]
    }
    var outputSchema: JSONValue? { FindingJSON.findingsSchema() }

    func call(_ arguments: ToolArguments) throws(ToolFailure) -> ToolResult {
        let input = try SourceInput(arguments)
        let document = try input.document()
        let report = input.report(input.bytes, findings: input.linter.lint(document, projectPath: input.projectPath))
        return ToolResult(structured: [
            "findings": .array(report.findings.map { FindingJSON.json($0, in: report) }),
            "summary": .string(TextReporter.summary([report], checked: 1)),
        ])
    }
}
