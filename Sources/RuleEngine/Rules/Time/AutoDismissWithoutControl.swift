// auto-dismiss-without-control: a message that a timer takes away, with no control
// to dismiss it or keep it.

import SwiftSyntax

struct AutoDismissWithoutControl: Rule {
    static let id = "auto-dismiss-without-control"
    /// Reads the view type's other declarations (its content, its controls), which may sit elsewhere in the file.
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = ["asyncAfter", "Task.sleep", "scheduledTimer"]
    static let severity = Severity.warning
    static let components: [Component] = [.timingMotion]
    static let wcag = ["2.2.1"]
    static let summary = "A view hides a message after `asyncAfter`, `Task.sleep` or a one-shot `Timer`, and offers no control to dismiss or keep it."
    static let rationale = """
        A message that removes itself after a few seconds is gone before many people have read it: someone \
        who reads slowly or zooms in, and above all a VoiceOver user, who first has to find it, then hear it \
        out. If the message carries an action (Undo, Retry), that action disappears with it. A message that \
        stays until dismissed, or one with a button to dismiss it, leaves the timing to the reader.
        """
    static let fixDescription = """
        Let the message stay until the user dismisses it (a Close button on it, or a tap target that is a \
        real `Button`), or keep the timer but add a control on the message (Dismiss, Undo) that is reachable \
        before it goes; for a short confirmation, also announce it with `AccessibilityNotification.Announcement`.
        """
    static let notes = [
        """
        A message is content shown under an `if` on a property of the same view type (`if showToast { … }`, \
        `if let error { … }`), or an overlay written `copied ? toast : nil`, that shows text and holds no \
        control. The rule fires when code after the wait \
        sets that property to `false` or `nil` (or toggles it), or calls `dismiss()` in a view with no control at \
        all. Code after a wait that *shows* something (`try await Task.sleep(…)` then `showHint = true`) takes \
        nothing away and is left alone.
        """,
        """
        Silent when the message holds a control (Undo, Close), when a control, tap gesture or accessibility \
        action elsewhere in the view changes the same property, when the property is passed as a binding to \
        another view (that view may close it), and when the message is a view or member the engine cannot \
        see (declared in another file).
        """,
        "A wait that hands its work to a function or selector (`Timer(…, selector:)`, `asyncAfter(execute: work)`) is not followed.",
        """
        A wait shorter than one second (a debounce, a step of an animation) and a wait followed by more \
        awaited work (`try await Task.sleep(…)` then a network call: a debounce before a search) are not \
        reported: neither is time given for reading.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            """
            struct ShareSheet: View {
                @State private var copied = false
                var body: some View {
                    VStack {
                        Button("Copy Link") {
                            copy()
                            copied = true
                            ↓DispatchQueue.main.asyncAfter(deadline: .now() + 2) { copied = false }
                        }
                        if copied { Text("Link copied") }
                    }
                }
            }
            """,
            """
            struct ProfileEditor: View {
                @State private var saveError: String?
                var body: some View {
                    Form {
                        if let saveError { Label(saveError, systemImage: "exclamationmark.triangle") }
                    }
                    .task {
                        saveError = await save()
                        ↓try? await Task.sleep(for: .seconds(3))
                        withAnimation { saveError = nil }
                    }
                }
            }
            """,
            """
            struct RecoveryKey: View {
                @State private var copied = false
                var body: some View {
                    Button("Copy Code") {
                        copy()
                        copied = true
                        ↓DispatchQueue.main.asyncAfter(deadline: .now() + 2) { copied = false }
                    }
                    .overlay(copied ? copiedToast() : nil)
                }
                private func copiedToast() -> some View { Text("Code copied").padding() }
            }
            """,
            """
            struct SavedBanner: View {
                @State private var visible = true
                var body: some View {
                    ZStack {
                        if visible { BannerText(text: "Saved") }
                    }
                    .onAppear {
                        ↓Timer.scheduledTimer(withTimeInterval: 4, repeats: false) { _ in visible = false }
                    }
                }
            }
            struct BannerText: View {
                let text: String
                var body: some View { Text(text).padding() }
            }
            """,
        ],
        silent: [
            """
            struct Inbox: View {
                @State private var deleted: Message?
                var body: some View {
                    List { }
                        .overlay {
                            if let deleted {
                                HStack { Text("Message deleted"); Button("Undo") { restore(deleted) } }
                            }
                        }
                        .onChange(of: deleted) {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 5) { deleted = nil }
                        }
                }
            }
            """,
            """
            struct Onboarding: View {
                @State private var showHint = false
                var body: some View {
                    VStack { if showHint { Text("Swipe to see more") } }
                        .task {
                            try? await Task.sleep(for: .seconds(2))
                            showHint = true
                        }
                }
            }
            """,
            """
            struct Toasts: View {
                @State private var toast: String?
                var body: some View {
                    VStack {
                        if let toast { Text(toast) }
                        Button("Dismiss") { toast = nil }
                    }
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 3) { toast = nil } }
                }
            }
            """,
            """
            struct Feed: View {
                @State private var toast: Toast?
                var body: some View {
                    List { }
                        .overlay { if let toast { ToastView(toast: toast) } }
                        .task {
                            try? await Task.sleep(for: .seconds(3))
                            toast = nil
                        }
                }
            }
            """,
            """
            struct Loader: View {
                @State private var loading = true
                var body: some View {
                    VStack { if loading { ProgressView() } else { Text("Ready") } }
                        .task { try? await Task.sleep(for: .seconds(1)); loading = false }
                }
            }
            """,
            """
            struct Copier: View {
                @State private var copied = false
                var body: some View {
                    VStack {
                        if copied { Text("Copied") }
                        CopyButton(copied: $copied)
                    }
                    .onChange(of: copied) { DispatchQueue.main.asyncAfter(deadline: .now() + 2) { copied = false } }
                }
            }
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        // Under a second is a debounce or a step of an animation, not a time given for reading.
        guard let delayed = call.delayedWork, let type = call.scope.type?.name, (delayed.seconds ?? 1) >= 1, !delayed.awaitsOtherWork else { return [] }
        // A wait that hides nothing and dismisses nothing (it shows something, or loads) takes nothing away.
        let hidden = delayed.writes.filter { $0.value != .on }.map(\.property)
        guard !hidden.isEmpty || delayed.dismisses else { return [] }
        let types = context.model.declaredTypes
        guard types.isDeclared(type) else { return [] }
        // Controls of an alert or sheet the view presents are not on the view itself.
        let typeCalls = context.model.calls.filter { $0.scope.type?.name == type && !$0.isInPresentedContent }
        var gone: [String] = []
        if !hidden.isEmpty {
            let branches = types.conditionalContent(of: type, in: context.model)
            for property in Set(hidden).sorted() {
                let shown = branches.filter { $0.requires(property) }
                guard !shown.isEmpty, shown.allSatisfy({ showsMessageOnly($0.nodes, in: type, types, context) }),
                    !typeCalls.contains(where: { Self.offersControl(over: property, $0, besides: delayed.statement.byteRange, types, type) })
                else { continue }
                gone.append("`\(property)`")
            }
        }
        var message: String?
        if !gone.isEmpty {
            message = "After this wait the message shown while \(gone.joined(separator: " and ")) is set goes away on its own, with no control to dismiss or keep it: slow readers and VoiceOver users may never get to it."
        } else if delayed.dismisses, !typeCalls.contains(where: { $0.kind.isInteractive }) {
            message = "After this wait the view dismisses itself, and it has no control to close or keep it: slow readers and VoiceOver users may not finish reading it."
        }
        guard let message else { return [] }
        return [Finding(Self.self, range: delayed.range, message: message, subject: call)]
    }

    /// The content shows text and holds no control, and all of it could be seen.
    private func showsMessageOnly(_ nodes: [ViewNode], in type: String, _ types: DeclaredTypes, _ context: RuleContext) -> Bool {
        var walk = DeclaredContentWalk(types: types, context: context)
        var showsText = false
        var holdsControl = false
        walk.walk(nodes, in: type, enters: DeclaredContentWalk.isShown) { view in
            if view.kind.isInteractive || view.hasModifier("onTapGesture") {
                holdsControl = true
                return .stop
            }
            if view.kind == .text || view.kind == .label { showsText = true }
            return .proceed
        }
        return showsText && !holdsControl && !walk.sawUnknown
    }

    /// A control, gesture or accessibility action that takes the message away (sets the property off,
    /// directly or through a method of the view), or a view given a binding to it (which may close it):
    /// a way to dismiss or keep the message. The wait itself does not count.
    private static func offersControl(over property: String, _ call: ViewCall, besides wait: Range<Int>, _ types: DeclaredTypes, _ type: String) -> Bool {
        func takesAway(_ code: ExprSyntax) -> Bool {
            let direct = ActionReader.writes(in: code).contains { write in
                write.value != .on && write.property == property && !wait.contains(write.node.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
            if direct { return true }
            // A method of the view that the code calls or names (`action: dismissToast`).
            return SyntaxFacts.identifiers(in: code).contains { identifier in
                guard let member = types.member(identifier, of: type), member.isFunction, let body = member.body else { return false }
                return ActionReader.writes(in: body).contains { $0.value != .on && $0.property == property }
            }
        }
        if call.kind.isInteractive, let action = call.actionExpression, takesAway(action) { return true }
        if call.arguments.contains(where: { $0.closure == nil && $0.expression.trimmedDescription.hasPrefix("$") && ActionReader.writtenProperty($0.expression) == property }) {
            return true
        }
        return call.modifiers.contains { modifier in
            (modifier.gesture != nil || modifier.name.hasPrefix("accessibilityAction")) && modifier.arguments.contains { takesAway($0.expression) }
        }
    }
}
