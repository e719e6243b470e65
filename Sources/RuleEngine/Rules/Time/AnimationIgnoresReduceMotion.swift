// animation-ignores-reduce-motion: endless, long or far-moving animation in a view
// that never asks whether the user turned on Reduce Motion.

struct AnimationIgnoresReduceMotion: Rule {
    static let id = "animation-ignores-reduce-motion"
    /// Reads the view type's other declarations (its Reduce Motion check, the views a state change moves).
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = ["animation", "withAnimation"]
    static let severity = Severity.warning
    static let components: [Component] = [.timingMotion]
    static let wcag = ["2.3.3"]
    static let summary = "A `.repeatForever`, long (> 1 s) or far-moving animation in a type that never reads `accessibilityReduceMotion`."
    static let rationale = """
        Motion that zooms, slides, spins or never stops can bring on dizziness, nausea or migraine in people \
        with vestibular disorders, and pulls at the attention of people who are easily distracted. They turn \
        on Reduce Motion so that apps calm down; a view that never reads the setting keeps moving for them.
        """
    static let fixDescription = """
        Read `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` and, when it is on, animate \
        with a short fade or not at all: `.animation(reduceMotion ? nil : .easeInOut(duration: 2).repeatForever(), value: x)`.
        """
    static let notes = [
        """
        Only motion counts: what the animated state drives must be an `.offset`, `.position`, \
        `.scaleEffect`, `.rotationEffect`, `.rotation3DEffect` or `.frame` (for `.animation(_:value:)`, a \
        modifier of the view or its content that mentions the value; for `withAnimation`, a modifier anywhere \
        in the type that mentions a property the block sets). A fade or a colour change, however long, is \
        what Reduce Motion asks for and is left alone, as is an SF Symbol turning or scaling in place (a \
        chevron flipping).
        """,
        """
        It fires when the animation repeats forever over any motion that is not a nudge; when it moves a \
        view far (an offset of 200 pt or more, a scale to half or twice the size, half a turn, or a quarter \
        turn in 3D); or when it runs longer than one second (a written `duration:` or spring `response:`, \
        times `repeatCount`, divided by `speed`) over a visible move (50 pt, a third larger or a quarter \
        smaller, an eighth of a turn). Sizes are read from the numbers written in the modifiers. One finding \
        per view, and per set of properties a type animates with `withAnimation`.
        """,
        """
        The type counts as reading the setting when any of its code in the file mentions \
        `accessibilityReduceMotion`, `isReduceMotionEnabled`, or a name about reduced motion of its own \
        (`reduceMotion`, `prefersReducedMotion`). Silent for code outside a type and for a type only extended \
        here (its declaration, with the check, may be in another file), and for an animation the engine \
        cannot read (a variable, a function's result).
        """,
        """
        A type whose name says it is a progress or loading indicator (`…Progress…`, `…Spinner…`, \
        `…Loading…`, `…ActivityIndicator…`) is left alone: an indicator that keeps turning tells that work \
        goes on, and the system's own spinner keeps turning under Reduce Motion too.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            """
            struct LiveBadge: View {
                @State private var pulsing = false
                var body: some View {
                    Circle().fill(.red).frame(width: 12, height: 12)
                        .scaleEffect(pulsing ? 1.4 : 1)
                        ↓.animation(.easeInOut(duration: 0.8).repeatForever(), value: pulsing)
                        .onAppear { pulsing = true }
                }
            }
            """,
            """
            struct Onboarding: View {
                @State private var showingDetails = false
                var body: some View {
                    Pages().offset(x: showingDetails ? -120 : 0)
                    Button("Next") {
                        ↓withAnimation(.easeInOut(duration: 1.5)) { showingDetails = true }
                    }
                }
            }
            """,
            """
            struct Drawer: View {
                @State private var open = false
                var body: some View {
                    Menu { }.offset(x: open ? 0 : -300)
                    Button("Menu") {
                        ↓withAnimation(.spring) { open.toggle() }
                    }
                }
            }
            """,
        ],
        silent: [
            """
            struct LiveBadge: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var pulsing = false
                var body: some View {
                    Circle().fill(.red).frame(width: 12, height: 12)
                        .scaleEffect(pulsing ? 1.4 : 1)
                        .animation(reduceMotion ? nil : .easeInOut(duration: 0.8).repeatForever(), value: pulsing)
                }
            }
            """,
            """
            struct Row: View {
                @State private var expanded = false
                var body: some View {
                    Button { withAnimation(.snappy) { expanded.toggle() } } label: {
                        Image(systemName: "chevron.down").rotationEffect(.degrees(expanded ? 180 : 0))
                    }
                    .accessibilityLabel("Details")
                }
            }
            """,
            """
            struct Banner: View {
                @State private var shown = false
                var body: some View {
                    Text("Welcome").opacity(shown ? 1 : 0).animation(.easeOut(duration: 2), value: shown)
                }
            }
            """,
            """
            struct Marquee: View {
                let animation: Animation
                var body: some View { Text("Breaking").animation(animation.repeatForever(), value: 1) }
            }
            """,
            """
            struct LoadingSpinner: View {
                @State private var turning = false
                var body: some View {
                    Image(systemName: "arrow.triangle.2.circlepath")
                        .rotationEffect(.degrees(turning ? 360 : 0))
                        .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: turning)
                        .accessibilityLabel("Loading")
                }
            }
            """,
            """
            extension HomeView {
                var logo: some View { Image(decorative: "logo").animation(.easeIn(duration: 2), value: appeared) }
            }
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        let animations = call.modifiers.filter { $0.name == "animation" }
        guard !animations.isEmpty, let type = call.scope.type?.name, !Self.isProgressIndicator(type) else { return [] }
        // One finding per view: its animations share one fix, the Reduce Motion check.
        for modifier in animations {
            guard let curve = modifier.animationCurve else { continue }
            // With `value:`, only what that value drives moves; without it, everything in the view does.
            let values = modifier.argument("value").map { SyntaxFacts.identifiers(in: $0) }
            let motion = Self.motion(of: [call] + call.descendants, drivenBy: values)
            guard let reason = Self.reason(curve, motion) else { continue }
            let types = context.model.declaredTypes
            guard types.isDeclared(type), !types.readsReduceMotion(type) else { return [] }
            return [Finding(Self.self, range: modifier.range, message: Self.message(reason, type), subject: call)]
        }
        return []
    }

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var reported: Set<[String]> = []
        for animation in model.animationCalls {
            guard let type = animation.scope.type?.name, !Self.isProgressIndicator(type), let body = animation.body else { continue }
            // `withAnimation { }` with no argument runs the default animation.
            guard let curve = animation.curveArgument.map(AnimationCurve.init) ?? AnimationCurve(duration: 0.35, repeatsForever: false) else { continue }
            let written = Set(ActionReader.writes(in: body).map(\.name))
            guard !written.isEmpty else { continue }
            let motion = Self.motion(of: model.calls.filter { $0.scope.type?.name == type }, drivenBy: written)
            guard let reason = Self.reason(curve, motion) else { continue }
            let known = model.declaredTypes
            // Animating the same state again (showing, then hiding) is the same motion: one finding.
            guard known.isDeclared(type), !known.readsReduceMotion(type), reported.insert([type] + written.sorted()).inserted else { continue }
            findings.append(Finding(Self.self, range: animation.range, message: Self.message(reason, type), subject: nil))
        }
        return findings
    }

    /// How far the motion modifiers that mention the animated values move their views (all of them
    /// when `names` is nil). An SF Symbol turning or scaling in place (a chevron, a spinner glyph) is
    /// a small mark changing, not the screen moving.
    private static func motion(of views: [ViewCall], drivenBy names: Set<String>?) -> Set<MotionExtent> {
        var extents: Set<MotionExtent> = []
        for view in views {
            let isSymbol = view.kind == .image && view.arguments.first?.label == "systemName"
            for modifier in view.modifiers {
                guard let extent = modifier.motionExtent, names.map({ mentions(modifier, $0) }) ?? true else { continue }
                if isSymbol, modifier.name != "offset", modifier.name != "position" { continue }
                extents.insert(extent)
            }
        }
        return extents
    }

    /// Why the animation is too much for someone who asked for less motion, or nil when it is not:
    /// it moves something for ever, moves something far, or takes long over a visible move. A fade,
    /// however long, is what Reduce Motion asks for.
    private static func reason(_ curve: AnimationCurve, _ motion: Set<MotionExtent>) -> String? {
        if curve.repeatsForever, !motion.subtracting([.small]).isEmpty { return "moves for ever" }
        if motion.contains(.far) { return "moves a view far (a large offset, scale or rotation)" }
        if let duration = curve.duration, duration > 1, motion.contains(.noticeable) {
            return "moves a view for \(Modifier.pointsText(duration)) s"
        }
        return nil
    }

    private static func message(_ reason: String, _ type: String) -> String {
        "This animation \(reason), and \(type) never reads accessibilityReduceMotion: people who turned on Reduce Motion still get all of it. Fade or hold still when the setting is on."
    }

    private static func mentions(_ modifier: Modifier, _ names: Set<String>) -> Bool {
        modifier.arguments.contains { !SyntaxFacts.identifiers(in: $0.expression).isDisjoint(with: names) }
    }

    /// `…Progress…`, `…Spinner…`, `…Loading…`, `…ActivityIndicator…`: an indicator that work goes on.
    private static func isProgressIndicator(_ type: String) -> Bool {
        let lowered = type.lowercased()
        return ["progress", "spinner", "loading", "activityindicator"].contains { lowered.contains($0) }
    }
}
