// Spoken names for common SF Symbols, for the label a fix inserts. Where a symbol
// shows a state, the name is the action the control performs in that state
// (`speaker.slash` → "Unmute"), as the toggle-button guidance asks.

public enum SymbolNames {
    /// The label for a symbol: from the table (variants such as `.fill` and `.circle` map like
    /// their base), else the symbol's own words ("arrow.down.circle" → "Arrow down").
    public static func label(for symbol: String) -> String {
        var name = symbol
        while true {
            if let known = table[name] { return known }
            guard let dot = name.lastIndex(of: "."), variants.contains(String(name[name.index(after: dot)...])) else { break }
            name = String(name[..<dot])
        }
        return humanized(name)
    }

    /// Whether the table knows the symbol (or its base).
    public static func isKnown(_ symbol: String) -> Bool {
        var name = symbol
        while true {
            if table[name] != nil { return true }
            guard let dot = name.lastIndex(of: "."), variants.contains(String(name[name.index(after: dot)...])) else { return false }
            name = String(name[..<dot])
        }
    }

    /// Style suffixes that do not change a symbol's meaning.
    static let variants: Set<String> = [
        "fill", "circle", "square", "rectangle", "inverse", "fill.badge", "badge", "rtl", "ar", "hi", "he", "ja", "ko", "th", "zh",
    ]

    static func humanized(_ name: String) -> String {
        let words = name.split(separator: ".").map(String.init)
        guard let first = words.first else { return name }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst()).joined(separator: " ")
    }

    static let table: [String: String] = [
        // Settings and navigation
        "gear": "Settings", "gearshape": "Settings", "gearshape.2": "Settings", "slider.horizontal.3": "Adjust",
        "house": "Home", "chevron.left": "Back", "chevron.backward": "Back", "arrow.left": "Back",
        "chevron.right": "Next", "chevron.forward": "Next", "arrow.right": "Next", "chevron.down": "Expand",
        "chevron.up": "Collapse", "line.3.horizontal": "Menu", "sidebar.left": "Toggle Sidebar",
        "sidebar.leading": "Toggle Sidebar", "xmark": "Close", "multiply": "Close",
        // Editing
        "plus": "Add", "minus": "Remove", "trash": "Delete", "trash.slash": "Restore", "pencil": "Edit",
        "square.and.pencil": "Compose", "pencil.line": "Edit", "doc.on.doc": "Copy", "doc.on.clipboard": "Paste",
        "scissors": "Cut", "arrow.uturn.backward": "Undo", "arrow.uturn.left": "Undo", "arrow.uturn.forward": "Redo",
        "arrow.uturn.right": "Redo", "checkmark": "Done", "crop": "Crop", "rotate.right": "Rotate", "rotate.left": "Rotate",
        "wand.and.stars": "Enhance", "bold": "Bold", "italic": "Italic", "underline": "Underline",
        "strikethrough": "Strikethrough", "textformat": "Format", "list.bullet": "List", "square.grid.2x2": "Grid",
        // Sharing and files
        "square.and.arrow.up": "Share", "square.and.arrow.up.on.square": "Share", "square.and.arrow.down": "Save",
        "icloud.and.arrow.down": "Download", "icloud.and.arrow.up": "Upload", "folder": "Folder", "tray": "Inbox",
        "archivebox": "Archive", "paperclip": "Attach", "link": "Link", "printer": "Print", "qrcode": "QR Code",
        "arrow.up.right.square": "Open", "safari": "Open in Safari",
        // Search, sort, filter
        "magnifyingglass": "Search", "line.3.horizontal.decrease": "Filter", "line.horizontal.3.decrease": "Filter",
        "arrow.up.arrow.down": "Sort", "arrow.clockwise": "Refresh", "arrow.counterclockwise": "Reload",
        "arrow.triangle.2.circlepath": "Sync", "ellipsis": "More", "info": "More Info", "questionmark": "Help",
        // Communication
        "paperplane": "Send", "envelope": "Mail", "phone": "Call", "message": "Message", "bubble.left": "Comment",
        "bubble.right": "Comment", "bell": "Notifications", "bell.slash": "Turn On Notifications",
        "person": "Profile", "person.crop": "Profile", "person.2": "People", "person.badge.plus": "Add Person",
        // Favourites and marks
        "heart": "Favorite", "heart.slash": "Remove Favorite", "star": "Favorite", "star.slash": "Remove Favorite",
        "bookmark": "Bookmark", "bookmark.slash": "Remove Bookmark", "flag": "Flag", "flag.slash": "Unflag",
        "pin": "Pin", "pin.slash": "Remove Pin", "hand.thumbsup": "Like", "hand.thumbsdown": "Dislike",
        // Media
        "play": "Play", "pause": "Pause", "stop": "Stop", "forward": "Fast Forward", "backward": "Rewind",
        "forward.end": "Next Track", "backward.end": "Previous Track", "goforward": "Skip Forward",
        "gobackward": "Skip Back", "shuffle": "Shuffle", "repeat": "Repeat", "speaker": "Mute",
        "speaker.wave.1": "Mute", "speaker.wave.2": "Mute", "speaker.wave.3": "Mute", "speaker.slash": "Unmute",
        "mic": "Mute Microphone", "mic.slash": "Unmute Microphone", "video": "Video", "video.slash": "Turn On Video",
        "camera": "Camera", "photo": "Photo", "music.note": "Music", "captions.bubble": "Captions",
        // Status and places
        "lock": "Lock", "lock.open": "Unlock", "eye": "Show", "eye.slash": "Hide", "calendar": "Calendar",
        "clock": "History", "map": "Map", "location": "Location", "cart": "Cart", "bag": "Bag",
        "creditcard": "Payment", "globe": "Language", "moon": "Dark Mode", "sun.max": "Light Mode", "wifi": "Wi-Fi",
        "exclamationmark.triangle": "Warning", "keyboard": "Keyboard", "mappin": "Location",
    ]
}
