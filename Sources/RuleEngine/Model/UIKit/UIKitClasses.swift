// What the engine knows of UIKit's own classes: which are controls, which show text, which
// are plain views that are no accessibility element unless told, and how a font is made.

public enum UIKitClasses {
    /// Controls: accessibility elements with a role of their own.
    public static let controls: Set<String> = [
        "UIControl", "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UITextField",
        "UISearchTextField", "UIDatePicker", "UIPageControl", "UIColorWell",
    ]
    /// Views that show text and take a `font`.
    public static let textViews: Set<String> = ["UILabel", "UITextView", "UITextField", "UISearchTextField"]
    /// Views that are not accessibility elements by default, so a label given to them is never spoken.
    public static let plainViews: Set<String> = ["UIView", "UIStackView", "UIImageView"]
    /// Views that are elements, or containers the system exposes, whatever is set on them.
    public static let elementViews: Set<String> = ["UITableViewCell", "UICollectionViewCell", "UILabel", "UITextView"]
    /// Every UIKit class the model follows a custom subclass up to.
    public static let known: Set<String> = controls.union(textViews).union(plainViews).union(elementViews).union([
        "UIBarButtonItem", "UIScrollView", "UITableView", "UICollectionView", "UIViewController", "UITableViewController",
        "UICollectionViewController", "UINavigationController", "UITabBarController", "UIVisualEffectView",
    ])

    /// A receiver's path names a button's, a cell's or a field's own label (`button.titleLabel`, `cell.textLabel`).
    public static func isTextLabelPath(_ path: String) -> Bool {
        guard let last = path.split(separator: ".").last else { return false }
        return ["titleLabel", "textLabel", "detailTextLabel", "subtitleLabel"].contains(String(last))
    }

    /// Words in a receiver's or a font's name that mean an icon font: its glyphs are pictures, not text.
    static let glyphWords = ["icon", "glyph", "symbol", "awesome", "material", "ionic", "feather", "fontello", "emoji"]

    public static func namesGlyphs(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return glyphWords.contains(where: lowered.contains)
    }
}

/// How a font assigned to a text view was made.
public enum UIKitFontKind: Equatable, Sendable {
    /// A point size that ignores the user's text size (`systemFont(ofSize:)`, `UIFont(name:size:)`).
    case fixed
    /// A text style (`preferredFont(forTextStyle:)`).
    case textStyle
    /// Scaled by `UIFontMetrics` (`scaledFont(for:)`).
    case scaled
    /// A font of pictures (an icon font): its size is an icon's.
    case glyphs
    /// A variable, a helper, a design-system token: the engine cannot tell.
    case unknown

    /// Reads the font expression as written.
    public init(expression text: String) {
        let compact = text.filter { !$0.isWhitespace }
        // A font made at a size comes first: `systemFont(ofSize: preferredFont(…).pointSize)` is not a text style.
        if Self.fixedFactories.contains(where: { compact.hasPrefix("UIFont." + $0) || compact.hasPrefix("." + $0) }) {
            self = Self.sizeIsConstant(compact) ? .fixed : .unknown
        } else if compact.contains("scaledFont(for:") || compact.contains("scaledFont(for") {
            self = .scaled
        } else if compact.contains("preferredFont(forTextStyle:") || compact.contains(".preferredFont(") {
            self = .textStyle
        } else if compact.hasPrefix("UIFont(name:") || compact.hasPrefix("UIFont.init(name:") {
            self = UIKitClasses.namesGlyphs(compact) ? .glyphs : Self.sizeIsConstant(compact) ? .fixed : .unknown
        } else {
            self = .unknown
        }
    }

    /// The `ofSize:`/`size:` argument is a number, arithmetic on numbers, or one of UIFont's constant sizes.
    private static func sizeIsConstant(_ compact: String) -> Bool {
        guard let label = compact.range(of: "ofSize:") ?? compact.range(of: "size:") else { return false }
        let argument = compact[label.upperBound...].prefix { $0 != "," && $0 != ")" }
        let constants = ["UIFont.labelFontSize", "UIFont.systemFontSize", "UIFont.smallSystemFontSize", "UIFont.buttonFontSize"]
        if constants.contains(String(argument)) { return true }
        return !argument.isEmpty && argument.allSatisfy { $0.isNumber || "+-*/. ".contains($0) }
    }

    private static let fixedFactories = [
        "systemFont(ofSize:", "boldSystemFont(ofSize:", "italicSystemFont(ofSize:", "monospacedSystemFont(ofSize:",
        "monospacedDigitSystemFont(ofSize:",
    ]
}
