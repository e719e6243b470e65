// The folder half of the benchmark, and the memory check.

import Foundation
import JSONRPC
import RuleEngine
import SwiftParser

enum FolderBench {
    static func run(folder: String, name: String, runs: Int) {
        let (files, _) = SourceFiles.collect([folder])
        guard let jobs = try? LintCommand.plan(files, configFile: nil) else {
            print("cannot read the configuration for \(folder)")
            return
        }
        let sources = files.compactMap { FileManager.default.contents(atPath: $0.path).map { [UInt8]($0) } }
        let bytes = sources.reduce(0) { $0 + $1.count }
        print("== \(name): \(files.count) files, \(bytes / 1024) KB, \(runs) runs")
        let cores = ProcessInfo.processInfo.activeProcessorCount

        // The three measurements take turns within each run, so a machine that slows down or
        // speeds up part-way (these are shared machines) shifts all three alike, not one.
        var parseTimes: [Double] = []
        var singleTimes: [Double] = []
        var parallelTimes: [Double] = []
        for _ in 0..<runs {
            parseTimes.append(Measure.seconds {
                for file in files {
                    guard let data = FileManager.default.contents(atPath: file.path) else { continue }
                    let source = [UInt8](data)
                    guard ParserHazard.find(in: source) == nil else { continue }
                    _ = source.withUnsafeBufferPointer { Parser.parse(source: $0) }
                }
            })
            singleTimes.append(Measure.seconds { _ = FileLinter.lint(jobs, threads: 1) })
            parallelTimes.append(Measure.seconds { _ = FileLinter.lint(jobs, threads: cores) })
        }
        let (parseOnly, single, parallel) = (Measure.median(parseTimes), Measure.median(singleTimes), Measure.median(parallelTimes))
        let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-lsp-bench-cache-\(getpid())")
        defer { try? FileManager.default.removeItem(at: cacheFolder) }
        let cache = FindingCache(folder: cacheFolder)
        let cold = Measure.seconds { _ = FileLinter.lint(jobs, cache: cache) }
        let cached = Measure.median((0..<runs).map { _ in Measure.seconds { _ = FileLinter.lint(jobs, cache: cache) } })

        print(String(format: "parse only, 1 thread:  %7.3f s (median)", parseOnly))
        print(String(format: "lint, 1 thread:        %7.3f s (median), %.2f× parse-only (budget 1.25×: %@)", single, single / parseOnly, Measure.verdict(single / parseOnly <= 1.25)))
        print(String(format: "lint, %d threads:       %7.3f s (median), %.2f× faster than 1 thread (budget 1.7×: %@)", cores, parallel, single / parallel, Measure.verdict(single / parallel >= 1.7)))
        print(String(format: "first cached run:      %7.3f s; re-run from the cache: %.3f s (median)", cold, cached))
        if files.count >= 1000 {
            print(String(format: "cached re-run per 1,000 files: %.3f s (budget 0.5 s: %@)", cached * 1000 / Double(files.count), Measure.verdict(cached * 1000 / Double(files.count) <= 0.5)))
        }
    }
}

enum MemoryBench {
    /// Opens documents in one server, as an editor would, and reports the process's RSS.
    static func run(documents: Int, lines: Int) {
        let before = Measure.currentResidentMegabytes()
        let server = LanguageServer(inbox: Inbox(), send: { _ in })
        _ = server.handle(.message(.request(id: .number(1), method: "initialize", params: ["capabilities": [:]])))
        let views = max(1, lines / BenchInput.linesPerView)
        for index in 0..<documents {
            let text = BenchInput.file(views: views, startingAt: index * views)
            _ = server.handle(.message(.notification(method: "textDocument/didOpen", params: [
                "textDocument": ["uri": .string("file:///bench/Open\(index).swift"), "languageId": "swift", "version": 1, "text": .string(text)],
            ])))
        }
        let after = Measure.currentResidentMegabytes()
        print(String(format: "%d open documents of %d lines: RSS %.1f MB (%.1f MB before opening them; budget 200 MB: %@)",
            documents, views * BenchInput.linesPerView, after, before, Measure.verdict(after <= 200)))
        withExtendedLifetime(server) {}
    }
}
