// A minimal LSP client for end-to-end tests: spawns the real binary and speaks
// the real protocol over pipes, with bounded waits.

import Foundation
import JSONRPC

final class LSPClient: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var received: [Message] = []
    private var consumed: Set<Int> = []
    private var ended = false
    private var nextID = 1
    static let timeout: TimeInterval = 20

    init(arguments: [String] = []) throws {
        process.executableURL = URL(fileURLWithPath: TestBinary.path)
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            var framer = MessageFramer()
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                framer.append([UInt8](data))
                MessageReader.drain(&framer) { incoming in
                    guard case .message(let message) = incoming else { return }
                    condition.lock()
                    received.append(message)
                    condition.broadcast()
                    condition.unlock()
                }
            }
            condition.lock()
            ended = true
            condition.broadcast()
            condition.unlock()
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    // MARK: Sending

    func sendRaw(_ bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
    }

    func send(_ message: Message) { sendRaw(message.framedBytes) }

    @discardableResult
    func request(_ method: String, _ params: JSONValue? = nil) -> RequestID {
        condition.lock()
        let id = RequestID.number(nextID)
        nextID += 1
        condition.unlock()
        send(.request(id: id, method: method, params: params))
        return id
    }

    func notify(_ method: String, _ params: JSONValue? = nil) {
        send(.notification(method: method, params: params))
    }

    func closeInput() { try? input.fileHandleForWriting.close() }

    // MARK: Receiving

    /// The first message not yet taken that matches, waiting up to the timeout.
    func take(timeout: TimeInterval = LSPClient.timeout, where predicate: (Message) -> Bool) -> Message? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.indices.first(where: { !consumed.contains($0) && predicate(received[$0]) }) {
                consumed.insert(index)
                return received[index]
            }
            if ended || !condition.wait(until: deadline) { return nil }
        }
    }

    /// The reply to a request: `.success(result)` or `.failure(error)`; nil on timeout.
    func reply(to id: RequestID, timeout: TimeInterval = LSPClient.timeout) -> Result<JSONValue, ResponseError>? {
        let message = take(timeout: timeout) { message in
            switch message {
            case .response(let replyID, _): return replyID == id
            case .errorResponse(let replyID, _): return replyID == id
            default: return false
            }
        }
        switch message {
        case .response(_, let result): return .success(result)
        case .errorResponse(_, let error): return .failure(error)
        default: return nil
        }
    }

    /// The next error reply sent with a null id (an unreadable message).
    func errorWithoutID(timeout: TimeInterval = LSPClient.timeout) -> ResponseError? {
        if case .errorResponse(nil, let error) = take(timeout: timeout, where: {
            if case .errorResponse(nil, _) = $0 { return true }
            return false
        }) { return error }
        return nil
    }

    func notification(_ method: String, timeout: TimeInterval = LSPClient.timeout, where predicate: (JSONValue?) -> Bool = { _ in true }) -> JSONValue? {
        let message = take(timeout: timeout) { message in
            if case .notification(method, let params) = message { return predicate(params) }
            return false
        }
        if case .notification(_, let params) = message { return params ?? .null }
        return nil
    }

    /// Answers the next request the server sends with this method; returns its params.
    @discardableResult
    func answer(_ method: String, with result: JSONValue, timeout: TimeInterval = LSPClient.timeout) -> JSONValue? {
        guard case .request(let id, _, let params) = take(timeout: timeout, where: {
            if case .request(_, method, _) = $0 { return true }
            return false
        }) else { return nil }
        send(.response(id: id, result: result))
        return params ?? .null
    }

    /// Everything received so far, for failure messages.
    var transcript: String {
        condition.lock()
        defer { condition.unlock() }
        return received.map { $0.json.description }.joined(separator: "\n")
    }

    /// The server's resident memory, from /proc (Linux).
    var residentMegabytes: Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return nil }
        return kilobytes / 1024
    }

    /// Waits for the process to end; nil if it is still running after the timeout.
    func exitStatus(timeout: TimeInterval = LSPClient.timeout) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return process.isRunning ? nil : process.terminationStatus
    }

    // MARK: Conveniences

    /// Sends initialize (with the given client capabilities) and initialized; returns the result.
    @discardableResult
    func initialize(capabilities: JSONValue = .object([:]), options: JSONValue? = nil, rootURI: String? = nil) -> JSONValue? {
        var params: [String: JSONValue] = ["processId": .null, "rootUri": rootURI.map(JSONValue.string) ?? .null, "capabilities": capabilities]
        if let options { params["initializationOptions"] = options }
        let id = request("initialize", .object(params))
        guard case .success(let result) = reply(to: id) else { return nil }
        notify("initialized", .object([:]))
        return result
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": .int(version), "text": .string(text)]])
    }

    /// The next publishDiagnostics for a document (optionally at a version).
    func diagnostics(for uri: String, version: Int? = nil) -> [JSONValue]? {
        notification("textDocument/publishDiagnostics") { params in
            params?["uri"]?.stringValue == uri && (version == nil || params?["version"]?.intValue == version)
        }?["diagnostics"]?.arrayValue
    }

    func shutdownAndExit() -> Int32? {
        let id = request("shutdown")
        _ = reply(to: id)
        notify("exit")
        return exitStatus()
    }
}
