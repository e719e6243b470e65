// datepicker-name: compact (and default) date pickers need an explicit label.

struct DatePickerName: Rule {
    static let id = "datepicker-name"
    static let triggers: [String]? = ["DatePicker"]
    static let severity = Severity.warning
    static let components: [Component] = [.datepicker]
    static let wcag = ["4.1.2"]
    static let summary = "A compact or default-style `DatePicker` has no `.accessibilityLabel`."
    static let rationale = """
        A compact date picker is drawn as a button showing the date; VoiceOver lands on it and may read only \
        the date, not the title beside it, so the user hears "2 December 2026, Button" without knowing which \
        date it is. The graphical and wheel styles speak their title, the compact and default styles cannot be \
        relied on to.
        """
    static let fixDescription = "Add `.accessibilityLabel(…)` with the picker's visible title: `DatePicker(\"Start\", selection: $start).accessibilityLabel(\"Start\")`."
    static let notes = [
        """
        The style is read from `.datePickerStyle(…)` on the picker or a view around it; no style, `.automatic` \
        and `.compact` fire, `.graphical` and `.wheel` do not, and a style the engine cannot read (a variable, a \
        macOS-only style) never fires.
        """,
        """
        A title that is a variable or a localization key does not silence the rule: the missing label is what \
        the engine sees. An empty title is left to `empty-control-name`, and a picker inside a view that hides \
        or replaces its children's accessibility is left alone.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            #"↓DatePicker("Start", selection: $start)"#,
            #"↓DatePicker("Due", selection: $due, displayedComponents: .date).datePickerStyle(.compact)"#,
            #"Form { ↓DatePicker(L10n.endTime, selection: $end, displayedComponents: .hourAndMinute) }"#,
            #"↓DatePicker(selection: $birthday) { Text("Birthday") }.datePickerStyle(CompactDatePickerStyle())"#,
        ],
        silent: [
            #"DatePicker("Start", selection: $start).accessibilityLabel("Start")"#,
            #"DatePicker("Start", selection: $start).datePickerStyle(.graphical)"#,
            #"VStack { DatePicker("Time", selection: $time, displayedComponents: .hourAndMinute) }.datePickerStyle(.wheel)"#,
            #"DatePicker("Start", selection: $start).datePickerStyle(style)"#,
            #"DatePicker("", selection: $start)"#,
            #"DatePicker(title, selection: $start).accessibilityLabel(title)"#,
            #"HStack { Text("Start"); DatePicker("Start", selection: $start).labelsHidden() }.accessibilityElement(children: .combine).accessibilityLabel("Start")"#,
            """
            #if os(macOS)
            DatePicker("Start", selection: $start)
            #endif
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .datePicker, call.accessibilityLabel == nil, needsLabel(call.styleChoice("datePickerStyle")),
            !(call.visibleName?.isEmptyOnSomeBranch ?? false), !call.accessibilityIsOverridden
        else { return [] }
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "In the compact style (the default) VoiceOver may read only the date, not what this picker is for; add .accessibilityLabel with its title.",
                subject: call,
                fixes: LabelSuggestion.titleExpression(of: call).map { [context.fixes.addition(of: ".accessibilityLabel(\($0))", to: call)] } ?? [])
        ]
    }

    private func needsLabel(_ style: StyleChoice) -> Bool {
        switch style {
        case .unset: return true
        case .named(let name): return ["automatic", "compact", "default"].contains(name)
        case .unknown: return false
        }
    }
}
