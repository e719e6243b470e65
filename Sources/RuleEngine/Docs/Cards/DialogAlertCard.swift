// The card for `dialog.alert`.

extension ComponentCard {
    static let dialogAlert = ComponentCard(
        component: .dialogAlert,
        name: "Dialog (Alert)",
        summary: "A system `.alert` for a short, important message with a few choices; VoiceOver moves into it as soon as it appears.",
        useWhen: [
            "The user must answer before going on: confirming a step that cannot be undone, or hearing about a failure.",
        ],
        pickAnother: [
            (when: "the user chooses among several actions about something they just started", component: .dialogConfirmation),
            (when: "the content needs its own layout, fields or more than a few buttons", component: .dialogModal),
        ],
        mustHaves: [
            "The native `.alert` modifier: VoiceOver focus lands in it on presentation and cannot wander behind it.",
            "A short title that states the situation; details go in the `message:` closure.",
            "Action titles that are verbs naming the outcome (\"Delete\", \"Keep\"), not \"Yes\" / \"No\".",
            "`role: .destructive` on actions that destroy data and `role: .cancel` on the way out.",
            "Every action sends VoiceOver focus back to the control that opened the alert, via `@AccessibilityFocusState` and `.accessibilityFocused`; the system does not restore it.",
        ],
        donts: [
            "Draw an alert yourself with an overlay: VoiceOver does not move into it and can slip out of it.",
            "Interrupt with an alert for news that needs no decision; show it inline.",
            "Leave Delete, Remove or Discard without the destructive role.",
            "Leave VoiceOver at the top of the screen once the alert closes.",
        ],
        example: """
            @AccessibilityFocusState private var resetFocused: Bool

            Button("Reset Settings") { confirmReset = true }
                .accessibilityFocused($resetFocused)
                .alert("Reset all settings?", isPresented: $confirmReset) {
                    Button("Reset", role: .destructive) { resetSettings(); resetFocused = true }
                    Button("Cancel", role: .cancel) { resetFocused = true }
                } message: {
                    Text("Your saved preferences will be lost.")
                }
            """)
}
