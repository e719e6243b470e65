// heading-word-in-label: a label that says "heading" instead of carrying the header trait.

struct HeadingWordInLabel: Rule {
    static let id = "heading-word-in-label"
    static let triggers: [String]? = ["accessibilityLabel", "accessibility(label"]
    static let severity = Severity.warning
    static let components: [Component] = [.headings]
    static let wcag = ["1.3.1"]
    static let summary = "An accessibility label calls the element a heading, header or title in words."
    static let rationale = """
        A word in a label is only spoken: "Settings heading" does not put the text in the Headings rotor, so \
        VoiceOver users cannot jump to it, and the system already says "heading" for an element with the \
        header trait, in the user's language. The trait carries the role; the label carries the name.
        """
    static let fixDescription = "Delete the word from the label and give the view `.accessibilityAddTraits(.isHeader)` if it lacks it."
    static let notes = [
        """
        Fires when a label ends with "heading" or "header" ("Settings heading"), opens with one of "heading", \
        "header" or "title" followed by a separator ("Title: Recent"), or ends with "title" on a view that is \
        styled as a title or already has the header trait. "Title and Artist", "Book title" on a plain text \
        or "Header image" name content, not the role.
        """,
        "Controls and views with gestures are left alone: there the word names what the control acts on (\"Edit title\").",
    ]
    static let examples = RuleExamples(
        fires: [
            #"Text("Settings").font(.title)↓.accessibilityLabel("Settings heading")"#,
            """
            Text("Recent")
                .font(.title2)
                .accessibilityAddTraits(.isHeader)
                ↓.accessibilityLabel("Title: Recent")
            """,
            #"HStack { Image(systemName: "star"); Text("Favorites") }↓.accessibilityLabel("Favorites section header")"#,
            #"Text("Inbox").font(.largeTitle.bold())↓.accessibilityLabel(unread > 0 ? "Inbox title, \(unread) unread" : "Inbox title")"#,
        ],
        silent: [
            #"Text("Title and Artist").accessibilityLabel("Title and Artist")"#,
            #"Text(book.title).accessibilityLabel("Book title")"#,
            #"Text("Settings").font(.title).accessibilityAddTraits(.isHeader)"#,
            #"Button("Edit") { edit() }.accessibilityLabel("Edit heading")"#,
            #"Image("banner").accessibilityLabel("Header image")"#,
            #"Text("Settings").font(.title).accessibilityLabel("settings.heading")"#,
            #"Text(title).font(.title).accessibilityLabel(headingLabel)"#,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.hasModifier("accessibilityLabel"), !call.kind.isInteractive, call.gestures.isEmpty else { return [] }
        let looksLikeHeading = call.addsTrait("isHeader") || call.textStyle?.isTitle == true
        return call.modifiers(named: "accessibilityLabel").compactMap { modifier -> Finding? in
            guard let value = modifier.firstArgument else { return nil }
            let name = ExpressionReader.name(of: value)
            let texts = name.leaves.compactMap(Self.text(of:))
            guard let word = texts.lazy.compactMap({ Self.roleWord(in: $0, looksLikeHeading: looksLikeHeading)?.word }).first else { return nil }
            var edits = LabelWordRemoval.edits(removingFrom: name, in: context) { Self.roleWord(in: $0, looksLikeHeading: looksLikeHeading) }
            var title = "Remove \"\(word)\" from the label"
            if !edits.isEmpty, !call.addsTrait("isHeader") {
                edits.append(context.fixes.appendModifier(".accessibilityAddTraits(.isHeader)", to: call))
                title += " and add the header trait"
            }
            return Finding(
                Self.self, range: modifier.range,
                message: "The label says \"\(word)\" in words; VoiceOver users find headings through the header trait, which also speaks the role for them. Remove the word and use .accessibilityAddTraits(.isHeader).",
                subject: call, fixes: edits.isEmpty ? [] : [Fix(title: title, edits: edits)])
        }
    }

    private static func text(of leaf: NameValue) -> String? {
        switch leaf {
        case .literal(let text, _), .interpolated(let text, _): return text
        default: return nil
        }
    }

    /// The role word a label's text holds, and whether it opens the text.
    static func roleWord(in text: String, looksLikeHeading: Bool) -> (word: String, atStart: Bool)? {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "‹" && $0 != "›" }).map(String.init)
        guard words.count >= 2, let first = words.first, let last = words.last else { return nil }
        if ["heading", "header", "title"].contains(first) {
            let afterWord = text.dropFirst(first.count).first
            if let afterWord, ":,-–".contains(afterWord) { return (first, true) }
        }
        if last == "heading" || last == "header" || (last == "title" && looksLikeHeading) { return (last, false) }
        return nil
    }
}
