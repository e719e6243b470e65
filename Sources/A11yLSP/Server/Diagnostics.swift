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

    /// One diagnostic, as the same bytes a publish would hold.
    static func diagnostic(_ finding: Finding, converter: PositionConverter, uri: String? = nil, documentationBaseURL: String? = nil) -> JSONValue {
        let start = converter.position(of: finding.range.lowerBound)
        let end = converter.position(of: finding.range.upperBound)
        let base = documentationBaseURL.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        return .encoded(encode(finding, start: start, end: end, converter: converter, uri: uri, base: base))
    }

    /// The diagnostics of many findings as JSON text, written directly: a keystroke in a large file
    /// republishes thousands of them, and building values first would cost more than the lint.
    /// With `cache`, a finding whose text and position are unchanged since the last publish reuses
    /// its encoded bytes (a keystroke moves offsets but, on other lines, not line and character).
    static func encodedDiagnostics(
        _ findings: [Finding], converter: PositionConverter, uri: String, documentationBaseURL: String?, cache: DiagnosticFragments? = nil
    ) -> JSONValue {
        let base = documentationBaseURL.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        // Findings come sorted by position, as they did last time: walk the old list alongside.
        let previous = cache?.fragments ?? []
        var positions: [(start: Position, end: Position)] = []
        var reused: [DiagnosticFragments.Fragment?] = []
        positions.reserveCapacity(findings.count)
        reused.reserveCapacity(findings.count)
        var identical = cache?.lastOutput != nil && previous.count == findings.count
        var cursor = 0
        for (index, finding) in findings.enumerated() {
            let start = converter.position(of: finding.range.lowerBound)
            let end = converter.position(of: finding.range.upperBound)
            positions.append((start, end))
            while cursor < previous.count, previous[cursor].start < start { cursor += 1 }
            var match: DiagnosticFragments.Fragment?
            var probe = cursor
            while probe < previous.count, previous[probe].start == start {
                let candidate = previous[probe]
                if candidate.end == end, candidate.rule == finding.ruleID, candidate.severity == finding.severity,
                    candidate.message == finding.message, finding.related.isEmpty
                {
                    match = candidate
                    break
                }
                probe += 1
            }
            if match == nil || probe != index { identical = false }
            reused.append(match)
        }
        // Typing inside a line with no finding leaves every diagnostic as it was.
        if identical, let last = cache?.lastOutput { return .encoded(last) }

        var output: [UInt8] = [UInt8(ascii: "[")]
        output.reserveCapacity((cache?.lastOutput?.count ?? findings.count * 400) + 1024)
        var fresh: [DiagnosticFragments.Fragment] = []
        fresh.reserveCapacity(findings.count)
        for (index, finding) in findings.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            let (start, end) = positions[index]
            let fragment = reused[index] ?? DiagnosticFragments.Fragment(
                rule: finding.ruleID, severity: finding.severity, message: finding.message, start: start, end: end,
                bytes: encode(finding, start: start, end: end, converter: converter, uri: uri, base: base))
            output.append(contentsOf: fragment.bytes)
            fresh.append(fragment)
        }
        output.append(UInt8(ascii: "]"))
        cache?.fragments = fresh
        cache?.lastOutput = output
        return .encoded(output)
    }

    private static func encode(_ finding: Finding, start: Position, end: Position, converter: PositionConverter, uri: String?, base: String?) -> [UInt8] {
        var text = JSONText(reservingCapacity: 400)
        do {
            text.beginObject()
            text.key("range")
            writeRange(start, end, into: &text)
            text.key("severity")
            text.int(finding.severity.lspValue)
            text.key("code")
            text.string(finding.ruleID)
            text.key("source")
            text.string(source)
            text.key("message")
            text.string(finding.message)
            if let base {
                text.key("codeDescription")
                text.beginObject()
                text.key("href")
                text.string("\(base)/\(finding.ruleID).md")
                text.endObject()
            }
            if let uri, !finding.related.isEmpty {
                text.key("relatedInformation")
                text.beginArray()
                for related in finding.related {
                    text.beginObject()
                    text.key("location")
                    text.beginObject()
                    text.key("uri")
                    text.string(uri)
                    text.key("range")
                    writeRange(converter.position(of: related.range.lowerBound), converter.position(of: related.range.upperBound), into: &text)
                    text.endObject()
                    text.key("message")
                    text.string(related.message)
                    text.endObject()
                }
                text.endArray()
            }
            text.endObject()
        }
        return text.bytes
    }

    private static func writeRange(_ start: Position, _ end: Position, into text: inout JSONText) {
        text.beginObject()
        text.key("start")
        writePosition(start, into: &text)
        text.key("end")
        writePosition(end, into: &text)
        text.endObject()
    }

    private static func writePosition(_ position: Position, into text: inout JSONText) {
        text.beginObject()
        text.key("line")
        text.int(position.line)
        text.key("character")
        text.int(position.character)
        text.endObject()
    }

    static func publishParams(uri: String, version: Int?, diagnostics: JSONValue) -> JSONValue {
        var members: [String: JSONValue] = ["uri": .string(uri), "diagnostics": diagnostics]
        if let version { members["version"] = .int(version) }
        return .object(members)
    }
}

/// Encoded diagnostics of a document's last publish, in position order.
final class DiagnosticFragments {
    struct Fragment {
        let rule: String
        let severity: Severity
        let message: String
        let start: Position
        let end: Position
        let bytes: [UInt8]
    }

    var fragments: [Fragment] = []
    /// The whole encoded array of the last publish.
    var lastOutput: [UInt8]?
}

extension Position: Comparable {
    static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.character) < (rhs.line, rhs.character) }
}
