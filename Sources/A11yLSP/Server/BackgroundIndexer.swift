// Reads the workspace into the index on threads of its own, so the server loop keeps
// answering: finds the Swift files, strings tables and projects under the workspace
// folders, parses and summarizes every file (on all cores), and posts the summaries to
// the loop in batches. Only summaries are kept, never trees.

import Foundation
import RuleEngine

final class BackgroundIndexer: @unchecked Sendable {
    /// The platform `#if` is read for in a file: the configured one, else the project's.
    typealias PlatformOf = @Sendable (_ path: String, _ projects: ProjectFacts) -> Platform

    private let inbox: Inbox
    private let lock = NSLock()
    private var cancelled = false

    init(inbox: Inbox) {
        self.inbox = inbox
    }

    /// Stops posting (the server is shutting down, or a newer indexing replaces this one).
    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }

    private var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// Indexes the folders; `excluded` says which paths the configuration leaves out.
    func start(roots: [String], excluded: @escaping @Sendable (String) -> Bool, platform: @escaping PlatformOf, skipping open: @escaping @Sendable (String) -> Bool) {
        let thread = Thread { [self] in
            run(roots: roots, excluded: excluded, platform: platform, skipping: open)
        }
        thread.name = "a11y-lsp-indexer"
        thread.stackSize = 256 << 20
        thread.start()
    }

    private func run(roots: [String], excluded: @escaping @Sendable (String) -> Bool, platform: @escaping PlatformOf, skipping open: @escaping @Sendable (String) -> Bool) {
        var found = WorkspaceFiles.Found()
        for root in roots {
            let files = WorkspaceFiles.find(under: root, excluded: excluded)
            found.swiftFiles += files.swiftFiles
            found.stringTables += files.stringTables
            found.xcodeProjects += files.xcodeProjects
            found.packageManifests += files.packageManifests
        }
        let projects = ProjectFacts(found)
        let files = Array(Set(found.swiftFiles.map(ConfigurationFiles.absolute))).sorted()
        inbox.post(.indexingStarted(fileCount: files.count))
        let batches = Batches(inbox: inbox)
        let next = NextIndex()
        let done = DispatchGroup()
        for _ in 0..<max(1, ProcessInfo.processInfo.activeProcessorCount) {
            done.enter()
            let worker = Thread { [self] in
                var linters: [Platform: Linter] = [:]
                while !isCancelled, let position = next.take(below: files.count) {
                    let path = files[position]
                    // An open document's summary comes from its editor text, not the disk.
                    guard !open(path), let summary = Self.summary(of: path, linter: &linters, platform: platform(path, projects)) else {
                        batches.add(nil)
                        continue
                    }
                    batches.add((path, summary))
                }
                done.leave()
            }
            worker.stackSize = 256 << 20
            worker.start()
        }
        done.wait()
        guard !isCancelled else { return }
        batches.flush()
        inbox.post(.indexingFinished(strings: StringTables.load(found.stringTables), projects: projects, files: files))
    }

    /// Parses and summarizes one file; nil when it cannot be read or would not parse in time.
    static func summary(of path: String, linter linters: inout [Platform: Linter], platform: Platform) -> IndexedSummary? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        guard String(validating: bytes, as: UTF8.self) != nil, ParserHazard.find(in: bytes) == nil else { return nil }
        let linter = linters[platform] ?? Linter(options: LintOptions(platform: platform), parallel: false)
        linters[platform] = linter
        let summary = linter.summarize(SourceDocument(bytes: bytes, forEditing: false), state: IncrementalLintState())
        return IndexedSummary(summary: summary, source: SummarySource(bytes: bytes, platform: platform))
    }
}

/// A file's summary as the indexer made it, and from what.
struct IndexedSummary: Sendable {
    let summary: FileSummary
    let source: SummarySource
}

/// What a summary in the index was made from: a document opened with the same bytes, checked for
/// the same platform, would make the same one, and its first lint takes it (`IncrementalLintState.adopt`).
struct SummarySource: Equatable, Sendable {
    let contentHash: UInt64
    let platform: Platform

    init(bytes: [UInt8], platform: Platform) {
        contentHash = FindingCache.contentHash(of: bytes)
        self.platform = platform
    }
}

/// Summaries gathered from the worker threads and posted to the loop a batch at a time.
private final class Batches: @unchecked Sendable {
    private let inbox: Inbox
    private let lock = NSLock()
    private var pending: [(path: String, summary: IndexedSummary)] = []
    private var done = 0

    init(inbox: Inbox) { self.inbox = inbox }

    func add(_ item: (path: String, summary: IndexedSummary)?) {
        lock.lock()
        done += 1
        if let item { pending.append(item) }
        let full = pending.count >= 64
        lock.unlock()
        if full { flush() }
    }

    func flush() {
        lock.lock()
        let batch = pending
        let count = done
        pending.removeAll()
        lock.unlock()
        inbox.post(.indexed(batch, done: count))
    }
}

private final class NextIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}
