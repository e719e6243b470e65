// input-changes-context: typing in a field or picking a value moves the user elsewhere.

struct InputChangesContext: Rule {
    static let id = "input-changes-context"
    /// Reads the fields and presentations of the whole view type, which may sit in other declarations of the file.
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = [".onChange("]
    static let severity = Severity.warning
    static let components: [Component] = [.textfield, .selectMenu, .selectSegmented]
    static let wcag = ["3.2.2"]
    static let summary = "`.onChange(of:)` on the value of a field or picker navigates, presents or dismisses."
    static let rationale = """
        Choosing a value or typing a character should change that value, not the screen. When a picker \
        choice or a keystroke pushes a new screen, opens a sheet or closes the current one, VoiceOver and \
        Switch Control users are moved away while still exploring the options, often without knowing why, and \
        keyboard users lose their place. Let them confirm with a button first.
        """
    static let fixDescription = """
        Keep `.onChange` to storing and filtering, and move the navigation or presentation behind a control \
        the user activates (a Done, Go or Apply button, `.onSubmit`), or warn before the change happens.
        """
    static let notes = [
        """
        The value is a property bound to a `TextField`/`SecureField` (`text:`), `.searchable(text:)`, a \
        `Picker` or `DatePicker` (`selection:`) of the same type. The change counts when the `.onChange` \
        block visibly appends to a navigation path, calls a router (`navigate`, `push`, `navigateTo…`), sets a \
        property bound to `.navigationDestination`, `.sheet`, `.fullScreenCover`, `.popover`, `.alert` or \
        `.confirmationDialog`, calls `dismiss()`, or opens a URL. A block that calls a method the engine \
        does not follow stays silent.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            """
            struct AccountSwitcher: View {
                @State private var account: Account.ID?
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        Picker("Account", selection: $account) { ForEach(accounts) { Text($0.name).tag($0.id) } }
                            ↓.onChange(of: account) { path.append(Route.timeline) }
                    }
                }
            }
            """,
            """
            struct CodeEntry: View {
                @State private var code = ""
                @State private var showingResult = false
                var body: some View {
                    TextField("Code", text: $code)
                        ↓.onChange(of: code) { _, newValue in
                            if newValue.count == 6 { showingResult = true }
                        }
                        .sheet(isPresented: $showingResult) { ResultView() }
                }
            }
            """,
            """
            struct LanguagePicker: View {
                @Environment(\\.dismiss) private var dismiss
                @Binding var language: String
                var body: some View {
                    Picker("Language", selection: $language) { Text("English").tag("en") }
                        .pickerStyle(.inline)
                        ↓.onChange(of: language) { dismiss() }
                }
            }
            """,
        ],
        silent: [
            """
            struct Search: View {
                @State private var query = ""
                @State private var results: [Item] = []
                var body: some View {
                    List(results) { Text($0.name) }
                        .searchable(text: $query)
                        .onChange(of: query) { results = items.filter { $0.name.contains(query) } }
                }
            }
            """,
            """
            struct Settings: View {
                @AppStorage("sort") private var sort = "date"
                var body: some View {
                    Picker("Sort", selection: $sort) { Text("Date").tag("date") }
                        .onChange(of: sort) { model.save(sort) }
                }
            }
            """,
            """
            struct CodeEntry: View {
                @State private var code = ""
                @State private var showingResult = false
                var body: some View {
                    TextField("Code", text: $code)
                        .onSubmit { showingResult = true }
                        .sheet(isPresented: $showingResult) { ResultView() }
                }
            }
            """,
            """
            struct Player: View {
                @State private var progress = 0.0
                @State private var finished = false
                var body: some View {
                    ProgressView(value: progress)
                        .onChange(of: progress) { if progress >= 1 { finished = true } }
                        .sheet(isPresented: $finished) { NextEpisode() }
                }
            }
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        let changes = call.modifiers(named: "onChange")
        guard !changes.isEmpty, let type = call.scope.type?.name else { return [] }
        let inputs = context.model.inputProperties(of: type)
        guard !inputs.isEmpty else { return [] }
        return changes.compactMap { modifier -> Finding? in
            guard let value = modifier.argument("of"), let property = ActionReader.writtenProperty(value), inputs.contains(property),
                let action = modifier.argument("perform") ?? modifier.arguments.last(where: \.isTrailingClosure)?.expression,
                let change = ActionReader.contextChange(
                    in: action, navigationBindings: context.model.navigationBindings, presentationBindings: context.model.presentationBindings)
            else { return nil }
            return Finding(
                Self.self, range: modifier.range,
                message: "Changing `\(property)` \(change): a value picked or typed moves the user away from where they were, before they confirmed anything. Put this behind a button or .onSubmit.",
                subject: call)
        }
    }
}
