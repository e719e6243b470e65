// The server's configuration: each document's nearest `.a11y-lsp.json` (or the
// file the editor names), overlaid with the editor's settings. A bad configuration
// is shown to the user, who is told what is used meanwhile: the last good one, or the
// defaults when there was none. Configuration files are watched through the client when
// it can register file watchers, else checked on disk when documents open, change or save.

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
                fileConfiguration = try ConfigurationFiles.load(file: configFile, reader: .json)
            } else if let path = document.path {
                fileConfiguration = try configurationFiles.configuration(forFile: path)
            }
            if let file = fileConfiguration.file { lastGoodFileConfigurations[file] = fileConfiguration }
        } catch {
            let file = configFile ?? (error.source.hasPrefix("/") ? error.source : nil)
            let lastGood = file.flatMap { lastGoodFileConfigurations[$0] }
            reportConfigurationProblem(error, meanwhile: lastGood == nil ? "Defaults are used until it is fixed." : "The last valid configuration stays in use.")
            fileConfiguration = lastGood ?? .defaults
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
            hasValidSettings = true
        } catch {
            reportConfigurationProblem(error, meanwhile: hasValidSettings
                ? "The last valid editor settings stay in use."
                : "The editor's settings are not used until they are fixed; the project's configuration and the defaults are.")
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

    /// For clients that watch no files: re-reads the configuration when a file it came from (or
    /// a nearer one) appeared, changed or went, looking at most every couple of seconds.
    func checkConfigurationFilesOnDisk(force: Bool = false) {
        let now = DispatchTime.now().uptimeNanoseconds
        guard force || now - lastConfigurationDiskCheck > 2_000_000_000 else { return }
        lastConfigurationDiskCheck = now
        // The check runs off the loop: with a workspace indexed, every folder's configuration path
        // is known and checked, which would hold up the keystroke that asked. A check asked for
        // while one runs (a save, say) runs after it, since the running one may have read the
        // file before it changed.
        guard !configurationDiskCheck.running else {
            configurationDiskCheck.again = true
            return
        }
        configurationDiskCheck.running = true
        let (files, inbox) = (configurationFiles, self.inbox)
        Thread { inbox.post(.configurationDiskChecked(changed: files.hasChangedOnDisk())) }.start()
    }

    func configurationDiskChecked(changed: Bool) {
        configurationDiskCheck.running = false
        if changed { configurationFilesChanged() }
        if configurationDiskCheck.again {
            configurationDiskCheck.again = false
            checkConfigurationFilesOnDisk(force: true)
        }
    }

    func didChangeWatchedFiles(_ message: DidChangeWatchedFilesNotification) {
        if message.uris.contains(where: { $0.hasSuffix("/" + ConfigurationFiles.fileName) }) { configurationFilesChanged() }
        swiftFilesChanged(message.changes)
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

    private func reportConfigurationProblem(_ error: ConfigurationError, meanwhile: String) {
        guard reportedConfigurationProblems.insert(error.description).inserted else { return }
        showMessage(.error, "a11y-lsp configuration: \(error.description). \(meanwhile)")
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
