// Comparing spoken names as a listener hears them: case, punctuation and spacing do not count.

extension NameValue {
    /// Letters and digits only, lower-cased: `"Log-in, now!"` → `"loginnow"`.
    public static func folded(_ text: String) -> String {
        asciiFolded(text)
            ?? String(text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }.map(Character.init))
    }

    /// `folded` for ASCII text, on bytes: below 0x80 only the letters are alphabetic and only the
    /// digits numeric, and reading each scalar's Unicode properties cost more than the rules'
    /// comparisons of names. Nil for other text.
    private static func asciiFolded(_ text: String) -> String? {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case 0x80...: return nil
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): result.append(byte + 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): result.append(byte)
            default: continue
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The text known before the first interpolation of an interpolated name (all of a literal).
    public var knownPrefix: String? {
        switch self {
        case .literal(let text, _): return text
        case .interpolated(let template, _): return template.split(separator: "‹", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
        case .conditional, .unknown: return nil
        }
    }

    /// The words the name is known to contain, interpolations left out.
    public var knownWords: [Substring] {
        switch self {
        case .literal(let text, _):
            return text.split(whereSeparator: \.isWhitespace).filter { $0.contains(where: { $0.isLetter || $0.isNumber }) }
        case .interpolated(let template, _):
            var outside = ""
            var depth = 0
            for character in template {
                if character == "‹" { depth += 1; outside.append(" ") } else if character == "›" { depth -= 1 } else if depth == 0 { outside.append(character) }
            }
            return NameValue.literal(outside, 0..<0).knownWords
        case .conditional, .unknown:
            return []
        }
    }

    /// A key to compare names by: the folded text of a literal, or of every branch of a
    /// condition between literals; nil when any part is unknown or interpolated.
    public var comparableKey: String? {
        switch self {
        case .literal(let text, _):
            let key = Self.folded(text)
            return key.isEmpty ? nil : key
        case .conditional(let condition, let then, let otherwise):
            guard let thenKey = then.comparableKey, let otherwiseKey = otherwise.comparableKey else { return nil }
            if thenKey == otherwiseKey { return thenKey }
            return "\(SyntaxFacts.normalized(condition)) ? \(thenKey) : \(otherwiseKey)"
        case .interpolated, .unknown:
            return nil
        }
    }
}

extension NameValue {
    /// The text is words (a title, a phrase), not a value such as a count, a price or a date, on
    /// every branch. An unknown name counts when it reads like text from a strings table
    /// (`L10n.settings`, `"settings.title"`, `NSLocalizedString(…)`) or a property that holds a
    /// title or name (`item.title`, `user.displayName`).
    public var showsWords: Bool {
        leaves.allSatisfy { leaf in
            switch leaf {
            case .literal(let text, _):
                return text.contains(where: \.isLetter)
            case .interpolated:
                return knownWordsHaveLetters(leaf)
            case .unknown(let expression):
                return Self.expressionHoldsWords(expression)
            case .conditional:
                return false
            }
        }
    }

    private func knownWordsHaveLetters(_ leaf: NameValue) -> Bool {
        leaf.knownWords.contains { $0.contains(where: \.isLetter) }
    }

    private static func expressionHoldsWords(_ expression: String) -> Bool {
        if expression.hasPrefix("\"") { return true }  // a localization key
        if expression.hasPrefix("NSLocalizedString(") || expression.hasPrefix("String(localized:") || expression.hasPrefix("LocalizedStringKey(") {
            return true
        }
        let path = expression.split(separator: ".")
        // A static constant of a strings type: `L10n.settings`, `Strings.Onboarding.title`.
        if path.count >= 2, let first = path.first?.first, first.isUppercase, path.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) {
            return true
        }
        guard let last = path.last, last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        let words = IdentifierWords.words(String(last))
        return words.contains { ["title", "name", "heading", "header", "headline", "greeting"].contains($0) }
    }
}
