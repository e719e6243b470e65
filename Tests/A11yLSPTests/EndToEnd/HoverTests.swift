// Hover, inlay hints and pulled diagnostics over the real protocol.

import JSONRPC
import Testing

@Suite struct HoverTests {
    static let toggleView = """
        struct MuteButton: View {
            @State private var muted = false
            var body: some View {
                1️⃣Button(muted ? "Unmute" : "Mute") {
                    muted.toggle()
                }
                Picker("Sort", selection: $sort) {
                    Text("Name").tag(0)
                }
                .2️⃣pickerStyle(.segmented)
                Toggle("Wi-Fi", isOn: $wifi)
            }
        }
        """

    private func position(_ text: String, _ offset: Int) -> JSONValue {
        let prefix = text.utf8.prefix(offset)
        let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count
        let column = prefix.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).last!.count
        return ["line": .int(line), "character": .int(column)]
    }

    private func hover(_ client: LSPClient, _ uri: String, _ position: JSONValue) -> String? {
        let id = client.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": position])
        guard case .success(let result) = client.reply(to: id) else { return nil }
        return result[path: "contents", "value"]?.stringValue
    }

    @Test func hoverOnAToggleButtonShowsItsCardAndBothAnnouncements() throws {
        let (text, markers) = Markers.extract(Self.toggleView)
        let uri = "file:///w/MuteButton.swift"
        let client = try LSPClient()
        client.initialize()
        client.open(uri, text)
        let shown = try #require(hover(client, uri, position(text, markers["1️⃣"]! + 2)), "\(client.transcript)")
        #expect(shown.contains("`button.toggle`"), "\(shown)")
        #expect(shown.contains(#"muted == true → "Unmute, Button""#))
        #expect(shown.contains(#"muted == false → "Mute, Button""#))
        let segmented = try #require(hover(client, uri, position(text, markers["2️⃣"]! + 3)))
        #expect(segmented.contains("`select.segmented`"), "\(segmented)")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func hoverOnAFindingOpensWithTheFindingAndItsFixThenTheAnnouncementCardAndLinks() throws {
        let uri = "file:///w/V.swift"
        let text = "Toggle(\"\", isOn: $on)\n"
        let client = try LSPClient()
        client.initialize()
        client.open(uri, text)
        let shown = try #require(hover(client, uri, ["line": 0, "character": 2]))
        let blocks = shown.components(separatedBy: "\n\n")
        #expect(blocks.count == 4, "finding, VoiceOver, card, links:\n\(shown)")
        #expect(blocks.first?.hasPrefix("**Error** `empty-control-name`: This Toggle's title is empty") == true, "\(shown)")
        #expect(blocks.first?.contains("**Fix:**") == true && !blocks[0].contains("\n"), "message and fix on one line")
        #expect(blocks.dropFirst().first?.hasPrefix("**VoiceOver will say**") == true)
        #expect(blocks.dropFirst(2).first?.hasPrefix("**Switch** (`switch.basic`)") == true, "\(shown)")
        #expect(blocks.last?.contains("/empty-control-name.md)") == true && blocks.last?.contains("/components/switch.basic.md)") == true)
        #expect(!shown.contains("Stays silent") && !shown.contains("Decisions"), "no example lists, no internal notes")
        #expect(hover(client, uri, ["line": 0, "character": 15]) == nil, "nothing to say over the binding")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func inlayHintsShowOneAnnouncementPerControlWhenSwitchedOn() throws {
        let (text, _) = Markers.extract(Self.toggleView)
        let uri = "file:///w/MuteButton.swift"
        let whole: JSONValue = ["start": ["line": 0, "character": 0], "end": ["line": 100, "character": 0]]
        let off = try LSPClient()
        off.initialize()
        off.open(uri, text)
        let none = off.request("textDocument/inlayHint", ["textDocument": ["uri": .string(uri)], "range": whole])
        #expect(off.reply(to: none).flatMap { try? $0.get() } == [])
        #expect(off.shutdownAndExit() == 0)

        let on = try LSPClient()
        on.initialize(options: ["announcements": true])
        on.open(uri, text)
        let id = on.request("textDocument/inlayHint", ["textDocument": ["uri": .string(uri)], "range": whole])
        let hints = try #require(on.reply(to: id).flatMap { try? $0.get() }?.arrayValue, "\(on.transcript)")
        #expect(hints.count == 3, "Button, Picker and Toggle: \(hints)")
        #expect(hints.first?["label"]?.stringValue?.contains(#""Unmute, Button""#) == true)
        #expect(on.shutdownAndExit() == 0)
    }

    /// An inlay hint stays one short line: a binding written out is named by what it reads, and
    /// past two combinations of conditions the rest are counted (the tooltip lists them all).
    @Test func inlayHintsStayOnOneShortLine() throws {
        let uri = "file:///w/Captions.swift"
        let text = """
            Toggle("Captions", isOn: Binding(
                get: { player.showsCaptions },
                set: { player.setCaptions($0) }
            ))
            .disabled(player.isLoading)

            """
        let client = try LSPClient()
        client.initialize(options: ["announcements": true])
        client.open(uri, text)
        let whole: JSONValue = ["start": ["line": 0, "character": 0], "end": ["line": 10, "character": 0]]
        let id = client.request("textDocument/inlayHint", ["textDocument": ["uri": .string(uri)], "range": whole])
        let hints = try #require(client.reply(to: id).flatMap { try? $0.get() }?.arrayValue, "\(client.transcript)")
        let label = try #require(hints.first?["label"]?.stringValue)
        #expect(!label.contains("\n") && !label.contains("Binding("), "\(label)")
        #expect(label.hasSuffix(" | +2 more"), "\(label)")
        #expect(label.contains("player.showsCaptions == true"), "\(label)")
        #expect(hints.first?["tooltip"]?.stringValue?.components(separatedBy: "\n").count == 5, "all four combinations in the tooltip")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func aPullingClientGetsReportsByPullAndNoPush() throws {
        let uri = "file:///w/V.swift"
        let client = try LSPClient()
        let result = client.initialize(capabilities: ["textDocument": ["diagnostic": ["dynamicRegistration": false]], "workspace": ["diagnostics": ["refreshSupport": true]]])
        #expect(result?[path: "capabilities", "diagnosticProvider", "interFileDependencies"] == true)
        client.open(uri, "Toggle(\"\", isOn: $on)\n")
        let id = client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])
        let report = try #require(client.reply(to: id).flatMap { try? $0.get() }, "\(client.transcript)")
        #expect(report["kind"] == "full")
        #expect(report["items"]?[0]?["code"] == "empty-control-name")
        #expect(report["items"]?[0]?[path: "codeDescription", "href"]?.stringValue?.hasSuffix("/empty-control-name.md") == true)
        let resultID = try #require(report["resultId"]?.stringValue)
        let again = client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)], "previousResultId": .string(resultID)])
        #expect(client.reply(to: again).flatMap { try? $0.get() }?["kind"] == "unchanged")
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["text": "Toggle(\"Wi-Fi\", isOn: $on)\n"]]])
        let changed = client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)], "previousResultId": .string(resultID)])
        let fresh = client.reply(to: changed).flatMap { try? $0.get() }
        #expect(fresh?["kind"] == "full")
        #expect(fresh?["items"] == [])
        #expect(client.notification("textDocument/publishDiagnostics", timeout: 0.5) == nil, "no push to a pulling client")
        #expect(client.shutdownAndExit() == 0)
    }
}

@Suite struct RelatedInformationTests {
    @Test func duplicateNamesPointAtEachOther() throws {
        let uri = "file:///w/Duplicates.swift"
        let text = """
            struct Rows: View {
                var body: some View {
                    VStack {
                        Button("Edit") { editName() }
                        Button("Edit") { editEmail() }
                    }
                }
            }

            """
        let client = try LSPClient()
        client.initialize()
        client.open(uri, text)
        let diagnostics = try #require(client.diagnostics(for: uri))
        let duplicates = diagnostics.filter { $0["code"] == "duplicate-control-name" }
        #expect(duplicates.count == 2, "\(diagnostics)")
        let lines = duplicates.compactMap { $0[path: "range", "start", "line"]?.intValue }
        let related = duplicates.compactMap { $0["relatedInformation"]?[0]?[path: "location", "range", "start", "line"]?.intValue }
        #expect(lines == [3, 4])
        #expect(related == [4, 3], "each points at the other")
        #expect(duplicates.allSatisfy { $0["relatedInformation"]?[0]?[path: "location", "uri"] == .string(uri) })
        #expect(client.shutdownAndExit() == 0)
    }
}
