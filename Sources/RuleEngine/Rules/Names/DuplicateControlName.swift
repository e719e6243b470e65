// duplicate-control-name: controls shown together share one accessible name.

struct DuplicateControlName: Rule {
    static let id = "duplicate-control-name"
    static let triggers: [String]? = ["Button", "Toggle", "Link", "Menu", "Picker", "Stepper", "Slider", "DatePicker", "TextField", "SecureField"]
    static let severity = Severity.warning
    static let components: [Component] = [.buttonBasic, .semanticControl]
    static let wcag = ["4.1.2"]
    static let summary = "Several controls that are on screen together have the same accessible name."
    static let rationale = """
        VoiceOver users moving through a screen hear "Edit, Button" three times and cannot tell which one edits \
        what; in the rotor's list of controls the entries are identical. Voice Control answers "Tap Edit" by \
        numbering every match, so the command no longer reaches a control directly. A name that says what the \
        control acts on ("Edit Username") solves both.
        """
    static let fixDescription = """
        Give each control a label that adds what it acts on, e.g. `.accessibilityLabel("Edit \\(field.name)")`; \
        the label should still begin with the visible text.
        """
    static let notes = [
        "Text fields are not compared: VoiceOver reads a field's value after its name, so several fields with one placeholder (a list of addresses) can still be told apart.",
        "Names are compared only when they are known: literals (case, punctuation and spacing folded) or a condition between literals; a name from a variable, a function, a localization key or an interpolation is left alone.",
        "Views in different branches of an `if`/`else` or a `switch`, different children of a `ViewThatFits` or a `TabView`, are never on screen together and are not compared; neither are views under `if` conditions that contradict each other (`if a { … } else { … }` and, later, `if !a && b { … }`), read from the conditions' text.",
        "Menus, context menus, alerts, confirmation dialogs, sheets, popovers, swipe actions and navigation destinations each count as their own screen: a \"Cancel\" in two alerts is not a duplicate. Overlays, backgrounds and the toolbar count as part of the view they modify.",
        "A control inside a `ForEach` (or a `List` over data) with a constant name is reported once, the `ForEach` as the related location; not when a branch inside the `ForEach` decides whether the control shows, since it may show for one element only.",
        "Controls hidden from accessibility, made fully transparent or `.hidden()`, or merged into a parent by `.accessibilityElement(children: .combine/.ignore)` are left out, and so are controls that do nothing (an empty action, a binding to `.constant(…)`): a component gallery shows the same placeholder in several looks, not choices a user makes.",
        "Only one view expression is compared at a time (a body, or a computed property's view): controls split across helper properties are not compared, since the engine does not know they are shown together.",
        "Preview code is never checked by this rule, which reads the whole file at once.",
        "Two controls whose actions are written the same (two \"Open Settings\" buttons that both open the Settings app) do the same thing, so one name for both is right; they are not compared.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            VStack {
                if isEditing { ↓Button("Save") { save() } }
                if isEditing && !isEmpty { ↓Button("Save") { saveAndClose() } }
            }
            """,
            """
            VStack {
                HStack { Text(username); ↓Button("Edit") { editUsername() } }
                HStack { Text(email); ↓Button("Edit") { editEmail() } }
            }
            """,
            """
            List {
                ForEach(drafts) { draft in
                    HStack {
                        Text(draft.title)
                        ↓Button(action: { delete(draft) }) { Image(systemName: "trash") }
                            .accessibilityLabel("Delete")
                    }
                }
            }
            """,
            """
            List(downloads) { download in
                HStack {
                    Text(download.title)
                    ↓Button("Cancel") { cancel(download) }
                }
            }
            """,
            """
            Form {
                ↓Button("Save") { save() }
                Text("Changes are saved on this device.")
            }
            .toolbar {
                ↓Button("save") { saveAndClose() }
            }
            """,
            """
            VStack {
                ↓Button(muted ? "Unmute" : "Mute") { muted.toggle() }
                ↓Button(muted ? "Unmute" : "Mute") { player.toggleMute() }
            }
            """,
        ],
        silent: [
            """
            List {
                HStack { Text("Notifications"); Spacer(); Button("Open Settings") { openURL(settingsURL) } }
                HStack { Text("Location"); Spacer(); Button("Open Settings") { openURL(settingsURL) } }
            }
            """,
            #"ForEach(addresses.indices, id: \.self) { index in TextField("aa:bb:cc:dd:ee:ff", text: $addresses[index]) }"#,
            """
            struct ButtonGallery: View {
                var body: some View {
                    VStack {
                        Button("Primary") { }.buttonStyle(.borderedProminent)
                        Button("Primary") { }.buttonStyle(.bordered)
                        Toggle("Enabled", isOn: .constant(true))
                        Toggle("Enabled", isOn: .constant(false)).disabled(true)
                    }
                }
            }
            """,
            """
            VStack {
                Button("Edit") { editUsername() }.accessibilityLabel("Edit username")
                Button("Edit") { editEmail() }.accessibilityLabel("Edit email")
            }
            """,
            """
            ForEach(drafts) { draft in
                Button("Delete \\(draft.title)") { delete(draft) }
            }
            """,
            """
            VStack {
                if isEditing {
                    Button("Done") { isEditing = false }
                } else {
                    Button("Done") { close() }
                }
            }
            """,
            """
            VStack {
                switch state {
                case .loading: Button("Cancel") { cancel() }
                case .failed: Button("Cancel") { close() }
                default: EmptyView()
                }
            }
            """,
            """
            Text("Post")
                .alert("Delete?", isPresented: $askDelete) { Button("Cancel", role: .cancel) {} }
                .confirmationDialog("Report", isPresented: $askReport) { Button("Cancel", role: .cancel) {} }
            """,
            """
            ViewThatFits {
                HStack { Button("Share") { share() } }
                VStack { Button("Share") { share() } }
            }
            """,
            """
            HStack {
                Button(L10n.edit) { editUsername() }
                Button(L10n.edit) { editEmail() }
            }
            """,
            """
            HStack {
                Button("Edit") { edit() }
                Button("Edit") { edit() }.opacity(0).keyboardShortcut("e")
            }
            """,
            """
            ForEach(items) { item in
                if item.id == selectedID { Button("Done") { selectedID = nil } }
            }
            """,
            """
            struct Profile: View {
                var body: some View { VStack { nameRow; emailRow } }
                var nameRow: some View { Button("Edit") { editName() } }
                var emailRow: some View { Button("Edit") { editEmail() } }
            }
            """,
            #"#Preview { VStack { Button("Edit") {}; Button("Edit") {} } }"#,
            """
            HStack {
                if theme.isBundled { Text("Read-only") } else if !isAdding { Button("Duplicate…") { duplicate() } }
                Spacer()
                if !isAdding && theme.isBundled { Button("Duplicate") { duplicate() } }
            }
            """,
            """
            Row().contextMenu { Button("Delete") { delete() } }
                .swipeActions { Button("Delete") { delete() } }
            """,
        ])

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        var named: [(call: ViewCall, key: String, name: String)] = []
        // A text field speaks its own content after its name, so fields with one placeholder still differ.
        for call in model.calls where call.kind.isControl && !call.kind.isTextField && !call.scope.isPreview {
            // The name (which other rules ask for too) rules out more controls than the element checks, for less.
            guard let name = call.accessibleName, let key = name.comparableKey, isOwnElement(call) else { continue }
            named.append((call, key, name.leaves.compactMap(\.literalText).first ?? key))
        }
        // A finding needs two controls of one name, or one repeated by a `ForEach` or a `List` over data:
        // without either, where each view sits (a walk of the whole model) is not worked out.
        guard !named.isEmpty,
            Set(named.map(\.key)).count < named.count || model.calls.contains(where: { $0.typeName == "ForEach" || $0.typeName == "List" })
        else { return [] }
        let placements = ViewPlacements(model)
        var groups: [String: [(call: ViewCall, placement: ViewPlacement, name: String)]] = [:]
        for (call, key, spoken) in named {
            guard let placement = placements.placement(of: call) else { continue }
            groups["\(placement.surface)|\(key)", default: []].append((call, placement, spoken))
        }
        var findings: [Finding] = []
        for members in groups.values {
            for member in members {
                let action = Self.actionText(of: member.call)
                let others = members.filter {
                    $0.call !== member.call && !$0.placement.excludes(member.placement) && (action == nil || Self.actionText(of: $0.call) != action)
                }
                var related = others.map { RelatedLocation(range: $0.call.calleeRange, message: "Also named \"\($0.name)\".") }
                let repeated = member.placement.isBranchedInsideRepeater ? nil : member.placement.repeater
                if let repeated { related.append(RelatedLocation(range: repeated.calleeRange, message: "Repeated with the same name for every element here.")) }
                guard !related.isEmpty else { continue }
                let message = others.isEmpty
                    ? "Every element of this ForEach gets a control named \"\(member.name)\", so VoiceOver users cannot tell them apart and Voice Control cannot target one; put the element in the label."
                    : "Another control on this screen is also named \"\(member.name)\", so VoiceOver users cannot tell them apart and Voice Control cannot target one; add what each acts on to its label."
                findings.append(Finding(Self.self, range: member.call.calleeRange, message: message, subject: member.call, related: related))
            }
        }
        return findings
    }

    /// The action as written, spacing folded, so two controls that do the same thing compare equal.
    private static func actionText(of call: ViewCall) -> String? {
        call.actionExpression.map { SyntaxFacts.normalized($0.trimmedDescription) }
    }

    /// The control is an element of its own: not hidden, not invisible, not merged into a parent.
    private func isOwnElement(_ call: ViewCall) -> Bool {
        if call.isAccessibilityHidden || call.isInvisible || call.hasModifier("hidden") || call.hasCustomAccessibilityModifier { return false }
        // A control that does nothing (a gallery's `Button("Primary") { }`, a `.constant(true)` toggle)
        // shows a look, not a choice a user makes.
        if call.isInert { return false }
        return !call.ancestors.contains { ancestor in
            ancestor.isAccessibilityHidden || ancestor.hasAccessibilityReplacement || ancestor.mergesChildren
        }
    }
}
