// empty-control-name: a control whose name is the empty string.

struct EmptyControlName: Rule {
    static let id = "empty-control-name"
    /// UIKit: a class sets a field's or a button's properties in several methods and extensions.
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = ["\"\""]
    static let severity = Severity.error
    static let components: [Component] = [
        .buttonBasic, .buttonToggle, .switchBasic, .menu, .linkBasic, .selectMenu, .selectSegmented, .selectWheel,
        .slider, .stepper, .datepicker, .semanticControl,
    ]
    static let wcag = ["4.1.2"]
    /// `NavigationLink("", isActive: $show) { … }` in a background, or hidden: navigation driven
    /// by code, which nobody operates, so it needs no name.
    private func isProgrammaticLink(_ call: ViewCall) -> Bool {
        guard call.kind == .navigationLink, call.arguments.contains(where: { $0.label == "isActive" || $0.label == "tag" }) else { return false }
        let placed = call.enclosingModifierNames.first.map { ["background", "overlay"].contains($0) } ?? false
        return placed || call.hasModifier("hidden") || call.isInvisible
    }

    /// An empty name is the root problem; other naming findings on the same control are noise beside it.
    static let refines = [
        "icon-only-control-name", "label-on-icon-not-control", "role-word-in-label", "label-not-starting-with-visible-text",
        "duplicate-control-name", "identifier-used-as-label", "long-label",
    ]
    static let notes = [
        "UIKit: `setTitle(\"\", for:)` on a `UIButton` the class makes, with no image and no `accessibilityLabel` anywhere in the class, leaves the button unnamed while the title is empty (a loading state); the finding points at that statement.",
        "A `NavigationLink` driven by code (`isActive:` or `tag:`) that sits in a background or overlay, or is hidden, is not something a user operates, so its empty title is not reported.",
        "A `Picker` with an empty title returned by a helper, with no `.pickerStyle` of its own, is left alone: its style is set where the helper is called, and a segmented picker is named by its segments (segmented-picker-name judges its group).",
        "A control made `.hidden()` or fully transparent (`.opacity(0)`) is not an element anyone reaches: an empty `Button(\"\")` carrying a `.keyboardShortcut` is left alone.",
    ]
    static let summary = "A control's title or accessibility label is an empty string."
    static let rationale = """
        An empty title is the usual way to hide a control's label visually, but it also removes the only name \
        VoiceOver could speak: the user hears "Switch button, off" with no idea what it switches. \
        `.labelsHidden()` hides a real title while keeping it as the name.
        """
    static let fixDescription = """
        Give the control a real title and hide it with `.labelsHidden()` if it must not show, or set a \
        non-empty `.accessibilityLabel`.
        """
    static let examples = RuleExamples(
        fires: [
            #"↓Toggle("", isOn: $notificationsOn)"#,
            #"↓Picker("", selection: $sort) { Text("Name").tag(0) }.pickerStyle(.segmented)"#,
            #"Button(action: close) { Image(systemName: "xmark") }↓.accessibilityLabel("")"#,
            #"↓Button("") { play() }"#,
            #"↓Toggle("", isOn: $on).labelsHidden()"#,
            #"↓Button(loading ? "" : "Save") { save() }"#,
            #"↓Button { play() } label: { Text("") }"#,
            """
            final class CheckoutViewController: UIViewController {
                private let payButton = UIButton(type: .system)
                func setLoading(_ loading: Bool) {
                    if loading {
                        ↓payButton.setTitle("", for: .normal)
                        spinner.startAnimating()
                    } else {
                        payButton.setTitle(NSLocalizedString("Pay", comment: ""), for: .normal)
                    }
                }
            }
            """,
        ],
        silent: [
            """
            final class CheckoutViewController: UIViewController {
                private let payButton = UIButton(type: .system)
                private let closeButton = UIButton(type: .system)
                func setLoading(_ loading: Bool) {
                    payButton.setTitle(loading ? "" : NSLocalizedString("Pay", comment: ""), for: .normal)
                    payButton.accessibilityLabel = NSLocalizedString("Pay", comment: "")
                    closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
                    closeButton.setTitle("", for: .normal)
                }
            }
            """,
            #"List { rows }.background(NavigationLink("", isActive: $showDetail) { Detail() })"#,
            #"Toggle("Wi-Fi", isOn: $wifi).labelsHidden()"#,
            #"Toggle(title, isOn: $on)"#,
            #"Button("") { play() }.accessibilityLabel("Play")"#,
            #"Toggle("", isOn: $on).accessibilityLabel(model.name)"#,
            #"TextField("", text: $query)"#,
            #"Toggle(isOn: $on) { Text(LocalizedStringKey("sync")) }"#,
            #"Text("")"#,
            #"Button("") { dismiss() }.keyboardShortcut(.cancelAction).hidden()"#,
            #"Button("") { refresh() }.keyboardShortcut("r").opacity(0)"#,
            """
            Button("") { review() }
                .buttonStyle(CaptionedButtonStyle(caption: "Leave a review"))
            // file: CaptionedButtonStyle.swift
            struct CaptionedButtonStyle: ButtonStyle {
                let caption: String
                func makeBody(configuration: Configuration) -> some View {
                    VStack { configuration.label; Text(caption) }
                }
            }
            """,
            """
            #if os(macOS)
            Toggle("", isOn: $on)
            #endif
            """,
            """
            struct Tabs: View {
                var body: some View { tabPicker.pickerStyle(.segmented) }
                private func tabPicker() -> some View {
                    Picker("", selection: $tab) { ForEach(tabs) { Image(systemName: $0.icon).tag($0).accessibilityLabel($0.name) } }
                }
            }
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        // A hidden or fully transparent control (a keyboard-shortcut carrier) is no element anyone reaches.
        guard call.kind.isControl, !call.kind.isTextField, !call.isAccessibilityHidden, !call.hasModifier("hidden"), !call.isInvisible,
            !isProgrammaticLink(call)
        else { return [] }
        if let modifier = call.accessibilityLabelModifier, let label = call.accessibilityLabel {
            guard label.isEmptyOnSomeBranch else { return [] }
            return [Finding(Self.self, range: modifier.range, message: "This accessibility label is empty, so VoiceOver speaks no name for the control.", subject: call)]
        }
        guard !call.hasCustomAccessibilityModifier, let name = call.visibleName, name.isEmptyOnSomeBranch, !call.styleShowsItsOwnText else { return [] }
        // A Picker returned by a helper gets its style where the helper is called: a segmented picker
        // is named by its segments, so an empty title there is for segmented-picker-name to judge.
        if call.kind == .picker, !call.hasModifier("pickerStyle"), call.parent == nil, call.enclosingDeclarationName != "body" { return [] }
        let what = call.typeName ?? "control"
        let message = name.isConditional
            ? "This \(what)'s title is empty in one state, so VoiceOver has no name for it then."
            : "This \(what)'s title is empty, so VoiceOver has no name for it; use a real title with .labelsHidden() to hide it visually."
        return [Finding(Self.self, range: call.calleeRange, message: message, subject: call)]
    }
}

extension EmptyControlName {
    /// UIKit: a button whose title is set to `""` with nothing else to name it.
    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        // An emptied title is a `setTitle("", for:)` call.
        guard model.codeMayMention("setTitle") else { return [] }
        return model.uikit.types.flatMap { type in
            model.uikit.emptiedTitles(in: type).compactMap { statement -> Finding? in
                guard !model.isInPreview(statement.range.lowerBound) else { return nil }
                return Finding(
                    Self.self, range: statement.range,
                    message: "This sets `\(statement.writtenReceiver)`'s title to an empty string, and nothing else names the button, so VoiceOver says only \"Button\" while it is empty; set an accessibilityLabel that stays.",
                    subject: nil)
            }
        }
    }
}
