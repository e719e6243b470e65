// A reader for old-style (OpenStep) property lists, the format of an Xcode project's
// `project.pbxproj`: `{ key = value; }`, `( a, b )`, quoted and bare strings, comments.

public indirect enum PropertyList: Equatable, Sendable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var array: [PropertyList]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var dictionary: [String: PropertyList]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    public subscript(key: String) -> PropertyList? { dictionary?[key] }

    public struct ParseError: Error, Equatable, Sendable {
        public let offset: Int
        public let problem: String
    }

    /// Parses the text of an old-style property list.
    public static func parse(_ bytes: [UInt8]) throws(ParseError) -> PropertyList {
        var reader = Reader(bytes: bytes)
        let value = try reader.value()
        reader.skipTrivia()
        guard reader.position == bytes.count else { throw ParseError(offset: reader.position, problem: "text after the end of the value") }
        return value
    }
}

private struct Reader {
    let bytes: [UInt8]
    var position = 0
    /// Nesting beyond this is not a project file; stop rather than recurse without bound.
    var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte-order mark and the `// !$*UTF8*$!` header line are trivia.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    mutating func skipTrivia() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position += 2
                while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) { position += 1 }
                position = min(position + 2, bytes.count)
            } else {
                return
            }
        }
    }

    mutating func value() throws(PropertyList.ParseError) -> PropertyList {
        skipTrivia()
        guard position < bytes.count else { throw PropertyList.ParseError(offset: position, problem: "a value was expected") }
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { throw PropertyList.ParseError(offset: position, problem: "nested too deeply") }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            var members: [String: PropertyList] = [:]
            while true {
                skipTrivia()
                guard position < bytes.count else { throw PropertyList.ParseError(offset: position, problem: "unterminated dictionary") }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .dictionary(members)
                }
                guard case .string(let key) = try value() else { throw PropertyList.ParseError(offset: position, problem: "a key must be a string") }
                try expect("=")
                members[key] = try value()
                try expect(";")
            }
        case UInt8(ascii: "("):
            position += 1
            var items: [PropertyList] = []
            while true {
                skipTrivia()
                guard position < bytes.count else { throw PropertyList.ParseError(offset: position, problem: "unterminated array") }
                if bytes[position] == UInt8(ascii: ")") {
                    position += 1
                    return .array(items)
                }
                items.append(try value())
                skipTrivia()
                if position < bytes.count, bytes[position] == UInt8(ascii: ",") { position += 1 }
            }
        case UInt8(ascii: "\""):
            return .string(try quoted())
        default:
            let start = position
            while position < bytes.count, Self.isBare(bytes[position]) { position += 1 }
            guard position > start else { throw PropertyList.ParseError(offset: position, problem: "unexpected character") }
            return .string(String(decoding: bytes[start..<position], as: UTF8.self))
        }
    }

    private mutating func expect(_ character: Character) throws(PropertyList.ParseError) {
        skipTrivia()
        guard position < bytes.count, bytes[position] == character.asciiValue! else {
            throw PropertyList.ParseError(offset: position, problem: "'\(character)' was expected")
        }
        position += 1
    }

    private mutating func quoted() throws(PropertyList.ParseError) -> String {
        position += 1
        var result: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\"") { return String(decoding: result, as: UTF8.self) }
            if byte == UInt8(ascii: "\\"), position < bytes.count {
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "t"): result.append(0x09)
                default: result.append(escaped)
                }
            } else {
                result.append(byte)
            }
        }
        throw PropertyList.ParseError(offset: position, problem: "unterminated string")
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "_$/:.-+<>@".utf8.contains(byte)
    }
}
