// fixed-font-size: text set in a point size that does not follow Dynamic Type.

import SwiftSyntax

struct FixedFontSize: Rule {
    static let id = "fixed-font-size"
    static let triggers: [String]? = ["size:"]
    static let severity = Severity.warning
    static let components: [Component] = [.buttonBasic, .buttonToggle, .switchBasic, .textfield, .semanticControl]
    static let wcag = ["1.4.4"]
    // Dynamic Type: macOS and tvOS apps do not get the user's text size.
    static let platforms: [Platform] = [.iOS, .watchOS, .visionOS]
    static let summary = "Text is given `.font(.system(size:))` or `.custom(_:size:)` with a literal size and no `relativeTo:`."
    static let rationale = """
        People with low vision raise the text size in Settings and expect every app to follow. A font with a \
        fixed point size stays the same at every Dynamic Type setting, so the text they most need to read is the \
        text that does not grow.
        """
    static let fixDescription = """
        Use the nearest text style (`.font(.caption)`, `.font(.body)` …), or keep the custom face and add \
        `relativeTo:` that style so it scales with it.
        """
    static let notes = [
        "A custom font whose family names an icon font (icon, awesome, glyph, symbol) draws icons, sized like images; it is left alone. So is a `Text` whose literal is only emoji or symbols (`Text(\"🎉\")`): a picture, not words.",
        "Only literal sizes are reported (a ternary between literals included). A size from a `@ScaledMetric` property, `UIFontMetrics` or any other expression may scale, so it is never reported; neither is `.custom(_:fixedSize:)`, which states the intent to opt out.",
        "The font must reach text: a `Text`, a `Label` that is not icon-only (`.labelStyle(.iconOnly)` on it or on a view around it), a text field, a control whose title or label shows text, or a stack that holds one of those. A font on an `Image` alone sizes an icon and is left alone (SF Symbols in text styles are advised, but are not text); a font on a custom view or a variable is unknown.",
        "`.custom(_:size:)` is not fixed: Apple documents it as scaling with the body text style. What it lacks without `relativeTo:` is the curve of the style its size stands for (a 28 pt title grows like body text, out of proportion at accessibility sizes), so it is reported only when the nearest style is not `body`; at a size nearest to body it already scales as `relativeTo: .body` would.",
        "Only iOS, watchOS and visionOS are checked (the `\"platform\"` setting): macOS and tvOS apps do not receive the user's Dynamic Type size.",
        "UIKit fonts (`UIFont.systemFont(ofSize:)`) are not checked yet.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"Text("3 new")↓.font(.system(size: 12))"#,
            #"Label("Downloads", systemImage: "arrow.down")↓.font(.system(size: 15, weight: .semibold))"#,
            #"Button("Retry") { retry() }↓.font(.custom("Avenir", size: 28))"#,
            """
            VStack {
                Text(title)
                Text(subtitle)
            }
            ↓.font(Font.system(size: 13).monospacedDigit())
            """,
            #"Text(letter)↓.font(.system(size: isPad ? 64 : 48, design: .rounded))"#,
        ],
        silent: [
            #"Text("3 new").font(.caption)"#,
            #"Text("Title").font(.custom("Avenir", size: 17, relativeTo: .body))"#,
            #"Text("Body copy").font(.custom("Avenir", size: 17))"#,
            #"Image(systemName: "play.fill").font(.system(size: 36))"#,
            #"VStack { Text("🎉").font(.system(size: 40)); Text("Thank you!").font(.body) }"#,
            #"Button(action: play) { Image(systemName: "play.fill") }.font(.system(size: 32)).accessibilityLabel("Play")"#,
            """
            struct Badge: View {
                @ScaledMetric(relativeTo: .caption) private var size = 12
                var body: some View { Text("New").font(.system(size: size)) }
            }
            """,
            #"Text("Hi").font(.system(size: UIFontMetrics.default.scaledValue(for: 14)))"#,
            #"Text("Logo").font(.custom("Brand", fixedSize: 40))"#,
            #"Text(verbatim: metric.icon.unicode).font(.custom(MaterialDesignIcons.familyName, size: 13))"#,
            #"Label("Share", systemImage: "square.and.arrow.up").labelStyle(.iconOnly).font(.system(size: 20))"#,
            #"RowView(item).font(.system(size: 14))"#,
            """
            struct Badge_Previews: PreviewProvider {
                static var previews: some View { Text("New").font(.system(size: 9)) }
            }
            """,
            #"Button("Share", systemImage: "square.and.arrow.up") { share() }.labelStyle(.iconOnly).font(.system(size: 22))"#,
            """
            Button(action: togglePlay) {
                Group {
                    if playing { Label("Pause", systemImage: "pause.fill") } else { Label("Play", systemImage: "play.fill") }
                }
                .font(.system(size: 36, weight: .bold))
                .labelStyle(.iconOnly)
            }
            """,
            #"Text(fontFamily).font(.custom(fontFamily, size: UIDevice.isTV ? 30 : 18))"#,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.showsText, !Self.isPictogram(call) else { return [] }
        return call.modifiers(named: "font").compactMap { modifier in
            guard let font = modifier.firstArgument, let (size, fontCall) = FontReader.fixedSize(of: font) else { return nil }
            let style = TextStyle.nearestStyle(to: size)
            let message: String
            if FontReader.isCustom(fontCall) {
                // `custom(_:size:)` already scales along the body style; at a body size that is all `relativeTo:` would say.
                guard style != "body" else { return nil }
                message = "This custom font is \(Modifier.pointsText(size)) pt with no relativeTo:, so it grows along the body style's curve, not that of .\(style), the style its size stands for; at large text sizes it grows out of proportion. Add relativeTo: .\(style)."
            } else {
                message = "This text uses a fixed \(Modifier.pointsText(size)) pt font, so it does not grow when the user raises the text size. Use a text style such as .\(style), or add relativeTo: .\(style)."
            }
            return Finding(
                Self.self, range: modifier.range, message: message,
                subject: call, fixes: Self.textStyleFix(fontCall, size: size, style: style).map { [$0] } ?? [])
        }
    }

    /// `Text("🎉")`: a literal of emoji or symbols alone, no letter or digit, is drawn as a picture and
    /// sized like an image (a variable's text is unknown and still counts as text).
    private static func isPictogram(_ call: ViewCall) -> Bool {
        guard call.kind == .text, let text = call.title?.literalText, !text.isEmpty else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            !scalar.properties.isAlphabetic && scalar.properties.numericType == nil
        }
    }

    /// `.custom(name, size: n)` keeps its face and gains `relativeTo:`; `.system(size: n)` becomes the
    /// text style of that size (`.weight` and `design:` kept). A system size off the table changes the
    /// look, so that fix is offered but left out of fix-all; sizes far from every style get none.
    static func textStyleFix(_ font: FunctionCallExprSyntax, size: Double, style: String) -> Fix? {
        guard let member = font.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let arguments = Array(font.arguments)
        if member.declName.baseName.text == "custom" {
            guard let sizeArgument = arguments.first(where: { $0.label?.text == "size" }) else { return nil }
            let end = sizeArgument.expression.endPositionBeforeTrailingTrivia.utf8Offset
            return Fix(title: "Scale the font with .\(style)", edits: [TextEdit(range: end..<end, replacement: ", relativeTo: .\(style)")])
        }
        guard let styleSize = TextStyle.size(of: style), abs(styleSize - size) <= 2,
            arguments.allSatisfy({ ["size", "weight", "design"].contains($0.label?.text) })
        else { return nil }
        let weight = arguments.first { $0.label?.text == "weight" }?.expression.trimmedDescription
        let design = arguments.first { $0.label?.text == "design" }?.expression.trimmedDescription
        let base = member.base.map { $0.trimmedDescription + "." } ?? "."
        var replacement = design.map { "\(base)system(.\(style), design: \($0))" } ?? base + style
        if let weight { replacement += ".weight(\(weight))" }
        return Fix(title: "Use the .\(style) text style", edits: [TextEdit(range: font.byteRange, replacement: replacement)], isSafe: styleSize == size)
    }
}
