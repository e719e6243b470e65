// Configuration files are read with the project's own strict JSON parser (the one the
// protocol uses), which reports where a file stops being valid as a line and a column.

import JSONRPC
import RuleEngine

extension ConfigurationReader {
    static let json = ConfigurationReader { bytes throws(ConfigurationSyntaxError) in
        do throws(JSONParseError) {
            return ConfigValue(try JSONParser.parse(bytes))
        } catch {
            let (line, column) = lineAndColumn(of: error.offset, in: bytes)
            throw ConfigurationSyntaxError(line: line, column: column, message: error.message)
        }
    }

    /// 1-based line and column (in characters) of a byte offset.
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        // Continuation bytes do not start a character.
        let column = bytes[lineStart..<end].filter { $0 & 0xC0 != 0x80 }.count + 1
        return (line, column)
    }
}

extension ConfigValue {
    init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .number(Double(number))
        case .double(let number): self = .number(number)
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(ConfigValue.init))
        case .object(let members): self = .object(members.mapValues(ConfigValue.init))
        case .encoded(let text): self = (try? JSONParser.parse(text)).map(ConfigValue.init) ?? .null
        }
    }
}
