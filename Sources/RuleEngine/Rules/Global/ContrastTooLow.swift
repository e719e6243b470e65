// contrast-too-low: text colour and background colour, both written in the code, too close in lightness.

struct ContrastTooLow: Rule {
    static let id = "contrast-too-low"
    static let triggers: [String]? = ["foreground"]
    static let severity = Severity.warning
    static let components: [Component] = [.semanticControl]
    static let wcag = ["1.4.3"]
    static let summary = "Text whose colour and background are both known in the code has a contrast ratio below 4.5:1 (3:1 for large text)."
    static let rationale = """
        Low-contrast text is hard to read for people with low vision or colour deficiencies, and for everyone \
        in sunlight or on a dimmed screen. WCAG asks for a contrast ratio of at least 4.5:1 between text and its \
        background, or 3:1 for large text, which stays readable with less contrast.
        """
    static let fixDescription = """
        Darken the text or lighten the background (or the other way round) until the ratio reaches 4.5:1, or \
        3:1 for large text; semantic colours such as `.primary` and `.secondary` meet it in light and dark mode.
        """
    static let notes = [
        """
        Both colours must be readable from the same body: the text's `.foregroundColor`/`.foregroundStyle` \
        (on it or on a view around it) and the nearest `.background`, `.listRowBackground` or lower `ZStack` \
        layer behind it. Colours are read from `Color(red:green:blue:)`, `Color(white:)`, `Color(.sRGB, …)`, \
        `Color(hue:saturation:brightness:)`, `UIColor(…)` components, `.black`, `.white`, and the system colours \
        at their light-mode values (`.gray` is #8E8E93, `UIColor.gray` 50 % white); `.opacity` is composited \
        over the background. An asset, a variable, a semantic colour (`.primary`, `Color(.label)`), a gradient, \
        a material or a button style's own background is unknown and never fires. An app's colour initializer \
        (`Color(hex:)`) is unknown until the workspace index resolves it.
        """,
        """
        Large text is 24 pt and up (`.largeTitle`, `.title`, `.system(size: 24)`) or bold at 18 pt and up \
        (`.title2.bold()`, `.title3.bold()`); when the font cannot be read, only ratios below 3:1 are reported. \
        Text that is disabled, or whose opacity depends on a condition, is left alone: WCAG exempts inactive \
        controls, and the engine cannot say which state is shown.
        """,
        "Relative luminance and ratio follow WCAG 2.x; translucent text is blended over the background first.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"Text("Terms apply")↓.foregroundColor(.gray).padding().background(Color.white)"#,
            """
            VStack {
                Text("Offline")
                Text("Changes will sync later")
            }
            ↓.foregroundStyle(Color(red: 0.47, green: 0.47, blue: 0.47))
            .background(.white)
            """,
            """
            ZStack {
                Color.black.ignoresSafeArea()
                Text("Loading…")↓.foregroundColor(.white.opacity(0.3))
            }
            """,
            #"Button("Retry") { retry() }↓.foregroundColor(.white).padding().background(Color.orange)"#,
            #"Text("Sale").font(.largeTitle)↓.foregroundColor(Color(white: 0.75)).background(Color.white)"#,
            """
            Text("Terms apply")↓.foregroundStyle(Color(hex: "#999999")).background(Color.white)
            // file: Color+Hex.swift
            extension Color {
                init(hex: String) {
                    let value = Int(hex.dropFirst(), radix: 16) ?? 0
                    self.init(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
                }
            }
            """,
            """
            Text("Offline")↓.foregroundStyle(Color.brandMuted).background(.white)
            // file: DesignSystem/Palette.swift
            extension Color {
                static let brandMuted = Color(white: 0.72)
            }
            """,
        ],
        silent: [
            #"Text("Terms apply").foregroundColor(.secondary).background(Color.white)"#,
            #"Text("Terms apply").foregroundColor(Color(white: 0.45)).background(Color.white)"#,
            #"Text("Sale").font(.largeTitle).foregroundColor(Color(white: 0.55)).background(Color.white)"#,
            #"Text("Terms apply").foregroundColor(.gray).background(Color("CardBackground"))"#,
            #"Text("Terms apply").foregroundColor(.gray)"#,
            #"Text("Terms apply").foregroundColor(.gray).background(.ultraThinMaterial)"#,
            ##"Text("Terms apply").foregroundColor(Color(hex: "#AAAAAA")).background(Color.white)"##,
            #"Button("Continue") { next() }.foregroundColor(.white).buttonStyle(.borderedProminent).background(Color.yellow)"#,
            #"Text("Send").foregroundColor(.gray).background(Color.white).disabled(true)"#,
            #"Text("Send").foregroundColor(.black).opacity(isSending ? 0.3 : 1).background(Color.white)"#,
            """
            Text("Terms apply").foregroundStyle(Color(hex: "#595959")).background(Color.white)
            Text("Notes").foregroundStyle(Color(hex: themeHex)).background(Color.white)
            // file: Color+Hex.swift
            extension Color {
                init(hex: String) { self.init(white: 0) }
            }
            """,
            ##"Text("Terms apply").foregroundStyle(Color(hex: "#999999")).background(Color.white)"##,
            #"Circle().fill(.teal).overlay(Text(serverName.prefix(1).uppercased()).foregroundColor(.white))"#,
        ])

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        var reported: Set<Int> = []
        var findings: [Finding] = []
        for call in model.calls {
            // A monogram (`name.prefix(1)` on a coloured circle) stands in for a picture beside the name it repeats.
            guard !call.isMonogram, let colors = call.textColors, case .color(let backdrop) = colors.backdrop,
                let background = backdrop.lightModeColor, background.isOpaque,
                let text = colors.foreground.color.lightModeColor, !call.isInvisible,
                !([call] + call.ancestors).contains(where: { $0.hasModifier("disabled") })
            else { continue }
            let ratio = text.withAlpha(colors.contentOpacity).contrastRatio(over: background)
            let style = call.textStyle
            let isLarge = style?.isLargeText ?? true
            let required = isLarge ? 3.0 : 4.5
            let modifier = colors.foreground.modifier
            guard ratio < required, reported.insert(modifier.range.lowerBound).inserted else { continue }
            let size = style == nil ? "text of unknown size" : isLarge ? "large text" : "text of this size"
            findings.append(Finding(
                Self.self, range: modifier.range,
                message: "This text colour (\(text.withAlpha(colors.contentOpacity))) on its background (\(background)) has a contrast ratio of \(Self.ratioText(ratio)):1; \(size) needs at least \(Self.ratioText(required)):1 to stay readable for people with low vision.",
                subject: colors.foreground.view))
        }
        return findings
    }

    /// Two decimals, rounded down so a ratio just below the bar never reads as reaching it.
    static func ratioText(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let text = "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
        return text.hasSuffix(".00") ? String(text.dropLast(3)) : text
    }
}
