// A file between the two steps of a lint: its declarations keyed and modelled, and its
// summary worked out, waiting for the workspace index the rules will consult.

import SwiftSyntax

/// Where the file is in the workspace, and the index its rules consult.
public struct WorkspaceContext: Sendable {
    public var index: WorkspaceIndex
    /// The file's path in the index (its own summary is replaced by the current one while linting).
    public var path: String

    public init(index: WorkspaceIndex, path: String) {
        self.index = index
        self.path = path
    }
}

/// One top-level declaration's model, built once for both the summary and the rules. A model
/// may be let go between the two (when the tree is not kept either) and is then built again
/// from the tree. The summary is empty when the lint took the file's summary from the index
/// (`IncrementalLintState.adopt`).
struct DeclarationModel {
    let index: Int
    var model: ViewModel?
    let summary: FileSummary
    /// The declaration split into its members, when a keystroke's lint read that already.
    var members: TypeMembers? = nil
    /// Models of single members (by position in `members`), built for the summary.
    var memberModels: [Int: ViewModel] = [:]
    /// The parts the summary was put together from, by member key, when it was.
    var summaryParts: [IncrementalLintState.MemberKey: MemberSummaryPart]? = nil
    /// How many of those parts were read afresh.
    var partsRead = 0
}

final class PreparedFile {
    let items: [CodeBlockItemSyntax]
    let ranges: [Range<Int>]
    let keys: [IncrementalLintState.Key]
    /// Declarations that were not remembered, modelled afresh.
    private(set) var built: [DeclarationModel]
    let summary: FileSummary
    /// The document and edit generation the models were built from.
    weak var document: SourceDocument?
    var generation = -1

    init(items: [CodeBlockItemSyntax], ranges: [Range<Int>], keys: [IncrementalLintState.Key], built: [DeclarationModel], summary: FileSummary) {
        self.items = items
        self.ranges = ranges
        self.keys = keys
        self.built = built
        self.summary = summary
    }

    /// Lets go of the models, keeping what they told: the lint rebuilds them from the tree.
    func releaseModels() {
        for index in built.indices {
            built[index].model = nil
            built[index].members = nil  // it holds the tree's nodes too
            built[index].memberModels = [:]
        }
    }
}
