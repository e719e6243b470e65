// heading-missing-trait: text that looks like a section title but is not a heading to VoiceOver.

struct HeadingMissingTrait: Rule {
    static let id = "heading-missing-trait"
    static let triggers: [String]? = ["Text"]
    static let severity = Severity.warning
    static let components: [Component] = [.headings]
    static let wcag = ["1.3.1", "2.4.6"]
    static let summary = "A `Text` styled as a title opens a section of a screen but has no header trait."
    static let rationale = """
        Sighted users skim a screen by its titles; VoiceOver users do the same with the Headings rotor, which \
        moves from one heading to the next. A large bold title is a heading only to the eye until it gets the \
        header trait, so the screen's structure is invisible to the people who most need a shortcut through it.
        """
    static let fixDescription = "Add `.accessibilityAddTraits(.isHeader)` to the title's `Text`."
    static let notes = [
        """
        A title is a `Text` whose font is `.largeTitle`, `.title`, `.title2` or `.title3` (with any weight), or \
        bold (semibold or heavier) at 20 pt or more; the font may be set on the text or on a view around it. A \
        font the engine cannot read (a variable, an app's own font modifier such as `.cardTitle()`) is unknown \
        and never fires; the workspace index will resolve such modifiers to the font they set.
        """,
        """
        It opens a section when it sits in a `VStack`, `LazyVStack` or `ScrollView` (alone, or in an `HStack` \
        row beside a "See all" button) and more content follows it there; a spacer or divider is not content.
        """,
        """
        Left alone: text in a control's label, in a `Section` header or any part of a `List`, `Form` or \
        `ForEach` row, in a custom view's content (which may be a button), in toolbars, navigation titles, \
        tab items, menus, alerts and overlays, and text inside a view that sets its own accessibility \
        (`.accessibilityElement`, a label, hidden).
        """,
        """
        The text must read as words: a literal or interpolation with letters, a strings-table constant, or a \
        property named like a title (`item.title`, `user.name`). A big number (`Text(balance)`) is a value, not \
        a heading.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            """
            VStack(alignment: .leading) {
                ↓Text("Recent Orders").font(.title2)
                OrderList(orders: orders)
            }
            """,
            """
            ScrollView {
                ↓Text("Trending")
                    .font(.title3.bold())
                TrendingCarousel()
                ↓Text(L10n.Discover.newReleases).font(.system(size: 22, weight: .bold))
                ReleasesGrid()
            }
            """,
            """
            LazyVStack {
                HStack {
                    ↓Text("Friends").font(.largeTitle)
                    Spacer()
                    Button("See All") { showAll() }
                }
                FriendsRow(friends: friends)
            }
            """,
            """
            VStack {
                ↓Text(plan.title).bold().font(.system(size: 24))
                Text(plan.summary)
            }
            """,
            """
            VStack(alignment: .leading) {
                ↓Text("Saved Passwords").sectionTitle()
                PasswordList(items: items)
            }
            // file: DesignSystem/Typography.swift
            extension View {
                func sectionTitle() -> some View { font(.title3.bold()).foregroundStyle(.primary) }
            }
            """,
            """
            VStack {
                ↓Text("Devices").font(.brandHeadline)
                DeviceGrid()
            }
            // file: DesignSystem/Fonts.swift
            extension Font {
                static let brandHeadline = Font.system(size: 24, weight: .bold)
            }
            """,
        ],
        silent: [
            """
            struct DuplicateServerView: PlatformView {
                var iOSView: some View { List { Section("Existing Server") { ServerRow(server) } } }
                var tvOSView: some View {
                    VStack(alignment: .leading) {
                        Text("Existing Server").font(.title2)
                        ServerRow(server)
                    }
                }
            }
            """,
            """
            VStack {
                Text("Recent Orders").font(.title2).accessibilityAddTraits(.isHeader)
                OrderList(orders: orders)
            }
            """,
            """
            List {
                Section {
                    ForEach(orders) { OrderRow(order: $0) }
                } header: {
                    Text("Recent Orders").font(.title2)
                }
            }
            """,
            """
            VStack {
                Button { showPlans() } label: { Text("Upgrade").font(.title) }
                Text("Plans start at $5")
            }
            """,
            #"NavigationStack { OrderList(orders: orders).navigationTitle(Text("Orders").font(.title)) }"#,
            """
            List(orders) { order in
                VStack { Text(order.name).font(.title3); Text(order.date) }
            }
            """,
            """
            VStack {
                Text(balance).font(.largeTitle)
                Text("Available balance")
            }
            """,
            """
            VStack {
                Text("Recent Orders").daxTitle3()
                OrderList(orders: orders)
            }
            """,
            """
            VStack {
                Spacer()
                Text("Nothing here yet").font(.title2)
                Spacer()
            }
            """,
            """
            VStack {
                Text("Recent Orders").font(.headline)
                OrderList(orders: orders)
            }
            """,
            """
            VStack {
                Text("Recent Orders").font(.title2)
                OrderList(orders: orders)
            }
            .accessibilityElement(children: .combine)
            """,
            """
            VStack(alignment: .leading) {
                Text("Saved Passwords").rowDetail()
                PasswordList(items: items)
            }
            // file: DesignSystem/Typography.swift
            extension View {
                func rowDetail() -> some View { font(.footnote).foregroundStyle(.secondary) }
            }
            """,
        ])

    /// Modifier content a screen's section title may sit in: other screens presented from this one.
    private static let screenModifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination", "inspector"]

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .text, let style = call.textStyle, style.isTitle, !call.addsTrait("isHeader"),
            call.title?.showsWords == true, !call.accessibilityIsOverridden, !call.hasModifier("accessibilityElement"),
            call.enclosingModifierNames.allSatisfy(Self.screenModifiers.contains), !isInRowOrWrapper(call),
            let item = sectionItem(call), opensSection(item)
        else { return [] }
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "This text is styled as a title and opens a section, but VoiceOver does not know it is a heading: the Headings rotor skips it. Add .accessibilityAddTraits(.isHeader).",
                subject: call, fixes: [context.fixes.addition(of: ".accessibilityAddTraits(.isHeader)", to: call)])
        ]
    }

    /// Inside a row of a list or repeated content, a control, or a view the engine does not know.
    private func isInRowOrWrapper(_ call: ViewCall) -> Bool {
        call.ancestors.contains { view in
            switch view.kind {
            case .container(let name): return ["List", "Form", "Section", "ForEach", "Table", "LazyVGrid", "LazyHGrid", "Grid", "OutlineGroup"].contains(name)
            case .custom, .expression, .otherControl: return true
            default: return view.kind.isControl
            }
        }
    }

    /// The view that stands for the title in its vertical stack: the text, or the `HStack` row that
    /// holds it; nil when the text is not laid out in one.
    private func sectionItem(_ call: ViewCall) -> ViewCall? {
        var item = call
        for step in call.elementPath {
            let parent = step.view
            guard step.via == .content, !parent.addsTrait("isHeader"), !parent.hasModifier("accessibilityElement") else { return nil }
            switch parent.typeName {
            case "VStack", "LazyVStack":
                return item
            case "ScrollView":
                let horizontal = parent.arguments.first(labeled: nil)?.expression.trimmedDescription.contains("horizontal") ?? false
                return horizontal ? nil : item
            case "HStack" where item === call:
                item = parent
            default:
                return nil
            }
        }
        return nil
    }

    /// Content follows the item in its stack (spacers and dividers are not content).
    private func opensSection(_ item: ViewCall) -> Bool {
        func isContent(_ node: ViewNode) -> Bool {
            switch node {
            case .view(let view): return !["Spacer", "Divider", "EmptyView"].contains(view.typeName ?? "")
            case .branches(_, let lists): return lists.contains { $0.contains(where: isContent) }
            case .opaque: return true
            }
        }
        return item.laterSiblings.contains(where: isContent)
    }
}
