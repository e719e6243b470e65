// Lints files in parallel, one per core at a time, keeping their order.

import Foundation
import RuleEngine

/// One linted file: its text (for line/column conversion) and its findings.
struct FileReport {
    let path: String
    /// The text the findings refer to (after fixing, with --fix).
    let bytes: [UInt8]
    let lines: LineIndex
    var findings: [Finding]
    /// With --fix: how many findings were fixed, and the text before.
    var fixedCount = 0
    var originalText = ""

    /// 1-based line and column (UTF-8 bytes) of a byte offset.
    func location(of offset: Int) -> (line: Int, column: Int) {
        let line = lines.line(containing: offset)
        return (line + 1, min(offset, bytes.count) - lines.start(ofLine: line) + 1)
    }

    /// 1-based line and column in UTF-16 code units, as SARIF counts by default.
    func utf16Location(of offset: Int) -> (line: Int, column: Int) {
        let line = lines.line(containing: offset)
        let start = lines.start(ofLine: line)
        let prefix = bytes[start..<max(start, min(offset, bytes.count))]
        return (line + 1, String(decoding: prefix, as: UTF8.self).utf16.count + 1)
    }

    /// The text of the line holding an offset, without its indentation (what a baseline matches on).
    func lineText(at offset: Int) -> String {
        let line = lines.line(containing: offset)
        let text = String(decoding: bytes[lines.start(ofLine: line)..<lines.contentEnd(ofLine: line, in: bytes)], as: UTF8.self)
        return text.trimmingCharacters(in: .whitespaces)
    }
}

enum FileLinter {
    enum Result {
        case linted(FileReport)
        case unreadable(String)
        case notUTF8(String)
        case unwritable(String, FileReport)
        /// Not parsed: the parser would take exponential time on it.
        case tooComplex(String, String)
    }

    enum Mode: Sendable { case lint, fix, dryRun }

    /// A file to lint, with the linter its configuration chose.
    struct Job: Sendable {
        let file: SourceFiles.File
        let projectPath: String
        let linter: Linter
        /// What besides the bytes decides the findings, for the cache key.
        let cacheSignature: String

        /// The file's absolute path: its name in the workspace index. Worked out once: standardizing
        /// a path reads the file system, and every step of a lint asks for it.
        let indexPath: String
        /// With `lint --diff`: the lines the change touched; findings elsewhere are left out (and not fixed).
        var changedLines: GitDiff.Lines?

        init(file: SourceFiles.File, projectPath: String, linter: Linter, cacheSignature: String, indexPath: String? = nil) {
            self.file = file
            self.projectPath = projectPath
            self.linter = linter
            self.cacheSignature = cacheSignature
            self.indexPath = indexPath ?? ConfigurationFiles.absolute(file.path)
        }
    }

    /// Lints `jobs`. With an index, every job's file and every `indexOnly` file is parsed and
    /// summarized first (in parallel), then the jobs are linted against the merged index, each
    /// file reusing its parse.
    static func lint(
        _ jobs: [Job], indexOnly: [Job] = [], strings: [String: String] = [:], usesIndex: Bool = false, mode: Mode = .lint,
        cache: FindingCache? = nil, threads: Int? = nil
    ) -> [Result] {
        let threads = threads ?? ProcessInfo.processInfo.activeProcessorCount
        var index: WorkspaceIndex?
        var stages: [Stage?] = Array(repeating: nil, count: jobs.count)
        if usesIndex {
            let all = jobs + indexOnly
            let prepared = Slots<Stage>(count: all.count)
            forEachLargestFirst(all, threads: threads) { position in
                prepared.set(position, prepare(all[position], keepsParse: position < jobs.count && mode == .lint, cache: cache))
            }
            var built = WorkspaceIndex()
            built.setStrings(strings)
            for (position, stage) in prepared.values.enumerated() {
                if let summary = stage?.summary { built.update(path: all[position].indexPath, summary: summary) }
                if position < jobs.count { stages[position] = stage }
            }
            index = built
        }
        let results = Slots<Result>(count: jobs.count)
        let progress = Progress(total: jobs.count)
        let stagesBox = UnsafeTransfer(value: stages)
        let finalIndex = index
        forEachLargestFirst(jobs, threads: threads) { position in
            let workspace = finalIndex.map { WorkspaceContext(index: $0, path: jobs[position].indexPath) }
            results.set(position, lintFile(jobs[position], stage: stagesBox.value[position], workspace: workspace, mode: mode, cache: mode == .lint ? cache : nil))
            progress.advance()
        }
        progress.finish()
        return results.values.compactMap { $0 }
    }

    /// What the first step learnt of a file: its bytes, its summary, and (when it will be linted)
    /// its parse, kept so the file is parsed once.
    final class Stage: @unchecked Sendable {
        let bytes: [UInt8]
        let summary: FileSummary?
        let document: SourceDocument?
        let state: IncrementalLintState?

        init(bytes: [UInt8], summary: FileSummary?, document: SourceDocument?, state: IncrementalLintState?) {
            self.bytes = bytes
            self.summary = summary
            self.document = document
            self.state = state
        }
    }

    private static func prepare(_ job: Job, keepsParse: Bool, cache: FindingCache?) -> Stage? {
        guard let data = FileManager.default.contents(atPath: job.file.path) else { return nil }
        let bytes = [UInt8](data)
        guard String(validating: bytes, as: UTF8.self) != nil, ParserHazard.find(in: bytes) == nil else { return nil }
        let summaryKey = cache?.key(bytes: bytes, signature: FindingCache.summarySignature(of: job.linter))
        if let cache, let summaryKey, let summary = cache.summary(for: summaryKey) {
            return Stage(bytes: bytes, summary: summary, document: nil, state: nil)
        }
        let document = SourceDocument(bytes: bytes, forEditing: false)
        let state = IncrementalLintState()
        // Every file of a folder waits for the index: keep its tree (one parse per file) and its models
        // (one walk per file). The models add a few percent to the trees they point into (35 MB on a
        // 1,600-file app that takes 560 MB), and building them again was a sixth of what linting adds to parsing.
        let summary = job.linter.summarize(document, state: state, keepingModels: keepsParse)
        if let cache, let summaryKey { cache.store(summary, for: summaryKey) }
        return keepsParse ? Stage(bytes: bytes, summary: summary, document: document, state: state) : Stage(bytes: bytes, summary: summary, document: nil, state: nil)
    }

    /// Largest files first, so no core is left with one big file at the end.
    private static func forEachLargestFirst(_ jobs: [Job], threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let sizes = jobs.map { (try? FileManager.default.attributesOfItem(atPath: $0.file.path)[.size] as? Int) ?? 0 }
        let order = jobs.indices.sorted { sizes[$0] > sizes[$1] }
        Workers.forEach(jobs.count, threads: threads) { position in body(order[position]) }
    }

    static func lintFile(_ job: Job, stage: Stage? = nil, workspace: WorkspaceContext? = nil, mode: Mode = .lint, cache: FindingCache? = nil) -> Result {
        let path = job.file.path
        var bytes: [UInt8]
        if let stage {
            bytes = stage.bytes
        } else {
            guard let data = FileManager.default.contents(atPath: path) else { return .unreadable(path) }
            bytes = [UInt8](data)
        }
        guard String(validating: bytes, as: UTF8.self) != nil else { return .notUTF8(path) }
        let key = cache?.key(bytes: bytes, signature: job.cacheSignature + (workspace == nil ? "" : "|indexed"))
        var regions = job.changedLines.map { $0.regions(in: LineIndex(bytes)) }
        if let cache, let key, let cached = cache.findings(for: key),
            workspace.map({ $0.index.answersMatch(cached.dependencies, from: $0.path) }) ?? true
        {
            return .linted(FileReport(path: path, bytes: bytes, lines: LineIndex(bytes), findings: cached.findings.touching(regions)))
        }
        let original = bytes
        var fixedCount = 0
        if mode != .lint {
            (bytes, fixedCount, regions) = job.linter.fixingAll(bytes, projectPath: job.projectPath, within: regions, workspace: workspace)
        }
        // A file none of the enabled rules could fire on is not even parsed.
        guard job.linter.mayFire(in: bytes) else {
            if let cache, let key { cache.store([], dependencies: [:], for: key) }
            return .linted(FileReport(path: path, bytes: bytes, lines: LineIndex(bytes), findings: []))
        }
        let reusesParse = mode == .lint && stage?.document != nil
        let document = reusesParse ? stage!.document! : SourceDocument(bytes: bytes, forEditing: false)
        if let hazard = document.parserHazard { return .tooComplex(path, hazard) }
        let state = reusesParse ? stage!.state! : IncrementalLintState()
        let findings = job.linter.lint(document, projectPath: job.projectPath, state: state, workspace: workspace)
        if let cache, let key { cache.store(findings, dependencies: state.dependencies, for: key) }
        var report = FileReport(path: path, bytes: bytes, lines: document.lineIndex, findings: findings.touching(regions))
        if mode != .lint, bytes != original {
            report.fixedCount = fixedCount
            report.originalText = String(decoding: original, as: UTF8.self)
            if mode == .fix, !AtomicFile.replace(path, with: bytes) { return .unwritable(path, report) }
        }
        return .linted(report)
    }
}

/// A value handed to worker threads that only read it while the caller waits.
private struct UnsafeTransfer<Value>: @unchecked Sendable {
    let value: Value
}

extension [Finding] {
    /// The findings in the regions a change touched; all of them when there are no regions.
    func touching(_ regions: ChangedRegions?) -> [Finding] {
        guard let regions else { return self }
        return filter { regions.touches($0.range) }
    }
}

/// Results written from several threads, each into its own slot.
final class Slots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value?) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    /// Every slot, in order (nil where nothing was set).
    var values: [Value?] { slots }
}
