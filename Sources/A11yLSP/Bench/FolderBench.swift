// The folder half of the benchmark, and the memory check.

import Foundation
import JSONRPC
import RuleEngine
import SwiftParser

enum FolderBench {
    static func run(folder: String, name: String, runs: Int) {
        let (files, _) = SourceFiles.collect([folder])
        // Planned as `lint` plans its default (text) output, which shows no fixes.
        guard let jobs = try? LintCommand.plan(files, configFile: nil, buildsFixes: false) else {
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
            // As `lint` runs: every file read into the workspace index first, then linted against it.
            singleTimes.append(Measure.seconds { _ = FileLinter.lint(jobs, usesIndex: true, threads: 1) })
            parallelTimes.append(Measure.seconds { _ = FileLinter.lint(jobs, usesIndex: true, threads: cores) })
        }
        let (parseOnly, single, parallel) = (Measure.median(parseTimes), Measure.median(singleTimes), Measure.median(parallelTimes))
        let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-lsp-bench-cache-\(getpid())")
        defer { try? FileManager.default.removeItem(at: cacheFolder) }
        let cache = FindingCache(folder: cacheFolder)
        let cold = Measure.seconds { _ = FileLinter.lint(jobs, usesIndex: true, cache: cache) }
        let cached = Measure.median((0..<runs).map { _ in Measure.seconds { _ = FileLinter.lint(jobs, usesIndex: true, cache: cache) } })

        print(String(format: "parse only, 1 thread:  %7.3f s (median)", parseOnly))
        print(String(format: "lint, 1 thread:        %7.3f s (median), %.2f× parse-only (budget 1.35×: %@)", single, single / parseOnly, Measure.verdict(single / parseOnly <= 1.35)))
        print(String(format: "lint, %d threads:       %7.3f s (median), %.2f× faster than 1 thread (budget 1.7×: %@)", cores, parallel, single / parallel, Measure.verdict(single / parallel >= 1.7)))
        print(String(format: "first cached run:      %7.3f s; re-run from the cache: %.3f s (median)", cold, cached))
        if files.count >= 1000 {
            print(String(format: "cached re-run per 1,000 files: %.3f s (budget 0.5 s: %@)", cached * 1000 / Double(files.count), Measure.verdict(cached * 1000 / Double(files.count) <= 0.5)))
        }
        IndexingBench.run(folder: folder, files: files.map(\.path), runs: runs, isFreshProcess: false)
    }
}

/// The server's background indexing of a folder (on every core), against parsing its files on every core.
/// The server indexes as it starts, so its RSS is read during the first indexing run of a process
/// that has done nothing else (`isFreshProcess`): memory the allocator kept from earlier work in the
/// same process would be counted otherwise.
enum IndexingBench {
    static func run(folder: String, files: [String], runs: Int, isFreshProcess: Bool) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var parseTimes: [Double] = []
        var indexTimes: [Double] = []
        let before = Measure.currentResidentMegabytes()
        var peakDuring = before
        for run in 0..<runs {
            // In a fresh process the first indexing runs before anything else has used memory.
            if !(isFreshProcess && run == 0) { parseTimes.append(Measure.seconds { parseAll(files, threads: cores) }) }
            let inbox = Inbox()
            let indexer = BackgroundIndexer(inbox: inbox)
            indexTimes.append(Measure.seconds {
                indexer.start(roots: [ConfigurationFiles.absolute(folder)], excluded: { _ in false }, platform: { _, _ in .iOS }, skipping: { _ in false })
                // The summaries stay in memory as the server keeps them; only the trees go.
                var index = WorkspaceIndex()
                while let item = inbox.next() {
                    guard case .event(let event) = item else { continue }
                    if case .indexed(let summaries, _) = event { for (path, indexed) in summaries { index.update(path: path, summary: indexed.summary) } }
                    if run == 0 { peakDuring = max(peakDuring, Measure.currentResidentMegabytes()) }
                    if case .indexingFinished = event { break }
                }
                withExtendedLifetime(index) {}
            })
        }
        if isFreshProcess { parseTimes.append(Measure.seconds { parseAll(files, threads: cores) }) }
        let (parse, indexing) = (Measure.median(parseTimes), Measure.median(indexTimes))
        print(String(format: "parse only, %d threads: %7.3f s (median)", cores, parse))
        print(String(format: "background indexing:   %7.3f s (median), %.2f× parse-only on %d threads (budget 1.2×: %@)",
            indexing, indexing / parse, cores, Measure.verdict(indexing / parse <= 1.2)))
        if isFreshProcess {
            print(String(format: "RSS at most %.1f MB while indexing, from %.1f MB at the start (budget 300 MB: %@)", peakDuring, before, Measure.verdict(peakDuring <= 300)))
        } else {
            print(String(format: "RSS at most %.1f MB while indexing, after the lint runs above in this process (for the server's figure: --index-folder)", peakDuring))
        }
    }

    private static func parseAll(_ files: [String], threads: Int) {
        Workers.forEach(files.count, threads: threads) { index in
            guard let data = FileManager.default.contents(atPath: files[index]) else { return }
            let source = [UInt8](data)
            guard ParserHazard.find(in: source) == nil else { return }
            _ = source.withUnsafeBufferPointer { Parser.parse(source: $0) }
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
