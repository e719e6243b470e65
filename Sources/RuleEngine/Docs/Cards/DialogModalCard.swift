// The card for `dialog.modal`.

extension ComponentCard {
    static let dialogModal = ComponentCard(
        component: .dialogModal,
        name: "Dialog (Modal)",
        summary: "A `.sheet` or `.fullScreenCover` for a self-contained task, with a title, a visible way out and focus handed back when it closes.",
        useWhen: [
            "A focused task with content of its own: a form, a composer, filters, an editor.",
            "More room or more controls than an alert can hold.",
        ],
        pickAnother: [
            (when: "it is a short message with a couple of choices", component: .dialogAlert),
            (when: "the user moves deeper into the app's hierarchy", component: .listRow),
        ],
        mustHaves: [
            "The native `.sheet` or `.fullScreenCover`: VoiceOver moves into it and keeps out of the screen beneath.",
            "A title read first, such as `.navigationTitle` inside a `NavigationStack`, or a `Text` with the header trait.",
            "A visible Close, Done or Cancel control. A full-screen cover, or a sheet with `.interactiveDismissDisabled()`, has no other exit.",
            "`onDismiss:` sets the opening control's `@AccessibilityFocusState`, or VoiceOver is left wherever the sheet put it.",
        ],
        donts: [
            "Fake a modal with a `ZStack` overlay: VoiceOver can still roam the screen behind it.",
            "Make swiping down the only way to close it.",
            "Leave focus at the top of the screen after it closes.",
        ],
        example: """
            @AccessibilityFocusState private var filtersFocused: Bool

            Button("Filters") { showFilters = true }
                .accessibilityFocused($filtersFocused)
                .sheet(isPresented: $showFilters, onDismiss: { filtersFocused = true }) {
                    NavigationStack {
                        FiltersForm()
                            .navigationTitle("Filters")
                            .toolbar { Button("Done") { showFilters = false } }
                    }
                }
            """)
}
