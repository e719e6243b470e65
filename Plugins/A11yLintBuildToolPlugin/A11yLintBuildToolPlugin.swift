// A build-tool plugin: when a target's Swift files change, the installed a11y-lsp lints
// them and prints its findings as `path:line:column: error|warning|note: …`, the form
// Xcode shows inline and `swift build` passes through. Error-severity findings fail the
// build, as compiler errors do (lower a rule's severity in .a11y-lsp.json to keep going).

import Foundation
import PackagePlugin

@main
struct A11yLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sources = target.sourceModule else { return [] }
        let files = sources.sourceFiles(withSuffix: "swift").map(\.url)
        return commands(for: files, workDirectory: context.pluginWorkDirectoryURL)
    }
}

extension A11yLintBuildToolPlugin {
    /// A build command over the target's Swift files. Its one output is an empty Swift file
    /// written after a clean lint: a command with no outputs is run once and never again, and
    /// an output of any other kind would become a resource of the target. So the command runs
    /// when a Swift file changed, and again after a lint that found errors.
    func commands(for files: [URL], workDirectory: URL) -> [Command] {
        guard !files.isEmpty else { return [] }
        guard let linter = InstalledLinter.find() else {
            // A teammate without a11y-lsp can still build; the warning says what is missing.
            Diagnostics.warning(InstalledLinter.notFound)
            return []
        }
        let stamp = workDirectory.appendingPathComponent("A11yLintStamp.swift")
        return [.buildCommand(
            displayName: "a11y-lsp: accessibility lint of \(files.count) Swift file\(files.count == 1 ? "" : "s")",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", #""$0" lint --format xcode -- "$@" && : > "$A11Y_LSP_STAMP""#, linter.path] + files.map(\.path),
            // The finding cache in the plugin's own folder, which the build sandbox lets it write.
            environment: ["A11Y_LSP_CACHE_DIR": workDirectory.appendingPathComponent("cache").path, "A11Y_LSP_STAMP": stamp.path],
            inputFiles: files + [linter],
            outputFiles: [stamp])]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// The same for a target of an Xcode project (Build Phases → Run Build Tool Plug-ins).
extension A11yLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
        return commands(for: files, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
