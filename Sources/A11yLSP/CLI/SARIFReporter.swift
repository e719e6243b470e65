// `--format sarif`: SARIF 2.1.0, with rule metadata, links to the rule pages and
// fixes as SARIF fixes, for GitHub code scanning and other SARIF viewers.

import Foundation
import JSONRPC
import RuleEngine

enum SARIFReporter {
    static func render(_ reports: [FileReport], rules: [any Rule.Type] = RuleRegistry.all) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
        var results: [JSONValue] = []
        for report in reports {
            for finding in report.findings {
                var result: [String: JSONValue] = [
                    "ruleId": .string(finding.ruleID),
                    "level": .string(level(finding.severity)),
                    "message": ["text": .string(finding.message)],
                    "locations": [location(report, finding.range)],
                ]
                if let index = ruleIndex[finding.ruleID] { result["ruleIndex"] = .int(index) }
                if !finding.related.isEmpty {
                    result["relatedLocations"] = .array(finding.related.enumerated().map { index, related in
                        var related = location(report, related.range, message: related.message)
                        if case .object(var members) = related { members["id"] = .int(index); related = .object(members) }
                        return related
                    })
                }
                if !finding.fixes.isEmpty {
                    result["fixes"] = .array(finding.fixes.map { fix in
                        [
                            "description": ["text": .string(fix.title)],
                            "artifactChanges": [[
                                "artifactLocation": artifact(report.path),
                                "replacements": .array(fix.edits.map { edit in
                                    ["deletedRegion": region(report, edit.range), "insertedContent": ["text": .string(edit.replacement)]]
                                }),
                            ]],
                        ]
                    })
                }
                results.append(.object(result))
            }
        }
        let driver: JSONValue = [
            "name": .string(ToolInfo.name),
            "version": .string(ToolInfo.version),
            "semanticVersion": .string(ToolInfo.version),
            "informationUri": .string(ToolInfo.repositoryURL),
            "rules": .array(rules.map(descriptor)),
        ]
        let log: JSONValue = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": driver],
                "columnKind": "utf16CodeUnits",
                "originalUriBaseIds": ["SRCROOT": ["uri": .string(URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true).absoluteString)]],
                "results": .array(results),
            ]],
        ]
        return log.description + "\n"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    private static func descriptor(_ rule: any Rule.Type) -> JSONValue {
        let page = ToolInfo.rulePageURL(rule.id)
        return [
            "id": .string(rule.id),
            "shortDescription": ["text": .string(rule.summary)],
            "fullDescription": ["text": .string(rule.rationale)],
            "help": ["text": .string(rule.fixDescription), "markdown": .string(rule.fixDescription + "\n\nSee [\(rule.id)](\(page)).")],
            "helpUri": .string(page),
            "defaultConfiguration": ["level": .string(level(rule.severity)), "enabled": .bool(rule.isOnByDefault)],
            "properties": ["tags": .array((["accessibility"] + rule.wcag.map { "WCAG \($0)" } + rule.components.map(\.rawValue)).map(JSONValue.string))],
        ]
    }

    private static func artifact(_ path: String) -> JSONValue {
        let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        if relative.hasPrefix("/") { return ["uri": .string(URL(fileURLWithPath: relative).absoluteString)] }
        return ["uri": .string(relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative), "uriBaseId": "SRCROOT"]
    }

    private static func location(_ report: FileReport, _ range: Range<Int>, message: String? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["physicalLocation": ["artifactLocation": artifact(report.path), "region": region(report, range)]]
        if let message { members["message"] = ["text": .string(message)] }
        return .object(members)
    }

    /// A SARIF region: 1-based lines, 1-based UTF-16 columns (`columnKind` above), end column exclusive.
    private static func region(_ report: FileReport, _ range: Range<Int>) -> JSONValue {
        let start = report.utf16Location(of: range.lowerBound)
        let end = report.utf16Location(of: range.upperBound)
        return ["startLine": .int(start.line), "startColumn": .int(start.column), "endLine": .int(end.line), "endColumn": .int(end.column)]
    }
}

enum GitHubReporter {
    /// Workflow commands: `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`.
    static func render(_ reports: [FileReport]) -> String {
        var output = ""
        for report in reports {
            for finding in report.findings {
                let start = report.location(of: finding.range.lowerBound)
                let end = report.location(of: finding.range.upperBound)
                let command: String
                switch finding.severity {
                case .error: command = "error"
                case .warning: command = "warning"
                case .info: command = "notice"
                }
                let properties = [
                    "file=\(escapeProperty(report.path))", "line=\(start.line)", "col=\(start.column)",
                    "endLine=\(end.line)", "endColumn=\(end.column)", "title=\(escapeProperty("a11y-lsp " + finding.ruleID))",
                ]
                output += "::\(command) \(properties.joined(separator: ","))::\(escapeData(finding.message))\n"
            }
        }
        return output
    }

    private static func escapeData(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
