// Positions named by markers in test text (1️⃣, 2️⃣ …) rather than counted by hand.

enum Markers {
    static let all = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The text without its markers, and the UTF-8 byte offset of each marker found.
    static func extract(_ marked: String) -> (text: String, offsets: [String: Int]) {
        var text = marked
        var offsets: [String: Int] = [:]
        while let (marker, range) = all.compactMap({ marker in text.range(of: marker).map { (marker, $0) } })
            .min(by: { $0.1.lowerBound < $1.1.lowerBound })
        {
            offsets[marker] = text[..<range.lowerBound].utf8.count
            text.removeSubrange(range)
        }
        return (text, offsets)
    }
}
