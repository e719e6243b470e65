// dialog-focus-not-restored: a control presents a dialog but its type has no
// accessibility focus state to send VoiceOver back to it when the dialog closes.

import SwiftSyntax

struct DialogFocusNotRestored: Rule {
    static let id = "dialog-focus-not-restored"
    /// Reads the presented type or the type's other declarations, which may sit elsewhere in the file.
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = [".alert", ".confirmationDialog", ".sheet", ".fullScreenCover"]
    static let severity = Severity.info
    static let components: [Component] = [.dialogAlert, .dialogConfirmation, .dialogModal]
    static let wcag = ["2.4.3"]
    static let summary = "A control presents an alert, confirmation dialog, sheet or full-screen cover, and its type declares no `@AccessibilityFocusState` to return focus to it."
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
        """
        Reported only when a control of the same type (a `Button` or other control, or a view with a tap \
        gesture) presents it: its action sets the presentation's binding, directly or through a method of the \
        type. A presentation raised by state (a loading error, `.task`, a timer) has no control to go back to.
        """,
        """
        Reported once per type, on its first such presentation, with the others as related locations: one \
        focus state fixes them all, and an app with dozens of sheets should not read dozens of findings.
        """,
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
                        .toolbar { Button("Add") { adding.toggle() } }
                        ↓.sheet(isPresented: $adding) { AddItem() }
                        .alert("Could not load", isPresented: $failed) { Button("OK") { } }
                        .task { failed = await load() == nil }
                }
            }
            """,
            """
            struct Player: View {
                @State private var fullScreen = false
                var body: some View { content }
                func expand() { fullScreen = true }
            }
            extension Player {
                var content: some View {
                    VideoSurface()
                        .overlay { Button("Full Screen", action: expand) }
                        ↓.fullScreenCover(isPresented: $fullScreen) { FullPlayer() }
                }
            }
            """,
            """
            struct Inbox: View {
                @State private var composing = false
                @State private var filtering = false
                var body: some View {
                    VStack {
                        Button("Compose") { composing = true }
                        Button("Filter") { filtering = true }
                    }
                    ↓.sheet(isPresented: $composing) { Composer() }
                    .sheet(isPresented: $filtering) { Filters() }
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
                    Form { Button("About") { showing = true } }.sheet(isPresented: $showing) { About() }
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
            """
            struct Feed: View {
                @State private var failed = false
                var body: some View {
                    List { }
                        .alert("Could not load", isPresented: $failed) { Button("OK") { } }
                        .task { failed = await load() == nil }
                }
            }
            """,
            """
            struct Onboarding: View {
                @AppStorage("seen") private var seen = false
                @State private var showingIntro = false
                var body: some View {
                    Home()
                        .onAppear { showingIntro = !seen }
                        .fullScreenCover(isPresented: $showingIntro) { Intro() }
                }
            }
            """,
        ])

    private static let presenting: Set<String> = ["alert", "confirmationDialog", "sheet", "fullScreenCover"]

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        // Presentations with a trigger in the code, grouped by the type whose code holds them, in source order.
        var byType: [(name: String, presentations: [(call: ViewCall, modifier: Modifier, property: String)])] = []
        for call in model.calls {
            guard let typeName = call.scope.type?.name else { continue }
            for modifier in call.modifiers where Self.presenting.contains(modifier.name) && !Self.presentedFromElsewhere(modifier) {
                guard let property = Self.boundProperty(of: modifier) else { continue }
                if let index = byType.firstIndex(where: { $0.name == typeName }) {
                    byType[index].presentations.append((call, modifier, property))
                } else {
                    byType.append((typeName, [(call, modifier, property)]))
                }
            }
        }
        guard !byType.isEmpty else { return [] }
        let types = model.declaredTypes
        var findings: [Finding] = []
        for (typeName, presentations) in byType {
            guard types.isDeclared(typeName),
                !types.members(of: typeName).contains(where: { $0.attributes.contains("AccessibilityFocusState") }),
                !model.calls.contains(where: { $0.scope.type?.name == typeName && $0.hasModifier("accessibilityFocused") })
            else { continue }
            let triggers = Self.triggerActions(in: model, typeName: typeName, types: types)
            let presented = presentations.filter { presentation in triggers.contains { Self.sets(presentation.property, in: $0) } }
                .sorted { $0.modifier.range.lowerBound < $1.modifier.range.lowerBound }
            guard let first = presented.first else { continue }
            let others = presented.dropFirst().map { other in
                RelatedLocation(range: other.modifier.range, message: "\(typeName) also presents a \(Self.noun(other.modifier.name)) here")
            }
            let more = others.isEmpty ? "" : " (and \(others.count) more presentation\(others.count == 1 ? "" : "s") of this type)"
            findings.append(Finding(
                Self.self, range: first.modifier.range,
                message: "When this \(Self.noun(first.modifier.name)) closes, VoiceOver focus may not return to the control that opened it\(more); \(typeName) has no @AccessibilityFocusState to put it back.",
                subject: first.call, related: others))
        }
        return findings
    }

    /// The property a presentation's binding reads: `$adding` → `adding`, `$model.sheet` → `model.sheet`.
    private static func boundProperty(of modifier: Modifier) -> String? {
        guard let binding = modifier.argument("isPresented") ?? modifier.argument("item") else { return nil }
        let text = binding.trimmedDescription
        guard text.hasPrefix("$") else { return nil }
        return ActionReader.normalizedProperty(text)
    }

    /// The code each control of the type runs (a control's action, a view's tap), with the bodies
    /// of the type's methods those actions call, one level deep.
    private static func triggerActions(in model: ViewModel, typeName: String, types: DeclaredTypes) -> [String] {
        var actions: [String] = []
        // Read once for every action: a screen has dozens of members and of actions.
        let methods = types.members(of: typeName).filter { $0.isFunction && $0.body != nil }
        let calls = methods.map { $0.name + "(" }
        var bodies: [Int: String] = [:]
        for call in model.calls where call.scope.type?.name == typeName {
            var expressions: [ExprSyntax] = []
            if call.kind.isControl, let action = call.actionExpression { expressions.append(action) }
            expressions += call.gestures.filter(\.isSingleTap).compactMap(\.action)
            for expression in expressions {
                let text = SyntaxFacts.normalized(expression.trimmedDescription)
                actions.append(text)
                for (position, method) in methods.enumerated() where text == method.name || text.contains(calls[position]) {
                    if bodies[position] == nil { bodies[position] = SyntaxFacts.normalized(method.body!.trimmedDescription) }
                    actions.append(bodies[position]!)
                }
            }
        }
        return actions
    }

    /// Whether code shows the property being set to present: `x = true`, `x.toggle()`, `x = item`
    /// (never `x = false` or `x = nil`).
    private static func sets(_ property: String, in code: String) -> Bool {
        for written in [property, "self." + property] {
            if code.contains(written + ".toggle()") { return true }
            var searchFrom = code.startIndex
            while let found = code.firstRange(ofBytes: written + " = ", from: searchFrom) {
                searchFrom = found.upperBound
                let before = code[..<found.lowerBound].last
                guard before.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true else { continue }
                let value = code[found.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if value != "false" && value != "nil" { return true }
            }
        }
        return false
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
