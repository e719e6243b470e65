// The files of a workspace the index reads: Swift sources and strings tables, found
// under a root while skipping what no user wants read (build products, dependencies
// checked out by other tools, hidden folders) and never looping through symlinks.

import Foundation

public enum WorkspaceFiles {
    /// Folders never read: build output and other tools' checkouts.
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    public struct Found: Sendable {
        /// Swift files, sorted.
        public var swiftFiles: [String] = []
        /// `*.xcstrings` catalogs and development-language `*.strings` tables.
        public var stringTables: [String] = []
        /// Xcode projects (`*.xcodeproj` folders) and Swift package manifests, for per-file platforms.
        public var xcodeProjects: [String] = []
        public var packageManifests: [String] = []

        public init() {}
    }

    /// Everything under `root` (a folder), skipping hidden and skipped folders and files `excluded` says no to.
    public static func find(under root: String, excluded: (String) -> Bool = { _ in false }) -> Found {
        var found = Found()
        let fileManager = FileManager.default
        var visited: Set<String> = []
        var pending = [root]
        while let folder = pending.popLast() {
            // A folder reached twice through symlinks is read once.
            let real = (folder as NSString).resolvingSymlinksInPath
            guard visited.insert(real).inserted, let entries = try? fileManager.contentsOfDirectory(atPath: folder) else { continue }
            for name in entries where !name.hasPrefix(".") {
                let path = folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if name.hasSuffix(".xcodeproj") {
                        found.xcodeProjects.append(path)
                    } else if !skippedFolders.contains(name), !excluded(path) {
                        pending.append(path)
                    }
                } else if name.hasSuffix(".swift") {
                    if name == "Package.swift" { found.packageManifests.append(path) }
                    if !excluded(path) { found.swiftFiles.append(path) }
                } else if name.hasSuffix(".xcstrings") || (name.hasSuffix(".strings") && isDevelopmentLanguageFolder(folder)) {
                    found.stringTables.append(path)
                }
            }
        }
        found.swiftFiles.sort()
        found.stringTables.sort()
        found.xcodeProjects.sort()
        found.packageManifests.sort()
        return found
    }

    /// `en.lproj`, `en-US.lproj`, `Base.lproj`: the tables that hold the text the source's keys stand for.
    private static func isDevelopmentLanguageFolder(_ folder: String) -> Bool {
        let name = (folder as NSString).lastPathComponent
        return name == "Base.lproj" || name == "en.lproj" || name.hasPrefix("en-") && name.hasSuffix(".lproj")
    }

    /// The project a file belongs to: the nearest folder at or above it holding `Package.swift`,
    /// an `.xcodeproj`, `.a11y-lsp.json` or `.git`; nil when there is none.
    public static func projectRoot(of path: String) -> String? {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        let absolute = ConfigurationFiles.absolute(path)
        var folder = fileManager.fileExists(atPath: absolute, isDirectory: &isDirectory) && isDirectory.boolValue
            ? absolute : (absolute as NSString).deletingLastPathComponent
        while true {
            if let entries = try? fileManager.contentsOfDirectory(atPath: folder),
                entries.contains(where: { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") || $0 == ConfigurationFiles.fileName || $0 == ".git" })
            {
                return folder
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
    }
}
