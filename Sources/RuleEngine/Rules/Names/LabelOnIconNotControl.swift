// label-on-icon-not-control: the name of an icon-only control is set on its image.

struct LabelOnIconNotControl: Rule {
    static let id = "label-on-icon-not-control"
    static let triggers: [String]? = ["accessibilityLabel", "accessibility(label"]
    static let severity = Severity.warning
    static let components: [Component] = [.buttonBasic, .buttonToggle]
    static let wcag = ["4.1.2"]
    static let refines = ["icon-only-control-name"]
    static let summary = "An icon-only control is named through an `.accessibilityLabel` on the image inside it, not on the control."
    static let rationale = """
        The image's label names the image; the control only borrows it for as long as that image stays its \
        sole content. Swap the icon in another state, add a badge or restyle the label, and the name VoiceOver \
        and Voice Control use changes or disappears without anyone noticing. The icon in a control should stay \
        decorative and the control should carry its own name.
        """
    static let fixDescription = "Move the `.accessibilityLabel(…)` from the image to the control itself."
    static let notes = [
        "Only labels whose image makes up the whole label are reported (once the images' own labels are set aside): next to a visible text, a label on an image adds information (\"Verified\") and moving it would replace the text.",
        "Each labelled image is reported at its own modifier, so an icon that differs between `if`/`else` branches gives one finding per branch.",
        "`Image(_:label:)` names the image through its initializer; it is not reported, since there is no modifier to move.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"Button(action: share) { Image(systemName: "square.and.arrow.up")↓.accessibilityLabel("Share") }"#,
            """
            Button {
                showSettings = true
            } label: {
                Image(systemName: "gearshape")
                    .resizable()
                    .frame(width: 24, height: 24)
                    ↓.accessibilityLabel("Settings")
            }
            """,
            #"Toggle(isOn: $muted) { Image(systemName: "speaker.slash")↓.accessibilityLabel("Mute") }.toggleStyle(.button)"#,
            """
            Button(action: togglePin) {
                if pinned {
                    Image(systemName: "pin.slash")↓.accessibilityLabel("Unpin")
                } else {
                    Image(systemName: "pin")↓.accessibilityLabel("Pin")
                }
            }
            """,
            #"Menu { Button("Rename", action: rename) } label: { HStack { Image("more")↓.accessibilityLabel("More") } }"#,
        ],
        silent: [
            #"Button(action: share) { Image(systemName: "square.and.arrow.up").accessibilityLabel("Share") }.accessibilityLabel("Share post")"#,
            #"Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityLabel("Share")"#,
            #"Button(action: openProfile) { HStack { Text(name); Image("verified").accessibilityLabel("Verified") } }"#,
            #"Image(systemName: "star.fill").accessibilityLabel("Favorite")"#,
            #"Button(action: share) { Label("Share", systemImage: "square.and.arrow.up").accessibilityLabel("Share post") }"#,
            #"#Preview { Button(action: {}) { Image(systemName: "square.and.arrow.up").accessibilityLabel("Share") } }"#,
            #"Button(action: share) { icon.accessibilityLabel("Share") }"#,
            """
            Button(action: share) {
                HStack { Image(systemName: "square.and.arrow.up").accessibilityLabel("Share") }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Share post")
            }
            """,
            """
            #if os(macOS)
            Button(action: share) { Image(systemName: "square.and.arrow.up").accessibilityLabel("Share") }
            #endif
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard ViewCall.iconLabelledKinds.contains(call.kind), call.accessibilityLabel == nil, !call.hasCustomAccessibilityModifier,
            !call.isAccessibilityHidden, !call.hasAccessibilityReplacement, call.labelIsIconOnlyCountingLabeledImages
        else { return [] }
        let what = call.typeName ?? "control"
        let move = moveFix(for: call, in: context).map { [$0] } ?? []
        return call.labelImages.compactMap { image in
            guard let modifier = image.accessibilityLabelModifier else { return nil }
            return Finding(
                Self.self, range: modifier.range,
                message: "This label names the image, not the \(what) around it; move .accessibilityLabel to the \(what) so the control itself carries its name.",
                subject: call, fixes: move)
        }
    }

    /// Moves the image's label to the control. Images labelled in the two branches of an `if`/`else`
    /// move together, as a label that follows the same condition.
    private func moveFix(for call: ViewCall, in context: RuleContext) -> Fix? {
        let labelled = call.labelImages.compactMap { image in image.accessibilityLabelModifier.map { (image, $0) } }
        let label: String
        switch labelled.count {
        case 1:
            guard let argument = labelled[0].1.firstArgument else { return nil }
            label = argument.trimmedDescription
        case 2:
            guard case .branches(let condition, let lists)? = call.labelNodes?.first, call.labelNodes?.count == 1, lists.count == 2,
                lists[0].directViews.contains(where: { $0 === labelled[0].0 }), lists[1].directViews.contains(where: { $0 === labelled[1].0 }),
                !ViewNode.conditionBindsValues(condition),
                let then = labelled[0].1.firstArgument?.trimmedDescription, let otherwise = labelled[1].1.firstArgument?.trimmedDescription
            else { return nil }
            label = "\(condition) ? \(then) : \(otherwise)"
        default:
            return nil
        }
        let removals = labelled.map { context.fixes.removeModifier($0.1) }
        let what = call.typeName ?? "control"
        return Fix(title: "Move the label to the \(what)", edits: removals + [context.fixes.appendModifier(".accessibilityLabel(\(label))", to: call)])
    }
}
