// The card for `switch.basic`.

extension ComponentCard {
    static let switchBasic = ComponentCard(
        component: .switchBasic,
        name: "Switch",
        summary: "The system on/off `Toggle` for a lasting setting, announced in one stop with its title and current state.",
        useWhen: [
            "A persistent on/off setting, usually a row in a list or form: notifications, dark mode, automatic downloads.",
        ],
        pickAnother: [
            (when: "it flips something in the current context, like mute or bold", component: .buttonToggle),
            (when: "it is one of several options ticked in a form", component: .checkbox),
            (when: "there are more than two choices", component: .selectSegmented),
        ],
        mustHaves: [
            "A native `Toggle` in the default switch style, which carries the role and the on/off value itself.",
            "A title that names the setting and never the state; the toggle speaks the state.",
            "Bound to the stored setting itself (for example `@AppStorage`), and applied right away.",
            "A custom tint only if on still contrasts clearly with off.",
            "The title kept even under `.labelsHidden()`, which hides it from the screen but not from VoiceOver.",
        ],
        donts: [
            "Fake a switch with images and a tap gesture, or a `Button` that flips a Bool.",
            "Put state words in the title (\"Wi-Fi On\") or swap the title between states.",
            "Use a switch for a one-off action such as sending; that is a button.",
            "Name the role in the label (\"Wi-Fi switch\").",
        ],
        example: """
            @AppStorage("showPreviews") private var showPreviews = true

            Form {
                Toggle("Message Previews", isOn: $showPreviews)
                Toggle("Play Sounds", isOn: $playSounds)
            }
            """)
}
