// control-group-without-label: a row of icon-only buttons (a toolbar of its own) that
// VoiceOver cannot name as a group.

struct ControlGroupWithoutLabel: Rule {
    static let id = "control-group-without-label"
    static let triggers: [String]? = ["HStack"]
    static let severity = Severity.info
    static let components: [Component] = [.buttonBasic, .semanticControl]
    static let wcag = ["1.3.1"]
    static let summary = "An `HStack` of three or more icon-only controls (a toolbar of the view's own) has no accessibility label as a group."
    static let rationale = """
        A sighted user sees a strip of icons as one toolbar (text formatting, playback, drawing tools) and \
        knows what the icons act on. VoiceOver meets them one by one with nothing to say they belong \
        together. Made a container with a name ("Formatting"), the group is announced as the user enters it \
        and can be skipped as a whole.
        """
    static let fixDescription = """
        Add `.accessibilityElement(children: .contain)` and `.accessibilityLabel("…")` naming the group to the \
        stack, or put the controls in a `.toolbar`, which groups them for you.
        """
    static let notes = [
        """
        Counts the stack's own children (in every branch) that are a `Button`, `Toggle`, `Menu`, `Link`, \
        `NavigationLink` or `ShareLink` showing only an image, labelled or not: a name on each control does not \
        name the group. Controls repeated by a `ForEach` are not counted, since their number is unknown.
        """,
        """
        Silent inside `.toolbar` content, `ToolbarItem`/`ToolbarItemGroup` and `ControlGroup`, and when the \
        stack or a view around it already sets `.accessibilityElement(…)`, a label, or hides or replaces \
        its accessibility. This is advice (info): a short row of well-known icons may need no group name.
        """,
        "The fix inserts the container and an editor placeholder for its name (`<#label#>`, which does not compile until you type it); it is not applied by fix-all, since only you know what the group is for.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            ↓HStack {
                Button(action: bold) { Image(systemName: "bold") }.accessibilityLabel("Bold")
                Button(action: italic) { Image(systemName: "italic") }.accessibilityLabel("Italic")
                Button(action: underline) { Image(systemName: "underline") }.accessibilityLabel("Underline")
            }
            """,
            """
            VStack {
                Canvas { _, _ in }
                ↓HStack(spacing: 16) {
                    Button { tool = .pen } label: { Image(systemName: "pencil.tip") }
                    Button { tool = .eraser } label: { Image(systemName: "eraser") }
                    Button { tool = .lasso } label: { Image(systemName: "lasso") }
                    Spacer()
                }
            }
            """,
            """
            ↓HStack {
                Button("Previous", systemImage: "backward.fill", action: previous)
                Button("Play", systemImage: "play.fill", action: play)
                Button("Next", systemImage: "forward.fill", action: next)
            }
            .labelStyle(.iconOnly)
            """,
        ],
        silent: [
            """
            HStack {
                Button(action: bold) { Image(systemName: "bold") }.accessibilityLabel("Bold")
                Button(action: italic) { Image(systemName: "italic") }.accessibilityLabel("Italic")
                Button(action: underline) { Image(systemName: "underline") }.accessibilityLabel("Underline")
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Formatting")
            """,
            """
            Editor()
                .toolbar {
                    ToolbarItemGroup(placement: .keyboard) {
                        HStack {
                            Button(action: bold) { Image(systemName: "bold") }.accessibilityLabel("Bold")
                            Button(action: italic) { Image(systemName: "italic") }.accessibilityLabel("Italic")
                            Button(action: underline) { Image(systemName: "underline") }.accessibilityLabel("Underline")
                        }
                    }
                }
            """,
            """
            HStack {
                Button("Reply", systemImage: "arrowshape.turn.up.left", action: reply)
                Button("Boost", systemImage: "arrow.2.squarepath", action: boost)
                Button("Favorite", systemImage: "star", action: favorite)
            }
            """,
            """
            HStack {
                ForEach(tools) { tool in
                    Button { select(tool) } label: { Image(systemName: tool.symbol) }.accessibilityLabel(tool.name)
                }
            }
            """,
            """
            HStack {
                Button(action: back) { Image(systemName: "chevron.left") }.accessibilityLabel("Back")
                Text(title)
                Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityLabel("Share")
            }
            """,
        ])

    private static let iconControlKinds: Set<ViewKind> = [.button, .toggle, .menu, .link, .navigationLink, .shareLink]
    private static let groupingAncestors: Set<String> = ["ToolbarItem", "ToolbarItemGroup", "ControlGroup"]

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.typeName == "HStack" || call.typeName == "LazyHStack", let content = call.nodes(for: .content) else { return [] }
        let icons = content.directViews.filter { Self.iconControlKinds.contains($0.kind) && Self.showsOnlyAnIcon($0) }
        guard icons.count >= 3, !call.enclosingModifierNames.contains("toolbar"),
            !call.ancestors.contains(where: { Self.groupingAncestors.contains($0.typeName ?? "") }),
            !call.hasModifier("accessibilityElement"), call.accessibilityLabelModifier == nil, !call.accessibilityIsOverridden,
            !call.elementPath.contains(where: { $0.view.hasModifier("accessibilityElement") })
        else { return [] }
        // Only the author knows what the group is for: the name is an editor placeholder.
        let label = ".accessibilityLabel(\(SuggestedLabel.placeholder.expression))"
        let fix = Fix(
            title: SuggestedLabel.placeholder.additionTitle(".accessibilityElement(children: .contain)\(label)", placeholderAsks: "type what the group is for"),
            edits: [context.fixes.appendModifiers([".accessibilityElement(children: .contain)", label], to: call)],
            isSafe: false)
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "These \(icons.count) icon-only controls read as a toolbar, but VoiceOver meets them one by one with no name for the group. Make the stack a container with a label (or use .toolbar).",
                subject: call, fixes: [fix])
        ]
    }

    /// The control shows only an image: an icon label (labelled or not), or a title hidden by `.labelStyle(.iconOnly)`.
    private static func showsOnlyAnIcon(_ control: ViewCall) -> Bool {
        if control.labelIsIconOnlyCountingLabeledImages { return true }
        let hasIcon = control.arguments.contains { $0.label == "systemImage" || $0.label == "image" }
            || (control.labelNodes?.directViews.contains { $0.kind == .label } ?? false)
        return hasIcon && control.isIconOnlyLabel
    }
}
