// long-label: a control's accessibility label is a sentence, or several.

struct LongLabel: Rule {
    static let id = "long-label"
    static let triggers: [String]? = ["accessibilityLabel", "accessibility(label"]
    static let severity = Severity.info
    static let components: [Component] = [.semanticControl]
    static let wcag = ["4.1.2"]
    static let summary = "A control's accessibility label has more than eight words or more than one sentence."
    static let rationale = """
        VoiceOver reads the whole label every time focus lands on the control, before its role and value, so a \
        long label slows down every pass through the screen. Voice Control users have to say the name to use \
        the control, and a sentence is hard to say. Instructions and state belong in the hint and the value, \
        which VoiceOver speaks separately (or not at all, as the user prefers).
        """
    static let fixDescription = """
        Shorten the label to what the control does, in a few words; move instructions to `.accessibilityHint` \
        and changing state to `.accessibilityValue`.
        """
    static let notes = [
        "Only labels of things a user operates are read: controls, views given the button or link trait, views with a tap gesture, and UIKit views named like controls or given the button trait. The label of an image or a text block may rightly be long (a description of a chart), so it is not reported.",
        "Words are counted in the literal text only; an interpolation counts for nothing, since it may be a single word or empty.",
        "A sentence break is a `.`, `!` or `?` followed by a space and a capital letter, or a line break; single letters and common abbreviations (\"e.g.\", \"Dr.\", \"No.\") before the dot do not count.",
        "A localization key or a variable is unknown and never reported.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"Button(action: play) { Image(systemName: "play.fill") }↓.accessibilityLabel("Play the latest episode of the podcast from the start right now")"#,
            #"Button("Save") { save() }↓.accessibilityLabel("Save. Double tap to store your changes")"#,
            #"Text("Pay")↓.accessibilityLabel("Pay for the items in your cart with the saved card").accessibilityAddTraits(.isButton).onTapGesture { pay() }"#,
            "↓payButton.accessibilityLabel = \"Pay now! Your card will be charged immediately\"",
            #"Toggle(isOn: $sync) { Text("Sync") }↓.accessibilityLabel(expanded ? "Sync" : "Sync your photos, videos and documents across all of your devices")"#,
        ],
        silent: [
            #"Button("Save") { save() }.accessibilityLabel("Save draft")"#,
            #"Button(action: play) { Image(systemName: "play.fill") }.accessibilityLabel("Play episode \(episode.number) of \(show.title) from \(start)")"#,
            #"Image("chart").accessibilityLabel("Bar chart of monthly sales, rising from 10 in January to 40 in June")"#,
            #"Button(action: open) { Image(systemName: "person") }.accessibilityLabel("Dr. Smith's profile")"#,
            #"Button(action: open) { Image(systemName: "info") }.accessibilityLabel("settings.account.privacy.explanation")"#,
            #"Button(action: open) { Image(systemName: "info") }.accessibilityLabel(model.longDescription)"#,
            #"Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityLabel("Share, e.g. To Friends")"#,
            "statusLabel.accessibilityLabel = \"Your photos are synced. Nothing else needs to happen right now\"",
            """
            #if os(macOS)
            Button("Save") { save() }.accessibilityLabel("Save. Double tap to store your changes")
            #endif
            """,
        ])

    static let maximumWords = 8

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        // The label is looked for first: most calls have none, and whether a call is operated
        // asks its traits and gestures, which is the dearer question.
        let labels = call.modifiers(named: "accessibilityLabel")
        guard !labels.isEmpty, isOperated(call) else { return [] }
        return labels.compactMap { modifier in
            guard let value = modifier.firstArgument, let problem = Self.problem(in: ExpressionReader.name(of: value, workspace: context.model.workspace)) else { return nil }
            return Finding(Self.self, range: modifier.range, message: message(problem), subject: call)
        }
    }

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        model.assignments.compactMap { assignment in
            guard assignment.property == "accessibilityLabel", !assignment.scope.isPreview, looksLikeControl(assignment, in: model),
                let problem = Self.problem(in: ExpressionReader.name(of: assignment.value, workspace: context.model.workspace))
            else { return nil }
            return Finding(Self.self, range: assignment.range, message: message(problem), subject: nil)
        }
    }

    private func message(_ problem: String) -> String {
        "This label \(problem), and VoiceOver reads all of it whenever focus lands here; keep the name to a few words and move instructions or state to the hint or value."
    }

    /// Something a user operates: a control, or a view that acts as one.
    private func isOperated(_ call: ViewCall) -> Bool {
        call.kind.isInteractive || call.addsTrait("isButton") || call.addsTrait("isLink") || call.gestures.contains(where: \.isSingleTap)
    }

    private func looksLikeControl(_ assignment: PropertyAssignment, in model: ViewModel) -> Bool {
        let receiver = assignment.receiver.lowercased()
        if ["button", "control", "switch", "link"].contains(where: receiver.hasSuffix) { return true }
        return model.assignments.contains { other in
            other.receiver == assignment.receiver && other.property == "accessibilityTraits" && other.scope.type === assignment.scope.type
                && [".button", ".link"].contains(where: other.value.trimmedDescription.contains)
        }
    }

    /// What is wrong with the name on some branch, as words for the message; nil when nothing is.
    static func problem(in name: NameValue) -> String? {
        for leaf in name.leaves {
            let words = leaf.knownWords
            if words.count > maximumWords { return "has \(words.count) words" }
            if hasSentenceBreak(leaf.literalText ?? words.joined(separator: " ")) {
                return "holds more than one sentence"
            }
        }
        return nil
    }

    private static let abbreviations: Set<String> = ["mr", "mrs", "ms", "dr", "st", "vs", "etc", "no", "jr", "sr", "prof", "inc", "ltd", "co", "approx", "min", "max", "ft", "mt"]

    static func hasSentenceBreak(_ text: String) -> Bool {
        let characters = Array(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        if characters.contains(where: \.isNewline) { return true }
        for index in characters.indices where ".!?".contains(characters[index]) {
            var next = index + 1
            guard next < characters.count, characters[next].isWhitespace else { continue }
            while next < characters.count, characters[next].isWhitespace { next += 1 }
            guard next < characters.count, characters[next].isUppercase else { continue }
            var start = index
            while start > 0, characters[start - 1].isLetter { start -= 1 }
            let word = String(characters[start..<index]).lowercased()
            if characters[index] == ".", word.count <= 1 || abbreviations.contains(word) { continue }
            return true
        }
        return false
    }
}
