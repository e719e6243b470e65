// The MCP messages this server reads and writes, each decoded once into a type.

import JSONRPC

/// `initialize` params: the revision the client asks for and who it is.
struct MCPInitializeRequest {
    let protocolVersion: String
    let clientName: String?

    init(_ params: JSONValue?) throws(ResponseError) {
        guard let version = params?["protocolVersion"]?.stringValue else {
            throw ResponseError(.invalidParams, "initialize needs params.protocolVersion (a string such as \"2025-06-18\")")
        }
        protocolVersion = version
        clientName = params?[path: "clientInfo", "name"]?.stringValue
    }
}

/// `tools/call` params: which tool, with which arguments.
struct CallToolRequest {
    let name: String
    let arguments: JSONValue

    init(_ params: JSONValue?) throws(ResponseError) {
        guard let name = params?["name"]?.stringValue else {
            throw ResponseError(.invalidParams, "tools/call needs params.name (see tools/list)")
        }
        self.name = name
        let arguments = params?["arguments"] ?? [:]
        guard arguments.objectValue != nil else {
            throw ResponseError(.invalidParams, "tools/call params.arguments must be an object")
        }
        self.arguments = arguments
    }
}

/// The notifications a client sends that this server knows.
enum MCPNotification: String {
    case initialized = "notifications/initialized"
    /// A cancelled request: each request is answered before the next is read, so there is nothing to stop.
    case cancelled = "notifications/cancelled"
}

/// A `tools/call` reply.
struct CallToolResult {
    let result: ToolResult
    let isError: Bool

    func json(structured: Bool) -> JSONValue {
        var members: [String: JSONValue] = [
            "content": [["type": "text", "text": .string(result.text)]],
            "isError": .bool(isError),
        ]
        if structured, let value = result.structured { members["structuredContent"] = value }
        return .object(members)
    }
}
