// The documents the client has open, by URI.

import RuleEngine

final class OpenDocument {
    let uri: String
    var version: Int
    let source: SourceDocument
    /// The file's path, for `file:` URIs.
    let path: String?
    /// The path relative to the workspace folder holding it (absolute outside any), for telling test files apart.
    let projectPath: String?
    /// The configuration in force, worked out when the document opens or the configuration changes.
    /// A new configuration means new rules, so the remembered per-declaration findings go with the old one.
    var configuration: LoadedConfiguration? {
        didSet {
            guard configuration != oldValue else { return }
            lintState = IncrementalLintState()
            diagnosticFragments.fragments = []  // the documentation link may have changed
            let loaded = configuration ?? .defaults
            isExcluded = path.map(loaded.excludes) ?? false
            pathForTests = path.flatMap(loaded.projectPath(of:)) ?? projectPath
        }
    }
    /// Whether the configuration's `exclude` leaves the file out, and its path for telling test files
    /// apart (below the configuration's folder, else the workspace folder's): worked out with the
    /// configuration, since both standardize the path, which costs as much as some rules on a small file.
    private(set) var isExcluded = false
    private(set) var pathForTests: String?
    /// A full parse under way on another thread.
    var compaction: SourceDocument.Compaction?
    /// The parser hazard last reported to the user, so it is said once.
    var reportedHazard: String?
    /// Encoded diagnostics of the last publish, reused for findings that did not move.
    let diagnosticFragments = DiagnosticFragments()
    /// Findings of unchanged declarations, reused from one keystroke to the next.
    private(set) var lintState = IncrementalLintState()
    /// Bumped when what the document learnt from the workspace index changed, so pulled result ids change.
    var indexGeneration = 0
    /// The findings last published, with the version they were computed for.
    var publishedFindings: (version: Int, findings: [Finding])?
    /// False for a document the client opened in another language (a JSON file, say): kept in
    /// step with its changes, never linted, hovered or hinted.
    let isSwift: Bool

    init(uri: String, version: Int, text: String, workspaceRoots: [String], isSwift: Bool = true) {
        self.uri = uri
        self.version = version
        self.isSwift = isSwift
        source = SourceDocument(text: text)
        path = DocumentURI.path(of: uri)
        projectPath = path.map { DocumentURI.relative($0, toNearestOf: workspaceRoots) }
        pathForTests = projectPath
    }

    func converter(_ encoding: PositionEncoding) -> PositionConverter {
        PositionConverter(bytes: source.bytes, lines: source.lineIndex, encoding: encoding)
    }
}

struct DocumentStore {
    private var documents: [String: OpenDocument] = [:]

    subscript(uri: String) -> OpenDocument? { documents[uri] }

    mutating func open(_ document: OpenDocument) { documents[document.uri] = document }

    @discardableResult
    mutating func close(_ uri: String) -> OpenDocument? { documents.removeValue(forKey: uri) }

    var all: [OpenDocument] { Array(documents.values) }
}
