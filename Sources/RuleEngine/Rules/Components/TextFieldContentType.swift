// textfield-content-type: a field for an email, a password, a phone number… that
// does not say so.

struct TextFieldContentType: Rule {
    static let id = "textfield-content-type"
    /// UIKit: a class configures a field in any of its methods.
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = ["TextField", "SecureField"]
    static let severity = Severity.info
    static let components: [Component] = [.textfield]
    static let wcag = ["1.3.5"]
    // The fix pairs `.textContentType` with `.keyboardType`, which macOS does not have (nor most content types).
    static let platforms: [Platform] = [.iOS, .watchOS, .visionOS, .tvOS]
    static let summary = "A field for an email, phone number, password, user name, URL, postal code or one-time code has no `.textContentType`."
    static let rationale = """
        The content type tells the system what a field is for: AutoFill can then offer the saved address, \
        password or code, so people who find typing slow or painful (with a switch, by voice, with a tremor) \
        do not have to enter it letter by letter. The matching keyboard type puts the `@`, the digits or the \
        `.com` key in reach.
        """
    static let fixDescription = """
        Add the matching pair, e.g. `.textContentType(.emailAddress)` with `.keyboardType(.emailAddress)`, \
        `.textContentType(.telephoneNumber)` with `.keyboardType(.phonePad)`, or `.textContentType(.password)`.
        """
    static let notes = [
        "UIKit: a `UITextField` the class makes whose property name says what it asks for (`emailField`, `phoneNumberTextField`) and whose class never sets `textContentType` is reported where it is made (no fix: the statements go wherever the class configures the field).",
        "Not checked for macOS (the `\"platform\"` setting): a Mac has no `.keyboardType` and few content types, so the advice and its fix do not fit there.",
        "A password for something other than the user's account (a certificate, a Wi-Fi network, an archive) gets no AutoFill, so it is not reported; nor is a call with an argument label SwiftUI's fields do not have (an app's own `SecureField(…, maskToggle:)` helper).",
        """
        The purpose is read from the words of the bound property's name (`$email`, `$model.phoneNumber`, \
        `$newPassword`) or of a literal title ("Email address"). A word followed by anything but filler \
        ("address", "number", "text", "field", …) names something else: `passwordHint` and "Email subject" \
        do not fire. A localization key or variable title gives no words.
        """,
        """
        The rule fires when `.textContentType` is missing from the field and every view around it (the \
        modifier flows down, so one on a `Form` counts); a missing `.keyboardType` alone does not fire, since the \
        content type is what identifies the purpose, but the message names the keyboard when both are missing.
        """,
        """
        A URL field with a `.keyboardType` is left alone: most URL fields ask for a server or a link rather than \
        the user's own web address, so AutoFill has little to offer, and the keyboard already fits.
        """,
        "A new or confirmed password (`$newPassword`, \"Confirm password\") asks for `.newPassword`, so AutoFill can suggest a strong one.",
        "`textContentType(nil)` or a value the engine cannot read counts as a deliberate choice. A PIN has no content type and is left to `password-in-textfield`.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"↓TextField("Email", text: $email)"#,
            #"↓TextField("Phone number", text: $phone).keyboardType(.phonePad)"#,
            #"↓SecureField(L10n.password, text: $viewModel.password)"#,
            #"Form { ↓TextField("Server URL", text: $draft.serverURLString).autocorrectionDisabled() }"#,
            #"↓TextField("Verification code", text: $code)"#,
            #"↓SecureField(L10n.confirmNewPassword, text: $confirmNewPassword)"#,
            """
            final class ContactViewController: UIViewController {
                private let phoneNumberField = ↓UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    phoneNumberField.placeholder = NSLocalizedString("Phone", comment: "")
                    phoneNumberField.accessibilityLabel = NSLocalizedString("Phone", comment: "")
                }
            }
            """,
        ],
        silent: [
            """
            final class ContactViewController: UIViewController {
                private let emailField = UITextField()
                private let subjectField = UITextField()
                private let passwordField = UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    emailField.textContentType = .emailAddress
                    emailField.keyboardType = .emailAddress
                }
            }
            """,
            #"SecureField("Certificate password", text: $certificatePassword)"#,
            #"SecureField("Password", text: $password, maskToggle: .enabled)"#,
            #"TextField("Email", text: $email).textContentType(.emailAddress).keyboardType(.emailAddress)"#,
            #"TextField("Email subject", text: $subject)"#,
            #"TextField("Password hint", text: $passwordHint)"#,
            #"TextField("login.email", text: $value)"#,
            #"TextField(L10n.name, text: $name)"#,
            #"Form { TextField("Username", text: $username) }.textContentType(.username)"#,
            #"SecureField("Password", text: $password).textContentType(nil)"#,
            #"TextField("Email", text: $email).textContentType(model.contentType)"#,
            #"TextField(L10n.url, text: $draft.urlString).keyboardType(.URL)"#,
            #"TextField("Password", text: $password)"#,
            """
            #if os(macOS)
            TextField("Email", text: $email)
            #endif
            """,
            #"SecureField(L10n.Improv.Wifi.Alert.passwordPlaceholder, text: $password)"#,
            """
            struct AddServerUserView: View {
                @State private var username = ""
                var body: some View { TextField("Name", text: $username) }
            }
            """,
            """
            struct ServerUserDetailsView: View {
                @State private var username = ""
                var body: some View { Form { TextField("Username", text: $username) } }
            }
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard let purpose = call.textFieldPurpose, let contentType = purpose.contentType, !call.isAccessibilityHidden,
            !([call] + call.ancestors).contains(where: { $0.hasModifier("textContentType") })
        else { return [] }
        let hasKeyboard = ([call] + call.ancestors).contains { $0.hasModifier("keyboardType") }
        // A URL is only one of the user's own details now and then (a server address is not); the keyboard is what helps.
        guard purpose != .url || !hasKeyboard else { return [] }
        let keyboard = purpose.keyboardType.flatMap { hasKeyboard ? nil : " and .keyboardType(\($0))" } ?? ""
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "This field asks for \(purpose.description) but does not say so, so AutoFill cannot offer it; add .textContentType(\(contentType))\(keyboard).",
                subject: call,
                fixes: [Fix(title: "Add " + Self.pair(for: purpose, keyboard: !hasKeyboard).joined(separator: " and "),
                    edits: [context.fixes.appendModifiers(Self.pair(for: purpose, keyboard: !hasKeyboard), to: call)])])
        ]
    }

    /// The content type and, when the chain sets none, the keyboard that go with a purpose.
    static func pair(for purpose: TextFieldPurpose, keyboard: Bool) -> [String] {
        guard let contentType = purpose.contentType else { return [] }
        return [".textContentType(\(contentType))"] + (keyboard ? purpose.keyboardType.map { [".keyboardType(\($0))"] } ?? [] : [])
    }
}

extension TextFieldContentType {
    /// UIKit: a field named for an email, a phone number, a username … that never sets its content type.
    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        // Only a field made as a `UITextField` is checked.
        guard model.codeMayMention("UITextField") else { return [] }
        return model.uikit.types.flatMap { type in
            model.uikit.fieldsWithoutContentType(in: type).compactMap { field -> Finding? in
                guard !model.isInPreview(field.range.lowerBound), let contentType = field.purpose.contentType else { return nil }
                let keyboard = field.purpose.keyboardType.map { " and keyboardType = \($0)" } ?? ""
                return Finding(
                    Self.self, range: field.range,
                    message: "This field asks for \(field.purpose.description) but never says so, so AutoFill cannot offer it; set textContentType = \(contentType)\(keyboard).",
                    subject: nil)
            }
        }
    }
}
