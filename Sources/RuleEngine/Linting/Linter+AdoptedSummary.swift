// A document just opened whose summary the workspace index already holds (the background indexer
// read the same bytes from the disk) is linted on that summary, and its declarations' own
// summaries are made afterwards: see `IncrementalLintState.adopt`.

import SwiftSyntax

extension Linter {
    /// Makes the declarations' own summaries that a lint on an adopted summary left out, so that
    /// the runs after it can put the file's summary together from them. A server calls it once
    /// the findings are sent; a lint calls it first when nobody did. Returns the file's summary as
    /// made (the adopted one, unless the index held a summary of other bytes); nil when nothing
    /// was pending, or when the text is no longer the one last linted (its declarations that are
    /// still there get their summaries, and the next lint puts the file's summary together).
    @discardableResult
    public func completeSummaries(_ document: SourceDocument, state: IncrementalLintState) -> FileSummary? {
        guard state.summariesPending else { return nil }
        let text = SourceText(bytes: document.bytes, lines: document.lineIndex)
        let items = Array(document.tree.statements)
        let ranges = items.map { $0.position.utf8Offset..<$0.endPosition.utf8Offset }
        let keys = Self.keys(of: ranges, text: text, state: nil).keys
        completeSummaries(items: items, ranges: ranges, keys: keys, text: text, state: state)
        guard keys == state.lastKeys, keys.allSatisfy({ state.entries[$0] != nil }) else { return nil }
        // The text is the one last linted: the file's summary can be put together now.
        state.lastItemSummaries = keys.map { state.entries[$0]!.summary }
        state.summary = FileSummary(concatenating: state.lastItemSummaries)
        return state.summary
    }

    /// Gives each remembered declaration among `items` its own summary. A remembered declaration
    /// no longer in the text is forgotten: its findings would serve again if its text came back,
    /// but it has no summary to come back with.
    func completeSummaries(
        items: [CodeBlockItemSyntax], ranges: [Range<Int>], keys: [IncrementalLintState.Key], text: SourceText, state: IncrementalLintState
    ) {
        state.summariesPending = false
        var seen: Set<IncrementalLintState.Key> = []
        let remembered = items.indices.filter { state.entries[keys[$0]] != nil && seen.insert(keys[$0]).inserted }
        state.entries = state.entries.filter { seen.contains($0.key) }
        let platform = options.platform
        let source = text.bytes
        let summaries = ParallelMap.map(remembered, minimumForThreads: itemsForThreads(remembered, ranges: ranges)) { index in
            let model = ViewModel.build(items[index], platform: platform, firstID: ranges[index].lowerBound, workspace: IndexLookup(path: nil), source: source)
            return SummaryExtractor.summarize(items[index], model: model, platform: platform)
        }
        for (position, index) in remembered.enumerated() {
            state.entries[keys[index]] = state.entries[keys[index]]?.with(summary: summaries[position])
        }
    }

    /// Each declaration's key and the range it covers: a fix built in a declaration reads the rest
    /// of its last line (whether a modifier goes on a line of its own), so text typed after it on
    /// that line must make it stale: keys run to the line's end. With `state`, declarations outside
    /// the changed span keep the keys they had.
    static func keys(of ranges: [Range<Int>], text: SourceText, state: IncrementalLintState?) -> (ranges: [Range<Int>], keys: [IncrementalLintState.Key]) {
        let keyRanges = ranges.map { range in range.lowerBound..<max(range.upperBound, text.lineContentEnd(at: max(range.lowerBound, range.upperBound - 1))) }
        let keys = keyRanges.map { range in state?.reusableKey(for: range) ?? IncrementalLintState.Key(bytes: text.bytes, range: range) }
        return (keyRanges, keys)
    }
}
