// didOpen, didChange, didClose and didSave.

import Foundation
import JSONRPC
import RuleEngine

extension LanguageServer {
    func didOpen(_ params: JSONValue?) throws(ResponseError) {
        let item = params?["textDocument"]
        let uri = try required(item?["uri"]?.stringValue, "textDocument.uri")
        let text = try required(item?["text"]?.stringValue, "textDocument.text")
        let version = item?["version"]?.intValue ?? 0
        let document = OpenDocument(uri: uri, version: version, text: text, workspaceRoots: workspaceRoots)
        document.configuration = configuration(for: document)
        documents.open(document)
        publishDiagnostics(for: document)
    }

    func didChange(_ params: JSONValue?) throws(ResponseError) {
        let uri = try required(params?[path: "textDocument", "uri"]?.stringValue, "textDocument.uri")
        let changes = try required(params?["contentChanges"]?.arrayValue, "contentChanges")
        guard let document = documents[uri] else {
            throw ResponseError(.invalidParams, "no open document \(uri); open it with didOpen first")
        }
        for change in changes {
            let text = try required(change["text"]?.stringValue, "contentChanges[].text")
            if let range = change["range"] {
                let bytes = try document.converter(encoding).byteRange(of: range, "contentChanges[].range")
                document.source.apply(ByteEdit(range: bytes, replacement: text))
            } else {
                document.source.replaceAll(with: Array(text.utf8))
            }
        }
        if let version = params?[path: "textDocument", "version"]?.intValue {
            if version <= document.version {
                log(.warning, "didChange for \(uri) went from version \(document.version) to \(version); the change is applied as sent")
            }
            document.version = version
        }
        // A change still queued for this document will publish; linting now would be wasted work.
        guard !hasQueuedChange(for: uri) else { return }
        publishDiagnostics(for: document)
        startCompaction(of: document)
    }

    func didClose(_ params: JSONValue?) throws(ResponseError) {
        let uri = try required(params?[path: "textDocument", "uri"]?.stringValue, "textDocument.uri")
        documents.close(uri)
        guard !client.pullDiagnostics else { return }
        send(.notification(method: "textDocument/publishDiagnostics", params: DiagnosticBuilder.publishParams(uri: uri, version: nil, diagnostics: [])))
    }

    func didSave(_ params: JSONValue?) throws(ResponseError) {
        let uri = try required(params?[path: "textDocument", "uri"]?.stringValue, "textDocument.uri")
        if uri.hasSuffix("/" + ConfigurationFiles.fileName) { configurationFilesChanged() }
    }

    private func hasQueuedChange(for uri: String) -> Bool {
        inbox.hasQueuedChange(for: uri)
    }

    /// The findings for a document's current text under its configuration.
    func lint(_ document: OpenDocument) -> [Finding] {
        let loaded = document.configuration ?? .defaults
        guard !(document.path.map(loaded.excludes) ?? false) else { return [] }
        return linter(for: loaded.configuration.lintOptions).lint(document.source, projectPath: projectPath(of: document), state: document.lintState)
    }

    func projectPath(of document: OpenDocument) -> String? {
        document.path.flatMap { (document.configuration ?? .defaults).projectPath(of: $0) } ?? document.projectPath
    }

    /// Pushes diagnostics, unless the client pulls them itself.
    func publishDiagnostics(for document: OpenDocument) {
        guard !client.pullDiagnostics else { return }
        let findings = lint(document)
        reportParserHazard(of: document)
        document.publishedFindings = (document.version, findings)
        let diagnostics = self.diagnostics(for: document)
        send(.notification(
            method: "textDocument/publishDiagnostics",
            params: DiagnosticBuilder.publishParams(uri: document.uri, version: document.version, diagnostics: diagnostics)))
    }

    static let compactionDone = "$/a11y-lsp/compactionDone"

    /// Old trees hold memory until a full parse lets go of them: make one on another thread,
    /// and take it (in `compactionDone`) if the document has not changed meanwhile.
    func startCompaction(of document: OpenDocument) {
        guard document.compaction == nil, let job = document.source.makeCompaction() else { return }
        document.compaction = job
        let inbox = self.inbox
        let uri = document.uri
        let thread = Thread {
            job.run()
            inbox.push(.message(.notification(method: Self.compactionDone, params: ["uri": .string(uri)])))
        }
        thread.stackSize = 256 << 20
        thread.start()
    }

    /// True while some document's background full parse has not been taken (for the benchmark).
    var hasCompactionRunning: Bool { documents.all.contains { $0.compaction != nil } }

    func compactionDone(_ params: JSONValue?) {
        guard let uri = params?["uri"]?.stringValue, let document = documents[uri], let job = document.compaction else { return }
        document.compaction = nil
        document.source.adopt(job)
    }

    /// Tells the user once, while it lasts, that a document is not checked and why.
    func reportParserHazard(of document: OpenDocument) {
        let hazard = document.source.parserHazard
        guard hazard != document.reportedHazard else { return }
        document.reportedHazard = hazard
        if let hazard { showMessage(.warning, "a11y-lsp does not check \(document.uri): it has \(hazard).") }
    }

    func linter(for options: LintOptions) -> Linter {
        if let cached = linters[options] { return cached }
        let linter = Linter(options: options)
        linters[options] = linter
        return linter
    }
}
