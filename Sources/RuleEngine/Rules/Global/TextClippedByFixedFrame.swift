// text-clipped-by-fixed-frame: text that grows with Dynamic Type inside a frame that does not.

struct TextClippedByFixedFrame: Rule {
    static let id = "text-clipped-by-fixed-frame"
    static let triggers: [String]? = [".frame("]
    static let severity = Severity.warning
    static let components: [Component] = [.buttonBasic, .textfield, .listRow]
    static let wcag = ["1.4.4"]
    // Dynamic Type: macOS and tvOS apps do not get the user's text size.
    static let platforms: [Platform] = [.iOS, .watchOS, .visionOS]
    static let summary = "A view showing text gets a literal `.frame(height:)` or `.frame(maxHeight:)` (or a fixed width around one word or number), and its text can neither shrink nor grow the view."
    static let rationale = """
        Text follows the size the user picked in Settings, up to three times the default at the largest \
        accessibility sizes; a frame written in points stays the same. The text then ends in "…" or is cut off \
        at the frame's edge, and the people who enlarged it to be able to read it lose part of it.
        """
    static let fixDescription = """
        Let the frame grow: use `minHeight:` instead of `height:`, size it with `@ScaledMetric`, or let the text \
        wrap with `.fixedSize(horizontal: false, vertical: true)`. For a short label that must stay on one line, \
        let it shrink with `.lineLimit(1)` and `.minimumScaleFactor(0.5)`.
        """
    static let notes = [
        """
        Fires on a `Text`, `Label`, field, control with visible text, or stack holding text, when a `.frame` \
        gives it a literal `height:` or `maxHeight:` above 1 pt, or a literal `width:` around a `Text` of one \
        word or number (which cannot wrap). A frame that only sets a minimum, a size from a variable or \
        `@ScaledMetric`, and `.infinity` are not fixed. A field with `axis:` scrolls its text once it is \
        full, and `Text("")` (a scroll anchor or spacer) shows no text: neither is reported.
        """,
        """
        Silent when the text gives way: `.minimumScaleFactor` (it shrinks), `.fixedSize(horizontal: false, \
        vertical: true)` or `.fixedSize()` (it grows the view); and when the text does not grow: a `.font` with a \
        fixed point size (reported by `fixed-font-size` instead) or `.dynamicTypeSize(…)` on the view or around it. \
        A button style of the app's own (`.buttonStyle(.pill)`) sets the label's font and padding where the \
        engine does not look, so buttons styled with one are left alone.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            #"Text("Your order is on its way")↓.frame(height: 44)"#,
            """
            Button(action: checkout) {
                HStack { Image(systemName: "cart"); Text("Checkout") }
            }
            ↓.frame(maxHeight: 50)
            """,
            #"Text("\(unreadCount)")↓.frame(width: 24, height: 24).background(Circle().fill(.red))"#,
            #"TextField("Search", text: $query)↓.frame(height: 36)"#,
            """
            Text(order.status)↓.frame(height: RowMetrics.statusHeight)
            // file: RowMetrics.swift
            enum RowMetrics { static let statusHeight: CGFloat = 22 }
            """,
        ],
        silent: [
            #"Text("Your order is on its way").frame(minHeight: 44)"#,
            #"Text(order.status).frame(height: RowMetrics.statusHeight)"#,
            #"Text(title).lineLimit(1).minimumScaleFactor(0.5).frame(height: 44)"#,
            #"Text("Your order is on its way").fixedSize(horizontal: false, vertical: true).frame(height: 44)"#,
            """
            struct Badge: View {
                @ScaledMetric private var size = 24
                var body: some View { Text("\\(count)").frame(width: size, height: size) }
            }
            """,
            #"Image(systemName: "cart").frame(width: 24, height: 24)"#,
            #"Text("12").font(.system(size: 11)).frame(width: 20, height: 20)"#,
            #"ZStack { Text(initial).font(.system(size: 42)) }.frame(width: 60, height: 60).accessibilityLabel(Text(site.title))"#,
            #"Text("Your order is on its way and will arrive tomorrow").frame(width: 200)"#,
            #"VStack { Text("Profile") }.frame(maxWidth: .infinity, maxHeight: .infinity)"#,
            #"Text("Hidden").frame(height: 0)"#,
            #"TextField("About you", text: $bio, axis: .vertical).frame(maxHeight: 150)"#,
            #"Button("Play") { play() }.buttonStyle(.pill).frame(height: 40)"#,
            #"Button(action: attach) { toolbarIcon(for: .attachment) }.frame(width: 48, height: 48)"#,
            #"Text("").frame(height: 100).id(bottomAnchor)"#,
            #"HStack { Text(title) }.dynamicTypeSize(...DynamicTypeSize.xxLarge).frame(height: 44)"#,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        let frames = call.modifiers.filter { fixesHeight($0, workspace: call.workspace) || fixesWidth($0, of: call) }
        // A field with an `axis:` grows and then scrolls its text; nothing is cut off.
        guard !frames.isEmpty, call.showsSeenText, !call.textSizeIsFixed, !call.textGivesWay,
            !(call.kind.isTextField && call.arguments.first(labeled: "axis") != nil), !call.isStyledByCustomButtonStyle
        else { return [] }
        let texts = call.shownDescendants.filter { $0.kind == .text || $0.kind == .label }
        // Only text that scales can outgrow the frame, and any text that gives way may be the one that would.
        guard !texts.contains(where: \.textGivesWay), call.kind == .text || texts.isEmpty || texts.contains(where: { !$0.textSizeIsFixed }) else { return [] }
        return frames.map { frame in
            Finding(
                Self.self, range: frame.range,
                message: "This frame is a fixed size in points, but the text in it grows with the user's text size: at large sizes it is cut off. Use minHeight:, a @ScaledMetric size, or let the text wrap or shrink.",
                subject: call)
        }
    }

    /// `height:` or `maxHeight:` written as a number above 1 pt (0 and 1 hide a view or draw a hairline).
    private func fixesHeight(_ frame: Modifier, workspace: IndexLookup) -> Bool {
        guard frame.name == "frame" else { return false }
        return [frame.frameLength("height", resolving: workspace), frame.frameLength("maxHeight", resolving: workspace)].contains { ($0 ?? 0) > 1 }
    }

    /// A literal `width:` around a `Text` of one word or number, which cannot wrap onto a second line.
    private func fixesWidth(_ frame: Modifier, of call: ViewCall) -> Bool {
        guard call.kind == .text, (frame.frameLength("width", resolving: call.workspace) ?? 0) > 1, let title = call.title else { return false }
        switch title {
        case .literal(let text, _): return !text.contains(" ")
        case .interpolated(let template, _): return !template.contains(" ")
        default: return false
        }
    }
}
