// uikit-dynamic-type-not-adjusting: a text style font that is never told to follow size changes.

struct UIKitDynamicTypeNotAdjusting: Rule {
    static let id = "uikit-dynamic-type-not-adjusting"
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = ["preferredFont", "scaledFont"]
    static let severity = Severity.warning
    static let components: [Component] = [.semanticControl]
    static let wcag = ["1.4.4"]
    static let summary = "A text view gets `preferredFont(forTextStyle:)` or a `UIFontMetrics`-scaled font, but `adjustsFontForContentSizeCategory` is never set to true for it and the class does not reset fonts when the text size changes."
    static let rationale = """
        A text-style font is read once, at the size in force when it is assigned. When someone changes the \
        text size while the screen is open (from Control Center, say), the label keeps the old size until it is \
        rebuilt, unless it is told to adjust.
        """
    static let fixDescription = "Set `adjustsFontForContentSizeCategory = true` on the label, field or text view."
    static let notes = [
        "The property may be set anywhere in the class or in an extension in another file. A class that overrides `traitCollectionDidChange`, registers for trait changes, or observes the content-size notification resets its fonts itself and is left alone.",
        "Outlets (a storyboard may tick \"Automatically Adjusts Font\"), parameters and custom label classes (which may set it in their own initializer) are unknown and left alone.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            final class ArticleCell: UITableViewCell {
                private let headlineLabel = UILabel()
                func setUp() {
                    ↓headlineLabel.font = .preferredFont(forTextStyle: .headline)
                }
            }
            """,
            """
            final class NoteViewController: UIViewController {
                private let bodyView = UITextView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓bodyView.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Georgia", size: 17)!)
                }
            }
            """,
            """
            final class SearchHeader: UIView {
                let field: UITextField = {
                    let field = UITextField()
                    ↓field.font = UIFont.preferredFont(forTextStyle: .body)
                    return field
                }()
            }
            """,
        ],
        silent: [
            """
            final class ArticleCell: UITableViewCell {
                private let headlineLabel = UILabel()
                func setUp() {
                    headlineLabel.font = .preferredFont(forTextStyle: .headline)
                }
            }
            // file: ArticleCell+Layout.swift
            extension ArticleCell {
                func configureText() {
                    headlineLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """,
            """
            final class ArticleCell: UITableViewCell {
                @IBOutlet private weak var headlineLabel: UILabel!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    headlineLabel.font = .preferredFont(forTextStyle: .headline)
                }
            }
            """,
            """
            final class ProfileHeader: UIView {
                private let nameLabel = UILabel()
                func applyFonts() {
                    nameLabel.font = .preferredFont(forTextStyle: .title2)
                }
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    applyFonts()
                }
            }
            """,
            """
            // From real code: a system font sized from a text style is not a text-style font, and
            // adjustsFontForContentSizeCategory would do nothing for it.
            final class EmptySearchView: UIView {
                private lazy var title: UILabel = {
                    let label = UILabel(frame: .zero)
                    label.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize * 1.091, weight: .regular)
                    return label
                }()
            }
            """,
        ])

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        model.uikit.types.flatMap { type in
            var reported: Set<String> = []
            return model.uikit.fontAssignments(in: type).compactMap { font -> Finding? in
                guard font.kind == .textStyle || font.kind == .scaled, !model.isInPreview(font.statement.range.lowerBound),
                    !model.uikit.followsTextSize(font.receiver, in: type), reported.insert(font.receiver).inserted
                else { return nil }
                let line = WrittenReceiver.member("adjustsFontForContentSizeCategory", of: font.statement.writtenReceiver) + " = true"
                return Finding(
                    Self.self, range: font.statement.range,
                    message: "This font follows the text size only when it is assigned: set adjustsFontForContentSizeCategory = true so the text resizes when the user changes the setting.",
                    subject: nil, fixes: [Fix(title: "Add \(line)", edits: [context.fixes.insertLine(line, after: font.statement.range)])])
            }
        }
    }
}
