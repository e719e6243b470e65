// combine-children-missing: a list row of several texts that VoiceOver reads piece by piece.

struct CombineChildrenMissing: Rule {
    static let id = "combine-children-missing"
    static let triggers: [String]? = ["ForEach", "List"]
    static let severity = Severity.info
    /// The Mac's VoiceOver reads a list row as one table row, entered only on request: the
    /// stop-on-every-text problem is the swipe navigation of iOS, watchOS and visionOS.
    static let platforms: [Platform] = [.iOS, .watchOS, .visionOS]
    static let components: [Component] = [.listRow]
    static let wcag = ["1.3.1"]
    static let summary = "A `ForEach` or `List` row (a stack) shows two or more texts, holds no control, and does not combine its children."
    static let rationale = """
        Without `.accessibilityElement(children: .combine)`, VoiceOver stops on every text of a row: the title, \
        then the subtitle, then the date, each a separate swipe, with nothing to say they belong to one item. \
        Combined, the row is read as one element, and a list of fifty items takes fifty swipes instead of a \
        hundred and fifty.
        """
    static let fixDescription = "Add `.accessibilityElement(children: .combine)` to the row's stack."
    static let notes = [
        "Not checked for macOS, where VoiceOver reads a list row as one table row and steps into its texts only when asked.",
        """
        The row is the stack written directly in the `ForEach` or `List(data)` closure. It is left alone when it \
        holds a control or a gesture (combining would hide them), a custom view or a variable (which may hold \
        one), when it or a view around it already sets its accessibility, and when it is a control's label, a \
        picker's or menu's option, or inside a toolbar or context menu.
        """,
        "Info: some rows read better as separate elements (a message with a long body, a row whose parts are acted on apart).",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            List(contacts) { contact in
                ↓HStack {
                    Image(systemName: "person.circle")
                    Text(contact.name)
                    Spacer()
                    Text(contact.phone).foregroundStyle(.secondary)
                }
            }
            """,
            """
            ForEach(orders) { order in
                ↓VStack(alignment: .leading) {
                    Text(order.title).font(.headline)
                    HStack { Text(order.date, style: .date); Text(order.total) }
                }
                .padding(.vertical, 4)
            }
            """,
            """
            LazyVStack {
                ForEach(events) { event in
                    ↓VStack { Text(event.name); if event.isToday { Text("Today") } }
                }
            }
            """,
        ],
        silent: [
            """
            List(contacts) { contact in
                HStack { Text(contact.name); Text(contact.phone) }
                    .accessibilityElement(children: .combine)
            }
            """,
            """
            ForEach(contacts) { contact in
                NavigationLink(value: contact) {
                    VStack { Text(contact.name); Text(contact.phone) }
                }
            }
            """,
            """
            ForEach(contacts) { contact in
                HStack {
                    Text(contact.name)
                    Text(contact.phone)
                    Button("Call") { call(contact) }
                }
            }
            """,
            """
            Picker("Plan", selection: $plan) {
                ForEach(plans) { plan in HStack { Text(plan.name); Text(plan.price) }.tag(plan) }
            }
            """,
            #"ForEach(contacts) { contact in HStack { Avatar(contact); Text(contact.name); Text(contact.phone) } }"#,
            #"ForEach(contacts) { contact in HStack { Image(systemName: "person"); Text(contact.name) } }"#,
        ])

    /// Presented content a row may sit in and still be a row of a screen.
    private static let screenModifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination", "inspector"]

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard case .container(let name) = call.kind, ["HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack"].contains(name),
            call.role == .content, let repeater = call.parent,
            repeater.typeName == "ForEach" || (repeater.typeName == "List" && repeater.arguments.first(labeled: nil) != nil),
            !call.modifiers.contains(where: { $0.name.hasPrefix("accessibility") }), !call.accessibilityIsOverridden, call.gestures.isEmpty,
            !call.ancestors.contains(where: { $0.kind.isInteractive || $0.kind == .expression }),
            call.enclosingModifierNames.allSatisfy(Self.screenModifiers.contains),
            let content = call.nodes(for: .content), !content.containsOpaque
        else { return [] }
        let inside = ViewCall.views(in: content)
        let texts = inside.filter { ($0.kind == .text || $0.kind == .label) && !$0.isAccessibilityHidden }
        guard texts.count >= 2, !inside.contains(where: Self.mayHoldOrBeControl) else { return [] }
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "VoiceOver stops on each of this row's \(texts.count) texts separately; combine them so one swipe reads the whole item.",
                subject: call, fixes: [context.fixes.addition(of: ".accessibilityElement(children: .combine)", to: call)])
        ]
    }

    /// A control, a gesture, or a view the engine cannot see into (which may hold either).
    private static func mayHoldOrBeControl(_ view: ViewCall) -> Bool {
        if view.kind.isInteractive || !view.gestures.isEmpty || view.contents.contains(where: { $0.nodes.containsOpaque }) { return true }
        switch view.kind {
        case .custom, .expression: return true
        default: return false
        }
    }
}
