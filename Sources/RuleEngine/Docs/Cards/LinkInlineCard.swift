// The card for `link.inline`.

extension ComponentCard {
    static let linkInline = ComponentCard(
        component: .linkInline,
        name: "Link (Inline)",
        summary: "Words inside a paragraph of `Text` that open a URL; VoiceOver finds them in the Links rotor, keyboards and Voice Control cannot use them.",
        useWhen: [
            "A sentence of body text points to a related page: the terms in a sign-up note, a source in an article.",
        ],
        pickAnother: [
            (when: "the link can stand on its own or is the main route to the page", component: .linkBasic),
            (when: "the words should run an action inside the app", component: .buttonBasic),
        ],
        mustHaves: [
            "Built as an `AttributedString` whose link range carries `.link`; Markdown in a string literal also works, with less control.",
            "Link words that describe the destination (\"Terms of Service\"), never \"here\".",
            "The same destination also offered as a standalone `Link`: on Apple platforms Full Keyboard Access and Voice Control cannot activate inline links.",
            "A cue besides colour that the words are a link, such as an underline.",
        ],
        donts: [
            "Make an inline link the only path to something important.",
            "Mark the link by its colour alone.",
            "Emulate a link by putting a tap gesture on the paragraph.",
            "Use \"click here\" or a bare URL as the link text.",
        ],
        example: """
            var notice = AttributedString("By signing up you accept the Terms of Service.")
            if let range = notice.range(of: "Terms of Service") {
                notice[range].link = termsURL
                notice[range].underlineStyle = .single
            }

            Text(notice)
            // Full Keyboard Access and Voice Control need a standalone link.
            Link("Terms of Service", destination: termsURL)
            """)
}
