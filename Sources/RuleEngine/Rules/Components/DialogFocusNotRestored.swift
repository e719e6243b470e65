// dialog-focus-not-restored: a view presents dialogs but has no accessibility
// focus state to send VoiceOver back to the control that opened them.

struct DialogFocusNotRestored: Rule {
    static let id = "dialog-focus-not-restored"
    /// Reads the presented type or the type's other declarations, which may sit elsewhere in the file.
    static let scope = RuleScope.file
    static let triggers: [String]? = [".alert", ".confirmationDialog", ".sheet", ".fullScreenCover"]
    static let severity = Severity.info
    static let components: [Component] = [.dialogAlert, .dialogConfirmation, .dialogModal]
    static let wcag = ["2.4.3"]
    static let summary = "A type presents an alert, confirmation dialog, sheet or full-screen cover but declares no `@AccessibilityFocusState`."
    static let rationale = """
        When a SwiftUI alert, dialog or sheet closes, VoiceOver focus is not reliably returned to the control \
        that opened it; it may land at the top of the screen, and the user has to find their place again. An \
        `@AccessibilityFocusState` bound to the trigger with `.accessibilityFocused` lets the view put focus \
        back when the presentation ends.
        """
    static let fixDescription = """
        Declare `@AccessibilityFocusState private var focusedTrigger: Bool`, attach \
        `.accessibilityFocused($focusedTrigger)` to the control that presents, and set it to true in the \
        dismissal (`onDismiss:` of a sheet, each action of an alert or dialog).
        """
    static let notes = [
        """
        The type is the one whose code holds the presenting modifier, with its declaration and extensions in \
        the same file. Silent when that type declares an `@AccessibilityFocusState` property, uses \
        `.accessibilityFocused` anywhere in the file's code for it, or is only extended here (its declaration, \
        and its properties, are in another file).
        """,
        "Code outside any type (a free function returning a view) is not reported: there is no view to hold the focus state.",
        """
        Not reported when the presentation has no trigger in this view: a constant binding \
        (`isPresented: .constant(error != nil)`, shown by state) or a binding into a router or coordinator \
        (`item: $router.presentedSheet`), which presents for controls that live in other views.
        """,
        "Reported once per presenting modifier, as the catalog says, so each presentation can be fixed or suppressed on its own line.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            struct AccountView: View {
                @State private var confirmingSignOut = false
                var body: some View {
                    Button("Sign Out") { confirmingSignOut = true }
                        ↓.confirmationDialog("Sign out?", isPresented: $confirmingSignOut) {
                            Button("Sign Out", role: .destructive) { signOut() }
                        }
                }
            }
            """,
            """
            struct Library: View {
                @State private var adding = false
                @State private var failed = false
                var body: some View {
                    List { }
                        ↓.sheet(isPresented: $adding) { AddItem() }
                        ↓.alert("Could not load", isPresented: $failed) { Button("OK") { } }
                }
            }
            """,
            """
            struct Player: View {
                @State private var fullScreen = false
                var body: some View { content }
            }
            extension Player {
                var content: some View {
                    VideoSurface()↓.fullScreenCover(isPresented: $fullScreen) { FullPlayer() }
                }
            }
            """,
        ],
        silent: [
            """
            struct AccountView: View {
                @State private var confirming = false
                @AccessibilityFocusState private var signOutFocused: Bool
                var body: some View {
                    Button("Sign Out") { confirming = true }
                        .accessibilityFocused($signOutFocused)
                        .confirmationDialog("Sign out?", isPresented: $confirming) {
                            Button("Sign Out", role: .destructive) { signOut(); signOutFocused = true }
                        }
                }
            }
            """,
            """
            extension AccountView {
                var signOutButton: some View {
                    Button("Sign Out") { confirming = true }.alert("Sign out?", isPresented: $confirming) { }
                }
            }
            """,
            """
            struct Row: View {
                var focus: AccessibilityFocusState<Bool>.Binding
                var body: some View {
                    Button("Delete") { asking = true }
                        .accessibilityFocused(focus)
                        .alert("Delete?", isPresented: $asking) { }
                }
            }
            """,
            """
            func errorAlert(_ content: some View, isPresented: Binding<Bool>) -> some View {
                content.alert("Error", isPresented: isPresented) { }
            }
            """,
            """
            struct Settings: View {
                @State private var showing = false
                var body: some View {
                    #if os(macOS)
                    Form { }.sheet(isPresented: $showing) { About() }
                    #else
                    Form { }
                    #endif
                }
            }
            """,
            """
            struct Root: View {
                @State private var router = Router()
                var body: some View { Tabs().sheet(item: $router.presentedSheet) { sheet in destination(sheet) } }
            }
            """,
            """
            struct PlayerView: View {
                var body: some View { Surface().alert("Error", isPresented: .constant(manager.error != nil)) { } }
            }
            """,
            """
            struct Settings_Previews: PreviewProvider {
                static var previews: some View { Text("Hi").sheet(isPresented: .constant(true)) { Text("Sheet") } }
            }
            """,
        ])

    private static let presenting: Set<String> = ["alert", "confirmationDialog", "sheet", "fullScreenCover"]

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        let presentations = call.modifiers.filter { Self.presenting.contains($0.name) && !Self.presentedFromElsewhere($0) }
        guard !presentations.isEmpty, let typeName = call.scope.type?.name else { return [] }
        let types = DeclaredTypes(model: context.model)
        guard types.isDeclared(typeName),
            !types.members(of: typeName).contains(where: { $0.attributes.contains("AccessibilityFocusState") }),
            !context.model.calls.contains(where: { $0.scope.type?.name == typeName && $0.hasModifier("accessibilityFocused") })
        else { return [] }
        return presentations.map { modifier in
            Finding(
                Self.self, range: modifier.range,
                message: "When this \(Self.noun(modifier.name)) closes, VoiceOver focus may not return to the control that opened it; \(typeName) has no @AccessibilityFocusState to put it back.",
                subject: call)
        }
    }

    /// `isPresented: .constant(error != nil)` is shown by state, with no control to return to;
    /// `item: $router.presentedSheet` is a router presenting for controls in other views.
    private static func presentedFromElsewhere(_ modifier: Modifier) -> Bool {
        guard let binding = modifier.argument("isPresented") ?? modifier.argument("item") else { return false }
        let text = binding.trimmedDescription
        if text.hasPrefix(".constant(") || text.hasPrefix("Binding.constant(") { return true }
        guard text.hasPrefix("$"), let owner = text.dropFirst().split(separator: ".").first, text.contains(".") else { return false }
        let lowered = owner.lowercased()
        return ["router", "coordinator", "navigator"].contains { lowered.contains($0) }
    }

    private static func noun(_ modifier: String) -> String {
        ["alert": "alert", "confirmationDialog": "dialog", "sheet": "sheet", "fullScreenCover": "full-screen cover"][modifier] ?? "presentation"
    }
}
