// uikit-hidden-control: a UIKit control hidden from assistive technologies.

struct UIKitHiddenControl: Rule {
    static let id = "uikit-hidden-control"
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = ["isAccessibilityElement", "accessibilityElementsHidden"]
    static let severity = Severity.error
    static let components: [Component] = [.semanticControl, .buttonBasic]
    static let wcag = ["4.1.2"]
    static let summary = "`isAccessibilityElement = false` or `accessibilityElementsHidden = true` is set on a `UIButton`, `UISwitch`, `UISlider`, `UITextField` or another `UIControl`."
    static let rationale = """
        A control hidden from the accessibility tree still works for a finger but not for VoiceOver, Switch \
        Control or Voice Control: there is no way to reach it. Hiding a control is right only when a container \
        speaks for it, with its name and its action.
        """
    static let fixDescription = """
        Remove the statement, or make the container (the cell, the row) the element and give it the control's \
        name, value and an action (`accessibilityCustomActions` or `accessibilityActivate()`).
        """
    static let notes = [
        "The class is left alone when it is a cell, makes itself or another view an element, lists `accessibilityElements`, sets custom actions, or overrides `accessibilityActivate()`: a container then speaks for the control.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            final class PlayerViewController: UIViewController {
                private let scrubber = UISlider()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓scrubber.isAccessibilityElement = false
                }
            }
            """,
            """
            final class SettingsViewController: UIViewController {
                let syncSwitch = UISwitch()
                func setUp() {
                    ↓syncSwitch.accessibilityElementsHidden = true
                }
            }
            """,
            """
            final class CommentComposer: UIView {
                private lazy var sendButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.setTitle("Send", for: .normal)
                    ↓button.isAccessibilityElement = false
                    return button
                }()
            }
            """,
        ],
        silent: [
            """
            final class ToggleCell: UITableViewCell {
                private let toggle = UISwitch()
                func setUp() {
                    toggle.isAccessibilityElement = false
                    accessibilityTraits = .button
                }
            }
            """,
            """
            final class FilterBar: UIView {
                private let clearButton = UIButton(type: .system)
                private let row = UIView()
                func setUp() {
                    clearButton.isAccessibilityElement = false
                    row.isAccessibilityElement = true
                    row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Clear") { _ in true }]
                }
            }
            """,
            """
            final class LoginViewController: UIViewController {
                private let spinner = UIActivityIndicatorView()
                private let emailField = UITextField()
                func setUp() {
                    spinner.isAccessibilityElement = false
                    emailField.isAccessibilityElement = true
                    emailField.accessibilityElementsHidden = false
                }
            }
            """,
        ])

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        model.uikit.types.flatMap { type in
            model.uikit.hiddenControls(in: type).compactMap { statement -> Finding? in
                guard !model.isInPreview(statement.range.lowerBound) else { return nil }
                return Finding(
                    Self.self, range: statement.range,
                    message: "`\(statement.writtenReceiver)` is a control, and this hides it from VoiceOver, Switch Control and Voice Control; keep it an element, or make a container carry its name and action.",
                    subject: nil)
            }
        }
    }
}
