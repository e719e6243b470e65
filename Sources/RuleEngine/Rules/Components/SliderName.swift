// slider-name: a slider with nothing to name it.

struct SliderName: Rule {
    static let id = "slider-name"
    /// UIKit: a class names its controls in any method or extension.
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = ["Slider"]
    static let severity = Severity.warning
    static let components: [Component] = [.slider]
    static let wcag = ["4.1.2"]
    static let summary = "A `Slider` has no label closure, no title and no `.accessibilityLabel`."
    static let rationale = """
        On iOS a slider's label is not drawn, but it is what VoiceOver speaks before the value. Without one the \
        user hears "50 percent, Adjustable" and has to guess what it adjusts; Voice Control has no name to \
        address it by. A `Text` beside the slider is a separate element and does not name it.
        """
    static let fixDescription = "Add `.accessibilityLabel(\"…\")`, or give the slider a label closure: `Slider(value: $volume) { Text(\"Volume\") }`."
    static let notes = [
        "UIKit: a `UISlider` the class makes (not an outlet, not a parameter) that never gets an `accessibilityLabel` in the class or its extensions, in a class that is not a cell and makes no container the element, is reported where it is made. A `UISegmentedControl` is not judged: its segments speak their own titles.",
        """
        Any label content counts as a name, even one the engine cannot read (a variable, a custom view, an \
        image); only a missing or `EmptyView()` label fires. An empty `Text("")` is left to `empty-control-name`.
        """,
        "A trailing closure that takes a parameter (`{ editing in … }`) is the `onEditingChanged` callback, not a label.",
        """
        A slider inside `LabeledContent`, or inside a view that hides it, ignores its children or combines them \
        under its own label, is named (or silenced) by that view and is left alone.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            #"↓Slider(value: $volume, in: 0...1)"#,
            """
            VStack {
                ↓Slider(value: $settings.fontScale, in: 0.5...1.5, step: 0.1)
                Text("Font size")
            }
            """,
            #"↓Slider(value: $progress) { editing in isScrubbing = editing }"#,
            #"HStack { Image(systemName: "speaker"); ↓Slider(value: $volume) { EmptyView() }; Image(systemName: "speaker.wave.3") }"#,
            """
            final class PlayerViewController: UIViewController {
                private let scrubber = ↓UISlider()
                private let speedControl = UISegmentedControl(items: ["1×", "1.5×", "2×"])
                private let volume = ↓UISlider(frame: .zero)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    scrubber.minimumValue = 0
                }
            }
            """,
        ],
        silent: [
            """
            final class PlayerViewController: UIViewController {
                private let scrubber = UISlider()
                @IBOutlet weak var volume: UISlider!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    scrubber.accessibilityLabel = NSLocalizedString("Playback position", comment: "")
                }
            }
            final class SpeedCell: UITableViewCell {
                private let speedControl = UISegmentedControl(items: ["1×", "2×"])
            }
            """,
            #"Slider(value: $volume, in: 0...1) { Text("Volume") }"#,
            #"Slider(value: $volume, in: 0...1).accessibilityLabel("Volume")"#,
            #"Slider(value: $volume, label: { Text(L10n.volume) }, minimumValueLabel: { Text("0") }, maximumValueLabel: { Text("100") })"#,
            #"Slider(value: $volume) { volumeLabel }"#,
            #"LabeledContent("Volume") { Slider(value: $volume) }"#,
            #"Slider(value: $volume) { Text("") }"#,
            #"HStack { Text("Volume"); Slider(value: $volume) }.accessibilityElement(children: .ignore).accessibilityLabel("Volume").accessibilityValue(volumeText)"#,
            """
            #if os(macOS)
            Slider(value: $volume)
            #endif
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .slider, call.accessibilityLabel == nil, !hasLabel(call),
            !call.isInsideLabeledContent, !call.accessibilityIsOverridden
        else { return [] }
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "This slider has no label, so VoiceOver reads only its value and Voice Control has no name for it; add .accessibilityLabel or a label closure.",
                subject: call,
                fixes: LabelSuggestion.labelExpression(forUnnamed: call).map { [context.fixes.addition(of: ".accessibilityLabel(\($0))", to: call)] } ?? [])
        ]
    }

    /// A title argument, or label content other than `EmptyView()`.
    private func hasLabel(_ call: ViewCall) -> Bool {
        if let title = call.arguments.first(labeled: nil), title.closure == nil { return true }
        guard let label = call.labelContent else { return false }
        return !label.showsNothing
    }
}

extension SliderName {
    /// UIKit: a slider or segmented control with no accessibility label.
    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        // Its check matches a control made or declared as `UISlider`: a SwiftUI `Slider` (the trigger)
        // need not pay for a walk of the whole declaration.
        guard model.codeMayMention("UISlider") else { return [] }
        return model.uikit.types.flatMap { type in
            model.uikit.unnamedAdjustables(in: type).compactMap { range -> Finding? in
                guard !model.isInPreview(range.lowerBound) else { return nil }
                return Finding(
                    Self.self, range: range,
                    message: "This control never gets an accessibilityLabel, so VoiceOver speaks only its value and Voice Control has no name for it; set accessibilityLabel to what it adjusts.",
                    subject: nil)
            }
        }
    }
}
