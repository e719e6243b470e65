// Whether a declaration's text can give its summary anything from the UIKit model: a fact of
// `UIKitTypeFacts` or `localizesText`. Every declaration of every file is summarized, on each
// keystroke for the one being edited, and the UIKit model is a walk of its own; a SwiftUI
// screen that names `title`, `.accessibilityLabel(…)` or `localizedDescription` gives the
// summary nothing from it. The test is on bytes and errs one way only: it may say yes to text
// whose walk finds nothing, never no to text whose walk would find something.

enum UIKitSummaryWords {
    /// Whether `bytes[range]` spells something the UIKit model can turn into a fact of a type's
    /// summary (`UIKitTypeFacts`; whether the code localizes is `mayLocalize`).
    static func mayGiveTypeFacts(in bytes: [UInt8], range: Range<Int>) -> Bool {
        for word in anyUse where ByteSearch.contains(word, in: bytes, range: range) { return true }
        return judgedAnchors.contains { anchor, judge in anyWord(holding: anchor, in: bytes, range: range, is: judge) }
    }

    /// Where `bytes[range]` spells a word of the walk's localizing forms (`NSLocalizedString`,
    /// `LocalizedStringResource`, `localized`, `localizedString`), in comments and strings too.
    static func localizingWords(in bytes: [UInt8], range: Range<Int>) -> [Range<Int>] {
        var words: [Range<Int>] = []
        _ = anyWord(holding: localizationAnchor, in: bytes, range: range) { identifier, identifierRange, _, _ in
            if localizing.contains(identifier) { words.append(identifierRange) }
            return false
        }
        return words
    }

    /// Whether `bytes[range]` names one of the ways the UIKit model notes localized text
    /// (`localizedDescription` is not one).
    static func mayLocalize(in bytes: [UInt8], range: Range<Int>) -> Bool {
        anyWord(holding: localizationAnchor, in: bytes, range: range, is: isLocalizing)
    }

    /// Whether `bytes[range]` names a UIKit type (`UIView`, `UIAccessibility`, `makeUIView`): `UI`
    /// and a capital, not after a capital. `UUID`, `GUID`, `BUILD` and `UInt` name none.
    static func mayNameUIKitType(in bytes: [UInt8], range: Range<Int>) -> Bool {
        var from = range.lowerBound
        while let hit = ByteSearch.firstIndex(of: uiAnchor, in: bytes, range: from..<range.upperBound) {
            let next = hit + uiAnchor.count
            if next < range.upperBound, isCapital(bytes[next]), hit == range.lowerBound || !isCapital(bytes[hit - 1]) { return true }
            from = hit + 1
        }
        return false
    }

    private static let uiAnchor = Array("UI".utf8)

    /// Whether `bytes[range]` may set a variable of this exact name after declaring it: as
    /// `mayAssign`, but `let name = …` and `if var name = …` declare, not set.
    static func mayReassign(_ property: [UInt8], in bytes: [UInt8], range: Range<Int>) -> Bool {
        anyWord(holding: property, in: bytes, range: range) { identifier, identifierRange, bytes, within in
            identifier == property && isAssigned(after: identifierRange.upperBound, in: bytes, within: within)
                && !isDeclared(before: identifierRange.lowerBound, in: bytes, within: within)
        }
    }

    /// Whether `bytes[range]` may assign a property of this exact name (`x.font = …`, `font = …`).
    static func mayAssign(_ property: [UInt8], in bytes: [UInt8], range: Range<Int>) -> Bool {
        anyWord(holding: property, in: bytes, range: range) { identifier, identifierRange, bytes, within in
            identifier == property && isAssigned(after: identifierRange.upperBound, in: bytes, within: within)
        }
    }

    private static func isCapital(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

    /// Whether some word of `bytes[range]` that holds `anchor` passes `judge`.
    private static func anyWord(
        holding anchor: [UInt8], in bytes: [UInt8], range: Range<Int>, is judge: (_ identifier: [UInt8], _ range: Range<Int>, _ bytes: [UInt8], _ within: Range<Int>) -> Bool
    ) -> Bool {
        var from = range.lowerBound
        while let hit = ByteSearch.firstIndex(of: anchor, in: bytes, range: from..<range.upperBound) {
            let identifier = identifierRange(around: hit, in: bytes, within: range)
            if judge(Array(bytes[identifier]), identifier, bytes, range) { return true }
            from = max(hit + 1, identifier.upperBound)
        }
        return false
    }

    private static let localizationAnchor = Array("ocalized".utf8)

    /// Words that count wherever they are: text size (`adjustsFontForContentSizeCategory`,
    /// content size notifications, `traitCollectionDidChange`, `registerForTraitChanges`),
    /// `isSecureTextEntry` and `sendActions`.
    private static let anyUse = [
        "ontentSizeCategory", "didChangeNotification", "traitCollectionDidChange", "TraitChanges", "SecureTextEntry", "sendActions",
    ].map { Array($0.utf8) }

    private typealias Judge = @Sendable (_ identifier: [UInt8], _ range: Range<Int>, _ bytes: [UInt8], _ within: Range<Int>) -> Bool

    private static let isLocalizing: Judge = { identifier, _, _, _ in localizing.contains(identifier) }

    private static let judgedAnchors: [([UInt8], Judge)] = [
        // A title assigned (`button.title = …`) or set (`setTitle(…)`); not `Text(title)`, `.font(.title)`
        // or a local declared (`let title = …`).
        (Array("itle".utf8), { identifier, range, bytes, within in
            titleSetters.contains(identifier)
                || (assignedTitles.contains(identifier) && isAssigned(after: range.upperBound, in: bytes, within: within)
                    && !isDeclared(before: range.lowerBound, in: bytes, within: within))
        }),
        // UIKit's accessibility properties, assigned, added to or overridden; SwiftUI's modifiers of
        // the same names are calls right after a dot (`.accessibilityLabel(…)`), which give no fact.
        (Array("ccessibility".utf8), { identifier, range, bytes, within in
            accessibilityMembers.contains(identifier) && !isModifierCall(range, in: bytes, within: within)
        }),
    ]

    private static let localizing: Set<[UInt8]> = Set(["NSLocalizedString", "LocalizedStringResource", "localized", "localizedString"].map { Array($0.utf8) })
    private static let titleSetters: Set<[UInt8]> = Set(["setTitle", "setAttributedTitle"].map { Array($0.utf8) })
    private static let assignedTitles: Set<[UInt8]> = Set(["title", "attributedTitle"].map { Array($0.utf8) })
    private static let accessibilityMembers: Set<[UInt8]> = Set([
        "accessibilityLabel", "accessibilityAttributedLabel", "isAccessibilityElement", "accessibilityTraits", "accessibilityCustomActions",
        "accessibilityElements", "accessibilityValue", "accessibilityIncrement", "accessibilityDecrement", "accessibilityActivate",
        "accessibilityElementsHidden",
    ].map { Array($0.utf8) })

    /// The ASCII letters, digits and underscores around `index`. A non-ASCII neighbour ends the
    /// word (it may be an operator's), so `é` glued to a name only makes the test say yes more often.
    private static func identifierRange(around index: Int, in bytes: [UInt8], within range: Range<Int>) -> Range<Int> {
        var start = index
        while start > range.lowerBound, isASCIIWordByte(bytes[start - 1]) { start -= 1 }
        var end = index
        while end < range.upperBound, isASCIIWordByte(bytes[end]) { end += 1 }
        return start..<end
    }

    static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        byte < 0x80 && DeclarationNames.isIdentifierPart(byte)
    }

    /// `= value` after the name (spaces and line breaks between), not `==`. A comment there counts
    /// as an assignment: the walk decides. (A lone `/`, as in prose `title / subtitle`, does not.)
    private static func isAssigned(after end: Int, in bytes: [UInt8], within range: Range<Int>) -> Bool {
        var index = end
        // Swift's whitespace: space, tab, line breaks, vertical tab and form feed.
        while index < range.upperBound, [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains(bytes[index]) { index += 1 }
        guard index < range.upperBound else { return false }
        if bytes[index] == UInt8(ascii: "/") {
            return index + 1 < range.upperBound && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*"))
        }
        guard bytes[index] == UInt8(ascii: "=") else { return false }
        return index + 1 >= range.upperBound || bytes[index + 1] != UInt8(ascii: "=")
    }

    /// `let name` or `var name`: a declaration (spaces between), which the UIKit model reads as no statement.
    private static func isDeclared(before start: Int, in bytes: [UInt8], within range: Range<Int>) -> Bool {
        var index = start
        while index > range.lowerBound, [0x20, 0x09].contains(bytes[index - 1]) { index -= 1 }
        guard index < start, index - 3 >= range.lowerBound else { return false }
        let keyword = bytes[(index - 3)..<index]
        guard keyword.elementsEqual("let".utf8) || keyword.elementsEqual("var".utf8) else { return false }
        return index - 3 == range.lowerBound || !isASCIIWordByte(bytes[index - 4])
    }

    /// `.name(`: a call of a member (a SwiftUI modifier); `func name(` and `name = …` are not.
    private static func isModifierCall(_ name: Range<Int>, in bytes: [UInt8], within range: Range<Int>) -> Bool {
        guard name.lowerBound > range.lowerBound, bytes[name.lowerBound - 1] == UInt8(ascii: "."),
            name.upperBound < range.upperBound
        else { return false }
        return bytes[name.upperBound] == UInt8(ascii: "(")
    }
}
