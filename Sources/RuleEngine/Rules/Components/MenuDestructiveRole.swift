// menu-destructive-role: a command that destroys something, in a menu or dialog,
// without the destructive role.

import SwiftSyntax

struct MenuDestructiveRole: Rule {
    static let id = "menu-destructive-role"
    static let triggers: [String]? = ["Delete", "Remove", "Erase", "Discard", "Clear"]
    static let severity = Severity.warning
    static let components: [Component] = [.menu, .dialogAlert, .dialogConfirmation]
    static let wcag = ["4.1.2"]
    static let summary = "A Delete/Remove/Erase/Discard/Clear All button in a menu, dialog or swipe action has no `role: .destructive`."
    static let rationale = """
        The destructive role is how the system marks a command that loses data: it draws it in red, keeps it \
        apart from the safe choices of a dialog, and hands the same warning to assistive technologies. Without \
        it the command looks and reads like any other, so a user moving through a menu by touch, voice or switch \
        gets no hint that this one cannot be undone.
        """
    static let fixDescription = "Add `role: .destructive` to the button, before its action: `Button(\"Delete\", role: .destructive) { … }`."
    static let notes = [
        """
        The title is read from the visible text (the title argument, a `Text` or `Label` in the label closure), \
        or from `.accessibilityLabel` when the button shows no text. Only titles that start with Delete, Remove, \
        Erase, Discard or "Clear All" count; Sign Out, Log Out, Cancel, Mute or Block are not destructive in \
        this sense.
        """,
        """
        A button whose action only sets state (`isConfirmingDelete = true`, `selected = item`), or sets a \
        confirmation flag among other steps (`isPresentingDeletionConfirmation = true`), asks before destroying \
        anything: the confirmation it presents carries the role, and a swipe action with the destructive role \
        would remove its row before the user confirms. A button that hands its action to a callback its view is \
        given (`action: onDelete`, `{ onDelete() }`, `{ onDelete(item.user) }`) is left alone too: what the \
        callback does, and whether it asks first, is decided by the screen that passes it.
        """,
        "A button with any `role:` argument, even one the engine cannot read (`role: isDangerous ? .destructive : nil`), is left alone: the author chose its role.",
        "Localization keys and variables as titles are unknown words and never fire. A conditional title fires when one of its branches is destructive.",
        """
        The menu context is the content of a `Menu`, or of `.contextMenu`, `.confirmationDialog`, `.alert` or \
        `.swipeActions`, through any stacks, sections or loops in between; a button in a menu's label, a toolbar \
        or a sheet presented from the menu is not in it. Buttons in a custom view whose body is elsewhere are \
        not seen.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            #"Menu("Actions") { Button("Rename", action: rename); ↓Button("Delete", action: delete) }"#,
            """
            Row(item)
                .contextMenu {
                    ↓Button { remove(item) } label: {
                        Label("Remove from Library", systemImage: "trash")
                    }
                }
            """,
            """
            Form { }
                .confirmationDialog("Discard this draft?", isPresented: $confirming) {
                    ↓Button("Discard Changes") { discard() }
                    Button("Keep Editing", role: .cancel) { }
                }
            """,
            #"Row(item).swipeActions { ↓Button { delete(item) } label: { Label("Delete", systemImage: "trash") }.tint(.red) }"#,
            #"List { }.alert("Erase all data?", isPresented: $asking) { ↓Button("Erase") { erase() }; Button("Cancel", role: .cancel) { } }"#,
            #"Menu { Section { ForEach(lists) { list in ↓Button("Delete \(list.name)") { delete(list) } } } } label: { Image(systemName: "ellipsis") }"#,
            #"Menu("More") { ↓Button(action: clear) { Text("Clear All") } }"#,
        ],
        silent: [
            #"Menu("Actions") { Button("Delete", role: .destructive, action: delete) }"#,
            """
            struct AccountList: View {
                let accounts: [Account]
                let onDelete: (Account) -> Void
                var body: some View {
                    List(accounts) { account in
                        AccountRow(account).swipeActions {
                            Button("Delete", systemImage: "trash") { onDelete(account) }.tint(.red)
                        }
                    }
                }
            }
            """,
            #"Row(item).swipeActions { Button("Delete", systemImage: "trash") { selection.insert(item); isPresentingDeletionConfirmation = true }.tint(.red) }"#,
            #"Row().contextMenu { Button(role: .destructive) { delete() } label: { Label("Delete", systemImage: "trash") } }"#,
            #"Menu("Account") { Button("Sign Out", action: signOut) }"#,
            #"Menu("Actions") { Button("status.action.delete", action: delete) }"#,
            #"Menu("Actions") { Button(L10n.delete, action: delete) }"#,
            #"VStack { Button("Delete", action: delete) }"#,
            #"Menu { Button("Rename", action: rename) } label: { Button("Remove") { } }"#,
            #"Menu("Actions") { Button("Delete", role: isOwner ? .destructive : nil, action: delete) }"#,
            #"Menu("Actions") { Button("Deleted items", action: showTrash) }"#,
            """
            Row(item)
                .swipeActions {
                    Button { selected = item; isConfirmingDelete = true } label: { Label("Delete", systemImage: "trash") }.tint(.red)
                }
                .confirmationDialog("Delete this item?", isPresented: $isConfirmingDelete) {
                    Button("Delete", role: .destructive) { delete(selected) }
                }
            """,
            """
            struct DeviceRow: View {
                let onDelete: () -> Void
                var body: some View {
                    Text("Phone").swipeActions { Button("Delete", systemImage: "trash", action: onDelete).tint(.red) }
                }
            }
            """,
            #"Row().contextMenu { Button { delete() } label: { Image(systemName: "trash") } }"#,
            """
            #if os(macOS)
            Menu("Actions") { Button("Delete", action: delete) }
            #endif
            """,
            """
            #Preview {
                Menu("Actions") { Button("Delete", action: delete) }
            }
            """,
        ])

    /// Modifiers whose closure is a list of commands.
    private static let commandModifiers: Set<String> = ["contextMenu", "confirmationDialog", "alert", "swipeActions"]
    /// Title openings that name a destructive command, as word sequences.
    private static let destructiveOpenings: [[String]] = [["delete"], ["remove"], ["erase"], ["discard"], ["clear", "all"]]

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .button, call.arguments.first(labeled: "role") == nil,
            let place = commandContext(of: call), !Self.actionIsDecidedElsewhere(call, in: context),
            let name = call.visibleName ?? call.accessibilityLabel,
            let title = name.leaves.lazy.compactMap(Self.destructiveTitle).first
        else { return [] }
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "\"\(title)\" in this \(place) destroys something but has no destructive role, so nothing marks it apart from the safe commands; add role: .destructive.",
                subject: call, fixes: roleFix(for: call).map { [$0] } ?? [])
        ]
    }

    /// The action only sets state (it presents a confirmation, which has the role), or it calls a
    /// callback property of the view, whose effect the screen passing it decides.
    private static func actionIsDecidedElsewhere(_ call: ViewCall, in context: RuleContext) -> Bool {
        guard let action = call.actionExpression else { return false }
        if ActionReader.onlyAssigns(in: action) || ActionReader.presentsConfirmation(in: action) { return true }
        // `onDelete(item.user)`: what deleting means, and whether it asks first, is the caller's.
        guard let type = call.scope.type, let target = ViewCall.delegatedTarget(of: action, allowingArguments: true) else { return false }
        if call.workspace.properties(of: type.qualifiedName).contains(where: { $0.name == target && $0.isCallback && !$0.isStatic }) { return true }
        // A stored closure of a type declared here (`let onDelete: () -> Void`).
        guard let member = context.model.declaredTypes.member(target, of: type.name), !member.isFunction, member.body == nil else { return false }
        return member.declaredType?.contains("->") ?? false
    }

    /// `menu`, `context menu`, … when the button is one of the commands of such a list.
    private func commandContext(of call: ViewCall) -> String? {
        var current = call
        while let parent = current.parent {
            switch current.role {
            case .content? where parent.kind == .menu:
                return "menu"
            case .modifier(let name)?:
                guard Self.commandModifiers.contains(name) else { return nil }
                return ["contextMenu": "context menu", "confirmationDialog": "confirmation dialog", "alert": "alert"][name] ?? "swipe action"
            case .label?, .destination?, .action?:
                return nil
            default:
                current = parent
            }
        }
        return nil
    }

    /// The text when it opens with a destructive verb.
    private static func destructiveTitle(_ leaf: NameValue) -> String? {
        let text: String
        switch leaf {
        case .literal(let value, _), .interpolated(let value, _): text = value
        default: return nil
        }
        let words = IdentifierWords.words(text.split(separator: "‹").first.map(String.init) ?? "")
        return destructiveOpenings.contains { words.starts(with: $0) } ? text : nil
    }

    /// `role: .destructive` where SwiftUI's initializers take it: after the title, else first.
    private func roleFix(for call: ViewCall) -> Fix? {
        guard let constructor = call.constructor else { return nil }
        let edit: TextEdit
        if let title = call.titleArgument {
            let end = title.expression.endPositionBeforeTrailingTrivia.utf8Offset
            edit = TextEdit(range: end..<end, replacement: ", role: .destructive")
        } else if let open = constructor.leftParen {
            let start = open.endPositionBeforeTrailingTrivia.utf8Offset
            edit = TextEdit(range: start..<start, replacement: constructor.arguments.isEmpty ? "role: .destructive" : "role: .destructive, ")
        } else {
            let end = constructor.calledExpression.endPositionBeforeTrailingTrivia.utf8Offset
            edit = TextEdit(range: end..<end, replacement: "(role: .destructive)")
        }
        return Fix(title: "Add role: .destructive", edits: [edit])
    }
}
