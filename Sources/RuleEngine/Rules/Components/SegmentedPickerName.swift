// segmented-picker-name: segmented and wheel pickers do not speak their title.

struct SegmentedPickerName: Rule {
    static let id = "segmented-picker-name"
    static let triggers: [String]? = ["Picker"]
    static let severity = Severity.warning
    static let components: [Component] = [.selectSegmented, .selectWheel]
    static let wcag = ["4.1.2"]
    static let summary = "A segmented or wheel `Picker` lacks `.accessibilityLabel` or `.accessibilityElement(children: .contain)`."
    static let rationale = """
        In the segmented and wheel styles the picker's title is not shown and not spoken: VoiceOver reads \
        "Day, selected, 1 of 3" with nothing to say what is being chosen. Making the picker a containing \
        element with its own label groups the segments under that name, so the user hears what the choice is \
        about when moving into it.
        """
    static let fixDescription = """
        Add `.accessibilityElement(children: .contain)` and `.accessibilityLabel(…)` with the picker's visible \
        title, whichever of the two is missing.
        """
    static let notes = [
        """
        The style is read from `.pickerStyle(.segmented)` / `.wheel` or the `SegmentedPickerStyle()` / \
        `WheelPickerStyle()` forms, on the picker or on a view around it. A style held in a variable is unknown \
        and never fires.
        """,
        """
        The rule fires even when the title is a variable or a localization key: what is missing is the \
        modifier, which the engine can see. A label whose value it cannot read counts as present; a label that \
        differs from the title is not reported here.
        """,
        """
        A picker whose title is empty is left to `empty-control-name`; one inside a view that hides or replaces \
        its children's accessibility, or with a custom accessibility modifier, is left alone.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            #"↓Picker("View", selection: $mode) { Text("Day").tag(0); Text("Week").tag(1) }.pickerStyle(.segmented)"#,
            """
            ↓Picker("Sort", selection: $sort) {
                ForEach(SortOrder.allCases) { Text($0.title).tag($0) }
            }
            .pickerStyle(.segmented)
            .accessibilityLabel("Sort")
            """,
            #"↓Picker(selection: $hour) { ForEach(0..<24) { Text("\($0)") } } label: { Text("Hour") }.pickerStyle(WheelPickerStyle())"#,
            #"↓Picker(L10n.filter, selection: $filter) { Text("All").tag(0) }.pickerStyle(.segmented).accessibilityElement(children: .contain)"#,
            #"VStack { ↓Picker("Unit", selection: $unit) { Text("kg").tag(0) } }.pickerStyle(.segmented)"#,
        ],
        silent: [
            """
            Picker("View", selection: $mode) { Text("Day").tag(0); Text("Week").tag(1) }
                .pickerStyle(.segmented)
                .accessibilityElement(children: .contain)
                .accessibilityLabel("View")
            """,
            #"Picker("View", selection: $mode) { Text("Day").tag(0) }.pickerStyle(.menu)"#,
            #"Picker("View", selection: $mode) { Text("Day").tag(0) }"#,
            #"Picker("View", selection: $mode) { Text("Day").tag(0) }.pickerStyle(style)"#,
            #"Picker("", selection: $mode) { Text("Day").tag(0) }.pickerStyle(.segmented)"#,
            #"Picker("View", selection: $mode) { Text("Day").tag(0) }.pickerStyle(.segmented).accessibilityElement(children: .contain).accessibilityLabel(title)"#,
            #"HStack { Text("View"); Picker("View", selection: $mode) { Text("Day").tag(0) }.pickerStyle(.segmented) }.accessibilityElement(children: .ignore).accessibilityLabel("View")"#,
            """
            #if os(macOS)
            Picker("View", selection: $mode) { Text("Day").tag(0) }.pickerStyle(.segmented)
            #endif
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .picker, case .named(let style) = call.styleChoice("pickerStyle"), style == "segmented" || style == "wheel",
            !(call.visibleName?.isEmptyOnSomeBranch ?? false), !call.accessibilityIsOverridden
        else { return [] }
        let contains = call.modifiers(named: "accessibilityElement").contains {
            $0.argument("children")?.trimmedDescription.hasSuffix("contain") ?? false
        }
        var missing: [String] = []
        if call.accessibilityLabel == nil { missing.append(".accessibilityLabel with its title") }
        if !contains { missing.append(".accessibilityElement(children: .contain)") }
        guard !missing.isEmpty else { return [] }
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "A \(style) picker does not speak its title, so VoiceOver users hear the options without knowing what they choose; add \(missing.joined(separator: " and ")).",
                subject: call, fixes: fix(adding: contains ? [] : [".accessibilityElement(children: .contain)"], to: call, in: context))
        ]
    }

    /// Adds the container and, when the picker has none, a label with its title; nothing when the title cannot be read.
    private func fix(adding container: [String], to call: ViewCall, in context: RuleContext) -> [Fix] {
        // The label names the container only when it comes after it, so the container goes before an existing label.
        if let label = call.accessibilityLabelModifier, let modifier = container.first {
            return [Fix(title: "Add \(modifier)", edits: [context.fixes.insertModifier(modifier, before: label)])]
        }
        var modifiers = container
        if call.accessibilityLabel == nil {
            guard let title = LabelSuggestion.titleExpression(of: call) else { return [] }
            modifiers.append(".accessibilityLabel(\(title))")
        }
        return [Fix(title: "Add " + modifiers.joined(), edits: [context.fixes.appendModifiers(modifiers, to: call)])]
    }
}
