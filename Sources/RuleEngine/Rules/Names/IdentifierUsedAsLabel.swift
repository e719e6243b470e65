// identifier-used-as-label: an icon-only control has a test identifier but no spoken name.

struct IdentifierUsedAsLabel: Rule {
    static let id = "identifier-used-as-label"
    static let triggers: [String]? = ["accessibilityIdentifier", "accessibility(identifier"]
    static let severity = Severity.warning
    static let components: [Component] = [.semanticControl]
    static let wcag = ["4.1.2"]
    static let refines = ["icon-only-control-name"]
    static let summary = "An icon-only control has an `.accessibilityIdentifier` but no accessibility label."
    static let rationale = """
        An accessibility identifier is a handle for UI tests and is never spoken: VoiceOver still has no name \
        for the control, and Voice Control has nothing to call it by. The identifier suggests the author meant \
        to name the control, so the name is one modifier away.
        """
    static let fixDescription = """
        Keep the identifier for the tests and add `.accessibilityLabel("…")` to the control, naming its action \
        in words a user would say.
        """
    static let notes = [
        "Reported at the identifier modifier (on the control, or else on the icon inside its label), in place of `icon-only-control-name`, whose conditions it shares.",
        "A control with any label, a custom accessibility modifier, or hidden from accessibility is left alone, as for `icon-only-control-name`.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"Button(action: share) { Image(systemName: "square.and.arrow.up") }↓.accessibilityIdentifier("shareButton")"#,
            """
            Button {
                compose()
            } label: {
                Image(systemName: "square.and.pencil")
            }
            .padding(8)
            ↓.accessibilityIdentifier("timeline.compose")
            """,
            #"Menu { Button("Rename", action: rename) } label: { Image(systemName: "ellipsis")↓.accessibilityIdentifier("moreMenu") }"#,
            #"Button(action: close) { Image(systemName: "xmark") }↓.accessibility(identifier: "close")"#,
        ],
        silent: [
            #"Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityIdentifier("shareButton").accessibilityLabel("Share")"#,
            #"Button("Share", action: share).accessibilityIdentifier("shareButton")"#,
            #"Button(action: share) { Label("Share", systemImage: "square.and.arrow.up") }.accessibilityIdentifier("shareButton")"#,
            #"Button(action: share) { shareIcon }.accessibilityIdentifier("shareButton")"#,
            #"Image(systemName: "star").accessibilityIdentifier("star")"#,
            #"#Preview { Button(action: {}) { Image(systemName: "xmark") }.accessibilityIdentifier("close") }"#,
            #"Button(action: close) { Image(systemName: "xmark") }.accessibilityIdentifier("close").accessibilityLabel(L10n.close)"#,
            """
            #if os(macOS)
            Button(action: close) { Image(systemName: "xmark") }.accessibilityIdentifier("close")
            #endif
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.isUnnamedIconOnlyControl,
            let identifier = call.lastModifier(named: "accessibilityIdentifier")
                ?? call.labelImages.lazy.compactMap({ $0.lastModifier(named: "accessibilityIdentifier") }).first
        else { return [] }
        let what = call.typeName ?? "control"
        let value = ExpressionReader.stringLiteral(identifier.firstArgument).map { " \"\($0)\"" } ?? ""
        return [
            Finding(
                Self.self, range: identifier.range,
                message: "The identifier\(value) is for UI tests and is never spoken, so this icon-only \(what) still has no name for VoiceOver or Voice Control; add .accessibilityLabel(\"…\") as well.",
                subject: call, fixes: IconOnlyControlName.labelFix(for: call, in: context).map { [$0] } ?? [])
        ]
    }
}
