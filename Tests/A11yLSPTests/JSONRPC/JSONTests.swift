// The JSON parser and writer: values, escapes, Unicode, and hostile input.

import JSONRPC
import Testing

@Suite struct JSONTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONParser.parse(#" {"a": [1, -2, 3.5, 1e3, true, false, null, "x"], "b": {}} "#)
        #expect(value == ["a": [1, -2, 3.5, 1000.0, true, false, nil, "x"], "b": .object([:])])
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let value = try JSONParser.parse(#""tab\tquote\" slash\/ \u00e9 \ud83d\ude00 \u4e2d""#)
        #expect(value == .string("tab\tquote\" slash/ é 😀 中"))
    }

    @Test func keepsRawUnicodeText() throws {
        #expect(try JSONParser.parse(#""e\u0301 👩‍💻 日本""#) == .string("e\u{301} 👩‍💻 日本"))
    }

    @Test func rejectsInvalidUTF8() {
        let bytes: [UInt8] = [0x22, 0xFF, 0xFE, 0x22]
        #expect(throws: JSONParseError.self) { try JSONParser.parse(bytes) }
    }

    @Test(arguments: [
        "", "{", "[1,]", "{\"a\" 1}", "tru", "01", "1.", "-", "\"\\x\"", "\"\\ud800\"", "\"a\nb\"", "[1] 2", "{\"a\":1,}",
    ])
    func rejectsMalformedText(_ text: String) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
    }

    @Test func limitsNestingDepth() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(deep) }
        let allowed = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        _ = try JSONParser.parse(allowed)
    }

    @Test func writesCompactSortedEscapedJSON() {
        let value: JSONValue = ["b": "line\n\"quoted\"\u{1}", "a": [1, 2.5, nil, true]]
        #expect(value.description == #"{"a":[1,2.5,null,true],"b":"line\n\"quoted\"\u0001"}"#)
    }

    @Test func roundTripsThroughText() throws {
        let value: JSONValue = ["id": 7, "text": "e\u{301} 😀\t\\", "nested": ["x": [1, 2, ["y": nil]]], "n": -12.25]
        #expect(try JSONParser.parse(value.description) == value)
    }

    @Test func readsIntegersFromWholeDoubles() {
        #expect(JSONValue.double(3.0).intValue == 3)
        #expect(JSONValue.double(3.5).intValue == nil)
        #expect(JSONValue.string("3").intValue == nil)
    }
}
