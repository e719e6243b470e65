// The input schemas the MCP tools publish are the ones their arguments are checked against.

@testable import A11yLSP
import JSONRPC
import Testing

@Suite struct MCPSchemaTests {
    private let schema: JSONValue = [
        "type": "object",
        "properties": [
            "source": ["type": "string"],
            "line": ["type": "integer", "minimum": 1],
            "paths": ["type": "array", "items": ["type": "string"], "minItems": 1],
            "platform": ["type": "string", "enum": ["iOS", "macOS"]],
        ],
        "required": ["source"],
        "additionalProperties": false,
    ]

    @Test func validArgumentsPass() {
        #expect(SchemaCheck.problems(["source": "x", "line": 3, "paths": ["a"], "platform": "macOS"], against: schema).isEmpty)
        #expect(SchemaCheck.problems(["source": "x", "line": 3.0], against: schema).isEmpty, "an integral double is an integer")
    }

    @Test func eachProblemIsNamed() {
        let problems = SchemaCheck.problems(["line": 0, "paths": [], "platform": "Android", "verbose": true], against: schema)
        #expect(problems == [
            "arguments.source is required",
            "arguments.line must be at least 1",
            "arguments.paths needs at least 1 item",
            "arguments.platform must be one of \"iOS\", \"macOS\"",
            "arguments.verbose is not an argument of this tool (it takes line, paths, platform, source)",
        ])
        #expect(SchemaCheck.problems(["source": 1, "paths": ["a", 2]], against: schema)
            == ["arguments.paths[1] must be a string", "arguments.source must be a string"])
        #expect(SchemaCheck.problems("text", against: schema) == ["arguments must be an object"])
    }

    @Test func everyToolPublishesAnObjectSchemaThatRejectsStrangers() {
        for tool in MCPTools.all {
            #expect(tool.inputSchema["type"] == "object", "\(tool.name)")
            #expect(tool.inputSchema["additionalProperties"] == false, "\(tool.name)")
            let required = tool.inputSchema["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
            let properties = tool.inputSchema["properties"]?.objectValue ?? [:]
            #expect(!required.isEmpty && required.allSatisfy { properties[$0] != nil }, "\(tool.name)")
            #expect(!SchemaCheck.problems([:], against: tool.inputSchema).isEmpty, "\(tool.name) accepts no arguments")
        }
        #expect(Set(MCPTools.all.map(\.name)) == ["lint_source", "lint_paths", "fix_source", "explain_rule", "voiceover_preview"])
    }
}
