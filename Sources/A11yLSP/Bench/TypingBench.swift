// Typing in a large file with the VoiceOver inlay hints on, as Neovim does it: after each
// keystroke a didChange and a full-range inlayHint request. Measures how long after the
// last keystroke its diagnostics are published, through the real server loop on its own
// thread with requests arriving at a typing pace.

import Foundation
import JSONRPC
import RuleEngine

enum TypingBench {
    /// What the client saw of one burst of typing.
    private final class Observer: @unchecked Sendable {
        private let condition = NSCondition()
        private var published: [Int: UInt64] = [:]
        private var hintReplies = 0
        private var hintsSuperseded = 0

        func record(_ message: Message) {
            let now = DispatchTime.now().uptimeNanoseconds
            condition.lock()
            switch message {
            case .notification("textDocument/publishDiagnostics", let params):
                if let version = params?["version"]?.intValue { published[version] = now }
            case .response(.string(let id), _) where id.hasPrefix("hint"):
                hintReplies += 1
            case .errorResponse(.string(let id)?, _) where id.hasPrefix("hint"):
                hintsSuperseded += 1
            default:
                break
            }
            condition.broadcast()
            condition.unlock()
        }

        /// When diagnostics for this version were published, waiting up to `timeout` seconds.
        func publishTime(of version: Int, timeout: Double) -> UInt64? {
            let deadline = Date().addingTimeInterval(timeout)
            condition.lock()
            defer { condition.unlock() }
            while published[version] == nil, condition.wait(until: deadline) {}
            return published[version]
        }

        /// Waits until every hint request has its answer.
        func waitForHints(_ count: Int, timeout: Double) -> (answered: Int, superseded: Int) {
            let deadline = Date().addingTimeInterval(timeout)
            condition.lock()
            defer { condition.unlock() }
            while hintReplies + hintsSuperseded < count, condition.wait(until: deadline) {}
            return (hintReplies, hintsSuperseded)
        }
    }

    static func run(text: String, name: String, runs: Int, keystrokes: Int = 30, interval: Double = 0.1) {
        let bytes = Array(text.utf8)
        let lineCount = bytes.filter { $0 == 0x0A }.count
        print("== typing with inlay hints on: \(name), \(lineCount) lines; \(keystrokes) keystrokes \(Int(interval * 1000)) ms apart, each a didChange and a full-range inlayHint; \(runs) runs")
        for announcements in [false, true] {
            var latencies: [Double] = []
            var superseded: [Int] = []
            for run in 0..<runs {
                let observer = Observer()
                let inbox = Inbox()
                let server = LanguageServer(inbox: inbox, send: { message in
                    _ = message.framedBytes  // serialising is part of the cost a client sees
                    observer.record(message)
                })
                // The loop thread owns the server from here on; this thread only reads the worker's state.
                nonisolated(unsafe) let owned = server
                let loop = Thread { _ = owned.run() }
                loop.stackSize = 64 << 20
                loop.start()
                let uri = "file:///bench/Typing\(run).swift"
                inbox.push(.message(.request(id: .number(1), method: "initialize", params: [
                    "capabilities": [:], "initializationOptions": ["announcements": .bool(announcements)],
                ])))
                inbox.push(.message(.notification(method: "initialized", params: [:])))
                inbox.push(.message(.notification(method: "textDocument/didOpen", params: [
                    "textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)],
                ])))
                guard observer.publishTime(of: 1, timeout: 120) != nil else {
                    print("the server published nothing for the opened file")
                    return
                }
                let converter = PositionConverter(bytes: bytes, lines: LineIndex(bytes), encoding: .utf16)
                var position = converter.position(of: FileBench.editPlaces(in: bytes)[5])
                let whole: JSONValue = ["start": ["line": 0, "character": 0], "end": ["line": .int(lineCount + 1), "character": 0]]
                var lastKeystroke: UInt64 = 0
                for keystroke in 0..<keystrokes {
                    inbox.push(.message(.notification(method: "textDocument/didChange", params: [
                        "textDocument": ["uri": .string(uri), "version": .int(keystroke + 2)], "contentChanges": [FileBench.insertion(at: position)],
                    ])))
                    lastKeystroke = DispatchTime.now().uptimeNanoseconds
                    inbox.push(.message(.request(id: .string("hint\(keystroke)"), method: "textDocument/inlayHint", params: [
                        "textDocument": ["uri": .string(uri)], "range": whole,
                    ])))
                    position.character += 1
                    Thread.sleep(forTimeInterval: interval)
                }
                guard let published = observer.publishTime(of: keystrokes + 1, timeout: 300) else {
                    print("the last keystroke's diagnostics never came")
                    return
                }
                latencies.append(Double(published - min(published, lastKeystroke)) / 1e9)
                superseded.append(observer.waitForHints(keystrokes, timeout: 300).superseded)
                inbox.push(.message(.request(id: .number(2), method: "shutdown", params: nil)))
                inbox.push(.message(.notification(method: "exit", params: nil)))
                while !loop.isFinished { Thread.sleep(forTimeInterval: 0.01) }
                while !server.worker.isIdle { Thread.sleep(forTimeInterval: 0.01) }
            }
            print(String(format: "  inlay hints %@: last keystroke → its diagnostics %7.1f ms (median; max %.1f ms); hint requests superseded: %@ of %d",
                announcements ? "on " : "off", Measure.median(latencies) * 1000, (latencies.max() ?? 0) * 1000,
                superseded.map(String.init).joined(separator: "/"), keystrokes))
        }
    }
}
