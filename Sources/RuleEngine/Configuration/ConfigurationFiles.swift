// Finding each file's `.a11y-lsp.json` (the nearest one in its folder or above),
// with the results cached per folder.

import Foundation

/// A configuration and the folder it applies from.
public struct LoadedConfiguration: Equatable, Sendable {
    public let configuration: Configuration
    /// The configuration file's folder; `exclude` globs are relative to it. Nil for built-in defaults.
    public let root: String?
    public let file: String?

    public static let defaults = LoadedConfiguration(configuration: Configuration(), root: nil, file: nil)

    public init(configuration: Configuration, root: String?, file: String?) {
        self.configuration = configuration
        self.root = root
        self.file = file
    }

    /// Whether a file (absolute or relative to the current folder) is excluded.
    public func excludes(_ path: String) -> Bool {
        guard let root, !configuration.exclude.isEmpty else { return false }
        let absolute = ConfigurationFiles.absolute(path)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard absolute.hasPrefix(prefix) else { return false }
        let relative = String(absolute.dropFirst(prefix.count))
        return configuration.exclude.contains { Glob($0).matches(relative) }
    }

    /// The path below the configuration's folder, for telling test files apart; nil outside it.
    public func projectPath(of path: String) -> String? {
        guard let root else { return nil }
        let absolute = ConfigurationFiles.absolute(path)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : nil
    }
}

public final class ConfigurationFiles: @unchecked Sendable {
    public static let fileName = ".a11y-lsp.json"

    private let lock = NSLock()
    private var byFolder: [String: Result<LoadedConfiguration, ConfigurationError>] = [:]

    public init() {}

    /// Reads one configuration file.
    public static func load(file path: String) throws(ConfigurationError) -> LoadedConfiguration {
        let absolute = absolute(path)
        guard let data = FileManager.default.contents(atPath: absolute) else {
            throw ConfigurationError(source: path, problem: "cannot read the configuration file")
        }
        let configuration = try Configuration.parse(data, source: path)
        return LoadedConfiguration(configuration: configuration, root: (absolute as NSString).deletingLastPathComponent, file: absolute)
    }

    /// The nearest configuration above a source file, or the defaults when there is none.
    public func configuration(forFile path: String) throws(ConfigurationError) -> LoadedConfiguration {
        let folder = (Self.absolute(path) as NSString).deletingLastPathComponent
        return try configuration(forFolder: folder).get()
    }

    /// Forgets cached results (after a configuration file changed).
    public func invalidate() {
        lock.lock()
        byFolder.removeAll()
        lock.unlock()
    }

    private func configuration(forFolder folder: String) -> Result<LoadedConfiguration, ConfigurationError> {
        lock.lock()
        if let cached = byFolder[folder] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let candidate = (folder as NSString).appendingPathComponent(Self.fileName)
        let result: Result<LoadedConfiguration, ConfigurationError>
        if FileManager.default.fileExists(atPath: candidate) {
            result = Result { () throws(ConfigurationError) in try Self.load(file: candidate) }
        } else if folder == "/" || folder.isEmpty {
            result = .success(.defaults)
        } else {
            result = configuration(forFolder: (folder as NSString).deletingLastPathComponent)
        }
        lock.lock()
        byFolder[folder] = result
        lock.unlock()
        return result
    }

    public static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (joined as NSString).standardizingPath
    }
}
