// state-only-in-icon: a button's icon shows its state, but nothing spoken changes with it.

struct StateOnlyInIcon: Rule {
    static let id = "state-only-in-icon"
    static let triggers: [String]? = ["Image"]
    static let severity = Severity.error
    static let components: [Component] = [.buttonToggle]
    static let wcag = ["4.1.2"]
    /// A Button may be a toggle (the button.toggle card); what it lacks is an exposed state, which
    /// this rule names more precisely than custom-toggle-not-toggle's "use a Toggle".
    static let refines = ["custom-toggle-not-toggle"]
    static let summary = "A button's icon changes with a condition, but its name, traits and value do not."
    static let rationale = """
        A filled star or a crossed-out bell tells a sighted user that something is on. VoiceOver reads the same \
        name in both states, so a blind user cannot know whether the item is already a favourite or whether \
        pressing the button will mute or unmute. The state has to reach the accessibility tree too.
        """
    static let fixDescription = """
        Let the accessibility label follow the same condition and name the next action \
        (`.accessibilityLabel(muted ? "Unmute" : "Mute")`), or keep one name and add \
        `.accessibilityAddTraits(muted ? .isSelected : [])`.
        """
    static let notes = [
        "Only `Button` is checked. A `Toggle` (any style) speaks its own state; a view with a tap gesture is `tap-gesture-not-control`'s and `custom-toggle-not-toggle`'s; a custom button type is a view whose body the engine may not see.",
        "An icon changes when an image's argument is a ternary (`Image(systemName: c ? … : …)`, `Label(…, systemImage: c ? … : …)`, `Button(…, systemImage: c ? … : …)`) or when both branches of an `if`/`else` show an image. An image that only appears in one branch is not counted here (`radio-missing-selected-state` reads that case in a `ForEach`).",
        "The name counts as following the state when it is conditional, or when it is an expression the engine cannot see (a variable, a function), except a constant: a string literal (localization keys included) or a static member like `L10n.play`, which cannot change at run time, and the data of the item a `ForEach` shows.",
        "Any selected trait, unknown trait, `.accessibilityValue`, unmodelled accessibility modifier, or an enclosing view that makes its own accessibility element silences the rule: the state may be spoken there.",
        "Conditions about layout, platform, progress or focus (`isLoading`, `horizontalSizeClass`, `isFocused`, `isEnabled` …) are not states the user switches and are ignored.",
        "A button with no name at all (an icon-only button without a label) is left to `icon-only-control-name`: the missing name is the graver problem, and that rule's fix, a label that follows the icon's condition, names the button and speaks its state at once. Reporting both would put two errors on one token for one edit. `toggle-name-and-selected-trait` never meets this rule on the same button either, since that rule needs a changing name and this one needs a fixed one.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            ↓Button { isMuted.toggle() } label: {
                Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")
            }
            .accessibilityLabel("Mute")
            """,
            #"↓Button("Favorite", systemImage: isFavorite ? "star.fill" : "star") { isFavorite.toggle() }"#,
            """
            ↓Button(action: togglePanel) {
                if isPanelShown { Image(systemName: "xmark") } else { Image(systemName: "photo") }
            }
            .buttonStyle(.plain)
            .accessibilityLabel("accessibility.editor.attach-photo")
            """,
            #"↓Button { pinned.toggle() } label: { Label("Pin", systemImage: pinned ? "pin.fill" : "pin") }"#,
            #"↓Button { bookmarked.toggle() } label: { Image(bookmarked ? "bookmark-on" : "bookmark-off") }.accessibilityLabel(L10n.bookmark)"#,
        ],
        silent: [
            #"Button { liked.toggle() } label: { Image(systemName: liked ? "heart.fill" : "heart") }"#,
            """
            Button { isMuted.toggle() } label: {
                Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")
            }
            .accessibilityLabel(isMuted ? "Unmute" : "Mute")
            """,
            #"Button { bold.toggle() } label: { Image(systemName: bold ? "bold" : "bold") }.accessibilityLabel("Bold")"#,
            #"Button { fav.toggle() } label: { Image(systemName: fav ? "star.fill" : "star") }.accessibilityLabel("Favorite").accessibilityAddTraits(fav ? .isSelected : [])"#,
            #"Button { fav.toggle() } label: { Image(systemName: fav ? "star.fill" : "star") }.accessibilityLabel(favoriteLabel)"#,
            #"Button { notify.toggle() } label: { Image(systemName: notify ? "bell.fill" : "bell") }.accessibilityLabel("Notify").accessibilityValue(notify ? "On" : "Off")"#,
            #"Toggle(isOn: $isFavorite) { Label("Favorite", systemImage: isFavorite ? "heart.fill" : "heart") }.toggleStyle(.button)"#,
            #"Button { refresh() } label: { Image(systemName: isLoading ? "hourglass" : "arrow.clockwise") }.accessibilityLabel("Refresh")"#,
            #"Button(action: open) { HStack { label; Image(systemName: isExternal ? "arrow.up.forward" : "chevron.right") } }"#,
            #"Button { toggle() } label: { Image(systemSymbol: playing ? .pause : .play) }.accessibilityLabel(playing ? L10n.pause : L10n.play)"#,
            #"Button { save() } label: { if saved { Image(systemName: "checkmark") } }.accessibilityLabel("Save")"#,
            #"Button { fav.toggle() } label: { icon(for: fav) }"#,
            #"Button { fav.toggle() } label: { Label("Favorite", systemImage: "star") }"#,
            """
            Button { fav.toggle() } label: { Image(systemName: fav ? "star.fill" : "star") }
                .accessibilityLabel("Favorite")
                .padding(8)
                .background(Circle().fill(.thinMaterial))
                .buttonStyle(.plain)
                .contentShape(Circle())
                .help("Favorite")
                .accessibilityAddTraits(fav ? .isSelected : [])
            """,
            """
            HStack {
                Text("Alerts")
                Button { alerts.toggle() } label: { Image(systemName: alerts ? "bell.fill" : "bell") }.accessibilityLabel("Alerts")
            }
            .accessibilityElement(children: .combine)
            .accessibilityValue(alerts ? "On" : "Off")
            """,
            """
            #Preview {
                Button { liked.toggle() } label: { Image(systemName: liked ? "heart.fill" : "heart") }.accessibilityLabel("Like")
            }
            """,
            """
            #if os(macOS)
            Button { liked.toggle() } label: { Image(systemName: liked ? "heart.fill" : "heart") }
            #endif
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .button, let name = call.accessibleName, !call.mayExposeState, !call.nameMayFollowState,
            let icon = call.conditionalIcons.first(where: isStateIcon)
        else { return [] }
        let insideElement = call.ancestors.contains { $0.mayExposeState || $0.hasModifier("accessibilityElement") }
        guard !insideElement else { return [] }
        let condition = "`\(icon.condition.text)`"
        let spoken = name.literalText.map { " (\"\($0)\")" } ?? ""
        let message = "This button's icon changes with \(condition), but its name\(spoken) and traits stay the same, so VoiceOver users cannot tell the states apart. Let the label name the next action for each state, or add the selected trait on \(condition)."
        return [Finding(Self.self, range: call.calleeRange, message: message, subject: call, fixes: fixes(for: call, condition: icon.condition, in: context))]
    }

    private func isStateIcon(_ icon: ConditionalIcon) -> Bool {
        guard !icon.appearsOnlyInOneBranch, icon.condition.looksLikeState else { return false }
        return Set(icon.imageNames).count != 1 || icon.imageNames.count < 2
    }

    /// The selected trait on the icon's condition keeps the author's name and is always right; a
    /// label that follows the condition rewrites the name, so it is offered second and only by hand,
    /// and never over a localized or computed label.
    private func fixes(for call: ViewCall, condition: StateCondition, in context: RuleContext) -> [Fix] {
        var fixes = [context.fixes.addition(of: ".accessibilityAddTraits(\(condition.text) ? .isSelected : [])", to: call, title: "Add the selected trait when `\(condition.text)`")]
        let written = call.accessibilityLabelModifier
        guard written == nil || call.accessibilityLabel?.literalText != nil,
            let suggested = LabelSuggestion.label(forIconOf: call), !suggested.isPlaceholder, suggested.expression.contains(" ? ")
        else { return fixes }
        let label = suggested.expression
        let edit = written?.firstArgument.map { context.fixes.replace($0, with: label) } ?? context.fixes.appendModifier(".accessibilityLabel(\(label))", to: call)
        fixes.append(Fix(title: "Let the label follow the icon: \(label)", edits: [edit], isSafe: false))
        return fixes
    }
}
