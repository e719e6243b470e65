// missing-navigation-title: a navigation stack whose first screen has no title.

struct MissingNavigationTitle: Rule {
    static let id = "missing-navigation-title"
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = ["NavigationStack", "NavigationView"]
    static let severity = Severity.info
    // A Mac window takes its title from the scene; a navigation stack in a sheet shows none.
    static let platforms: [Platform] = [.iOS, .watchOS, .visionOS, .tvOS]
    static let components: [Component] = [.headings]
    static let wcag = ["2.4.2"]
    static let summary = "A `NavigationStack` or `NavigationView` whose root screen sets no `.navigationTitle`."
    static let rationale = """
        The navigation title is the name of the screen: VoiceOver reads it when the screen appears, the Back \
        button of the next screen repeats it, and it is the first heading a user lands on. A screen without one \
        starts in the middle of its content, with nothing to say where the user is.
        """
    static let fixDescription = "Add `.navigationTitle(\"…\")` to the stack's root view (inside the stack, not on it)."
    static let notes = [
        """
        Not checked for macOS, where a window is named by its scene and a sheet shows no navigation title. \
        Stacks in preview scaffolding (a type whose name ends in `Preview` or `Previews`, besides `#Preview` \
        and `PreviewProvider` code) are left alone: they wrap a view to show it, not to ship it.
        """,
        """
        The root content is followed into views and helper members declared in the same file. A view declared \
        in another file, a variable or a custom modifier whose name mentions a title or navigation may set the \
        title: the rule stays silent. A title set anywhere on the root screen counts, as does a principal \
        toolbar item, a hidden navigation bar, or a `.navigationTitle` on the stack itself or a view around it.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            """
            ↓NavigationStack {
                List(items) { item in Text(item.name) }
            }
            """,
            """
            struct SettingsScreen: View {
                var body: some View {
                    ↓NavigationView { SettingsList() }
                }
            }
            struct SettingsList: View {
                var body: some View { Form { Toggle("Sounds", isOn: .constant(true)) } }
            }
            """,
            """
            struct Library: View {
                var body: some View {
                    ↓NavigationStack { content }
                }
                private var content: some View {
                    ScrollView { Text("Albums") }
                        .toolbar { Button("Edit") { } }
                }
            }
            """,
        ],
        silent: [
            #"NavigationStack { List(items) { Text($0.name) }.navigationTitle("Items") }"#,
            #"NavigationStack { ItemList() }"#,
            """
            struct SettingsScreen: View {
                var body: some View { NavigationView { SettingsList() } }
            }
            struct SettingsList: View {
                var body: some View { Form { Toggle("Sounds", isOn: .constant(true)) }.navigationBarTitle("Settings") }
            }
            """,
            #"NavigationStack { Form { }.toolbar { ToolbarItem(placement: .principal) { Text("Filters") } } }"#,
            #"NavigationStack { PlayerView().toolbar(.hidden, for: .navigationBar) }"#,
            #"NavigationStack { Onboarding() }.navigationTitle("Welcome")"#,
            #"NavigationStack { List { }.screenTitle("Inbox") }"#,
            """
            enum ListPickerPreview {
                static var standard: some View { NavigationView { List { Text("Row") } } }
            }
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.typeName == "NavigationStack" || call.typeName == "NavigationView", !Self.isPreviewScaffolding(call.scope.type),
            !([call] + call.ancestors).contains(where: { $0.modifiers.contains(where: Self.titles) }),
            let root = call.nodes(for: .content)
        else { return [] }
        var walk = DeclaredContentWalk(types: context.model.declaredTypes, context: context)
        walk.walk(root, in: call.scope.type?.name, enters: Self.isOnRootScreen) { view in
            if view.modifiers.contains(where: Self.titles) { return .stop }
            if view.modifiers.contains(where: Self.mayTitle) { return .unknown }
            return .proceed
        }
        guard !walk.stopped, !walk.sawUnknown else { return [] }
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "The first screen of this \(call.typeName ?? "stack") has no navigation title, so VoiceOver has no screen name to announce and the next screen's Back button none to repeat. Add .navigationTitle(\"…\") to its root view.",
                subject: call)
        ]
    }

    private static func isPreviewScaffolding(_ type: TypeScope?) -> Bool {
        var current = type
        while let scope = current {
            if scope.name.hasSuffix("Preview") || scope.name.hasSuffix("Previews") { return true }
            current = scope.parent
        }
        return false
    }

    /// Content shown on the stack's first screen: not destinations, presentations or code.
    private static func isOnRootScreen(_ content: ClosureContent) -> Bool {
        switch content.role {
        case .action, .destination: return false
        case .modifier(let name): return name == "toolbar" || name == "overlay" || name == "background" || name == "safeAreaInset"
        default: return true
        }
    }

    /// A modifier that gives the screen its title, or hides the bar that would show one.
    private static func titles(_ modifier: Modifier) -> Bool {
        switch modifier.name {
        case "navigationTitle", "navigationBarTitle", "navigationBarHidden":
            return true
        case "toolbar":
            // `.toolbar(.hidden, for: .navigationBar)`, or a principal item standing in for the title.
            return modifier.firstArgument?.trimmedDescription == ".hidden"
                || modifier.arguments.contains { $0.closure?.trimmedDescription.contains(".principal") ?? false }
        default:
            return false
        }
    }

    /// An app's own modifier that may set the title.
    private static func mayTitle(_ modifier: Modifier) -> Bool {
        let lowered = modifier.name.lowercased()
        return !ViewCall.knownAccessibilityModifiers.contains(modifier.name) && (lowered.contains("title") || lowered.contains("navigation"))
            && !["navigationDestination", "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode", "navigationSplitViewStyle",
                "navigationSplitViewColumnWidth", "navigationViewStyle", "navigationBarBackButtonHidden"].contains(modifier.name)
    }
}
