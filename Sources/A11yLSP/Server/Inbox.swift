// The queue between the reader thread and the server loop. It lets the loop see
// what is still waiting (to skip diagnostics that a queued change will redo) and
// records cancellations as soon as they are read, before the request is reached.

import Foundation
import JSONRPC

/// What the server loop takes in turn: a client's message, or an event of the server's own
/// (a background job finished). Events never come from the wire, so a client cannot forge one.
enum InboxItem {
    case client(IncomingMessage)
    case event(ServerEvent)
}

final class Inbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var queue: [InboxItem] = []
    private var head = 0
    private var closed = false
    private var cancelled: Set<RequestID> = []
    /// Queued didChange/didClose notifications per document, so asking costs nothing.
    private var queuedChanges: [String: Int] = [:]
    /// Queued requests whose newer instances supersede older ones, per method and document.
    private var queuedRequests: [String: Int] = [:]
    private let supersedingMethods: Set<String>

    init(supersedingMethods: Set<String> = LanguageServer.supersedingMethods) {
        self.supersedingMethods = supersedingMethods
    }

    static func documentURI(_ params: JSONValue?) -> String? {
        params?["textDocument"]?["uri"]?.stringValue
    }

    /// The document a queued message changes, if it is a didChange or didClose.
    private static func changedDocument(_ item: InboxItem) -> String? {
        guard case .client(.message(.notification(let method, let params))) = item,
            method == DidChangeNotification.method || method == DidCloseNotification.method
        else { return nil }
        return documentURI(params)
    }

    /// The method and document of a queued request that a newer one of its kind would supersede.
    private func supersessionKey(_ item: InboxItem) -> String? {
        guard case .client(.message(.request(_, let method, let params))) = item, supersedingMethods.contains(method),
            let uri = Self.documentURI(params)
        else { return nil }
        return method + " " + uri
    }

    func push(_ message: IncomingMessage) {
        condition.lock()
        if case .message(.notification("$/cancelRequest", let params)) = message,
            let id = params?["id"].flatMap(RequestID.init)
        {
            // Clients also cancel requests already answered, whose ids would stay here for good:
            // past a bound the set starts again (a request then cancelled too late is answered).
            if cancelled.count >= 4096 { cancelled.removeAll() }
            cancelled.insert(id)
        }
        append(.client(message))
        condition.unlock()
    }

    /// Queues an event of the server's own for the loop.
    func post(_ event: ServerEvent) {
        condition.lock()
        append(.event(event))
        condition.unlock()
    }

    private func append(_ item: InboxItem) {
        queue.append(item)
        if let uri = Self.changedDocument(item) { queuedChanges[uri, default: 0] += 1 }
        if let key = supersessionKey(item) { queuedRequests[key, default: 0] += 1 }
        condition.signal()
    }

    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next message or event; nil once the stream has ended and the queue is empty.
    func next() -> InboxItem? {
        condition.lock()
        defer { condition.unlock() }
        while head == queue.count && !closed { condition.wait() }
        guard head < queue.count else { return nil }
        let message = queue[head]
        head += 1
        if let uri = Self.changedDocument(message) {
            queuedChanges[uri, default: 1] -= 1
            if queuedChanges[uri] == 0 { queuedChanges[uri] = nil }
        }
        if let key = supersessionKey(message) {
            queuedRequests[key, default: 1] -= 1
            if queuedRequests[key] == 0 { queuedRequests[key] = nil }
        }
        if head > 1024, head * 2 > queue.count {
            queue.removeFirst(head)
            head = 0
        }
        return message
    }

    /// True when a request was cancelled by the client (and forgets it).
    func takeCancellation(of id: RequestID) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled.remove(id) != nil
    }

    /// Whether a change or close of this document is still waiting.
    func hasQueuedChange(for uri: String) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return queuedChanges[uri] != nil
    }

    /// Whether a request with this method for this document is still waiting.
    func hasQueuedRequest(method: String, uri: String) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return queuedRequests[method + " " + uri] != nil
    }

    /// Whether any message still waiting matches.
    func hasPending(where predicate: (IncomingMessage) -> Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return queue[head...].contains { item in
            if case .client(let message) = item { return predicate(message) }
            return false
        }
    }
}
