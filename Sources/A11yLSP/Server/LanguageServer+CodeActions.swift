// textDocument/codeAction: a quick fix per fix of each finding under the range,
// and "fix all" as a source action.

import JSONRPC
import RuleEngine

extension LanguageServer {
    static let fixAllKind = "source.fixAll.a11y-lsp"
    static let codeActionKinds = ["quickfix", fixAllKind]

    func codeAction(_ request: CodeActionRequest) throws(ResponseError) -> JSONValue {
        let document = try openDocument(request.uri)
        let converter = document.converter(encoding)
        let range = converter.byteRange(of: request.range)
        let only = request.only
        let findings = currentFindings(of: document)
        var actions: [JSONValue] = []

        if Self.kind("quickfix", isWantedBy: only) {
            let mentioned = request.ourDiagnostics.map { Set($0.map { DiagnosticKey(code: $0.code, range: converter.byteRange(of: $0.range)) }) }
            var suppressions: [JSONValue] = []
            var fileWide: Set<String> = []
            for finding in findings where Self.touches(finding.range, range) {
                // Diagnostics the client holds but we no longer report are stale: offer nothing for them.
                if let mentioned, !mentioned.contains(DiagnosticKey(finding)) { continue }
                let diagnostic = DiagnosticBuilder.diagnostic(finding, converter: converter)
                for (index, fix) in finding.fixes.enumerated() {
                    actions.append(CodeActionBuilder.quickFix(
                        title: fix.title, diagnostic: diagnostic, isPreferred: index == 0, edit: workspaceEdit(document, fix.edits, converter: converter)))
                }
                // Suppressions come after every fix, so the fixes stay at the top of the menu.
                guard finding.ruleID != "unknown-rule-in-suppression" else { continue }  // it is about a suppression comment
                let line = SuppressionEdits.disableLine(finding.ruleID, at: finding.range.lowerBound, bytes: document.source.bytes, lines: document.source.lineIndex)
                suppressions.append(CodeActionBuilder.quickFix(
                    title: "Disable \(finding.ruleID) for this line", diagnostic: diagnostic, isPreferred: false,
                    edit: workspaceEdit(document, [line], converter: converter)))
                guard fileWide.insert(finding.ruleID).inserted else { continue }
                let file = SuppressionEdits.disableFile(finding.ruleID, bytes: document.source.bytes, lines: document.source.lineIndex)
                suppressions.append(CodeActionBuilder.quickFix(
                    title: "Disable \(finding.ruleID) for this file", diagnostic: diagnostic, isPreferred: false,
                    edit: workspaceEdit(document, [file], converter: converter)))
            }
            actions += suppressions
        }
        if Self.kind(Self.fixAllKind, isWantedBy: only), let edit = fixAllEdit(for: document, converter: converter) {
            actions.append(CodeActionBuilder.action(title: "Fix all accessibility findings (a11y-lsp)", kind: Self.fixAllKind, edit: edit))
        }
        return .array(actions)
    }

    /// The findings of the document's current text, reusing the last published ones when nothing changed since.
    func currentFindings(of document: OpenDocument) -> [Finding] {
        if let cached = document.publishedFindings, !document.source.hasUnparsedEdits, cached.version == document.version {
            return cached.findings
        }
        let findings = lint(document)
        document.publishedFindings = (document.version, findings)
        return findings
    }

    private func fixAllEdit(for document: OpenDocument, converter: PositionConverter) -> JSONValue? {
        guard document.isSwift else { return nil }
        let fixed = linter(for: lintOptions(for: document)).fixingAll(document.source.bytes, projectPath: document.pathForTests, workspace: workspaceContext(for: document))
        guard fixed.applied > 0 else { return nil }
        // One edit spanning what changed, found by trimming the common start and end.
        let old = document.source.bytes
        let new = fixed.bytes
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let edit = TextEdit(range: prefix..<(old.count - suffix), replacement: String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self))
        return workspaceEdit(document, [edit], converter: converter)
    }

    private func workspaceEdit(_ document: OpenDocument, _ edits: [TextEdit], converter: PositionConverter) -> JSONValue {
        let textEdits: [JSONValue] = edits.map { ["range": converter.rangeJSON($0.range), "newText": .string($0.replacement)] }
        if client.documentChanges {
            // The version makes the client refuse the edit if its text has moved on.
            return ["documentChanges": [["textDocument": ["uri": .string(document.uri), "version": .int(document.version)], "edits": .array(textEdits)]]]
        }
        return ["changes": .object([document.uri: .array(textEdits)])]
    }

    private struct DiagnosticKey: Hashable {
        let code: String
        let range: Range<Int>
        init(_ finding: Finding) { code = finding.ruleID; range = finding.range }
        init(code: String, range: Range<Int>) { self.code = code; self.range = range }
    }

    /// A kind is wanted when no filter is given, or when a filter entry equals it or is a parent of it.
    static func kind(_ kind: String, isWantedBy only: [String]?) -> Bool {
        guard let only, !only.isEmpty else { return true }
        return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }

    /// Overlap, where an empty range (a cursor) touching the finding counts.
    private static func touches(_ finding: Range<Int>, _ requested: Range<Int>) -> Bool {
        finding.overlaps(requested) || (requested.isEmpty && finding.lowerBound <= requested.lowerBound && requested.lowerBound <= finding.upperBound)
            || (finding.isEmpty && requested.contains(finding.lowerBound))
    }
}

/// The reply shape of one code action.
enum CodeActionBuilder {
    static func action(title: String, kind: String, edit: JSONValue) -> JSONValue {
        ["title": .string(title), "kind": .string(kind), "edit": edit]
    }

    static func quickFix(title: String, diagnostic: JSONValue, isPreferred: Bool, edit: JSONValue) -> JSONValue {
        ["title": .string(title), "kind": "quickfix", "diagnostics": [diagnostic], "isPreferred": .bool(isPreferred), "edit": edit]
    }
}
