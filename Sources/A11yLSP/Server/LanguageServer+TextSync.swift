// didOpen, didChange, didClose and didSave.

import Foundation
import JSONRPC
import RuleEngine

extension LanguageServer {
    func didOpen(_ message: DidOpenNotification) throws(ResponseError) {
        if !client.watchedFilesRegistration { checkConfigurationFilesOnDisk() }
        // A client that starts the server for more than Swift (or opens the configuration file in
        // it) sends other languages too: they are kept, not read as Swift.
        let isSwift = message.languageID.map { $0 == "swift" } ?? true || message.uri.hasSuffix(".swift")
        let document = OpenDocument(uri: message.uri, version: message.version, text: message.text, workspaceRoots: workspaceRoots, isSwift: isSwift)
        document.configuration = configuration(for: document)
        documents.open(document)
        adoptIndexedSummary(for: document)
        publishDiagnostics(for: document)
        completeSummaries(of: document)
    }

    /// A document opened with the bytes the index read from the disk is first linted on the
    /// summary the index holds (see `IncrementalLintState.adopt`). Only when its diagnostics are
    /// pushed now: a client that pulls may change the text before the first lint.
    private func adoptIndexedSummary(for document: OpenDocument) {
        guard !client.pullDiagnostics, document.isSwift, !document.isExcluded, let path = document.path,
            let source = workspace.summarySources[path], let summary = workspace.index.summaries[path],
            source == SummarySource(bytes: document.source.bytes, platform: lintOptions(for: document).platform)
        else { return }
        document.lintState.adopt(summary)
    }

    /// Once a document's first diagnostics are out: the declarations' own summaries its lint took
    /// from the index. They are the index's; were they not, the index learns them and the
    /// document is checked again against it.
    private func completeSummaries(of document: OpenDocument) {
        guard document.lintState.summariesPending,
            linter(for: lintOptions(for: document)).completeSummaries(document.source, state: document.lintState) != nil
        else { return }
        let before = workspace.index.stamp
        noteSummary(of: document)
        if workspace.index.stamp != before { publishDiagnostics(for: document) }
    }

    func didChange(_ message: DidChangeNotification) throws(ResponseError) {
        let uri = message.uri
        guard let document = documents[uri] else {
            throw ResponseError(.invalidParams, "no open document \(uri); open it with didOpen first")
        }
        for change in message.changes {
            if let range = change.range {
                let bytes = document.converter(encoding).byteRange(of: range)
                document.source.apply(ByteEdit(range: bytes, replacement: change.text))
            } else {
                document.source.replaceAll(with: Array(change.text.utf8))
            }
        }
        worker.documentChanged(uri)
        if let version = message.version {
            if version <= document.version {
                log(.warning, "didChange for \(uri) went from version \(document.version) to \(version); the change is applied as sent")
            }
            document.version = version
        }
        // A change still queued for this document will publish; linting now would be wasted work.
        guard !hasQueuedChange(for: uri) else { return }
        if !client.watchedFilesRegistration { checkConfigurationFilesOnDisk() }
        publishDiagnostics(for: document)
        startCompaction(of: document)
    }

    func didClose(_ message: DidCloseNotification) {
        let uri = message.uri
        let closed = documents.close(uri)
        worker.documentChanged(uri)
        // The index held the editor's text of the file: it goes back to what the disk holds.
        if let path = closed?.path, closed?.isSwift == true {
            var linters: [Platform: Linter] = [:]
            workspace.update(path: path, with: BackgroundIndexer.summary(of: path, linter: &linters, platform: platform(ofFile: path)))
            indexChanged()
        }
        guard !client.pullDiagnostics else { return }
        send(.notification(method: "textDocument/publishDiagnostics", params: DiagnosticBuilder.publishParams(uri: uri, version: nil, diagnostics: [])))
    }

    func didSave(_ message: DidSaveNotification) {
        if message.uri.hasSuffix("/" + ConfigurationFiles.fileName) {
            configurationFilesChanged()
        } else if !client.watchedFilesRegistration {
            checkConfigurationFilesOnDisk(force: true)
        }
    }

    private func hasQueuedChange(for uri: String) -> Bool {
        inbox.hasQueuedChange(for: uri)
    }

    /// The findings for a document's current text under its configuration.
    func lint(_ document: OpenDocument) -> [Finding] {
        guard document.isSwift, !document.isExcluded else { return [] }
        let findings = linter(for: lintOptions(for: document)).lint(
            document.source, projectPath: document.pathForTests, state: document.lintState, workspace: workspaceContext(for: document))
        noteSummary(of: document)
        return findings
    }

    /// Pushes diagnostics, unless the client pulls them itself.
    func publishDiagnostics(for document: OpenDocument) {
        guard !client.pullDiagnostics, document.isSwift else { return }
        let findings = lint(document)
        reportParserHazard(of: document)
        document.publishedFindings = (document.version, findings)
        let diagnostics = self.diagnostics(for: document)
        send(.notification(
            method: "textDocument/publishDiagnostics",
            params: DiagnosticBuilder.publishParams(uri: document.uri, version: document.version, diagnostics: diagnostics)))
    }

    /// Old trees hold memory until a full parse lets go of them: make one on another thread,
    /// and take it (in `compactionDone`) if the document has not changed meanwhile.
    func startCompaction(of document: OpenDocument) {
        guard document.isSwift, document.compaction == nil, let job = document.source.makeCompaction() else { return }
        document.compaction = job
        let inbox = self.inbox
        let uri = document.uri
        let thread = Thread {
            job.run()
            inbox.post(.compactionDone(uri: uri))
        }
        thread.stackSize = 256 << 20
        thread.start()
    }

    /// True while some document's background full parse has not been taken (for the benchmark).
    var hasCompactionRunning: Bool { documents.all.contains { $0.compaction != nil } }

    func compactionDone(uri: String) {
        guard let document = documents[uri], let job = document.compaction else { return }
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

    /// What the first didOpen would otherwise pay for, done while the client is still starting:
    /// the linter for the default configuration and the threads that check declarations.
    func prepareForDocuments() {
        _ = linter(for: LoadedConfiguration.defaults.configuration.lintOptions(for: nil))
        Linter.startHelperThreads()
    }

    func linter(for options: LintOptions) -> Linter {
        if let cached = linters[options] { return cached }
        let linter = Linter(options: options)
        linters[options] = linter
        return linter
    }
}
