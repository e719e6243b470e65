// The server loop: lifecycle, dispatch, text synchronisation and diagnostics.
//
// One thread handles messages in order; the reader thread only decodes. Nothing a
// client sends ends the loop except `exit` (or the end of the input stream).

import JSONRPC
import RuleEngine

final class LanguageServer {
    private enum State { case uninitialized, running, shutDown }

    private let inbox: Inbox
    private let send: (Message) -> Void
    private var state = State.uninitialized
    private var documents = DocumentStore()
    private var encoding = PositionEncoding.utf16
    private var linter = Linter()
    /// Workspace folder paths, to place documents relative to their project.
    private var workspaceRoots: [String] = []

    init(inbox: Inbox, send: @escaping (Message) -> Void) {
        self.inbox = inbox
        self.send = send
    }

    /// Handles messages until `exit` or the end of input; returns the process exit status.
    func run() -> Int32 {
        while let incoming = inbox.next() {
            if let status = handle(incoming) { return status }
        }
        return state == .shutDown ? 0 : 1
    }

    /// Handles one message; returns an exit status when the message was `exit`.
    func handle(_ incoming: IncomingMessage) -> Int32? {
        switch incoming {
        case .invalid(let id, let error):
            send(.errorResponse(id: id, error: error))
        case .message(.request(let id, let method, let params)):
            handleRequest(id: id, method: method, params: params)
        case .message(.notification(let method, let params)):
            if method == "exit" { return state == .shutDown ? 0 : 1 }
            handleNotification(method: method, params: params)
        case .message(.response), .message(.errorResponse):
            break  // replies to requests this server sends; none need an answer yet
        }
        return nil
    }

    // MARK: Requests

    private func handleRequest(id: RequestID, method: String, params: JSONValue?) {
        if inbox.takeCancellation(of: id) {
            send(.errorResponse(id: id, error: ResponseError(.requestCancelled, "Request \(id) was cancelled")))
            return
        }
        let result: Result<JSONValue, ResponseError>
        switch (state, method) {
        case (.uninitialized, "initialize"):
            result = Result { () throws(ResponseError) in try initialize(params) }
        case (.uninitialized, _):
            result = .failure(ResponseError(.serverNotInitialized, "The server has not been initialized; send initialize first"))
        case (.running, "initialize"):
            result = .failure(ResponseError(.invalidRequest, "The server is already initialized"))
        case (.running, "shutdown"):
            state = .shutDown
            result = .success(.null)
        case (.running, _):
            result = route(method, params)
        case (.shutDown, _):
            result = .failure(ResponseError(.invalidRequest, "The server is shutting down; only exit is accepted"))
        }
        switch result {
        case .success(let value): send(.response(id: id, result: value))
        case .failure(let error): send(.errorResponse(id: id, error: error))
        }
    }

    private func route(_ method: String, _ params: JSONValue?) -> Result<JSONValue, ResponseError> {
        switch method {
        default:
            return .failure(ResponseError(.methodNotFound, "Method not found: \(method)"))
        }
    }

    private func initialize(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let offered = params?[path: "capabilities", "general", "positionEncodings"]?.arrayValue?.compactMap(\.stringValue)
        encoding = PositionEncoding.negotiate(clientOffers: offered)
        let folders = params?["workspaceFolders"]?.arrayValue?.compactMap { $0["uri"]?.stringValue } ?? []
        let rootURI = params?["rootUri"]?.stringValue
        workspaceRoots = (folders + [rootURI].compactMap { $0 }).compactMap(DocumentURI.path(of:))
        if let rootPath = params?["rootPath"]?.stringValue { workspaceRoots.append(rootPath) }
        state = .running
        return [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": [
                    "openClose": true,
                    "change": 2,  // incremental
                    "save": ["includeText": false],
                ],
            ],
            "serverInfo": ["name": .string(ToolInfo.name), "version": .string(ToolInfo.version)],
        ]
    }

    // MARK: Notifications

    private func handleNotification(method: String, params: JSONValue?) {
        guard state == .running else { return }  // before initialize and after shutdown, notifications are dropped
        do throws(ResponseError) {
            switch method {
            case "textDocument/didOpen": try didOpen(params)
            case "textDocument/didChange": try didChange(params)
            case "textDocument/didClose": try didClose(params)
            default: break  // initialized, didSave, $/… and unknown notifications need nothing
            }
        } catch {
            log(.warning, "\(method): \(error.message)")
        }
    }

    private func didOpen(_ params: JSONValue?) throws(ResponseError) {
        let item = params?["textDocument"]
        let uri = try required(item?["uri"]?.stringValue, "textDocument.uri")
        let text = try required(item?["text"]?.stringValue, "textDocument.text")
        let version = item?["version"]?.intValue ?? 0
        let document = OpenDocument(uri: uri, version: version, text: text, workspaceRoots: workspaceRoots)
        documents.open(document)
        publishDiagnostics(for: document)
    }

    private func didChange(_ params: JSONValue?) throws(ResponseError) {
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
        if let version = params?[path: "textDocument", "version"]?.intValue { document.version = version }
        // A change still queued for this document will publish; linting now would be wasted work.
        guard !hasQueuedChange(for: uri) else { return }
        publishDiagnostics(for: document)
    }

    private func didClose(_ params: JSONValue?) throws(ResponseError) {
        let uri = try required(params?[path: "textDocument", "uri"]?.stringValue, "textDocument.uri")
        documents.close(uri)
        send(.notification(method: "textDocument/publishDiagnostics", params: DiagnosticBuilder.publishParams(uri: uri, version: nil, diagnostics: [])))
    }

    private func hasQueuedChange(for uri: String) -> Bool {
        inbox.hasPending { incoming in
            guard case .message(.notification(let method, let params)) = incoming else { return false }
            return (method == "textDocument/didChange" || method == "textDocument/didClose")
                && params?[path: "textDocument", "uri"]?.stringValue == uri
        }
    }

    // MARK: Diagnostics

    private func publishDiagnostics(for document: OpenDocument) {
        let findings = linter.lint(document.source, projectPath: document.projectPath)
        let converter = document.converter(encoding)
        let diagnostics = findings.map { DiagnosticBuilder.diagnostic($0, converter: converter) }
        send(.notification(
            method: "textDocument/publishDiagnostics",
            params: DiagnosticBuilder.publishParams(uri: document.uri, version: document.version, diagnostics: diagnostics)))
    }

    // MARK: Logging

    private enum MessageType: Int { case error = 1, warning = 2, info = 3, log = 4 }

    private func log(_ type: MessageType, _ message: String) {
        send(.notification(method: "window/logMessage", params: ["type": .int(type.rawValue), "message": .string(message)]))
    }
}
