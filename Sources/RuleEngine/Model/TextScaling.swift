// Whether a view shows text, and whether that text follows Dynamic Type: fonts with a
// fixed point size, limits on the text size, text that shrinks to fit or grows its view.

import SwiftSyntax

public enum FontReader {
    /// The literal point size of `.system(size:)` / `.custom(_:size:)` without `relativeTo:`,
    /// looking through modifiers such as `.weight(.bold)`; nil when the size may scale.
    public static func fixedSize(of font: ExprSyntax) -> (Double, FunctionCallExprSyntax)? {
        var current: ExprSyntax? = font
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let base = member.base?.trimmedDescription
            if (name == "system" || name == "custom") && (base == nil || base == "Font" || base == "SwiftUI.Font") {
                let arguments = call.arguments
                guard !arguments.contains(where: { $0.label?.text == "relativeTo" }),
                    let size = arguments.first(where: { $0.label?.text == "size" })?.expression
                else { return nil }
                if name == "custom", let family = arguments.first?.expression, isIconFont(family) { return nil }
                return literalSize(size).map { ($0, call) }
            }
            current = member.base
        }
        return nil
    }

    public static func isCustom(_ font: FunctionCallExprSyntax) -> Bool {
        font.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "custom"
    }

    /// `.custom(_:fixedSize:)`: a custom face that never scales, on purpose.
    static func isExplicitlyFixed(_ font: ExprSyntax) -> Bool {
        var current: ExprSyntax? = font
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if call.arguments.contains(where: { $0.label?.text == "fixedSize" }) { return true }
            current = member.base
        }
        return false
    }

    /// An icon font (`MaterialDesignIcons.familyName`, "FontAwesome"): its glyphs are icons sized
    /// like images, not text that should follow Dynamic Type.
    private static func isIconFont(_ family: ExprSyntax) -> Bool {
        let name = family.trimmedDescription.lowercased()
        return ["icon", "awesome", "glyph", "symbol"].contains(where: name.contains)
    }

    /// A number literal, or the larger of a ternary between two literals. A ternary on the
    /// platform (`isTV ? 30 : 18`, `isMac ? 13 : 17`) gives the size of the branch that runs where
    /// Dynamic Type exists; which branch that is, is read from the condition's words.
    private static func literalSize(_ expression: ExprSyntax) -> Double? {
        if let number = Modifier.number(expression) { return number }
        guard let ternary = TernaryParts(expression), let otherwise = ternary.singleOtherwise,
            let first = Modifier.number(ternary.then), let second = Modifier.number(otherwise)
        else { return nil }
        let words = Set(IdentifierWords.words(ternary.condition).map { $0.lowercased() })
        if !words.isDisjoint(with: ["tv", "tvos", "mac", "macos", "catalyst", "appletv"]) {
            return ternary.condition.hasPrefix("!") ? first : second
        }
        return max(first, second)
    }
}

extension ViewCall {
    /// The view shows text of its own: a `Text`, a field, a `Label` not styled icon-only, a control
    /// with a title or label text, a container holding any of these.
    public var showsText: Bool {
        switch kind {
        case .text:
            return title?.literalText?.isEmpty != true  // `Text("")` holds a place, not text
        case .textField, .secureField:
            return true
        case .label:
            return !isIconOnlyLabel
        case .container:
            return descendants.contains { $0.kind == .text || ($0.kind == .label && !$0.isIconOnlyLabel) || $0.kind.isTextField }
        case .image, .shape, .custom, .expression:
            return false
        default:
            guard kind.isControl || kind.isInteractive, !isIconOnlyLabel else { return false }
            if title != nil { return true }
            guard let nodes = labelNodes else { return false }
            return Self.textName(of: nodes) != nil && !labelIsIconOnly
        }
    }

    /// Like `showsText`, but only for text the engine can see in this file: a non-empty `Text`, a
    /// `Label` with its title shown, a field, a control titled in its call or holding such a view in
    /// its label, a container holding any of these. A helper or variable in a label is not counted.
    public var showsSeenText: Bool {
        switch kind {
        case .container:
            return shownDescendants.contains { view in
                if case .container = view.kind { return false }
                return view.showsSeenText
            }
        case .text, .label, .textField, .secureField, .image, .shape, .custom, .expression:
            return showsText
        default:
            guard showsText else { return false }
            return title != nil || labelDescendants.contains { $0.kind == .text || $0.kind == .label ? $0.showsText : false }
        }
    }

    /// The views of this view's content that are drawn with it: its content, label and overlays, not
    /// actions, destinations, presented content, code callbacks or accessibility replacements
    /// (`.accessibilityLabel(Text(…))` is spoken, never drawn).
    public var shownDescendants: [ViewCall] {
        var result: [ViewCall] = []
        func collect(_ call: ViewCall) {
            for content in call.contents {
                switch content.role {
                case .action, .destination: continue
                case .modifier(let name) where name.hasPrefix("accessibility") || DeclaredContentWalk.codeModifiers.contains(name): continue
                default: break
                }
                for view in content.nodes.directViews {
                    result.append(view)
                    collect(view)
                }
            }
        }
        collect(self)
        return result
    }

    /// `.labelStyle(.iconOnly)` on the label or on a view around it (the style reaches every label inside).
    var isIconOnlyLabel: Bool {
        ([self] + ancestors).contains { view in
            view.modifiers(named: "labelStyle").contains { $0.firstArgument?.trimmedDescription.contains("iconOnly") ?? false }
        }
    }

    /// The text keeps one size whatever the user's text size: the nearest `.font(…)` on the view or
    /// around it has a literal point size, or `.dynamicTypeSize(…)` pins or caps the size here.
    public var textSizeIsFixed: Bool {
        for view in [self] + ancestors {
            if view.modifiers.contains(where: { $0.name == "dynamicTypeSize" }) { return true }
            if let font = view.lastModifier(named: "font")?.firstArgument {
                return FontReader.fixedSize(of: font) != nil || FontReader.isExplicitlyFixed(font)
            }
        }
        return false
    }

    /// SwiftUI's own button styles; any other draws the label its own way (its font, its padding).
    private static let systemButtonStyles: Set<String> = [
        ".automatic", ".plain", ".borderless", ".bordered", ".borderedProminent", ".link", ".card", ".glass",
        ".glassProminent", ".accessoryBar", ".accessoryBarAction", "PlainButtonStyle()", "BorderlessButtonStyle()",
        "DefaultButtonStyle()", "BorderedButtonStyle()", "BorderedProminentButtonStyle()", "LinkButtonStyle()",
    ]

    /// A button style of the app's own applies to this view, a view around it or a button inside it:
    /// its label's font and size are decided in code the engine does not read here.
    public var isStyledByCustomButtonStyle: Bool {
        ([self] + ancestors + descendants).contains { view in
            view.modifiers(named: "buttonStyle").contains { !Self.systemButtonStyles.contains($0.firstArgument?.trimmedDescription ?? "") }
        }
    }

    /// The text gives way instead of clipping: `.minimumScaleFactor` lets it shrink, or
    /// `.fixedSize(horizontal: false, vertical: true)` (or `.fixedSize()`) lets it grow its view.
    public var textGivesWay: Bool {
        modifiers.contains { modifier in
            switch modifier.name {
            case "minimumScaleFactor": return true
            case "fixedSize":
                return modifier.argument("vertical").map { $0.trimmedDescription != "false" } ?? modifier.arguments.isEmpty
            default: return false
            }
        }
    }
}
