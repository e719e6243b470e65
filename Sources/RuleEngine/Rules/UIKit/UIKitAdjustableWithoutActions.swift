// uikit-adjustable-without-actions: the adjustable trait on a view that cannot be adjusted.

struct UIKitAdjustableWithoutActions: Rule {
    static let id = "uikit-adjustable-without-actions"
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = ["adjustable"]
    static let severity = Severity.error
    static let components: [Component] = [.semanticControl, .slider, .stepper]
    static let wcag = ["4.1.2"]
    static let summary = "A view gets the `.adjustable` trait, but its class overrides neither `accessibilityIncrement()` nor `accessibilityDecrement()`."
    static let rationale = """
        The adjustable trait tells VoiceOver users to swipe up or down to change the value, and VoiceOver says so. \
        When the class does not implement the increment and decrement actions, those swipes do nothing: the \
        control promises an interaction it does not have.
        """
    static let fixDescription = "Override `accessibilityIncrement()` and `accessibilityDecrement()` in the view's class, or drop the trait."
    static let notes = [
        "The overrides are looked for in the class, its extensions in any file of the workspace, and its superclasses declared in the workspace; a superclass the engine cannot see, or a UIKit control that adjusts (`UISlider`, `UIStepper`), counts as adjusting.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            final class RatingView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    ↓accessibilityTraits = .adjustable
                }
            }
            """,
            """
            final class VolumeControl: UIControl {
                func setUp() {
                    ↓accessibilityTraits.insert(.adjustable)
                }
            }
            """,
            """
            final class PlayerViewController: UIViewController {
                private let speedView = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    speedView.isAccessibilityElement = true
                    ↓speedView.accessibilityTraits = [.adjustable, .updatesFrequently]
                }
            }
            """,
        ],
        silent: [
            """
            final class RatingView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityTraits = .adjustable
                }
            }
            // file: RatingView+Accessibility.swift
            extension RatingView {
                override func accessibilityIncrement() { rating += 1 }
                override func accessibilityDecrement() { rating -= 1 }
            }
            """,
            """
            final class PlayerViewController: UIViewController {
                private let speedControl = SpeedControl()
                private let volume = UISlider()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    speedControl.accessibilityTraits = .adjustable
                    volume.accessibilityTraits.insert(.adjustable)
                }
            }
            """,
            """
            class StepperBase: UIControl {
                override func accessibilityIncrement() { value += 1 }
            }
            final class QuantityStepper: StepperBase {
                override var accessibilityTraits: UIAccessibilityTraits {
                    get { .adjustable }
                    set {}
                }
            }
            """,
        ])

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        // Every trait its check reads is written to or overrides `accessibilityTraits`; SwiftUI's
        // `.accessibilityAdjustableAction` (the trigger) need not pay for a walk of the whole declaration.
        guard model.codeMayMention("accessibilityTraits") else { return [] }
        return model.uikit.types.flatMap { type in
            model.uikit.adjustableWithoutActions(in: type).compactMap { range -> Finding? in
                guard !model.isInPreview(range.lowerBound) else { return nil }
                return Finding(
                    Self.self, range: range,
                    message: "This view is announced as adjustable, but its class overrides neither accessibilityIncrement() nor accessibilityDecrement(), so swiping up or down does nothing.",
                    subject: nil)
            }
        }
    }
}
