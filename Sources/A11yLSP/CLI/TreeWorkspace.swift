// The files behind one file's accessibility tree: the file itself, parsed with the
// workspace index of its project, and the other files that declare the custom views it
// uses, read again from disk when the tree expands them.

import Foundation
import RuleEngine

struct TreeWorkspace {
    let index: WorkspaceIndex
    let platform: Platform

    /// The index of `path`'s project (as `lint FILE` builds it); empty with `useIndex` false.
    static func load(for path: String, useIndex: Bool) throws(ConfigurationError) -> TreeWorkspace {
        let file = SourceFiles.File(path: path, projectPath: (path as NSString).lastPathComponent)
        let scan = ProjectScan([path])
        let jobs = try LintCommand.plan([file], configFile: nil, projects: scan.facts)
        let platform = jobs.first?.linter.options.platform ?? .iOS
        guard useIndex else { return TreeWorkspace(index: .empty, platform: platform) }
        let scope = try IndexScope.of(scan, linting: jobs, configFile: nil)
        let all = jobs + scope.indexOnly
        let summaries = Slots<FileSummary>(count: all.count)
        Workers.forEach(all.count) { position in
            guard let data = FileManager.default.contents(atPath: all[position].file.path), ParserHazard.find(in: [UInt8](data)) == nil else { return }
            let document = SourceDocument(bytes: [UInt8](data), forEditing: false)
            summaries.set(position, all[position].linter.summarize(document, state: IncrementalLintState(), keepingModels: false))
        }
        var index = WorkspaceIndex()
        index.setStrings(scope.strings)
        for (position, summary) in summaries.values.enumerated() {
            if let summary { index.update(path: all[position].indexPath, summary: summary) }
        }
        return TreeWorkspace(index: index, platform: platform)
    }

    /// The model of a file's text, seeing the index as `path` sees it.
    func sourceFile(bytes: [UInt8], path: String) -> TreeSourceFile {
        let document = SourceDocument(bytes: bytes, forEditing: false)
        return TreeSourceFile(model: ViewModel.build(document.tree, platform: platform, workspace: IndexLookup(index: index, path: path)), bytes: bytes)
    }

    /// Tree options that read a custom view from the one file that declares it.
    func options(besides path: String, depth: Int, read: @escaping (String) -> [UInt8]? = TreeWorkspace.readFile) -> TreeOptions {
        TreeOptions(expansionDepth: depth) { name in
            let paths = index.declaringPaths(of: name).filter { $0 != path }
            guard paths.count == 1, let bytes = read(paths[0]), ParserHazard.find(in: bytes) == nil else { return nil }
            return sourceFile(bytes: bytes, path: paths[0])
        }
    }

    static func readFile(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}
