// motion-without-alternative: shaking or moving the device sets off an action that
// nothing on screen offers too.

import SwiftSyntax

struct MotionWithoutAlternative: Rule {
    static let id = "motion-without-alternative"
    /// Looks for another way in to the same action anywhere in the file.
    static let scope = RuleScope.file
    static let triggers: [String]? = ["motionEnded", "motionBegan", "startAccelerometerUpdates", "startDeviceMotionUpdates", "startGyroUpdates"]
    static let severity = Severity.warning
    static let components: [Component] = [.timingMotion]
    static let wcag = ["2.5.4"]
    // Only handheld devices are shaken.
    static let platforms: [Platform] = [.iOS, .watchOS]
    static let summary = "A shake (`motionEnded`) or a Core Motion reading past a threshold sets off an action that no control in the file offers too."
    static let rationale = """
        Someone whose device is mounted on a wheelchair, or who has a tremor or limited use of their hands, \
        cannot shake or tilt it on purpose, and a tremor can set the action off by accident. Whatever motion \
        does must also be available from a control on screen, and motion should be possible to turn off.
        """
    static let fixDescription = """
        Offer the same action from a button or menu item (shake to undo → an Undo button; shake to report a \
        problem → a Report a Problem item in settings), and let people turn the motion response off.
        """
    static let notes = [
        """
        The action is a function declared in the same file that the shake handler, or the branch of a Core \
        Motion update handler that compares a reading with a number, calls. It counts as offered elsewhere \
        when that function is named anywhere else in the file (a `Button` action, `#selector(…)`, a menu); \
        a function declared in another file is not followed, and the rule stays silent.
        """,
        "A handler that only follows the readings (a parallax effect, a level, a game's tilt steering) sets nothing off and is left alone; so is a shake handler that only posts a notification.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            final class NotesViewController: UIViewController {
                override func ↓motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                    if motion == .motionShake { clearDraft() }
                }
                private func clearDraft() { draft = "" }
            }
            """,
            """
            final class DiceController: UIViewController {
                let motion = CMMotionManager()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    motion↓.startAccelerometerUpdates(to: .main) { data, _ in
                        if let data, abs(data.acceleration.x) > 2.0 { self.roll() }
                    }
                }
                func roll() { value = Int.random(in: 1...6) }
            }
            """,
            """
            extension FeedbackWindow {
                override func ↓motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                    presentFeedbackForm()
                }
                func presentFeedbackForm() { }
            }
            """,
        ],
        silent: [
            """
            final class NotesViewController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Clear", style: .plain, target: self, action: #selector(clearDraft))
                }
                override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                    if motion == .motionShake { clearDraft() }
                }
                @objc private func clearDraft() { draft = "" }
            }
            """,
            """
            extension UIWindow {
                open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                    if motion == .motionShake { NotificationCenter.default.post(name: .deviceDidShake, object: nil) }
                }
            }
            """,
            """
            final class ParallaxView: UIView {
                let motion = CMMotionManager()
                func start() {
                    motion.startDeviceMotionUpdates(to: .main) { data, _ in
                        guard let data else { return }
                        self.layer.transform = CATransform3DMakeRotation(data.attitude.roll, 0, 1, 0)
                    }
                }
            }
            """,
            """
            final class WebController: UIViewController {
                override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                    if motion == .motionShake { gestureHandler.handle(settings.shakeAction) }
                }
            }
            """,
        ])

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        let types = model.declaredTypes
        let triggers = types.shakeHandlers + model.calls.compactMap(\.motionReadingTrigger)
        guard !triggers.isEmpty else { return [] }
        let functions = Set(types.typeNames.flatMap { types.members(of: $0).filter(\.isFunction).map(\.name) })
            .subtracting(["motionEnded", "motionBegan"])
        let references = ReferenceFinder.references(in: model.root)
        return triggers.compactMap { trigger -> Finding? in
            let actions = trigger.code.reduce(into: Set<String>()) { $0.formUnion(ActionReader.calledFunctions(in: $1)) }.intersection(functions)
            guard !actions.isEmpty else { return nil }
            let triggerRanges = trigger.code.map(\.byteRange)
            let offeredElsewhere = actions.contains { name in
                references[name, default: []].contains { offset in !triggerRanges.contains { $0.contains(offset) } }
            }
            guard !offeredElsewhere else { return nil }
            let names = actions.sorted().map { "\($0)()" }.joined(separator: ", ")
            return Finding(
                Self.self, range: trigger.range,
                message: "Only \(trigger.what) runs \(names) here: people who cannot move their device, or move it by accident, need the same action from a control on screen, and a way to turn the motion off.",
                subject: nil)
        }
    }
}

/// Where each name is referred to in a tree (calls, selectors, function references).
private final class ReferenceFinder: SyntaxVisitor {
    var offsets: [String: [Int]] = [:]

    static func references(in node: Syntax) -> [String: [Int]] {
        let finder = ReferenceFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.offsets
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        offsets[node.baseName.text, default: []].append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return .visitChildren
    }
}
