// Code actions over the real protocol: quick fixes applied by the client to reach the
// golden files, versioned edits, fix all, kind filters and stale requests.

import Foundation
import JSONRPC
import Testing

@Suite struct CodeActionTests {
    private func actions(_ client: LSPClient, _ uri: String, range: JSONValue, diagnostics: [JSONValue] = [], only: [String]? = nil) -> [JSONValue]? {
        var context: [String: JSONValue] = ["diagnostics": .array(diagnostics)]
        if let only { context["only"] = .array(only.map(JSONValue.string)) }
        let id = client.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": range, "context": .object(context)])
        guard case .success(let result) = client.reply(to: id) else { return nil }
        return result.arrayValue
    }

    @Test(arguments: [
        ("InsertLabel", "icon-only-control-name"),
        ("RemoveSelectedTrait", "toggle-name-and-selected-trait"),
        ("TapGestureToButton", "tap-gesture-not-control"),
    ])
    func quickFixesReachTheGoldenFile(_ name: String, _ ruleID: String) throws {
        let uri = "file:///w/\(name).swift"
        var text = try GoldenFixTests.fixture("\(name).before.swift")
        let client = try LSPClient()
        client.initialize()
        client.open(uri, text, version: 1)
        var version = 1
        var diagnostics = try #require(client.diagnostics(for: uri, version: 1))
        for _ in 0..<20 {
            guard let diagnostic = diagnostics.first(where: { $0["code"] == .string(ruleID) && $0["severity"] != 3 }) else { break }
            let found = try #require(actions(client, uri, range: diagnostic["range"]!, diagnostics: [diagnostic]), "\(client.transcript)")
            let preferred = try #require(found.first { $0["isPreferred"] == true && $0["kind"] == "quickfix" }, "\(found)")
            #expect(preferred["diagnostics"]?[0]?["code"] == .string(ruleID))
            text = try LSPEdits.apply(LSPEdits.edits(in: preferred["edit"], for: uri), to: text)
            version += 1
            client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [["text": .string(text)]]])
            diagnostics = try #require(client.diagnostics(for: uri, version: version))
        }
        #expect(text == (try GoldenFixTests.fixture("\(name).after.swift")))
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func editsAreVersionedWhenTheClientSupportsIt() throws {
        let uri = "file:///w/V.swift"
        let client = try LSPClient()
        let result = client.initialize(capabilities: ["workspace": ["workspaceEdit": ["documentChanges": true]]])
        #expect(result?[path: "capabilities", "codeActionProvider", "codeActionKinds"] == ["quickfix", "source.fixAll.a11y-lsp"])
        client.open(uri, "Button(action: share) { Image(systemName: \"trash\") }\n", version: 7)
        let diagnostic = try #require(client.diagnostics(for: uri)?.first)
        let found = try #require(actions(client, uri, range: diagnostic["range"]!, diagnostics: [diagnostic]))
        let change = try #require(found.first?[path: "edit", "documentChanges"]?[0])
        #expect(change["textDocument"] == ["uri": .string(uri), "version": 7])
        #expect(change["edits"]?[0]?["newText"] == "\n    .accessibilityLabel(\"Delete\")")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func fixAllIsASourceActionAndKindsFilter() throws {
        let uri = "file:///w/V.swift"
        let text = "Button(action: share) { Image(systemName: \"trash\") }\nButton(\"Pay\") {}.accessibilityLabel(\"Pay button\")\n"
        let client = try LSPClient()
        client.initialize()
        client.open(uri, text)
        _ = client.diagnostics(for: uri)
        let whole: JSONValue = ["start": ["line": 0, "character": 0], "end": ["line": 2, "character": 0]]
        let fixAll = try #require(actions(client, uri, range: whole, only: ["source.fixAll"]))
        #expect(fixAll.count == 1)
        #expect(fixAll.first?["kind"] == "source.fixAll.a11y-lsp")
        let fixed = try LSPEdits.apply(LSPEdits.edits(in: fixAll.first?["edit"], for: uri), to: text)
        #expect(fixed == "Button(action: share) { Image(systemName: \"trash\") }\n    .accessibilityLabel(\"Delete\")\nButton(\"Pay\") {}.accessibilityLabel(\"Pay\")\n")
        let quickFixesOnly = try #require(actions(client, uri, range: whole, only: ["quickfix"]))
        // Two fixes, then for each finding a line and a file suppression.
        #expect(quickFixesOnly.count == 6 && quickFixesOnly.allSatisfy { $0["kind"] == "quickfix" }, "\(quickFixesOnly)")
        #expect(quickFixesOnly.prefix(2).allSatisfy { $0["title"]?.stringValue?.hasPrefix("Disable") == false })
        #expect(actions(client, uri, range: whole, only: ["refactor"]) == [])
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func staleDiagnosticsGetNoEdit() throws {
        let uri = "file:///w/V.swift"
        let client = try LSPClient()
        client.initialize()
        client.open(uri, "Button(action: share) { Image(systemName: \"trash\") }\n")
        let diagnostic = try #require(client.diagnostics(for: uri)?.first)
        // The client has moved on: the button now has a label, but it asks with the old diagnostic.
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2],
                                                  "contentChanges": [["text": "Button(action: share) { Image(systemName: \"trash\") }.accessibilityLabel(\"Delete\")\n"]]])
        _ = client.diagnostics(for: uri, version: 2)
        #expect(actions(client, uri, range: diagnostic["range"]!, diagnostics: [diagnostic], only: ["quickfix"]) == [])
        let unknown = client.request("textDocument/codeAction", ["textDocument": ["uri": "file:///nope.swift"], "range": diagnostic["range"]!, "context": ["diagnostics": []]])
        guard case .failure(let error) = client.reply(to: unknown) else { Issue.record("expected an error"); return }
        #expect(error.code == .invalidParams)
        #expect(client.shutdownAndExit() == 0)
    }
}

/// "Disable <rule> for this line" and "… for this file" on every finding, with the comment
/// indented like the line it sits above, and the finding gone once applied.
@Suite struct SuppressionActionTests {
    static let text = """
        // Copyright header.

        import SwiftUI

        struct Toolbar: View {
            var body: some View {
                HStack {
                    Button(action: share) { Image(systemName: "square.and.arrow.up") }
                    Toggle("", isOn: $on)
                }
            }
        }

        """

    private func apply(title: String, over code: String, in text: String = Self.text) throws -> (text: String, left: [JSONValue]) {
        let uri = "file:///w/Toolbar.swift"
        let client = try LSPClient()
        client.initialize()
        client.open(uri, text)
        let diagnostics = try #require(client.diagnostics(for: uri, version: 1))
        let diagnostic = try #require(diagnostics.first { $0["code"] == .string(code) }, "\(diagnostics)")
        let id = client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(uri)], "range": diagnostic["range"]!, "context": ["diagnostics": [diagnostic]],
        ])
        let actions = try #require(try client.reply(to: id)?.get().arrayValue)
        let titles = actions.compactMap { $0["title"]?.stringValue }
        #expect(titles.firstIndex(of: title).map { index in titles[..<index].allSatisfy { !$0.hasPrefix("Disable") || $0.hasSuffix("line") } } == true,
            "\(title) not offered, or out of order: \(titles)")
        let action = try #require(actions.first { $0["title"]?.stringValue == title })
        #expect(action["kind"] == "quickfix" && action["isPreferred"] == false)
        let fixed = try LSPEdits.apply(LSPEdits.edits(in: action["edit"], for: uri), to: text)
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["text": .string(fixed)]]])
        let left = try #require(client.diagnostics(for: uri, version: 2))
        #expect(client.shutdownAndExit() == 0)
        return (fixed, left)
    }

    @Test func disablingForALineIndentsTheCommentLikeTheLine() throws {
        let (fixed, left) = try apply(title: "Disable icon-only-control-name for this line", over: "icon-only-control-name")
        #expect(fixed.contains("""
                    HStack {
                        // a11y-lsp:disable-next-line icon-only-control-name
                        Button(action: share)
            """), "\(fixed)")
        #expect(!left.contains { $0["code"] == "icon-only-control-name" })
        #expect(left.contains { $0["code"] == "empty-control-name" }, "other findings stay")
    }

    @Test func disablingForTheFileGoesBelowTheHeaderComment() throws {
        let (fixed, left) = try apply(title: "Disable empty-control-name for this file", over: "empty-control-name")
        #expect(fixed.hasPrefix("// Copyright header.\n// a11y-lsp:disable-file empty-control-name\n\nimport SwiftUI"), "\(fixed)")
        #expect(!left.contains { $0["code"] == "empty-control-name" })
    }

    @Test func aSecondRuleJoinsTheDirectiveAboveTheLine() throws {
        let text = "VStack {\n    // a11y-lsp:disable-next-line role-word-in-label\n    Button(action: go) { Image(systemName: \"trash\") }.accessibilityLabel(\"Delete button\").frame(width: 20)\n}\n"
        let (fixed, left) = try apply(title: "Disable touch-target-size for this line", over: "touch-target-size", in: text)
        #expect(fixed.contains("    // a11y-lsp:disable-next-line role-word-in-label, touch-target-size\n    Button"), "\(fixed)")
        #expect(!left.contains { $0["code"] == "touch-target-size" || $0["code"] == "role-word-in-label" })
    }
}
