// Findings as LSP diagnostics.

import JSONRPC
import RuleEngine

extension Severity {
    /// LSP DiagnosticSeverity: Error 1, Warning 2, Information 3.
    var lspValue: Int {
        switch self {
        case .error: return 1
        case .warning: return 2
        case .info: return 3
        }
    }
}

enum DiagnosticBuilder {
    static let source = "a11y-lsp"

    static func diagnostic(_ finding: Finding, converter: PositionConverter, uri: String? = nil, documentationBaseURL: String? = nil) -> JSONValue {
        var members: [String: JSONValue] = [
            "range": converter.rangeJSON(finding.range),
            "severity": .int(finding.severity.lspValue),
            "code": .string(finding.ruleID),
            "source": .string(source),
            "message": .string(finding.message),
        ]
        if let documentationBaseURL {
            let base = documentationBaseURL.hasSuffix("/") ? String(documentationBaseURL.dropLast()) : documentationBaseURL
            members["codeDescription"] = ["href": .string("\(base)/\(finding.ruleID).md")]
        }
        if let uri, !finding.related.isEmpty {
            members["relatedInformation"] = .array(finding.related.map { related in
                ["location": ["uri": .string(uri), "range": converter.rangeJSON(related.range)], "message": .string(related.message)]
            })
        }
        return .object(members)
    }

    static func publishParams(uri: String, version: Int?, diagnostics: [JSONValue]) -> JSONValue {
        var members: [String: JSONValue] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
        if let version { members["version"] = .int(version) }
        return .object(members)
    }
}
