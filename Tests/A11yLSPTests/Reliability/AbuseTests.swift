// Hostile input against the spawned server, each with its expected answer; after
// each, a normal request still works.

import Foundation
import JSONRPC
import Testing

@Suite struct AbuseTests {
    static let uri = "file:///w/Abuse.swift"

    /// A started server with one open document.
    private func server() throws -> LSPClient {
        let client = try LSPClient()
        client.initialize()
        client.open(Self.uri, "Toggle(\"\", isOn: $on)\n")
        _ = client.diagnostics(for: Self.uri)
        return client
    }

    /// A normal request gets a normal answer.
    private func expectAlive(_ client: LSPClient, _ context: String) {
        let id = client.request("textDocument/hover", ["textDocument": ["uri": .string(Self.uri)], "position": ["line": 0, "character": 1]])
        let reply = client.reply(to: id)
        let worked: Bool
        if case .success(let result)? = reply { worked = result["contents"] != nil } else { worked = false }
        #expect(worked, "after \(context) the server still answers: \(client.transcript.suffix(800))")
    }

    private func frame(_ text: String) -> [UInt8] { MessageFramer.frame(Array(text.utf8)) }

    @Test func aHeaderWithoutContentLength() throws {
        let client = try server()
        client.sendRaw(Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":99,\"method\":\"x\"}".utf8))
        #expect(client.errorWithoutID()?.code == .parseError)
        expectAlive(client, "a header without Content-Length")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func aLengthLargerThanTheBody() throws {
        let client = try server()
        client.sendRaw(Array("Content-Length: 60\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"x\"}".utf8))
        expectAlive(client, "an overstated length")  // the hover's header completes the bad body, which is then recovered
        #expect(client.errorWithoutID()?.code == .parseError)
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func aLengthSmallerThanTheBody() throws {
        let client = try server()
        client.sendRaw(Array("Content-Length: 10\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"initialized\"}".utf8))
        #expect(client.errorWithoutID()?.code == .parseError)
        expectAlive(client, "an understated length")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func invalidJSONAndInvalidUTF8() throws {
        let client = try server()
        client.sendRaw(frame("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": }"))
        #expect(client.errorWithoutID()?.code == .parseError)
        client.sendRaw(MessageFramer.frame(Array("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"".utf8) + [0xC3, 0x28, 0xFF] + Array("\"}".utf8)))
        #expect(client.errorWithoutID()?.code == .parseError)
        expectAlive(client, "invalid JSON and UTF-8")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func aFiftyMegabyteMessage() throws {
        let client = try server()
        let huge = String(repeating: "a", count: 50 << 20)
        let id = client.request("custom/huge", ["payload": .string(huge)])
        guard case .failure(let error)? = client.reply(to: id, timeout: 120) else { Issue.record("no answer to the 50 MB request"); return }
        #expect(error.code == .methodNotFound)
        // A 20 MB document is accepted but not parsed, and the user is told why.
        client.open("file:///w/Huge.swift", String(repeating: "// a comment line of text\n", count: 800_000))
        #expect(client.notification("window/showMessage", timeout: 120)?["message"]?.stringValue?.contains("MB") == true)
        #expect(client.diagnostics(for: "file:///w/Huge.swift", version: 1) == [])
        expectAlive(client, "50 MB")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func unknownMethodsAndEarlyRequests() throws {
        let early = try LSPClient()
        guard case .failure(let notYet)? = early.reply(to: early.request("textDocument/hover", [:])) else { Issue.record("no answer"); return }
        #expect(notYet.code == .serverNotInitialized)
        early.initialize()
        guard case .failure(let unknown)? = early.reply(to: early.request("nope/nope", [:])) else { Issue.record("no answer"); return }
        #expect(unknown.code == .methodNotFound)
        #expect(early.shutdownAndExit() == 0)
    }

    @Test func changesForUnknownDocumentsAndBackwardVersions() throws {
        let client = try server()
        client.notify("textDocument/didChange", ["textDocument": ["uri": "file:///w/Never.swift", "version": 2], "contentChanges": [["text": "x"]]])
        #expect(client.notification("window/logMessage")?["message"]?.stringValue?.contains("no open document") == true)
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(Self.uri), "version": -5], "contentChanges": [["text": "Toggle(\"Wi-Fi\", isOn: $on)\n"]]])
        #expect(client.notification("window/logMessage")?["message"]?.stringValue?.contains("went from version") == true)
        #expect(client.diagnostics(for: Self.uri, version: -5) == [], "the change is applied as sent")
        expectAlive(client, "unknown documents and backward versions")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func rangesPastTheEndOfALineAndOfTheFile() throws {
        let client = try server()
        // Past the end of the line: clamped to its end. Past the end of the file: clamped to the end.
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(Self.uri), "version": 2], "contentChanges": [
            ["range": ["start": ["line": 0, "character": 500], "end": ["line": 0, "character": 900]], "text": " // one"],
            ["range": ["start": ["line": 40, "character": 3], "end": ["line": 99, "character": 0]], "text": "Button(\"\") {}\n"],
        ]])
        let diagnostics = try #require(client.diagnostics(for: Self.uri, version: 2))
        #expect(diagnostics.compactMap { $0[path: "range", "start", "line"]?.intValue } == [0, 1])
        expectAlive(client, "out-of-range positions")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func aFileNestedTenThousandLevelsDeep() throws {
        let client = try server()
        let nested = "let x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000) + "\n"
            + "var body: some View { " + String(repeating: "VStack { ", count: 10_000) + "Toggle(\"\", isOn: $on)" + String(repeating: " }", count: 10_000) + " }\n"
        client.open("file:///w/Deep.swift", nested)
        #expect(client.diagnostics(for: "file:///w/Deep.swift", version: 1) != nil, "\(client.transcript.suffix(500))")
        expectAlive(client, "a file nested 10,000 levels deep")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func binaryJunkAsASwiftFile() throws {
        let client = try server()
        var generator = SeededGenerator(seed: 99)
        let junk = String((0..<20_000).map { _ in Character(Unicode.Scalar(UInt8.random(in: 1...255, using: &generator))) })
        client.open("file:///w/Junk.swift", junk)
        #expect(client.diagnostics(for: "file:///w/Junk.swift", version: 1) != nil)
        expectAlive(client, "binary junk")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func stdinClosedMidMessage() throws {
        let client = try server()
        client.sendRaw(Array("Content-Length: 500\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":3,".utf8))
        client.closeInput()
        let start = Date()
        #expect(client.exitStatus(timeout: 10) == 1)
        #expect(Date().timeIntervalSince(start) < 5, "promptly")
    }

    @Test func cancellingAPendingRequest() throws {
        let client = try server()
        // A slow document first keeps the server busy while the request and its cancellation arrive.
        let big = (0..<400).map { "struct V\($0): View { var body: some View { Button { f() } label: { Image(systemName: \"gear\") } } }\n" }.joined()
        var burst: [UInt8] = []
        burst += Message.notification(method: "textDocument/didOpen", params: [
            "textDocument": ["uri": "file:///w/Big.swift", "languageId": "swift", "version": 1, "text": .string(big)],
        ]).framedBytes
        burst += Message.request(id: .number(500), method: "textDocument/hover", params: [
            "textDocument": ["uri": .string(Self.uri)], "position": ["line": 0, "character": 1],
        ]).framedBytes
        burst += Message.notification(method: "$/cancelRequest", params: ["id": 500]).framedBytes
        client.sendRaw(burst)
        guard case .failure(let error)? = client.reply(to: .number(500)) else { Issue.record("expected a cancellation: \(client.transcript.suffix(400))"); return }
        #expect(error.code == .requestCancelled)
        expectAlive(client, "a cancellation")
        #expect(client.shutdownAndExit() == 0)
    }
}
