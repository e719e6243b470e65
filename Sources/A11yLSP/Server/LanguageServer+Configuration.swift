// The server's configuration: each document's nearest `.a11y-lsp.json` (or the
// file the editor names), overlaid with the editor's settings. A bad configuration
// is shown to the user and the last good one stays in force.

import Foundation
import JSONRPC
import RuleEngine

extension LanguageServer {
    /// Settings sections the server reads, as editors name them.
    static let settingsSections = ["a11y-lsp", "a11yLsp"]

    /// The configuration in force for a document.
    func configuration(for document: OpenDocument) -> LoadedConfiguration {
        var fileConfiguration = LoadedConfiguration.defaults
        let configFile = settings.configFile.map(resolveAgainstWorkspace)
        do throws(ConfigurationError) {
            if let configFile {
                fileConfiguration = try ConfigurationFiles.load(file: configFile)
            } else if let path = document.path {
                fileConfiguration = try configurationFiles.configuration(forFile: path)
            }
            if let file = fileConfiguration.file { lastGoodFileConfigurations[file] = fileConfiguration }
        } catch {
            reportConfigurationProblem(error)
            let file = configFile ?? (error.source.hasPrefix("/") ? error.source : nil)
            fileConfiguration = file.flatMap { lastGoodFileConfigurations[$0] } ?? .defaults
        }
        return LoadedConfiguration(
            configuration: fileConfiguration.configuration.overlaid(with: settings),
            root: fileConfiguration.root, file: fileConfiguration.file)
    }

    /// Applies editor settings (initializationOptions, didChangeConfiguration or a
    /// workspace/configuration reply). Invalid settings leave the previous ones in force.
    func applySettings(_ json: JSONValue, from source: String) {
        var value = json
        for section in Self.settingsSections {
            if let nested = json[section], nested.objectValue != nil { value = nested }
        }
        guard value != .null, value.objectValue?.isEmpty == false else { return }
        do throws(ConfigurationError) {
            settings = try Configuration.parse(ConfigValue(value), source: source)
        } catch {
            reportConfigurationProblem(error)
        }
    }

    func didChangeConfiguration(_ message: DidChangeConfigurationNotification) {
        if let value = message.settings {
            applySettings(value, from: "settings")
            configurationChanged()
        } else {
            pullSettings()
        }
    }

    /// Asks the client for its settings, when it can answer.
    func pullSettings() {
        guard client.configuration else { return }
        request("workspace/configuration", ["items": [["section": .string(Self.settingsSections[0])]]]) { [weak self] reply in
            guard let self, case .success(let result) = reply, let first = result[0], first != .null else { return }
            applySettings(first, from: "settings")
            configurationChanged()
        }
    }

    func didChangeWatchedFiles(_ message: DidChangeWatchedFilesNotification) {
        if message.uris.contains(where: { $0.hasSuffix("/" + ConfigurationFiles.fileName) }) { configurationFilesChanged() }
    }

    func configurationFilesChanged() {
        configurationFiles.invalidate()
        reportedConfigurationProblems.removeAll()
        configurationChanged()
    }

    /// Re-reads every open document's configuration and publishes again.
    func configurationChanged() {
        configurationGeneration += 1
        refreshPulledDiagnostics()
        if client.inlayHintRefresh { request("workspace/inlayHint/refresh", .null) { _ in } }
        for document in documents.all {
            document.configuration = configuration(for: document)
            publishDiagnostics(for: document)
        }
    }

    private func reportConfigurationProblem(_ error: ConfigurationError) {
        guard reportedConfigurationProblems.insert(error.description).inserted else { return }
        showMessage(.error, "a11y-lsp configuration: \(error.description). The last valid configuration stays in use.")
    }

    /// Where rule pages are linked from diagnostics: the `docsBaseURL` setting, else the
    /// `docs/rules` folder of the checkout the binary was built in, else the project's repository.
    func documentationBaseURL(for document: OpenDocument) -> String {
        if let configured = (document.configuration ?? .defaults).configuration.docsBaseURL { return configured }
        return Self.bundledDocumentation ?? ToolInfo.repositoryURL + "/blob/main/docs/rules"
    }

    /// `docs/rules` beside the build folder holding this executable (`<checkout>/.build/release/a11y-lsp`).
    static let bundledDocumentation: String? = {
        var folder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            guard let current = folder else { return nil }
            let docs = current.appendingPathComponent("docs/rules/README.md")
            if FileManager.default.fileExists(atPath: docs.path) { return docs.deletingLastPathComponent().absoluteString }
            folder = current.deletingLastPathComponent()
        }
        return nil
    }()

    private func resolveAgainstWorkspace(_ path: String) -> String {
        guard !path.hasPrefix("/"), let root = workspaceRoots.first else { return path }
        return (root as NSString).appendingPathComponent(path)
    }
}

extension ConfigValue {
    init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .number(Double(number))
        case .double(let number): self = .number(number)
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(ConfigValue.init))
        case .object(let members): self = .object(members.mapValues(ConfigValue.init))
        case .encoded(let text): self = (try? JSONParser.parse(text)).map(ConfigValue.init) ?? .null
        }
    }
}
