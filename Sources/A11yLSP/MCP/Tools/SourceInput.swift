// The Swift text most tools take, with the path and platform it is judged by, and the
// findings as the tools return them.

import Foundation
import JSONRPC
import RuleEngine

struct SourceInput {
    let bytes: [UInt8]
    /// As given, or `Source.swift`; what findings name as their file.
    let path: String
    let linter: Linter
    /// Below the project folder, which tells tests and previews apart.
    let projectPath: String

    static let properties: [String: JSONValue] = [
        "source": ["type": "string", "description": "The Swift source text of one file."],
        "path": [
            "type": "string",
            "description": "The file's path (relative to the server's working folder, or absolute). The nearest .a11y-lsp.json above it configures the rules, and test or preview files are told apart by it. The file need not exist.",
        ],
        "platform": [
            "type": "string", "enum": .array(Platform.allCases.map { .string($0.rawValue) }),
            "description": "The platform #if conditions are judged for (default: the configuration's, else iOS).",
        ],
    ]

    init(_ arguments: ToolArguments) throws(ToolFailure) {
        bytes = Array((arguments.string("source") ?? "").utf8)
        path = arguments.string("path") ?? "Source.swift"
        let loaded: LoadedConfiguration
        do {
            loaded = arguments.string("path") == nil ? .defaults : try ConfigurationFiles(reader: .json).configuration(forFile: path)
        } catch {
            throw ToolFailure("The configuration for \(path) is not valid: \(error)")
        }
        var options = loaded.configuration.lintOptions
        if let platform = arguments.string("platform").flatMap(Platform.init(rawValue:)) { options.platform = platform }
        linter = Linter(options: options, parallel: false)
        projectPath = loaded.projectPath(of: path) ?? (path as NSString).lastPathComponent
    }

    /// The parsed text; a failure for text the parser must not be given.
    func document() throws(ToolFailure) -> SourceDocument {
        let document = SourceDocument(bytes: bytes, forEditing: false)
        if let hazard = document.parserHazard { throw ToolFailure("The source is not checked: \(hazard)") }
        return document
    }

    func report(_ bytes: [UInt8], findings: [Finding]) -> FileReport {
        FileReport(path: path, bytes: bytes, lines: LineIndex(bytes), findings: findings)
    }
}

enum FindingJSON {
    /// A finding as the tools return it: where, what, its rule page and its fixes as edits.
    static func json(_ finding: Finding, in report: FileReport) -> JSONValue {
        var members = JSONReporter.json(finding, in: report)
        members["rulePage"] = .string(ToolInfo.rulePageURL(finding.ruleID))
        members["fixes"] = .array(finding.fixes.map { fix in
            [
                "title": .string(fix.title),
                "safe": .bool(fix.isSafe),
                "edits": .array(fix.edits.map { edit in
                    var range = JSONReporter.range(edit.range, in: report)
                    range["newText"] = .string(edit.replacement)
                    return .object(range)
                }),
            ]
        })
        return .object(members)
    }

    /// The shape of one finding, for output schemas.
    static let schema: JSONValue = [
        "type": "object",
        "required": ["file", "line", "column", "endLine", "endColumn", "rule", "severity", "message", "rulePage", "fixes"],
        "properties": [
            "file": ["type": "string"],
            "line": ["type": "integer"], "column": ["type": "integer"],
            "endLine": ["type": "integer"], "endColumn": ["type": "integer"],
            "rule": ["type": "string"],
            "severity": ["type": "string", "enum": ["error", "warning", "info"]],
            "message": ["type": "string"],
            "rulePage": ["type": "string"],
            "fixes": [
                "type": "array",
                "items": [
                    "type": "object",
                    "required": ["title", "safe", "edits"],
                    "properties": [
                        "title": ["type": "string"],
                        "safe": ["type": "boolean"],
                        "edits": ["type": "array", "items": [
                            "type": "object",
                            "required": ["line", "column", "endLine", "endColumn", "newText"],
                            "properties": [
                                "line": ["type": "integer"], "column": ["type": "integer"],
                                "endLine": ["type": "integer"], "endColumn": ["type": "integer"],
                                "newText": ["type": "string"],
                            ],
                        ]],
                    ],
                ],
            ],
        ],
    ]

    /// `{"findings": […], "summary": "…"}` and whatever else a tool adds.
    static func findingsSchema(extra: [String: JSONValue] = [:], required: [String] = []) -> JSONValue {
        var properties: [String: JSONValue] = ["findings": ["type": "array", "items": schema], "summary": ["type": "string"]]
        properties.merge(extra) { _, new in new }
        return ["type": "object", "required": .array((["findings", "summary"] + required).map(JSONValue.string)), "properties": .object(properties)]
    }
}
