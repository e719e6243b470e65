// textfield-name: a text field whose only text is its placeholder, or none.

struct TextFieldName: Rule {
    static let id = "textfield-name"
    /// UIKit: a class sets a field's or a button's properties in several methods and extensions.
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = ["TextField", "SecureField"]
    static let severity = Severity.error
    static let components: [Component] = [.textfield]
    static let wcag = ["4.1.2", "3.3.2"]
    static let summary = "A `TextField`/`SecureField` has an empty title (or only a `prompt:`) and no other label."
    static let rationale = """
        A field's title is its accessible name. With an empty title VoiceOver announces just "Text field", \
        and the prompt is only read while the field is empty: once the user has typed, nothing says what the \
        field was for. A `Text` placed beside the field is a separate element and does not name it.
        """
    static let fixDescription = """
        Give the field a title (`TextField("Email", text: $email)`), or keep the visible layout and add \
        `.accessibilityLabel("Email")`, or wrap it in `LabeledContent("Email") { … }`.
        """
    static let notes = [
        "UIKit: a `UITextField` the class makes (not an outlet, not a parameter) that gets a `placeholder` but never an `accessibilityLabel` in the class or its extensions is named only by its placeholder; the finding points at the placeholder statement.",
        """
        A name is anything the engine cannot prove empty: a variable or localization key as title, a label \
        closure with content (text, a variable, a custom view), `.accessibilityLabel` with any non-empty \
        value, `.accessibilityLabeledPair`, an enclosing `LabeledContent`, or an enclosing view that combines \
        its children under its own label or hides them.
        """,
        "Only a title that is visibly empty (`\"\"`, on any branch of a condition) or a label closure that shows nothing (`{ }`, `EmptyView()`) fires; the `prompt:` never counts as a name.",
        "`.accessibilityLabel(\"\")` replaces even a good title with nothing, so it fires too, at the modifier (text fields are outside `empty-control-name`).",
    ]
    static let examples = RuleExamples(
        fires: [
            #"↓TextField("", text: $email)"#,
            #"↓SecureField("", text: $password, prompt: Text("Password"))"#,
            """
            HStack {
                Text("Name")
                ↓TextField("", text: $name)
            }
            """,
            #"↓TextField(text: $query, prompt: Text("Search")) { }"#,
            #"↓TextField("", value: $age, format: .number).keyboardType(.numberPad)"#,
            #"↓TextField(editing ? "" : "Title", text: $title)"#,
            #"TextField("Email", text: $email)↓.accessibilityLabel("")"#,
            """
            final class LoginViewController: UIViewController {
                private let emailField = UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓emailField.placeholder = NSLocalizedString("Email", comment: "")
                }
            }
            """,
        ],
        silent: [
            """
            final class LoginViewController: UIViewController {
                private let emailField = UITextField()
                @IBOutlet weak var codeField: UITextField!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    emailField.placeholder = NSLocalizedString("Email", comment: "")
                    emailField.accessibilityLabel = NSLocalizedString("Email", comment: "")
                    codeField.placeholder = "123456"
                }
            }
            """,
            #"TextField("Email", text: $email)"#,
            #"TextField(L10n.username, text: $username)"#,
            #"TextField("list.edit.title", text: $title)"#,
            #"TextField(text: $query, prompt: Text("Search")) { Text("Search") }"#,
            #"TextField("", text: $email).accessibilityLabel("Email")"#,
            #"LabeledContent("Email") { TextField("", text: $email) }"#,
            #"LabeledContent { TextField("", text: $email) } label: { Text("Email") }"#,
            #"TextField("", text: $email, prompt: Text("you@example.com")).accessibilityLabel(L10n.email)"#,
            #"TextField(text: $name) { label }"#,
            #"HStack { Text("Name"); TextField("", text: $name) }.accessibilityElement(children: .combine).accessibilityLabel("Name")"#,
            #"TextField("Name", text: $name).labelsHidden()"#,
            """
            #if os(macOS)
            TextField("", text: $email)
            #endif
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind.isTextField else { return [] }
        if let modifier = call.accessibilityLabelModifier, let label = call.accessibilityLabel {
            guard label.isEmptyOnSomeBranch, !call.isAccessibilityHidden else { return [] }
            let fix = LabelSuggestion.labelExpression(forUnnamed: call).flatMap { title in
                modifier.firstArgument.map { Fix(title: "Label the field \(title)", edits: [context.fixes.replace($0, with: title)]) }
            }
            return [
                Finding(
                    Self.self, range: modifier.range, message: "This accessibility label is empty, so VoiceOver speaks no name for the field; give it the field's title.",
                    subject: call, fixes: fix.map { [$0] } ?? [])
            ]
        }
        guard let problem = unnamed(call), !call.hasModifier("accessibilityLabeledPair"),
            !call.isInsideLabeledContent, !call.accessibilityIsOverridden
        else { return [] }
        let what = call.typeName ?? "text field"
        let role = call.kind == .secureField ? "Secure text field" : "Text field"
        let prompt = call.arguments.first(labeled: "prompt") != nil ? " (the prompt is not a name: it disappears once the user types)" : ""
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "This \(what) \(problem), so VoiceOver announces only \"\(role)\"\(prompt). Give it a title or an .accessibilityLabel.",
                subject: call,
                fixes: LabelSuggestion.labelExpression(forUnnamed: call).map { [context.fixes.addition(of: ".accessibilityLabel(\($0))", to: call)] } ?? [])
        ]
    }

    /// How the field lacks a name, or nil when it has one (or one the engine cannot see).
    private func unnamed(_ call: ViewCall) -> String? {
        if let title = call.title {
            guard title.isEmptyOnSomeBranch else { return nil }
            return title.isConditional ? "has an empty title in one state" : "has an empty title"
        }
        if let label = call.labelContent { return label.showsNothing ? "has an empty label" : nil }
        // No title at all: only a prompt, or nothing.
        return call.arguments.contains(where: { $0.label == nil && !$0.isTrailingClosure }) ? nil : "has no title"
    }
}

extension TextFieldName {
    /// UIKit: a text field whose only name is its placeholder.
    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        // Only a field made as one of these classes is checked (`TextField` alone is SwiftUI's).
        guard model.codeMayMention("UITextField") || model.codeMayMention("UISearchTextField") else { return [] }
        return model.uikit.types.flatMap { type in
            model.uikit.placeholderOnlyFields(in: type).compactMap { statement -> Finding? in
                guard !model.isInPreview(statement.range.lowerBound) else { return nil }
                return Finding(
                    Self.self, range: statement.range,
                    message: "`\(statement.writtenReceiver)` is named only by its placeholder, which disappears once the user types, so VoiceOver no longer says what the field is for; set its accessibilityLabel.",
                    subject: nil)
            }
        }
    }
}
