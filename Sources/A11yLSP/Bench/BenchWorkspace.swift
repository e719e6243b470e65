// A benchmark's server with its index warm, as the budgets are stated: initialized with the
// file's workspace folder and fed the indexer's batches until indexing has finished, before
// anything is timed. The file is then opened under its own path, so its summary from the disk
// is the one its editor text replaces, as in an editor.

import Foundation
import JSONRPC
import RuleEngine

struct BenchWorkspace {
    /// The folder indexed; nil for a server with no workspace (a generated file, or `--no-index`).
    let root: String?
    /// The opened file's URI, its own path, when there is a workspace.
    let uri: String?

    /// `file` is the benchmarked file's path (nil for generated text); `folder` the workspace
    /// asked for, else the file's project (`WorkspaceFiles.projectRoot`), unless `indexing` is off.
    init(file: String?, folder: String?, indexing: Bool) {
        let absolute = file.map(ConfigurationFiles.absolute)
        let root = indexing ? (folder.map(ConfigurationFiles.absolute) ?? absolute.flatMap(WorkspaceFiles.projectRoot)) : nil
        self.root = absolute == nil ? nil : root
        uri = self.root == nil ? nil : absolute.map(DocumentURI.fileURI)
    }

    /// What the bench prints about its index.
    var description: String {
        guard let root else { return "  index: none (no workspace folder)" }
        return "  index: warm (the Swift files of \(root) indexed before anything is timed)"
    }

    /// The URI to open: the file's own when there is a workspace, else the one given.
    func uri(or madeUp: String) -> String { uri ?? madeUp }

    /// Initializes `server` (driven on this thread) with the workspace folder, if any, and returns
    /// once the index is built.
    func initialize(_ server: LanguageServer, inbox: Inbox, initializationOptions: JSONValue? = nil) {
        var params: [String: JSONValue] = ["capabilities": [:]]
        if let initializationOptions { params["initializationOptions"] = initializationOptions }
        if let root { params["workspaceFolders"] = [["uri": .string(DocumentURI.fileURI(root)), "name": "bench"]] }
        _ = server.handle(.message(.request(id: .number(1), method: "initialize", params: .object(params))))
        _ = server.handle(.message(.notification(method: "initialized", params: [:])))
        while server.workspace.isIndexing, let item = inbox.next() { _ = server.handle(item) }
    }

    /// Closes the opened file, untimed, so the next run opens it afresh.
    func close(in server: LanguageServer) {
        guard let uri else { return }
        _ = server.handle(.message(.notification(method: "textDocument/didClose", params: ["textDocument": ["uri": .string(uri)]])))
    }
}
