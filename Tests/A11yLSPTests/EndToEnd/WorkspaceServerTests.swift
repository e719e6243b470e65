// The workspace index over the real protocol: a folder read in the background with
// progress, findings that need unopened files, republishing when another file changes
// what a document depends on, and workspace/diagnostic over files never opened.

import Foundation
import JSONRPC
import Testing

@Suite struct WorkspaceServerTests {
    /// A copy of the multi-file fixture app, so tests may edit it.
    static func workspaceCopy() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let source = TestBinary.fixtures.appendingPathComponent("Workspace")
        let enumerator = FileManager.default.enumerator(atPath: source.path)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let file = source.appendingPathComponent(relative)
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            try folder.write(relative, try String(contentsOf: file, encoding: .utf8))
        }
        return folder
    }

    static func text(_ folder: TemporaryFolder, _ relative: String) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent(relative), encoding: .utf8)
    }

    /// Waits for a publish of `uri` whose diagnostics satisfy `done`; returns them.
    static func diagnostics(_ client: LSPClient, _ uri: String, until done: ([JSONValue]) -> Bool) -> [JSONValue]? {
        let deadline = Date().addingTimeInterval(LSPClient.timeout)
        while Date() < deadline {
            guard let published = client.diagnostics(for: uri) else { return nil }
            if done(published) { return published }
        }
        return nil
    }

    static func has(_ rule: String, onLine line: Int) -> ([JSONValue]) -> Bool {
        { diagnostics in diagnostics.contains { $0["code"]?.stringValue == rule && $0[path: "range", "start", "line"]?.intValue == line - 1 } }
    }

    @Test func findingsFollowOtherFilesOpenOrNot() throws {
        let folder = try Self.workspaceCopy()
        let client = try LSPClient()
        client.initialize(capabilities: ["window": ["workDoneProgress": true]], rootURI: folder.url.absoluteString)
        // Indexing reports progress once the client has created the token.
        let created = try #require(client.answer("window/workDoneProgress/create", with: .null), "\(client.transcript)")
        let token = try #require(created["token"])
        let begin = try #require(client.notification("$/progress") { $0?["token"] == token && $0?[path: "value", "kind"] == "begin" }, "\(client.transcript)")
        #expect(begin[path: "value", "message"] == "Indexing 8 Swift files")
        #expect(client.notification("$/progress") { $0?["token"] == token && $0?[path: "value", "kind"] == "end" } != nil, "\(client.transcript)")

        // A custom initializer declared in a file that is not open names the icon button's label.
        let home = folder.url.appendingPathComponent("Screens/Home.swift").absoluteString
        client.open(home, try Self.text(folder, "Screens/Home.swift"))
        let published = Self.diagnostics(client, home, until: Self.has("icon-only-control-name", onLine: 17))
        #expect(published.map(Self.has("touch-target-size", onLine: 27)) == true, "\(client.transcript)")

        // The metric grows to 44 points in another open file: the screen is republished without its finding.
        let metrics = folder.url.appendingPathComponent("DesignSystem/Metrics.swift").absoluteString
        let metricsText = try Self.text(folder, "DesignSystem/Metrics.swift")
        client.open(metrics, metricsText)
        let line = metricsText.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("smallIcon") }!
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(metrics), "version": 2],
            "contentChanges": [["range": ["start": ["line": .int(line), "character": 0], "end": ["line": .int(line + 1), "character": 0]],
                "text": "    static let smallIcon: CGFloat = 44\n"]],
        ])
        let republished = Self.diagnostics(client, home) { !Self.has("touch-target-size", onLine: 27)($0) }
        #expect(republished.map(Self.has("icon-only-control-name", onLine: 17)) == true, "\(client.transcript)")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func workspaceDiagnosticsListFilesNeverOpened() throws {
        let folder = try Self.workspaceCopy()
        let client = try LSPClient()
        let result = client.initialize(capabilities: ["textDocument": ["diagnostic": [:]], "workspace": ["diagnostics": ["refreshSupport": true]]], rootURI: folder.url.absoluteString)
        #expect(result?[path: "capabilities", "diagnosticProvider", "workspaceDiagnostics"] == true)
        #expect(result?[path: "capabilities", "diagnosticProvider", "interFileDependencies"] == true)
        let promo = folder.url.appendingPathComponent("Screens/PromoView.swift").absoluteString
        // Indexing runs in the background: ask until the callback's use site in Home.swift is known.
        var reports: [JSONValue] = []
        let deadline = Date().addingTimeInterval(LSPClient.timeout)
        repeat {
            let id = client.request("workspace/diagnostic", ["previousResultIds": []])
            reports = (try? #require(client.reply(to: id)?.get()["items"]?.arrayValue)) ?? []
        } while Date() < deadline && !(reports.first { $0["uri"]?.stringValue == promo }?["items"]?.arrayValue.map(Self.has("button-opens-url", onLine: 10)) ?? false)
        let report = try #require(reports.first { $0["uri"]?.stringValue == promo }, "\(reports)")
        #expect(report["kind"] == "full")
        #expect(report["items"]?.arrayValue.map(Self.has("button-opens-url", onLine: 10)) == true)
        #expect(reports.count == 8, "every Swift file of the workspace")

        // Asked again with the result ids it got, nothing changed: every report is `unchanged`.
        let previous: [JSONValue] = reports.compactMap { report in
            guard let uri = report["uri"], let id = report["resultId"] else { return nil }
            return ["uri": uri, "value": id]
        }
        let again = client.request("workspace/diagnostic", ["previousResultIds": .array(previous)])
        let second = try #require(client.reply(to: again)?.get()["items"]?.arrayValue)
        #expect(second.allSatisfy { $0["kind"] == "unchanged" }, "\(second)")

        // With a partial-result token the reports stream as progress, and the reply is empty.
        let partial = client.request("workspace/diagnostic", ["previousResultIds": [], "partialResultToken": "p1"])
        let streamed = try #require(client.notification("$/progress") { $0?["token"] == "p1" }?[path: "value", "items"]?.arrayValue)
        #expect(!streamed.isEmpty)
        #expect(try client.reply(to: partial)?.get()["items"] == [])
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func theServersOwnEventsCannotBeSentFromTheWire() throws {
        let folder = try Self.workspaceCopy()
        let client = try LSPClient()
        client.initialize(rootURI: folder.url.absoluteString)
        let uri = folder.url.appendingPathComponent("Screens/AlbumRow.swift").absoluteString
        client.open(uri, try Self.text(folder, "Screens/AlbumRow.swift"))
        _ = client.diagnostics(for: uri)
        // The name the background full parse once used to report itself: now nothing but an unknown `$/` notification.
        client.notify("$/a11y-lsp/compactionDone", ["uri": .string(uri)])
        client.notify("$/a11y-lsp/indexed", ["uri": .string(uri)])
        let hover = client.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": 7, "character": 14]])
        #expect(client.reply(to: hover) != nil, "the server still answers")
        #expect(client.shutdownAndExit() == 0)
    }
}
