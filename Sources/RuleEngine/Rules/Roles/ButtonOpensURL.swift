// button-opens-url: a button whose only job is to open a URL.

import SwiftSyntax

struct ButtonOpensURL: Rule {
    static let id = "button-opens-url"
    // "Button": the URL may be opened by a method or callback declared in another file.
    static let triggers: [String]? = ["open", "Button"]
    static let severity = Severity.warning
    static let components: [Component] = [.linkBasic]
    static let wcag = ["4.1.2"]
    static let summary = "A `Button`'s action only opens a URL."
    static let rationale = """
        A control that takes the user to a web page or out of the app is a link, and VoiceOver says "link" for \
        it so the user knows activating it leaves the current context; a button that calls `openURL` is \
        announced as a plain button. `Link` also shows up in VoiceOver's Links rotor and uses the same \
        `openURL` environment action, so in-app browsers keep working.
        """
    static let fixDescription = """
        Replace the button with `Link("<title>", destination: url)` (or `Link(destination:) { label }`), \
        keeping its label and styling.
        """
    static let notes = [
        "A bare `openURL(…)` counts only when the enclosing type declares `@Environment(\\.openURL) var openURL`; a method of the same name may open the URL in a sheet or do more, so it is left alone.",
        "Statements that only build the URL (`let url = …`, `guard let … else { return }`, an `if let` around the call) may come first; any other statement makes it more than a link.",
        "Buttons in alerts, confirmation dialogs, menus, context menus, swipe actions and menu-bar commands are left alone: those places take buttons, and a menu item is announced the same either way. A view type named `…Menu` or `…MenuItems`, or one building `Commands`, is taken to hold menu items, since its body is placed in a menu elsewhere.",
        "A button already given the link trait is left to `link-extra-button-trait`.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            struct About: View {
                @Environment(\\.openURL) private var openURL
                var body: some View {
                    ↓Button("Privacy policy") { openURL(policyURL) }
                }
            }
            """,
            #"↓Button { UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) } label: { Text("Open Settings") }"#,
            """
            struct Support: View {
                @Environment(\\.openURL) var openURL
                var body: some View {
                    ↓Button(action: {
                        guard let url = URL(string: "https://example.com/help") else { return }
                        openURL(url)
                    }) {
                        Label("Help", systemImage: "questionmark.circle")
                    }
                }
            }
            """,
            #"↓Button("Rate us") { if let url = URL(string: storeLink) { UIApplication.shared.open(url) } }"#,
            """
            struct PromoView: View {
                let onLearnMore: () -> Void
                var body: some View { ↓Button { onLearnMore() } label: { Text("Learn more") } }
            }
            // file: Home.swift
            struct Home: View {
                @Environment(\\.openURL) private var openURL
                var body: some View {
                    PromoView(onLearnMore: { openURL(promoURL) })
                }
            }
            """,
            """
            struct HelpFooter: View {
                var body: some View { ↓Button("Help Center", action: openHelp) }
            }
            // file: HelpFooter+Actions.swift
            extension HelpFooter {
                func openHelp() { UIApplication.shared.open(helpURL) }
            }
            """,
        ],
        silent: [
            #"Link("Privacy policy", destination: policyURL)"#,
            """
            struct About: View {
                func openURL(_ url: URL) { router.presentSafari(url) }
                var body: some View { Button("Privacy policy") { openURL(policyURL) } }
            }
            """,
            #"Button("Rate us") { UIApplication.shared.open(storeURL); analytics.log("rate") }"#,
            """
            struct Row: View {
                @Environment(\\.openURL) var openURL
                var body: some View {
                    Text(title).contextMenu { Button("Open in Safari") { openURL(url) } }
                    Menu("More") { Button("Website") { openURL(url) } }
                }
            }
            """,
            """
            struct StatusContextMenu: View {
                var body: some View { Button { UIApplication.shared.open(url) } label: { Label("View in browser", systemImage: "safari") } }
            }
            """,
            """
            struct AppCommands: Commands {
                var body: some Commands {
                    CommandGroup(replacing: .help) { Button("Help") { UIApplication.shared.open(helpURL) } }
                }
            }
            """,
            """
            Text("Update available").alert("Update", isPresented: $ask) {
                Button("App Store") { UIApplication.shared.open(storeURL) }
            }
            """,
            #"Button(action: openWebsite) { Text("Website") }"#,
            """
            struct PromoView: View {
                let onLearnMore: () -> Void
                var body: some View { Button { onLearnMore() } label: { Text("Learn more") } }
            }
            // file: Home.swift
            struct Home: View {
                var body: some View {
                    PromoView(onLearnMore: { showPromoDetails = true })
                    PromoView { openURL(promoURL) }
                }
            }
            """,
            """
            #if os(macOS)
            Button("Help") { UIApplication.shared.open(helpURL) }
            #endif
            """,
            #"Button { openURL(card.url) } label: { CardContent(card: card).accessibilityElement(children: .combine).accessibilityAddTraits(.isLink) }"#,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        // The link trait may sit on the label's combined content rather than on the Button.
        guard call.kind == .button, !call.addsTrait("isLink"), !call.labelDescendants.contains(where: { $0.addsTrait("isLink") }),
            !call.hasCustomAccessibilityModifier,
            let action = call.actionExpression, !call.isMenuItem
        else { return [] }
        guard let opening = ActionReader.urlOpening(in: action) else {
            // The URL is opened by a method or a callback declared elsewhere: the fix cannot see it.
            guard call.actionKind == .opensURL else { return [] }
            return [
                Finding(
                    Self.self, range: call.calleeRange,
                    message: "This Button only opens a URL (its action, followed to where the workspace declares or passes it, does nothing else), so VoiceOver announces a button and the user is not told it leads away; use Link(destination:) instead.",
                    subject: call)
            ]
        }
        if ActionReader.normalizedProperty(opening.calledExpression.trimmedDescription).hasPrefix("openURL") {
            guard call.scope.type?.property(named: "openURL")?.wrappers.contains("Environment") == true else { return [] }
        }
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "This Button only opens a URL, so VoiceOver announces a button and the user is not told it leads away; use Link(destination:) instead.",
                subject: call, fixes: linkFix(for: call, action: action).map { [$0] } ?? [])
        ]
    }

    /// Only an action that is the single opening call can become a Link: a `guard` or `if let`
    /// around it has no place in `destination:`.
    private func linkFix(for call: ViewCall, action: ExprSyntax) -> Fix? {
        guard let constructor = call.constructor,
            let opening = ActionReader.onlyCall(in: action, named: ["openURL", "UIApplication.shared.open"]),
            let url = opening.arguments.first, url.label == nil
        else { return nil }
        return ControlSwap.link(
            replacing: constructor.byteRange, destination: url.expression.trimmedDescription,
            title: call.titleArgument?.expression.trimmedDescription, label: call.labelContent?.expression.trimmedDescription)
    }
}
