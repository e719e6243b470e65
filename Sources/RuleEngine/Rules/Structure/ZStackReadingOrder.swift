// zstack-reading-order: a ZStack's back layer is read before the content drawn over it.

struct ZStackReadingOrder: Rule {
    static let id = "zstack-reading-order"
    static let triggers: [String]? = ["ZStack"]
    static let severity = Severity.info
    static let isOnByDefault = false
    static let components: [Component] = [.semanticControl]
    static let wcag = ["1.3.2"]
    static let summary = "A `ZStack` lists a background picture VoiceOver reads before the text drawn over it, with no `.accessibilitySortPriority`."
    static let rationale = """
        VoiceOver reads a `ZStack`'s children in the order they are written, back to front. A background \
        picture written first is read before the headline drawn over it, so the user hears the decoration first \
        and the content second.
        """
    static let fixDescription = """
        Hide decorative back layers (`Image(decorative:)`, `.accessibilityHidden(true)`), or give the front \
        content `.accessibilitySortPriority(1)` so it is read first.
        """
    static let notes = [
        """
        Off by default (turn it on in `.a11y-lsp.json`): whether the back layer is decoration or content that \
        rightly comes first (a photo and its caption) is a design decision the code does not show.
        """,
        """
        The back layer must be a resizable image that VoiceOver reads (not decorative, not hidden), written \
        directly in the `ZStack` rather than in an `if` (layers in branches that exclude each other are never \
        stacked); the front must show text: a `Text`, a `Label` or a stack holding visible text. An icon with a \
        badge over it, a placeholder text behind a list, or a number beside a paragraph read in the right order \
        and are not reported.
        """,
        "Measured on five open-source apps before that narrowing: none of four sampled findings was right (badges on icons, placeholders, branches that exclude each other), which is why it ships off.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            ↓ZStack(alignment: .bottomLeading) {
                Image("hero-mountains").resizable()
                Text("Plan your next trip").font(.title)
            }
            """,
            #"↓ZStack { Image(uiImage: cover).resizable().scaledToFill(); Label("Now playing", systemImage: "play.fill") }"#,
            """
            ↓ZStack(alignment: .bottom) {
                Image(place.photo).resizable()
                VStack { Text(place.name).font(.title); Text(place.summary) }
                if isFavorite { Image(systemName: "heart.fill") }
            }
            """,
        ],
        silent: [
            #"ZStack { Image(decorative: "hero-mountains").resizable(); Text("Plan your next trip") }"#,
            #"ZStack { Color.blue; Text("Plan your next trip") }"#,
            #"ZStack { Image("hero").resizable().accessibilityHidden(true); Text("Plan your next trip") }"#,
            #"ZStack { Image("hero").resizable(); Text("Plan your next trip").accessibilitySortPriority(1) }"#,
            #"ZStack { Text("Plan your next trip"); Image("badge") }"#,
            #"ZStack(alignment: .topTrailing) { Image(uiImage: icon); Text("BETA").font(.caption) }"#,
            #"ZStack { if let count { Text("\(count)") } else { Text("–") } }"#,
            #"ZStack { Image("hero").resizable(); Text("Sale").opacity(0) }"#,
            #"ZStack { Image("hero").resizable(); Text("Plan your next trip") }.accessibilityElement(children: .combine)"#,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.typeName == "ZStack", !call.modifiers.contains(where: { $0.name.hasPrefix("accessibility") }), !call.accessibilityIsOverridden,
            let content = call.nodes(for: .content), !content.containsOpaque
        else { return [] }
        // Layers in branches may exclude each other: only a layer written directly in the stack is behind the rest.
        let layers = content.compactMap { node -> ViewCall? in
            if case .view(let view) = node { return view }
            return nil
        }
        let inside = ViewCall.views(in: content)
        guard !inside.contains(where: { $0.hasModifier("accessibilitySortPriority") }),
            let back = layers.firstIndex(where: Self.isReadPicture),
            let backNode = content.firstIndex(where: { if case .view(let view) = $0 { return view === layers[back] } else { return false } }),
            ViewCall.views(in: Array(content[(backNode + 1)...])).contains(where: Self.showsText)
        else { return [] }
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "VoiceOver reads this ZStack back to front: the picture behind is read before the text drawn over it. Hide the picture if it is decoration, or give the front content .accessibilitySortPriority(1).",
                subject: call)
        ]
    }

    /// A background picture VoiceOver stops on: a resizable image that is not decorative or hidden.
    private static func isReadPicture(_ view: ViewCall) -> Bool {
        guard view.isImage, view.constructor != nil, view.hasModifier("resizable"), !view.isAccessibilityHidden, !view.isInvisible else { return false }
        return view.arguments.first?.label != "decorative"
    }

    /// Front content that shows visible text.
    private static func showsText(_ view: ViewCall) -> Bool {
        guard !view.isAccessibilityHidden, !view.isInvisible, view.kind == .text || view.kind == .label else { return false }
        return !view.ancestors.contains { $0.isAccessibilityHidden || $0.isInvisible }
    }
}
