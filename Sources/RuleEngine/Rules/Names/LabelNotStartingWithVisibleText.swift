// label-not-starting-with-visible-text: the spoken name does not begin with the words on screen.

struct LabelNotStartingWithVisibleText: Rule {
    static let id = "label-not-starting-with-visible-text"
    static let triggers: [String]? = ["accessibilityLabel", "accessibility(label"]
    static let severity = Severity.warning
    static let components: [Component] = [.buttonBasic]
    static let wcag = ["2.5.3"]
    static let summary = "A control's `.accessibilityLabel` does not begin with the text the control shows."
    static let rationale = """
        Voice Control users activate a control by saying what they see; when the accessibility label replaces \
        the visible words with others ("Submit" for a button showing "Send"), saying "Tap Send" does nothing. \
        VoiceOver users who work with a sighted colleague hear a different name than the one on screen. \
        Starting the label with the visible text keeps both working while still allowing extra context.
        """
    static let fixDescription = """
        Begin the label with the visible text and add the context after it: `Button("Edit")` labelled \
        "Edit username" rather than "Change username".
        """
    static let notes = [
        "Only literal visible text is compared; a title from a variable, a function or a localization key is unknown and never reported.",
        "A label that interpolates is checked on the words before its first interpolation: \"Reply to \\(name)\" is compared, \"\\(count) unread\" is not.",
        "When the visible text changes with a condition, the label is compared branch by branch only when it is a ternary on the same condition; other mixes of conditional and fixed names are left alone.",
        "The text is not visible, and nothing is reported, under `.labelsHidden()` or a label style other than `.titleOnly`/`.titleAndIcon` (on the control or any view around it, since both pass down the environment), or for a control with an icon in a toolbar or swipe action (both show the icon alone).",
        "Pickers, sliders, date pickers and text fields are left out: their titles are often not shown (picker and slider styles, placeholders), and their names have rules of their own.",
        "A label inside the control's content (on a `Text` or an image) makes the visible text unknown, so the control is left alone.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"Button("Send") { send() }↓.accessibilityLabel("Submit message")"#,
            """
            Button { next() } label: {
                Text("Next")
            }
            .padding()
            ↓.accessibilityLabel("Go to page 3")
            """,
            #"NavigationLink("Settings") { SettingsView() }↓.accessibilityLabel("Preferences")"#,
            #"Button { reply() } label: { Label("Reply", systemImage: "arrowshape.turn.up.left") }↓.accessibilityLabel("Answer \(author)")"#,
            #"Button(following ? "Unfollow" : "Follow") { follow() }↓.accessibilityLabel(following ? "Stop following" : "Follow \(name)")"#,
            #"Toggle("Dark mode", isOn: $dark)↓.accessibilityLabel(Text("Night theme"))"#,
        ],
        silent: [
            #"Button("Edit") { edit() }.accessibilityLabel("Edit username")"#,
            #"Button("Log in") { login() }.accessibilityLabel("Log-in to your account")"#,
            #"Button(title) { act() }.accessibilityLabel("Something else")"#,
            #"Button("Edit") { edit() }.accessibilityLabel(L10n.editProfile)"#,
            #"Button("Edit") { edit() }.accessibilityLabel("profile.edit.button")"#,
            #"Button("Reply") { reply() }.accessibilityLabel("\(count) replies")"#,
            #"Toggle("Use Passkey", isOn: $passkey).labelsHidden().accessibilityLabel("Sign in with a passkey")"#,
            #"Button("Share", systemImage: "square.and.arrow.up") { share() }.labelStyle(.iconOnly).accessibilityLabel("Export post")"#,
            """
            Text("Feed")
                .toolbar {
                    Button("Compose", systemImage: "square.and.pencil") { compose() }
                        .accessibilityLabel("New post")
                }
            """,
            #"Button { } label: { Text("5m").accessibilityLabel("5 minutes ago") }.accessibilityLabel("Posted 5 minutes ago")"#,
            #"HStack { Button { reply() } label: { Label("Reply", systemImage: "arrowshape.turn.up.left") }.accessibilityLabel("Answer") }.labelStyle(.iconOnly)"#,
            #"Text("Hello").accessibilityLabel("Greeting")"#,
            #"Button(isLoading ? "Saving" : "Save") { save() }.accessibilityLabel("Save")"#,
            """
            #if os(macOS)
            Button("Send") { send() }.accessibilityLabel("Submit message")
            #endif
            """,
        ])

    private static let checkedKinds: Set<ViewKind> = [.button, .toggle, .link, .navigationLink, .menu, .stepper, .shareLink]

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard Self.checkedKinds.contains(call.kind), let modifier = call.accessibilityLabelModifier, let label = call.accessibilityLabel,
            let visible = call.visibleName, showsTitle(call)
        else { return [] }
        guard Self.mismatch(visible: visible, label: label) == true else { return [] }
        let shown = visible.leaves.compactMap(\.literalText).first.map { "\"\($0)\"" } ?? "its text"
        return [
            Finding(
                Self.self, range: modifier.range,
                message: "The control shows \(shown) but VoiceOver and Voice Control know it by a label that starts differently; users who say what they see cannot activate it. Start the label with the visible text.",
                subject: call, fixes: Self.startWithVisibleText(visible, label: label, modifier: modifier, in: context).map { [$0] } ?? [])
        ]
    }

    /// The title is on screen: not hidden, not reduced to its icon, not replaced by labels inside the content.
    private func showsTitle(_ call: ViewCall) -> Bool {
        // Both modifiers reach the control through the environment, from the control or any view around it.
        if ([call] + call.ancestors).contains(where: { $0.hasModifier("labelsHidden") || Self.isIconOnlyStyle($0) }) { return false }
        let content = call.labelDescendants
        if content.contains(where: { $0.accessibilityLabelModifier != nil || Self.isIconOnlyStyle($0) }) { return false }
        let hasIcon = call.arguments.contains { $0.label == "systemImage" || $0.label == "image" } || content.contains { $0.kind == .label || $0.isImage }
        if hasIcon, call.enclosingModifierNames.contains(where: { $0 == "toolbar" || $0 == "swipeActions" }) { return false }
        return !call.hasCustomAccessibilityModifier
    }

    private static func isIconOnlyStyle(_ call: ViewCall) -> Bool {
        call.modifiers(named: "labelStyle").contains { $0.firstArgument?.trimmedDescription != ".titleOnly" && $0.firstArgument?.trimmedDescription != ".titleAndIcon" }
    }

    /// True when the label certainly does not begin with the visible text, false when it does,
    /// nil when the engine cannot tell.
    static func mismatch(visible: NameValue, label: NameValue) -> Bool? {
        switch (visible, label) {
        case (.literal(let text, _), .literal(let spoken, _)):
            let shown = NameValue.folded(text)
            return shown.isEmpty ? nil : !NameValue.folded(spoken).hasPrefix(shown)
        case (.literal(let text, _), .interpolated):
            let shown = NameValue.folded(text)
            guard !shown.isEmpty, let known = label.knownPrefix.map(NameValue.folded) else { return nil }
            if known.hasPrefix(shown) { return false }
            return shown.hasPrefix(known) ? nil : true
        case (.literal, .conditional(_, let then, let otherwise)):
            let results = [mismatch(visible: visible, label: then), mismatch(visible: visible, label: otherwise)]
            if results.contains(false) { return false }
            return results.contains(nil) ? nil : true
        case (.conditional(let condition, let shownThen, let shownOtherwise), .conditional(let labelCondition, let then, let otherwise)):
            guard SyntaxFacts.normalized(condition) == SyntaxFacts.normalized(labelCondition) else { return nil }
            let results = [mismatch(visible: shownThen, label: then), mismatch(visible: shownOtherwise, label: otherwise)]
            return results.contains(true) ? true : nil
        default:
            return nil
        }
    }

    /// The visible text in place of the label's first words, keeping the rest as context
    /// ("Submit message" on "Send" → "Send message"). Only the author knows which words are context,
    /// so the fix is offered, never applied by fix-all.
    private static func startWithVisibleText(_ visible: NameValue, label: NameValue, modifier: Modifier, in context: RuleContext) -> Fix? {
        guard case .literal(let shown, _) = visible, case .literal(let spoken, let range) = label, !shown.isEmpty else { return nil }
        // As many of the label's words give way as the visible text has: "Night theme" → "Dark mode".
        let count = shown.split(separator: " ").count
        let words = spoken.split(separator: " ", maxSplits: count)
        let rest = words.count > count ? " " + words[count] : ""
        let replacement = FixBuilder.stringLiteral(shown + rest)
        return Fix(title: "Start the label with \"\(shown)\"", edits: [TextEdit(range: range, replacement: replacement)], isSafe: false)
    }
}
