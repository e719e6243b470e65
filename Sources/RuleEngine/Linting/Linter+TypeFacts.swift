// The facts of a type that rules checked member by member read from the other members
// (`TypeFactsRule`): each member's own, kept in its entry, merged at every run.

extension Linter {
    typealias MemberTypeFacts = IncrementalLintState.MemberTypeFacts

    /// What one member's calls (its model's, or its share of the whole model's) tell `rules`;
    /// `judgedWith` is left for the caller.
    func memberTypeFacts(of calls: [ViewCall], rules: [any TypeFactsRule]) -> MemberTypeFacts {
        var facts = MemberTypeFacts()
        for rule in rules {
            let id = type(of: rule).id
            facts.own[id] = rule.erasedFacts(of: calls)
            facts.ownDigest[id] = facts.own[id]?.hashValue
            if calls.contains(where: rule.mayReport) { facts.reportable.insert(id) }
        }
        return facts
    }

    /// Each member's facts read from the whole type's model, its calls shared out by where they
    /// start, all judged with the whole model's facts (what the rules' checks on it read); nil when
    /// a call lies outside every member, whose facts no member would keep.
    func memberTypeFacts(ofWhole model: ViewModel, split: TypeMembers, rules: [any TypeFactsRule]) -> [MemberTypeFacts]? {
        guard !rules.isEmpty else { return split.ranges.map { _ in MemberTypeFacts() } }
        let shares = MemberShares(ranges: split.ranges)
        var callsByMember = split.ranges.map { _ in [ViewCall]() }
        for call in model.calls {
            guard let member = shares.member(holdingOffset: call.chainRange.lowerBound) else { return nil }
            callsByMember[member].append(call)
        }
        var parts = callsByMember.map { memberTypeFacts(of: $0, rules: rules) }
        // The members' facts merged are the whole model's, which the rules' checks on it read.
        let whole = typeFactsDigests(rules, parts: parts) ?? [:]
        for position in parts.indices { parts[position].judgedWith = whole }
        return parts
    }

    /// For each rule, the sum of the members' own digests (`parts`, in member order): what
    /// `judgedWith` holds. Nil when a member lacks a rule's facts (a kept entry that never had them).
    func typeFactsDigests(_ rules: [any TypeFactsRule], parts: [MemberTypeFacts?]) -> [String: Int]? {
        var digests: [String: Int] = [:]
        for rule in rules {
            let id = type(of: rule).id
            var sum = 0
            for part in parts {
                guard let digest = part?.ownDigest[id] else { return nil }
                sum &+= digest
            }
            digests[id] = sum
        }
        return digests
    }

    /// The type's facts for each rule: every member's own merged (`parts`, each from a kept entry or read afresh).
    func mergedTypeFacts(_ rules: [any TypeFactsRule], parts: [MemberTypeFacts?]) -> [String: AnyHashable] {
        var merged: [String: AnyHashable] = [:]
        for rule in rules {
            let id = type(of: rule).id
            merged[id] = rule.merged(parts.compactMap { $0?.own[id] })
        }
        return merged
    }

    /// The rules whose facts `entry`'s findings were not worked out with (`merged`: their digests).
    func staleFactsRules(_ entry: IncrementalLintState.MemberEntry, rules: [any TypeFactsRule], merged: [String: Int]) -> [any TypeFactsRule] {
        rules.filter { entry.typeFacts.judgedWith[type(of: $0).id] != merged[type(of: $0).id] }
    }

    /// A kept entry brought to this run's facts (`merged`: their digests): its findings of a rule whose facts changed (`stale`) are
    /// worked out again (`again`: the findings of the rules given, in the member, at their current
    /// place, and what they asked the index) when the rule may report one of its calls; otherwise
    /// they stay none. The entry then starts where its member starts now (`start`). With no rule
    /// `stale`, only `judgedWith` changes: it drops the digests of rules no longer run.
    func rejudged(
        _ entry: IncrementalLintState.MemberEntry, start: Int, stale: [any TypeFactsRule], merged: [String: Int],
        again: ([any TypeFactsRule]) -> (findings: [Finding], dependencies: IndexDependencies)
    ) -> IncrementalLintState.MemberEntry {
        var typeFacts = entry.typeFacts
        // The rules not stale were judged with these digests already; a rule no longer run is forgotten.
        typeFacts.judgedWith = merged
        let reported = stale.filter { typeFacts.reportable.contains(type(of: $0).id) }
        guard !reported.isEmpty else {
            var updated = entry
            updated.typeFacts = typeFacts
            return updated
        }
        let ids = Set(reported.map { type(of: $0).id })
        let (found, asked) = again(reported)
        let delta = start - entry.start
        func moved(_ findings: [Finding]) -> [Finding] { delta == 0 ? findings : findings.map { $0.shifted(by: delta) } }
        let answers = asked.isEmpty ? entry.answers : IncrementalLintState.MemberAnswers(entry.answers.dependencies.merging(asked) { first, _ in first })
        var updated = IncrementalLintState.MemberEntry(
            start: start, findings: moved(entry.findings.filter { !ids.contains($0.ruleID) }) + found,
            groupFindings: entry.groupFindings.mapValues(moved), checked: entry.checked, answers: answers)
        updated.typeFacts = typeFacts
        return updated
    }

    /// The findings of `rules` in each member from one run of them on the whole type's model (what
    /// the member's own model, checked with the merged facts, gives); nil when one lies outside
    /// every member.
    func memberShares(of rules: [any Rule], onWhole model: ViewModel, split: TypeMembers, text: SourceText) -> [[Finding]]? {
        let shares = MemberShares(ranges: split.ranges)
        var byMember = split.ranges.map { _ in [Finding]() }
        for finding in run(rules, on: model, text: text) {
            guard let member = shares.member(holding: finding) else { return nil }
            byMember[member].append(finding)
        }
        return byMember
    }
}
