// The accessibility tree over the real protocol: the code lens above each view's body, its
// command through workspace/executeCommand, the capabilities, and the `codeLens` setting.

import JSONRPC
import Testing

@Suite struct TreeLensTests {
    static let screen = """
        import SwiftUI

        struct Player: View {
            @State private var muted = false
            var 1️⃣body: some View {
                VStack {
                    Text("Now Playing").accessibilityAddTraits(.isHeader)
                    Button(muted ? "Unmute" : "Mute") { muted.toggle() }
                    Image(decorative: "art")
                }
            }
        }

        struct Footer: View {
            var body: some View {
                2️⃣Text("v1.0")
            }
        }
        """

    private func position(_ text: String, _ offset: Int) -> JSONValue {
        let prefix = text.utf8.prefix(offset)
        let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count
        let column = prefix.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).last!.count
        return ["line": .int(line), "character": .int(column)]
    }

    private func lenses(_ client: LSPClient, _ uri: String) -> [JSONValue]? {
        let id = client.request("textDocument/codeLens", ["textDocument": ["uri": .string(uri)]])
        guard case .success(let result) = client.reply(to: id) else { return nil }
        return result.arrayValue
    }

    @Test func eachViewBodyGetsALensWhoseCommandAnswersTheTree() throws {
        let (text, markers) = Markers.extract(Self.screen)
        let uri = "file:///w/Player.swift"
        let client = try LSPClient()
        let initialized = try #require(client.initialize())
        #expect(initialized[path: "capabilities", "executeCommandProvider", "commands"] == ["a11y-lsp.accessibilityTree"])
        #expect(initialized[path: "capabilities", "codeLensProvider"] != nil)
        client.open(uri, text)

        let found = try #require(lenses(client, uri), "\(client.transcript)")
        #expect(found.map { $0[path: "command", "title"]?.stringValue } == ["VoiceOver: 2 elements, 1 heading, 1 hidden", "VoiceOver: 1 element"])
        let first = found[0]
        #expect(first[path: "range", "start"] == position(text, markers["1️⃣"]!))
        #expect(first[path: "command", "command"] == "a11y-lsp.accessibilityTree")

        let arguments = try #require(first[path: "command", "arguments"])
        let id = client.request("workspace/executeCommand", ["command": "a11y-lsp.accessibilityTree", "arguments": arguments])
        guard case .success(let markdown)? = client.reply(to: id) else { Issue.record("no tree: \(client.transcript)"); return }
        let tree = try #require(markdown.stringValue)
        #expect(tree.hasPrefix("## Player: 2 elements, 1 heading, 1 hidden\n"), "\(tree)")
        #expect(tree.contains("- line 7: `\"Now Playing, Heading\"`\n- line 8: `muted == true → \"Unmute, Button\" | muted == false → \"Mute, Button\"`"), "\(tree)")
        #expect(tree.contains("Hidden: 9 decorative."))
        #expect(!tree.contains("Footer"), "only the view the lens is on")

        // A cursor inside the other view gives that view's tree.
        let footer = client.request("workspace/executeCommand", [
            "command": "a11y-lsp.accessibilityTree", "arguments": [.string(uri), position(text, markers["2️⃣"]!)],
        ])
        guard case .success(let other)? = client.reply(to: footer) else { Issue.record("no tree"); return }
        #expect(other.stringValue?.hasPrefix("## Footer: 1 element\n") == true, "\(other)")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func anUnknownCommandIsInvalidParams() throws {
        let client = try LSPClient()
        client.initialize()
        client.open("file:///w/V.swift", "struct V: View { var body: some View { Text(\"x\") } }\n")
        let id = client.request("workspace/executeCommand", ["command": "a11y-lsp.nothing", "arguments": []])
        guard case .failure(let error)? = client.reply(to: id) else { Issue.record("expected an error"); return }
        #expect(error.code == .invalidParams)
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func theCodeLensSettingTurnsTheLensOff() throws {
        let uri = "file:///w/V.swift"
        let client = try LSPClient()
        client.initialize(options: ["codeLens": false])
        client.open(uri, "struct V: View { var body: some View { Text(\"x\") } }\n")
        #expect(lenses(client, uri) == [], "\(client.transcript)")
        client.notify("workspace/didChangeConfiguration", ["settings": ["a11y-lsp": ["codeLens": true]]])
        #expect(lenses(client, uri)?.count == 1, "\(client.transcript)")
        #expect(client.shutdownAndExit() == 0)
    }
}
