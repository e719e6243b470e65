// A workspace held in memory: several files' texts, indexed together, one of them linted.
// Rule examples that need another file use it, as do tests and the MCP tools.

import SwiftParser

public enum InMemoryWorkspace {
    /// The findings of the first file, with every file in the workspace index.
    public static func lint(_ files: [(path: String, text: String)], linter: Linter = Linter()) -> [Finding] {
        guard let first = files.first else { return [] }
        var index = WorkspaceIndex()
        var documents: [(SourceDocument, IncrementalLintState)] = []
        for file in files {
            let document = SourceDocument(bytes: Array(file.text.utf8), forEditing: false)
            let state = IncrementalLintState()
            index.update(path: file.path, summary: linter.summarize(document, state: state))
            documents.append((document, state))
        }
        return linter.lint(documents[0].0, projectPath: first.path, state: documents[0].1, workspace: WorkspaceContext(index: index, path: first.path))
    }
}

extension RuleExamples {
    /// An example's files: its text up to the first `// file: Name.swift` line is the file the
    /// rule reports in (`Example.swift`); each such line starts another file of the workspace.
    public static func files(of example: String) -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = [("Example.swift", "")]
        for line in example.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingPrefix(while: { $0 == " " })
            if trimmed.hasPrefix("// file: ") {
                files.append((String(trimmed.dropFirst("// file: ".count)), ""))
            } else {
                files[files.count - 1].text += (files[files.count - 1].text.isEmpty ? "" : "\n") + line
            }
        }
        return files.filter { !$0.text.isEmpty || $0.path == "Example.swift" }
    }
}
