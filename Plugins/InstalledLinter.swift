// Finding the installed `a11y-lsp` for the plugins. They run a binary rather than build
// one: this package links the toolchain's SwiftSyntax with unsafe flags, which SwiftPM
// refuses in a dependency required by version, so the plugins use nothing of it but this.
// (One file, linked into both plugin folders: plugins cannot share a library.)

import Foundation

enum InstalledLinter {
    /// Where an install usually puts it; Xcode runs plugins with a short PATH.
    static let usualFolders = ["/opt/homebrew/bin", "/usr/local/bin", "~/.local/bin", "~/bin"]

    /// `$A11Y_LSP`, else `a11y-lsp` on PATH, else in one of the usual folders.
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let fileManager = FileManager.default
        if let explicit = environment["A11Y_LSP"], !explicit.isEmpty {
            return fileManager.isExecutableFile(atPath: explicit) ? URL(fileURLWithPath: explicit) : nil
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + usualFolders.map { $0.hasPrefix("~/") ? home + $0.dropFirst() : $0 }
        for folder in folders where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent("a11y-lsp")
            if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    static let notFound = """
        a11y-lsp not found: install it on PATH (see editors/README.md in the a11y-lsp repository), \
        or set A11Y_LSP to the binary's path
        """
}
