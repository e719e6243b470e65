// The declaration rules run member by member on a type being edited: members whose text and
// type context are unchanged keep their findings, moved to where they now start; only the
// edited member is modelled and checked again (see `TypeMembers`).
//
// A few rules read facts from other members' bodies (a visible Button performing the same code,
// the type's navigation bindings, another member's accessibility traits or declared type); they
// run on the model of the whole type, which is built anyway for the type's summary and for the
// rules that read related declarations.

import SwiftSyntax

extension Linter {
    /// What checking one type member by member gives.
    struct MemberFindings {
        /// Overlaps resolved and in order, as `lintDeclaration` gives them.
        let findings: [Finding]
        let dependencies: IndexDependencies
        /// The type's name, under which its members are remembered.
        let typeName: String
        /// The entry of every member, reused or new.
        let entries: [IncrementalLintState.MemberKey: IncrementalLintState.MemberEntry]
        let modelsBuilt: Int
        /// The per-call findings of `callChecksOwnMember` rules, by rule, members in order.
        let groupFindings: [String: [Finding]]
    }

    /// Rules of `.relatedDeclarations` scope whose per-call check reads the call's own member (and
    /// the type's name): their checks of the whole model are what reads the related declarations.
    static let callChecksOwnMember: Set<String> = [
        "empty-control-name", "slider-name", "textfield-name", "toggle-name-and-selected-trait", "textfield-content-type",
    ]

    /// Rules with no per-call check whose check of the whole model reports only what
    /// `model.uikit.types` holds: on a declaration with nothing for UIKit to read
    /// (`ViewModel.mayHoldUIKit`) they find nothing. (The `callChecksOwnMember` rules' checks of the
    /// model read only UIKit too.)
    static let onlyUIKitModelChecks: Set<String> = [
        "uikit-gesture-without-traits", "uikit-adjustable-without-actions", "uikit-label-not-localized", "uikit-fixed-font",
        "uikit-label-without-element", "uikit-custom-control-traits", "uikit-icon-button-name", "uikit-dynamic-type-not-adjusting",
        "uikit-hidden-control",
    ]

    /// Whether the members can give `rules`' findings on a declaration that holds nothing for UIKit
    /// (`ViewModel.mayHoldUIKit` false): every rule's check of the model then finds nothing, and its
    /// per-call check, if any, comes from the members.
    static func membersAnswerWithoutUIKit(_ rules: [any Rule]) -> Bool {
        rules.allSatisfy { rule in
            let id = type(of: rule).id
            return onlyUIKitModelChecks.contains(id) || callChecksOwnMember.contains(id)
        }
    }

    /// The rules of `.relatedDeclarations` scope on a type checked member by member: the per-call
    /// checks of `callChecksOwnMember` rules come from the members, in the order `run` gives.
    /// `model` is asked for only when the members do not answer them all (`membersAnswer`, see
    /// `membersAnswerWithoutUIKit`).
    func runGrouped(_ rules: [any Rule], on model: () -> ViewModel, membersAnswer: Bool, text: SourceText, members: [String: [Finding]]) -> [Finding] {
        if membersAnswer { return rules.flatMap { members[type(of: $0).id] ?? [] } }
        let model = model()
        return RuleRun.$current.withValue(RuleRun(buildsFixes: options.buildsFixes)) {
            let context = RuleContext(model: model, source: text)
            let calls = checkedCalls(of: model)
            var findings: [Finding] = []
            for rule in rules {
                findings += members[type(of: rule).id] ?? callFindings(of: rule, on: calls, in: context)
                findings += modelFindings(of: rule, in: context)
            }
            return findings
        }
    }

    /// Declaration rules that read other members' bodies or the whole type's declarations. (Those
    /// that read other members only through facts their calls tell check member by member:
    /// `TypeFactsRule`.)
    static let rulesReadingOtherMembers: Set<String> = [
        "long-label",  // another assignment's traits on the same receiver
        "checkbox-style-missing-value",  // the calls of every `makeBody`
        "orientation-locked",  // the type's declared members
        "menu-destructive-role",  // another member's declaration
    ]

    /// Nil when the declaration is not a type checked member by member (see `TypeMembers.init`).
    /// `members`: the declaration's split, when `prepare` read it already, and `memberModels` the
    /// models of its members it built (by position). `model` gives the whole type's model, built
    /// when first asked: only the rules that read the whole type ask, and `wholeModelNeeded` says
    /// the caller will (for the rules that read related declarations, or the file's groups). `triggered`: for each
    /// declaration rule, whether the type's text holds one of its triggers (`DeclarationScan`).
    func lintByMember(
        _ item: CodeBlockItemSyntax, members: TypeMembers?, memberModels: [Int: ViewModel] = [:], model: () -> ViewModel, wholeModelNeeded: Bool,
        text: SourceText, triggered: [Bool], groupRules: [any Rule],
        remembered: [String: IncrementalLintState.RememberedMembers], index: WorkspaceIndex, path: String, digests: AnswerDigests
    ) -> MemberFindings? {
        guard triggered.contains(true), let split = members ?? TypeMembers(item, text: text) else { return nil }
        let perMember = declarationRules.indices.filter { triggered[$0] && !readsOtherMembers[$0] }.map { declarationRules[$0] }
        let wholeType = declarationRules.indices.filter { triggered[$0] && readsOtherMembers[$0] }.map { declarationRules[$0] }
        // Which rules run is not part of a member's key: an entry holds the findings of the rules
        // its run checked, and is brought to this run's rules (`completing`). A trigger typed in one
        // member (`@AppStorage` on a property) can start a rule that reports in another (a Button in
        // `body`): that rule then runs once on the whole model, each member taking its share.
        let memberGroupRules = groupRules.filter { Self.callChecksOwnMember.contains(type(of: $0).id) }
        let checked = IncrementalLintState.CheckedRules(Set(perMember.map { type(of: $0).id } + memberGroupRules.map { type(of: $0).id }))

        let keys = split.memberKeys
        let typeName = split.scope.name
        // Members are kept through runs that check none of them (a brace left open), and the index
        // may change meanwhile: their answers are checked when the index is not the one they were
        // last checked against, which need not be the last run's.
        let memory = remembered[typeName]
        let recheck = memory.map { $0.checkedStamp != index.stamp || $0.checkedPath != path } ?? false
        // Members noted together share one set of answers: checked, and merged, once.
        var answersChecked: [ObjectIdentifier: Bool] = [:]
        func answersHold(_ entry: IncrementalLintState.MemberEntry) -> Bool {
            guard recheck else { return true }
            if let known = answersChecked[ObjectIdentifier(entry.answers)] { return known }
            let holds = digests.answersMatch(entry.answers.dependencies, in: index, from: path)
            answersChecked[ObjectIdentifier(entry.answers)] = holds
            return holds
        }
        // A remembered member whose answers from the index changed is checked again, like a new one.
        let usable = completing(
            keys.map { key in key.flatMap { memory?.entries[$0] }.flatMap { answersHold($0) ? $0 : nil } }, split: split, model: model, text: text,
            perMember: perMember, memberGroupRules: memberGroupRules, checked: checked, digests: digests)
        switch howToCheck(split, usable: usable) {
        case .whole:
            return nil
        case .wholeNotingMembers:
            return checkWholeNotingMembers(
                split, keys: keys, model: model(), text: text, perMember: perMember, wholeType: wholeType, memberGroupRules: memberGroupRules,
                checked: checked, digests: digests, typeName: typeName)
        case .byMember:
            break
        }

        var findings: [Finding] = []
        var dependencies = IndexDependencies()
        var entries: [IncrementalLintState.MemberKey: IncrementalLintState.MemberEntry] = [:]
        var modelsBuilt = 0
        var groupFindings: [String: [Finding]] = [:]
        var answersMerged: Set<ObjectIdentifier> = []
        var built: [Int: ViewModel] = [:]
        func memberModel(_ position: Int) -> ViewModel {
            if let known = built[position] { return known }
            // The summary may have modelled it already (`summarizeByMember`).
            let member = memberModels[position] ?? ViewModel.build(
                member: split.members[position], of: split.scope, typeRange: split.typeRange, platform: options.platform,
                workspace: IndexLookup(path: nil), source: text.bytes)
            member.bind(index, path: path)
            modelsBuilt += 1
            built[position] = member
            return member
        }
        // The rules that read the type's facts: the new members' read first, then merged with the kept ones'.
        let factsRules = perMember.compactMap { $0 as? any TypeFactsRule }
        var freshFacts: [Int: MemberTypeFacts] = [:]
        for position in split.members.indices where !factsRules.isEmpty && usable[position] == nil {
            freshFacts[position] = memberTypeFacts(of: memberModel(position).calls, rules: factsRules)
        }
        // Every kept entry holds the facts of the rules it checked (`completing` saw to it); one that
        // did not would leave the merge short, and the type is then checked whole.
        let factsParts = split.members.indices.map { usable[$0]?.typeFacts ?? freshFacts[$0] }
        var factsDigests: [String: Int] = [:]
        if !factsRules.isEmpty {
            guard let digests = typeFactsDigests(factsRules, parts: factsParts) else { return nil }
            factsDigests = digests
        }
        let judgedNow = MemberTypeFacts.combined(factsDigests)
        // The merged sets themselves only when a member is checked with them.
        var mergedFacts: [String: AnyHashable]?
        func typeFacts() -> [String: AnyHashable] {
            if let mergedFacts { return mergedFacts }
            let merged = mergedTypeFacts(factsRules, parts: factsParts)
            mergedFacts = merged
            return merged
        }
        // The rules' findings in every member from one run on the whole model, by the rules' ids.
        var sharesByRules: [[String]: [[Finding]]?] = [:]
        func wholeShares(_ rules: [any TypeFactsRule]) -> [[Finding]]? {
            let ids = rules.map { type(of: $0).id }
            if let known = sharesByRules[ids] { return known }
            let shares = memberShares(of: rules, onWhole: model(), split: split, text: text)
            sharesByRules[ids] = shares
            return shares
        }
        for position in split.members.indices {
            let key = keys[position]
            let start = split.ranges[position].lowerBound
            let entry: IncrementalLintState.MemberEntry
            if let known = usable[position] {
                if factsRules.isEmpty || known.typeFacts.judgedCombined == judgedNow {
                    entry = known
                } else {
                    let stale = staleFactsRules(known, rules: factsRules, merged: factsDigests)
                    entry = rejudged(known, start: start, stale: stale, merged: factsDigests) { rules in
                        // The whole model, when it is built anyway, gives every member's share at once;
                        // otherwise the member's own model, checked with the merged facts.
                        if wholeModelNeeded || !wholeType.isEmpty, let shares = wholeShares(rules) {
                            return (shares[position], digests.dependencies(of: model().workspace))
                        }
                        let member = memberModel(position)
                        return (run(rules, on: member, text: text, typeFacts: typeFacts()), digests.dependencies(of: member.workspace))
                    }
                }
            } else {
                let member = memberModel(position)
                let memberContext = RuleContext(model: member, source: text)
                var ownGroup: [String: [Finding]] = [:]
                RuleRun.$current.withValue(RuleRun(buildsFixes: options.buildsFixes)) {
                    let calls = checkedCalls(of: member)
                    for rule in memberGroupRules { ownGroup[type(of: rule).id] = callFindings(of: rule, on: calls, in: memberContext) }
                }
                // The merged facts only for a member some facts rule may report.
                let reportable = !(freshFacts[position]?.reportable.isEmpty ?? true)
                var fresh = IncrementalLintState.MemberEntry(
                    start: start, findings: perMember.isEmpty ? [] : run(perMember, on: member, text: text, typeFacts: reportable ? typeFacts() : [:]),
                    groupFindings: ownGroup, checked: checked, answers: IncrementalLintState.MemberAnswers(digests.dependencies(of: member.workspace)))
                fresh.typeFacts = freshFacts[position] ?? MemberTypeFacts()
                fresh.typeFacts.judgedWith = factsDigests
                entry = fresh
            }
            if let key { entries[key] = entry }
            let delta = start - entry.start
            findings += delta == 0 ? entry.findings : entry.findings.map { $0.shifted(by: delta) }
            for rule in memberGroupRules {
                let id = type(of: rule).id
                let found = entry.groupFindings[id] ?? []
                groupFindings[id, default: []] += delta == 0 ? found : found.map { $0.shifted(by: delta) }
            }
            if answersMerged.insert(ObjectIdentifier(entry.answers)).inserted {
                dependencies.merge(entry.answers.dependencies) { first, _ in first }
            }
        }
        if !wholeType.isEmpty { findings += run(wholeType, on: model(), text: text) }
        return MemberFindings(
            findings: resolveOverlaps(findings).sorted(by: Self.inOrder), dependencies: dependencies, typeName: typeName, entries: entries,
            modelsBuilt: modelsBuilt, groupFindings: groupFindings)
    }

    /// How a type is checked on a keystroke.
    enum MemberCheck {
        /// The whole type's model, nothing noted per member: one member to model again is more
        /// than half the type, so checking it alone would walk most of the type a second time. A
        /// `{` typed and not yet closed makes the rest of the type statements of the edited member
        /// (`body` swallows the members after it); a small view's `body` can be most of its struct.
        case whole
        /// The whole type's model, its findings noted per member for the keystrokes after (see
        /// `checkWholeNotingMembers`): few members are remembered (the first keystroke, a changed
        /// signature, members noted together whose answers changed), and modelling every member
        /// again would walk the whole type a second time.
        case wholeNotingMembers
        /// Only the members not remembered are modelled.
        case byMember
    }

    /// Member by member when the members to model again (not remembered, or with answers from the
    /// index that changed) hold at most half the type's text; otherwise the whole type, noting its
    /// members unless one of them is more than half of it. Remembered members are left in place:
    /// when a brace is closed they are found again.
    private func howToCheck(_ split: TypeMembers, usable: [IncrementalLintState.MemberEntry?]) -> MemberCheck {
        var (unknownBytes, largest) = (0, 0)
        for position in usable.indices {
            let size = split.ranges[position].count
            largest = max(largest, size)
            if usable[position] == nil { unknownBytes += size }
        }
        if 2 * unknownBytes <= split.typeRange.count { return .byMember }
        return 2 * largest <= split.typeRange.count ? .wholeNotingMembers : .whole
    }

    /// Checks the type on its whole model, as `lintDeclaration` does, and notes each member's share
    /// of the findings as its entry. A member's findings on the whole model are those its own model
    /// gives (a call's parent never crosses a member; the rules that read other members run on the
    /// whole model either way), so the entries are what modelling each member would have given. Each
    /// entry keeps every answer the members' rules had from the index (all of them, not only its own:
    /// which member's call asked cannot be told, since later rules read answers cached on calls), so it
    /// is checked again sometimes when it need not be, never kept when it should not be (the entries
    /// share one set, checked once a run). Nothing is noted when a finding lies outside every member
    /// (in the type's header).
    private func checkWholeNotingMembers(
        _ split: TypeMembers, keys: [IncrementalLintState.MemberKey?], model: ViewModel, text: SourceText, perMember: [any Rule],
        wholeType: [any Rule], memberGroupRules: [any Rule], checked: IncrementalLintState.CheckedRules, digests: AnswerDigests,
        typeName: String
    ) -> MemberFindings {
        var (memberFindings, wholeTypeFindings) = ([Finding](), [Finding]())
        var groupFindings: [String: [Finding]] = [:]
        var memberQuestions: Set<IndexQuery> = []
        RuleRun.$current.withValue(RuleRun(buildsFixes: options.buildsFixes)) {
            memberFindings = runRules(perMember, on: model, text: text)
            let context = RuleContext(model: model, source: text)
            let calls = checkedCalls(of: model)
            for rule in memberGroupRules { groupFindings[type(of: rule).id] = callFindings(of: rule, on: calls, in: context) }
            // What the members' rules asked, before the rules that read the whole type ask more: those
            // answers (the type's own summary, say) are not the members' to depend on.
            memberQuestions = model.workspace.questions
            wholeTypeFindings = runRules(wholeType, on: model, text: text)
        }
        let findings = memberFindings + wholeTypeFindings
        let dependencies = digests.dependencies(of: model.workspace)

        var shares = split.members.indices.map { _ in (findings: [Finding](), groupFindings: [String: [Finding]]()) }
        var outsideMembers = false
        let memberShares = MemberShares(ranges: split.ranges)
        func share(of finding: Finding) -> Int? {
            let member = memberShares.member(holding: finding)
            if member == nil { outsideMembers = true }
            return member
        }
        for finding in memberFindings {
            if let member = share(of: finding) { shares[member].findings.append(finding) }
        }
        for (id, found) in groupFindings {
            for position in shares.indices { shares[position].groupFindings[id] = [] }
            for finding in found {
                if let member = share(of: finding) { shares[member].groupFindings[id, default: []].append(finding) }
            }
        }
        var entries: [IncrementalLintState.MemberKey: IncrementalLintState.MemberEntry] = [:]
        // Each member's facts for the rules that check with the type's: none kept when a call lies outside every member.
        let typeFacts = memberTypeFacts(ofWhole: model, split: split, rules: perMember.compactMap { $0 as? any TypeFactsRule })
        if !outsideMembers, let typeFacts {
            let shared = IncrementalLintState.MemberAnswers(dependencies.filter { memberQuestions.contains($0.key) })
            for position in split.members.indices {
                guard let key = keys[position] else { continue }
                var entry = IncrementalLintState.MemberEntry(
                    start: split.ranges[position].lowerBound, findings: shares[position].findings,
                    groupFindings: shares[position].groupFindings, checked: checked, answers: shared)
                entry.typeFacts = typeFacts[position]
                entries[key] = entry
            }
        }
        return MemberFindings(
            findings: resolveOverlaps(findings).sorted(by: Self.inOrder), dependencies: dependencies, typeName: typeName, entries: entries,
            modelsBuilt: 0, groupFindings: groupFindings)
    }
}
