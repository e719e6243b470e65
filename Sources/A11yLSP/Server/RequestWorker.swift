// Requests that read a document but need not hold up the server loop (inlay hints, hover;
// code lenses would join them) are computed here, on one thread of their own, from a
// snapshot of the document. The loop goes on applying changes and publishing diagnostics.
//
// Only the newest request of a kind for a document is worth answering: a job whose
// document changed, or that a newer request of the same kind replaced, is answered with
// ContentModified without being computed (or, when it was already running, instead of its
// result); a cancelled one with RequestCancelled.

import Foundation
import JSONRPC

final class RequestWorker: @unchecked Sendable {
    typealias Work = @Sendable () throws(ResponseError) -> JSONValue

    private struct Job {
        let id: RequestID
        /// Method and document: a newer job with the same key supersedes this one.
        let key: String
        let uri: String
        let ticket: Int
        let documentGeneration: Int
        let work: Work
    }

    private let condition = NSCondition()
    private var jobs: [Job] = []
    private var newestTicket: [String: Int] = [:]
    private var documentGenerations: [String: Int] = [:]
    private var nextTicket = 0
    private var thread: Thread?
    private let inbox: Inbox
    private let send: @Sendable (Message) -> Void

    init(inbox: Inbox, send: @escaping @Sendable (Message) -> Void) {
        self.inbox = inbox
        self.send = send
    }

    /// Queues a job; it supersedes every earlier job with the same method and document.
    func submit(id: RequestID, method: String, uri: String, work: @escaping Work) {
        condition.lock()
        nextTicket += 1
        let key = method + " " + uri
        newestTicket[key] = nextTicket
        jobs.append(Job(id: id, key: key, uri: uri, ticket: nextTicket, documentGeneration: documentGenerations[uri, default: 0], work: work))
        if thread == nil {
            let thread = Thread { [self] in run() }
            thread.name = "a11y-lsp-requests"
            thread.stackSize = 64 << 20  // the view model recurses through deeply nested views
            self.thread = thread
            thread.start()
        }
        condition.signal()
        condition.unlock()
    }

    /// The document's text changed: what was computed or queued for the old text is stale.
    func documentChanged(_ uri: String) {
        condition.lock()
        documentGenerations[uri, default: 0] += 1
        condition.unlock()
    }

    /// Whether no job is queued or running (for tests and the benchmark).
    var isIdle: Bool {
        condition.lock()
        defer { condition.unlock() }
        return jobs.isEmpty && !running
    }

    private var running = false

    private func run() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            running = true
            condition.unlock()

            if let refusal = refusal(of: job) {
                finish(job, .failure(refusal))
                continue
            }
            let result = Result { () throws(ResponseError) in try job.work() }
            finish(job, refusal(of: job).map { .failure($0) } ?? result)
        }
    }

    private func finish(_ job: Job, _ result: Result<JSONValue, ResponseError>) {
        switch result {
        case .success(let value): send(.response(id: job.id, result: value))
        case .failure(let error): send(.errorResponse(id: job.id, error: error))
        }
        condition.lock()
        running = false
        condition.unlock()
    }

    /// Why a job should not be answered with its result, if it should not.
    private func refusal(of job: Job) -> ResponseError? {
        if inbox.takeCancellation(of: job.id) {
            return ResponseError(.requestCancelled, "Request \(job.id) was cancelled")
        }
        condition.lock()
        defer { condition.unlock() }
        if newestTicket[job.key, default: 0] > job.ticket {
            return ResponseError(.contentModified, "A newer \(job.key.prefix { $0 != " " }) request for this document replaced this one")
        }
        if documentGenerations[job.uri, default: 0] != job.documentGeneration {
            return ResponseError(.contentModified, "The document changed; this result would describe its old text")
        }
        return nil
    }
}
