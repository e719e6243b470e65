// The server loop: lifecycle and dispatch. Text sync, configuration and
// diagnostics live in the extensions beside this file; the method → handler table
// is LanguageServer+Dispatch.swift.
//
// One thread handles messages in order; the reader thread only decodes. Nothing a
// client sends ends the loop except `exit` (or the end of the input stream).

import JSONRPC
import RuleEngine

final class LanguageServer {
    enum State { case uninitialized, running, shutDown }

    let inbox: Inbox
    let send: @Sendable (Message) -> Void
    /// Computes hover and inlay hints off the loop (RequestWorker.swift).
    let worker: RequestWorker
    var state = State.uninitialized
    var documents = DocumentStore()
    var encoding = PositionEncoding.utf16
    var client = ClientCapabilities()
    /// Workspace folder paths, to place documents relative to their project.
    var workspaceRoots: [String] = []

    // Configuration (see LanguageServer+Configuration.swift).
    var settings = Configuration()
    let configurationFiles = ConfigurationFiles(reader: .json)
    var lastGoodFileConfigurations: [String: LoadedConfiguration] = [:]
    var reportedConfigurationProblems: Set<String> = []
    /// Whether editor settings were ever read without a problem.
    var hasValidSettings = false
    /// When configuration files were last compared with the disk (for clients that watch none).
    var lastConfigurationDiskCheck: UInt64 = 0
    /// Whether that comparison is running on its thread, and whether another was asked for meanwhile.
    var configurationDiskCheck = (running: false, again: false)
    var linters: [LintOptions: Linter] = [:]
    /// Bumped whenever the configuration changes, so pulled result ids change with it.
    var configurationGeneration = 0

    /// The workspace index and what the background indexer is doing (LanguageServer+Workspace.swift).
    var workspace = ServerWorkspace()

    /// Replies awaited from the client, by the id of the request this server sent.
    private var pendingReplies: [RequestID: (Result<JSONValue, ResponseError>) -> Void] = [:]
    private var nextRequestNumber = 1

    init(inbox: Inbox, send: @escaping @Sendable (Message) -> Void) {
        self.inbox = inbox
        self.send = send
        worker = RequestWorker(inbox: inbox, send: send)
    }

    /// Handles messages until `exit` or the end of input; returns the process exit status.
    func run() -> Int32 {
        while let incoming = inbox.next() {
            if let status = handle(incoming) { return status }
        }
        return state == .shutDown ? 0 : 1
    }

    /// Handles one message or event; returns an exit status when the message was `exit`.
    func handle(_ item: InboxItem) -> Int32? {
        switch item {
        case .client(let message): return handle(message)
        case .event(let event):
            handle(event)
            return nil
        }
    }

    /// Handles one client message; returns an exit status when the message was `exit`.
    func handle(_ incoming: IncomingMessage) -> Int32? {
        switch incoming {
        case .invalid(let id, let error):
            send(.errorResponse(id: id, error: error))
        case .message(.request(let id, let method, let params)):
            handleRequest(id: id, method: method, params: params)
        case .message(.notification(let method, let params)):
            if method == "exit" { return state == .shutDown ? 0 : 1 }
            handleNotification(method: method, params: params)
        case .message(.response(let id, let result)):
            pendingReplies.removeValue(forKey: id)?(.success(result))
        case .message(.errorResponse(let id, let error)):
            if let id { pendingReplies.removeValue(forKey: id)?(.failure(error)) }
        }
        return nil
    }

    /// Sends a request to the client; `onReply` runs on the server loop when the answer comes.
    func request(_ method: String, _ params: JSONValue, onReply: @escaping (Result<JSONValue, ResponseError>) -> Void) {
        let id = RequestID.string("a11y-lsp-\(nextRequestNumber)")
        nextRequestNumber += 1
        pendingReplies[id] = onReply
        send(.request(id: id, method: method, params: params))
    }

    // MARK: Requests

    private func handleRequest(id: RequestID, method: String, params: JSONValue?) {
        if inbox.takeCancellation(of: id) {
            send(.errorResponse(id: id, error: ResponseError(.requestCancelled, "Request \(id) was cancelled")))
            return
        }
        let result: Result<JSONValue, ResponseError>
        switch (state, method) {
        case (.uninitialized, InitializeRequest.method):
            result = .success(initialize(InitializeRequest(params: params)))
        case (.uninitialized, _):
            result = .failure(ResponseError(.serverNotInitialized, "The server has not been initialized; send initialize first"))
        case (.running, InitializeRequest.method):
            result = .failure(ResponseError(.invalidRequest, "The server is already initialized"))
        case (.running, ShutdownRequest.method):
            state = .shutDown
            workspace.indexer?.cancel()
            result = .success(.null)
        case (.running, _):
            guard let route = Self.requestRoutes[method] else {
                result = .failure(ResponseError(.methodNotFound, "Method not found: \(method)"))
                break
            }
            if route.supersedesOlder, let stale = staleness(of: method, params) {
                result = .failure(stale)
                break
            }
            do throws(ResponseError) {
                switch try self.route(route, params) {
                case (.now(let value), _):
                    result = .success(value)
                case (.later(let work), let uri):
                    worker.submit(id: id, method: method, uri: uri ?? "", work: work)
                    return
                }
            } catch {
                result = .failure(error)
            }
        case (.shutDown, _):
            result = .failure(ResponseError(.invalidRequest, "The server is shutting down; only exit is accepted"))
        }
        switch result {
        case .success(let value): send(.response(id: id, result: value))
        case .failure(let error): send(.errorResponse(id: id, error: error))
        }
    }

    /// Why a request about a document is not worth computing: a newer one of its kind, or a
    /// change of its document, is already waiting in the inbox.
    private func staleness(of method: String, _ params: JSONValue?) -> ResponseError? {
        guard let uri = Inbox.documentURI(params) else { return nil }
        if inbox.hasQueuedRequest(method: method, uri: uri) {
            return ResponseError(.contentModified, "A newer \(method) request for this document replaced this one")
        }
        if inbox.hasQueuedChange(for: uri) {
            return ResponseError(.contentModified, "The document changed; this result would describe its old text")
        }
        return nil
    }

    private func initialize(_ request: InitializeRequest) -> JSONValue {
        client = request.capabilities
        encoding = PositionEncoding.negotiate(clientOffers: client.positionEncodings)
        workspaceRoots = request.workspaceRoots
        if let options = request.initializationOptions {
            applySettings(options, from: "initializationOptions")
        }
        state = .running
        var capabilities: [String: JSONValue] = [
            "positionEncoding": .string(encoding.rawValue),
            "textDocumentSync": [
                "openClose": true,
                "change": 2,  // incremental
                "save": ["includeText": false],
            ],
            "codeActionProvider": ["codeActionKinds": .array(Self.codeActionKinds.map(JSONValue.string)), "resolveProvider": false],
            "hoverProvider": true,
            "inlayHintProvider": true,
            "codeLensProvider": ["resolveProvider": false],
            "executeCommandProvider": ["commands": .array(Self.commands.map(JSONValue.string))],
        ]
        if client.pullDiagnostics {
            // A file's findings depend on the custom views, styles and constants of others.
            capabilities["diagnosticProvider"] = ["identifier": "a11y-lsp", "interFileDependencies": true, "workspaceDiagnostics": true]
        }
        return ["capabilities": .object(capabilities), "serverInfo": ["name": .string(ToolInfo.name), "version": .string(ToolInfo.version)]]
    }

    // MARK: Notifications

    private func handleNotification(method: String, params: JSONValue?) {
        guard state == .running else { return }  // before initialize and after shutdown, notifications are dropped
        guard let route = Self.notificationRoutes[method] else { return }  // $/… and unknown notifications need nothing
        do throws(ResponseError) {
            _ = try self.route(route, params)
        } catch {
            log(.warning, "\(method): \(error.message)")
        }
    }

    // MARK: Messages to the user

    enum MessageType: Int { case error = 1, warning = 2, info = 3, log = 4 }

    func log(_ type: MessageType, _ message: String) {
        send(.notification(method: "window/logMessage", params: ["type": .int(type.rawValue), "message": .string(message)]))
    }

    func showMessage(_ type: MessageType, _ message: String) {
        send(.notification(method: "window/showMessage", params: ["type": .int(type.rawValue), "message": .string(message)]))
    }
}

/// The parts of the client's capabilities the server acts on.
struct ClientCapabilities: Sendable {
    var positionEncodings: [String]?
    /// The client answers `workspace/configuration`.
    var configuration = false
    /// The client takes versioned `documentChanges` in a WorkspaceEdit.
    var documentChanges = false
    /// The client pulls diagnostics with textDocument/diagnostic (so the server does not push).
    var pullDiagnostics = false
    var diagnosticRefresh = false
    var inlayHintRefresh = false
    /// The client shows Markdown in hovers (when it says nothing, it is taken to).
    var hoverMarkdown = true
    /// The client lets the server register file watchers (workspace/didChangeWatchedFiles).
    var watchedFilesRegistration = false
    /// The client shows server-started progress (window/workDoneProgress/create, $/progress).
    var workDoneProgress = false

    init(_ json: JSONValue? = nil) {
        positionEncodings = json?[path: "general", "positionEncodings"]?.arrayValue?.compactMap(\.stringValue)
        configuration = json?[path: "workspace", "configuration"]?.boolValue ?? false
        documentChanges = json?[path: "workspace", "workspaceEdit", "documentChanges"]?.boolValue ?? false
        diagnosticRefresh = json?[path: "workspace", "diagnostics", "refreshSupport"]?.boolValue ?? false
        // Another file can change a document's findings without an edit to it (the workspace index):
        // a client that pulls must be one the server can ask to pull again, else it is pushed to.
        pullDiagnostics = json?[path: "textDocument", "diagnostic"]?.objectValue != nil && diagnosticRefresh
        inlayHintRefresh = json?[path: "workspace", "inlayHint", "refreshSupport"]?.boolValue ?? false
        watchedFilesRegistration = json?[path: "workspace", "didChangeWatchedFiles", "dynamicRegistration"]?.boolValue ?? false
        workDoneProgress = json?[path: "window", "workDoneProgress"]?.boolValue ?? false
        if let formats = json?[path: "textDocument", "hover", "contentFormat"]?.arrayValue?.compactMap(\.stringValue) {
            hoverMarkdown = formats.contains("markdown")
        }
    }
}
