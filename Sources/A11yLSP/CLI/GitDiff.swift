// `lint --diff [REF]`: which lines of which files a change added or altered, read from
// `git diff --unified=0` (a child process) plus the untracked files, which count whole.

import Foundation
import RuleEngine

struct GitDiff {
    enum Lines: Equatable {
        /// An untracked (new) file: every line counts.
        case all
        /// 1-based numbers of added or changed lines, in the file as it is on disk.
        case some(Set<Int>)

        /// The lines as byte regions of the file's text.
        func regions(in index: LineIndex) -> ChangedRegions {
            switch self {
            case .all: return ChangedRegions([0..<index.byteCount + 1])
            case .some(let lines): return ChangedRegions(lines: lines.map { $0 - 1 }, in: index)
            }
        }
    }

    /// By absolute path, with symbolic links resolved.
    private(set) var files: [String: Lines] = [:]

    /// The lines that differ between REF (default: the merge base with the default branch,
    /// else HEAD) and the work tree of the repository holding `directory`.
    static func read(against ref: String?, in directory: String) throws(CLIError) -> GitDiff {
        let top = try git(["rev-parse", "--show-toplevel"], in: directory, failure: { _ in
            "a11y-lsp: lint --diff needs a git work tree, and \(directory) is not inside one"
        }).trimmingCharacters(in: .newlines)
        let base: String
        if let ref { base = ref } else { base = try defaultBase(in: top) }
        let diff = try git(
            ["-c", "core.quotePath=false", "diff", "--unified=0", "--no-color", "--no-ext-diff", "--no-textconv", "--no-relative",
             "--src-prefix=a/", "--dst-prefix=b/", "--ignore-submodules", base, "--"],
            in: top, failure: { "a11y-lsp: git diff \(base) failed: \($0)" })
        var result = GitDiff()
        for (path, lines) in parse(diff) {
            result.files[resolved(top + "/" + path)] = .some(lines)
        }
        let untracked = try git(["ls-files", "-z", "--others", "--exclude-standard"], in: top, failure: { "a11y-lsp: git ls-files failed: \($0)" })
        for path in untracked.split(separator: "\0") where !path.isEmpty {
            result.files[resolved(top + "/" + path)] = .all
        }
        return result
    }

    /// The lines a file's change touched, nil when the change left it alone.
    func lines(of path: String) -> Lines? {
        files[Self.resolved(path)]
    }


    // MARK: Reading git's output

    /// Added or changed line numbers per file (paths relative to the top of the work tree).
    /// Hunk bodies are skipped by count, so a removed line reading `--- x` is never a header.
    static func parse(_ diff: String) -> [String: Set<Int>] {
        var result: [String: Set<Int>] = [:]
        var current: String?
        var skip = 0
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if skip > 0 {
                if line.hasPrefix("+") || line.hasPrefix("-") || line.hasPrefix(" ") { skip -= 1 }
                continue
            }
            if line.hasPrefix("+++ ") {
                let name = unquoted(String(line.dropFirst(4)))
                current = name.hasPrefix("b/") ? String(name.dropFirst(2)) : nil  // `/dev/null`: deleted
                if let current, result[current] == nil { result[current] = [] }
            } else if line.hasPrefix("@@ "), let hunk = Hunk(header: line) {
                skip = hunk.oldCount + hunk.newCount
                if let current, hunk.newCount > 0 {
                    result[current, default: []].formUnion(hunk.newStart..<(hunk.newStart + hunk.newCount))
                }
            }
        }
        return result
    }

    /// `@@ -a[,b] +c[,d] @@`: a count left out is 1.
    struct Hunk {
        let oldCount: Int
        let newStart: Int
        let newCount: Int

        init?(header: Substring) {
            let fields = header.split(separator: " ")
            guard fields.count >= 3, fields[1].hasPrefix("-"), fields[2].hasPrefix("+") else { return nil }
            func range(_ field: Substring) -> (Int, Int)? {
                let parts = field.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
                guard let start = Int(parts[0]) else { return nil }
                guard parts.count > 1 else { return (start, 1) }
                return Int(parts[1]).map { (start, $0) }
            }
            guard let old = range(fields[1]), let new = range(fields[2]) else { return nil }
            (oldCount, newStart, newCount) = (old.1, new.0, new.1)
        }
    }

    /// Git writes a name holding a quote, a backslash or a control character in C quotes.
    static func unquoted(_ name: String) -> String {
        guard name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") else { return name }
        var bytes: [UInt8] = []
        var input = Array(name.utf8.dropFirst().dropLast())[...]
        while let byte = input.popFirst() {
            guard byte == UInt8(ascii: "\\"), let next = input.popFirst() else { bytes.append(byte); continue }
            switch next {
            case UInt8(ascii: "n"): bytes.append(10)
            case UInt8(ascii: "t"): bytes.append(9)
            case UInt8(ascii: "r"): bytes.append(13)
            case UInt8(ascii: "a"): bytes.append(7)
            case UInt8(ascii: "b"): bytes.append(8)
            case UInt8(ascii: "f"): bytes.append(12)
            case UInt8(ascii: "v"): bytes.append(11)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                // Three octal digits: one byte of a UTF-8 sequence.
                var value = Int(next - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = input.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                    value = value * 8 + Int(digit - UInt8(ascii: "0"))
                    input.removeFirst()
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes.append(next)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Running git

    /// The merge base of HEAD with the default branch (origin's HEAD, else main or master);
    /// HEAD when there is none; the empty tree before the first commit.
    private static func defaultBase(in top: String) throws(CLIError) -> String {
        guard (try? git(["rev-parse", "--verify", "--quiet", "HEAD"], in: top)) != nil else {
            return try git(["hash-object", "-t", "tree", "/dev/null"], in: top, failure: { "a11y-lsp: git hash-object failed: \($0)" })
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        var candidates: [String] = []
        if let remoteHead = try? git(["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"], in: top) {
            candidates.append(remoteHead.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        candidates += ["main", "master", "origin/main", "origin/master"]
        for branch in candidates where (try? git(["rev-parse", "--verify", "--quiet", branch + "^{commit}"], in: top)) != nil {
            if let base = try? git(["merge-base", "HEAD", branch], in: top) {
                return base.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        return "HEAD"
    }

    private static func git(_ arguments: [String], in directory: String, failure: (String) -> String = { $0 }) throws(CLIError) -> String {
        let result: ChildProcess.Output
        do {
            // No optional locks: reading a diff must not rewrite the index under an editor's feet.
            result = try ChildProcess.run("/usr/bin/env", ["GIT_OPTIONAL_LOCKS=0", "git"] + arguments, in: directory)
        } catch {
            throw CLIError("a11y-lsp: cannot run git: \(error)")
        }
        if result.status == 127 { throw CLIError("a11y-lsp: lint --diff needs git, and it is not on PATH") }
        guard result.status == 0 else {
            throw CLIError(failure(result.error.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return String(decoding: result.output, as: UTF8.self)
    }

    static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

/// Runs a program to its end, collecting what it prints.
enum ChildProcess {
    struct Output {
        let status: Int32
        let output: Data
        let error: String
    }

    static func run(_ executable: String, _ arguments: [String], in directory: String) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read standard error on the side, so neither pipe can fill up and stall the child.
        let errorText = ErrorCollector()
        let reader = Thread { errorText.set(error.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, output: data, error: errorText.wait())
    }

    private final class ErrorCollector: @unchecked Sendable {
        private let condition = NSCondition()
        private var data: Data?

        func set(_ value: Data) {
            condition.lock()
            data = value
            condition.signal()
            condition.unlock()
        }

        func wait() -> String {
            condition.lock()
            defer { condition.unlock() }
            while data == nil { condition.wait() }
            return String(decoding: data ?? Data(), as: UTF8.self)
        }
    }
}
