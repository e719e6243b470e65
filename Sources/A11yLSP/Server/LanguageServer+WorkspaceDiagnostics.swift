// workspace/diagnostic: every finding in the project, files never opened included, so a
// client can list them all. Computed on the request worker against a snapshot of the index;
// a file whose text and answers from the index are unchanged since the client's result id
// is reported `unchanged`, and with a partial-result token reports stream in batches.

import Foundation
import JSONRPC
import RuleEngine

/// What the last workspace/diagnostic computed for each file not open, to reuse it.
final class PulledWorkspaceResults: @unchecked Sendable {
    struct Result {
        let contentHash: UInt64
        let settings: String
        let dependencies: IndexDependencies
        let resultID: String
        let items: JSONValue
    }

    private let lock = NSLock()
    private var results: [String: Result] = [:]

    subscript(path: String) -> Result? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return results[path]
        }
        set {
            lock.lock()
            results[path] = newValue
            lock.unlock()
        }
    }
}

extension LanguageServer {
    func workspaceDiagnostics(_ request: WorkspaceDiagnosticRequest) -> Reply {
        // Open documents report what the editor shows: their current findings, taken here on the loop.
        var reports: [JSONValue] = []
        var openPaths: Set<String> = []
        for document in documents.all where document.isSwift {
            if let path = document.path { openPaths.insert(path) }
            let id = resultID(of: document)
            if request.previousResultIDs[document.uri] == id, !document.source.hasUnparsedEdits {
                reports.append(["kind": "unchanged", "uri": .string(document.uri), "version": .int(document.version), "resultId": .string(id)])
            } else {
                reports.append(["kind": "full", "uri": .string(document.uri), "version": .int(document.version), "resultId": .string(id), "items": diagnostics(for: document)])
            }
        }
        let files = workspace.files.filter { !openPaths.contains($0) }
        let snapshot = WorkspaceSnapshot(
            index: workspace.index, projects: workspace.projects, settings: settings, configurationFiles: configurationFiles,
            generation: configurationGeneration, encoding: encoding, documentation: Self.bundledDocumentation ?? ToolInfo.repositoryURL + "/blob/main/docs/rules",
            pulled: workspace.pulled)
        let previous = request.previousResultIDs
        let token = request.partialResultToken
        let send = self.send
        let openReports = reports
        return .later {
            var batch = openReports
            for path in files {
                batch.append(snapshot.report(for: path, previous: previous))
                if let token, batch.count >= 50 {
                    send(.notification(method: "$/progress", params: ["token": token, "value": ["items": .array(batch)]]))
                    batch.removeAll()
                }
            }
            if let token, !batch.isEmpty {
                send(.notification(method: "$/progress", params: ["token": token, "value": ["items": .array(batch)]]))
                batch.removeAll()
            }
            return ["items": .array(batch)]
        }
    }
}

/// What a workspace/diagnostic needs from the server loop, taken once so the worker reads no shared state.
struct WorkspaceSnapshot: Sendable {
    let index: WorkspaceIndex
    let projects: ProjectFacts
    let settings: Configuration
    let configurationFiles: ConfigurationFiles
    let generation: Int
    let encoding: PositionEncoding
    let documentation: String
    let pulled: PulledWorkspaceResults

    func report(for path: String, previous: [String: String]) -> JSONValue {
        let uri = DocumentURI.fileURI(path)
        guard let data = FileManager.default.contents(atPath: path) else {
            return ["kind": "full", "uri": .string(uri), "version": .null, "items": []]
        }
        let bytes = [UInt8](data)
        let hash = FindingCache.contentHash(of: bytes)
        let loaded = (try? configurationFiles.configuration(forFile: path)) ?? .defaults
        let options = loaded.configuration.overlaid(with: settings).lintOptions(for: projects.facts(for: path))
        let settingsKey = "\(generation)|\(options.hashValue)"
        var result = pulled[path]
        if let cached = result, cached.contentHash != hash || cached.settings != settingsKey || !index.answersMatch(cached.dependencies, from: path) {
            result = nil
        }
        if result == nil {
            result = lint(bytes, path: path, loaded: loaded, options: options, hash: hash, settingsKey: settingsKey)
            pulled[path] = result
        }
        guard let result else { return ["kind": "full", "uri": .string(uri), "version": .null, "items": []] }
        if previous[uri] == result.resultID {
            return ["kind": "unchanged", "uri": .string(uri), "version": .null, "resultId": .string(result.resultID)]
        }
        return ["kind": "full", "uri": .string(uri), "version": .null, "resultId": .string(result.resultID), "items": result.items]
    }

    private func lint(_ bytes: [UInt8], path: String, loaded: LoadedConfiguration, options: LintOptions, hash: UInt64, settingsKey: String) -> PulledWorkspaceResults.Result {
        var findings: [Finding] = []
        let document = SourceDocument(bytes: bytes, forEditing: false)
        let state = IncrementalLintState()
        if String(validating: bytes, as: UTF8.self) != nil, document.parserHazard == nil, !loaded.excludes(path) {
            let linter = Linter(options: options, parallel: false)
            findings = linter.lint(document, projectPath: loaded.projectPath(of: path), state: state, workspace: WorkspaceContext(index: index, path: path))
        }
        let converter = PositionConverter(bytes: bytes, lines: document.lineIndex, encoding: encoding)
        let items = DiagnosticBuilder.encodedDiagnostics(findings, converter: converter, uri: DocumentURI.fileURI(path), documentationBaseURL: loaded.configuration.docsBaseURL ?? documentation)
        let digest = state.dependencies.sorted { $0.key.description < $1.key.description }.reduce(hash) { ($0 ^ $1.value) &* 0x100_0000_01b3 }
        return .init(contentHash: hash, settings: settingsKey, dependencies: state.dependencies, resultID: String(digest, radix: 16) + "." + settingsKey, items: items)
    }
}
