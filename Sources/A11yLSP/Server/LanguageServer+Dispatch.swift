// The dispatch table: which handler answers each method, with its params decoded once
// into the method's message type (Messages/Messages.swift). Adding a method is one line.

import JSONRPC

/// How the server handles one method.
struct Route: Sendable {
    let method: String
    fileprivate let run: @Sendable (LanguageServer, JSONValue?) throws(ResponseError) -> JSONValue

    /// A request: the handler's value is the reply.
    static func request<M: ClientMessage>(
        _ type: M.Type, _ handler: @escaping @Sendable (LanguageServer, M) throws(ResponseError) -> JSONValue
    ) -> Route {
        Route(method: M.method) { server, params throws(ResponseError) in try handler(server, try M(params: params)) }
    }

    /// A notification: nothing is replied.
    static func notification<M: ClientMessage>(
        _ type: M.Type, _ handler: @escaping @Sendable (LanguageServer, M) throws(ResponseError) -> Void
    ) -> Route {
        Route(method: M.method) { server, params throws(ResponseError) in
            try handler(server, try M(params: params))
            return .null
        }
    }

    static func table(_ routes: [Route]) -> [String: Route] {
        Dictionary(uniqueKeysWithValues: routes.map { ($0.method, $0) })
    }
}

extension LanguageServer {
    /// Requests answered once the server is initialized (initialize and shutdown are lifecycle, in LanguageServer.swift).
    static let requestRoutes = Route.table([
        .request(HoverRequest.self) { server, message throws(ResponseError) in try server.hover(message) },
        .request(InlayHintRequest.self) { server, message throws(ResponseError) in try server.inlayHints(message) },
        .request(CodeActionRequest.self) { server, message throws(ResponseError) in try server.codeAction(message) },
        .request(DocumentDiagnosticRequest.self) { server, message throws(ResponseError) in try server.pullDiagnostics(message) },
    ])

    /// Notifications handled once the server is initialized; others (`$/…`, unknown ones) need nothing.
    static let notificationRoutes = Route.table([
        .notification(InitializedNotification.self) { server, _ in server.pullSettings() },
        .notification(DidOpenNotification.self) { server, message throws(ResponseError) in try server.didOpen(message) },
        .notification(DidChangeNotification.self) { server, message throws(ResponseError) in try server.didChange(message) },
        .notification(DidCloseNotification.self) { $0.didClose($1) },
        .notification(DidSaveNotification.self) { $0.didSave($1) },
        .notification(DidChangeConfigurationNotification.self) { $0.didChangeConfiguration($1) },
        .notification(DidChangeWatchedFilesNotification.self) { $0.didChangeWatchedFiles($1) },
        .notification(CompactionDoneNotification.self) { $0.compactionDone($1) },
    ])

    func route(_ route: Route, _ params: JSONValue?) throws(ResponseError) -> JSONValue {
        try route.run(self, params)
    }
}
