// password-in-textfield: a secret typed into a field that shows and speaks it.

import SwiftSyntax

struct PasswordInTextField: Rule {
    static let id = "password-in-textfield"
    /// Reads the presented type or the type's other declarations, which may sit elsewhere in the file.
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = ["TextField"]
    static let severity = Severity.warning
    static let components: [Component] = [.textfield]
    static let wcag = ["4.1.2"]
    static let refines = ["textfield-content-type"]
    static let summary = "A password or PIN is typed into a `TextField` instead of a `SecureField`."
    static let rationale = """
        A plain text field shows the secret on screen and VoiceOver echoes each character as it is typed, \
        so anyone nearby, or listening, learns it. A `SecureField` is announced as a secure text field, hides \
        the characters and makes VoiceOver speak only that a character was entered.
        """
    static let fixDescription = "Replace `TextField` with `SecureField` (and keep or add `.textContentType(.password)`)."
    static let notes = [
        "UIKit: a `UITextField` the class makes, named as a password field (`passwordField`, `newPasswordTextField`), whose class never sets `isSecureTextEntry` (to any value) is reported where it is made.",
        """
        "Bound to a password" is read from the bound property's name (`$password`, `$newPassword`, \
        `$model.passcode`, a property named just `pin`) or a literal title such as "Password"; `passwordHint` \
        or "Password hint" is not a password.
        """,
        """
        Silent when the same view also has a `SecureField` bound to the same property: that is the \
        show-password pattern, where the plain field appears only when the user asks to see what they typed.
        """,
        "This rule replaces `textfield-content-type` on the same field: switching to `SecureField` comes first.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"↓TextField("Password", text: $password)"#,
            #"↓TextField(L10n.newPassword, text: $viewModel.newPassword).textContentType(.newPassword)"#,
            #"List { }.alert("Enter PIN", isPresented: $asking) { ↓TextField("PIN", text: $pin).keyboardType(.numberPad) }"#,
            """
            final class SignUpViewController: UIViewController {
                private let passwordField = ↓UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    passwordField.placeholder = NSLocalizedString("Password", comment: "")
                }
            }
            """,
        ],
        silent: [
            """
            final class SignUpViewController: UIViewController {
                private let passwordField = UITextField()
                private let passwordHintField = UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    passwordField.isSecureTextEntry = !isRevealed
                }
            }
            """,
            #"SecureField("Password", text: $password)"#,
            #"TextField("Password hint", text: $passwordHint)"#,
            """
            struct SignIn: View {
                @State private var password = ""
                @State private var reveal = false
                var body: some View {
                    if reveal {
                        TextField("Password", text: $password)
                    } else {
                        SecureField("Password", text: $password)
                    }
                }
            }
            """,
            #"TextField("Pin to top", text: $title)"#,
            #"TextField(L10n.pinHint, text: $pinHint)"#,
            """
            #if os(macOS)
            TextField("Password", text: $password)
            #endif
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .textField, let purpose = call.textFieldPurpose, purpose.isSecret else { return [] }
        if let property = call.boundProperty("text") {
            let revealed = context.model.calls.contains { other in
                other.kind == .secureField && other.scope.type?.name == call.scope.type?.name && other.boundProperty("text") == property
            }
            guard !revealed else { return [] }
        }
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "This field takes \(purpose.description) but shows it, and VoiceOver speaks every character typed; use a SecureField.",
                subject: call, fixes: secureFieldFix(for: call, purpose: purpose, in: context).map { [$0] } ?? [])
        ]
    }

    /// Only the initializers SecureField shares with TextField (a title or label, `text:`, `prompt:`)
    /// can be swapped by name alone; `value:format:` or `axis:` have no secure form.
    private func secureFieldFix(for call: ViewCall, purpose: TextFieldPurpose, in context: RuleContext) -> Fix? {
        guard let callee = call.constructor?.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "TextField",
            call.arguments.allSatisfy({ [nil, "text", "prompt", "label"].contains($0.label) }),
            call.arguments.contains(where: { $0.label == "text" })
        else { return nil }
        var edits = [TextEdit(range: callee.byteRange, replacement: "SecureField")]
        // A SecureField still needs its content type for AutoFill (textfield-content-type).
        if !([call] + call.ancestors).contains(where: { $0.hasModifier("textContentType") }) {
            let pair = TextFieldContentType.pair(for: purpose, keyboard: false)
            if !pair.isEmpty { edits.append(context.fixes.appendModifiers(pair, to: call)) }
        }
        return Fix(title: "Use SecureField", edits: edits)
    }
}

extension PasswordInTextField {
    /// UIKit: a password field that never sets `isSecureTextEntry`.
    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        // Only a field made as a `UITextField` is checked.
        guard model.codeMayMention("UITextField") else { return [] }
        return model.uikit.types.flatMap { type in
            model.uikit.unsecuredPasswordFields(in: type).compactMap { range -> Finding? in
                guard !model.isInPreview(range.lowerBound) else { return nil }
                return Finding(
                    Self.self, range: range,
                    message: "This password field never sets isSecureTextEntry, so the password shows on screen and VoiceOver reads it aloud; set isSecureTextEntry = true.",
                    subject: nil)
            }
        }
    }
}
