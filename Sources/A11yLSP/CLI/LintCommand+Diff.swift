// `lint --diff [REF]`: the options, and narrowing the run to what the change touched.

import Foundation

extension LintCommand {
    struct DiffRequest: Equatable {
        /// nil: the merge base with the default branch, else HEAD.
        var ref: String?
    }

    /// `--diff` takes the next argument as REF unless it is an option or names an existing
    /// file or folder (write `--diff=REF` for a ref that looks like a path).
    static func parseDiff(_ argument: String, _ arguments: [String], _ index: inout Int) -> DiffRequest {
        if argument.hasPrefix("--diff=") { return DiffRequest(ref: String(argument.dropFirst("--diff=".count))) }
        guard index < arguments.count else { return DiffRequest() }
        let next = arguments[index]
        guard !next.hasPrefix("-"), !FileManager.default.fileExists(atPath: next) else { return DiffRequest() }
        index += 1
        return DiffRequest(ref: next)
    }

    /// The jobs whose files the change touched, each told which lines; the rest are dropped.
    static func restrict(_ jobs: [FileLinter.Job], to diff: GitDiff) -> [FileLinter.Job] {
        jobs.compactMap { job in
            guard let lines = diff.lines(of: job.file.path) else { return nil }
            var restricted = job
            restricted.changedLines = lines
            return restricted
        }
    }
}
