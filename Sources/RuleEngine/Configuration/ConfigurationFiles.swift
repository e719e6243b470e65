// Finding each file's `.a11y-lsp.json` (the nearest one in its folder or above),
// with the results cached per folder.

import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

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
    /// The same results by the folder as a file's path spells it, up to its last `/` (`""` for a
    /// file in the current folder, `"/"` for one at the root): standardizing a path costs more
    /// than the rest of a cached lookup, and a server looks up the same few folders on every didOpen.
    private var bySpelledFolder: [Substring: Result<LoadedConfiguration, ConfigurationError>] = [:]
    /// What each looked-up folder's configuration file was on disk when read (nil: there was none).
    private var stamps: [String: DiskStamp?] = [:]
    /// Bumped by `invalidate`: a lookup that was under way meanwhile (the indexer's threads look up
    /// while the server's loop invalidates) answers its caller but does not cache what it read.
    private var generation = 0
    public let reader: ConfigurationReader

    public init(reader: ConfigurationReader) {
        self.reader = reader
    }

    /// Reads one configuration file.
    public static func load(file path: String, reader: ConfigurationReader) throws(ConfigurationError) -> LoadedConfiguration {
        let absolute = absolute(path)
        guard let data = FileManager.default.contents(atPath: absolute) else {
            throw ConfigurationError(source: path, problem: "cannot read the configuration file")
        }
        let configuration = try Configuration.parse([UInt8](data), source: path, reader: reader)
        return LoadedConfiguration(configuration: configuration, root: (absolute as NSString).deletingLastPathComponent, file: absolute)
    }

    /// Whether a configuration file read (or looked for) since the last `invalidate` has been
    /// created, changed or removed on disk since: for clients that do not watch files.
    public func hasChangedOnDisk() -> Bool {
        lock.lock()
        let known = stamps
        lock.unlock()
        return known.contains { folder, stamp in DiskStamp(of: (folder as NSString).appendingPathComponent(Self.fileName)) != stamp }
    }

    /// The nearest configuration above a source file, or the defaults when there is none.
    public func configuration(forFile path: String) throws(ConfigurationError) -> LoadedConfiguration {
        let nameStart = path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex
        let name = path[nameStart...]
        // Only a file's name stands for its folder: `…/`, `…/.` and `…/..` do not.
        let spelled = name.isEmpty || name == "." || name == ".." ? nil : path[..<nameStart]
        lock.lock()
        let known = spelled.flatMap { bySpelledFolder[$0] }
        let started = generation
        lock.unlock()
        if let known { return try known.get() }
        let result = configuration(forFolder: (Self.absolute(path) as NSString).deletingLastPathComponent)
        lock.lock()
        if let spelled, generation == started { bySpelledFolder[spelled] = result }
        lock.unlock()
        return try result.get()
    }

    /// Forgets cached results (after a configuration file changed).
    public func invalidate() {
        lock.lock()
        byFolder.removeAll()
        bySpelledFolder.removeAll()
        stamps.removeAll()
        generation += 1
        lock.unlock()
    }

    private func configuration(forFolder folder: String) -> Result<LoadedConfiguration, ConfigurationError> {
        lock.lock()
        if let cached = byFolder[folder] {
            lock.unlock()
            return cached
        }
        let started = generation
        lock.unlock()
        let candidate = (folder as NSString).appendingPathComponent(Self.fileName)
        let stamp = DiskStamp(of: candidate)
        let result: Result<LoadedConfiguration, ConfigurationError>
        if stamp != nil {
            result = Result { () throws(ConfigurationError) in try Self.load(file: candidate, reader: reader) }
        } else if folder == "/" || folder.isEmpty {
            result = .success(.defaults)
        } else {
            result = configuration(forFolder: (folder as NSString).deletingLastPathComponent)
        }
        lock.lock()
        if generation == started {
            byFolder[folder] = result
            stamps[folder] = stamp
        }
        lock.unlock()
        return result
    }

    public static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (joined as NSString).standardizingPath
    }
}

/// A file's size, modification time and inode, to notice that it changed without reading it.
/// Read with `stat` itself: a client that watches no files has every known configuration path
/// checked every two seconds, and `FileManager.attributesOfItem` (a dictionary of every attribute,
/// owner names included) cost 10 K instructions a path, 5 ms a check in a 1,600-file app.
struct DiskStamp: Equatable {
    let size: Int64
    let seconds: Int
    let nanoseconds: Int
    let inode: UInt64

    init?(of path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int64(info.st_size)
        #if canImport(Darwin)
        (seconds, nanoseconds) = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        #else
        (seconds, nanoseconds) = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        #endif
        inode = UInt64(info.st_ino)
    }
}
