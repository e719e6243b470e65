// Reading message parameters, with a clear InvalidParams error when one is missing.

import JSONRPC

extension JSONValue {
    /// Follows a path of object keys.
    subscript(path path: String...) -> JSONValue? {
        var current: JSONValue? = self
        for key in path { current = current?[key] }
        return current
    }
}

func required<T>(_ value: T?, _ description: String) throws(ResponseError) -> T {
    guard let value else { throw ResponseError(.invalidParams, "Invalid params: missing or malformed \(description)") }
    return value
}

extension Position {
    init(json: JSONValue?, _ description: String) throws(ResponseError) {
        let line = try required(json?["line"]?.intValue, "\(description).line")
        let character = try required(json?["character"]?.intValue, "\(description).character")
        self.init(line: line, character: character)
    }

    var json: JSONValue { ["line": .int(line), "character": .int(character)] }
}

extension PositionConverter {
    /// The byte range of a decoded LSP range; a reversed range is read in order.
    func byteRange(of range: LSPRange) -> Range<Int> {
        let start = offset(of: range.start)
        let end = offset(of: range.end)
        return min(start, end)..<max(start, end)
    }

    func rangeJSON(_ range: Range<Int>) -> JSONValue {
        ["start": position(of: range.lowerBound).json, "end": position(of: range.upperBound).json]
    }
}
