// `swift package a11y-lint [--fix] [--target NAME]… [lint options…]`: the installed
// a11y-lsp over the package's source targets, from the package's folder. Every option
// but --target (--fix, --format json, --diff, --baseline FILE …) goes to `a11y-lsp lint`.

import Foundation
import PackagePlugin

@main
struct A11yLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passed = extractor.remainingArguments
        guard let linter = InstalledLinter.find() else {
            Diagnostics.error(InstalledLinter.notFound)
            throw PluginFailure.linterNotFound
        }
        let package = context.package.directoryURL
        let targets = try targetNames.isEmpty
            ? context.package.targets
            : context.package.targets(named: targetNames)
        // The folder holding each source target's Swift files, relative to the package so findings
        // print short paths (the tools version this package declares has no `directoryURL`).
        let folders = targets.compactMap(\.sourceModule).compactMap { target in
            commonFolder(of: target.sourceFiles(withSuffix: "swift").map(\.url)).map { relative($0, to: package) }
        }
        guard !folders.isEmpty else {
            Diagnostics.remark("a11y-lint: the package has no source targets to lint")
            return
        }
        let process = Process()
        process.executableURL = linter
        process.arguments = ["lint"] + passed + ["--"] + folders
        process.currentDirectoryURL = package
        // The finding cache where a sandboxed plugin may write.
        var environment = ProcessInfo.processInfo.environment
        environment["A11Y_LSP_CACHE_DIR"] = context.pluginWorkDirectoryURL.appendingPathComponent("cache").path
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        // 1: error-severity findings; 2: a usage or I/O problem, already explained on stderr.
        let status = process.terminationStatus
        if status == 2, passed.contains("--fix") {
            Diagnostics.remark("On macOS, SwiftPM's sandbox keeps plugins from writing your files: run `swift package --disable-sandbox a11y-lint --fix`.")
        }
        if status != 0 { throw PluginFailure.lintFailed(status) }
    }

    private func commonFolder(of files: [URL]) -> URL? {
        guard var common = files.first?.deletingLastPathComponent().standardizedFileURL.pathComponents else { return nil }
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true)
    }

    private func relative(_ folder: URL, to root: URL) -> String {
        let path = folder.standardizedFileURL.path
        let prefix = root.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

enum PluginFailure: Error, CustomStringConvertible {
    case linterNotFound
    case lintFailed(Int32)

    var description: String {
        switch self {
        case .linterNotFound: return InstalledLinter.notFound
        case .lintFailed(let status): return "a11y-lsp lint exited with status \(status)"
        }
    }
}
