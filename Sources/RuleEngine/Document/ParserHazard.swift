// Text the toolchain's Swift parser takes exponential time on, found before parsing.
//
// Square brackets nested deeply (array and dictionary literals or types, balanced or
// not) make SwiftParser's lookahead explode: 18 levels take a fraction of a second,
// 24 take ten seconds, 90 never finish. No hand-written Swift nests that deep, so such
// a file is not parsed at all rather than hanging the server or the CLI.

public enum ParserHazard {
    /// Deeper than this is not parsed.
    static let maximumBracketDepth = 16

    /// Larger than this is not parsed either: at the parser's speed it would take minutes.
    public static let maximumSize = 16 << 20

    /// A description of the hazard, or nil when the text is safe to parse.
    public static func find(in bytes: [UInt8]) -> String? {
        if bytes.count > maximumSize { return "more than \(maximumSize >> 20) MB of text, which would take the Swift parser minutes" }
        return bytes.withUnsafeBufferPointer { buffer -> String? in
            // This runs on every keystroke: most files have too few brackets to nest that deep at all.
            var brackets = 0
            for byte in buffer where byte == UInt8(ascii: "[") { brackets += 1 }
            guard brackets > maximumBracketDepth else { return nil }
            var depth = 0
            var index = 0
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                switch byte {
                case UInt8(ascii: "["):
                    depth += 1
                    if depth > maximumBracketDepth {
                        return "square brackets nested more than \(maximumBracketDepth) deep, on which the Swift parser takes exponential time"
                    }
                case UInt8(ascii: "]"):
                    depth = max(0, depth - 1)
                case UInt8(ascii: "\""):
                    // Skip a string literal on its line: brackets in text are not syntax.
                    index += 1
                    while index < count, buffer[index] != UInt8(ascii: "\""), buffer[index] != 0x0A {
                        if buffer[index] == UInt8(ascii: "\\") { index += 1 }
                        index += 1
                    }
                case UInt8(ascii: "/") where index + 1 < count && buffer[index + 1] == UInt8(ascii: "/"):
                    while index < count, buffer[index] != 0x0A { index += 1 }
                case UInt8(ascii: "{"), UInt8(ascii: "}"):
                    depth = 0  // a new block: brackets left open before it are an error the parser recovers from
                default:
                    break
                }
                index += 1
            }
            return nil
        }
    }
}
