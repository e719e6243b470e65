// A remembered member's entry holds the findings of the rules its run checked. Typing or deleting a
// rule's trigger changes which rules run, not what a rule finds in a member: the entries are brought
// to the rules of this run (findings of rules no longer run dropped, rules they lack run once on the
// whole type's model and shared out by member) instead of every member being checked again.

extension Linter {
    /// Which member holds a finding: the members follow each other, so the first one ending after
    /// the finding's start holds it, if any does (nil: the type's header, say).
    struct MemberShares {
        let ranges: [Range<Int>]

        func member(holding finding: Finding) -> Int? { member(holdingOffset: finding.range.lowerBound) }

        func member(holdingOffset offset: Int) -> Int? {
            var (low, high) = (0, ranges.count)
            while low < high {
                let middle = (low + high) / 2
                if ranges[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
            }
            return low < ranges.count && ranges[low].contains(offset) ? low : nil
        }
    }

    /// `usable` with every entry holding exactly the findings of `perMember` and `memberGroupRules`
    /// (`needed`, their ids).
    /// An entry that cannot be completed (a finding of the missing rules lies outside every member)
    /// becomes nil: its member is checked again.
    func completing(
        _ usable: [IncrementalLintState.MemberEntry?], split: TypeMembers, model wholeModel: () -> ViewModel, text: SourceText, perMember: [any Rule],
        memberGroupRules: [any Rule], checked needed: IncrementalLintState.CheckedRules, digests: AnswerDigests
    ) -> [IncrementalLintState.MemberEntry?] {
        // Entries noted together share their rules: compared once.
        var sameRules: [ObjectIdentifier: Bool] = [ObjectIdentifier(needed): true]
        func holdsNeeded(_ entry: IncrementalLintState.MemberEntry) -> Bool {
            if let known = sameRules[ObjectIdentifier(entry.checked)] { return known }
            let same = entry.checked.ids == needed.ids
            sameRules[ObjectIdentifier(entry.checked)] = same
            return same
        }
        var (missing, anyOther) = (Set<String>(), false)
        for case let entry? in usable where !holdsNeeded(entry) {
            anyOther = true
            missing.formUnion(needed.ids.subtracting(entry.checked.ids))
        }
        guard anyOther else { return usable }

        // The missing rules, once, on the whole model: each member's share is what its own model gives.
        var found: [String: [Finding]] = [:]
        var asked = IndexDependencies()
        // And each member's part in the missing rules that check with the type's facts.
        var typeFacts: [MemberTypeFacts]?
        if !missing.isEmpty {
            let model = wholeModel()
            let missingFactsRules = perMember.filter { missing.contains(type(of: $0).id) }.compactMap { $0 as? any TypeFactsRule }
            guard let facts = memberTypeFacts(ofWhole: model, split: split, rules: missingFactsRules) else {
                return usable.map { entry in entry.flatMap { holdsNeeded($0) ? $0 : nil } }
            }
            typeFacts = facts
            RuleRun.$current.withValue(RuleRun(buildsFixes: options.buildsFixes)) {
                let before = model.workspace.questions
                let context = RuleContext(model: model, source: text)
                let calls = checkedCalls(of: model)
                for rule in perMember where missing.contains(type(of: rule).id) {
                    found[type(of: rule).id] = callFindings(of: rule, on: calls, in: context) + modelFindings(of: rule, in: context)
                }
                for rule in memberGroupRules where missing.contains(type(of: rule).id) {
                    found[type(of: rule).id] = callFindings(of: rule, on: calls, in: context)
                }
                let new = model.workspace.questions.subtracting(before)
                if !new.isEmpty { asked = digests.dependencies(of: model.workspace).filter { new.contains($0.key) } }
            }
        }
        let shares = MemberShares(ranges: split.ranges)
        var byMember: [String: [[Finding]]] = [:]
        for (id, findings) in found {
            var perMemberShare = split.ranges.map { _ in [Finding]() }
            for finding in findings {
                // Not every finding is a member's: no entry can be completed then.
                guard let member = shares.member(holding: finding) else { return usable.map { entry in entry.flatMap { holdsNeeded($0) ? $0 : nil } } }
                perMemberShare[member].append(finding)
            }
            byMember[id] = perMemberShare
        }
        let groupIDs = Set(memberGroupRules.map { type(of: $0).id })
        // Entries noted together share their answers: merged with the new ones once.
        var mergedAnswers: [ObjectIdentifier: IncrementalLintState.MemberAnswers] = [:]
        return usable.enumerated().map { position, entry in
            guard let entry, !holdsNeeded(entry) else { return entry }
            let lacking = needed.ids.subtracting(entry.checked.ids)
            // Findings of one rule keep their order, and the findings of a run are sorted in the end.
            var findings = entry.findings.filter { needed.ids.contains($0.ruleID) }
            var groupFindings = entry.groupFindings.filter { needed.ids.contains($0.key) }
            for id in lacking.sorted() {
                let share = byMember[id]?[position] ?? []
                if groupIDs.contains(id) { groupFindings[id] = share } else { findings += share }
            }
            var answers = entry.answers
            if !asked.isEmpty, !lacking.isEmpty {
                let key = ObjectIdentifier(entry.answers)
                answers = mergedAnswers[key] ?? IncrementalLintState.MemberAnswers(entry.answers.dependencies.merging(asked) { first, _ in first })
                mergedAnswers[key] = answers
            }
            var completed = IncrementalLintState.MemberEntry(start: entry.start, findings: findings, groupFindings: groupFindings, checked: needed, answers: answers)
            completed.typeFacts = entry.typeFacts
            if let part = typeFacts?[position] {
                completed.typeFacts.own.merge(part.own) { _, new in new }
                completed.typeFacts.ownDigest.merge(part.ownDigest) { _, new in new }
                completed.typeFacts.judgedWith.merge(part.judgedWith) { _, new in new }
                completed.typeFacts.reportable.formUnion(part.reportable)
            }
            return completed
        }
    }
}
