// Finding the Swift files to lint under the paths given on the command line.

import Foundation

enum SourceFiles {
    struct Problem: Error {
        let path: String
        let message: String
    }

    /// Every `*.swift` file under the paths (a file given explicitly is taken as is),
    /// skipping `.build` and hidden folders, sorted for stable output.
    static func collect(_ paths: [String]) -> (files: [String], problems: [Problem]) {
        var files: [String] = []
        var problems: [Problem] = []
        let fileManager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append(Problem(path: path, message: "no such file or folder"))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            files += swiftFiles(under: path, problems: &problems)
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
                    if name != ".build" { pending.append(path) }
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
