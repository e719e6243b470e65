// textDocument/diagnostic: diagnostics on request, for clients that declare it,
// with result ids so an unchanged document costs nothing.

import JSONRPC
import RuleEngine

extension LanguageServer {
    /// The result id of a document's current diagnostics: its version, the configuration
    /// generation and how often its answers from the workspace index changed.
    func resultID(of document: OpenDocument) -> String {
        "\(document.version).\(configurationGeneration).\(document.indexGeneration)"
    }

    func pullDiagnostics(_ request: DocumentDiagnosticRequest) throws(ResponseError) -> JSONValue {
        let document = try openDocument(request.uri)
        let id = resultID(of: document)
        if request.previousResultID == id, !document.source.hasUnparsedEdits {
            return ["kind": "unchanged", "resultId": .string(id)]
        }
        return ["kind": "full", "resultId": .string(id), "items": diagnostics(for: document)]
    }

    /// The diagnostics of a document's current text, as encoded JSON.
    func diagnostics(for document: OpenDocument) -> JSONValue {
        let findings = currentFindings(of: document)
        return DiagnosticBuilder.encodedDiagnostics(
            findings, converter: document.converter(encoding), uri: document.uri, documentationBaseURL: documentationBaseURL(for: document),
            cache: document.diagnosticFragments)
    }

    /// Asks a pulling client to pull again (after the configuration changed).
    func refreshPulledDiagnostics() {
        guard client.pullDiagnostics, client.diagnosticRefresh else { return }
        request("workspace/diagnostic/refresh", .null) { _ in }
    }
}
