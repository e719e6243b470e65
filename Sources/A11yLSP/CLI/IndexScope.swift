// What `lint` reads besides the files it lints: the projects around them (for each file's
// target and platform), for a file given alone the rest of its project (for the workspace
// index), and the projects' strings tables.

import Foundation
import RuleEngine

/// The projects the paths on the command line belong to, read once.
struct ProjectScan {
    /// Folders read: each path's project root, and each folder path itself.
    var found: [(root: String, files: WorkspaceFiles.Found)] = []
    /// Roots whose every Swift file goes into the index (the projects of files given alone).
    var wholeProjects: Set<String> = []
    var facts = ProjectFacts()

    init(_ paths: [String]) {
        let fileManager = FileManager.default
        var roots: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let absolute = ConfigurationFiles.absolute(path)
            let project = WorkspaceFiles.projectRoot(of: absolute) ?? (isDirectory.boolValue ? absolute : (absolute as NSString).deletingLastPathComponent)
            // A folder is its own index; a file alone brings in its project.
            if !isDirectory.boolValue { wholeProjects.insert(project) }
            for root in [isDirectory.boolValue ? absolute : project, project] where !roots.contains(root) { roots.append(root) }
        }
        // A root inside another is read with it.
        let outermost = roots.filter { root in !roots.contains { $0 != root && root.hasPrefix($0 + "/") } }
        found = outermost.map { ($0, WorkspaceFiles.find(under: $0)) }
        var merged = WorkspaceFiles.Found()
        for (_, files) in found {
            merged.xcodeProjects += files.xcodeProjects
            merged.packageManifests += files.packageManifests
        }
        facts = ProjectFacts(merged)
        wholeProjects = Set(wholeProjects.compactMap { project in outermost.first { project == $0 || project.hasPrefix($0 + "/") } })
    }
}

struct IndexScope {
    /// Files read for the index only, with the linter (platform) their configuration chose.
    var indexOnly: [FileLinter.Job]
    var strings: [String: String]

    static func of(_ scan: ProjectScan, linting jobs: [FileLinter.Job], configFile: String?) throws(ConfigurationError) -> IndexScope {
        var seen = Set(jobs.map(\.indexPath))
        var others: [SourceFiles.File] = []
        var tables: [String] = []
        for (root, files) in scan.found {
            tables += files.stringTables
            guard scan.wholeProjects.contains(root) else { continue }
            for file in files.swiftFiles where seen.insert(ConfigurationFiles.absolute(file)).inserted {
                others.append(SourceFiles.File(path: file, projectPath: String(file.dropFirst(root.count + 1))))
            }
        }
        let indexOnly = try LintCommand.plan(others, configFile: configFile, projects: scan.facts)
        return IndexScope(indexOnly: indexOnly, strings: StringTables.load(Array(Set(tables)).sorted()))
    }
}
