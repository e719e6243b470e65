// The card for `headings`: section titles and screen titles as VoiceOver navigates them.

extension ComponentCard {
    static let headings = ComponentCard(
        component: .headings,
        name: "Headings",
        summary: "A title that opens a screen or a section is a heading to VoiceOver as well, so users can move from one to the next with the rotor instead of hearing everything in between.",
        useWhen: [
            "Text that names a part of a screen: the title above a group of content, a \"Recent\" or \"Favorites\" header with a See All button beside it.",
            "The name of the screen itself, which a navigation title gives it.",
        ],
        pickAnother: [
            (when: "the title is itself tappable and opens the whole section", component: .buttonBasic),
            (when: "the title names a sheet or full-screen cover", component: .dialogModal),
        ],
        mustHaves: [
            "`.accessibilityAddTraits(.isHeader)` on each text that looks like a section title: large, bold, or set in `.title` to `.title3`.",
            "A `.navigationTitle` on the root view inside every navigation stack: VoiceOver announces it when the screen appears.",
            "Short, specific titles in reading order, one per section (\"Recent orders\", not \"Section 2\").",
            "In a `List` or `Form`, a `Section` header: the system makes it a heading already.",
            "The trait on the title's text, not on a row that also holds a button.",
        ],
        donts: [
            "Say the role in the label (\"Settings heading\"): the word is spoken, but only the trait puts the text in the Headings rotor.",
            "Mark body text, values or every line of a card as a heading: the rotor gets as long as the screen.",
            "Merge a title into a combined element without giving that element the trait.",
            "Rearrange the reading order with sort priorities throughout a view instead of writing views in that order.",
        ],
        example: """
            VStack(alignment: .leading) {
                Text("Recent orders")
                    .font(.title2.bold())
                    .accessibilityAddTraits(.isHeader)
                ForEach(orders) { order in
                    OrderRow(order: order)
                }
            }
            .navigationTitle("Orders")
            """)
}
