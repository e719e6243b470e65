// The card for `button.toggle`.

extension ComponentCard {
    static let buttonToggle = ComponentCard(
        component: .buttonToggle,
        name: "Button (Toggle)",
        summary: "A `Button` that switches something on or off in place, exposing its state through exactly one model: a changing name or the selected trait.",
        useWhen: [
            "It turns a feature of the current view on and off: mute, pin, bold, captions.",
        ],
        pickAnother: [
            (when: "it is a setting that persists, such as notifications or dark mode", component: .switchBasic),
            (when: "it takes the user to another screen of the app", component: .listRow),
        ],
        mustHaves: [
            "A real `Button` (or a `Toggle` with `.toggleStyle(.button)`), so every input method can reach and press it.",
            "One state model only. The default: the name is the next action, \"Mute\" ↔ \"Unmute\", \"Pin\" ↔ \"Remove Pin\".",
            "Toolbar formatting toggles keep a fixed name (\"Bold\") and add `.accessibilityAddTraits(isOn ? .isSelected : [])`; VoiceOver then adds \"Selected\".",
            "Icon-only: `.accessibilityLabel` on the button, following the chosen model; the icon itself stays decorative.",
            "When the icon changes with the state, use `Toggle(isOn:)` with `.toggleStyle(.button)`, which reports the state itself.",
            "`.disabled(true)` when it is unavailable; a 44 × 44 pt target and the system focus ring.",
        ],
        donts: [
            "Change the name and add the selected trait together: VoiceOver ends up saying \"Unmute, Selected\".",
            "Add `.isSelected` unconditionally, or swap in another trait for off: when off, add no trait.",
            "Title the states instead of the actions (\"Favorite\" / \"Favorited\", \"On\" / \"Off\").",
            "Show the state only through the icon's look or colour.",
            "Add a \"Not Selected\" value when the name already changes or sibling toggles sit beside it.",
        ],
        example: """
            Button(isMuted ? "Unmute" : "Mute") {
                isMuted.toggle()
            }

            Button {
                isBold.toggle()
            } label: {
                Image(systemName: "bold")
            }
            .accessibilityLabel("Bold")
            .accessibilityAddTraits(isBold ? .isSelected : [])
            """)
}
