// Finding the Swift files to lint under the paths given on the command line.

import Foundation
import RuleEngine

enum SourceFiles {
    struct Problem: Error {
        let path: String
        let message: String
    }

    struct File: Sendable {
        /// As it is printed: the argument joined with the path below it.
        let path: String
        /// The path below the argument it was found under (the file name for a file argument),
        /// which is what tells test files apart.
        let projectPath: String
    }

    /// Every `*.swift` file under the paths (a file given explicitly is taken as is),
    /// skipping hidden folders and those no one lints (`.build`, `DerivedData`, `Pods`, …), sorted for stable output.
    static func collect(_ paths: [String]) -> (files: [File], problems: [Problem]) {
        var files: [File] = []
        var problems: [Problem] = []
        let fileManager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append(Problem(path: path, message: "no such file or folder"))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(File(path: path, projectPath: (path as NSString).lastPathComponent))
                continue
            }
            let prefix = path == "." ? "" : (path.hasSuffix("/") ? path : path + "/")
            files += swiftFiles(under: path, problems: &problems).map { found in
                File(path: found, projectPath: String(found.dropFirst(prefix.count)))
            }
        }
        return (files, problems)
    }

    private static func swiftFiles(under root: String, problems: inout [Problem]) -> [String] {
        let fileManager = FileManager.default
        var result: [String] = []
        var pending = [root]
        while let folder = pending.popLast() {
            let entries: [String]
            do {
                entries = try fileManager.contentsOfDirectory(atPath: folder)
            } catch {
                problems.append(Problem(path: folder, message: "cannot read the folder"))
                continue
            }
            for name in entries.sorted() where !name.hasPrefix(".") {
                let path = join(folder, name)
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if !WorkspaceFiles.skippedFolders.contains(name) { pending.append(path) }
                } else if name.hasSuffix(".swift") {
                    result.append(path)
                }
            }
        }
        return result.sorted()
    }

    /// `folder/name`, without a leading `./` when the folder is the current one.
    private static func join(_ folder: String, _ name: String) -> String {
        if folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
