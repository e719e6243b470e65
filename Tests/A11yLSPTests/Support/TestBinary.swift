// Where the built `a11y-lsp` is, and where the test fixtures are.

import Foundation

enum TestBinary {
    /// `a11y-lsp` beside the test bundle (both are built into the same folder), or `A11Y_LSP_BINARY`.
    static var path: String {
        if let override = ProcessInfo.processInfo.environment["A11Y_LSP_BINARY"] { return override }
        let testExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testExecutable.deletingLastPathComponent()
        // On macOS the runner sits inside `….xctest/Contents/MacOS`.
        while folder.pathComponents.count > 1, !FileManager.default.fileExists(atPath: folder.appendingPathComponent("a11y-lsp").path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("a11y-lsp").path
    }

    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The finding cache the tests' runs use, away from the user's own.
    static let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-lsp-test-cache-\(ProcessInfo.processInfo.processIdentifier)")

    /// Runs the binary to completion and returns its status and output.
    static func run(_ arguments: [String], in folder: URL? = nil, input: Data? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["A11Y_LSP_CACHE_DIR"] = cacheFolder.path
        process.environment = environment
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe()
        let errors = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}
