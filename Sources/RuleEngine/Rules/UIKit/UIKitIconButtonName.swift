// uikit-icon-button-name: a UIKit button or bar item that shows only an image has no name.

struct UIKitIconButtonName: Rule {
    static let id = "uikit-icon-button-name"
    /// A title may be set in any function of the class, or in an extension.
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = ["setImage", "image", "UIBarButtonItem"]
    static let severity = Severity.error
    static let components: [Component] = [.buttonBasic, .semanticControl]
    static let wcag = ["4.1.2"]
    static let summary = "A `UIButton` is given an image but no title, or a `UIBarButtonItem(image:…)` is made, and nothing in the class gives it an `accessibilityLabel`."
    static let rationale = """
        VoiceOver has nothing to say for a button that shows only a picture: it reads the image's file name, \
        or just "Button". Voice Control has no word to call it by. A title, or an `accessibilityLabel` when the \
        design shows no text, is the control's name.
        """
    static let fixDescription = """
        Set `accessibilityLabel` on the button or bar item to the action it performs; the fix writes the words for \
        common SF Symbols (`ellipsis` → "More") and a placeholder for others.
        """
    static let notes = [
        "Only stored properties and locals declared or made as exactly `UIButton` are judged: a subclass may name itself, a parameter is named by its caller, and an `@IBOutlet` may have its title in the storyboard.",
        "A title (`setTitle`, `setAttributedTitle`, `configuration.title`) or label set anywhere in the class, in an extension in another file of the workspace, or with a value the engine cannot read, counts as a name; so does a titled `UIAction` given to the initializer, and a system button type with a name of its own (`.close`).",
        "A bar item stored in an array is judged unnamed only when the class sets no label on any item.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            final class PlayerViewController: UIViewController {
                private let playButton = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
                }
            }
            """,
            """
            final class AlbumViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), style: .plain, target: self, action: #selector(more))
                }
            }
            """,
            """
            final class ComposerView: UIView {
                private lazy var sendButton: UIButton = {
                    let button = UIButton(configuration: .filled())
                    ↓button.configuration?.image = UIImage(named: "send")
                    return button
                }()
            }
            """,
            """
            final class PlayerViewController: UIViewController {
                let closeButton = UIButton()
                func setUp() {
                    ↓closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
                    closeButton.setTitle("", for: .normal)
                }
            }
            """,
        ],
        silent: [
            """
            final class PlayerViewController: UIViewController {
                private let playButton = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
                }
            }
            // file: PlayerViewController+Accessibility.swift
            extension PlayerViewController {
                func configureAccessibility() {
                    playButton.accessibilityLabel = String(localized: "Play")
                }
            }
            """,
            """
            final class PlayerViewController: UIViewController {
                private let shareButton = UIButton(type: .system)
                func update(title: String) {
                    shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                    shareButton.setTitle(title, for: .normal)
                }
            }
            """,
            """
            final class PlayerViewController: UIViewController {
                @IBOutlet weak var playButton: UIButton!
                private let moreItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), style: .plain, target: nil, action: nil)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
                    moreItem.accessibilityLabel = L10n.more
                }
            }
            """,
            """
            final class SheetViewController: UIViewController {
                private let closeButton = UIButton(type: .close)
                private let playButton = UIButton(primaryAction: UIAction(title: "Play", image: UIImage(systemName: "play.fill")) { _ in })
                func style(_ button: UIButton) {
                    button.setImage(UIImage(systemName: "heart"), for: .normal)
                    closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
                    playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
                }
            }
            """,
            """
            final class FavoriteButton: UIButton {
                func setUp() {
                    let star = UIButton()
                    star.setImage(UIImage(systemName: "star"), for: .normal)
                    star.setImage(UIImage(systemName: "star.fill"), for: .selected)
                    star.configuration?.title = NSLocalizedString("Favorite", comment: "")
                }
            }
            """,
            """
            // From real code: a label that switches with the state (a ternary over lines), and an
            // item chosen by a ternary and labelled on the next line.
            final class CameraViewController: UIViewController {
                private let muteButton = UIButton(type: .system)
                private func updateMuteIcon() {
                    muteButton.setImage(UIImage(systemName: isMuted ? "speaker.slash.fill" : "speaker.wave.3"), for: .normal)
                    muteButton.accessibilityLabel = isMuted
                        ? L10n.unmute
                        : L10n.mute
                }
                func setupNavBar() {
                    super.customRightBtn = isEditing ? UIBarButtonItem(title: L10n.cancel, style: .plain, target: self, action: #selector(cancel))
                        : UIBarButtonItem(image: UIImage(named: "more"), style: .plain, target: self, action: #selector(more))
                    super.customRightBtn?.accessibilityLabel = isEditing ? L10n.cancel : L10n.more
                }
            }
            """,
            """
            // From real code: a custom stepper is itself the adjustable element, so the buttons inside it
            // are never reached; a view that lists its own elements decides what is exposed.
            final class CustomStepper: UIControl {
                private let minusButton = UIButton(type: .custom)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityTraits = [.adjustable]
                    minusButton.setImage(UIImage(named: "less"), for: .normal)
                }
            }
            final class StatusAuthorView: UIView {
                let toggleButton: UIButton = {
                    let button = UIButton()
                    button.setImage(UIImage(systemName: "eye.slash"), for: .normal)
                    return button
                }()
                override var accessibilityElements: [Any]? { get { [] } set {} }
            }
            """,
        ])

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        // Only a receiver declared or made as exactly `UIButton`, or a `UIBarButtonItem(…)`, is judged.
        guard model.codeMayMention("UIButton") || model.codeMayMention("UIBarButtonItem") else { return [] }
        return model.uikit.types.flatMap { type in
            model.uikit.unnamedIcons(in: type).compactMap { icon -> Finding? in
                guard !model.isInPreview(icon.range.lowerBound) else { return nil }
                let what = icon.isBarItem ? "This bar button item" : "`\(icon.writtenReceiver ?? "This button")`"
                return Finding(
                    Self.self, range: icon.range,
                    message: "\(what) shows only an image and has no accessibilityLabel or title, so VoiceOver has no name to speak for it; set accessibilityLabel to what it does.",
                    subject: nil, fixes: fix(for: icon, in: context).map { [$0] } ?? [])
            }
        }
    }

    private func fix(for icon: UIKitUnnamedIcon, in context: RuleContext) -> Fix? {
        guard let receiver = icon.writtenReceiver else { return nil }
        let label = icon.symbol.flatMap(SymbolNames.label(for:)).map(SuggestedLabel.words) ?? .placeholder
        let target = icon.isOptionalPath ? receiver + "?" : receiver
        let code = "\(WrittenReceiver.member("accessibilityLabel", of: target)) = \(label.expression)"
        return Fix(title: label.additionTitle(code), edits: [context.fixes.insertLine(code, after: icon.range)], isSafe: !label.isPlaceholder)
    }
}
