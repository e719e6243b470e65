// The card for `link.basic`.

extension ComponentCard {
    static let linkBasic = ComponentCard(
        component: .linkBasic,
        name: "Link (Standalone)",
        summary: "A `Link` to a URL outside the app; VoiceOver announces it as a link, so users know they are about to go elsewhere.",
        useWhen: [
            "Activating it opens a web page, a help article, another app or a mail or phone address.",
        ],
        pickAnother: [
            (when: "it performs an action and the user stays in the app", component: .buttonBasic),
            (when: "the link is a few words inside a sentence of text", component: .linkInline),
            (when: "it opens another screen of the app", component: .listRow),
        ],
        mustHaves: [
            "A `Link(_:destination:)` rather than a `Button` that calls `openURL`: the link role tells users the app hands off.",
            "Text that makes sense out of context, as in the VoiceOver Links rotor: \"Privacy Policy\", not \"Learn more\".",
            "An icon-only link gets `.accessibilityLabel` on the link.",
            "A control turned into a link with `.isLink` also loses `.isButton` (`.accessibilityRemoveTraits(.isButton)`), so one role is spoken.",
            "A 44 × 44 pt target and the system focus ring.",
        ],
        donts: [
            "Add the `.isButton` trait to a `Link`: two roles muddle the announcement.",
            "Name it \"Click here\", \"More\" or \"Read more\".",
            "Write \"link\" into the label; VoiceOver speaks the role.",
            "Open URLs from a `Button` action.",
        ],
        example: """
            Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)

            Link(destination: URL(string: "https://example.com/help")!) {
                Image(systemName: "questionmark.circle")
            }
            .accessibilityLabel("Help Center")
            """)
}
