// The card for `menu`.

extension ComponentCard {
    static let menu = ComponentCard(
        component: .menu,
        name: "Menu",
        summary: "One control that reveals a short list of commands when activated.",
        useWhen: [
            "Several related commands share one place: sort options, sharing, a toolbar's \"more\" actions.",
        ],
        pickAnother: [
            (when: "the user picks a value that the control then displays", component: .selectMenu),
            (when: "there is a single command", component: .buttonBasic),
            (when: "the commands confirm something the user just started", component: .dialogConfirmation),
        ],
        mustHaves: [
            "A native `Menu`: VoiceOver moves into the list when it opens, and keyboards and Switch Control can open it.",
            "A name: the visible title, or `.accessibilityLabel` on the menu when its label is only an icon.",
            "Each item is a `Button` titled with a verb; a system image beside the title does not change its name.",
            "Items that delete or discard data carry `role: .destructive`.",
            "Related items grouped with `Section` or `Divider`.",
        ],
        donts: [
            "Ship an icon-only menu (an ellipsis, say) with no label.",
            "Wrap a single command in a menu; a plain button saves a step.",
            "Use a menu to choose a value; a menu-style `Picker` shows the current choice.",
            "Leave Delete, Remove or Discard without the destructive role.",
        ],
        example: """
            Menu {
                Button("Rename", systemImage: "pencil") { rename() }
                Button("Duplicate", systemImage: "plus.square.on.square") { duplicate() }
                Divider()
                Button("Delete", systemImage: "trash", role: .destructive) { delete() }
            } label: {
                Image(systemName: "ellipsis.circle")
            }
            .accessibilityLabel("Document actions")
            """)
}
