// Words that describe a state rather than an action: "Following" beside "Follow",
// "Captions On" beside "Captions Off", "Enabled" beside "Disabled".

public enum StateWords {
    /// The two titles differ only by one word, and that word is a state form of the other
    /// or a pair of opposite states. Actions ("Mute"/"Unmute", "Show"/"Hide") are not.
    public static func isStatePair(_ first: String, _ second: String) -> Bool {
        if containsProgressMark(first) || containsProgressMark(second) { return false }
        let a = words(of: first), b = words(of: second)
        if a == ["not"] + b || b == ["not"] + a { return true }
        guard a.count == b.count, a != b else { return false }
        let differing = a.indices.filter { a[$0] != b[$0] }
        guard differing.count == 1, let index = differing.first else { return false }
        // "Mark as Played" / "Mark as Unplayed": a verb first makes each title the next action.
        if index > 0, leadingActionVerbs.contains(a[0]) { return false }
        let previous = index > 0 ? a[index - 1] : nil
        return isStateContrast(a[index], b[index], after: previous)
    }

    /// The title ends with a word that states a setting's value ("Captions On", "Sync: Off", "Enabled").
    public static func endsWithStateWord(_ title: String) -> String? {
        let list = words(of: title)
        guard let last = list.last, finalStateWords.contains(last) else { return nil }
        if list.count > 1, actionVerbsBeforeOnOff.contains(list[list.count - 2]) { return nil }
        return last
    }

    /// Lower-cased words, split at anything that is not a letter, digit or apostrophe.
    public static func words(of text: String) -> [String] {
        if let ascii = asciiWords(of: text) { return ascii }
        return text.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "'") }).map(String.init)
    }

    /// The same split for ASCII text (nearly every title), byte by byte: an ASCII character is a
    /// letter or a number exactly when it is `A`–`Z`, `a`–`z` or `0`–`9`. Nil for other text.
    private static func asciiWords(of text: String) -> [String]? {
        var words: [String] = []
        var word: [UInt8] = []
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "'"): word.append(byte)
            default:
                if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        return words
    }

    private static func containsProgressMark(_ text: String) -> Bool { text.contains("…") || text.contains("...") }

    private static func isStateContrast(_ x: String, _ y: String, after previous: String?) -> Bool {
        if Set([x, y]) == ["on", "off"] { return previous.map { !actionVerbsBeforeOnOff.contains($0) } ?? true }
        if oppositeStates.contains(where: { Set([x, y]) == $0 }) { return true }
        // "Pinned"/"Unpinned", "Muted"/"Unmuted": both are states.
        for (base, negated) in [(x, y), (y, x)] where base.hasSuffix("ed") && ["un" + base, "de" + base, "in" + base].contains(negated) {
            return true
        }
        return isStateForm(y, of: x) || isStateForm(x, of: y)
    }

    /// `form` is the past participle or the "-ing" form of the verb `base`, and the verb is not one
    /// whose past form is feedback after an action ("Save"/"Saved", "Copy"/"Copied").
    private static func isStateForm(_ form: String, of base: String) -> Bool {
        guard base.count >= 3, !feedbackVerbs.contains(base) else { return false }
        var forms: Set<String> = [base + "ed", base + "ing"]
        if base.hasSuffix("e") { forms.formUnion([base + "d", String(base.dropLast()) + "ing"]) }
        if base.hasSuffix("y") { forms.insert(String(base.dropLast()) + "ied") }
        if let last = base.last, !"aeiouwxy".contains(last), base.count <= 4 {
            forms.formUnion([base + String(last) + "ed", base + String(last) + "ing"])
        }
        return forms.contains(form)
    }

    private static let oppositeStates: [Set<String>] = [
        ["enabled", "disabled"], ["active", "inactive"], ["visible", "hidden"], ["shown", "hidden"],
        ["selected", "unselected"], ["selected", "deselected"], ["checked", "unchecked"], ["locked", "unlocked"],
        ["public", "private"], ["online", "offline"], ["connected", "disconnected"],
    ]

    private static let feedbackVerbs: Set<String> = [
        "copy", "save", "send", "submit", "apply", "update", "sync", "export", "import", "upload", "download", "load",
        "refresh", "reset", "add", "post", "publish", "delete", "remove", "report", "print", "share", "undo", "redo",
        "check", "search", "process", "sign", "log", "connect", "verify", "install",
    ]

    private static let actionVerbsBeforeOnOff: Set<String> = ["turn", "switch", "set", "sign", "log", "tap", "toggle", "put", "take"]

    /// Verbs that open a command whose object is a state: "Mark as Read", "Set as Default", "Make Public".
    private static let leadingActionVerbs: Set<String> = ["mark", "set", "make", "turn", "switch", "show", "hide", "change"]

    private static let finalStateWords: Set<String> = ["on", "off", "enabled", "disabled"]
}
