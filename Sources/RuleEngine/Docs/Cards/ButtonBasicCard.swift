// The card for `button.basic`.

extension ComponentCard {
    static let buttonBasic = ComponentCard(
        component: .buttonBasic,
        name: "Button (Basic)",
        summary: "A native `Button` that performs an action and leaves the user on the same screen.",
        useWhen: [
            "Tapping runs something right away: save, send, add to a list, play, or open a sheet or popover.",
        ],
        pickAnother: [
            (when: "it switches something on and off", component: .buttonToggle),
            (when: "it drills into another screen of the app", component: .listRow),
            (when: "it opens a web page or leaves the app", component: .linkBasic),
        ],
        mustHaves: [
            "A real `Button`, so VoiceOver says \"Button\" and Switch Control, Voice Control and keyboards can press it.",
            "A name that says what it does; visible text is that name.",
            "Extra context goes in `.accessibilityLabel`, starting with the visible text (\"Edit\" → \"Edit username\").",
            "An icon-only button gets `.accessibilityLabel` on the button, not on the image.",
            "Buttons that look the same on one screen get names that tell them apart.",
            "An unavailable action uses `.disabled(true)`, which VoiceOver announces as dimmed.",
            "A touch target of at least 44 × 44 points and the system focus ring.",
        ],
        donts: [
            "Put \"button\" in the label: VoiceOver already says it.",
            "Ship an icon with no label.",
            "Give a label that differs from the visible text: Voice Control users say what they see.",
            "Write hints about gestures (\"Tap to…\"); describe the result, and only when it is not obvious.",
        ],
        example: """
            Button {
                showSettings = true
            } label: {
                Image(systemName: "gearshape")
            }
            .accessibilityLabel("Settings")
            """)
}
