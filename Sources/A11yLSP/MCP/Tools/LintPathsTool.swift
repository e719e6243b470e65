// lint_paths: files and folders on disk, linted as `a11y-lsp lint` does.

import JSONRPC
import RuleEngine

struct LintPathsTool: MCPTool {
    static let defaultLimit = 200

    let name = "lint_paths"
    let title = "Lint Swift files on disk for accessibility"
    let description = """
        Lints Swift files and folders on disk as `a11y-lsp lint` does: every *.swift file under each path (skipping \
        .build and hidden folders), each with the nearest .a11y-lsp.json. Relative paths are taken from the server's \
        working folder. Returns the findings with their fixes as edits (at most maxFindings, errors first) and a summary.
        """
    var inputSchema: JSONValue {
        [
            "type": "object",
            "properties": [
                "paths": ["type": "array", "items": ["type": "string"], "minItems": 1, "description": "Swift files or folders."],
                "maxFindings": [
                    "type": "integer", "minimum": 1,
                    "description": .string("The most findings to return (default \(Self.defaultLimit)); the summary still counts all."),
                ],
            ],
            "required": ["paths"],
            "additionalProperties": false,
        ]
    }
    var outputSchema: JSONValue? {
        FindingJSON.findingsSchema(
            extra: ["truncated": ["type": "boolean"], "problems": ["type": "array", "items": ["type": "string"]]],
            required: ["truncated", "problems"])
    }

    func call(_ arguments: ToolArguments) throws(ToolFailure) -> ToolResult {
        let paths = arguments.strings("paths") ?? []
        let limit = arguments.int("maxFindings") ?? Self.defaultLimit
        let (files, found) = SourceFiles.collect(paths)
        var problems = found.map { "\($0.path): \($0.message)" }
        if files.isEmpty, !problems.isEmpty { throw ToolFailure(problems.joined(separator: "\n")) }
        let jobs: [FileLinter.Job]
        do {
            jobs = try LintCommand.plan(files, configFile: nil)
        } catch {
            throw ToolFailure("a11y-lsp: \(error)")
        }
        var reports: [FileReport] = []
        for result in FileLinter.lint(jobs, threads: 1) {
            switch result {
            case .linted(let report), .unwritable(_, let report): reports.append(report)
            case .unreadable(let path): problems.append("\(path): cannot read the file; skipped")
            case .notUTF8(let path): problems.append("\(path): not valid UTF-8; skipped")
            case .tooComplex(let path, let reason): problems.append("\(path): skipped: \(reason)")
            }
        }
        // Errors first, so a limit keeps the findings that matter most.
        let all = reports.flatMap { report in report.findings.map { (report, $0) } }
        let kept = all.enumerated().sorted { ($0.element.1.severity, $0.offset) < ($1.element.1.severity, $1.offset) }.prefix(limit)
        return ToolResult(structured: [
            "findings": .array(kept.map { FindingJSON.json($0.element.1, in: $0.element.0) }),
            "summary": .string(TextReporter.summary(reports, checked: jobs.count)),
            "truncated": .bool(all.count > limit),
            "problems": .array(problems.map(JSONValue.string)),
        ])
    }
}
