// A rule whose finding about a call reads, besides the call's own member of its type, only facts
// that the declaration's calls tell one by one (the code a visible Button runs, a property bound
// to navigation). Those facts are a set: gathered from the whole type's model, or merged from its
// members' models, they are the same. So on a keystroke such a rule checks the edited member
// alone (`Linter.lintByMember`): each member keeps its own facts, and a kept member is checked
// again only when the merged facts changed and it holds a call the rule may report.

protocol TypeFactsRule: Rule {
    associatedtype Fact: Hashable & Sendable
    /// What one call tells about its declaration, written without byte offsets: a member's facts
    /// are kept while the member moves.
    func facts(of call: ViewCall) -> [Fact]
    /// Whether the rule may report `call` at all. The finding about any other call is none,
    /// whatever the facts.
    func mayReport(_ call: ViewCall) -> Bool
    /// Findings about a call the rule may report, given every fact of its declaration's calls.
    func check(_ call: ViewCall, facts: Set<Fact>, in context: RuleContext) -> [Finding]
}

extension TypeFactsRule {
    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard mayReport(call) else { return [] }
        return check(call, facts: typeFacts(in: context), in: context)
    }

    /// The facts the rule checks with: merged from the members when the linter hands them in,
    /// else read from the whole model once a run.
    private func typeFacts(in context: RuleContext) -> Set<Fact> {
        if let given = context.typeFacts[Self.id]?.base as? Set<Fact> { return given }
        let read = { factSet(of: context.model.calls) }
        guard let run = RuleRun.current else { return read() }
        return run.typeFacts(of: Self.id, model: context.model) { AnyHashable(read()) }.base as? Set<Fact> ?? read()
    }

    /// The facts `calls` tell, as a set.
    func factSet(of calls: some Sequence<ViewCall>) -> Set<Fact> {
        var facts: Set<Fact> = []
        for call in calls { facts.formUnion(self.facts(of: call)) }
        return facts
    }

    /// `factSet`, type-erased for the member entries that keep it.
    func erasedFacts(of calls: some Sequence<ViewCall>) -> AnyHashable { AnyHashable(factSet(of: calls)) }

    /// The union of members' facts (each from `erasedFacts`).
    func merged(_ parts: [AnyHashable]) -> AnyHashable {
        var facts: Set<Fact> = []
        for part in parts {
            if let set = part.base as? Set<Fact> { facts.formUnion(set) }
        }
        return AnyHashable(facts)
    }
}
