// The server's configuration: initializationOptions, didChangeConfiguration,
// workspace/configuration, `.a11y-lsp.json` files, and bad settings kept out.

import Foundation
import JSONRPC
import Testing

@Suite struct ConfigurationServerTests {
    private let source = "Toggle(\"\", isOn: $on)\nButton(\"Pay\") {}.accessibilityLabel(\"Pay button\")\n"

    private func codes(_ diagnostics: [JSONValue]?) -> [String] { diagnostics?.compactMap { $0["code"]?.stringValue } ?? [] }

    @Test func initializationOptionsSetSeverities() throws {
        let client = try LSPClient()
        client.initialize(options: ["rules": ["role-word-in-label": "off", "empty-control-name": "info"]])
        client.open("file:///w/View.swift", source)
        let diagnostics = try #require(client.diagnostics(for: "file:///w/View.swift"))
        #expect(codes(diagnostics) == ["empty-control-name"])
        #expect(diagnostics.first?["severity"] == 3)
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func didChangeConfigurationRepublishesAndBadSettingsAreRefused() throws {
        let client = try LSPClient()
        client.initialize()
        let uri = "file:///w/View.swift"
        client.open(uri, source)
        #expect(codes(client.diagnostics(for: uri)) == ["empty-control-name", "role-word-in-label"])
        client.notify("workspace/didChangeConfiguration", ["settings": ["a11y-lsp": ["rules": ["empty-control-name": "off"]]]])
        #expect(codes(client.diagnostics(for: uri)) == ["role-word-in-label"])
        client.notify("workspace/didChangeConfiguration", ["settings": ["rules": ["empty-control-nam": "off"]]])
        let message = try #require(client.notification("window/showMessage"), "\(client.transcript)")
        #expect(message["type"] == 1)
        #expect(message["message"]?.stringValue?.contains(#"unknown rule "empty-control-nam""#) == true)
        #expect(codes(client.diagnostics(for: uri)) == ["role-word-in-label"], "the last good settings stay")
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func settingsArePulledWhenTheClientAnswersWorkspaceConfiguration() throws {
        let client = try LSPClient()
        let id = client.request("initialize", ["processId": nil, "rootUri": nil, "capabilities": ["workspace": ["configuration": true]]])
        _ = client.reply(to: id)
        client.notify("initialized", [:])
        let asked = try #require(client.answer("workspace/configuration", with: [["rules": ["role-word-in-label": "off"]]]))
        #expect(asked["items"]?[0]?["section"] == "a11y-lsp")
        let uri = "file:///w/View.swift"
        client.open(uri, source)
        #expect(codes(client.diagnostics(for: uri)) == ["empty-control-name"])
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func aProjectConfigurationFileAppliesAndABrokenOneIsShown() throws {
        let folder = try TemporaryFolder()
        try folder.write(".a11y-lsp.json", #"{"rules": {"empty-control-name": "off"}, "exclude": ["Generated/**"]}"#)
        let root = folder.url.path
        let client = try LSPClient()
        client.initialize(rootURI: "file://\(root)")
        let view = "file://\(root)/Sources/View.swift"
        client.open(view, source)
        #expect(codes(client.diagnostics(for: view)) == ["role-word-in-label"])
        let generated = "file://\(root)/Generated/Strings.swift"
        client.open(generated, source)
        #expect(client.diagnostics(for: generated) == [], "excluded files get no diagnostics")

        try folder.write(".a11y-lsp.json", #"{"rules": {"empty-control-name": "offf"}}"#)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string("file://\(root)/.a11y-lsp.json"), "type": 2]]])
        let message = try #require(client.notification("window/showMessage"), "\(client.transcript)")
        #expect(message["message"]?.stringValue?.contains(".a11y-lsp.json") == true)
        #expect(codes(client.diagnostics(for: view)) == ["role-word-in-label"], "the last good file stays in force")
        #expect(client.shutdownAndExit() == 0)
    }

    /// Issue 20: a configuration fixed on disk applies without a restart, its JSON errors say
    /// where, and the message says what is used meanwhile.
    @Test func aClientThatWatchesFilesIsAskedToWatchConfigurationFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write(".a11y-lsp.json", "{\n  \"rules\": {\"empty-control-name\": \"off\",}\n}\n")
        let root = folder.url.path
        let client = try LSPClient()
        client.initialize(capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]], rootURI: "file://\(root)")
        let registration = try #require(client.answer("client/registerCapability", with: .null), "\(client.transcript)")
        let watcher = registration["registrations"]?[0]
        #expect(watcher?["method"] == "workspace/didChangeWatchedFiles")
        #expect(watcher?["registerOptions"]?["watchers"]?[0]?["globPattern"] == "**/.a11y-lsp.json", "\(registration)")

        let view = "file://\(root)/Sources/View.swift"
        client.open(view, source)
        let message = try #require(client.notification("window/showMessage")?["message"]?.stringValue, "\(client.transcript)")
        #expect(message.contains("not valid JSON at line 2, column 41: expected a member name"), "\(message)")
        #expect(message.hasSuffix("Defaults are used until it is fixed."), "there was no valid configuration before: \(message)")
        #expect(codes(client.diagnostics(for: view)) == ["empty-control-name", "role-word-in-label"])

        try folder.write(".a11y-lsp.json", #"{"rules": {"empty-control-name": "off"}}"#)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string("file://\(root)/.a11y-lsp.json"), "type": 2]]])
        #expect(codes(client.diagnostics(for: view)) == ["role-word-in-label"], "the fixed file applies")

        try folder.write(".a11y-lsp.json", #"{"rules": {"empty-control-name": "of"}}"#)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string("file://\(root)/.a11y-lsp.json"), "type": 2]]])
        let second = try #require(client.notification("window/showMessage")?["message"]?.stringValue)
        #expect(second.hasSuffix("The last valid configuration stays in use."), "\(second)")
        #expect(codes(client.diagnostics(for: view)) == ["role-word-in-label"])
        #expect(client.shutdownAndExit() == 0)
    }

    @Test func aClientThatWatchesNoFilesHasTheConfigurationReadAgainOnSave() throws {
        let folder = try TemporaryFolder()
        try folder.write(".a11y-lsp.json", #"{"rules": {"role-word-in-label": "off"}}"#)
        let root = folder.url.path
        let client = try LSPClient()
        client.initialize(rootURI: "file://\(root)")
        #expect(client.answer("client/registerCapability", with: .null, timeout: 0.5) == nil, "no watcher without dynamic registration")
        let view = "file://\(root)/Sources/View.swift"
        client.open(view, source)
        #expect(codes(client.diagnostics(for: view)) == ["empty-control-name"])

        try folder.write(".a11y-lsp.json", #"{"rules": {"empty-control-name": "off"}}"#)
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(view)]])
        #expect(codes(client.diagnostics(for: view)) == ["role-word-in-label"], "saving a Swift file reads the changed configuration: \(client.transcript)")
        #expect(client.shutdownAndExit() == 0)
    }
}
