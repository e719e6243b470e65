// `a11y-lsp mcp` spoken to over its standard input, one message per line. The MCP
// Python SDK's client drives it further in Tests/MCP (run by .ci/run).

import Foundation
import JSONRPC
import Testing

@Suite struct MCPServerTests {
    private func exchange(_ messages: [JSONValue]) throws -> [JSONValue] {
        let input = messages.map { $0.description + "\n" }.joined()
        let run = try TestBinary.run(["mcp"], input: Data(input.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        return try run.stdout.split(separator: "\n").map { try JSONParser.parse(String($0)) }
    }

    private func initialize(_ version: String) -> JSONValue {
        ["jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": ["protocolVersion": .string(version), "capabilities": [:], "clientInfo": ["name": "test", "version": "1"]]]
    }

    @Test func aToolCallFindsAnIconOnlyButtonAndItsFix() throws {
        let source = "struct V: View {\n    var body: some View {\n        Button(action: go) { Image(systemName: \"trash\") }\n    }\n}\n"
        let replies = try exchange([
            initialize("2025-06-18"),
            ["jsonrpc": "2.0", "method": "notifications/initialized"],
            ["jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": ["name": "lint_source", "arguments": ["source": .string(source)]]],
        ])
        #expect(replies.count == 2)
        #expect(replies[0][path: "result", "protocolVersion"] == "2025-06-18")
        let result = try #require(replies[1]["result"])
        #expect(result["isError"] == false)
        let finding = try #require(result[path: "structuredContent", "findings"]?[0])
        #expect(finding["rule"] == "icon-only-control-name")
        #expect(finding["line"] == 3 && finding["column"] == 9)
        let edit = try #require(finding["fixes"]?[0]?["edits"]?[0])
        #expect(edit["newText"]?.stringValue?.contains(".accessibilityLabel(\"Delete\")") == true)
        // The text content carries the same JSON, for clients that read only text.
        let text = try #require(result["content"]?[0]?["text"]?.stringValue)
        #expect(try JSONParser.parse(text) == result["structuredContent"])
    }

    @Test func unknownRevisionsGetTheNewestAndUnknownMethodsAnError() throws {
        let replies = try exchange([
            ["jsonrpc": "2.0", "id": 0, "method": "server/discover", "params": [:]],
            initialize("2099-01-01"),
            ["jsonrpc": "2.0", "id": 2, "method": "ping"],
        ])
        #expect(replies[0][path: "error", "code"] == .int(ErrorCode.methodNotFound.rawValue))
        #expect(replies[1][path: "result", "protocolVersion"] == "2025-11-25")
        #expect(replies[2]["result"] == [:])
    }
}
