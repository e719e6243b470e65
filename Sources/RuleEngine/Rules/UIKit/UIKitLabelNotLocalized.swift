// uikit-label-not-localized: a plain string given to VoiceOver in an app that localizes its text.

struct UIKitLabelNotLocalized: Rule {
    static let id = "uikit-label-not-localized"
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = ["accessibilityLabel", "accessibilityHint", "accessibilityValue"]
    static let severity = Severity.warning
    static let components: [Component] = [.semanticControl]
    static let wcag = ["3.1.2", "2.5.3"]
    static let summary = "A string literal is assigned to `accessibilityLabel`, `accessibilityHint` or `accessibilityValue` (a plain `String`, never localized) in an app that localizes its text."
    static let rationale = """
        In UIKit the accessibility properties are plain strings: unlike SwiftUI's modifiers, a literal there is \
        never looked up in the strings table. Someone using the app in another language sees translated text but \
        hears English, and Voice Control commands no longer match what is on screen.
        """
    static let fixDescription = "Wrap the text in `String(localized: \"…\")` (or the app's `NSLocalizedString` helper)."
    static let notes = [
        "The app counts as localized when any file of the workspace calls `NSLocalizedString`, `String(localized:)` or a `.localized` helper, or the workspace has a strings table or catalog; otherwise the rule stays silent.",
        "Literals with nothing to translate are left alone: a localization key, a single brand-like word with inner capitals (`GitHub`, `iCloud`), text made only of interpolations, digits or symbols.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            final class PlayerViewController: UIViewController {
                private let playButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    playButton.setTitle(NSLocalizedString("Play", comment: ""), for: .normal)
                    ↓playButton.accessibilityLabel = "Play episode"
                }
            }
            """,
            """
            final class RatingView: UIView {
                func update(rating: Int) {
                    ↓accessibilityValue = "\\(rating) of 5 stars"
                    title = String(localized: "Rating")
                }
            }
            """,
            """
            final class ShareCell: UITableViewCell {
                func setUp() {
                    ↓accessibilityHint = "Opens the share sheet"
                }
            }
            // file: Strings.swift
            enum Strings {
                static let share = NSLocalizedString("share.title", comment: "")
            }
            """,
        ],
        silent: [
            """
            final class PlayerViewController: UIViewController {
                private let playButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    playButton.accessibilityLabel = "Play episode"
                }
            }
            """,
            """
            final class LoginViewController: UIViewController {
                private let githubButton = UIButton()
                private let scoreLabel = UILabel()
                func setUp(score: Int) {
                    githubButton.accessibilityLabel = "GitHub"
                    scoreLabel.accessibilityValue = "\\(score)"
                    title = NSLocalizedString("Sign In", comment: "")
                }
            }
            """,
            """
            final class PlayerViewController: UIViewController {
                private let playButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    playButton.accessibilityLabel = String(localized: "Play episode")
                    playButton.accessibilityHint = "player.play.hint".localized
                    playButton.accessibilityValue = "player.play.value"
                }
            }
            """,
        ])

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        // Only an assigned label, hint or value is judged (SwiftUI's modifiers of those names are calls).
        guard ["accessibilityLabel", "accessibilityHint", "accessibilityValue"].contains(where: model.codeMayAssign) else { return [] }
        let uikit = model.uikit
        let texts = uikit.types.flatMap { uikit.unlocalizedAccessibilityText(in: $0) }
        guard !texts.isEmpty, uikit.workspaceLocalizesText else { return [] }
        return texts.compactMap { text -> Finding? in
            guard !model.isInPreview(text.statement.range.lowerBound) else { return nil }
            return Finding(
                Self.self, range: text.statement.range,
                message: "\(text.statement.property ?? "This") is a plain String, never looked up in the app's strings, so VoiceOver speaks it untranslated; wrap it in String(localized:).",
                subject: nil,
                fixes: [Fix(title: "Wrap in String(localized:)", edits: context.fixes.wrap(text.literal.byteRange, in: "String", label: "localized: "))])
        }
    }
}
