// Deleting a word a label should not say (a role word such as "button" or "heading") from
// the string literals that spell the label, with a separator the deletion leaves dangling.

public enum LabelWordRemoval {
    /// An edit per literal branch of `name` that has the word: `word(text)` says which word a
    /// text wrongly holds and whether it opens the text (else it ends it).
    public static func edits(removingFrom name: NameValue, in context: RuleContext, word: (String) -> (word: String, atStart: Bool)?) -> [TextEdit] {
        name.leaves.compactMap { leaf in
            guard case .literal(_, let range) = leaf, let content = plainLiteralContent(range, in: context) else { return nil }
            let text = context.text(content)
            guard let found = word(text), let fixed = removing(found.word, atStart: found.atStart, from: text) else { return nil }
            return TextEdit(range: content, replacement: fixed)
        }
    }

    /// The text without `word` (lower-case) at its start or as its last word, with the separators
    /// next to it; nil when the word is not there or nothing would be left. A text that began with
    /// a capital keeps one.
    public static func removing(_ word: String, atStart: Bool, from text: String) -> String? {
        let separators: Set<Character> = [" ", ",", ":", "-", "–", ";"]
        var characters = Array(text)
        let lowered = Array(text.lowercased())
        if atStart {
            guard lowered.starts(with: Array(word)) else { return nil }
            characters.removeFirst(word.count)  // "Image of a cat" keeps its article: "A cat"
            while let first = characters.first, separators.contains(first) { characters.removeFirst() }
            if let first = characters.first, text.first?.isUppercase == true { characters[0] = Character(first.uppercased()) }
        } else {
            guard let end = lowered.lastIndex(where: { $0.isLetter }) else { return nil }
            let start = end + 1 - word.count
            guard start >= 0, String(lowered[start...end]) == word else { return nil }
            characters.removeSubrange(start...end)
            var cut = start
            while cut > 0, separators.contains(characters[cut - 1]) { cut -= 1 }
            characters.removeSubrange(cut..<start)
        }
        let result = String(characters)
        return result.contains(where: \.isLetter) ? result : nil
    }

    /// The range between the quotes of a one-line `"…"` literal.
    static func plainLiteralContent(_ range: Range<Int>, in context: RuleContext) -> Range<Int>? {
        guard range.count >= 2, context.source[range.lowerBound] == UInt8(ascii: "\""),
            context.source[range.upperBound - 1] == UInt8(ascii: "\""),
            range.count < 6 || context.text(range.lowerBound..<range.lowerBound + 3) != "\"\"\""
        else { return nil }
        return range.lowerBound + 1..<range.upperBound - 1
    }
}
