// The server's lifecycle over the real protocol: initialize, errors before and
// after it, unknown methods, shutdown and exit statuses.

import JSONRPC
import Testing

@Suite struct LifecycleTests {
    @Test func initializeReportsCapabilitiesAndServerInfo() throws {
        let client = try LSPClient()
        let result = try #require(client.initialize(), "\(client.transcript)")
        #expect(result["serverInfo"]?["name"] == "a11y-lsp")
        #expect(result["serverInfo"]?["version"]?.stringValue?.isEmpty == false)
        #expect(result["capabilities"]?["textDocumentSync"]?["change"] == 2)
        #expect(result["capabilities"]?["textDocumentSync"]?["openClose"] == true)
        #expect(result["capabilities"]?["positionEncoding"] == "utf-16")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func negotiatesUTF8WhenTheClientOffersIt() throws {
        let client = try LSPClient()
        let result = client.initialize(capabilities: ["general": ["positionEncodings": ["utf-16", "utf-8"]]])
        #expect(result?["capabilities"]?["positionEncoding"] == "utf-8")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func requestsBeforeInitializeAreRefused() throws {
        let client = try LSPClient()
        let id = client.request("textDocument/hover", ["textDocument": ["uri": "file:///a.swift"], "position": ["line": 0, "character": 0]])
        guard case .failure(let error) = client.reply(to: id) else { Issue.record("expected an error: \(client.transcript)"); return }
        #expect(error.code == .serverNotInitialized)
        // Notifications before initialize are dropped, not answered.
        client.open("file:///a.swift", "Button(\"\") {}")
        #expect(client.initialize() != nil)
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func unknownRequestsGetMethodNotFoundAndUnknownNotificationsAreIgnored() throws {
        let client = try LSPClient()
        client.initialize()
        client.notify("$/setTrace", ["value": "off"])
        client.notify("custom/somethingNew", ["x": 1])
        let id = client.request("custom/unknown", [:])
        guard case .failure(let error) = client.reply(to: id) else { Issue.record("expected an error: \(client.transcript)"); return }
        #expect(error.code == .methodNotFound)
        let second = client.request("$/unknownRequest")
        guard case .failure(let secondError) = client.reply(to: second) else { Issue.record("expected an error"); return }
        #expect(secondError.code == .methodNotFound)
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func initializeTwiceIsAnInvalidRequest() throws {
        let client = try LSPClient()
        client.initialize()
        let id = client.request("initialize", ["capabilities": [:]])
        guard case .failure(let error) = client.reply(to: id) else { Issue.record("expected an error"); return }
        #expect(error.code == .invalidRequest)
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func requestsAfterShutdownAreInvalid() throws {
        let client = try LSPClient()
        client.initialize()
        #expect(client.reply(to: client.request("shutdown")).map { if case .success(.null) = $0 { true } else { false } } == true)
        guard case .failure(let error) = client.reply(to: client.request("textDocument/hover", [:])) else {
            Issue.record("expected an error: \(client.transcript)")
            return
        }
        #expect(error.code == .invalidRequest)
        client.notify("exit")
        #expect(client.exitStatus() == 0)
    }

    @Test func exitWithoutShutdownEndsWithStatusOne() throws {
        let client = try LSPClient()
        client.initialize()
        client.notify("exit")
        #expect(client.exitStatus() == 1)
    }

    @Test func closedInputEndsTheServerWithStatusOne() throws {
        let client = try LSPClient()
        client.initialize()
        client.sendRaw(Array("Content-Length: 100\r\n\r\n{\"jsonrpc\"".utf8))
        client.closeInput()
        #expect(client.exitStatus(timeout: 5) == 1)
    }

    @Test func malformedInputIsAnsweredAndTheServerCarriesOn() throws {
        let client = try LSPClient()
        client.initialize()
        client.sendRaw(Array("Content-Length: 9\r\n\r\n{not json".utf8))
        #expect(client.errorWithoutID()?.code == .parseError)
        client.sendRaw(Array("Content-Type: text/plain\r\n\r\n".utf8))
        #expect(client.errorWithoutID()?.code == .parseError)
        client.sendRaw(JSONWriter.encode(["jsonrpc": "2.0", "id": 5]).framedForTest)
        guard case .failure(let error) = client.reply(to: .number(5)) else { Issue.record("expected an error: \(client.transcript)"); return }
        #expect(error.code == .invalidRequest)
        client.notify("textDocument/didChange", ["textDocument": ["uri": "file:///never-opened.swift", "version": 2], "contentChanges": [["text": "x"]]])
        #expect(client.notification("window/logMessage") != nil, "an unknown document is reported, not fatal")
        #expect(client.shutdownAndExit() == 0)
    }
}

extension Array where Element == UInt8 {
    var framedForTest: [UInt8] { MessageFramer.frame(self) }
}
