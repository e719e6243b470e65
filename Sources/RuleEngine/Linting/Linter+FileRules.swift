// The rules that read more than one declaration. Each group of related declarations (see
// `DeclarationGroups`) is checked on a model of its own and its findings are remembered by the
// group's text: typing in one view re-checks that view's group only. A declaration that is a
// group of its own had these rules run on its own model with its declaration rules, and keeps
// their findings in its entry: most groups cost nothing on a keystroke.

import SwiftSyntax

/// What the declaration step hands to the group step.
struct FileRuleInput {
    let prepared: PreparedFile
    let tree: SourceFileSyntax
    let text: SourceText
    /// Each top-level declaration's remembered entry, in order (nil when it has none).
    let entries: [IncrementalLintState.Entry?]
    /// The models built this run of declarations that are in a group of several, by position.
    let models: [Int: ViewModel]
}

extension Linter {
    private struct GroupJob {
        let positions: [Int]
        let rules: [any Rule]
        let isWholeFile: Bool
    }

    /// The findings of the rules of `.relatedDeclarations` and `.file` scope, from remembered
    /// groups where their text and the index's answers are unchanged.
    func checkGroups(
        _ input: FileRuleInput, index: WorkspaceIndex, path: String, recheck: Bool, state: IncrementalLintState,
        dependencies: inout IndexDependencies
    ) -> [Finding] {
        var remembered: [IncrementalLintState.GroupKey: IncrementalLintState.GroupEntry] = [:]
        var findings: [Finding] = []
        for job in jobs(input.entries, grouping: state.grouping) {
            if job.positions.count == 1, !job.isWholeFile, let entry = input.entries[job.positions[0]], let own = entry.ownGroupFindings {
                // Its findings, and what they asked the index, are the declaration's own.
                let delta = input.prepared.ranges[job.positions[0]].lowerBound - entry.start
                findings += delta == 0 ? own : own.map { $0.shifted(by: delta) }
                continue
            }
            let key = IncrementalLintState.GroupKey(keys: job.positions.map { input.prepared.keys[$0] }, isWholeFile: job.isWholeFile)
            let entry: IncrementalLintState.GroupEntry
            if let known = remembered[key] ?? state.groups[key], !recheck || state.answerDigests.answersMatch(known.dependencies, in: index, from: path) {
                entry = known
            } else {
                entry = check(job, input: input, index: index, path: path, state: state)
            }
            remembered[key] = entry
            findings += moved(entry, to: job.positions.map { input.prepared.ranges[$0].lowerBound })
            dependencies.merge(entry.dependencies) { first, _ in first }
        }
        state.groups = remembered
        return findings
    }

    /// The declarations that are a group of their own (by key), with the names each declaration has
    /// this run: only those run the related rules on their own model. `checkGroups` asks `grouping`
    /// again with the same names and gets the same groups back.
    func keysStandingAlone(_ keys: [IncrementalLintState.Key], names: [DeclarationNames?], grouping: DeclarationGroups) -> Set<IncrementalLintState.Key> {
        guard groupsDeclarations else { return Set(keys) }
        var alone: Set<IncrementalLintState.Key> = []
        for group in grouping.update(names) where group.count == 1 { alone.insert(keys[group[0]]) }
        return alone
    }

    /// The rules of `.relatedDeclarations` scope that a declaration's text triggers.
    func groupedRules(triggered: [Bool]) -> [any Rule] {
        guard groupsDeclarations else { return [] }
        return fileRules.indices.filter { triggered[$0] && type(of: fileRules[$0]).scope == .relatedDeclarations }.map { fileRules[$0] }
    }

    /// The groups to check and the rules their text triggers.
    private func jobs(_ entries: [IncrementalLintState.Entry?], grouping: DeclarationGroups) -> [GroupJob] {
        func triggers(_ rule: Int, in positions: [Int]) -> Bool {
            positions.contains { entries[$0]?.fileRulesTriggered[rule] == true }
        }
        let all = Array(entries.indices)
        let grouped = fileRules.indices.filter { groupsDeclarations && type(of: fileRules[$0]).scope == .relatedDeclarations }
        let related = grouped.filter { triggers($0, in: all) }
        let whole = fileRules.indices.filter { !grouped.contains($0) && triggers($0, in: all) }
        var jobs: [GroupJob] = []
        if !related.isEmpty {
            for group in grouping.update(entries.map { $0?.names }) {
                let rules = related.filter { triggers($0, in: group) }
                if !rules.isEmpty { jobs.append(GroupJob(positions: group, rules: rules.map { fileRules[$0] }, isWholeFile: false)) }
            }
        }
        if !whole.isEmpty { jobs.append(GroupJob(positions: all, rules: whole.map { fileRules[$0] }, isWholeFile: true)) }
        return jobs
    }

    private func check(
        _ job: GroupJob, input: FileRuleInput, index: WorkspaceIndex, path: String, state: IncrementalLintState
    ) -> IncrementalLintState.GroupEntry {
        let lookup = IndexLookup(index: index, path: path)
        let model: ViewModel
        var parts: [ViewModel] = []
        if job.isWholeFile {
            model = ViewModel.build(input.tree, platform: options.platform, workspace: lookup)
        } else {
            // Declarations checked this run lend their models; the others are walked now.
            parts = job.positions.map { position in
                input.models[position] ?? ViewModel.build(
                    input.prepared.items[position], platform: options.platform, firstID: input.prepared.ranges[position].lowerBound,
                    workspace: lookup, source: input.text.bytes)
            }
            model = ViewModel.group(
                of: parts, items: job.positions.map { input.prepared.items[$0] }, platform: options.platform, workspace: lookup,
                source: input.text.bytes)
        }
        state.groupModelsBuilt += 1
        let findings = run(job.rules, on: model, text: input.text)
        var dependencies = state.answerDigests.dependencies(of: lookup)
        for part in parts where part.workspace !== lookup {
            dependencies.merge(state.answerDigests.dependencies(of: part.workspace)) { first, _ in first }
        }
        return IncrementalLintState.GroupEntry(
            starts: job.positions.map { input.prepared.ranges[$0].lowerBound }, findings: findings, dependencies: dependencies)
    }

    /// The group's findings moved with the declaration each lies in.
    private func moved(_ entry: IncrementalLintState.GroupEntry, to starts: [Int]) -> [Finding] {
        guard entry.starts != starts else { return entry.findings }
        return entry.findings.map { finding in
            let owner = entry.starts.lastIndex { $0 <= finding.range.lowerBound } ?? 0
            return finding.shifted(by: starts[owner] - entry.starts[owner])
        }
    }
}
