// sort-priority-overused: a body that reorders VoiceOver at every turn.

struct SortPriorityOverused: Rule {
    static let id = "sort-priority-overused"
    static let triggers: [String]? = ["ortPriority"]
    static let severity = Severity.info
    static let components: [Component] = [.semanticControl]
    static let wcag = ["1.3.2"]
    static let summary = "More than three `.accessibilitySortPriority` modifiers in one view body."
    static let rationale = """
        A sort priority makes VoiceOver read a view out of its visual order. Once or twice that fixes a layout \
        the code cannot express; used throughout a view, the reading order no longer follows the screen, is hard \
        to predict from the code, and breaks as soon as the layout changes.
        """
    static let fixDescription = """
        Write the views in the order they should be read, group related views with \
        `.accessibilityElement(children: .contain)` or `.combine`, and keep sort priorities for the one or two \
        views that cannot be moved.
        """
    static let notes = ["Counted per body: a view's `body`, or a helper property or function building views. The finding points at the fourth priority."]
    static let examples = RuleExamples(
        fires: [
            """
            VStack {
                Text(title).accessibilitySortPriority(4)
                Text(subtitle).accessibilitySortPriority(3)
                Image(systemName: "star").accessibilitySortPriority(2)
                Text(price)↓.accessibilitySortPriority(1)
            }
            """,
            """
            HStack {
                VStack { Text(a).accessibilitySortPriority(3); Text(b).accessibility(sortPriority: 2) }
                VStack { Text(c).accessibilitySortPriority(1); Text(d)↓.accessibilitySortPriority(0); Text(e).accessibilitySortPriority(-1) }
            }
            """,
            """
            struct Card: View {
                var body: some View {
                    ZStack {
                        Image("bg").accessibilitySortPriority(0)
                        Text(title).accessibilitySortPriority(3)
                        Text(subtitle).accessibilitySortPriority(2)
                        Button("Buy", action: buy)↓.accessibilitySortPriority(1)
                    }
                }
            }
            """,
        ],
        silent: [
            """
            VStack {
                Text(title).accessibilitySortPriority(2)
                Text(subtitle).accessibilitySortPriority(1)
                Text(price)
            }
            """,
            """
            struct Card: View {
                var body: some View {
                    VStack { header; Text(c).accessibilitySortPriority(1); Text(d).accessibilitySortPriority(0) }
                }
                var header: some View {
                    HStack { Text(a).accessibilitySortPriority(2); Text(b).accessibilitySortPriority(1) }
                }
            }
            """,
            #"VStack { Text(a).accessibilitySortPriority(1) }"#,
        ])

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        var byBody: [Int: [(call: ViewCall, modifier: Modifier)]] = [:]
        for call in model.calls {
            for modifier in call.modifiers(named: "accessibilitySortPriority") {
                byBody[call.bodyRoot.id, default: []].append((call, modifier))
            }
        }
        return byBody.values.compactMap { uses -> Finding? in
            guard uses.count > 3 else { return nil }
            let fourth = uses.sorted { $0.modifier.range.lowerBound < $1.modifier.range.lowerBound }[3]
            return Finding(
                Self.self, range: fourth.modifier.range,
                message: "This body sets \(uses.count) sort priorities, so VoiceOver's reading order no longer follows the screen and is hard to keep right; order the views in code and group them instead.",
                subject: fourth.call)
        }
    }
}
