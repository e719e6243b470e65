// Digests of the index's answers, worked out once per index rather than once per model: every
// model of a type asks the same few questions (its own type above all, whose answer is long to
// describe), and a keystroke that leaves the file's summary as it was leaves the index as it was.

import Foundation

final class AnswerDigests: @unchecked Sendable {
    private let lock = NSLock()
    /// The index and file the digests were worked out for (an index's stamp names its content).
    private var stamp: WorkspaceIndex.Stamp?
    private var path: String?
    private var digests: [IndexQuery: UInt64] = [:]

    func digest(of query: IndexQuery, in index: WorkspaceIndex, from path: String?) -> UInt64 {
        lock.lock()
        if stamp != index.stamp || self.path != path {
            stamp = index.stamp
            self.path = path
            digests = [:]
        } else if let known = digests[query] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let digest = index.digest(of: query, from: path)
        lock.lock()
        if stamp == index.stamp, self.path == path { digests[query] = digest }
        lock.unlock()
        return digest
    }

    /// Whether every recorded answer is still the answer this index gives.
    func answersMatch(_ dependencies: IndexDependencies, in index: WorkspaceIndex, from path: String?) -> Bool {
        dependencies.allSatisfy { digest(of: $0.key, in: index, from: path) == $0.value }
    }

    /// What a model's lookup asked, with the digest of each answer.
    func dependencies(of lookup: IndexLookup) -> IndexDependencies {
        var result = IndexDependencies()
        for query in lookup.questions { result[query] = digest(of: query, in: lookup.index, from: lookup.path) }
        return result
    }
}
