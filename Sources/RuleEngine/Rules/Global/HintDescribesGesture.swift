// hint-describes-gesture: an accessibility hint tells the user how to touch instead of what happens.

struct HintDescribesGesture: Rule {
    static let id = "hint-describes-gesture"
    static let triggers: [String]? = ["accessibilityHint", "accessibility(hint"]
    static let severity = Severity.warning
    static let components: [Component] = [.buttonBasic, .semanticControl]
    static let wcag = ["3.3.2"]
    static let summary = "An accessibility hint names a gesture or the control type (\"Double-tap to open\", \"Press the button\")."
    static let rationale = """
        VoiceOver already says how to activate an element, in the words that fit the user's input: Switch \
        Control, Voice Control and keyboard users do not tap at all. A hint that says "tap" is wrong for them \
        and repeats the system for everyone else; a hint should say what will happen ("Opens the message").
        """
    static let fixDescription = "Describe the result in the third person (\"Plays the song\", \"Shows the full post\"), without gesture or control words."
    static let notes = [
        "Words counted: tap, double-tap, triple-tap, click, press (each in its -s, -ed and -ing forms), swipe and button; they are matched as whole words, so \"Tapestry\" or \"Compressed\" do not count.",
        "Hints from variables or localization keys are unknown and never reported; in an interpolated hint only the literal parts are read.",
        "UIKit `accessibilityHint = \"…\"` assignments are checked as well, pointing at the statement.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"Button("Play") { play() }↓.accessibilityHint("Double-tap to play the song")"#,
            #"Image("cover").accessibilityAddTraits(.isButton)↓.accessibilityHint("Tap to enlarge")"#,
            #"Row(item)↓.accessibilityHint(isEditing ? "Swipe left to delete" : "Opens the item")"#,
            #"Link("Help", destination: helpURL)↓.accessibilityHint("Click this button for help")"#,
            "↓cell.accessibilityHint = \"Press to open the conversation\"",
        ],
        silent: [
            #"Button("Play") { play() }.accessibilityHint("Plays the song")"#,
            #"Button("Save") { save() }.accessibilityHint("accessibility.tabs.profile.tap.hint")"#,
            #"Button("Save") { save() }.accessibilityHint(hintText)"#,
            #"Text("Rug").accessibilityHint("Shows the tapestry collection")"#,
            #"Button("Open") { open() }.accessibilityHint("Opens \(tapCount) items")"#,
            "cell.accessibilityHint = \"Opens the conversation\"",
        ])

    private static let gestureWords: Set<String> = [
        "tap", "taps", "tapped", "tapping", "click", "clicks", "clicked", "clicking", "press", "presses", "pressed",
        "pressing", "swipe", "swipes", "swiped", "swiping", "button", "buttons",
    ]

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        call.modifiers(named: "accessibilityHint").compactMap { modifier in
            guard let value = modifier.firstArgument, let word = gestureWord(in: ExpressionReader.name(of: value, workspace: context.model.workspace)) else { return nil }
            return Finding(
                Self.self, range: modifier.range,
                message: Self.message(word),
                subject: call)
        }
    }

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        model.assignments.filter { $0.property == "accessibilityHint" && !$0.scope.isPreview }.compactMap { assignment in
            guard let word = gestureWord(in: ExpressionReader.name(of: assignment.value, workspace: context.model.workspace)) else { return nil }
            return Finding(
                Self.self, range: assignment.range,
                message: Self.message(word),
                subject: nil)
        }
    }

    private static func message(_ word: String) -> String {
        "The hint says \"\(word)\", but how to activate an element depends on the user's input and the system already says it; describe what happens instead."
    }

    /// The first gesture or control word in the literal parts of a hint, on any branch.
    private func gestureWord(in hint: NameValue) -> String? {
        for leaf in hint.leaves {
            let text: String
            switch leaf {
            case .literal(let value, _): text = value
            case .interpolated(let template, _): text = Self.literalParts(of: template)
            default: continue
            }
            let words = text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
            if let word = words.first(where: Self.gestureWords.contains) { return word }
        }
        return nil
    }

    /// An interpolated template with its `‹expression›` parts blanked out.
    private static func literalParts(of template: String) -> String {
        var result = ""
        var depth = 0
        for character in template {
            if character == "‹" { depth += 1; result.append(" ") } else if character == "›" { depth = max(0, depth - 1) } else if depth == 0 {
                result.append(character)
            }
        }
        return result
    }
}
