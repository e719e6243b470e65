// Positions in UTF-8, UTF-16 and UTF-32 ↔ byte offsets, with emoji, CJK and
// combining marks, at line ends and the end of the file.

@testable import A11yLSP
import RuleEngine
import Testing

@Suite struct PositionEncodingTests {
    /// "e" + combining acute, a CJK pair, an emoji outside the BMP, a flag (two scalars), CRLF and LF endings.
    static let text = "let é = \"e\u{301}日本😀🇫🇷\"\r\nx\n\n漢字 // end"

    private func converter(_ encoding: PositionEncoding, _ text: String = text) -> PositionConverter {
        let bytes = Array(text.utf8)
        return PositionConverter(bytes: bytes, lines: LineIndex(bytes), encoding: encoding)
    }

    /// Every scalar boundary of the text, with its position counted independently in each encoding.
    private func boundaries(_ encoding: PositionEncoding) -> [(offset: Int, position: Position)] {
        var result: [(Int, Position)] = [(0, Position(line: 0, character: 0))]
        let scalars = Array(Self.text.unicodeScalars)
        var offset = 0
        var line = 0
        var character = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                let terminator = scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
                offset += terminator
                index += terminator
                line += 1
                character = 0
            } else {
                offset += String(scalar).utf8.count
                switch encoding {
                case .utf8: character += String(scalar).utf8.count
                case .utf16: character += String(scalar).utf16.count
                case .utf32: character += 1
                }
                index += 1
            }
            result.append((offset, Position(line: line, character: character)))
        }
        return result
    }

    @Test(arguments: PositionEncoding.allCases)
    func convertsEveryScalarBoundaryBothWays(_ encoding: PositionEncoding) {
        let converter = converter(encoding)
        for (offset, position) in boundaries(encoding) {
            #expect(converter.offset(of: position) == offset, "\(encoding) \(position)")
            #expect(converter.position(of: offset) == position, "\(encoding) offset \(offset)")
        }
    }

    @Test func countsUnitsAsEachEncodingDoes() {
        // "😀" is 4 UTF-8 bytes, 2 UTF-16 units, 1 UTF-32 unit; "日" is 3, 1, 1; "é" (combining) is 1+2 bytes, 2, 2.
        let line = "a😀日e\u{301}z"
        for (encoding, zAt) in [(PositionEncoding.utf8, 11), (.utf16, 6), (.utf32, 5)] {
            let converter = converter(encoding, line)
            #expect(converter.offset(of: Position(line: 0, character: zAt)) == 11, "\(encoding)")
            #expect(converter.position(of: 11) == Position(line: 0, character: zAt), "\(encoding)")
        }
    }

    @Test(arguments: PositionEncoding.allCases)
    func clampsCharactersPastTheLineEnd(_ encoding: PositionEncoding) {
        let converter = converter(encoding)
        let lineOneEnd = Array(Self.text.utf8).firstIndex(of: 0x0D)!
        #expect(converter.offset(of: Position(line: 0, character: 10_000)) == lineOneEnd, "stops before \\r\\n")
        #expect(converter.offset(of: Position(line: 2, character: 5)) == converter.offset(of: Position(line: 2, character: 0)), "empty line")
    }

    @Test(arguments: PositionEncoding.allCases)
    func clampsLinesPastTheEndOfFile(_ encoding: PositionEncoding) {
        let converter = converter(encoding)
        let end = Self.text.utf8.count
        #expect(converter.offset(of: Position(line: 99, character: 0)) == end)
        #expect(converter.offset(of: Position(line: -1, character: -5)) == 0)
        #expect(converter.position(of: end + 50) == converter.position(of: end))
    }

    @Test func fallsBackToTheScalarStartInsideAScalar() {
        let text = "😀x"
        #expect(converter(.utf16, text).offset(of: Position(line: 0, character: 1)) == 0, "between surrogates")
        #expect(converter(.utf8, text).offset(of: Position(line: 0, character: 2)) == 0, "inside the UTF-8 bytes")
        #expect(converter(.utf8, text).position(of: 3) == Position(line: 0, character: 0))
    }

    @Test func handlesTheEndOfAFileThatEndsWithANewline() {
        let converter = converter(.utf16, "a\n")
        #expect(converter.position(of: 2) == Position(line: 1, character: 0))
        #expect(converter.offset(of: Position(line: 1, character: 0)) == 2)
    }

    @Test func negotiatesUTF8FirstThenTheClientsChoice() {
        #expect(PositionEncoding.negotiate(clientOffers: ["utf-16", "utf-8"]) == .utf8)
        #expect(PositionEncoding.negotiate(clientOffers: ["utf-32", "utf-16"]) == .utf32)
        #expect(PositionEncoding.negotiate(clientOffers: ["utf-16"]) == .utf16)
        #expect(PositionEncoding.negotiate(clientOffers: ["latin-1"]) == .utf16)
        #expect(PositionEncoding.negotiate(clientOffers: nil) == .utf16)
    }
}
