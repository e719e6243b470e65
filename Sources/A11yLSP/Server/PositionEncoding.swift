// LSP positions (line + character in the negotiated encoding) ↔ UTF-8 byte offsets.

import RuleEngine

enum PositionEncoding: String, CaseIterable, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The encoding to use given the client's `general.positionEncodings`: UTF-8 when
    /// offered (no conversion at all), else the client's first choice we support, else UTF-16.
    static func negotiate(clientOffers offered: [String]?) -> PositionEncoding {
        guard let offered, !offered.isEmpty else { return .utf16 }
        if offered.contains(PositionEncoding.utf8.rawValue) { return .utf8 }
        return offered.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
    }

    /// Code units of this encoding taken by a scalar whose UTF-8 form has `utf8Length` bytes.
    func units(forUTF8Length utf8Length: Int) -> Int {
        switch self {
        case .utf8: return utf8Length
        case .utf16: return utf8Length == 4 ? 2 : 1
        case .utf32: return 1
        }
    }
}

struct Position: Hashable, Sendable {
    var line: Int
    var character: Int
}

/// Converts between positions and byte offsets for one text.
struct PositionConverter: Sendable {
    let bytes: [UInt8]
    let lines: LineIndex
    let encoding: PositionEncoding

    /// The byte offset of a position. Out-of-range positions are clamped: a line past the
    /// end means the end of the text, a character past the line's end means the line's end.
    /// A character inside a multi-unit scalar falls back to the scalar's start.
    func offset(of position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lines.lineCount else { return bytes.count }
        let start = lines.start(ofLine: position.line)
        let end = lines.contentEnd(ofLine: position.line, in: bytes)
        let wanted = max(position.character, 0)
        if encoding == .utf8 {
            var offset = min(start + wanted, end)
            while offset > start, offset < bytes.count, Self.isContinuation(bytes[offset]) { offset -= 1 }
            return offset
        }
        var offset = start
        var units = 0
        while offset < end {
            let length = Self.scalarLength(leadByte: bytes[offset])
            let scalarUnits = encoding.units(forUTF8Length: length)
            if units + scalarUnits > wanted { break }
            units += scalarUnits
            offset += length
        }
        return min(offset, end)
    }

    func position(of offset: Int) -> Position {
        var target = min(max(offset, 0), bytes.count)
        while target > 0, target < bytes.count, Self.isContinuation(bytes[target]) { target -= 1 }
        let line = lines.line(containing: target)
        let start = lines.start(ofLine: line)
        let stop = min(target, lines.contentEnd(ofLine: line, in: bytes))
        guard encoding != .utf8, stop > start else { return Position(line: line, character: max(0, stop - start)) }
        // Count scalars (bytes that are not continuations), plus one more per 4-byte scalar in UTF-16.
        let units = bytes.withUnsafeBufferPointer { buffer -> Int in
            var count = 0
            for index in start..<stop {
                let byte = buffer[index]
                if byte & 0xC0 != 0x80 { count += 1 }
                if encoding == .utf16, byte >= 0xF0 { count += 1 }
            }
            return count
        }
        return Position(line: line, character: units)
    }

    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    private static func scalarLength(leadByte byte: UInt8) -> Int {
        switch byte {
        case 0..<0x80: return 1
        case 0xC0..<0xE0: return 2
        case 0xE0..<0xF0: return 3
        case 0xF0...: return 4
        default: return 1  // a stray continuation byte: step over it alone
        }
    }
}
