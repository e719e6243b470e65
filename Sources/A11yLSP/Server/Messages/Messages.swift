// The LSP messages the server reads, one type each: a message decodes its params once,
// in its initializer, and handlers take the typed value. Adding a method is a type here
// and a line in the dispatch table (LanguageServer+Dispatch.swift).

import JSONRPC

/// A message a client sends, decoded from its `params`.
protocol ClientMessage: Sendable {
    static var method: String { get }
    init(params: JSONValue?) throws(ResponseError)
}

/// A range as the client sends it, in the negotiated encoding.
struct LSPRange: Hashable, Sendable {
    var start: Position
    var end: Position

    init(json: JSONValue?, _ description: String) throws(ResponseError) {
        start = try Position(json: json?["start"], "\(description).start")
        end = try Position(json: json?["end"], "\(description).end")
    }
}

/// `textDocument.uri`, which nearly every document message has.
private func documentURI(_ params: JSONValue?) throws(ResponseError) -> String {
    try required(params?[path: "textDocument", "uri"]?.stringValue, "textDocument.uri")
}

// MARK: Lifecycle

struct InitializeRequest: ClientMessage {
    static let method = "initialize"
    let capabilities: ClientCapabilities
    /// Paths of the workspace folders, `rootUri` and `rootPath`.
    let workspaceRoots: [String]
    let initializationOptions: JSONValue?

    init(params: JSONValue?) {
        capabilities = ClientCapabilities(params?["capabilities"])
        let folders = params?["workspaceFolders"]?.arrayValue?.compactMap { $0["uri"]?.stringValue } ?? []
        let rootURI = params?["rootUri"]?.stringValue
        var roots = (folders + [rootURI].compactMap { $0 }).compactMap(DocumentURI.path(of:))
        if let rootPath = params?["rootPath"]?.stringValue { roots.append(rootPath) }
        workspaceRoots = roots
        let options = params?["initializationOptions"]
        initializationOptions = options == .null ? nil : options
    }
}

struct ShutdownRequest: ClientMessage {
    static let method = "shutdown"
    init(params: JSONValue?) {}
}

struct InitializedNotification: ClientMessage {
    static let method = "initialized"
    init(params: JSONValue?) {}
}

struct CancelRequestNotification: ClientMessage {
    static let method = "$/cancelRequest"
    let id: RequestID

    init(params: JSONValue?) throws(ResponseError) {
        id = try required(params?["id"].flatMap(RequestID.init), "id")
    }
}

// MARK: Text synchronisation

struct DidOpenNotification: DocumentMessage {
    static let method = "textDocument/didOpen"
    let uri: String
    let languageID: String?
    let version: Int
    let text: String

    init(params: JSONValue?) throws(ResponseError) {
        let item = params?["textDocument"]
        uri = try required(item?["uri"]?.stringValue, "textDocument.uri")
        text = try required(item?["text"]?.stringValue, "textDocument.text")
        languageID = item?["languageId"]?.stringValue
        version = item?["version"]?.intValue ?? 0
    }
}

struct DidChangeNotification: DocumentMessage {
    static let method = "textDocument/didChange"

    struct Change: Sendable {
        /// Nil: the change replaces the whole text.
        let range: LSPRange?
        let text: String
    }

    let uri: String
    let version: Int?
    let changes: [Change]

    init(params: JSONValue?) throws(ResponseError) {
        uri = try documentURI(params)
        version = params?[path: "textDocument", "version"]?.intValue
        changes = try required(params?["contentChanges"]?.arrayValue, "contentChanges").map { change throws(ResponseError) in
            let text = try required(change["text"]?.stringValue, "contentChanges[].text")
            let range = try change["range"].map { range throws(ResponseError) in try LSPRange(json: range, "contentChanges[].range") }
            return Change(range: range, text: text)
        }
    }
}

struct DidCloseNotification: DocumentMessage {
    static let method = "textDocument/didClose"
    let uri: String
    init(params: JSONValue?) throws(ResponseError) { uri = try documentURI(params) }
}

struct DidSaveNotification: DocumentMessage {
    static let method = "textDocument/didSave"
    let uri: String
    init(params: JSONValue?) throws(ResponseError) { uri = try documentURI(params) }
}

// MARK: Workspace

struct DidChangeConfigurationNotification: ClientMessage {
    static let method = "workspace/didChangeConfiguration"
    /// The settings pushed with the notification; nil when the client sent none (it expects a pull).
    let settings: JSONValue?

    init(params: JSONValue?) {
        let value = params?["settings"]
        settings = value == .null || value?.objectValue?.isEmpty == true ? nil : value
    }
}

struct DidChangeWatchedFilesNotification: ClientMessage {
    static let method = "workspace/didChangeWatchedFiles"
    enum Change: Int { case created = 1, changed = 2, deleted = 3 }
    let changes: [(uri: String, change: Change)]
    var uris: [String] { changes.map(\.uri) }

    init(params: JSONValue?) {
        changes = params?["changes"]?.arrayValue?.compactMap { item in
            guard let uri = item["uri"]?.stringValue else { return nil }
            return (uri, item["type"]?.intValue.flatMap(Change.init(rawValue:)) ?? .changed)
        } ?? []
    }
}

// MARK: Language features

struct WorkspaceDiagnosticRequest: ClientMessage {
    static let method = "workspace/diagnostic"
    /// The result ids the client holds, by document URI.
    let previousResultIDs: [String: String]
    let partialResultToken: JSONValue?

    init(params: JSONValue?) {
        var previous: [String: String] = [:]
        for item in params?["previousResultIds"]?.arrayValue ?? [] {
            if let uri = item["uri"]?.stringValue, let id = item["value"]?.stringValue { previous[uri] = id }
        }
        previousResultIDs = previous
        partialResultToken = params?["partialResultToken"]
    }
}

struct HoverRequest: DocumentMessage {
    static let method = "textDocument/hover"
    let uri: String
    let position: Position

    init(params: JSONValue?) throws(ResponseError) {
        uri = try documentURI(params)
        position = try Position(json: params?["position"], "position")
    }
}

struct InlayHintRequest: DocumentMessage {
    static let method = "textDocument/inlayHint"
    let uri: String
    let range: LSPRange

    init(params: JSONValue?) throws(ResponseError) {
        uri = try documentURI(params)
        range = try LSPRange(json: params?["range"], "range")
    }
}

struct CodeActionRequest: DocumentMessage {
    static let method = "textDocument/codeAction"

    /// One of our own diagnostics the client sent back as context.
    struct DiagnosticReference: Hashable, Sendable {
        let code: String
        let range: LSPRange
    }

    let uri: String
    let range: LSPRange
    /// The kinds the client wants; nil or empty: all.
    let only: [String]?
    /// Our diagnostics among the context's, or nil when it held none of ours.
    let ourDiagnostics: [DiagnosticReference]?

    init(params: JSONValue?) throws(ResponseError) {
        uri = try documentURI(params)
        range = try LSPRange(json: params?["range"], "range")
        only = params?[path: "context", "only"]?.arrayValue?.compactMap(\.stringValue)
        let ours = (params?[path: "context", "diagnostics"]?.arrayValue ?? []).filter { $0["source"] == .string(DiagnosticBuilder.source) }
        ourDiagnostics = ours.isEmpty ? nil : ours.compactMap { diagnostic in
            guard let code = diagnostic["code"]?.stringValue, let range = try? LSPRange(json: diagnostic["range"], "range") else { return nil }
            return DiagnosticReference(code: code, range: range)
        }
    }
}

struct DocumentDiagnosticRequest: DocumentMessage {
    static let method = "textDocument/diagnostic"
    let uri: String
    let previousResultID: String?

    init(params: JSONValue?) throws(ResponseError) {
        uri = try documentURI(params)
        previousResultID = params?["previousResultId"]?.stringValue
    }
}

struct CodeLensRequest: DocumentMessage {
    static let method = "textDocument/codeLens"
    let uri: String

    init(params: JSONValue?) throws(ResponseError) { uri = try documentURI(params) }
}

/// `workspace/executeCommand` for the one command the server offers: the accessibility tree of
/// the view at `[uri, position]`.
struct ExecuteCommandRequest: DocumentMessage {
    static let method = "workspace/executeCommand"
    static let accessibilityTree = "a11y-lsp.accessibilityTree"
    let uri: String
    let position: Position

    init(params: JSONValue?) throws(ResponseError) {
        let command = try required(params?["command"]?.stringValue, "command")
        guard command == Self.accessibilityTree else {
            throw ResponseError(.invalidParams, "unknown command \(command) (known: \(Self.accessibilityTree))")
        }
        let arguments = params?["arguments"]?.arrayValue ?? []
        uri = try required(arguments.first?.stringValue, "arguments[0] (the document's uri)")
        position = try Position(json: arguments.count > 1 ? arguments[1] : nil, "arguments[1] (a position)")
    }
}
