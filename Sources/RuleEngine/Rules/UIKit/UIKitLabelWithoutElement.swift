// uikit-label-without-element: a label given to a plain view that is no accessibility element.

struct UIKitLabelWithoutElement: Rule {
    static let id = "uikit-label-without-element"
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = ["accessibilityLabel", "accessibilityTraits"]
    static let severity = Severity.warning
    static let components: [Component] = [.semanticControl]
    static let wcag = ["4.1.2"]
    static let summary = "`accessibilityLabel` or `accessibilityTraits` is set on a plain `UIView`, `UIStackView` or `UIImageView` that is never made an accessibility element, so nothing speaks it."
    static let rationale = """
        A plain view, a stack view and an image view are not accessibility elements until told so: VoiceOver \
        passes over them (or into their subviews) and never reads the label they were given. The author meant \
        the view to be one thing with one name; it needs `isAccessibilityElement = true` to be that.
        """
    static let fixDescription = "Set `isAccessibilityElement = true` on the view (and check that its subviews should be read as one)."
    static let notes = [
        "Only receivers declared or made as exactly `UIView`, `UIStackView` or `UIImageView` are judged (a subclass may override `isAccessibilityElement`); outlets are left alone, since the storyboard may make them elements.",
        "A view listed in its container's `accessibilityElements`, or made an element anywhere in the class or its extensions (any value the engine cannot read counts), is not reported.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            final class AlbumViewController: UIViewController {
                private let card = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓card.accessibilityLabel = "Album card"
                }
            }
            """,
            """
            final class RatingView: UIView {
                private let starsView: UIStackView = {
                    let stack = UIStackView()
                    ↓stack.accessibilityLabel = "Four stars"
                    return stack
                }()
            }
            """,
            """
            final class ProfileHeader: UIView {
                let avatar = UIImageView()
                func setUp(name: String) {
                    ↓avatar.accessibilityTraits = .image
                    avatar.accessibilityLabel = name
                }
            }
            """,
        ],
        silent: [
            """
            final class AlbumViewController: UIViewController {
                private let card = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    card.accessibilityLabel = "Album card"
                }
            }
            // file: AlbumViewController+Accessibility.swift
            extension AlbumViewController {
                func makeAccessible() { card.isAccessibilityElement = true }
            }
            """,
            """
            final class ProfileHeader: UIView {
                private let avatar = UIImageView()
                private let nameLabel = UILabel()
                private let badge = BadgeView()
                func setUp() {
                    avatar.accessibilityLabel = "Profile photo"
                    nameLabel.accessibilityLabel = "Name"
                    badge.accessibilityLabel = "Verified"
                    accessibilityElements = [avatar, nameLabel]
                }
            }
            """,
            """
            final class PlayerViewController: UIViewController {
                @IBOutlet weak var artworkView: UIImageView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    artworkView.accessibilityLabel = "Album artwork"
                    let shade = UIView()
                    shade.isAccessibilityElement = isEnabled
                    shade.accessibilityLabel = "Dimmed"
                }
            }
            """,
        ])

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        // Only an assigned label or traits is judged (SwiftUI's `.accessibilityLabel(…)` is a call).
        guard model.codeMayAssign("accessibilityLabel") || model.codeMayAssign("accessibilityTraits") else { return [] }
        let uikit = model.uikit
        return uikit.types.flatMap { type in
            uikit.unexposedLabels(in: type).compactMap { statement -> Finding? in
                guard !model.isInPreview(statement.range.lowerBound) else { return nil }
                let line = WrittenReceiver.member("isAccessibilityElement", of: statement.writtenReceiver) + " = true"
                return Finding(
                    Self.self, range: statement.range,
                    message: "`\(statement.writtenReceiver)` is a plain view, not an accessibility element, so VoiceOver never speaks what is set here; set isAccessibilityElement = true.",
                    subject: nil, fixes: [Fix(title: "Add \(line)", edits: [context.fixes.insertLine(line, after: statement.range)])])
            }
        }
    }
}
