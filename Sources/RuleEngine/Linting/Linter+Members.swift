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

    /// The rules of `.relatedDeclarations` scope on a type checked member by member: the per-call
    /// checks of `callChecksOwnMember` rules come from the members, in the order `run` gives.
    func runGrouped(_ rules: [any Rule], on model: ViewModel, text: SourceText, members: [String: [Finding]]) -> [Finding] {
        RuleRun.$current.withValue(RuleRun(buildsFixes: options.buildsFixes)) {
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

    /// Declaration rules that read other members' bodies or the whole type's declarations.
    static let rulesReadingOtherMembers: Set<String> = [
        "navigation-by-tap-gesture",  // the navigation bindings of every member
        "tap-gesture-not-control",  // a visible Button in any member performing the same code
        "long-label",  // another assignment's traits on the same receiver
        "checkbox-style-missing-value",  // the calls of every `makeBody`
        "orientation-locked",  // the type's declared members
        "menu-destructive-role",  // another member's declaration
    ]

    /// Nil when the declaration is not a type checked member by member (see `TypeMembers.init`).
    func lintByMember(
        _ item: CodeBlockItemSyntax, model: ViewModel, range: Range<Int>, text: SourceText, pairs: BytePairs, groupRules: [any Rule],
        remembered: [IncrementalLintState.MemberKey: IncrementalLintState.MemberEntry], index: WorkspaceIndex, path: String, recheck: Bool,
        digests: AnswerDigests
    ) -> MemberFindings? {
        let triggered = declarationTriggers.triggered(in: text.bytes, range: range, pairs: pairs)
        let wanted = declarationRules.enumerated().filter { triggered[$0.offset] }.map(\.element)
        guard !wanted.isEmpty, let split = TypeMembers(item, text: text) else { return nil }
        let perMember = wanted.filter { !Self.rulesReadingOtherMembers.contains(type(of: $0).id) }
        let wholeType = wanted.filter { Self.rulesReadingOtherMembers.contains(type(of: $0).id) }
        // Which rules run is part of every member's key: a trigger typed in one member (`@AppStorage`
        // on a property) can start a rule that reports in another (a Button in `body`).
        let memberGroupRules = groupRules.filter { Self.callChecksOwnMember.contains(type(of: $0).id) }
        var context = split.context
        for (position, on) in triggered.enumerated() where on { context = TypeMembers.mix(context, UInt64(position)) }
        for rule in memberGroupRules {
            let id = Array(type(of: rule).id.utf8)
            context = TypeMembers.mix(context, IncrementalLintState.Key(bytes: id, range: 0..<id.count).hash)
        }

        let keys = split.members.indices.map { IncrementalLintState.MemberKey(context: context, member: split.keys[$0]) }
        guard worthCheckingByMember(split, keys: keys, remembered: remembered) else { return nil }

        var findings: [Finding] = []
        var dependencies = IndexDependencies()
        var entries: [IncrementalLintState.MemberKey: IncrementalLintState.MemberEntry] = [:]
        var modelsBuilt = 0
        var groupFindings: [String: [Finding]] = [:]
        for position in split.members.indices {
            let key = keys[position]
            let start = split.ranges[position].lowerBound
            let entry: IncrementalLintState.MemberEntry
            if let known = entries[key] ?? remembered[key], !recheck || digests.answersMatch(known.dependencies, in: index, from: path) {
                entry = known
            } else {
                let member = ViewModel.build(
                    member: split.members[position], of: split.scope, typeRange: split.typeRange, platform: options.platform,
                    workspace: IndexLookup(path: nil), source: text.bytes)
                member.bind(index, path: path)
                modelsBuilt += 1
                let memberContext = RuleContext(model: member, source: text)
                var ownGroup: [String: [Finding]] = [:]
                RuleRun.$current.withValue(RuleRun(buildsFixes: options.buildsFixes)) {
                    let calls = checkedCalls(of: member)
                    for rule in memberGroupRules { ownGroup[type(of: rule).id] = callFindings(of: rule, on: calls, in: memberContext) }
                }
                entry = IncrementalLintState.MemberEntry(
                    start: start, findings: perMember.isEmpty ? [] : run(perMember, on: member, text: text), groupFindings: ownGroup,
                    dependencies: digests.dependencies(of: member.workspace))
            }
            entries[key] = entry
            let delta = start - entry.start
            findings += delta == 0 ? entry.findings : entry.findings.map { $0.shifted(by: delta) }
            for rule in memberGroupRules {
                let id = type(of: rule).id
                let found = entry.groupFindings[id] ?? []
                groupFindings[id, default: []] += delta == 0 ? found : found.map { $0.shifted(by: delta) }
            }
            dependencies.merge(entry.dependencies) { first, _ in first }
        }
        if !wholeType.isEmpty { findings += run(wholeType, on: model, text: text) }
        return MemberFindings(
            findings: resolveOverlaps(findings).sorted(by: Self.inOrder), dependencies: dependencies, entries: entries, modelsBuilt: modelsBuilt,
            groupFindings: groupFindings)
    }

    /// Whether checking member by member costs less than checking the whole type, whose model is
    /// built anyway: not when the members to model again hold more than half the type's text. A
    /// `{` typed and not yet closed makes the rest of the type statements of the edited member
    /// (`body` swallows the members after it), so modelling that member again walks nearly the whole
    /// type twice. With no member remembered in this context (a first keystroke, or a brace just
    /// opened), every member would be modelled: that pays off later unless one member is more than
    /// half the type. Remembered members are left in place: when the brace is closed they are
    /// found again, unless the index changed meanwhile (swallowed members change the type's
    /// summary, so it usually has), in which case every member is modelled once more.
    private func worthCheckingByMember(
        _ split: TypeMembers, keys: [IncrementalLintState.MemberKey], remembered: [IncrementalLintState.MemberKey: IncrementalLintState.MemberEntry]
    ) -> Bool {
        var (unknownBytes, largest, anyKnown) = (0, 0, false)
        for position in keys.indices {
            let size = split.ranges[position].count
            largest = max(largest, size)
            if remembered[keys[position]] == nil {
                unknownBytes += size
            } else {
                anyKnown = true
            }
        }
        return 2 * (anyKnown ? unknownBytes : largest) <= split.typeRange.count
    }
}
