// button-for-persistent-setting: a button that switches a stored setting on and off.

import SwiftSyntax

struct ButtonForPersistentSetting: Rule {
    static let id = "button-for-persistent-setting"
    static let triggers: [String]? = ["AppStorage"]
    static let severity = Severity.info
    static let components: [Component] = [.buttonToggle, .switchBasic]
    static let wcag = ["4.1.2"]
    static let summary = "A `Button` flips a Bool stored with `@AppStorage`: a persistent on/off setting."
    static let rationale = """
        A setting that stays on or off across launches is what a switch is for: VoiceOver announces a `Toggle` \
        as "Switch button, on", says the new state after each change, and groups it with its title. A button \
        that flips the same value tells the user at most what it will do next, not what is set now.
        """
    static let fixDescription = "Bind a `Toggle` to the stored value: `Toggle(\"<setting>\", isOn: $flag)`."
    static let notes = [
        "Only a Bool the enclosing type stores with `@AppStorage` is read; a value stored elsewhere (a settings object, `UserDefaults` in a model) is unknown.",
        "Only an action that does nothing but flip the value is reported; an action that also saves, logs or presents something is more than a setting.",
        "Info, not a warning: a toggle button whose name follows the state is still usable, and in a toolbar or menu a button can be the designer's choice; a hand-made toggle that exposes no state at all is reported as an error by `custom-toggle-not-toggle` instead.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            struct Settings: View {
                @AppStorage("showAvatars") private var showAvatars = true
                var body: some View {
                    ↓Button(showAvatars ? "Hide avatars" : "Show avatars") { showAvatars.toggle() }
                }
            }
            """,
            """
            struct Reader: View {
                @AppStorage("darkMode") var darkMode = false
                var body: some View {
                    Menu("View") {
                        ↓Button { darkMode = !darkMode } label: {
                            Label(darkMode ? "Light mode" : "Dark mode", systemImage: "moon")
                        }
                    }
                }
            }
            """,
            """
            struct Toolbar: View {
                @AppStorage("compact") var compact = false
                var body: some View {
                    ↓Button(action: { withAnimation { self.compact.toggle() } }) { Text(compact ? "Expand" : "Compact") }
                }
            }
            """,
        ],
        silent: [
            """
            struct Settings: View {
                @AppStorage("showAvatars") private var showAvatars = true
                var body: some View { Toggle("Show avatars", isOn: $showAvatars) }
            }
            """,
            """
            struct Settings: View {
                @State private var showAvatars = true
                var body: some View { Button(showAvatars ? "Hide avatars" : "Show avatars") { showAvatars.toggle() } }
            }
            """,
            """
            struct Settings: View {
                @AppStorage("sync") private var sync = true
                var body: some View { Button("Sync now") { sync.toggle(); syncNow() } }
            }
            """,
            #"Button(settings.sync ? "Pause sync" : "Sync") { settings.sync.toggle() }"#,
            """
            #if os(macOS)
            struct Settings: View {
                @AppStorage("sync") private var sync = true
                var body: some View { Button("Sync") { sync.toggle() } }
            }
            #endif
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .button, let action = call.actionExpression, let flag = ActionReader.toggledBoolean(in: action),
            call.scope.type?.property(named: flag)?.wrappers.contains("AppStorage") == true
        else { return [] }
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "This Button flips the stored setting `\(flag)`; a Toggle bound to $\(flag) tells VoiceOver users whether the setting is on, not only what the button will do.",
                subject: call, fixes: toggleFix(call, flag: flag).map { [$0] } ?? [])
        ]
    }

    /// `Toggle("Show avatars", isOn: $showAvatars)`: the setting is named after its stored key,
    /// since the button's titles name actions; a `Label`'s icon is kept.
    private func toggleFix(_ call: ViewCall, flag: String) -> Fix? {
        guard let constructor = call.constructor else { return nil }
        let title = FixBuilder.stringLiteral(LabelSuggestion.camelCaseWords(SyntaxFacts.lastComponent(flag)))
        if let label = ControlSwap.labelClosure(keepingIconOf: call, title: title) {
            return ControlSwap.toggle(replacing: constructor.byteRange, flag: flag, title: nil, label: label, buttonStyle: false)
        }
        return ControlSwap.toggle(replacing: constructor.byteRange, flag: flag, title: title, buttonStyle: false)
    }
}
