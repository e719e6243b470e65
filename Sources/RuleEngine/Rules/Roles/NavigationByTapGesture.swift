// navigation-by-tap-gesture: a view navigates on tap instead of being a NavigationLink.

import SwiftSyntax

struct NavigationByTapGesture: TypeFactsRule {
    static let id = "navigation-by-tap-gesture"
    static let triggers: [String]? = ["onTapGesture", "TapGesture"]
    static let severity = Severity.warning
    static let components: [Component] = [.listRow]
    static let wcag = ["4.1.2", "2.1.1"]
    static let refines = ["tap-gesture-not-control"]
    static let summary = "A view's tap gesture pushes a screen (appends to a navigation path, calls a router, sets a navigation selection)."
    static let rationale = """
        A row that opens another screen on tap is a navigation control, but built from a gesture it is not one \
        for assistive technologies: VoiceOver reads it as text, Switch Control and keyboards cannot reach it. A \
        `NavigationLink` is announced as a button, can be activated by every input method, and drives the same \
        path or selection.
        """
    static let fixDescription = """
        Wrap the row in `NavigationLink(value: item) { row }` and let `.navigationDestination(for:)` (or the \
        existing router) show the screen; keep the row's look with `.buttonStyle(.plain)`.
        """
    static let notes = [
        "Navigation is: `append` on a path (a receiver named `path` or `…Path`), `navigate(to:)` or `push(…)` on a router, path, navigator or coordinator, any call named `navigateTo…`, or an assignment to a property bound to `List(selection:)`, `NavigationLink(selection:)` or `.navigationDestination(isPresented:/item:)` in the same file; any statement of the tap's action may be it.",
        "The rule is not limited to rows in a `List`: a card in a scroll view that pushes a screen has the same problem and the same fix.",
        "A row of a `List(selection:)` whose tap only sets that list's selection is left alone: the list already selects its rows with every input method, so the tap is one more way in, not the only one.",
        "On a view that already has the button trait and a name, VoiceOver can use it and only keyboard access is missing, so the finding is info, as `tap-gesture-not-control` does there.",
        "Receivers the engine cannot see (`content.onTapGesture`), controls, styles' bodies and invisible hit areas are left alone, as for `tap-gesture-not-control`.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"AccountRow(account: account)↓.onTapGesture { if let account { routerPath.navigate(to: .account(account)) } }"#,
            """
            List(items) { item in
                ItemRow(item: item)↓.onTapGesture { path.append(item) }
            }
            """,
            """
            HStack {
                AvatarView(account.avatar)
                Text(account.displayName)
            }
            ↓.onTapGesture {
                routerPath.navigate(to: .accountDetail(account))
            }
            """,
            """
            struct Sidebar: View {
                @State private var selection: Folder?
                var body: some View {
                    NavigationSplitView {
                        List(folders, selection: $selection) { folder in Text(folder.name) }
                    } detail: {
                        FolderGrid(folders: folders)
                    }
                    .safeAreaInset(edge: .bottom) {
                        RecentFolderBadge()↓.onTapGesture { selection = recent }
                    }
                }
            }
            """,
            #"StatusContent(status)↓.onTapGesture { guard !isFocused else { return }; viewModel.navigateToDetail() }"#,
            #"AvatarView(url).accessibilityAddTraits(.isButton)↓.onTapGesture { router.navigate(to: .profile(id)) }"#,
        ],
        silent: [
            #"NavigationLink(value: item) { ItemRow(item: item) }"#,
            """
            struct Sidebar: View {
                @State private var selection: Folder?
                var body: some View {
                    NavigationSplitView {
                        List(folders, selection: $selection) { folder in
                            FolderRow(folder).onTapGesture { selection = folder }
                        }
                    } detail: { FolderView(selection) }
                }
            }
            """,
            #"ItemRow(item: item).onTapGesture { selectedItem = item }"#,
            #"ItemRow(item: item).onTapGesture { items.append(item) }"#,
            #"content.onTapGesture { path.append(item) }"#,
            #"Button { path.append(item) } label: { ItemRow(item: item) }"#,
            #"Text("Open").onTapGesture { router.presentedSheet = .compose }"#,
            """
            #if os(macOS)
            ItemRow(item: item).onTapGesture { path.append(item) }
            #endif
            """,
        ])

    /// The properties bound to navigation anywhere in the declaration: setting one navigates.
    func facts(of call: ViewCall) -> [String] { call.navigationBindings }

    func mayReport(_ call: ViewCall) -> Bool { call.isPlainTapReceiver && call.gestures.contains(where: \.isSingleTap) }

    func check(_ call: ViewCall, facts bindings: Set<String>, in context: RuleContext) -> [Finding] {
        let taps = call.gestures.filter(\.isSingleTap)
        return taps.compactMap { gesture in
            guard let statements = gesture.actionStatements, ActionReader.navigation(in: statements, bindings: bindings) != nil,
                !call.onlySelectsInItsList(gesture.action)
            else { return nil }
            let usable = call.addsTrait("isButton") && call.hasNameForTap
            return Finding(
                Self.self, range: gesture.modifier.range,
                message: usable
                    ? "This tap opens another screen; the view has the button trait and a name, but keyboards still cannot reach a gesture. A NavigationLink(value:) works with every input method."
                    : "This tap opens another screen, but VoiceOver, Switch Control and keyboards do not see a control here; use a NavigationLink(value:) for the row.",
                subject: call, severity: usable ? .info : nil)
        }
    }
}
