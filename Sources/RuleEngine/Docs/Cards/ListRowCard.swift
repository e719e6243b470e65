// The card for `list.row`.

extension ComponentCard {
    static let listRow = ComponentCard(
        component: .listRow,
        name: "List Row (Navigable)",
        summary: "A `List` row built from `NavigationLink`: a single target, announced as a button, that pushes another screen of the app.",
        useWhen: [
            "Choosing the row drills into a detail or child screen: a contact, a folder, a group of settings.",
        ],
        pickAnother: [
            (when: "the row performs an action and the user stays on the screen", component: .buttonBasic),
            (when: "the row opens a web page or leaves the app", component: .linkBasic),
            (when: "the row turns a setting on or off", component: .switchBasic),
        ],
        mustHaves: [
            "A `NavigationLink` (by value with `.navigationDestination`, or with a destination view), which VoiceOver reads as a button.",
            "The whole row is one element and one target; its text becomes the name.",
            "A name that identifies the destination; rows that look alike include what sets them apart.",
            "The system's own disclosure chevron is not read aloud; one you draw yourself gets `.accessibilityHidden(true)`.",
            "The destination screen has a navigation title that matches the row.",
        ],
        donts: [
            "Push a screen from `.onTapGesture` on the row: it gets no role and no keyboard access.",
            "Let a hand-drawn chevron be read out as part of the row.",
            "Nest extra buttons inside the row, where they compete with the row's own activation.",
            "Add \"button\" or \"opens\" to the row's label.",
        ],
        example: """
            NavigationStack {
                List(folders) { folder in
                    NavigationLink(value: folder) {
                        Label(folder.name, systemImage: "folder")
                    }
                }
                .navigationTitle("Folders")
                .navigationDestination(for: Folder.self) { FolderView(folder: $0) }
            }
            """)
}
