// The text style a view's font gives it: a Dynamic Type style or a point size, and its
// weight. One place reads it (`ViewCall.textStyle`); the app's own font modifiers
// (`.cardTitle()` → `.font(.title3.bold())`) and font tokens (`Font.brandTitle`) declared in
// other files are followed through the workspace index.

import SwiftSyntax

public struct TextStyle: Equatable, Sendable {
    /// `title2`, `body` …; nil for a font given in points.
    public var style: String?
    /// The size in points at the default text size (a style's size for a style).
    public var points: Double
    /// Semibold or heavier.
    public var isBold: Bool

    public static let body = TextStyle(style: "body", points: 17, isBold: false)

    /// The Dynamic Type styles with their sizes at the default text size (iOS).
    public static let sizes: [(style: String, points: Double)] = [
        ("largeTitle", 34), ("title", 28), ("title2", 22), ("title3", 20), ("headline", 17), ("body", 17),
        ("callout", 16), ("subheadline", 15), ("footnote", 13), ("caption", 12), ("caption2", 11),
    ]

    public static func size(of style: String) -> Double? { sizes.first { $0.style == style }?.points }

    /// The style nearest a point size (`headline` left out: it is body's size made bold).
    public static func nearestStyle(to points: Double) -> String {
        sizes.filter { $0.style != "headline" }.min { abs($0.points - points) < abs($1.points - points) }?.style ?? "body"
    }

    /// Styled as a title: `.largeTitle` through `.title3`, or bold at 20 pt or more.
    public var isTitle: Bool {
        if let style { return ["largeTitle", "title", "title2", "title3"].contains(style) }
        return isBold && points >= 20
    }

    /// Large text in WCAG's sense (3:1 contrast suffices): 24 pt and up (`.largeTitle`, `.title`),
    /// or bold at 18 pt and up.
    public var isLargeText: Bool { points >= 24 || (isBold && points >= 18) }

    static let boldWeights: Set<String> = ["semibold", "bold", "heavy", "black"]
    static let weights: Set<String> = Set(["ultraLight", "thin", "light", "regular", "medium"]).union(boldWeights)
}

extension TextStyle {
    /// What one modifier says about the font of the view it is on.
    enum Decision {
        /// It sets the font: this style (weight modifiers change only the weight).
        case font(TextStyle)
        /// It sets the weight only.
        case weight(bold: Bool)
        /// It may set the font, in a way the engine cannot read: a variable, or an app's own modifier.
        case unknown
    }

    /// The modifier's effect on the font, nil when it has none.
    static func decision(of modifier: Modifier, workspace: IndexLookup = .none) -> Decision? {
        switch modifier.name {
        case "font":
            guard let font = modifier.firstArgument, let style = style(ofFont: font) ?? designToken(font, workspace: workspace) else { return .unknown }
            return .font(style)
        case "bold":
            return .weight(bold: modifier.isEnabledFlag)
        case "fontWeight":
            guard let weight = modifier.firstArgument?.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return .unknown }
            return .weight(bold: boldWeights.contains(weight))
        default:
            return designSystemDecision(of: modifier)
        }
    }

    /// A font token of the app's design system (`.brandTitle`, `Font.brandTitle`), declared as a
    /// static constant whose expression the workspace index has.
    static func designToken(_ expression: ExprSyntax, workspace: IndexLookup) -> TextStyle? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil || isFontBase(member.base),
            case .expression(let text) = workspace.constant(named: "Font." + member.declName.baseName.text),
            let parsed = ConstantExpressions.parsed(text)
        else { return nil }
        return style(ofFont: parsed)
    }

    /// An app's own modifier that reads like typography (`.daxTitle3()`, `.headlineStyle()`): it
    /// may set any font, so it is unknown. The workspace index will resolve these to the font their
    /// declaration sets; without it, the file alone cannot say.
    static func designSystemDecision(of modifier: Modifier) -> Decision? {
        let name = modifier.name
        guard !swiftUITypographyNames.contains(name), !name.hasPrefix("accessibility"), !name.hasPrefix("navigation"),
            !name.hasPrefix("toolbar")
        else { return nil }
        let lowered = name.lowercased()
        return typographyWords.contains(where: lowered.contains) ? .unknown : nil
    }

    private static let typographyWords = [
        "font", "typography", "textstyle", "title", "heading", "headline", "body", "caption", "subhead", "footnote", "callout",
    ]

    /// SwiftUI's own modifiers whose names contain those words but set no font.
    private static let swiftUITypographyNames: Set<String> = [
        "fontDesign", "fontWidth", "textFieldStyle", "headerProminence", "containerBackground", "listRowBackground",
        "presentationBackground", "scrollContentBackground", "labelStyle", "buttonStyle", "listSectionSpacing",
    ]

    /// The style a `Font` expression denotes: `.title`, `.title3.bold()`, `.system(size: 22, weight: .bold)`,
    /// `.custom("Avenir", size: 24, relativeTo: .title)`; nil for anything else.
    public static func style(ofFont expression: ExprSyntax) -> TextStyle? {
        if let member = expression.as(MemberAccessExprSyntax.self), isFontBase(member.base) {
            let name = member.declName.baseName.text
            guard let points = size(of: name) else { return nil }
            return TextStyle(style: name, points: points, isBold: name == "headline")
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            return nil
        }
        let name = member.declName.baseName.text
        let arguments = Array(call.arguments)
        func weight() -> Bool? {
            guard let argument = arguments.first(where: { $0.label?.text == "weight" }) else { return false }
            guard let weight = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text, weights.contains(weight) else { return nil }
            return boldWeights.contains(weight)
        }
        if isFontBase(member.base), name == "system" || name == "custom" {
            guard let bold = weight() else { return nil }
            if name == "system", let first = arguments.first, first.label == nil,
                let styleName = first.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text, let points = size(of: styleName)
            {
                return TextStyle(style: styleName, points: points, isBold: bold || styleName == "headline")
            }
            guard let size = arguments.first(where: { $0.label?.text == "size" || $0.label?.text == "fixedSize" }),
                let points = Modifier.number(size.expression)
            else { return nil }
            return TextStyle(style: nil, points: points, isBold: bold)
        }
        // `.title.bold()`, `.title3.weight(.semibold)`, `.body.italic()` …
        guard let base = member.base, var inner = style(ofFont: base) else { return nil }
        switch name {
        case "bold":
            inner.isBold = true
        case "weight":
            guard let weight = arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text, weights.contains(weight) else { return nil }
            inner.isBold = boldWeights.contains(weight)
        case "italic", "monospacedDigit", "monospaced", "leading", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "width":
            break
        default:
            return nil
        }
        return inner
    }

    private static func isFontBase(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        let text = base.trimmedDescription
        return text == "Font" || text == "SwiftUI.Font"
    }
}

extension ViewCall {
    /// The text style this view's text is set in: the first font-setting modifier on its own chain,
    /// else on the nearest enclosing view that has one (fonts flow down), `.body` when none does;
    /// `.bold()` or `.fontWeight(…)` on the way makes it bold. Nil when a font that may apply cannot
    /// be read (a variable, an app's own font modifier).
    public var textStyle: TextStyle? {
        var font: TextStyle?
        var bold: Bool?
        for view in [self] + elementPath.map(\.view) {
            // The app's own modifiers are seen through: `.cardTitle()` is the `.font(…)` it applies.
            for modifier in view.appliedModifiers.map(\.modifier) {
                switch TextStyle.decision(of: modifier, workspace: workspace) {
                case .font(let style)?:
                    if font == nil { font = style }
                case .weight(let isBold)?:
                    if bold == nil { bold = isBold }
                case .unknown?:
                    if font == nil { return nil }
                case nil:
                    continue
                }
            }
        }
        var result = font ?? .body
        if let bold { result.isBold = result.isBold || bold }
        return result
    }
}
