// modal-without-close: a full-screen cover (or a sheet that cannot be swiped away)
// with no control that closes it.

import SwiftSyntax

struct ModalWithoutClose: Rule {
    static let id = "modal-without-close"
    /// Reads the presented type or the type's other declarations, which may sit elsewhere in the file.
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = [".fullScreenCover", "interactiveDismissDisabled"]
    static let severity = Severity.warning
    static let components: [Component] = [.dialogModal]
    static let wcag = ["2.1.2", "2.1.1"]
    static let summary = "A `.fullScreenCover`, or a `.sheet` with `.interactiveDismissDisabled()`, shows no control that dismisses it."
    static let rationale = """
        A full-screen cover cannot be swiped away, and neither can a sheet whose interactive dismissal is \
        disabled. If the only way out is a gesture on the content, VoiceOver, Switch Control, Voice Control and \
        keyboard users are trapped in it. A visible Close, Done or Cancel button is the way out that every \
        input method can reach.
        """
    static let fixDescription = """
        Add a button that dismisses the modal, e.g. in the toolbar: \
        `ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }`.
        """
    static let notes = [
        """
        The content is followed through custom views and helper properties declared in the same file (their \
        `body`, a `var content: some View`, a function returning a view). Anything the engine cannot see there, \
        a view declared in another file, a variable, `#if` in a body, makes the rule stay silent: the close \
        button may be in it.
        """,
        """
        A control counts as possibly dismissing when it is a `Button` whose action is a function reference, \
        calls any function or method, sets something to `nil` or `false`, or mentions `dismiss`, \
        `presentationMode`, `isPresented` or the presenting binding. Only content whose buttons all visibly do \
        something else (or that has no button) fires. `.accessibilityAction(.escape)` and `.onExitCommand` \
        count as a way out.
        """,
        """
        A sheet is only checked when `.interactiveDismissDisabled()` or `(true)` is found in its content; a \
        condition (`interactiveDismissDisabled(isSaving)`) blocks the swipe only at times and is not reported.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            """
            struct Gallery: View {
                @State private var viewing = false
                var body: some View {
                    Thumbnail()
                        ↓.fullScreenCover(isPresented: $viewing) {
                            Image("photo").resizable().scaledToFit()
                                .onTapGesture { viewing = false }
                        }
                }
            }
            """,
            """
            struct Feed: View {
                @State private var composing = false
                var body: some View {
                    List { }
                        ↓.sheet(isPresented: $composing) { Composer() }
                }
            }
            struct Composer: View {
                @State private var text = ""
                var body: some View {
                    NavigationStack {
                        TextEditor(text: $text)
                            .navigationTitle("New Post")
                    }
                    .interactiveDismissDisabled()
                }
            }
            """,
            """
            struct Onboarding: View {
                @State private var showing = true
                var body: some View {
                    Color.clear↓.fullScreenCover(isPresented: $showing) { pages }
                }
                private var pages: some View {
                    TabView { Text("Welcome"); Text("Sync your library") }
                }
            }
            """,
        ],
        silent: [
            """
            struct Gallery: View {
                @State private var viewing = false
                var body: some View {
                    Thumbnail()
                        .fullScreenCover(isPresented: $viewing) {
                            NavigationStack {
                                Image("photo").resizable()
                                    .toolbar { Button("Done") { viewing = false } }
                            }
                        }
                }
            }
            """,
            #"Thumbnail().fullScreenCover(isPresented: $viewing) { PhotoViewer(photo: photo) }"#,
            """
            struct Feed: View {
                @State private var composing = false
                var body: some View {
                    List { }.sheet(isPresented: $composing) { Composer() }
                }
            }
            struct Composer: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    NavigationStack {
                        Form { }
                            .toolbar { Button("Cancel", action: cancel) }
                    }
                    .interactiveDismissDisabled()
                }
            }
            """,
            #"List { }.sheet(isPresented: $adding) { Text("Swipe down to close") }"#,
            #"List { }.sheet(isPresented: $adding) { Form { }.interactiveDismissDisabled(isSaving) }"#,
            #"Thumbnail().fullScreenCover(isPresented: $viewing) { Image("photo").accessibilityAction(.escape) { viewing = false } }"#,
            #"Thumbnail().fullScreenCover(item: $item) { item in detail(for: item) }"#,
            """
            struct Player: View {
                @State private var playing = false
                var body: some View {
                    Poster().fullScreenCover(isPresented: $playing) {
                        VStack { VideoSurface(); Button("Pause") { player.pause() } }
                    }
                }
            }
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        let presentations = call.modifiers.filter { $0.name == "fullScreenCover" || $0.name == "sheet" }
        guard !presentations.isEmpty else { return [] }
        let types = context.model.declaredTypes
        return presentations.compactMap { modifier -> Finding? in
            guard let content = presentedContent(of: modifier, in: call) else { return nil }
            var search = DismissSearch(types: types, context: context, bindings: Self.presentingBindings(of: modifier))
            search.visit(content.nodes, in: call.scope.type?.name)
            guard !search.sawUnknown, !search.mayDismiss else { return nil }
            guard modifier.name == "fullScreenCover" || search.disablesInteractiveDismiss else { return nil }
            let what = modifier.name == "fullScreenCover" ? "This full-screen cover" : "This sheet cannot be swiped away and"
            return Finding(
                Self.self, range: modifier.range,
                message: "\(what) has no control that closes it, so VoiceOver, Switch Control and keyboard users cannot leave it; add a Close or Done button.",
                subject: call)
        }
    }

    /// The content closure of a presenting modifier, as the model read it.
    private func presentedContent(of modifier: Modifier, in call: ViewCall) -> ClosureContent? {
        guard let expression = modifier.arguments.first(where: { $0.label == "content" })?.expression
            ?? modifier.arguments.last(where: { $0.isTrailingClosure && $0.label == nil })?.expression
        else { return nil }
        return call.contents.first { $0.expression.id == expression.id }
    }

    /// `showing` for `isPresented: $showing`, `item` for `item: $item`.
    private static func presentingBindings(of modifier: Modifier) -> Set<String> {
        Set(modifier.arguments.compactMap { argument -> String? in
            guard argument.label == "isPresented" || argument.label == "item" else { return nil }
            return SyntaxFacts.identifiers(in: argument.expression).first
        })
    }
}

/// Walks a modal's content, following views declared in the same file, looking for a way out.
private struct DismissSearch {
    private var walk: DeclaredContentWalk
    let bindings: Set<String>
    var sawUnknown: Bool { walk.sawUnknown }
    var mayDismiss: Bool { walk.stopped }
    private(set) var disablesInteractiveDismiss = false

    init(types: DeclaredTypes, context: RuleContext, bindings: Set<String>) {
        walk = DeclaredContentWalk(types: types, context: context)
        self.bindings = bindings
    }

    mutating func visit(_ nodes: [ViewNode], in type: String?) {
        var disables = disablesInteractiveDismiss
        let bindings = bindings
        walk.walk(nodes, in: type, enters: DeclaredContentWalk.isShown) { call in
            var step = DeclaredContentWalk.Step.proceed
            if call.kind == .button, Self.buttonMayDismiss(call, bindings: bindings) { step = .stop }
            for modifier in call.modifiers {
                switch modifier.name {
                case "interactiveDismissDisabled":
                    if modifier.firstArgument == nil || modifier.firstArgument?.trimmedDescription == "true" { disables = true }
                case "onExitCommand":
                    step = .stop
                case "accessibilityAction" where modifier.firstArgument?.trimmedDescription == ".escape":
                    step = .stop
                default:
                    if step == .proceed, modifier.name.lowercased().contains("dismiss") || modifier.name.lowercased().contains("close") { step = .unknown }
                }
            }
            return step
        }
        disablesInteractiveDismiss = disables
    }

    /// The button's action might close the modal: anything but plain local changes.
    private static func buttonMayDismiss(_ button: ViewCall, bindings: Set<String>) -> Bool {
        guard let action = button.actionExpression, let closure = action.as(ClosureExprSyntax.self) else { return true }
        let text = closure.statements.trimmedDescription
        if ["dismiss", "presentationMode", "isPresented", "= nil", "= false"].contains(where: text.contains) { return true }
        if !bindings.isDisjoint(with: SyntaxFacts.identifiers(in: closure)) { return true }
        return CallFinder.containsCall(closure.statements)
    }
}

/// Whether a piece of code calls anything other than `toggle()` (which only flips a local Bool).
private final class CallFinder: SyntaxVisitor {
    private var found = false

    static func containsCall(_ node: some SyntaxProtocol) -> Bool {
        let finder = CallFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if callee != "toggle" { found = true }
        return found ? .skipChildren : .visitChildren
    }
}
