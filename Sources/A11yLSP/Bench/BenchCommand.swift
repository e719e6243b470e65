// `a11y-lsp bench`: medians over repeated runs for a file (parse, lint, didOpen and
// keystroke→diagnostics through the server's own document path) and for a folder
// (parse-only, lint on one core and on all, cached re-run), with peak RSS; and typing into a
// screen keystroke by keystroke through the server loop (`--typing`).

import Foundation
import JSONRPC
import RuleEngine
import SwiftParser
#if canImport(Glibc)
import Glibc
#endif

enum BenchCommand {
    static let usage = """
        usage: a11y-lsp bench [--generate N | --file PATH [--workspace DIR | --no-index]] [--folder PATH | --generate-folder N] [--runs K]
               a11y-lsp bench --typing [FILE [--workspace DIR | --no-index]] [--pace MS] [--no-hints] [--runs K]
               a11y-lsp bench --memory DOCUMENTS [--lines L]

          --generate N         benchmark a generated file of N views (14 lines each; default 800)
          --file PATH          benchmark this file instead, with its project indexed first (the index
                               warm, as in an editor): the nearest folder up with Package.swift, an
                               .xcodeproj, .a11y-lsp.json or .git; the file is opened under its own path
          --workspace DIR      index DIR instead of the file's project (an app's root, say)
          --no-index           open the file in a server with no workspace folder
          --folder PATH        also benchmark linting a folder
          --generate-folder N  also benchmark a generated folder of N files (about 100 lines each)
          --index-folder PATH  only the server's background indexing of PATH, in a process that has
                               done nothing else (so its RSS is what a server's would be)
          --runs K             repetitions for each median (default 7 for a file, 3 for a folder and --typing)
          --memory D           open D generated documents of L lines (default 1000) in one server and report RSS
          --typing [FILE]      type into FILE (default: a built-in 800-line settings screen; --generate N or
                               --file PATH for others) through the server loop on its own thread:
                               `Button(action: { isOn.toggle() }) { Image(systemName: "star") }` one
                               character at a time at the top of the first `body` (inside its first
                               container), then as many characters inside a string literal there (the file
                               valid at every keystroke), each version's diagnostics waited for: p50/p90/max
                               from didChange to published diagnostics per round, and the re-parse / lint /
                               encoding split; then typing in bursts with inlay hints off and on (a didChange
                               and a full-range inlayHint per keystroke), each burst's last diagnostics
          --pace MS            with --typing, at most one keystroke per MS milliseconds (default 100)
          --no-hints           with --typing, leave out the inlay-hints bursts
        Build with `swift build -c release` first: debug builds are many times slower.
        """

    struct Options {
        var views = 800
        var file: String?
        var folder: String?
        var generatedFolderFiles: Int?
        var runs: Int?
        var memoryDocuments: Int?
        var memoryLines = 1000
        var typing = false
        var pace = 0.1
        var hints = true
        var generated = false
        var indexFolder: String?
        var workspace: String?
        var indexing = true
    }

    static func run(_ arguments: [String]) -> Int32 {
        var options = Options()
        var index = 0
        func value() -> String? {
            index += 1
            return index < arguments.count ? arguments[index] : nil
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--generate":
                options.views = value().flatMap(Int.init) ?? options.views
                options.generated = true
            case "--file": options.file = value()
            case "--folder": options.folder = value()
            case "--generate-folder": options.generatedFolderFiles = value().flatMap(Int.init)
            case "--runs": options.runs = value().flatMap(Int.init)
            case "--memory": options.memoryDocuments = value().flatMap(Int.init)
            case "--keystrokes-only":
                // For profilers: one open, then many keystrokes, nothing else.
                FileBench.keystrokesOnly(text: BenchInput.file(views: options.views), count: value().flatMap(Int.init) ?? 500)
                return 0
            case "--typing":
                options.typing = true
                if index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") { options.file = value() }
            case "--pace": options.pace = value().flatMap(Double.init).map { $0 / 1000 } ?? options.pace
            case "--no-hints": options.hints = false
            case "--index-folder": options.indexFolder = value()
            case "--workspace": options.workspace = value()
            case "--no-index": options.indexing = false
            case "--lines": options.memoryLines = value().flatMap(Int.init) ?? options.memoryLines
            case "--help", "-h":
                print(usage)
                return 0
            default:
                CLIOutput.error("a11y-lsp bench: unknown argument \(arguments[index])\n\n\(usage)")
                return 2
            }
            index += 1
        }
        if let documents = options.memoryDocuments {
            MemoryBench.run(documents: documents, lines: options.memoryLines)
            return 0
        }
        #if DEBUG
        print("note: this is a debug build; measure with `swift build -c release`")
        #endif
        if let folder = options.indexFolder {
            let (files, _) = SourceFiles.collect([folder])
            print("== background indexing of \(folder): \(files.count) files, \(options.runs ?? 3) runs")
            IndexingBench.run(folder: folder, files: files.map(\.path), runs: options.runs ?? 3, isFreshProcess: true)
            return 0
        }
        let text: String
        let name: String
        if let path = options.file {
            guard let data = FileManager.default.contents(atPath: path), let decoded = String(validating: [UInt8](data), as: UTF8.self) else {
                CLIOutput.error("a11y-lsp bench: cannot read \(path)")
                return 2
            }
            (text, name) = (decoded, path)
        } else if options.typing, !options.generated {
            (text, name) = (TypingFixture.text, "the built-in screen \(TypingFixture.name)")
        } else {
            (text, name) = (BenchInput.file(views: options.views), "generated \(options.views)-view file")
        }
        let workspace = BenchWorkspace(file: options.file, folder: options.workspace, indexing: options.indexing)
        if options.typing {
            TypingBench.run(text: text, name: name, runs: options.runs ?? 3, pace: options.pace, withHints: options.hints, workspace: workspace)
            return 0
        }
        FileBench.run(text: text, name: name, runs: options.runs ?? 7, workspace: workspace)
        if let count = options.generatedFolderFiles {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-lsp-bench-\(getpid())")
            defer { try? FileManager.default.removeItem(at: folder) }
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in 0..<count {
                let source = BenchInput.file(views: 7, startingAt: file * 7)
                _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("View\(file).swift").path, contents: Data(source.utf8))
            }
            FolderBench.run(folder: folder.path, name: "generated folder of \(count) files", runs: options.runs ?? 3)
        }
        if let folder = options.folder {
            FolderBench.run(folder: folder, name: folder, runs: options.runs ?? 3)
        }
        print(String(format: "peak RSS: %.1f MB", Measure.peakResidentMegabytes()))
        return 0
    }
}

enum Measure {
    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func peakResidentMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
    }

    static func currentResidentMegabytes() -> Double {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return peakResidentMegabytes() }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    static func verdict(_ passed: Bool) -> String { passed ? "within budget" : "OVER BUDGET" }
}
