// What an MCP tool is here: a name, a description for the model, a JSON Schema for
// its input (checked before the tool runs, so the schema a client sees is the one
// enforced), and a call that returns text and, where it has one, a structured value.

import JSONRPC
import RuleEngine

protocol MCPTool: Sendable {
    var name: String { get }
    var title: String { get }
    var description: String { get }
    /// A JSON Schema object (`"type": "object"`) with the properties the tool reads.
    var inputSchema: JSONValue { get }
    /// The schema of `structuredContent`, when the tool returns one.
    var outputSchema: JSONValue? { get }
    func call(_ arguments: ToolArguments) throws(ToolFailure) -> ToolResult
}

extension MCPTool {
    var outputSchema: JSONValue? { nil }

    /// The entry in a `tools/list` reply.
    func listing(structured: Bool) -> JSONValue {
        var members: [String: JSONValue] = [
            "name": .string(name),
            "title": .string(title),
            "description": .string(description),
            "inputSchema": inputSchema,
            // Every tool only reads: files are never written, nothing outside the machine is reached.
            "annotations": ["title": .string(title), "readOnlyHint": true, "idempotentHint": true, "openWorldHint": false],
        ]
        if structured, let outputSchema { members["outputSchema"] = outputSchema }
        return .object(members)
    }
}

/// What a tool produced.
struct ToolResult {
    var text: String
    var structured: JSONValue?

    /// A structured value, with its JSON as the text too (for clients that read only text).
    init(structured: JSONValue) {
        self.text = structured.description
        self.structured = structured
    }

    init(text: String) {
        self.text = text
        self.structured = nil
    }
}

/// A tool that could not do what it was asked: reported to the model as a result with
/// `isError`, so it can correct the call, not as a protocol error.
struct ToolFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// A tool's arguments, already checked against its input schema.
struct ToolArguments {
    let values: [String: JSONValue]

    func string(_ key: String) -> String? { values[key]?.stringValue }
    func int(_ key: String) -> Int? { values[key]?.intValue }
    func strings(_ key: String) -> [String]? { values[key]?.arrayValue?.compactMap(\.stringValue) }
}

/// The subset of JSON Schema the tools' input schemas use: object properties with
/// `type`, `enum`, `minimum`, `items` and `minItems`; `required`; `additionalProperties: false`.
enum SchemaCheck {
    static func problems(_ value: JSONValue, against schema: JSONValue, at path: String = "arguments") -> [String] {
        var problems: [String] = []
        if let type = schema["type"]?.stringValue, !matches(value, type) {
            return ["\(path) must be \(article(type)) \(type)"]
        }
        if let allowed = schema["enum"]?.arrayValue, !allowed.contains(value) {
            problems.append("\(path) must be one of \(allowed.map(\.description).joined(separator: ", "))")
        }
        if let minimum = schema["minimum"]?.intValue, let number = value.intValue, number < minimum {
            problems.append("\(path) must be at least \(minimum)")
        }
        if let items = value.arrayValue {
            if let least = schema["minItems"]?.intValue, items.count < least {
                problems.append("\(path) needs at least \(least) item\(least == 1 ? "" : "s")")
            }
            if let itemSchema = schema["items"] {
                for (index, item) in items.enumerated() { problems += self.problems(item, against: itemSchema, at: "\(path)[\(index)]") }
            }
        }
        if let members = value.objectValue {
            let properties = schema["properties"]?.objectValue ?? [:]
            for key in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where members[key] == nil {
                problems.append("\(path).\(key) is required")
            }
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                if let propertySchema = properties[key] {
                    problems += self.problems(member, against: propertySchema, at: "\(path).\(key)")
                } else if schema["additionalProperties"] == false {
                    problems.append("\(path).\(key) is not an argument of this tool (it takes \(properties.keys.sorted().joined(separator: ", ")))")
                }
            }
        }
        return problems
    }

    private static func matches(_ value: JSONValue, _ type: String) -> Bool {
        switch type {
        case "string": return value.stringValue != nil
        case "integer": return value.intValue != nil
        case "number": return value.intValue != nil || { if case .double = value { return true } else { return false } }()
        case "boolean": return value.boolValue != nil
        case "array": return value.arrayValue != nil
        case "object": return value.objectValue != nil
        case "null": return value == .null
        default: return true
        }
    }

    private static func article(_ type: String) -> String {
        type.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
