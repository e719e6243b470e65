// The workspace index in the server: read in the background when the client is ready
// (with work-done progress), kept current from open documents' text and watched files,
// and consulted by every lint. When what a document learnt from it changes, the document
// is checked again and republished (or a pulling client is asked to pull again).

import Foundation
import JSONRPC
import RuleEngine

struct ServerWorkspace {
    var index = WorkspaceIndex()
    var projects = ProjectFacts()
    /// Every Swift file the indexer found, by absolute path (for workspace/diagnostic).
    var files: [String] = []
    var indexer: BackgroundIndexer?
    var isIndexing = false
    /// The work-done progress token, once the client accepted it.
    var progressToken: String?
    var progressTotal = 0
    var reportedPercent = -1
    /// Results of workspace/diagnostic for files not open, so unchanged files cost nothing the next time.
    let pulled = PulledWorkspaceResults()
    /// What each summary the index holds was made from, when it was read from the disk (not from
    /// an open document's text).
    var summarySources: [String: SummarySource] = [:]

    /// Puts a summary read from the disk into the index (nil: the file is gone or unreadable).
    mutating func update(path: String, with indexed: IndexedSummary?) {
        index.update(path: path, summary: indexed?.summary)
        summarySources[path] = indexed?.source
    }

    /// Puts an open document's summary into the index: made from the editor's text, so no
    /// document opened later may take it for the disk's bytes.
    mutating func update(path: String, withEditorSummary summary: FileSummary) {
        index.update(path: path, summary: summary)
        summarySources[path] = nil
    }
}

extension LanguageServer {
    // MARK: Indexing

    /// Starts reading the workspace folders in the background.
    func startIndexing() {
        let roots = workspaceRoots.filter { FileManager.default.fileExists(atPath: $0) }
        guard !roots.isEmpty else { return }
        workspace.indexer?.cancel()
        let indexer = BackgroundIndexer(inbox: inbox)
        workspace.indexer = indexer
        workspace.isIndexing = true
        let files = configurationFiles
        let settings = self.settings
        let openPaths = Set(documents.all.compactMap(\.path))
        indexer.start(
            roots: roots,
            excluded: { path in (try? files.configuration(forFile: path + "/x.swift"))?.excludes(path) ?? false },
            platform: { path, projects in
                let loaded = (try? files.configuration(forFile: path))?.configuration.overlaid(with: settings) ?? settings
                return loaded.lintOptions(for: projects.facts(for: path)).platform
            },
            skipping: { openPaths.contains($0) })
    }

    func indexingStarted(fileCount: Int) {
        workspace.progressTotal = fileCount
        guard client.workDoneProgress, fileCount > 0 else { return }
        let token = "a11y-lsp-indexing-\(UUID().uuidString)"
        request("window/workDoneProgress/create", ["token": .string(token)]) { [weak self] reply in
            guard let self, case .success = reply, workspace.isIndexing else { return }
            workspace.progressToken = token
            progress(["kind": "begin", "title": "a11y-lsp", "message": .string("Indexing \(Self.grouped(fileCount)) Swift files"), "percentage": 0, "cancellable": false])
        }
    }

    func indexed(_ summaries: [(path: String, summary: IndexedSummary)], done: Int) {
        let open = Set(documents.all.compactMap(\.path))
        for (path, summary) in summaries where !open.contains(path) {
            workspace.update(path: path, with: summary)
        }
        let total = max(workspace.progressTotal, 1)
        let percent = min(99, done * 100 / total)
        if percent >= workspace.reportedPercent + 5 {
            workspace.reportedPercent = percent
            progress(["kind": "report", "message": .string("\(Self.grouped(done))/\(Self.grouped(total)) files"), "percentage": .int(percent)])
        }
        indexChanged()
    }

    func indexingFinished(strings: [String: String], projects: ProjectFacts, files: [String]) {
        workspace.isIndexing = false
        workspace.files = files
        workspace.index.setStrings(strings)
        workspace.projects = projects
        progress(["kind": "end", "message": .string("Indexed \(Self.grouped(files.count)) Swift files")])
        workspace.progressToken = nil
        // With the project read, "platform": "auto" can give each document its target's platform.
        for document in documents.all { document.configuration = configuration(for: document) }
        indexChanged()
    }

    private func progress(_ value: JSONValue) {
        guard let token = workspace.progressToken else { return }
        send(.notification(method: "$/progress", params: ["token": .string(token), "value": value]))
    }

    static func grouped(_ number: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        return formatter.string(from: NSNumber(value: number)) ?? String(number)
    }

    // MARK: Documents and the index

    /// The lint options of a document: its configuration, for the target the project builds it in.
    func lintOptions(for document: OpenDocument) -> LintOptions {
        let loaded = document.configuration ?? .defaults
        return loaded.configuration.lintOptions(for: document.path.flatMap(workspace.projects.facts(for:)))
    }

    /// The index as a document sees it, under its path (a document without one is its own workspace).
    func workspaceContext(for document: OpenDocument) -> WorkspaceContext {
        WorkspaceContext(index: workspace.index, path: document.path ?? document.uri)
    }

    /// After a document was linted: its summary goes into the index, and when that changed
    /// anything, the documents that depend on it are checked again.
    func noteSummary(of document: OpenDocument) {
        let before = workspace.index.stamp
        workspace.update(path: document.path ?? document.uri, withEditorSummary: document.lintState.summary)
        if workspace.index.stamp != before { indexChanged(except: document.uri) }
    }

    /// The index changed: every open document whose recorded answers no longer hold is checked
    /// again and republished; a client that pulls is asked to pull again.
    func indexChanged(except changed: String? = nil) {
        var stale = false
        for document in documents.all where document.uri != changed && document.isSwift {
            guard !workspace.index.answersMatch(document.lintState.dependencies, from: document.path ?? document.uri) else { continue }
            stale = true
            document.indexGeneration += 1
            if !client.pullDiagnostics { publishDiagnostics(for: document) }
        }
        if stale { refreshPulledDiagnostics() }
    }

    // MARK: Files changed on disk

    /// Asks the client to report created, changed and deleted Swift files and configuration files.
    func watchWorkspaceFiles() {
        guard client.watchedFilesRegistration else { return }
        let watchers: JSONValue = [["globPattern": .string("**/" + ConfigurationFiles.fileName)], ["globPattern": "**/*.swift"]]
        request("client/registerCapability", [
            "registrations": [["id": "a11y-lsp-watched-files", "method": .string(DidChangeWatchedFilesNotification.method), "registerOptions": ["watchers": watchers]]],
        ]) { [weak self] reply in
            if case .failure(let error) = reply { self?.log(.warning, "the client did not watch the workspace's files: \(error.message)") }
        }
    }

    /// Swift files created, changed or deleted outside the editor: their summaries are read again.
    func swiftFilesChanged(_ changes: [(uri: String, change: DidChangeWatchedFilesNotification.Change)]) {
        var linters: [Platform: Linter] = [:]
        let open = Set(documents.all.compactMap(\.path))
        var changedAny = false
        for (uri, change) in changes {
            guard uri.hasSuffix(".swift"), let path = DocumentURI.path(of: uri), !open.contains(path) else { continue }
            let summary = change == .deleted ? nil : BackgroundIndexer.summary(of: path, linter: &linters, platform: platform(ofFile: path))
            workspace.update(path: path, with: summary)
            if change == .deleted { workspace.files.removeAll { $0 == path } } else if !workspace.files.contains(path) { workspace.files.append(path) }
            changedAny = true
        }
        if changedAny { indexChanged() }
    }

    func platform(ofFile path: String) -> Platform {
        let loaded = (try? configurationFiles.configuration(forFile: path))?.configuration.overlaid(with: settings) ?? settings
        return loaded.lintOptions(for: workspace.projects.facts(for: path)).platform
    }
}
