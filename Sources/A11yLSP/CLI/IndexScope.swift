// What `lint` reads into the workspace index besides the files it lints: for a file
// given alone, the rest of its project; for every path, the project's strings tables.

import Foundation
import RuleEngine

struct IndexScope {
    /// Files read for the index only, with the linter (platform) their configuration chose.
    var indexOnly: [FileLinter.Job]
    var strings: [String: String]

    static func of(_ paths: [String], linting jobs: [FileLinter.Job], configFile: String?) throws(ConfigurationError) -> IndexScope {
        let linted = Set(jobs.map(\.indexPath))
        var roots: [String] = []
        var wholeProjects: Set<String> = []
        let fileManager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let absolute = ConfigurationFiles.absolute(path)
            let project = WorkspaceFiles.projectRoot(of: absolute) ?? (isDirectory.boolValue ? absolute : (absolute as NSString).deletingLastPathComponent)
            // A folder is its own index; a file alone brings in its project.
            let root = isDirectory.boolValue ? absolute : project
            if !isDirectory.boolValue { wholeProjects.insert(root) }
            if !roots.contains(root) { roots.append(root) }
            if !roots.contains(project) { roots.append(project) }
        }
        var others: [SourceFiles.File] = []
        var tables: [String] = []
        var seen = linted
        for root in roots {
            let found = WorkspaceFiles.find(under: root)
            tables += found.stringTables
            guard wholeProjects.contains(root) else { continue }
            for file in found.swiftFiles where seen.insert(ConfigurationFiles.absolute(file)).inserted {
                others.append(SourceFiles.File(path: file, projectPath: String(file.dropFirst(root.count + 1))))
            }
        }
        let indexOnly = try LintCommand.plan(others, configFile: configFile)
        return IndexScope(indexOnly: indexOnly, strings: StringTables.load(Array(Set(tables)).sorted()))
    }
}
