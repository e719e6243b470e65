// The card for `global.focus-visible`.

extension ComponentCard {
    static let focusVisible = ComponentCard(
        component: .focusVisible,
        name: "Focus Visible",
        summary: "Keyboard users can always see which control has focus: keep the focus effect the system draws.",
        useWhen: [
            "Any control a hardware keyboard or Full Keyboard Access can reach, custom-styled buttons and cards above all.",
        ],
        pickAnother: [
            (when: "the view is not a focusable control yet", component: .semanticControl),
        ],
        mustHaves: [
            "The system focus effect stays on every control (WCAG 2.4.7).",
            "Custom button styles keep it too; a focus look of your own goes on top of it, not instead of it.",
            "A focused control is never hidden behind a toolbar, sticky header or the keyboard (WCAG 2.4.11).",
            "Focus moved in code (`@FocusState`, `@AccessibilityFocusState`) lands on something visible.",
        ],
        donts: [
            "Apply `.focusEffectDisabled()` to a control.",
            "Replace the focus effect with a faint change of colour.",
            "Cover focused controls with overlays.",
        ],
        example: """
            // A plain style still shows the system focus effect: no .focusEffectDisabled().
            Button {
                play(album)
            } label: {
                AlbumCover(album: album)
            }
            .buttonStyle(.plain)
            .accessibilityLabel(album.title)
            """)
}
