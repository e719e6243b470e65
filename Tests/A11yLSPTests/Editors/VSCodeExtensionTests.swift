// editors/vscode: package.json's contributions agree with what the server reads,
// and extension.js reads (and sends) every setting it declares.

import Foundation
@testable import A11yLSP
import RuleEngine
import Testing

@Suite struct VSCodeExtensionTests {
    /// The package root, four levels above this file (Tests/A11yLSPTests/Editors/…).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = packageRoot.appendingPathComponent("editors/vscode")

    /// Settings only the extension reads; every other one must be a server key.
    static let clientOnlySettings: Set<String> = ["path", "trace.server"]
    /// The settings the editors issue asks for by name.
    static let requiredSettings: Set<String> = ["path", "rules", "configFile", "announcements"]

    private func manifest() throws -> [String: Any] {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("package.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func settings() throws -> [String: [String: Any]] {
        let contributes = try #require(try manifest()["contributes"] as? [String: Any])
        let configuration = try #require(contributes["configuration"] as? [String: Any])
        let properties = try #require(configuration["properties"] as? [String: [String: Any]])
        var byName: [String: [String: Any]] = [:]
        for (key, value) in properties {
            #expect(key.hasPrefix("a11yLsp."), "\(key) is not under a11yLsp.")
            byName[String(key.dropFirst("a11yLsp.".count))] = value
        }
        return byName
    }

    private func extensionSource() throws -> String {
        let main = try #require(try manifest()["main"] as? String)
        return try String(contentsOf: Self.folder.appendingPathComponent(main), encoding: .utf8)
    }

    @Test func activatesOnSwiftAndRunsExtensionJS() throws {
        let manifest = try manifest()
        let events = try #require(manifest["activationEvents"] as? [String])
        #expect(events.contains("onLanguage:swift"))
        #expect(manifest["main"] as? String == "./extension.js")
        #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent("extension.js").path))
        let engines = try #require(manifest["engines"] as? [String: String])
        #expect(engines["vscode"]?.hasPrefix("^1.") == true)
        for field in ["name", "publisher", "version", "displayName", "repository", "license"] {
            #expect(manifest[field] != nil, "package.json lacks \(field), which vsce package needs")
        }
    }

    @Test func dependsOnTheLanguageClientOnly() throws {
        let manifest = try manifest()
        let dependencies = try #require(manifest["dependencies"] as? [String: String])
        #expect(Set(dependencies.keys) == ["vscode-languageclient"])
        let development = manifest["devDependencies"] as? [String: String] ?? [:]
        #expect(Set(development.keys).isSubset(of: ["@types/vscode", "@vscode/vsce"]))
        // vsce refuses @types/vscode newer than the engine.
        let engine = (manifest["engines"] as? [String: String])?["vscode"]
        #expect(development["@types/vscode"] == engine)
    }

    @Test func everySettingIsReadByTheServerOrListedAsClientOnly() throws {
        let declared = try settings()
        let serverKeys = Set(Configuration.keys.keys)
        for name in declared.keys.sorted() {
            #expect(serverKeys.contains(name) || Self.clientOnlySettings.contains(name),
                    "a11yLsp.\(name) is neither a server setting (Configuration.keys) nor client-only")
        }
        #expect(Self.requiredSettings.isSubset(of: declared.keys))
        #expect(serverKeys.isSubset(of: declared.keys), "server settings the extension does not offer: \(serverKeys.subtracting(declared.keys).sorted())")
        for name in Self.clientOnlySettings { #expect(declared[name] != nil, "a11yLsp.\(name) is listed as client-only but not declared") }
        for (name, entry) in declared {
            #expect(entry["type"] != nil, "a11yLsp.\(name) has no type")
            #expect(entry["description"] != nil || entry["markdownDescription"] != nil, "a11yLsp.\(name) has no description")
        }
    }

    @Test func ruleAndPlatformChoicesMatchTheServer() throws {
        let declared = try settings()
        let rules = try #require(declared["rules"]?["properties"] as? [String: [String: Any]])
        #expect(Set(rules.keys) == RuleRegistry.ids)
        for (id, entry) in rules {
            #expect(entry["enum"] as? [String] == RuleSetting.allCases.map(\.rawValue), "\(id)")
        }
        #expect(declared["platform"]?["enum"] as? [String] == Platform.allCases.map(\.rawValue))
    }

    @Test func extensionJSReadsEverySettingAndRegistersEveryCommand() throws {
        let source = try extensionSource()
        for name in try settings().keys.sorted() {
            #expect(source.contains("'\(name)'") || source.contains("\"\(name)\""), "extension.js never names the setting \(name)")
        }
        let contributes = try #require(try manifest()["contributes"] as? [String: Any])
        let commands = try #require(contributes["commands"] as? [[String: Any]])
        for command in commands.compactMap({ $0["command"] as? String }) {
            #expect(source.contains("registerCommand('\(command)'"), "extension.js does not register \(command)")
        }
        #expect(source.contains("require('vscode-languageclient/node')"))
    }

    @Test func theConfigurationFileSchemaHasTheServersKeys() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("a11y-lsp.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: [String: Any]])
        // configFile only makes sense in an editor's settings.
        #expect(Set(properties.keys) == Set(Configuration.keys.keys).subtracting(["configFile"]))
        let rules = try #require(properties["rules"]?["properties"] as? [String: Any])
        #expect(Set(rules.keys) == RuleRegistry.ids)
    }

    // MARK: With Node.js, when it is installed

    static let nodePath: String? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/node"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    private func runNode(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.nodePath))
        process.arguments = arguments
        process.currentDirectoryURL = Self.folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(.enabled(if: nodePath != nil, "node is not installed")) func theExtensionsOwnChecksPass() throws {
        let run = try runNode(["test/smoke.js"])
        #expect(run.status == 0, "\(run.output)")
    }

    @Test(.enabled(if: nodePath != nil, "node is not installed")) func whatTheExtensionSendsTheServerAccepts() throws {
        let cases: [(user: String, expected: Configuration)] = [
            ("{}", Configuration()),
            (#"{"path": "/opt/a11y-lsp", "trace.server": "verbose", "rules": {"role-word-in-label": "off", "empty-control-name": "warning"}, "announcements": true}"#, {
                var configuration = Configuration()
                configuration.rules = ["role-word-in-label": .off, "empty-control-name": .warning]
                configuration.announcements = true
                return configuration
            }()),
            (#"{"exclude": ["Generated/**"], "configFile": "ci/a11y.json", "previews": true, "tests": false, "platform": "visionOS", "docsBaseURL": "https://example.test/rules"}"#, {
                var configuration = Configuration()
                configuration.exclude = ["Generated/**"]
                configuration.configFile = "ci/a11y.json"
                configuration.previews = true
                configuration.tests = false
                configuration.platform = .visionOS
                configuration.docsBaseURL = "https://example.test/rules"
                return configuration
            }()),
        ]
        for (user, expected) in cases {
            let run = try runNode(["test/smoke.js", "--settings", user])
            #expect(run.status == 0, "\(run.output)")
            let parsed = try Configuration.parse(Array(run.output.utf8), source: "extension settings", reader: .json)
            #expect(parsed == expected, "for \(user): \(run.output)")
        }
    }
}
