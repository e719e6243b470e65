// status-message-not-announced: "Saved", "No results" or an error line appears in place,
// and VoiceOver is never told.

struct StatusMessageNotAnnounced: Rule {
    static let id = "status-message-not-announced"
    /// Reads the whole view type: where its state is set, and whether it announces anything.
    static let scope = RuleScope.relatedDeclarations
    // A message is a `Text` or `Label`.
    static let triggers: [String]? = ["Text", "Label"]
    static let severity = Severity.warning
    static let components: [Component] = [.timingMotion]
    static let wcag = ["4.1.3"]
    static let summary = "A view shows a status message (an error, \"No results\", \"Saved\") under a condition its code sets later or its fields change, and never announces it or moves focus to it."
    static let rationale = """
        A message that appears where the user is not looking is seen by sighted users at a glance; VoiceOver \
        stays where it is and says nothing, so a blind user does not learn that the save worked, that the search \
        found nothing or that a field was rejected. Status messages have to be announced (or receive focus) to \
        reach them at all.
        """
    static let fixDescription = """
        Post the message when it appears: `AccessibilityNotification.Announcement("Saved").post()` (iOS 17) or \
        `UIAccessibility.post(notification: .announcement, argument: "Saved")`; for an error that needs \
        attention, move focus to it with `@AccessibilityFocusState` and `.accessibilityFocused`.
        """
    static let notes = [
        """
        A status message is a `Text` or `Label` whose literal tells an outcome ("Saved", "Copied", "No \
        results", "… not found", "… failed", "Invalid …", "… is required") or whose text comes from a property \
        named for one (`error…`, `…warning…`, `toast…`, or a last part such as `statusMessage`), shown in a \
        branch of an `if` or `switch` of the view type. One finding per branch: a title and its detail line \
        are one message.
        """,
        """
        The branch's condition must read a property that the type's own code sets later (in an action, a \
        task, a callback or a method; not in an initializer or directly in `.onAppear`), a property bound to \
        one of its fields or pickers, or a computed property of the type built from those. A condition on \
        another object's state (`viewModel.error`, set in another file) is left alone.
        """,
        """
        A branch whose condition already holds for the properties' initial values is on screen from the \
        first frame (an empty list's placeholder with `items = []`, a "Name is required" line under an \
        empty field), so VoiceOver reads it with the screen: it is left alone.
        """,
        """
        Silent when the type announces anything or moves accessibility focus anywhere (it mentions \
        `Announcement`, `announce…`, `.screenChanged`, `.layoutChanged`, `@AccessibilityFocusState` or \
        `.accessibilityFocused`), when the message is in presented content (a sheet, an alert, a destination \
        screen), in a control's label, in a list row, or hidden from accessibility.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            """
            struct ProfileEditor: View {
                @State private var saved = false
                var body: some View {
                    Form {
                        Button("Save") { save(); saved = true }
                        if saved { ↓Text("Changes saved") }
                    }
                }
            }
            """,
            """
            struct Library: View {
                @State private var loadError: Error?
                var body: some View {
                    VStack {
                        if let loadError { ↓Text(loadError.localizedDescription) }
                    }
                    .task {
                        do { try await load() } catch { loadError = error }
                    }
                }
            }
            """,
            """
            struct SignUp: View {
                @State private var email = ""
                private var emailIsValid: Bool { email.contains("@") }
                var body: some View {
                    Form {
                        TextField("Email", text: $email)
                        if !email.isEmpty && !emailIsValid {
                            ↓Label("Invalid email address", systemImage: "exclamationmark.triangle")
                        }
                    }
                }
            }
            """,
            """
            struct Upload: View {
                @State private var failedAttempts: Int = 0
                @State private var showsHelp: Bool = false
                var body: some View {
                    VStack {
                        Button("Send") { if !send() { failedAttempts += 1 } }
                        Button("Help") { showsHelp.toggle() }
                        if failedAttempts > 2 { ↓Text("Upload failed, try again later") }
                        if showsHelp { ↓Text("Sending failed? Check your connection") }
                    }
                }
            }
            """,
        ],
        silent: [
            """
            struct SignUp: View {
                @State private var username = ""
                @State private var devices: [Device] = []
                @State private var loadError: String?
                var body: some View {
                    Form {
                        TextField("Username", text: $username)
                        if username.isEmpty { Text("A username is required") }
                        if devices.isEmpty, loadError == nil { Text("No devices found") }
                    }
                    .task { devices = await fetchDevices() }
                }
            }
            """,
            """
            struct ProfileEditor: View {
                @State private var saved = false
                var body: some View {
                    Form {
                        Button("Save") {
                            save()
                            saved = true
                            AccessibilityNotification.Announcement("Changes saved").post()
                        }
                        if saved { Text("Changes saved") }
                    }
                }
            }
            """,
            """
            struct Onboarding: View {
                @State private var step = 0
                var body: some View {
                    VStack {
                        if step == 1 { Text("Welcome to the app") }
                        Button("Next") { step += 1 }
                    }
                }
            }
            """,
            """
            struct Library: View {
                @StateObject var model: LibraryModel
                var body: some View {
                    if let error = model.error { Text(error.localizedDescription) }
                }
            }
            """,
            """
            struct Checkout: View {
                @State private var failed = false
                var body: some View {
                    Button("Pay") { failed = !pay() }
                        .alert("Payment failed", isPresented: $failed) { Button("OK") { } }
                }
            }
            """,
            """
            struct Search: View {
                @State private var query = ""
                @AccessibilityFocusState private var resultsFocused: Bool
                var body: some View {
                    List {
                        if results.isEmpty { Text("No results").accessibilityFocused($resultsFocused) }
                    }
                    .searchable(text: $query)
                }
            }
            """,
            """
            struct Inbox: View {
                @State private var loaded = false
                var body: some View {
                    VStack { if !loaded { Text("No messages yet") } }
                        .onAppear { loaded = true }
                }
            }
            """,
        ])

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        // Every text a branch shows is one of the model's calls: without a branch, or without such a
        // text, the type facts below (a walk of every member) are not needed. Most views are like that.
        guard model.mayShowConditionalContent, model.calls.contains(where: \.readsAsStatusMessage) else { return [] }
        let types = model.declaredTypes
        var findings: [Finding] = []
        var judged: Set<Int> = []
        for type in types.typeNames.sorted() where types.isDeclared(type) {
            // Most views show no text that reads as a status message in a branch: what follows
            // (where state is set, what derives from it) is worked out only for those that do.
            let branches = types.conditionalContent(of: type, in: model).filter { branch in
                Self.texts(in: branch.nodes).contains { $0.readsAsStatusMessage }
            }
            guard !branches.isEmpty else { continue }
            // Computed properties built from what changes change with it. Only one a branch names can
            // make a message appear, so only those bodies are read (`body` itself is never one).
            let namesRead = branches.map(\.namesRead)
            let computed = types.members(of: type).filter { member in
                !member.isFunction && member.body != nil && Self.someBranch(of: branches, namesRead: namesRead, mentions: member.name)
            }
            // Where state is set is a walk of every member: needed only when a condition could read
            // what is set, or a computed property it names could.
            let written = computed.isEmpty && !Self.mayBeWritten(readIn: branches, model: model) ? [] : types.propertiesChangedAfterAppearing(in: type)
            let changed = written.union(model.inputProperties(of: type))
            guard !changed.isEmpty else { continue }
            let changedNames = Set(changed.map(SyntaxFacts.lastComponent))
            let derived = computed.filter { member in
                member.body.map { !SyntaxFacts.identifiers(in: $0).isDisjoint(with: changedNames) } ?? false
            }.map(\.name)
            let triggers = changed.union(derived).sorted()
            let appearing = branches.compactMap { branch in triggers.first(where: branch.mentions).map { (branch, $0) } }
            // Whether the type announces anything reads every identifier in it: asked last, of the few
            // types with a message that appears.
            guard !appearing.isEmpty, !types.announcesChanges(type) else { continue }
            let initialValues = Dictionary(types.members(of: type).compactMap { member in member.initialValue.map { (member.name, $0) } }, uniquingKeysWith: { first, _ in first })
            for (branch, trigger) in appearing {
                // Shown from the first frame (an empty list's placeholder, a field's "required" line):
                // part of the screen VoiceOver reads, not a message that appears.
                if branch.holdsInitially({ initialValues[$0] }) { continue }
                // One finding per message: a title and its detail line appear together.
                let texts = Self.texts(in: branch.nodes).filter { judged.insert($0.id).inserted }
                guard let message = texts.first(where: { text in
                    text.readsAsStatusMessage && !text.isInPresentedContent && !text.accessibilityIsOverridden && !text.isInsideForEach
                        && !text.ancestors.contains(where: { $0.kind.isInteractive })
                }) else { continue }
                findings.append(Finding(
                    Self.self, range: message.calleeRange,
                    message: "This message appears when `\(trigger)` changes, but VoiceOver is not told: its users do not learn what happened. Announce it (AccessibilityNotification.Announcement) or move accessibility focus to it.",
                    subject: message))
            }
        }
        return findings
    }

    /// Whether the code may set a property a condition reads: a write ends in a word of the
    /// condition (`error` of `model.error`) followed by `=`, or toggles or adds to something.
    /// Yes when unsure.
    private static func mayBeWritten(readIn branches: [ConditionalContent], model: ViewModel) -> Bool {
        if model.codeMayMention("toggle") || compoundAssignments.contains(where: model.codeMayMention) { return true }
        var words: Set<String> = []
        for branch in branches {
            // The byte test reads ASCII words: a condition with other letters is not judged.
            guard branch.condition.utf8.allSatisfy({ $0 < 0x80 }) else { return true }
            words.formUnion(branch.condition.utf8.split(whereSeparator: { !UIKitSummaryWords.isASCIIWordByte($0) }).map { String(decoding: $0, as: UTF8.self) })
        }
        return words.contains(where: model.codeMayReassign)
    }

    private static let compoundAssignments = ["+=", "-=", "*=", "/="]

    private static func someBranch(of branches: [ConditionalContent], namesRead: [Set<String>], mentions name: String) -> Bool {
        guard name.allSatisfy(ConditionalContent.isNamePart) else { return branches.contains { $0.mentions(name) } }
        return namesRead.contains { $0.contains(name) }
    }

    /// The texts a branch shows itself: directly, in stacks and groups, and in nested branches;
    /// not inside controls (their label is their name) or custom views.
    private static func texts(in nodes: [ViewNode]) -> [ViewCall] {
        var result: [ViewCall] = []
        for node in nodes {
            switch node {
            case .view(let call):
                if call.kind == .text || call.kind == .label {
                    result.append(call)
                } else if case .container = call.kind, call.typeName != "ForEach" {
                    result += texts(in: call.nodes(for: .content) ?? [])
                }
            case .branches(_, let lists):
                result += lists.flatMap(texts(in:))
            case .opaque:
                continue
            }
        }
        return result
    }
}
