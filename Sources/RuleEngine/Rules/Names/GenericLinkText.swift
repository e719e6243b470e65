// generic-link-text: a link named "Learn more", "Here" or "Details" says nothing about where it goes.

struct GenericLinkText: Rule {
    static let id = "generic-link-text"
    static let triggers: [String]? = ["Link", "open"]
    static let severity = Severity.warning
    static let components: [Component] = [.linkBasic]
    static let wcag = ["2.4.4"]
    static let summary = "A link (or a button that opens a URL) is named only \"Learn more\", \"Click here\", \"More\", \"Details\" or the like."
    static let rationale = """
        VoiceOver users often reach links through the rotor's list of links, where each one is read out of \
        context: five entries that all say "Learn more" cannot be told apart. Voice Control users have to say \
        the name to follow the link, and "Tap Learn more" matches every one of them.
        """
    static let fixDescription = """
        Name the destination: change the title ("Learn more about refunds"), or keep the short visible text and \
        add an `.accessibilityLabel` that begins with it and adds the subject.
        """
    static let notes = [
        """
        The generic names: click here, tap here, here, more, learn more, read more, see more, view more, more \
        info, more information, more details, details, link, this link (case, punctuation and a trailing \
        ellipsis do not count). A name from a variable or a localization key is unknown and never fires; once the \
        workspace index resolves strings-table constants (`Copy.learnMore` = "Learn More"), those are read too.
        """,
        "A `Button` counts when its action only opens a URL (as in `button-opens-url`); buttons in menus, alerts and dialogs are left alone, where the surrounding title gives the context.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"↓Link("Learn more", destination: URL(string: "https://example.com/refunds")!)"#,
            #"↓Link(destination: helpURL) { Text("Click here") }"#,
            #"↓Button("Read more…") { UIApplication.shared.open(articleURL) }"#,
            #"↓Link(destination: termsURL) { Label("Details", systemImage: "info.circle") }.accessibilityLabel("Details")"#,
            """
            ↓Link(UserText.learnMore, destination: refundsURL)
            // file: UserText.swift
            enum UserText {
                static let learnMore = NSLocalizedString("refunds.learn-more", value: "Learn More", comment: "Link to the refund policy")
            }
            """,
        ],
        silent: [
            #"Link("Learn more about refunds", destination: refundsURL)"#,
            #"Link("Learn more", destination: refundsURL).accessibilityLabel("Learn more about refunds")"#,
            #"Link(L10n.learnMore, destination: refundsURL)"#,
            #"Link("help.learn_more", destination: refundsURL)"#,
            #"Button("Learn more") { showExplainer = true }"#,
            #"Menu("Share") { Button("More") { UIApplication.shared.open(shareURL) } }"#,
            """
            Link(UserText.learnMoreAboutRefunds, destination: refundsURL)
            // file: UserText.swift
            enum UserText {
                static let learnMoreAboutRefunds = NSLocalizedString("refunds.learn-more", value: "Learn more about refunds", comment: "")
            }
            """,
        ])

    private static let genericNames: Set<String> = [
        "clickhere", "taphere", "here", "more", "learnmore", "readmore", "seemore", "viewmore", "moreinfo",
        "moreinformation", "moredetails", "details", "link", "thislink",
    ]

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        switch call.kind {
        case .link:
            break
        case .button:
            guard let action = call.actionExpression, ActionReader.urlOpening(in: action) != nil, !call.isMenuItem else { return [] }
        default:
            return []
        }
        guard !call.hasCustomAccessibilityModifier, let name = call.accessibleName,
            let generic = name.leaves.compactMap(\.literalText).first(where: { Self.genericNames.contains(NameValue.folded($0)) })
        else { return [] }
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "This link is named \"\(generic)\", which says nothing about where it leads when VoiceOver lists the screen's links or a Voice Control user names it. Name the destination, in the title or in an .accessibilityLabel that starts with \"\(generic)\".",
                subject: call)
        ]
    }
}
