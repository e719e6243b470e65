// `a11y-lsp docs --output DIR` writes the rule reference; `a11y-lsp rules` prints the table.

import Foundation
import RuleEngine

enum DocsCommand {
    static let usage = "usage: a11y-lsp docs --output DIR    write docs/rules/<id>.md and README.md"

    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 2, arguments[0] == "--output" || arguments[0] == "-o" else {
            CLIOutput.error(usage)
            return 2
        }
        let folder = URL(fileURLWithPath: arguments[1])
        let pages = RuleDocumentation.pages()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // Pages of rules that no longer exist go, so the folder is exactly the generated set.
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".md") && pages[name] == nil {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
            for (name, text) in pages {
                let file = folder.appendingPathComponent(name)
                if (try? String(contentsOf: file, encoding: .utf8)) == text { continue }
                try Data(text.utf8).write(to: file, options: .atomic)
            }
        } catch {
            CLIOutput.error("a11y-lsp docs: cannot write \(folder.path): \(error.localizedDescription)")
            return 2
        }
        CLIOutput.error("Wrote \(pages.count) pages to \(folder.path).")
        return 0
    }
}
