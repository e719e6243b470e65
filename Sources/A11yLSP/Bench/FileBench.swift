// The file half of the benchmark.

import Foundation
import JSONRPC
import RuleEngine
import SwiftParser
import SwiftSyntax

enum FileBench {
    static func run(text: String, name: String, runs: Int, workspace: BenchWorkspace) {
        let bytes = Array(text.utf8)
        let lines = bytes.filter { $0 == 0x0A }.count
        print("== \(name): \(lines) lines, \(bytes.count / 1024) KB, \(runs) runs")
        print(workspace.description)

        var parseTimes: [Double] = []
        var lintTimes: [Double] = []
        let linter = Linter()
        for _ in 0..<runs {
            var tree: SourceFileSyntax?
            parseTimes.append(Measure.seconds { tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) } })
            lintTimes.append(Measure.seconds { _ = linter.lint(tree!, source: bytes) })
        }
        let parse = Measure.median(parseTimes) * 1000
        print(String(format: "full parse:            %8.2f ms (median)", parse))
        print(String(format: "lint after parse:      %8.2f ms (median), %.2f× the parse", Measure.median(lintTimes) * 1000, Measure.median(lintTimes) * 1000 / parse))

        // The server's own document path: didOpen, then single-character edits.
        var openTimes: [Double] = []
        // Each didOpen is set against a full parse timed just before it: on a noisy machine the
        // ratio of neighbours drifts far less than the ratio of medians taken minutes apart.
        var openRatios: [Double] = []
        var keystrokes: [Double] = []
        let published = LockedBox(0)
        // When the last diagnostics were sent: a message is timed to them, as a client sees it (after
        // a didOpen's, the server makes the summaries its lint took from the index).
        let publishedAt = LockedBox<(uri: String, time: UInt64)>(("", 0))
        let openedWith = LockedBox<JSONValue?>(nil)
        /// From handing the server a message to the diagnostics it sends for it.
        func timeToDiagnostics(_ server: LanguageServer, _ message: IncomingMessage, uri: String) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = server.handle(message)
            let published = publishedAt.value
            let end = published.uri == uri && published.time > start ? published.time : DispatchTime.now().uptimeNanoseconds
            return Double(end - start) / 1e9
        }
        func makeServer() -> (LanguageServer, Inbox) {
            let inbox = Inbox()
            let server = LanguageServer(inbox: inbox, send: { message in
                // Serialising is part of the cost a client sees.
                let framed = message.framedBytes
                if framed.count > 0, case .notification("textDocument/publishDiagnostics", let params) = message {
                    published.update { $0 += 1 }
                    publishedAt.set((params?["uri"]?.stringValue ?? "", DispatchTime.now().uptimeNanoseconds))
                    // What the opened file showed first (version 1; the warm-up file has none),
                    // kept as sent and counted after the timing.
                    if params?["version"]?.intValue == 1, params?["uri"]?.stringValue != "file:///bench/Warmup.swift" {
                        openedWith.set(params?["diagnostics"])
                    }
                }
            })
            workspace.initialize(server, inbox: inbox)
            if workspace.root == nil {
                // The budget is for a server that is running with its index warm: it has read the
                // folder's configuration files already (the indexer reads them for every folder).
                _ = server.handle(.message(.notification(method: "textDocument/didOpen", params: [
                    "textDocument": ["uri": "file:///bench/Warmup.swift", "languageId": "swift", "version": 1, "text": "import SwiftUI\n"],
                ])))
            }
            return (server, inbox)
        }
        // With a workspace, one server indexes once and opens the file in turn (closing it after
        // each run); without one, each run has a server of its own, as before.
        var shared = workspace.root != nil ? makeServer() : nil
        for run in 0..<runs {
            let (server, inbox) = shared ?? makeServer()
            let uri = workspace.uri(or: "file:///bench/View\(run).swift")
            let neighbourParse = Measure.seconds { _ = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) } }
            openTimes.append(timeToDiagnostics(server, .message(.notification(method: "textDocument/didOpen", params: [
                "textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)],
            ])), uri: uri))
            openRatios.append(openTimes[openTimes.count - 1] / neighbourParse)
            var version = 1
            let converter = PositionConverter(bytes: bytes, lines: LineIndex(bytes), encoding: .utf16)
            for place in editPlaces(in: bytes) {
                let position = converter.position(of: place)
                for change in [insertion(at: position), deletion(at: position)] {
                    version += 1
                    let message = IncomingMessage.message(.notification(method: "textDocument/didChange", params: [
                        "textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [change],
                    ]))
                    keystrokes.append(timeToDiagnostics(server, message, uri: uri))
                }
            }
            // The last edits may have started a background re-parse (compaction); let it end
            // here, or it would compete with the next run's didOpen.
            while server.hasCompactionRunning, let item = inbox.next() { _ = server.handle(item) }
            if shared != nil { workspace.close(in: server) }
        }
        shared = nil  // the indexed server's memory is let go before the phases below are timed
        let open = Measure.median(openTimes) * 1000
        let keystroke = Measure.median(keystrokes) * 1000
        let openRatio = Measure.median(openRatios)
        print(String(format: "didOpen → diagnostics: %8.2f ms (median), %.2f× the full parse timed just before it (median of pairs; budget 1.25×: %@)",
            open, openRatio, Measure.verdict(openRatio <= 1.25)))
        print(String(format: "keystroke → diagnostics: %6.2f ms (median of %d edits at %d places; p90 %.2f ms; budget 5 ms: %@)",
            keystroke, keystrokes.count, editPlaces(in: bytes).count, percentile(keystrokes, 0.9) * 1000, Measure.verdict(keystroke <= 5)))
        // Pushed diagnostics are encoded as bytes already.
        let diagnostics = openedWith.value.flatMap { value in if case .encoded(let bytes) = value { try? JSONParser.parse(bytes) } else { value } }
        print("  the didOpen published \(diagnostics?.arrayValue?.count ?? 0) diagnostics")
        if published.value < runs * (2 + keystrokes.count / runs) { print("warning: not every edit published diagnostics (\(published.value))") }
        phases(bytes: bytes, runs: runs)
    }

    static func keystrokesOnly(text: String, count: Int) {
        let bytes = Array(text.utf8)
        let server = LanguageServer(inbox: Inbox(), send: { _ = $0.framedBytes })
        _ = server.handle(.message(.request(id: .number(1), method: "initialize", params: ["capabilities": [:]])))
        _ = server.handle(.message(.notification(method: "textDocument/didOpen", params: [
            "textDocument": ["uri": "file:///bench/View.swift", "languageId": "swift", "version": 1, "text": .string(text)],
        ])))
        let converter = PositionConverter(bytes: bytes, lines: LineIndex(bytes), encoding: .utf16)
        let position = converter.position(of: editPlaces(in: bytes)[5])
        for version in 0..<count {
            let change = version % 2 == 0 ? insertion(at: position) : deletion(at: position)
            _ = server.handle(.message(.notification(method: "textDocument/didChange", params: [
                "textDocument": ["uri": "file:///bench/View.swift", "version": .int(version + 2)], "contentChanges": [change],
            ])))
            if version % 200 == 0 { print(String(format: "after %d keystrokes: RSS %.1f MB", version, Measure.currentResidentMegabytes())) }
        }
    }

    /// Where a didOpen's time and a keystroke's time go: parse, lint, encoding the diagnostics, framing.
    static func phases(bytes: [UInt8], runs: Int) {
        openPhases(bytes: bytes, runs: runs)
        let document = SourceDocument(bytes: bytes)
        let linter = Linter()
        let state = IncrementalLintState()
        let fragments = DiagnosticFragments()
        var findings = linter.lint(document, state: state)
        _ = DiagnosticBuilder.encodedDiagnostics(findings, converter: PositionConverter(bytes: bytes, lines: document.lineIndex, encoding: .utf16), uri: "file:///b", documentationBaseURL: "file:///d", cache: fragments)
        var parse: [Double] = []
        var lint: [Double] = []
        var encode: [Double] = []
        var frame: [Double] = []
        for place in editPlaces(in: bytes) {
            for edit in [ByteEdit(range: place..<place, replacement: "x"), ByteEdit(range: place..<(place + 1), replacement: "")] {
                document.apply(edit)
                parse.append(Measure.seconds { _ = document.tree })
                lint.append(Measure.seconds { findings = linter.lint(document, state: state) })
                var diagnostics: JSONValue = .null
                encode.append(Measure.seconds {
                    let converter = PositionConverter(bytes: document.bytes, lines: document.lineIndex, encoding: .utf16)
                    diagnostics = DiagnosticBuilder.encodedDiagnostics(findings, converter: converter, uri: "file:///b", documentationBaseURL: "file:///d", cache: fragments)
                })
                frame.append(Measure.seconds {
                    _ = Message.notification(method: "textDocument/publishDiagnostics", params: ["uri": "file:///b", "diagnostics": diagnostics]).framedBytes
                })
            }
        }
        print(String(format: "  of which: re-parse %.2f ms, lint %.2f ms, encoding %.2f ms, framing %.2f ms (medians; %d findings)",
            Measure.median(parse) * 1000, Measure.median(lint) * 1000, Measure.median(encode) * 1000, Measure.median(frame) * 1000, findings.count))
    }
    /// A didOpen's steps as the server takes them (the lint on all cores, as the server's is).
    private static func openPhases(bytes: [UInt8], runs: Int) {
        var parse: [Double] = []
        var lint: [Double] = []
        var encode: [Double] = []
        // The server keeps its linters: making one is not part of a didOpen.
        let linter = Linter()
        for _ in 0..<runs {
            var parsed: SourceDocument?
            parse.append(Measure.seconds { parsed = SourceDocument(bytes: bytes); _ = parsed?.tree })
            guard let document = parsed else { continue }
            var findings: [Finding] = []
            lint.append(Measure.seconds { findings = linter.lint(document, state: IncrementalLintState()) })
            encode.append(Measure.seconds {
                let converter = PositionConverter(bytes: document.bytes, lines: document.lineIndex, encoding: .utf16)
                _ = Message.notification(method: "textDocument/publishDiagnostics", params: [
                    "uri": "file:///b", "diagnostics": DiagnosticBuilder.encodedDiagnostics(findings, converter: converter, uri: "file:///b", documentationBaseURL: "file:///d", cache: DiagnosticFragments()),
                ]).framedBytes
            })
        }
        print(String(format: "  didOpen's steps: parse %.2f ms, lint %.2f ms, encoding and framing %.2f ms (medians)",
            Measure.median(parse) * 1000, Measure.median(lint) * 1000, Measure.median(encode) * 1000))
    }

    /// Ten places spread through the file, each just inside a string literal, so edits keep it valid.
    static func editPlaces(in bytes: [UInt8]) -> [Int] {
        let quote = UInt8(ascii: "\"")
        var quotes: [Int] = []
        for (index, byte) in bytes.enumerated() where byte == quote { quotes.append(index + 1) }
        guard !quotes.isEmpty else { return [bytes.count / 2] }
        // Opening quotes are every other one.
        let openings = stride(from: 0, to: quotes.count, by: 2).map { quotes[$0] }
        return (0..<10).map { openings[min(openings.count - 1, $0 * openings.count / 10)] }
    }

    static func insertion(at position: Position) -> JSONValue {
        ["range": ["start": position.json, "end": position.json], "text": "x"]
    }

    static func deletion(at position: Position) -> JSONValue {
        let after = Position(line: position.line, character: position.character + 1)
        return ["range": ["start": position.json, "end": after.json], "text": ""]
    }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }
}

/// A value the server's sender sets or bumps, from whichever thread sends (the loop's, or
/// the request worker's).
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    func set(_ value: Value) { update { $0 = value } }

    func update(_ change: (inout Value) -> Void) {
        lock.lock()
        change(&stored)
        lock.unlock()
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
