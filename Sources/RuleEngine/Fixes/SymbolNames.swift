// The words a fix may write, unseen, as the name of a control that shows only an SF Symbol:
// symbols whose meaning in a control is the same in every app. A symbol whose meaning
// depends on the app (a wrench, a microphone that may mean "record", a star that may
// mean "rate") is not here: its fix is a placeholder the author fills in.

public enum SymbolNames {
    /// The name for a symbol from the table (style variants such as `.fill` and `.circle` map
    /// like their base), or nil when its meaning is not certain.
    public static func label(for symbol: String) -> String? {
        var name = symbol
        while true {
            if let known = table[name] { return known }
            guard let dot = name.lastIndex(of: "."), variants.contains(String(name[name.index(after: dot)...])) else { return nil }
            name = String(name[..<dot])
        }
    }

    /// Style suffixes that do not change a symbol's meaning.
    static let variants: Set<String> = ["fill", "circle", "square", "rectangle", "inverse", "rtl"]

    static let table: [String: String] = [
        "xmark": "Close",
        "trash": "Delete",
        "gear": "Settings", "gearshape": "Settings", "gearshape.2": "Settings",
        "plus": "Add",
        "magnifyingglass": "Search",
        "square.and.arrow.up": "Share",
        "square.and.pencil": "Compose",
        "pencil": "Edit",
        "ellipsis": "More",
        "chevron.left": "Back", "chevron.backward": "Back",
        "arrow.clockwise": "Refresh",
        "line.3.horizontal.decrease": "Filter",
        "doc.on.doc": "Copy",
        "printer": "Print",
        "questionmark": "Help",
        "paperplane": "Send",
        "play": "Play", "pause": "Pause",
        "house": "Home",
    ]
}
