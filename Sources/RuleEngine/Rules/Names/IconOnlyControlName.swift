// icon-only-control-name: a control that shows only an icon needs a spoken name.

struct IconOnlyControlName: Rule {
    static let id = "icon-only-control-name"
    // A control built by the app's own initializer (`Button(icon: "trash")`) shows an image the call does not name.
    static let triggers: [String]? = ["Image", "Button(", "Link(", "Menu(", "Toggle("]
    static let severity = Severity.error
    static let components: [Component] = [.buttonBasic, .buttonToggle, .menu, .linkBasic, .listRow]
    static let wcag = ["4.1.2"]
    static let summary = "A control whose whole label is an image has no accessibility label."
    static let rationale = """
        An icon tells a sighted user what a control does; VoiceOver has only the image's name, which for an \
        SF Symbol is its file name and for an asset may be nothing at all. Voice Control users need a word to say \
        to activate it. Give the control itself a short label that names its action.
        """
    static let fixDescription = """
        Add `.accessibilityLabel("…")` to the control (not to the image) naming its action, e.g. "Share" or \
        "Settings"; when the icon changes with a condition, let the label change with the same condition.
        """
    static let notes = [
        """
        A `Label` styled `.iconOnly` is not reported: SwiftUI still uses the label's title as the control's \
        accessibility label, so VoiceOver has a name (RULES.md lists it; we deviate because the title is spoken).
        """,
        "Any `Image(…)` counts as an icon, including wrappers such as `Image(systemSymbol:)`; a helper function or a variable does not, because the engine cannot see what it returns.",
        "A control hidden from accessibility, or given a custom modifier whose name mentions accessibility, is left alone.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"↓Button(action: share) { Image(systemName: "square.and.arrow.up") }"#,
            """
            ↓Button {
                showSettings = true
            } label: {
                Image(systemName: "gearshape")
            }
            .padding(8)
            """,
            #"↓Menu { Button("Rename", action: rename) } label: { Image(systemName: "ellipsis.circle") }"#,
            #"↓Link(destination: URL(string: "https://example.com")!) { Image("twitter-logo") }"#,
            #"↓Button(action: refresh) { Image(systemSymbol: .arrowClockwise) }"#,
            """
            ↓Button(action: togglePin) {
                if pinned { Image(systemName: "pin.slash") } else { Image(systemName: "pin") }
            }
            """,
            #"↓NavigationLink(destination: SettingsView()) { HStack { Image(systemName: "gear") } }"#,
            """
            ↓Button(symbol: Image(systemName: "xmark")) { dismiss() }
            // file: Button+Symbol.swift
            extension Button where Label == Image {
                init(symbol: Image, action: @escaping () -> Void) {
                    self.init(action: action) { symbol }
                }
            }
            """,
            """
            ↓Button(action: openProfile) { AvatarImage(image: account.avatar) }
            // file: AvatarImage.swift
            struct AvatarImage: View {
                let image: UIImage
                var body: some View {
                    Image(uiImage: image)
                        .resizable()
                        .frame(width: 32, height: 32)
                        .clipShape(Circle())
                }
            }
            """,
            """
            ↓Button { review() } label: { Image(systemName: "star") }
                .buttonStyle(TileButtonStyle(tint: .orange))
            // file: TileButtonStyle.swift
            struct TileButtonStyle: ButtonStyle {
                let tint: Color
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding().background(tint)
                }
            }
            """,
            """
            ↓Button { review() } label: { Image(systemName: "star") }
                .buttonStyle(CaptionedButtonStyle(caption: "Leave a review"))
            // file: CaptionedButtonStyle.swift
            struct CaptionedButtonStyle: ButtonStyle {
                let caption: String
                func makeBody(configuration: Configuration) -> some View {
                    VStack { configuration.label; Text(caption).accessibilityHidden(true) }
                }
            }
            """,
            """
            ↓Button { review() } label: { Image(systemName: "star") }
                .buttonStyle(.plain)
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
            ↓Button(icon: "trash", action: delete)
            // file: DesignSystem/IconButton.swift
            extension Button where Label == Image {
                init(icon: String, action: @escaping () -> Void) {
                    self.init(action: action) { Image(systemName: icon).imageScale(.large) }
                }
            }
            """,
        ],
        silent: [
            #"Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityLabel("Share")"#,
            #"Button(action: share) { model.icon }"#,
            #"Button(action: share) { icon(for: .share) }"#,
            #"Button(action: share) { Label("Share", systemImage: "square.and.arrow.up") }"#,
            #"Button(action: share) { Label("Share", systemImage: "square.and.arrow.up").labelStyle(.iconOnly) }"#,
            #"Button("Share", systemImage: "square.and.arrow.up", action: share)"#,
            #"Button(action: share) { HStack { Image(systemName: "square.and.arrow.up"); Text("Share") } }"#,
            #"Button { open() } label: { Image(systemName: "gear") }.accessibilityLabel(model.settingsTitle)"#,
            #"Button { open() } label: { Image(systemName: "gear") }.accessibilityLabel(LocalizedStringKey("settings"))"#,
            #"Button { save() } label: { if saving { Image(systemName: "hourglass") } else { Text("Save") } }"#,
            """
            Button(action: close) {
                Image(systemName: "xmark")
            }
            #if os(iOS)
            .accessibilityLabel("Close")
            #endif
            """,
            """
            #if os(macOS)
            Button(action: close) { Image(systemName: "xmark") }
            #endif
            """,
            #"Button(action: close) { Image(systemName: "xmark") }.accessibilityHidden(true)"#,
            #"Button(action: close) { Image(systemName: "xmark") }.accessibleIcon("Close")"#,
            #"Button(action: close) { Image(systemName: "xmark") }.modify { if #available(iOS 17, *) { $0.accessibilityLabel("Close") } else { $0.accessibilityLabel("Dismiss") } }"#,
            """
            Button(symbol: Image(systemName: "xmark"), label: "Close") { dismiss() }
            // file: Button+Symbol.swift
            extension Button where Label == Image {
                init(symbol: Image, label: String, action: @escaping () -> Void) {
                    self.init(action: action) { symbol.accessibilityLabel(label) }
                }
            }
            """,
            """
            Button(icon: "trash", title: "Delete", action: delete)
            // file: Button+Icon.swift
            extension Button where Label == SwiftUI.Label<Text, Image> {
                init(icon: String, title: String, action: @escaping () -> Void) {
                    self.init(action: action) { Label(title, systemImage: icon) }
                }
            }
            """,
            #"Button(symbol: Image(systemName: "xmark")) { dismiss() }"#,
            """
            Button { review() } label: { Image(systemName: "star").font(.system(size: 40)) }
                .buttonStyle(CaptionedButtonStyle(caption: "Leave a review", tint: .orange))
            // file: CaptionedButtonStyle.swift
            struct CaptionedButtonStyle: ButtonStyle {
                let caption: String
                let tint: Color
                func makeBody(configuration: Configuration) -> some View {
                    VStack(spacing: 12) {
                        configuration.label
                        Text(caption)
                    }
                    .background(tint)
                }
            }
            """,
            """
            Button(action: openProfile) { AvatarImage(image: account.avatar).accessibilityLabel(account.name) }
            // file: AvatarImage.swift
            struct AvatarImage: View {
                let image: UIImage
                var body: some View { Image(uiImage: image).resizable().clipShape(Circle()) }
            }
            """,
            """
            Button(action: openProfile) { AvatarImage(image: account.avatar, name: account.name) }
            // file: AvatarImage.swift
            struct AvatarImage: View {
                let image: UIImage
                let name: String
                var body: some View { Image(uiImage: image).resizable().accessibilityLabel(name) }
            }
            """,
            """
            Button(action: openProfile) { AccountBadge(account: account) }
            // file: AccountBadge.swift
            struct AccountBadge: View {
                let account: Account
                var body: some View {
                    HStack { Image(uiImage: account.avatar); Text(account.displayName) }
                }
            }
            """,
            #"Button(action: openProfile) { AvatarImage(image: account.avatar) }"#,
            """
            VStack {
                Button(action: share) { Image(systemName: "person.2.fill") }
                Button(action: review) { Image(systemName: "star") }
            }
            .buttonStyle(CaptionedButtonStyle(caption: "Tell a friend"))
            // file: CaptionedButtonStyle.swift
            struct CaptionedButtonStyle: ButtonStyle {
                let caption: String
                func makeBody(configuration: Configuration) -> some View {
                    VStack { configuration.label; Text(caption) }
                }
            }
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.isUnnamedIconOnlyControl else { return [] }
        let what = call.typeName ?? "control"
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "This \(what) shows only an icon and has no accessibility label: VoiceOver falls back on the image's file or symbol name (or nothing), and Voice Control users have no word to say for it.",
                subject: call, fixes: Self.labelFix(for: call, in: context).map { [$0] } ?? [])
        ]
    }

    /// Inserts `.accessibilityLabel(…)` after the control: the words of a symbol whose meaning is
    /// certain (fix-all may apply it), else a placeholder the author must replace (offered by hand only).
    static func labelFix(for call: ViewCall, in context: RuleContext) -> Fix? {
        guard var label = LabelSuggestion.label(forIconOf: call) else { return nil }
        // Every element of a ForEach would get the same words, which duplicate-control-name reports:
        // only the author knows which part of the element tells them apart.
        if call.isInsideForEach { label = .placeholder }
        let code = ".accessibilityLabel(\(label.expression))"
        return Fix(title: label.additionTitle(code), edits: [context.fixes.appendModifier(code, to: call)], isSafe: !label.isPlaceholder)
    }
}
