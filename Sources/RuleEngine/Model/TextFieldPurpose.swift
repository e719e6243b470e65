// What a text field asks for, read from the words of its title and of the property
// its text is bound to: an email address, a password, a phone number, …

public enum TextFieldPurpose: String, CaseIterable, Sendable {
    case email, phone, password, newPassword, pin, username, url, postalCode, oneTimeCode

    /// The `UITextContentType` that lets AutoFill and assistive technologies know the purpose.
    public var contentType: String? {
        switch self {
        case .email: return ".emailAddress"
        case .phone: return ".telephoneNumber"
        case .password: return ".password"
        case .newPassword: return ".newPassword"
        case .pin: return nil
        case .username: return ".username"
        case .url: return ".URL"
        case .postalCode: return ".postalCode"
        case .oneTimeCode: return ".oneTimeCode"
        }
    }

    /// The keyboard that fits, where one does.
    public var keyboardType: String? {
        switch self {
        case .email: return ".emailAddress"
        case .phone: return ".phonePad"
        case .url: return ".URL"
        case .oneTimeCode, .pin: return ".numberPad"
        case .password, .newPassword, .username, .postalCode: return nil
        }
    }

    /// A secret that a screen reader must not echo and a screen must not show.
    public var isSecret: Bool { self == .password || self == .newPassword || self == .pin }

    public var description: String {
        switch self {
        case .email: return "an email address"
        case .phone: return "a phone number"
        case .password: return "a password"
        case .newPassword: return "a new password"
        case .pin: return "a PIN"
        case .username: return "a user name"
        case .url: return "a URL"
        case .postalCode: return "a postal code"
        case .oneTimeCode: return "a one-time code"
        }
    }

    /// Word sequences that name each purpose.
    private static let keys: [(words: [String], purpose: TextFieldPurpose)] = [
        (["email"], .email), (["e", "mail"], .email),
        (["phone"], .phone), (["telephone"], .phone),
        (["password"], .password), (["passcode"], .password), (["passphrase"], .password),
        (["new", "password"], .newPassword), (["confirm", "password"], .newPassword), (["repeat", "password"], .newPassword),
        (["pin"], .pin),
        (["username"], .username), (["user", "name"], .username), (["login"], .username),
        (["url"], .url), (["website"], .url),
        (["postal", "code"], .postalCode), (["zip", "code"], .postalCode), (["postcode"], .postalCode), (["zip"], .postalCode),
        (["one", "time", "code"], .oneTimeCode), (["otp"], .oneTimeCode), (["verification", "code"], .oneTimeCode),
    ]

    /// Words that may follow the purpose without changing it (`emailAddress`, `passwordText`,
    /// "Phone number (optional)"); any other word makes it something else (`passwordHint`, "Email subject").
    private static let trailingFiller: Set<String> = [
        "address", "number", "text", "string", "field", "input", "value", "entry", "optional", "required", "code",
    ]

    /// `pin` also names pinned posts and map pins: it counts only as the whole name of a property.
    private static let wholeNameOnly: Set<TextFieldPurpose> = [.pin]

    /// The purpose the words name: the last key whose following words are all filler.
    public static func named(by words: [String], isPropertyName: Bool) -> TextFieldPurpose? {
        var best: (start: Int, end: Int, purpose: TextFieldPurpose)?
        for start in words.indices {
            for key in keys where words[start...].starts(with: key.words) {
                let end = start + key.words.count
                guard words[end...].allSatisfy(trailingFiller.contains) else { continue }
                if wholeNameOnly.contains(key.purpose), !(isPropertyName && start == 0) { continue }
                if best == nil || end > best!.end { best = (start, end, key.purpose) }
            }
        }
        // A certificate's or a Wi-Fi network's password is not the user's account: AutoFill has nothing to offer.
        if let found = best, found.purpose.isSecret, words[..<found.start].contains(where: { nonAccountSecrets.contains($0.lowercased()) }) {
            return nil
        }
        return best?.purpose
    }

    static let nonAccountSecrets: Set<String> = [
        "certificate", "cert", "wifi", "network", "file", "archive", "backup", "encryption", "zip", "keystore", "vault", "p12",
    ]
}

extension ViewCall {
    /// What a `TextField`/`SecureField` asks for, from its bound property's name (the last
    /// component of `$model.email`) or its literal title; nil when neither names a purpose.
    public var textFieldPurpose: TextFieldPurpose? {
        guard kind.isTextField else { return nil }
        var purpose: TextFieldPurpose?
        if let property = boundProperty("text"), let name = property.split(separator: ".").last {
            purpose = TextFieldPurpose.named(by: IdentifierWords.words(String(name)), isPropertyName: true)
        }
        if purpose == nil, let title = title?.literalText {
            purpose = TextFieldPurpose.named(by: IdentifierWords.words(title), isPropertyName: false)
        }
        guard let purpose else { return nil }
        return isSomeoneElsesSecret(purpose) ? nil : purpose
    }

    /// A password or user name that is not the user's own account: a Wi-Fi network's or a
    /// certificate's (named by the strings-table constants of the title or prompt:
    /// `L10n.Improv.Wifi.passwordPlaceholder`), or one an administrator sets for another person on
    /// a screen that adds a user or administers one of a server's users. AutoFill has nothing to offer for these.
    private func isSomeoneElsesSecret(_ purpose: TextFieldPurpose) -> Bool {
        guard purpose.isSecret || purpose == .username else { return false }
        let named = [titleArgument?.expression, arguments.first(labeled: "prompt")?.expression].compactMap { $0?.trimmedDescription }
        let words = named.flatMap { IdentifierWords.words($0).map { $0.lowercased() } }
        if words.contains(where: TextFieldPurpose.nonAccountSecrets.contains) { return true }
        let typeWords = Set(scope.type.map { IdentifierWords.words($0.name).map { $0.lowercased() } } ?? [])
        // Adding someone (`AddServerUserView`), or an administrator's screen about one user of many
        // (`ServerUserDetailsView` in an admin dashboard): the details are another person's.
        let adding = !typeWords.isDisjoint(with: ["add", "new", "create", "invite"])
        let administering = typeWords.contains("server") || typeWords.contains("admin") || typeWords.contains("members")
        return (adding || administering) && !typeWords.isDisjoint(with: ["user", "member", "account"])
    }
}
