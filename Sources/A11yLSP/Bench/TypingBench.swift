// Typing into a file through the server's real protocol path (the server loop on its own
// thread, messages decoded as the reader thread decodes them):
// - keystroke by keystroke: a snippet typed one character at a time at the top of the first
//   `body`, each version's diagnostics waited for, and the same count of characters typed into
//   a string literal (every version valid); p50/p90/max from didChange to published
//   diagnostics, and where the time goes (re-parse, lint, encoding);
// - with the VoiceOver inlay hints on, as Neovim does it: after each keystroke a didChange
//   and a full-range inlayHint request, and how long after the last keystroke its
//   diagnostics are published.

import Foundation
import JSONRPC
import RuleEngine
import SwiftSyntax

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

    /// What issue 16 measured with: an icon button typed at the top of a screen's body. Until it
    /// is complete, most versions of the file do not parse.
    static let snippet = #"Button(action: { isOn.toggle() }) { Image(systemName: "star") }"#
    /// As many characters typed into a string literal: every version of the file is valid.
    static let validText = String("Typing inside this label keeps every version of the file valid, one key at a time".prefix(snippet.count))
    /// One frame at 60 Hz.
    static let frame = 1.0 / 60

    /// Both tables: keystroke by keystroke, then (unless `withHints` is false) bursts with inlay hints off and on.
    static func run(text: String, name: String, runs: Int, pace: Double = 0.1, withHints: Bool = true, workspace: BenchWorkspace) {
        keystrokes(text: text, name: name, runs: runs, pace: pace, workspace: workspace)
        if withHints { hints(text: text, name: name, runs: runs, workspace: workspace) }
    }

    /// The snippet typed, then the valid edits, one character at a time, each version's
    /// diagnostics waited for before the next keystroke (and keystrokes at most one per `pace`).
    static func keystrokes(text: String, name: String, runs: Int, pace: Double, workspace: BenchWorkspace) {
        guard let places = TypingPlaces(in: text) else {
            print("== typing keystroke by keystroke: \(name) has no `body` to type into")
            return
        }
        let lineCount = places.text.count { $0 == 0x0A }
        print("== typing keystroke by keystroke: \(name), \(lineCount) lines; \(snippet.utf8.count) keystrokes a round, each waited for"
            + " (its diagnostics published), at most one per \(Int(pace * 1000)) ms; \(runs) rounds")
        print(workspace.description)
        print("  typing:      \(snippet)")
        print("               one character at a time at \(places.snippetPlace)")
        print("               (on an empty line opened there before the file is opened)")
        var series = [Series(label: "typing", offset: places.snippet, typed: snippet)]
        if let offset = places.string, let place = places.stringPlace {
            print("  valid edits: \(validText)")
            print("               at \(place)")
            series.append(Series(label: "valid edits", offset: offset, typed: validText))
        } else {
            print("  valid edits: none (no one-line string literal in the body)")
        }
        print("  didChange → publishDiagnostics (ms)   p50       p90       max")
        for item in series {
            var all: [Double] = []
            for round in 0..<runs {
                guard let latencies = typeOverProtocol(places.text, item, round: round, pace: pace, workspace: workspace) else { return }
                all += latencies
                // The slowest keystroke of a round, so a costly version (the first broken one, say) shows.
                let slowest = latencies.indices.max { latencies[$0] < latencies[$1] } ?? 0
                let key = Array(item.typed)[slowest]
                print(row("\(item.label), round \(round + 1)", latencies) + "  slowest: key \(slowest + 1) of \(latencies.count), `\(key)`")
            }
            print(row("\(item.label), all rounds", all)
                + String(format: "  one frame (%.1f ms): p90 %@, max %@", frame * 1000,
                    Measure.verdict(FileBench.percentile(all, 0.9) <= frame), Measure.verdict((all.max() ?? 0) <= frame)))
        }
        print("  where a keystroke's time goes (the same keystrokes replayed on the document alone, medians of \(runs) rounds):")
        for item in series {
            print("    \((item.label + ":").padding(toLength: 13, withPad: " ", startingAt: 0))" + phases(places.text, item, runs: runs))
        }
    }

    struct Series {
        let label: String
        /// Where the first character goes, a byte offset in the opened text.
        let offset: Int
        let typed: String
    }

    private static func row(_ label: String, _ values: [Double]) -> String {
        String(format: "  %@ %8.2f  %8.2f  %8.2f", label.padding(toLength: 35, withPad: " ", startingAt: 0),
            Measure.median(values) * 1000, FileBench.percentile(values, 0.9) * 1000, (values.max() ?? 0) * 1000)
    }

    /// One round through the server loop: each keystroke's time from its didChange to its diagnostics.
    private static func typeOverProtocol(_ text: [UInt8], _ series: Series, round: Int, pace: Double, workspace: BenchWorkspace) -> [Double]? {
        let observer = Observer()
        let session = Session(observer: observer, announcements: false, workspace: workspace)
        defer { session.stop() }
        let uri = workspace.uri(or: "file:///bench/Keystrokes\(round).swift")
        session.inbox.push(.message(.notification(method: "textDocument/didOpen", params: [
            "textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(String(decoding: text, as: UTF8.self))],
        ])))
        guard observer.publishTime(of: 1, timeout: 120) != nil else {
            print("the server published nothing for the opened file")
            return nil
        }
        var position = PositionConverter(bytes: text, lines: LineIndex(text), encoding: .utf16).position(of: series.offset)
        var latencies: [Double] = []
        for (index, character) in series.typed.enumerated() {
            let version = index + 2
            let change: JSONValue = ["range": ["start": position.json, "end": position.json], "text": .string(String(character))]
            let body = JSONWriter.encode(Message.notification(method: "textDocument/didChange", params: [
                "textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [change],
            ]).json)
            position.character += character.utf16.count
            // From here the client's clock runs: decoding is the reader thread's part of the path.
            let start = DispatchTime.now().uptimeNanoseconds
            session.inbox.push(MessageDecoder.decode(body))
            guard let published = observer.publishTime(of: version, timeout: 120) else {
                print("keystroke \(index + 1)'s diagnostics never came")
                return nil
            }
            latencies.append(Double(published - min(published, start)) / 1e9)
            let next = start + UInt64(pace * 1e9)
            let now = DispatchTime.now().uptimeNanoseconds
            if now < next { Thread.sleep(forTimeInterval: Double(next - now) / 1e9) }
        }
        return latencies
    }

    /// The same keystrokes on a document alone, as the server's didChange handles them: re-parse
    /// (with the parser guard), lint with reuse, encoding and framing the diagnostics. The server's
    /// background full parses are made here too (untimed, as on the other core) and taken before
    /// the next keystroke, as they are by then.
    private static func phases(_ text: [UInt8], _ series: Series, runs: Int) -> String {
        var parse: [Double] = []
        var lint: [Double] = []
        var encode: [Double] = []
        var broken = 0
        var findings: [Finding] = []
        for _ in 0..<runs {
            let document = SourceDocument(bytes: text)
            let linter = Linter()
            let state = IncrementalLintState()
            let fragments = DiagnosticFragments()
            findings = linter.lint(document, state: state)
            _ = DiagnosticBuilder.encodedDiagnostics(findings, converter: PositionConverter(bytes: text, lines: document.lineIndex, encoding: .utf16), uri: "file:///b", documentationBaseURL: "file:///d", cache: fragments)
            broken = 0
            var compaction: SourceDocument.Compaction?
            for (index, byte) in series.typed.utf8.enumerated() {
                if let job = compaction { document.adopt(job) }
                document.apply(ByteEdit(range: (series.offset + index)..<(series.offset + index), replacement: [byte]))
                var tree: SourceFileSyntax?
                parse.append(Measure.seconds { tree = document.tree })
                if tree!.hasError { broken += 1 }
                lint.append(Measure.seconds { findings = linter.lint(document, state: state) })
                encode.append(Measure.seconds {
                    let converter = PositionConverter(bytes: document.bytes, lines: document.lineIndex, encoding: .utf16)
                    let diagnostics = DiagnosticBuilder.encodedDiagnostics(findings, converter: converter, uri: "file:///b", documentationBaseURL: "file:///d", cache: fragments)
                    _ = Message.notification(method: "textDocument/publishDiagnostics", params: DiagnosticBuilder.publishParams(uri: "file:///b", version: index, diagnostics: diagnostics)).framedBytes
                })
                compaction = document.makeCompaction()
                compaction?.run()
            }
        }
        return String(format: "re-parse %.2f ms, lint %.2f ms, encoding %.2f ms (max %.2f / %.2f / %.2f); %d of %d versions held a syntax error; findings at the end: %d",
            Measure.median(parse) * 1000, Measure.median(lint) * 1000, Measure.median(encode) * 1000,
            (parse.max() ?? 0) * 1000, (lint.max() ?? 0) * 1000, (encode.max() ?? 0) * 1000, broken, series.typed.utf8.count, findings.count)
    }

    /// A server running its loop on its own thread, as `a11y-lsp` runs it, initialized.
    private final class Session {
        let inbox = Inbox()
        let server: LanguageServer
        private let loop: Thread

        init(observer: Observer, announcements: Bool, workspace: BenchWorkspace) {
            server = LanguageServer(inbox: inbox, send: { message in
                _ = message.framedBytes  // serialising is part of the cost a client sees
                observer.record(message)
            })
            // Indexed here, before the loop owns the server: nothing is timed yet.
            workspace.initialize(server, inbox: inbox, initializationOptions: ["announcements": .bool(announcements)])
            // The loop thread owns the server from here on; this thread only reads the worker's state.
            nonisolated(unsafe) let owned = server
            loop = Thread { _ = owned.run() }
            loop.stackSize = 64 << 20
            loop.start()
        }

        func stop() {
            inbox.push(.message(.request(id: .number(2), method: "shutdown", params: nil)))
            inbox.push(.message(.notification(method: "exit", params: nil)))
            while !loop.isFinished { Thread.sleep(forTimeInterval: 0.01) }
            while !server.worker.isIdle { Thread.sleep(forTimeInterval: 0.01) }
        }
    }

    /// Typing in bursts with inlay hints off and on: each burst's last diagnostics.
    static func hints(text: String, name: String, runs: Int, keystrokes: Int = 30, interval: Double = 0.1, workspace: BenchWorkspace) {
        let bytes = Array(text.utf8)
        let lineCount = bytes.filter { $0 == 0x0A }.count
        print("== typing in bursts with inlay hints off and on: \(name), \(lineCount) lines; \(keystrokes) keystrokes \(Int(interval * 1000)) ms apart, each a didChange and a full-range inlayHint; \(runs) runs")
        for announcements in [false, true] {
            var latencies: [Double] = []
            var superseded: [Int] = []
            for run in 0..<runs {
                let observer = Observer()
                let session = Session(observer: observer, announcements: announcements, workspace: workspace)
                let inbox = session.inbox
                let uri = workspace.uri(or: "file:///bench/Typing\(run).swift")
                inbox.push(.message(.notification(method: "textDocument/didOpen", params: [
                    "textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)],
                ])))
                guard observer.publishTime(of: 1, timeout: 120) != nil else {
                    print("the server published nothing for the opened file")
                    session.stop()
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
                    session.stop()
                    return
                }
                latencies.append(Double(published - min(published, lastKeystroke)) / 1e9)
                superseded.append(observer.waitForHints(keystrokes, timeout: 300).superseded)
                session.stop()
            }
            print(String(format: "  inlay hints %@: last keystroke → its diagnostics %7.1f ms (median; max %.1f ms); hint requests superseded: %@ of %d",
                announcements ? "on " : "off", Measure.median(latencies) * 1000, (latencies.max() ?? 0) * 1000,
                superseded.map(String.init).joined(separator: "/"), keystrokes))
        }
    }
}
