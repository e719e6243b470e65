// The card for `dialog.confirmation`.

extension ComponentCard {
    static let dialogConfirmation = ComponentCard(
        component: .dialogConfirmation,
        name: "Dialog (Confirmation)",
        summary: "A system `.confirmationDialog` (an action sheet) offering a few ways to carry out what the user just asked for.",
        useWhen: [
            "An action the user chose has several outcomes, or one that cannot be undone: clearing history, discarding a draft.",
        ],
        pickAnother: [
            (when: "a single message needs acknowledging or a plain yes-or-no answer", component: .dialogAlert),
            (when: "the commands are always on offer from one control", component: .menu),
        ],
        mustHaves: [
            "The native `.confirmationDialog` modifier, which takes VoiceOver focus when it appears.",
            "A title that gives the choice its context; on iOS pass `titleVisibility: .visible` to show it.",
            "`role: .destructive` on choices that destroy data; a `role: .cancel` button replaces the standard dismiss action.",
            "Each choice puts VoiceOver focus back on the button that opened the dialog (`@AccessibilityFocusState`); nothing does it automatically.",
            "Action titles that are verbs naming the outcome.",
        ],
        donts: [
            "Imitate it with a custom panel sliding up from the bottom.",
            "Offer a long list of actions; keep it to a handful.",
            "Leave Delete, Remove, Discard or Clear All without the destructive role.",
            "Strand VoiceOver focus after the dialog closes.",
        ],
        example: """
            @AccessibilityFocusState private var clearFocused: Bool

            Button("Clear History") { askToClear = true }
                .accessibilityFocused($clearFocused)
                .confirmationDialog("Clear browsing history?", isPresented: $askToClear, titleVisibility: .visible) {
                    Button("Clear Last Hour", role: .destructive) { clear(.lastHour); clearFocused = true }
                    Button("Clear All History", role: .destructive) { clear(.all); clearFocused = true }
                    Button("Cancel", role: .cancel) { clearFocused = true }
                }
            """)
}
