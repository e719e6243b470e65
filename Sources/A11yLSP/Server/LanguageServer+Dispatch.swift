// The dispatch table: which handler answers each method, with its params decoded once
// into the method's message type (Messages/Messages.swift). Adding a method is one line.

import JSONRPC

/// What a request handler gives back: the reply, or work that computes it on the request
/// worker from a snapshot it took (RequestWorker.swift).
enum Reply {
    case now(JSONValue)
    case later(RequestWorker.Work)
}

/// A message about one document.
protocol DocumentMessage: ClientMessage {
    var uri: String { get }
}

/// How the server handles one method.
struct Route: Sendable {
    let method: String
    /// A newer request with this method for the same document makes older unanswered ones
    /// pointless: they are answered with ContentModified instead of being computed.
    let supersedesOlder: Bool
    fileprivate let run: @Sendable (LanguageServer, JSONValue?) throws(ResponseError) -> (reply: Reply, uri: String?)

    /// A request answered on the server loop: the handler's value is the reply.
    static func request<M: ClientMessage>(
        _ type: M.Type, _ handler: @escaping @Sendable (LanguageServer, M) throws(ResponseError) -> JSONValue
    ) -> Route {
        Route(method: M.method, supersedesOlder: false) { server, params throws(ResponseError) in
            (.now(try handler(server, try M(params: params))), nil)
        }
    }

    /// A request about a document that only its newest instance is worth answering (pulled
    /// diagnostics), answered on the server loop.
    static func latestOnly<M: DocumentMessage>(
        _ type: M.Type, _ handler: @escaping @Sendable (LanguageServer, M) throws(ResponseError) -> JSONValue
    ) -> Route {
        Route(method: M.method, supersedesOlder: true) { server, params throws(ResponseError) in
            let message = try M(params: params)
            return (.now(try handler(server, message)), message.uri)
        }
    }

    /// A request about a document whose answer may be computed off the server loop (inlay hints,
    /// hover, code lenses): only the newest instance is answered.
    static func offLoop<M: DocumentMessage>(
        _ type: M.Type, _ handler: @escaping @Sendable (LanguageServer, M) throws(ResponseError) -> Reply
    ) -> Route {
        Route(method: M.method, supersedesOlder: true) { server, params throws(ResponseError) in
            let message = try M(params: params)
            return (try handler(server, message), message.uri)
        }
    }

    /// A request about the whole workspace, computed on the request worker (workspace/diagnostic).
    static func background<M: ClientMessage>(_ type: M.Type, _ handler: @escaping @Sendable (LanguageServer, M) -> Reply) -> Route {
        Route(method: M.method, supersedesOlder: false) { server, params throws(ResponseError) in
            (handler(server, try M(params: params)), nil)
        }
    }

    /// A notification: nothing is replied.
    static func notification<M: ClientMessage>(
        _ type: M.Type, _ handler: @escaping @Sendable (LanguageServer, M) throws(ResponseError) -> Void
    ) -> Route {
        Route(method: M.method, supersedesOlder: false) { server, params throws(ResponseError) in
            try handler(server, try M(params: params))
            return (.now(.null), nil)
        }
    }

    static func table(_ routes: [Route]) -> [String: Route] {
        Dictionary(uniqueKeysWithValues: routes.map { ($0.method, $0) })
    }
}

extension LanguageServer {
    /// Requests answered once the server is initialized (initialize and shutdown are lifecycle, in LanguageServer.swift).
    static let requestRoutes = Route.table([
        .offLoop(HoverRequest.self) { server, message throws(ResponseError) in try server.hover(message) },
        .offLoop(InlayHintRequest.self) { server, message throws(ResponseError) in try server.inlayHints(message) },
        .offLoop(CodeLensRequest.self) { server, message throws(ResponseError) in try server.codeLenses(message) },
        .offLoop(ExecuteCommandRequest.self) { server, message throws(ResponseError) in try server.accessibilityTree(message) },
        .request(CodeActionRequest.self) { server, message throws(ResponseError) in try server.codeAction(message) },
        .latestOnly(DocumentDiagnosticRequest.self) { server, message throws(ResponseError) in try server.pullDiagnostics(message) },
        .background(WorkspaceDiagnosticRequest.self) { server, message in server.workspaceDiagnostics(message) },
    ])

    /// Methods whose newer requests supersede older ones, for the inbox to count.
    static let supersedingMethods = Set(requestRoutes.values.filter(\.supersedesOlder).map(\.method))

    /// Notifications handled once the server is initialized; others (`$/…`, unknown ones) need nothing.
    static let notificationRoutes = Route.table([
        .notification(InitializedNotification.self) { server, _ in
            server.pullSettings()
            server.prepareForDocuments()
            server.watchWorkspaceFiles()
            server.startIndexing()
        },
        .notification(DidOpenNotification.self) { server, message throws(ResponseError) in try server.didOpen(message) },
        .notification(DidChangeNotification.self) { server, message throws(ResponseError) in try server.didChange(message) },
        .notification(DidCloseNotification.self) { $0.didClose($1) },
        .notification(DidSaveNotification.self) { $0.didSave($1) },
        .notification(DidChangeConfigurationNotification.self) { $0.didChangeConfiguration($1) },
        .notification(DidChangeWatchedFilesNotification.self) { $0.didChangeWatchedFiles($1) },
    ])

    func route(_ route: Route, _ params: JSONValue?) throws(ResponseError) -> (reply: Reply, uri: String?) {
        try route.run(self, params)
    }
}
