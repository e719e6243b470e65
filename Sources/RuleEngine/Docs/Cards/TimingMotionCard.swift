// The card for `timing-motion`: animation, media, timers, device motion and
// messages that appear or disappear on their own.

extension ComponentCard {
    static let timingMotion = ComponentCard(
        component: .timingMotion,
        name: "Timing and Motion",
        summary: "The screen moves, plays and changes only as fast as its reader can follow, and says what changed.",
        useWhen: [
            "A view animates, plays audio or video, shows a toast or banner, or reacts to shaking or tilting the device.",
            "Code waits (`asyncAfter`, `Task.sleep`, a `Timer`) before changing what is on screen.",
        ],
        pickAnother: [
            (when: "the message is a choice the user must answer", component: .dialogAlert),
            (when: "the change comes from a control the user operates", component: .semanticControl),
        ],
        mustHaves: [
            "Large, long or endless motion (zooming, sliding, spinning, marquees) checks `accessibilityReduceMotion` and fades or stays still instead (WCAG 2.3.3).",
            "Sound or video that starts by itself can be paused from the screen, or starts muted (WCAG 1.4.2).",
            "A message that a timer would take away stays until dismissed, or carries a control to dismiss or keep it (WCAG 2.2.1).",
            "A status message that appears without moving focus (\"Saved\", \"No results\", an error line) is announced to VoiceOver (WCAG 4.1.3).",
            "Whatever a shake or tilt does, a button does too (WCAG 2.5.4); the app works in both orientations (WCAG 1.3.4).",
        ],
        donts: [
            "Animate with `.repeatForever` or for seconds at a time without a Reduce Motion check.",
            "Remove a toast with an Undo button before the user could reach it.",
            "Autoplay audio with no pause control on screen.",
            "Show \"Saved\" or an error in place and rely on VoiceOver users to look for it.",
        ],
        example: """
            struct SavedBadge: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var pulsing = false
                var body: some View {
                    Image(systemName: "checkmark.circle.fill")
                        .scaleEffect(pulsing ? 1.1 : 1)
                        .animation(reduceMotion ? nil : .easeInOut(duration: 0.8).repeatForever(), value: pulsing)
                        .onAppear { pulsing = true }
                        .accessibilityLabel("Saved")
                }
            }
            """)
}
