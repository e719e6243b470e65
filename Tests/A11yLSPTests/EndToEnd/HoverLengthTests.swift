// Every hover stays short: on every firing example of every rule in the registry (rules
// added later are covered as they come), the hover over the finding says what is wrong
// and how to fix it first, and runs to at most 25 lines, in Markdown and in plain text.

import Foundation
import JSONRPC
import RuleEngine
import Testing

@Suite struct HoverLengthTests {
    static let limit = 25

    /// Every rule at warning, so rules that are off by default report their examples too.
    static let everyRuleOn: JSONValue = ["rules": .object(Dictionary(uniqueKeysWithValues: RuleRegistry.all.map { ($0.id, JSONValue.string("warning")) }))]

    static func position(in text: String, at offset: Int) -> JSONValue {
        let prefix = String(decoding: Array(text.utf8)[..<offset], as: UTF8.self)
        let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
        return ["line": .int(lines.count - 1), "character": .int(lines.last.map { $0.utf16.count } ?? 0)]
    }

    private func checkEveryExample(markdown: Bool) throws {
        let client = try LSPClient()
        let formats: JSONValue = markdown ? ["markdown", "plaintext"] : ["plaintext"]
        client.initialize(capabilities: ["textDocument": ["hover": ["contentFormat": formats]]], options: Self.everyRuleOn)
        var hovers = 0
        for rule in RuleRegistry.all {
            for (index, example) in rule.examples.fires.enumerated() {
                let (source, offsets) = RuleExamples.unmark(example)
                let uri = "file:///w/\(rule.id)-\(index).swift"
                client.open(uri, source)
                for offset in offsets {
                    let id = client.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": Self.position(in: source, at: offset)])
                    let reply = try #require(client.reply(to: id), "no hover reply for \(rule.id) example \(index)")
                    let value = try reply.get()[path: "contents", "value"]?.stringValue
                    guard let value else {
                        Issue.record("no hover over \(rule.id) example \(index) at \(offset):\n\(source)")
                        continue
                    }
                    hovers += 1
                    let lines = value.split(separator: "\n", omittingEmptySubsequences: false)
                    #expect(lines.count <= Self.limit, "\(lines.count) lines over \(rule.id) example \(index):\n\(value)")
                    let findingLines = lines.prefix { !$0.isEmpty }
                    #expect(findingLines.contains { $0.contains(rule.id) }, "the hover over \(rule.id) example \(index) does not open with its finding:\n\(value)")
                    if !markdown { #expect(!value.contains("**") && !value.contains("`"), "plain text has no Markdown:\n\(value)") }
                }
                client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
            }
        }
        #expect(hovers >= RuleRegistry.all.count * 3)
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func everyFiringExampleOfEveryRuleHasAShortMarkdownHover() throws {
        try checkEveryExample(markdown: true)
    }

    @Test func clientsWithoutMarkdownGetPlainText() throws {
        try checkEveryExample(markdown: false)
    }
}
