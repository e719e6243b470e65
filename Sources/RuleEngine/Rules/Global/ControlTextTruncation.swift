// control-text-truncation: a control's text is held to one line and clips at large text sizes.

struct ControlTextTruncation: Rule {
    static let id = "control-text-truncation"
    static let triggers: [String]? = ["lineLimit"]
    static let severity = Severity.info
    static let components: [Component] = [.buttonBasic, .buttonToggle, .listRow]
    static let wcag = ["1.4.4"]
    static let summary = "A control's text, or the control itself, gets `.lineLimit(1)`."
    static let rationale = """
        At the larger accessibility text sizes a one-line title runs out of room and ends in "…", so the people \
        who raised the text size to read it see only part of it. Letting the text wrap keeps it whole; the \
        control grows taller instead.
        """
    static let fixDescription = "Remove `.lineLimit(1)`, or use `.lineLimit(nil)` or a range such as `.lineLimit(1...3)` so the text can wrap."
    static let notes = [
        "Text truncated in the middle (`.truncationMode(.middle)`) is a file name, URL or identifier shown on purpose on one line; it is left alone.",
        "Reported on a control other than a text field, and on a `Text`, `Label` or stack that is part of a control's label (a button's title, a navigation row's title). Only a label's first text counts: it names the control, while a later line (a date, a count, a subtitle) is secondary and may be cut on purpose. Text outside controls is not reported: truncating a long body text may be a deliberate layout choice. Controls in a horizontal `ScrollView` are not reported either: there the text gets all the width it needs.",
        "A custom view whose every use in the workspace is inside a control's label (a row shown only as a `NavigationLink`'s label) is that control's label: its first text is reported as control text.",
        "Text that may shrink to fit (`.minimumScaleFactor`, seen on short numbers and counters) scales down rather than ending in \"…\", so it is left alone.",
        "Only the literal `1` counts; a range, `nil`, a variable or a ternary is left alone. This is advice (info): a one-line limit is sometimes the right call, for instance for a tab or segment title that has other ways to be read in full.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"Button("Add to Favorites") { add() }↓.lineLimit(1)"#,
            """
            NavigationLink(value: item) {
                VStack(alignment: .leading) {
                    Text(item.title)↓.lineLimit(1)
                    Text(item.subtitle).lineLimit(2)
                }
            }
            """,
            #"Toggle(isOn: $sync) { Label("Sync over cellular data", systemImage: "antenna.radiowaves.left.and.right")↓.lineLimit(1) }"#,
            #"Menu { Button("Rename", action: rename) } label: { Text(folder.name)↓.lineLimit(1, reservesSpace: true) }"#,
            """
            struct FolderRow: View {
                let folder: Folder
                var body: some View {
                    VStack(alignment: .leading) { Text(folder.name)↓.lineLimit(1); Text(folder.detail) }
                }
            }
            // file: FolderList.swift
            struct FolderList: View {
                var body: some View {
                    List(folders) { folder in NavigationLink(value: folder) { FolderRow(folder: folder) } }
                }
            }
            """,
        ],
        silent: [
            #"Text(post.body).lineLimit(1)"#,
            #"Button { open(file) } label: { Text(file.name).lineLimit(1).truncationMode(.middle) }"#,
            #"Button("Add to Favorites") { add() }.lineLimit(1...2)"#,
            #"Button("Add") { add() }.lineLimit(nil)"#,
            #"TextField("Search", text: $query).lineLimit(1)"#,
            #"Button(action: play) { Image(systemName: "play") }.lineLimit(1).accessibilityLabel("Play")"#,
            #"Picker("Sort", selection: $sort) { Text("Newest first").lineLimit(1).tag(0) }"#,
            #"Button("Add") { add() }.lineLimit(compact ? 1 : nil)"#,
            #"Button { showRank() } label: { Text(rankText).lineLimit(1).minimumScaleFactor(0.5) }"#,
            """
            NavigationLink(value: message) {
                VStack(alignment: .leading) {
                    Text(message.sender)
                    Text(message.preview).lineLimit(1)
                }
            }
            """,
            """
            struct FolderRow: View {
                let folder: Folder
                var body: some View { Text(folder.name).lineLimit(1) }
            }
            // file: FolderList.swift
            struct FolderList: View {
                var body: some View {
                    FolderRow(folder: inbox)
                    NavigationLink(value: folder) { FolderRow(folder: folder) }
                }
            }
            """,
            """
            ScrollView(.horizontal) {
                HStack { ForEach(tags) { tag in Button { open(tag) } label: { Text("#\\(tag.name)").lineLimit(1) } } }
            }
            """,
        ])

    /// `.minimumScaleFactor` shrinks the text to fit before it would truncate: no "…" to report.
    private func shrinksToFit(_ call: ViewCall) -> Bool {
        !call.modifiers(named: "minimumScaleFactor").isEmpty
    }

    /// `.truncationMode(.middle)` keeps both ends of a file name, URL or identifier visible: a
    /// deliberate way to show such values on one line.
    private func truncatesInTheMiddle(_ call: ViewCall) -> Bool {
        call.modifiers(named: "truncationMode").contains { $0.firstArgument?.trimmedDescription == ".middle" }
    }

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        let limits = call.modifiers(named: "lineLimit").filter { $0.firstArgument?.trimmedDescription == "1" }
        guard !limits.isEmpty, let control = controlShowing(call), !scrollsHorizontally(call), !truncatesInTheMiddle(call), !shrinksToFit(call) else { return [] }
        return limits.map { modifier in
            Finding(
                Self.self, range: modifier.range,
                message: "This holds the \(control)'s text to one line, so at large text sizes it is cut off with \"…\". Let it wrap (remove the limit or use a range).",
                subject: call, fixes: [context.fixes.removal(of: modifier, title: "Remove the one-line limit so the text wraps")])
        }
    }

    /// The type name of the control whose text this call is: the call itself when it is a control
    /// that shows text, or the control whose label holds this text (through stacks) as its first
    /// text, which names it. A view's body counts as a label when the view is used only as one.
    private func controlShowing(_ call: ViewCall) -> String? {
        if call.kind.isControl {
            guard !call.kind.isTextField, call.title != nil || (call.labelNodes.map { ViewCall.textName(of: $0) != nil } ?? false) else { return nil }
            return call.typeName ?? "control"
        }
        guard call.kind == .text || call.kind == .label || isStack(call) else { return nil }
        var current = call
        while let parent = current.parent {
            if parent.kind.isControl, !parent.kind.isTextField, current.role == .label {
                return isFirstText(call, in: parent.labelNodes ?? []) ? parent.typeName ?? "control" : nil
            }
            guard isStack(parent), current.role == .content else { return nil }
            current = parent
        }
        guard let control = call.bodyIsOnlyUsedAsLabelOf, isFirstText(call, in: [.view(current)]) else { return nil }
        return control
    }

    /// The call is (or holds) the first text of a label: a later one is a secondary line (a date, a
    /// count) under a title that already names the control.
    private func isFirstText(_ call: ViewCall, in nodes: [ViewNode]) -> Bool {
        guard call.kind == .text || call.kind == .label else { return true }
        let texts = ViewCall.views(in: nodes).filter { ($0.kind == .text || $0.kind == .label) && !$0.isAccessibilityHidden && $0.interpolatingLiteral == nil }
        return texts.first === call
    }

    /// In a horizontal scroll view the text gets all the width it needs, so one line never clips it.
    private func scrollsHorizontally(_ call: ViewCall) -> Bool {
        call.ancestors.contains { ancestor in
            guard ancestor.typeName == "ScrollView", let axes = ancestor.arguments.first(labeled: nil)?.expression.trimmedDescription
            else { return false }
            return axes.contains("horizontal") && !axes.contains("vertical")
        }
    }

    private func isStack(_ call: ViewCall) -> Bool {
        guard case .container(let name) = call.kind else { return false }
        return ["HStack", "VStack", "ZStack", "Group", "LazyHStack", "LazyVStack"].contains(name)
    }
}
