// Events the server posts to its own loop from background work. They travel beside the
// client's messages but are a different kind of item: nothing a client sends can be one.

import RuleEngine

enum ServerEvent {
    /// A document's background full parse finished.
    case compactionDone(uri: String)
    /// The background indexer found the workspace's files.
    case indexingStarted(fileCount: Int)
    /// Summaries of files the background indexer read, by absolute path.
    case indexed([(path: String, summary: IndexedSummary)], done: Int)
    /// Every file is read: the strings tables and project facts come with the last batch.
    case indexingFinished(strings: [String: String], projects: ProjectFacts, files: [String])
    /// The configuration files read so far were compared with the disk (for a client that watches no files).
    case configurationDiskChecked(changed: Bool)
}

extension LanguageServer {
    func handle(_ event: ServerEvent) {
        switch event {
        case .compactionDone(let uri): compactionDone(uri: uri)
        case .indexingStarted(let count): indexingStarted(fileCount: count)
        case .indexed(let summaries, let done): indexed(summaries, done: done)
        case .indexingFinished(let strings, let projects, let files): indexingFinished(strings: strings, projects: projects, files: files)
        case .configurationDiskChecked(let changed): configurationDiskChecked(changed: changed)
        }
    }
}
