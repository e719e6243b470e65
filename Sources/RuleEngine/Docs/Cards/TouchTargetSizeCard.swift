// The card for `global.touch-target-size`.

extension ComponentCard {
    static let touchTargetSize = ComponentCard(
        component: .touchTargetSize,
        name: "Touch Target Size",
        summary: "Everything tappable offers a hit area of at least 44 × 44 points, however small its icon is drawn.",
        useWhen: [
            "Every control, above all small icons: close buttons, toolbar items, actions inside rows.",
        ],
        pickAnother: [
            (when: "the tappable view is not a real control yet", component: .semanticControl),
        ],
        mustHaves: [
            "A hit area of at least 44 × 44 pt for every control: Apple's minimum, well above the 24 × 24 CSS px of WCAG 2.5.8.",
            "Enlarge the hit area, not the glyph: a `.frame(minWidth: 44, minHeight: 44)` around the icon.",
            "`.contentShape(Rectangle())` so the empty part of that frame also takes touches.",
            "Room between neighbouring targets, so one touch cannot land on two of them.",
        ],
        donts: [
            "Give a control a literal `.frame` smaller than 44 pt in either direction.",
            "Trust the icon's size: a small glyph with no frame makes a small target.",
            "Pack icon buttons edge to edge.",
        ],
        example: """
            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark")
                    .frame(minWidth: 44, minHeight: 44)
                    .contentShape(Rectangle())
            }
            .accessibilityLabel("Close")
            """)
}
