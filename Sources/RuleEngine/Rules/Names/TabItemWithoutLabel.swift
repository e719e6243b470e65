// tab-item-without-label: a tab shown only as an icon (or with empty text) has no name.

struct TabItemWithoutLabel: Rule {
    static let id = "tab-item-without-label"
    static let triggers: [String]? = ["tabItem", "Tab"]
    static let severity = Severity.error
    static let components: [Component] = [.semanticControl]
    static let wcag = ["4.1.2"]
    static let summary = "A `.tabItem { }` or `Tab { } label: { }` shows only an image, or an empty text."
    static let rationale = """
        A tab bar item takes its spoken name from the text of its label. With only an icon, VoiceOver falls \
        back on the symbol's or asset's file name, or says just "Tab, 2 of 4"; Voice Control users have no word \
        to say to switch to it. The text also appears under the icon, where it helps everyone.
        """
    static let fixDescription = "Give the tab a title: `Label(\"Home\", systemImage: \"house\")`, a `Text` beside the image, or `Tab(\"Home\", systemImage: \"house\")`."
    static let notes = [
        "An image with its own `.accessibilityLabel` names the tab and is left alone; so is a label whose content the engine cannot see (a variable, a custom view).",
        "The fix adds a `Text` with words read from the SF Symbol (or the asset's name) beside a single image, or fills in an empty `Label` title the same way; other shapes get no fix.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"HomeView()↓.tabItem { Image(systemName: "house") }"#,
            """
            TabView {
                SearchView()
                    ↓.tabItem {
                        Image(systemName: "magnifyingglass")
                    }
                InboxView()
                    ↓.tabItem { Label("", systemImage: "tray") }
            }
            """,
            """
            TabView {
                ↓Tab(value: .profile) { ProfileView() } label: { Image("profile-tab") }
            }
            """,
        ],
        silent: [
            #"HomeView().tabItem { Label("Home", systemImage: "house") }"#,
            #"HomeView().tabItem { Image(systemName: "house"); Text("Home") }"#,
            #"TabView { Tab("Home", systemImage: "house") { HomeView() } }"#,
            #"HomeView().tabItem { Image(systemName: "house").accessibilityLabel("Home") }"#,
            #"HomeView().tabItem { tab.label }"#,
            #"HomeView().tabItem { Label(L10n.home, systemImage: "house") }"#,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for content in call.contents where content.role == .modifier("tabItem") {
            guard Self.lacksName(content.nodes), let modifier = call.modifiers.first(where: { modifier in
                modifier.name == "tabItem" && modifier.arguments.contains { $0.expression.id == content.expression.id }
            }) else { continue }
            findings.append(finding(at: modifier.range, for: call, nodes: content.nodes, in: context))
        }
        guard call.typeName == "Tab" else { return findings }
        // `Tab("Title", systemImage:) { }` is named by its title; `Tab(value:) { } label: { }` by its label.
        if let title = call.arguments.first(labeled: nil), title.closure == nil {
            if ExpressionReader.name(of: title.expression).isEmptyOnSomeBranch {
                findings.append(finding(at: call.calleeRange, for: call, nodes: [], in: context))
            }
        } else if let nodes = call.labelNodes, Self.lacksName(nodes) {
            findings.append(finding(at: call.calleeRange, for: call, nodes: nodes, in: context))
        }
        return findings
    }

    /// Only images without labels, or a text that is empty on some branch.
    private static func lacksName(_ nodes: [ViewNode]) -> Bool {
        if ViewCall.isIconOnly(nodes) { return true }
        return ViewCall.textName(of: nodes)?.isEmptyOnSomeBranch ?? false
    }

    private func finding(at range: Range<Int>, for call: ViewCall, nodes: [ViewNode], in context: RuleContext) -> Finding {
        Finding(
            Self.self, range: range,
            message: "This tab shows no text, so VoiceOver falls back on the image's name (or only \"Tab\") and Voice Control users have nothing to say to select it. Give it a title.",
            subject: call, fixes: Self.titleFix(nodes, in: context).map { [$0] } ?? [])
    }

    /// A `Text` with the icon's words after a single image, or those words in an empty `Label`
    /// title: the words of a symbol whose meaning is certain, else a placeholder to fill in.
    private static func titleFix(_ nodes: [ViewNode], in context: RuleContext) -> Fix? {
        guard nodes.count == 1, case .view(let only) = nodes[0] else { return nil }
        if only.isImage {
            let suggested = LabelSuggestion.label(forImage: only)
            let code = "Text(\(suggested.expression))"
            let end = only.chainRange.upperBound
            let separator = context.fixes.source.startsLine(only.chainRange.lowerBound)
                ? "\n" + context.fixes.source.indentation(ofLineAt: only.chainRange.lowerBound) : "; "
            // The title shows under the icon: a visible change, so fix-all leaves it out.
            return Fix(
                title: suggested.additionTitle(code, placeholderAsks: "type the tab's name"),
                edits: [TextEdit(range: end..<end, replacement: separator + code)], isSafe: false)
        }
        if only.kind == .label, let title = only.titleArgument, ExpressionReader.stringLiteral(title.expression) == "",
            let symbol = ExpressionReader.stringLiteral(only.arguments.first(labeled: "systemImage")?.expression)
        {
            let words = SymbolNames.label(for: symbol).map(SuggestedLabel.words) ?? .placeholder
            let fixTitle = "Title the label \(words.expression)" + (words.isPlaceholder ? " as a placeholder: type the tab's name" : "")
            return Fix(title: fixTitle, edits: [TextEdit(range: title.expression.byteRange, replacement: words.expression)], isSafe: false)
        }
        return nil
    }
}
