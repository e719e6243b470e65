// Diagnostics over the real protocol: after open, after every change, empty on close.

import JSONRPC
import Testing

@Suite struct DiagnosticsTests {
    static let uri = "file:///project/Sources/App/MuteButton.swift"

    static let view = """
        import SwiftUI

        struct MuteButton: View {
            @State private var muted = false

            var body: some View {
                Button(muted ? "Unmute" : "Mute") {
                    muted.toggle()
                }
                1️⃣.accessibilityAddTraits(muted ? .isSelected : [])2️⃣
            }
        }

        """

    @Test func aFindingArrivesAndDisappearsWhenTheTraitLineIsDeleted() throws {
        let (text, markers) = Markers.extract(Self.view)
        let client = try LSPClient()
        client.initialize()
        client.open(Self.uri, text, version: 1)
        let diagnostics = try #require(client.diagnostics(for: Self.uri, version: 1), "\(client.transcript)")
        try #require(diagnostics.count == 1, "\(diagnostics)")
        let diagnostic = diagnostics[0]
        #expect(diagnostic["code"] == "toggle-name-and-selected-trait")
        #expect(diagnostic["source"] == "a11y-lsp")
        #expect(diagnostic["severity"] == 1)
        #expect(diagnostic["message"]?.stringValue?.contains("Unmute") == true)
        // The range covers the modifier, from the dot to the closing parenthesis (ASCII line: UTF-16 = bytes).
        let lineStart = text.utf8.prefix(markers["1️⃣"]!).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).last!.count
        #expect(diagnostic["range"] == [
            "start": ["line": 9, "character": .int(lineStart)],
            "end": ["line": 9, "character": .int(lineStart + markers["2️⃣"]! - markers["1️⃣"]!)],
        ])

        // Delete line 9 (the trait) with an incremental change.
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(Self.uri), "version": 2],
            "contentChanges": [["range": ["start": ["line": 9, "character": 0], "end": ["line": 10, "character": 0]], "text": ""]],
        ])
        let after = try #require(client.diagnostics(for: Self.uri, version: 2), "\(client.transcript)")
        #expect(after.isEmpty, "\(after)")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func wholeTextChangesAndCloseArePublished() throws {
        let client = try LSPClient()
        client.initialize()
        client.open(Self.uri, "let x = 1\n", version: 1)
        #expect(client.diagnostics(for: Self.uri, version: 1) == [])
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(Self.uri), "version": 5],
            "contentChanges": [["text": "Toggle(\"\", isOn: $on)\n"]],
        ])
        let changed = try #require(client.diagnostics(for: Self.uri, version: 5))
        #expect(changed.map { $0["code"] } == ["empty-control-name"])
        #expect(changed.first?["range"]?["start"] == ["line": 0, "character": 0])
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(Self.uri)]])
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(Self.uri)]])
        let closed = try #require(client.notification("textDocument/publishDiagnostics") { $0?["uri"]?.stringValue == Self.uri })
        #expect(closed["diagnostics"] == [])
        #expect(closed["version"] == nil)
        #expect(client.shutdownAndExit() == 0)
    }

    @Test(arguments: ["utf-8", "utf-16", "utf-32"])
    func rangesUseTheNegotiatedEncoding(encoding: String) throws {
        // An emoji, a CJK character and a combining mark before the callee count differently in each encoding.
        let prefix = "/*😀日e\u{301}*/"
        let text = prefix + "Toggle(\"\", isOn: $on)\n"
        let expected: Int
        switch encoding {
        case "utf-8": expected = prefix.utf8.count
        case "utf-16": expected = prefix.utf16.count
        default: expected = prefix.unicodeScalars.count
        }
        let client = try LSPClient()
        let result = client.initialize(capabilities: ["general": ["positionEncodings": [.string(encoding)]]])
        #expect(result?["capabilities"]?["positionEncoding"] == .string(encoding))
        client.open(Self.uri, text)
        let diagnostics = try #require(client.diagnostics(for: Self.uri))
        #expect(diagnostics.first?["range"]?["start"] == ["line": 0, "character": .int(expected)])
        #expect(diagnostics.first?["range"]?["end"] == ["line": 0, "character": .int(expected + "Toggle".count)])

        // An edit given in the same encoding lands where it should: rename the empty title.
        let titleStart = expected + "Toggle(\"".count
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(Self.uri), "version": 2],
            "contentChanges": [["range": ["start": ["line": 0, "character": .int(titleStart)], "end": ["line": 0, "character": .int(titleStart)]], "text": "Wi-Fi"]],
        ])
        #expect(client.diagnostics(for: Self.uri, version: 2) == [])
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func previewCodeIsNotChecked() throws {
        let client = try LSPClient()
        client.initialize()
        client.open(Self.uri, "#Preview {\n    Toggle(\"\", isOn: .constant(true))\n}\n")
        #expect(client.diagnostics(for: Self.uri) == [])
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func testTargetFilesAreNotCheckedByDefault() throws {
        let client = try LSPClient()
        client.initialize(rootURI: "file:///work/App")
        let testURI = "file:///work/App/Tests/AppTests/PlayerTests.swift"
        client.open(testURI, "Toggle(\"\", isOn: $on)\n")
        #expect(client.diagnostics(for: testURI) == [])
        // A folder named Tests above the workspace root does not make a file a test.
        let client2 = try LSPClient()
        client2.initialize(rootURI: "file:///home/me/Tests/App")
        let appURI = "file:///home/me/Tests/App/Sources/Player.swift"
        client2.open(appURI, "Toggle(\"\", isOn: $on)\n")
        #expect(client2.diagnostics(for: appURI)?.count == 1)
        #expect(client.shutdownAndExit() == 0)
        #expect(client2.shutdownAndExit() == 0)
    }
}

/// Issue 20: a client that opens a document of another language gets no Swift findings for it.
@Suite struct OtherLanguagesTests {
    @Test func aDocumentOpenedInAnotherLanguageIsNotLintedAsSwift() throws {
        let client = try LSPClient()
        client.initialize(options: ["announcements": true])
        let markdown = "file:///w/README.md"
        let text = "Toggle(\"\", isOn: $on)\nButton(action: share) { Image(systemName: \"trash\") }\n"
        client.notify("textDocument/didOpen", ["textDocument": ["uri": .string(markdown), "languageId": "markdown", "version": 1, "text": .string(text)]])
        #expect(client.diagnostics(for: markdown, version: 1) == nil || client.diagnostics(for: markdown) == [], "no findings for Markdown")
        let hover = client.request("textDocument/hover", ["textDocument": ["uri": .string(markdown)], "position": ["line": 0, "character": 2]])
        #expect((try? client.reply(to: hover)?.get()) == .null)
        let actions = client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(markdown)], "range": ["start": ["line": 0, "character": 0], "end": ["line": 2, "character": 0]], "context": ["diagnostics": []],
        ])
        #expect((try? client.reply(to: actions)?.get()) == [])
        // The same text opened as Swift is linted.
        let swift = "file:///w/View.swift"
        client.open(swift, text)
        #expect(client.diagnostics(for: swift)?.isEmpty == false)
        #expect(client.shutdownAndExit() == 0)
    }
}
