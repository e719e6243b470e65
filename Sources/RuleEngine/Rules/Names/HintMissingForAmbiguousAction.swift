// hint-missing-for-ambiguous-action: an icon-only control named by one bare noun, whose
// action the name does not tell, and no hint to tell it.

struct HintMissingForAmbiguousAction: Rule {
    static let id = "hint-missing-for-ambiguous-action"
    static let triggers: [String]? = ["accessibilityLabel", "accessibility(label"]
    static let severity = Severity.info
    static let isOnByDefault = false
    static let components: [Component] = [.buttonBasic]
    static let wcag = ["3.3.2"]
    static let summary = "An icon-only control is labelled with one bare noun that does not say what it does, and has no `.accessibilityHint`."
    static let rationale = """
        A label such as "Grid", "Bell" or "Sparkles" names the icon, not the action: the sighted user guesses \
        from the picture and its place, the VoiceOver user hears only the word. A short hint ("Shows the photos \
        as a grid") tells what will happen before they try it; a label that is itself an action ("Show as Grid") \
        is better still.
        """
    static let fixDescription = """
        Make the label say the action ("Show as Grid", "Notification Settings"), or add \
        `.accessibilityHint("…")` describing the result in a few words, without naming the gesture.
        """
    static let notes = [
        """
        Off by default (opt-in): whether a one-word name is clear depends on the app and its users. Turn it \
        on with `{"rules": {"hint-missing-for-ambiguous-action": "info"}}`.
        """,
        """
        Fires on a `Button`, `Menu`, `Link`, `NavigationLink` or `Toggle` whose label shows only an image and \
        whose `.accessibilityLabel` is one literal word that is not a common action or destination (Add, \
        Close, Delete, Edit, Share, Search, Settings, Play, Home, More …). A label the engine cannot read, a \
        localization key, or a control with a hint is left alone.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            #"↓Button(action: toggleLayout) { Image(systemName: "square.grid.2x2") }.accessibilityLabel("Grid")"#,
            #"↓Button { magic() } label: { Image(systemName: "wand.and.stars") }.accessibilityLabel("Wand")"#,
            #"↓Menu { Button("Mute for 1 hour", action: mute) } label: { Image(systemName: "bell") }.accessibilityLabel("Bell")"#,
        ],
        silent: [
            #"Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityLabel("Share")"#,
            #"Button(action: toggleLayout) { Image(systemName: "square.grid.2x2") }.accessibilityLabel("Show as Grid")"#,
            #"Button(action: toggleLayout) { Image(systemName: "square.grid.2x2") }.accessibilityLabel("Grid").accessibilityHint("Shows the photos as a grid")"#,
            #"Button("Grid", action: toggleLayout)"#,
            #"Button(action: openSettings) { Image(systemName: "gear") }.accessibilityLabel("Settings")"#,
            #"Button(action: toggleLayout) { Image(systemName: "square.grid.2x2") }.accessibilityLabel(layout.name)"#,
        ])

    /// One-word labels that say what happens: actions, and destinations every app has.
    private static let clearWords: Set<String> = [
        "add", "new", "create", "compose", "write", "edit", "delete", "remove", "trash", "close", "dismiss", "cancel",
        "done", "save", "share", "send", "reply", "forward", "copy", "paste", "cut", "undo", "redo", "search", "filter",
        "sort", "refresh", "reload", "retry", "play", "pause", "stop", "resume", "record", "skip", "next", "previous",
        "back", "rewind", "mute", "unmute", "like", "unlike", "favorite", "unfavorite", "bookmark", "follow", "unfollow",
        "download", "upload", "print", "open", "expand", "collapse", "more", "menu", "options", "settings",
        "preferences", "home", "profile", "account", "help", "info", "information", "notifications", "messages",
        "inbox", "camera", "photos", "call", "scan", "login", "logout", "submit", "confirm", "continue", "finish",
        "bold", "italic", "underline", "strikethrough", "attach", "zoom", "rotate", "crop", "flip", "select",
        "deselect", "clear", "reset", "archive", "pin", "unpin", "lock", "unlock", "hide", "show", "translate",
        "report", "block", "react", "boost", "repost", "quote", "mention", "subscribe", "unsubscribe", "sidebar",
    ]

    private static let iconControls: Set<ViewKind> = [.button, .menu, .link, .navigationLink, .toggle]

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard Self.iconControls.contains(call.kind), call.labelIsIconOnlyCountingLabeledImages,
            let word = call.accessibilityLabel?.literalText?.trimmingWhitespace, !word.isEmpty, !word.contains(" "),
            word.allSatisfy(\.isLetter), !Self.clearWords.contains(word.lowercased()),
            !call.hasModifier("accessibilityHint"), !call.appliedThroughHelpers("accessibilityHint"), !call.accessibilityIsOverridden
        else { return [] }
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "\"\(word)\" names the icon, not what the \(call.typeName ?? "control") does: VoiceOver users hear only the word. Say the action in the label, or add an .accessibilityHint.",
                subject: call)
        ]
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
