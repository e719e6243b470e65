// Output formats of `a11y-lsp lint`.

import JSONRPC
import RuleEngine

enum TextReporter {
    /// `path:line:column: severity: message [rule-id]`. Info findings print as `note`, the
    /// third level Xcode and compilers understand.
    static func render(_ reports: [FileReport]) -> String {
        var output = ""
        for report in reports {
            for finding in report.findings {
                let start = report.location(of: finding.range.lowerBound)
                output += "\(report.path):\(start.line):\(start.column): \(label(finding.severity)): \(finding.message) [\(finding.ruleID)]\n"
            }
        }
        return output
    }

    static func label(_ severity: Severity) -> String {
        severity == .info ? "note" : severity.rawValue
    }

    /// `checked` counts the files actually linted; files skipped (unreadable, not UTF-8, too
    /// complex to parse) are said apart, so a skipped file never reads as a clean one.
    static func summary(_ reports: [FileReport], checked: Int, skipped: Int = 0) -> String {
        let findings = reports.flatMap(\.findings)
        let counts = Severity.allCases.map { severity in (severity, findings.filter { $0.severity == severity }.count) }
        let parts = counts.filter { $0.1 > 0 }.map { "\($0.1) \($0.0.rawValue)\($0.1 == 1 ? "" : "s")" }
        let files = "\(checked) file\(checked == 1 ? "" : "s") checked"
        let line = parts.isEmpty ? "No findings in \(files)." : "\(findings.count) finding\(findings.count == 1 ? "" : "s") (\(parts.joined(separator: ", "))) in \(files)."
        return skipped == 0 ? line : line + " \(skipped) file\(skipped == 1 ? " was" : "s were") skipped (see above) and not checked."
    }
}

enum JSONReporter {
    /// `{"version":1,"findings":[{"file","line","column","endLine","endColumn","rule","severity","message"}]}`;
    /// `endColumn` is exclusive.
    static func render(_ reports: [FileReport]) -> String {
        let findings = reports.flatMap { report in report.findings.map { JSONValue.object(json($0, in: report)) } }
        let document: JSONValue = ["version": 1, "findings": .array(findings)]
        return document.description + "\n"
    }

    /// One finding's members (the MCP tools add to them).
    static func json(_ finding: Finding, in report: FileReport) -> [String: JSONValue] {
        var members = range(finding.range, in: report)
        members["file"] = .string(report.path)
        members["rule"] = .string(finding.ruleID)
        members["severity"] = .string(finding.severity.rawValue)
        members["message"] = .string(finding.message)
        return members
    }

    /// `line`, `column`, `endLine`, `endColumn`: 1-based, columns in UTF-8 bytes, the end exclusive.
    static func range(_ range: Range<Int>, in report: FileReport) -> [String: JSONValue] {
        let start = report.location(of: range.lowerBound)
        let end = report.location(of: range.upperBound)
        return ["line": .int(start.line), "column": .int(start.column), "endLine": .int(end.line), "endColumn": .int(end.column)]
    }
}
