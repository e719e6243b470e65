// explain_rule: a rule's page, the one `docs/rules/<id>.md` and hovers show.

import JSONRPC
import RuleEngine

struct ExplainRuleTool: MCPTool {
    let name = "explain_rule"
    let title = "Explain an a11y-lsp rule"
    let description = """
        Returns the documentation page of one a11y-lsp rule (the id in a finding's `rule`): what it finds, why it \
        matters to VoiceOver, Switch Control, Voice Control or keyboard users, code that fires and code that stays \
        silent, how to fix it, and how to turn it off.
        """
    var inputSchema: JSONValue {
        [
            "type": "object",
            "properties": ["rule": ["type": "string", "description": "A rule id, such as icon-only-control-name."]],
            "required": ["rule"],
            "additionalProperties": false,
        ]
    }

    func call(_ arguments: ToolArguments) throws(ToolFailure) -> ToolResult {
        let id = arguments.string("rule") ?? ""
        if let rule = RuleRegistry.rule(withID: id) { return ToolResult(text: RuleDocumentation.page(for: rule)) }
        throw ToolFailure(Self.unknownRule(id))
    }

    /// What to say for an id that is no rule: the ids sharing a word with it, else all of them.
    static func unknownRule(_ id: String) -> String {
        let ids = RuleRegistry.ids.sorted()
        let words = id.lowercased().split { !$0.isLetter }.filter { $0.count > 2 }
        let near = ids.filter { candidate in words.contains { candidate.contains($0) } }
        let suggestion = near.isEmpty ? "The rules: \(ids.joined(separator: ", "))." : "Did you mean \(near.joined(separator: ", "))?"
        return "There is no rule '\(id)'. \(suggestion)"
    }
}
