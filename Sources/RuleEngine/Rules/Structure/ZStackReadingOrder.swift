// zstack-reading-order: a ZStack's back layer is read before the content drawn over it.

struct ZStackReadingOrder: Rule {
    static let id = "zstack-reading-order"
    static let triggers: [String]? = ["ZStack"]
    static let severity = Severity.info
    static let isOnByDefault = false
    static let components: [Component] = [.semanticControl]
    static let wcag = ["1.3.2"]
    static let summary = "A `ZStack` lists a layer VoiceOver reads (an image, a text) behind text drawn in front, with no `.accessibilitySortPriority`."
    static let rationale = """
        VoiceOver reads a `ZStack`'s children in the order they are written, back to front. A background image \
        or a watermark written first is read before the headline drawn over it, so the user hears the \
        decoration first and the content second.
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
        "Back layers that VoiceOver skips (colours, shapes, hidden or decorative images) are not counted; a layer or front view that is a custom view or a variable is unknown.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            ↓ZStack(alignment: .bottomLeading) {
                Image("hero-mountains").resizable()
                Text("Plan your next trip").font(.title)
            }
            """,
            #"↓ZStack { Image(systemName: "seal.fill"); Text("New") }"#,
            """
            ↓ZStack {
                Text("DRAFT").opacity(0.1)
                VStack { Text(document.title); Text(document.body) }
            }
            """,
        ],
        silent: [
            #"ZStack { Image(decorative: "hero-mountains"); Text("Plan your next trip") }"#,
            #"ZStack { Color.blue; Text("Plan your next trip") }"#,
            #"ZStack { Image("hero").accessibilityHidden(true); Text("Plan your next trip") }"#,
            #"ZStack { Image("hero"); Text("Plan your next trip").accessibilitySortPriority(1) }"#,
            #"ZStack { Text("Plan your next trip"); Image("badge") }"#,
            #"ZStack { Image("hero"); Text("Plan your next trip") }.accessibilityElement(children: .combine)"#,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.typeName == "ZStack", !call.modifiers.contains(where: { $0.name.hasPrefix("accessibility") }), !call.accessibilityIsOverridden,
            let content = call.nodes(for: .content), !content.containsOpaque
        else { return [] }
        let layers = content.directViews
        let inside = ViewCall.views(in: content)
        guard !inside.contains(where: { $0.hasModifier("accessibilitySortPriority") }),
            let back = layers.firstIndex(where: Self.isReadLayer),
            layers[(back + 1)...].contains(where: { Self.showsText($0) })
        else { return [] }
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "VoiceOver reads this ZStack back to front: the \(layers[back].typeName ?? "layer") behind is read before the text drawn over it. Hide the back layer if it is decoration, or give the front content .accessibilitySortPriority(1).",
                subject: call)
        ]
    }

    /// A back layer VoiceOver stops on: an image that is not decorative or hidden, or a text.
    private static func isReadLayer(_ view: ViewCall) -> Bool {
        guard !view.isAccessibilityHidden, !view.isInvisible else { return false }
        if view.kind == .text { return true }
        guard view.isImage, view.constructor != nil else { return false }
        return view.arguments.first?.label != "decorative"
    }

    /// Front content with text, that the engine can see whole.
    private static func showsText(_ view: ViewCall) -> Bool {
        if view.isAccessibilityHidden { return false }
        if view.kind == .text || view.kind == .label { return true }
        guard case .container = view.kind else { return false }
        return view.descendants.contains { $0.kind == .text && !$0.isAccessibilityHidden }
    }
}
