// hardcoded-color: text given a fixed colour over the adaptive system background.

struct HardcodedColor: Rule {
    static let id = "hardcoded-color"
    static let triggers: [String]? = ["foreground"]
    static let severity = Severity.warning
    static let isOnByDefault = false
    static let components: [Component] = [.semanticControl]
    static let wcag = ["1.4.3"]
    static let summary = "Text is coloured with fixed components (`Color(red:green:blue:)`, `Color(white:)`, `.black`, `.white`) over the system background."
    static let rationale = """
        The system background turns black in dark mode and changes again with Increase Contrast; a colour \
        written as components stays the same. Black text vanishes on a dark screen, white text on a light one, \
        and a mid grey that passes in one mode fails in the other.
        """
    static let fixDescription = """
        Use a semantic colour (`.primary`, `.secondary`, `Color(.label)`) or an asset colour with dark and \
        high-contrast variants; or give the text a fixed background of its own that the colour was chosen for.
        """
    static let notes = [
        """
        Off by default (turn it on in `.a11y-lsp.json`): whether a fixed colour is a problem depends on what \
        the view is placed on, and a view's parent, often in another file, may give it a fixed background. \
        Only text with no background of its own in the body is reported; a type that reads \
        `@Environment(\\.colorScheme)` is taken to choose its colours per mode.
        """,
        "System colours (`.red`, `.gray`, `Color(.systemBlue)`) adapt to dark mode and are not reported; neither are assets or variables.",
        """
        Measured on five open-source apps: none of four sampled findings was a problem. The white text sat on \
        backgrounds the file does not show: the Dynamic Island and Live Activities (always dark), a video \
        player's overlay, a screensaver's black screen, a watch face. It stays opt-in for apps whose views \
        sit on the system background.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            #"Text("Welcome back")↓.foregroundColor(.black)"#,
            #"Label("Synced", systemImage: "checkmark")↓.foregroundStyle(Color(red: 0.2, green: 0.2, blue: 0.2))"#,
            """
            List {
                Text(note.body)↓.foregroundColor(Color(white: 0.3))
            }
            """,
        ],
        silent: [
            #"Text("Welcome back").foregroundColor(.primary)"#,
            #"Text("Welcome back").foregroundColor(.red)"#,
            #"Text("Pro").foregroundColor(.white).padding(4).background(Color.blue)"#,
            #"Image(systemName: "star").foregroundColor(.black)"#,
            """
            struct Banner: View {
                @Environment(\\.colorScheme) private var colorScheme
                var body: some View { Text("Hi").foregroundColor(colorScheme == .dark ? .white : .black) }
            }
            """,
            """
            struct Badge: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View { Text("New").foregroundColor(.black) }
            }
            """,
        ])

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        var reported: Set<Int> = []
        var findings: [Finding] = []
        for call in model.calls {
            guard let colors = call.textColors, case .systemBackground = colors.backdrop, case .fixed(let color) = colors.foreground.color,
                color.alpha > 0, call.scope.type?.property(named: "colorScheme") == nil
            else { continue }
            let modifier = colors.foreground.modifier
            guard reported.insert(modifier.range.lowerBound).inserted else { continue }
            findings.append(Finding(
                Self.self, range: modifier.range,
                message: "This text has a fixed colour (\(color)) over the system background, which changes in dark mode and with Increase Contrast; the text may become hard to read or vanish. Use a semantic or asset colour.",
                subject: colors.foreground.view))
        }
        return findings
    }
}
