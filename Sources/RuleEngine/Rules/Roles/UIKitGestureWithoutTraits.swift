// uikit-gesture-without-traits: a UIKit view made tappable with a recognizer but not exposed as a button.

import SwiftSyntax

struct UIKitGestureWithoutTraits: Rule {
    static let id = "uikit-gesture-without-traits"
    /// Looks for the same action, or the accessibility properties, elsewhere in the file.
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = ["addGestureRecognizer"]
    static let severity = Severity.warning
    static let components: [Component] = [.semanticControl]
    static let wcag = ["4.1.2", "2.1.1"]
    static let summary = "A UIKit view gets a `UITapGestureRecognizer` without being made an accessibility element with a label and the button trait."
    static let rationale = """
        A plain `UIView` or `UIImageView` is not an accessibility element: VoiceOver either skips it or reads \
        its content with no hint that it can be activated, and Switch Control and Voice Control do not offer it. \
        A `UIButton` brings all of this; a custom view has to declare itself an element, say its name and carry \
        the button trait.
        """
    static let fixDescription = """
        Use a `UIButton` (with `addTarget(_:action:for: .touchUpInside)`), or give the view \
        `isAccessibilityElement = true`, an `accessibilityLabel` and `accessibilityTraits = .button`.
        """
    static let notes = [
        "The three properties are looked for in the whole enclosing type (any function), not only the function that adds the recognizer, and overrides of them in the view's own class count; a value the engine cannot read (a variable, a function) counts as set.",
        "Receivers that already are controls or containers are left alone: a declared or named `…Button`, `…Control`, `…Switch`, `…Slider`, `…Field`, a cell, a table, collection, scroll, web or map view, a window, a bar, a cell's `contentView`, and a view controller's own `view` (a tap on the whole screen is not a button).",
        "Taps that dismiss the keyboard or an overlay (selectors mentioning keyboard, endEditing, dismiss, hide, close, cancel, background, outside), recognizers with `numberOfTapsRequired` other than 1, and recognizers for remote presses (`allowedPressTypes`) are not buttons and are left alone.",
        "Only `UITapGestureRecognizer`s created in the same type are followed; an `addGestureRecognizer(…)` with a recognizer made elsewhere is unknown. Preview code is not checked.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            func setUp() {
                let payView = UIView()
                ↓payView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(pay)))
            }
            """,
            """
            final class ProfileHeader: UIView {
                let avatarView = UIImageView()
                func configure() {
                    let tap = UITapGestureRecognizer(target: self, action: #selector(openAvatar))
                    avatarView.isUserInteractionEnabled = true
                    ↓avatarView.addGestureRecognizer(tap)
                    avatarView.isAccessibilityElement = true
                    avatarView.accessibilityLabel = "Profile photo"
                }
            }
            """,
            """
            final class ChipView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(choose)))
                    accessibilityLabel = "Filter"
                }
            }
            """,
            """
            final class Banner: UIView {
                private lazy var tap = UITapGestureRecognizer(target: self, action: #selector(open))
                func setUp() {
                    ↓self.addGestureRecognizer(tap)
                    isAccessibilityElement = true
                    accessibilityTraits = .staticText
                }
            }
            """,
        ],
        silent: [
            """
            func setUp() {
                let payView = UIView()
                payView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(pay)))
                payView.isAccessibilityElement = true
                payView.accessibilityLabel = "Pay"
                payView.accessibilityTraits = .button
            }
            """,
            """
            func setUp() {
                let payButton = UIButton(configuration: .filled())
                payButton.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(pay)))
            }
            """,
            """
            final class PhotoView: UIView {
                let imageView = UIImageView()
                func setUp() {
                    let zoom = UITapGestureRecognizer(target: self, action: #selector(zoom))
                    zoom.numberOfTapsRequired = 2
                    imageView.addGestureRecognizer(zoom)
                }
            }
            """,
            """
            final class LoginViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard)))
                    let tap = UITapGestureRecognizer(target: self, action: #selector(showDetails))
                    view.addGestureRecognizer(tap)
                }
            }
            """,
            """
            final class TagView: UIView {
                override var isAccessibilityElement: Bool { get { true } set {} }
                override var accessibilityTraits: UIAccessibilityTraits { get { .button } set {} }
                func setUp(title: String) {
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(choose)))
                    accessibilityLabel = title
                }
            }
            """,
            """
            final class Chip: UIView {
                func setUp(title: String, traits: UIAccessibilityTraits) {
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(choose)))
                    isAccessibilityElement = true
                    accessibilityLabel = title
                    accessibilityTraits.insert(.button)
                }
            }
            """,
            """
            #if os(tvOS)
            func setUp() {
                let menu = UITapGestureRecognizer(target: self, action: #selector(menuPressed))
                view.addGestureRecognizer(menu)
            }
            #endif
            """,
            """
            func setUp() {
                let press = UITapGestureRecognizer(target: self, action: #selector(selectPressed))
                press.allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
                cardView.addGestureRecognizer(press)
            }
            """,
        ])

    private static let controlSuffixes = [
        "button", "control", "switch", "slider", "stepper", "field", "textview", "cell", "tableview", "collectionview",
        "scrollview", "webview", "mapview", "window", "bar", "contentview", "picker",
    ]
    private static let dismissWords = ["keyboard", "endediting", "dismiss", "resign", "hide", "close", "cancel", "background", "outside"]

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        model.tapRecognizerAttachments.compactMap { attachment in
            guard !attachment.scope.isPreview, attachment.tapsRequired == 1, !attachment.handlesPresses, !isDismissal(attachment),
                !isControlOrContainer(attachment)
            else { return nil }
            let missing = missingProperties(of: attachment, in: model)
            guard !missing.isEmpty else { return nil }
            let what = attachment.receiver == "self" ? "This view" : "`\(attachment.receiver)`"
            return Finding(
                Self.self, range: attachment.range,
                message: "\(what) is made tappable with a tap recognizer but is missing \(Self.list(missing)), so VoiceOver and Switch Control do not offer it as a button; use a UIButton, or set all three.",
                subject: nil)
        }
    }

    private func isDismissal(_ attachment: GestureRecognizerAttachment) -> Bool {
        guard let action = attachment.actionName?.lowercased() else { return false }
        return Self.dismissWords.contains(where: action.contains)
    }

    private func isControlOrContainer(_ attachment: GestureRecognizerAttachment) -> Bool {
        let ownTypes = attachment.receiver == "self" ? attachment.scope.type?.inheritedTypes ?? [] : attachment.receiverTypes
        if ownTypes.contains(where: { type in Self.controlSuffixes.contains { type.lowercased().hasSuffix($0) } }) { return true }
        let name = attachment.receiver.lowercased()
        if Self.controlSuffixes.contains(where: name.hasSuffix) { return true }
        if name == "view", let type = attachment.scope.type, type.name.hasSuffix("Controller") || type.inheritedTypes.contains(where: { $0.hasSuffix("Controller") }) {
            return true
        }
        return false
    }

    /// The names of the three properties not given to the receiver in its type, for the message.
    private func missingProperties(of attachment: GestureRecognizerAttachment, in model: ViewModel) -> [String] {
        let receiver = attachment.receiver
        let typeName = attachment.scope.type?.name
        let assigned = model.assignments.filter { assignment in
            let owner = assignment.receiver.isEmpty ? "self" : ActionReader.normalizedProperty(assignment.receiver)
            return owner == receiver && assignment.scope.type?.name == typeName
        }
        func isSet(_ property: String, accepting accept: (ExprSyntax) -> Bool) -> Bool {
            (receiver == "self" && attachment.overriddenProperties.contains(property))
                || assigned.contains { $0.property == property && accept($0.value) }
        }
        var missing: [String] = []
        if !isSet("isAccessibilityElement", accepting: { $0.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false) }) {
            missing.append("isAccessibilityElement = true")
        }
        if !isSet("accessibilityLabel", accepting: { _ in true }) { missing.append("an accessibilityLabel") }
        if !isSet("accessibilityTraits", accepting: addsButtonTrait) && !insertsButtonTrait(receiver, typeName, in: model) {
            missing.append("the .button trait")
        }
        return missing
    }

    private static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// A traits value that includes `.button` (or `.link`), or one the engine cannot read.
    private func addsButtonTrait(_ value: ExprSyntax) -> Bool {
        let names = SyntaxFacts.identifiers(in: value)
        if names.contains("button") || names.contains("link") { return true }
        let isLiteralTraits = value.is(MemberAccessExprSyntax.self) || value.as(ArrayExprSyntax.self)?.elements.allSatisfy { $0.expression.is(MemberAccessExprSyntax.self) } == true
        return !isLiteralTraits
    }

    /// `view.accessibilityTraits.insert(.button)` or `formUnion(…)` in the same type.
    private func insertsButtonTrait(_ receiver: String, _ typeName: String?, in model: ViewModel) -> Bool {
        let target = receiver == "self" ? "accessibilityTraits" : "\(receiver).accessibilityTraits"
        return model.calls.contains { call in
            call.kind == .expression && call.scope.type?.name == typeName
                && ActionReader.normalizedProperty(call.root.trimmedDescription) == target
                && call.modifiers.contains { ["insert", "formUnion"].contains($0.name) && $0.firstArgument.map(addsButtonTrait) == true }
        }
    }
}
