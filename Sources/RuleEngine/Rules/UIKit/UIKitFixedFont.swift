// uikit-fixed-font: a UIKit text view gets a font of a fixed point size.

struct UIKitFixedFont: Rule {
    static let id = "uikit-fixed-font"
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = ["ofSize:", "size:"]
    static let severity = Severity.warning
    static let components: [Component] = [.semanticControl]
    static let wcag = ["1.4.4"]
    static let summary = "A label, text view, field or button title gets `UIFont.systemFont(ofSize:)`, `boldSystemFont(ofSize:)` or `UIFont(name:size:)` without `UIFontMetrics` scaling it."
    static let rationale = """
        A font made at a point size stays that size when someone raises the text size in Settings, so people \
        who need larger text cannot read it, and the screen gives no sign that it ignored their choice. \
        `UIFontMetrics` scales any font, custom faces included, by the user's setting.
        """
    static let fixDescription = """
        Wrap the font in `UIFontMetrics.default.scaledFont(for:)` (or use `preferredFont(forTextStyle:)`) and set \
        `adjustsFontForContentSizeCategory = true` so it follows changes while the screen is open.
        """
    static let notes = [
        "Only views known to show text are judged: a property or local declared as `UILabel`, `UITextView` or `UITextField`, a label subclass's own `font`, or a `titleLabel`/`textLabel` path.",
        "Icon fonts are pictures, not text: a font or receiver named with icon, glyph, symbol or awesome is left alone; so is a font assigned through a variable or helper (unknown), and a receiver whose font the class also scales with `UIFontMetrics`.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            final class TrackCell: UITableViewCell {
                private let titleLabel = UILabel()
                func setUp() {
                    ↓titleLabel.font = UIFont.systemFont(ofSize: 17)
                }
            }
            """,
            """
            final class LoginViewController: UIViewController {
                private let signInButton = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓signInButton.titleLabel?.font = .boldSystemFont(ofSize: 15)
                }
            }
            """,
            """
            final class BadgeLabel: UILabel {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    ↓font = UIFont(name: "AvenirNext-Medium", size: 12)
                }
            }
            """,
        ],
        silent: [
            """
            final class TrackCell: UITableViewCell {
                private let titleLabel = UILabel()
                func setUp() {
                    titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .semibold))
                    titleLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """,
            """
            final class RatingView: UIView {
                private let starsLabel = UILabel()
                private let iconLabel = UILabel()
                func setUp() {
                    starsLabel.font = UIFont(name: "FontAwesome", size: 14)
                    iconLabel.font = .systemFont(ofSize: 22)
                }
            }
            """,
            """
            final class TrackCell: UITableViewCell {
                private let titleLabel = UILabel()
                private let artwork = UIImageView()
                func setUp(font: UIFont) {
                    titleLabel.font = font
                    artwork.preferredSymbolConfiguration = .init(font: .systemFont(ofSize: 20))
                    let base = UIFont.systemFont(ofSize: 17)
                    titleLabel.font = UIFontMetrics.default.scaledFont(for: base)
                }
            }
            """,
            """
            // From real code: a size worked out from a text style follows the user's setting when made.
            final class NoAuthView: UIView {
                private lazy var title: UILabel = {
                    let label = UILabel(frame: .zero)
                    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title3)
                    label.font = UIFont.systemFont(ofSize: descriptor.pointSize, weight: .semibold)
                    return label
                }()
            }
            """,
        ])

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        // Only an assigned `font` is judged (SwiftUI's `.font(.system(size:))` is a call).
        guard model.codeMayAssign("font") else { return [] }
        return model.uikit.types.flatMap { type in
            model.uikit.fontAssignments(in: type).compactMap { font -> Finding? in
                guard font.kind == .fixed, !model.isInPreview(font.statement.range.lowerBound), !model.uikit.isScaledLater(font.receiver, in: type) else { return nil }
                return Finding(
                    Self.self, range: font.statement.range,
                    message: "This font has a fixed point size, so the text stays small when the user asks for larger text; scale it with UIFontMetrics.",
                    subject: nil, fixes: [fix(for: font, adjusting: !model.uikit.has(.adjustsFont, on: font.receiver, in: type), in: context)])
            }
        }
    }

    private func fix(for font: UIKitFontAssignment, adjusting: Bool, in context: RuleContext) -> Fix {
        var edits = context.fixes.wrap(font.value.byteRange, in: "UIFontMetrics.default.scaledFont", label: "for: ")
        if adjusting {
            let line = WrittenReceiver.member("adjustsFontForContentSizeCategory", of: font.statement.writtenReceiver) + " = true"
            let insertion = context.fixes.insertLine(line, after: font.statement.range)
            if insertion.range.lowerBound == edits[1].range.lowerBound {
                edits[1] = TextEdit(range: edits[1].range, replacement: ")" + insertion.replacement)
            } else {
                edits.append(insertion)
            }
        }
        return Fix(title: "Scale the font with UIFontMetrics" + (adjusting ? " and follow text-size changes" : ""), edits: edits)
    }
}
