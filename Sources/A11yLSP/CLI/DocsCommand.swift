// `a11y-lsp docs --output DIR` writes the rule reference; `a11y-lsp rules` prints the table.

import Foundation
import RuleEngine

enum DocsCommand {
    static let usage = "usage: a11y-lsp docs --output DIR    write docs/rules/<id>.md, README.md and components/<card>.md"

    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 2, arguments[0] == "--output" || arguments[0] == "-o" else {
            CLIOutput.error(usage)
            return 2
        }
        let folder = URL(fileURLWithPath: arguments[1])
        let pages = RuleDocumentation.pages()
        let cards = RuleDocumentation.componentPages()
        do {
            try write(pages, to: folder)
            try write(cards, to: folder.appendingPathComponent("components"))
        } catch {
            CLIOutput.error("a11y-lsp docs: cannot write \(folder.path): \(error.localizedDescription)")
            return 2
        }
        CLIOutput.error("Wrote \(pages.count) rule pages and \(cards.count) card pages to \(folder.path).")
        return 0
    }

    /// Writes the pages that changed; pages no longer generated go, so the folder is exactly the generated set.
    private static func write(_ pages: [String: String], to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".md") && pages[name] == nil {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        for (name, text) in pages {
            let file = folder.appendingPathComponent(name)
            if (try? String(contentsOf: file, encoding: .utf8)) == text { continue }
            try Data(text.utf8).write(to: file, options: .atomic)
        }
    }
}
