// state-in-toggle-label: a Toggle's label says its state, which the switch already speaks.

struct StateInToggleLabel: Rule {
    static let id = "state-in-toggle-label"
    static let triggers: [String]? = ["Toggle"]
    static let severity = Severity.warning
    static let components: [Component] = [.switchBasic]
    static let wcag = ["4.1.2"]
    static let summary = "A Toggle's title changes with its value or ends in a state word (\"On\", \"Off\", \"Enabled\")."
    static let rationale = """
        A switch speaks its own value: VoiceOver says "Wi-Fi, Switch button, On". A label that also says the \
        state is read twice ("Wi-Fi On, Switch button, On"), and a label that changes with the value leaves \
        the user unsure whether it names the setting or the state, or disagrees with the value for a moment \
        after a change.
        """
    static let fixDescription = "Name the setting only (\"Wi-Fi\", \"Captions\") and let the toggle speak whether it is on or off."
    static let notes = [
        "A ternary or `if`/`else` in the title is reported when its condition reads the toggle's own binding (`isOn ? … : …` with `isOn: $isOn`) or when its branches differ by a state word (\"Enabled\"/\"Disabled\"); a ternary on something else (`isPad ? \"Show Sidebar\" : \"Show Menu\"`) names the setting and is left alone.",
        "\"On\" and \"Off\" count only as the last word and not after a verb (\"Turn On\", \"Log On\"), since \"on\" is usually a preposition (\"Sync on Wi-Fi\"); \"Enabled\"/\"Disabled\" likewise count only at the end (\"Show Disabled Users\" names a setting).",
        "Titles from variables or localization keys are unknown and never reported.",
        "A fixed title in a menu (`Menu`, a context menu) is left alone: there a toggle is a checkmark item, usually a filter whose title names a category (\"Disabled\" shows disabled users), not its own state.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"↓Toggle(isOn ? "Notifications On" : "Notifications Off", isOn: $isOn)"#,
            #"↓Toggle("Captions Enabled", isOn: $captions)"#,
            """
            ↓Toggle(isOn: $sync) {
                Text(sync ? "Syncing" : "Paused")
            }
            """,
            #"↓Toggle(isOn: $wifi) { Label("Wi-Fi: Off", systemImage: "wifi") }.labelsHidden()"#,
        ],
        silent: [
            #"Toggle("Notifications", isOn: $isOn)"#,
            #"Toggle("Sync on Wi-Fi", isOn: $wifiOnly)"#,
            #"Toggle("Show Disabled Users", isOn: $showDisabled)"#,
            #"Toggle("Turn On", isOn: $power)"#,
            #"Toggle(isPad ? "Show Sidebar" : "Show Menu", isOn: $showsNavigation)"#,
            #"Toggle(L10n.notifications, isOn: $isOn)"#,
            #"Toggle(isOn ? "settings.notifications.on" : "settings.notifications.off", isOn: $isOn)"#,
            #"Button(on ? "Captions On" : "Captions Off") { on.toggle() }"#,
            #"Menu("Filter") { Section("Show") { Toggle("Hidden", isOn: $showsHidden); Toggle("Disabled", isOn: $showsDisabled) } }"#,
            #"List { }.navigationBarMenuButton(isLoading: loading) { Section("Filters") { Toggle("Hidden", isOn: $showsHidden); Toggle("Disabled", isOn: $showsDisabled) } }"#,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .toggle, let name = call.visibleName else { return [] }
        let literals = name.leaves.compactMap(\.literalText)
        if name.changesWithState, case .conditional(let condition, _, _) = name, literals.count == name.leaves.count {
            let bound = boundIdentifiers(of: call)
            let readsBinding = StateCondition(condition).mentions(any: bound)
            let stateWords = literals.count == 2 && StateWords.isStatePair(literals[0], literals[1])
            guard readsBinding || stateWords || literals.contains(where: { StateWords.endsWithStateWord($0) != nil }) else { return [] }
            return [finding(call, "This toggle's title changes with its state (\(literals.map { "\"\($0)\"" }.joined(separator: " / "))); the switch already speaks on or off, so the title should name the setting and stay the same.")]
        }
        // A toggle in a menu is a checkmark item, often a filter whose title names a category
        // ("Disabled" users, "Hidden" items), not the toggle's own state.
        guard !name.isConditional, !call.isMenuItem, let text = literals.first, let word = StateWords.endsWithStateWord(text) else { return [] }
        return [finding(call, "This toggle's title \"\(text)\" ends with the state word \"\(word)\", which the switch already speaks; name only the setting.")]
    }

    private func finding(_ call: ViewCall, _ message: String) -> Finding {
        Finding(Self.self, range: call.calleeRange, message: message, subject: call)
    }

    /// The identifiers of the `isOn:` binding (`isOn` for `$isOn`, `model`/`sync` for `$model.sync`).
    private func boundIdentifiers(of call: ViewCall) -> Set<String> {
        guard let binding = call.arguments.first(labeled: "isOn")?.expression else { return [] }
        let text = ActionReader.normalizedProperty(binding.trimmedDescription)
        return Set([text.split(separator: ".").last.map(String.init) ?? text])
    }
}
