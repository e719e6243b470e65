// 10,000 pipelined changes mixed with 1,000 hovers: every request answered exactly once,
// the final diagnostics equal a fresh lint, and memory stays bounded.

import Foundation
import JSONRPC
import RuleEngine
import Testing

@Suite struct BurstTests {
    @Test func pipelinedChangesAndHovers() throws {
        let uri = "file:///w/Burst.swift"
        let initial = (0..<20).map { "struct V\($0): View { var body: some View { Button { go() } label: { Image(systemName: \"gear\") } } }\n" }.joined()
        let client = try LSPClient()
        client.initialize()
        client.open(uri, initial)
        _ = client.diagnostics(for: uri, version: 1)

        // The text as lines, so each edit's position is cheap to work out.
        var lines = initial.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        var generator = SeededGenerator(seed: 10_000)
        var burst: [UInt8] = []
        var hoverIDs: [Int] = []
        let pieces = ["x", "y", " ", "\n", "Toggle(\"\", isOn: $on)", ".accessibilityLabel(\"Settings\")"]
        for change in 0..<10_000 {
            let line = Int.random(in: 0..<lines.count, using: &generator)
            let column = Int.random(in: 0...lines[line].count, using: &generator)
            let deleting = column < lines[line].count && Bool.random(using: &generator)
            let piece = deleting ? "" : pieces.randomElement(using: &generator)!
            let end = deleting ? column + 1 : column
            if piece == "\n" {
                lines.insert(Array(lines[line][column...]), at: line + 1)
                lines[line].removeSubrange(column...)
            } else {
                lines[line].replaceSubrange(column..<end, with: Array(piece.utf8))
            }
            burst += Message.notification(method: "textDocument/didChange", params: [
                "textDocument": ["uri": .string(uri), "version": .int(change + 2)],
                "contentChanges": [["range": ["start": ["line": .int(line), "character": .int(column)],
                                              "end": ["line": .int(line), "character": .int(end)]], "text": .string(piece)]],
            ]).framedBytes
            if change % 10 == 9 {
                let id = 10_000 + change
                hoverIDs.append(id)
                burst += Message.request(id: .number(id), method: "textDocument/hover", params: [
                    "textDocument": ["uri": .string(uri)], "position": ["line": 0, "character": 0],
                ]).framedBytes
            }
        }
        let text = lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
        #expect(hoverIDs.count == 1_000)
        client.sendRaw(burst)

        for id in hoverIDs {
            #expect(client.reply(to: .number(id), timeout: 120) != nil, "hover \(id) answered")
        }
        let final = try #require(client.diagnostics(for: uri, version: 10_001), "the last change publishes")
        let expected = Linter().lint(source: text)
        #expect(final.compactMap { $0["code"]?.stringValue } == expected.map(\.ruleID))
        // Each request was answered once: no reply left over for any hover id.
        #expect(hoverIDs.allSatisfy { client.reply(to: .number($0), timeout: 0.01) == nil })
        if let rss = client.residentMegabytes { #expect(rss < 200, "RSS \(rss) MB") }
        #expect(client.shutdownAndExit() == 0)
    }
}
