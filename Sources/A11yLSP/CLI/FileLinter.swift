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
        /// With `lint --diff`: the lines the change touched; findings elsewhere are left out (and not fixed).
        var changedLines: GitDiff.Lines?
    }

    static func lint(_ jobs: [Job], mode: Mode = .lint, cache: FindingCache? = nil, threads: Int? = nil) -> [Result] {
        let results = ResultSlots(count: jobs.count)
        let progress = Progress(total: jobs.count)
        // Largest files first, so no core is left with one big file at the end; results keep their order.
        let sizes = jobs.map { (try? FileManager.default.attributesOfItem(atPath: $0.file.path)[.size] as? Int) ?? 0 }
        let order = jobs.indices.sorted { sizes[$0] > sizes[$1] }
        Workers.forEach(jobs.count, threads: threads ?? ProcessInfo.processInfo.activeProcessorCount) { position in
            let index = order[position]
            results.set(index, lintFile(jobs[index], mode: mode, cache: mode == .lint ? cache : nil))
            progress.advance()
        }
        progress.finish()
        return results.values
    }

    static func lintFile(_ job: Job, mode: Mode = .lint, cache: FindingCache? = nil) -> Result {
        let path = job.file.path
        guard let data = FileManager.default.contents(atPath: path) else { return .unreadable(path) }
        var bytes = [UInt8](data)
        guard String(validating: bytes, as: UTF8.self) != nil else { return .notUTF8(path) }
        let key = cache?.key(bytes: bytes, signature: job.cacheSignature)
        var regions = job.changedLines.map { $0.regions(in: LineIndex(bytes)) }
        if let cache, let key, let findings = cache.findings(for: key) {
            return .linted(FileReport(path: path, bytes: bytes, lines: LineIndex(bytes), findings: findings.touching(regions)))
        }
        let original = bytes
        var fixedCount = 0
        if mode != .lint {
            (bytes, fixedCount, regions) = job.linter.fixingAll(bytes, projectPath: job.projectPath, within: regions)
        }
        // A file none of the enabled rules could fire on is not even parsed.
        guard job.linter.mayFire(in: bytes) else {
            if let cache, let key { cache.store([], for: key) }
            return .linted(FileReport(path: path, bytes: bytes, lines: LineIndex(bytes), findings: []))
        }
        let document = SourceDocument(bytes: bytes, forEditing: false)
        if let hazard = document.parserHazard { return .tooComplex(path, hazard) }
        let findings = job.linter.lint(document, projectPath: job.projectPath)
        if let cache, let key { cache.store(findings, for: key) }
        var report = FileReport(path: path, bytes: bytes, lines: document.lineIndex, findings: findings.touching(regions))
        if mode != .lint, bytes != original {
            report.fixedCount = fixedCount
            report.originalText = String(decoding: original, as: UTF8.self)
            if mode == .fix, !AtomicFile.replace(path, with: bytes) { return .unwritable(path, report) }
        }
        return .linted(report)
    }
}

extension [Finding] {
    /// The findings in the regions a change touched; all of them when there are no regions.
    func touching(_ regions: ChangedRegions?) -> [Finding] {
        guard let regions else { return self }
        return filter { regions.touches($0.range) }
    }
}

/// Results written from several threads, each into its own slot.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [FileLinter.Result?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: FileLinter.Result) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    var values: [FileLinter.Result] { slots.compactMap { $0 } }
}
