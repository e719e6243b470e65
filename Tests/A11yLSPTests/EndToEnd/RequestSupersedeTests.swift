// Requests that pile up: a newer inlay-hint, hover or pull request for a document answers
// the older ones with ContentModified, a change of the document does too, and
// $/cancelRequest is honoured. Each burst is written at once behind a didOpen that keeps
// the server busy, so every request is waiting before the first is reached.

import JSONRPC
import Testing

@Suite struct RequestSupersedeTests {
    static let uri = "file:///w/Big.swift"

    /// Enough views that linting it on open takes the server a while.
    static let text: String = (0..<120).map { index in
        """
        struct Row\(index): View {
            @State private var on = false
            var body: some View {
                Button(on ? "Stop \(index)" : "Start \(index)") { on.toggle() }
                Toggle("Option \(index)", isOn: $on)
            }
        }

        """
    }.joined()

    static let wholeRange: JSONValue = ["start": ["line": 0, "character": 0], "end": ["line": 100_000, "character": 0]]

    private func openMessage() -> Message {
        .notification(method: "textDocument/didOpen", params: [
            "textDocument": ["uri": .string(Self.uri), "languageId": "swift", "version": 1, "text": .string(Self.text)],
        ])
    }

    private func hintRequest(_ id: String) -> Message {
        .request(id: .string(id), method: "textDocument/inlayHint", params: ["textDocument": ["uri": .string(Self.uri)], "range": Self.wholeRange])
    }

    private func burst(_ client: LSPClient, _ messages: [Message]) {
        client.sendRaw(messages.flatMap(\.framedBytes))
    }

    @Test func aNewerInlayHintRequestAnswersTheOlderOnesWithContentModified() throws {
        let client = try LSPClient()
        client.initialize(options: ["announcements": true])
        burst(client, [openMessage()] + (1...5).map { hintRequest("h\($0)") })
        for id in 1...4 {
            guard case .failure(let error) = client.reply(to: .string("h\(id)")) else {
                Issue.record("h\(id) should have been superseded: \(client.transcript.suffix(2000))")
                continue
            }
            #expect(error.code == .contentModified, "\(error)")
        }
        let newest = try #require(client.reply(to: .string("h5")), "no reply to the newest request")
        let hints = try newest.get().arrayValue ?? []
        #expect(hints.count == 240, "one hint per Button and Toggle")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func aChangeOfTheDocumentMakesAWaitingHoverStale() throws {
        let client = try LSPClient()
        client.initialize()
        let hover = Message.request(id: .string("hover"), method: "textDocument/hover", params: [
            "textDocument": ["uri": .string(Self.uri)], "position": ["line": 3, "character": 9],
        ])
        let change = Message.notification(method: "textDocument/didChange", params: [
            "textDocument": ["uri": .string(Self.uri), "version": 2],
            "contentChanges": [["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "// edited\n"]],
        ])
        burst(client, [openMessage(), hover, change])
        guard case .failure(let error) = client.reply(to: .string("hover")) else {
            Issue.record("the hover should describe a text that is gone: \(client.transcript.suffix(2000))")
            return
        }
        #expect(error.code == .contentModified)
        // A hover sent after the change is answered.
        let again = client.request("textDocument/hover", ["textDocument": ["uri": .string(Self.uri)], "position": ["line": 4, "character": 9]])
        #expect((try? client.reply(to: again)?.get())?[path: "contents", "value"] != nil, "\(client.transcript.suffix(2000))")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func aCancelledRequestIsAnsweredWithRequestCancelled() throws {
        let client = try LSPClient()
        client.initialize(options: ["announcements": true])
        let cancel = Message.notification(method: "$/cancelRequest", params: ["id": "h1"])
        burst(client, [openMessage(), hintRequest("h1"), cancel])
        guard case .failure(let error) = client.reply(to: .string("h1")) else {
            Issue.record("the cancelled request was answered: \(client.transcript.suffix(2000))")
            return
        }
        #expect(error.code == .requestCancelled)
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func aNewerPullForTheSameDocumentSupersedesTheOlder() throws {
        let client = try LSPClient()
        client.initialize(capabilities: ["textDocument": ["diagnostic": ["dynamicRegistration": false]], "workspace": ["diagnostics": ["refreshSupport": true]]])
        let pull = { (id: String) in
            Message.request(id: .string(id), method: "textDocument/diagnostic", params: ["textDocument": ["uri": .string(Self.uri)]])
        }
        burst(client, [openMessage(), pull("p1"), pull("p2")])
        guard case .failure(let error) = client.reply(to: .string("p1")) else {
            Issue.record("p1 should have been superseded: \(client.transcript.suffix(2000))")
            return
        }
        #expect(error.code == .contentModified)
        #expect((try? client.reply(to: .string("p2"))?.get())?["kind"] == "full")
        #expect(client.shutdownAndExit() == 0)
    }
}
