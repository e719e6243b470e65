// uikit-custom-control-traits: a UIControl subclass that acts like a control but has no role.

struct UIKitCustomControlTraits: Rule {
    static let id = "uikit-custom-control-traits"
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = ["sendActions"]
    static let severity = Severity.warning
    static let components: [Component] = [.semanticControl]
    static let wcag = ["4.1.2"]
    static let summary = "A direct `UIControl` subclass sends `.touchUpInside`, `.valueChanged` or `.primaryActionTriggered` actions but sets no `accessibilityTraits` and no `isAccessibilityElement`."
    static let rationale = """
        `UIControl` itself has no role: unlike `UIButton` or `UISwitch` it is not an accessibility element and \
        carries no trait. A custom control built on it is skipped by VoiceOver, or read as text with no sign that \
        it can be activated or adjusted.
        """
    static let fixDescription = """
        Make the control an element (`isAccessibilityElement = true`), give it a name and the trait that says \
        what it is (`.button`, `.adjustable` with increment and decrement, `.toggleButton`), or build it on the \
        UIKit control it imitates.
        """
    static let notes = [
        "The class's extensions in other files of the workspace count, and so do overrides of `accessibilityTraits` or `isAccessibilityElement`.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            final class ↓RatingControl: UIControl {
                var rating = 0 { didSet { sendActions(for: .valueChanged) } }
            }
            """,
            """
            final class ↓ChipControl: UIControl {
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                    super.touchesEnded(touches, with: event)
                    sendActions(for: .touchUpInside)
                }
            }
            """,
            """
            final class ↓SegmentBar: UIControl {
                func select(_ index: Int) {
                    selectedIndex = index
                    self.sendActions(for: .primaryActionTriggered)
                }
            }
            """,
        ],
        silent: [
            """
            final class RatingControl: UIControl {
                var rating = 0 { didSet { sendActions(for: .valueChanged) } }
            }
            // file: RatingControl+Accessibility.swift
            extension RatingControl {
                override var accessibilityTraits: UIAccessibilityTraits { get { .adjustable } set {} }
                override func accessibilityIncrement() { rating += 1 }
            }
            """,
            """
            final class ChipControl: UIControl {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityTraits = .button
                }
                func tap() { sendActions(for: .touchUpInside) }
            }
            """,
            """
            final class FancyButton: UIButton {
                func tap() { sendActions(for: .touchUpInside) }
            }
            final class DragArea: UIControl {
                func drag() { sendActions(for: .editingChanged) }
            }
            """,
            """
            // From real code: the segments inside the control are the elements, each with the button trait.
            final class CustomSegmentedControl: UIControl {
                private var actionViews: [SegmentView] = []
                func select(_ index: Int) {
                    for (position, actionView) in actionViews.enumerated() {
                        actionView.accessibilityTraits = position == index ? [.button, .selected] : [.button]
                    }
                    sendActions(for: .valueChanged)
                }
            }
            """,
        ])

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        let uikit = model.uikit
        return uikit.types.compactMap { type -> Finding? in
            guard type.isDeclaredHere, type.inheritedTypes.first.map(UIKitModel.bareClassName) == "UIControl", uikit.sendsControlActions(type),
                !uikit.has(.traitsSet, on: "self", in: type), !uikit.has(.madeElement, on: "self", in: type),
                !uikit.overrides("accessibilityTraits", in: type), !uikit.overrides("isAccessibilityElement", in: type),
                !uikit.exposesParts(type),
                !model.isInPreview(type.nameRange.lowerBound)
            else { return nil }
            return Finding(
                Self.self, range: type.nameRange,
                message: "`\(type.name)` is a UIControl that sends actions but sets no accessibility traits and is not made an element, so VoiceOver does not present it as a control.",
                subject: nil)
        }
    }
}
