// `a11y-lsp mcp`: a Model Context Protocol server, so a coding agent that writes SwiftUI
// can lint it, fix it and hear what VoiceOver will say. Lifecycle and one dispatch
// table here; the tools are in Tools/. Separate from the language server on purpose:
// the two protocols share JSON-RPC and nothing else.

import JSONRPC
import RuleEngine

final class MCPServer {
    /// The revisions spoken, newest first. The MCP Python SDK (mcp 2.3.0) offers 2025-11-25 in
    /// `initialize`; 2025-06-18 is the first with structured tool output.
    static let protocolRevisions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

    let send: (Message) -> Void
    let tools: [any MCPTool]
    /// Set by `initialize`.
    private(set) var revision: String?
    /// The client said `notifications/initialized`.
    private(set) var clientReady = false

    init(tools: [any MCPTool] = MCPTools.all, send: @escaping (Message) -> Void) {
        self.tools = tools
        self.send = send
    }

    func handle(_ incoming: IncomingMessage) {
        switch incoming {
        case .invalid(let id, let error):
            send(.errorResponse(id: id, error: error))
        case .message(.request(let id, let method, let params)):
            switch respond(to: method, params) {
            case .success(let result): send(.response(id: id, result: result))
            case .failure(let error): send(.errorResponse(id: id, error: error))
            }
        case .message(.notification(let method, _)):
            switch MCPNotification(rawValue: method) {
            case .initialized: clientReady = true
            case .cancelled, nil: break  // unknown notifications need no answer
            }
        case .message(.response), .message(.errorResponse):
            break  // this server sends no requests, so no reply is awaited
        }
    }

    // MARK: Dispatch

    private struct Handler: Sendable {
        /// Whether `initialize` must have come first.
        let needsSession: Bool
        let run: @Sendable (MCPServer, JSONValue?) throws(ResponseError) -> JSONValue
    }

    private static let handlers: [String: Handler] = [
        "initialize": Handler(needsSession: false) { server, params throws(ResponseError) in try server.initialize(MCPInitializeRequest(params)) },
        "ping": Handler(needsSession: false) { _, _ in [:] },
        "tools/list": Handler(needsSession: true) { server, _ in server.listTools() },
        "tools/call": Handler(needsSession: true) { server, params throws(ResponseError) in try server.callTool(CallToolRequest(params)) },
    ]

    private func respond(to method: String, _ params: JSONValue?) -> Result<JSONValue, ResponseError> {
        guard let handler = Self.handlers[method] else {
            return .failure(ResponseError(.methodNotFound, "Method not found: \(method)"))
        }
        if handler.needsSession, revision == nil {
            return .failure(ResponseError(.invalidRequest, "\(method) before initialize: send initialize first"))
        }
        return Result { () throws(ResponseError) in try handler.run(self, params) }
    }

    // MARK: Handlers

    private func initialize(_ request: MCPInitializeRequest) throws(ResponseError) -> JSONValue {
        guard revision == nil else { throw ResponseError(.invalidRequest, "The server is already initialized") }
        // The client's revision when spoken here, else the newest: the client decides whether it can go on.
        let chosen = Self.protocolRevisions.contains(request.protocolVersion) ? request.protocolVersion : Self.protocolRevisions[0]
        revision = chosen
        return [
            "protocolVersion": .string(chosen),
            "capabilities": ["tools": ["listChanged": false]],
            "serverInfo": ["name": .string(ToolInfo.name), "title": "a11y-lsp: SwiftUI and UIKit accessibility", "version": .string(ToolInfo.version)],
            "instructions": .string(Self.instructions),
        ]
    }

    private func listTools() -> JSONValue {
        ["tools": .array(tools.map { $0.listing(structured: speaksStructuredOutput) })]
    }

    private func callTool(_ request: CallToolRequest) throws(ResponseError) -> JSONValue {
        guard let tool = tools.first(where: { $0.name == request.name }) else {
            throw ResponseError(.invalidParams, "Unknown tool: \(request.name) (tools: \(tools.map(\.name).joined(separator: ", ")))")
        }
        let problems = SchemaCheck.problems(request.arguments, against: tool.inputSchema)
        let reply: CallToolResult
        if !problems.isEmpty {
            reply = CallToolResult(result: ToolResult(text: "Invalid arguments for \(tool.name): " + problems.joined(separator: "; ")), isError: true)
        } else {
            do throws(ToolFailure) {
                reply = CallToolResult(result: try tool.call(ToolArguments(values: request.arguments.objectValue ?? [:])), isError: false)
            } catch {
                reply = CallToolResult(result: ToolResult(text: error.message), isError: true)
            }
        }
        return reply.json(structured: speaksStructuredOutput)
    }

    /// `structuredContent` and `outputSchema` arrived in 2025-06-18.
    private var speaksStructuredOutput: Bool {
        (revision ?? "") >= "2025-06-18"
    }

    static let instructions = """
        a11y-lsp checks SwiftUI and UIKit code for what VoiceOver, Switch Control, Voice Control and Full Keyboard \
        Access users run into. After writing or changing a view, call lint_source with the file's text (or lint_paths \
        with files on disk); fix_source applies the safe fixes; explain_rule gives a rule's page (why it matters, \
        examples, how to fix); voiceover_preview says what VoiceOver announces for the control on a line. Lines and \
        columns are 1-based; columns count UTF-8 bytes.
        """
}
