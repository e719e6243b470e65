// The app's strings tables: what each localization key says in the development
// language, so `Text("settings.title")` is read as the words a user hears.

import Foundation

public enum StringTables {
    /// Keys and their development-language text, from `*.xcstrings` catalogs and `*.strings` tables.
    /// A key given different texts by different tables is left out (which one applies is unknown).
    public static func load(_ paths: [String]) -> [String: String] {
        var table: [String: String] = [:]
        var ambiguous: Set<String> = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let entries = path.hasSuffix(".xcstrings") ? catalogEntries(data) : stringsEntries(String(decoding: data, as: UTF8.self))
            for (key, value) in entries {
                if let existing = table[key], existing != value { ambiguous.insert(key) }
                table[key] = value
            }
        }
        for key in ambiguous { table[key] = nil }
        return table
    }

    /// A string catalog (JSON): each key's source-language `stringUnit` value, else the key itself
    /// (in catalogs the key usually is the source text).
    static func catalogEntries(_ data: Data) -> [(String, String)] {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else { return [] }
        let language = root["sourceLanguage"] as? String ?? "en"
        return strings.compactMap { key, entry -> (String, String)? in
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any]
            let unit = (localizations?[language] as? [String: Any])?["stringUnit"] as? [String: Any]
            if let value = unit?["value"] as? String { return (key, value) }
            return (key, key)
        }
    }

    /// An old-style `.strings` table: `"key" = "value";`, with comments and escapes.
    static func stringsEntries(_ text: String) -> [(String, String)] {
        var entries: [(String, String)] = []
        var scanner = StringsScanner(Array(text.unicodeScalars))
        while let key = scanner.nextString() {
            guard scanner.skip("="), let value = scanner.nextString() else { break }
            entries.append((key, value))
            _ = scanner.skip(";")
        }
        return entries
    }
}

/// Reads quoted strings out of a `.strings` file, past whitespace and comments.
private struct StringsScanner {
    let scalars: [Unicode.Scalar]
    var position = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func skipTrivia() {
        while position < scalars.count {
            let scalar = scalars[position]
            if scalar.properties.isWhitespace {
                position += 1
            } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "/" {
                while position < scalars.count, scalars[position] != "\n" { position += 1 }
            } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "*" {
                position += 2
                while position + 1 < scalars.count, !(scalars[position] == "*" && scalars[position + 1] == "/") { position += 1 }
                position = min(position + 2, scalars.count)
            } else {
                return
            }
        }
    }

    mutating func skip(_ scalar: Unicode.Scalar) -> Bool {
        skipTrivia()
        guard position < scalars.count, scalars[position] == scalar else { return false }
        position += 1
        return true
    }

    mutating func nextString() -> String? {
        guard skip("\"") else { return nil }
        var result = String.UnicodeScalarView()
        while position < scalars.count {
            let scalar = scalars[position]
            position += 1
            if scalar == "\"" { return String(result) }
            if scalar == "\\", position < scalars.count {
                let escaped = scalars[position]
                position += 1
                switch escaped {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(escaped)
                }
            } else {
                result.append(scalar)
            }
        }
        return nil
    }
}
