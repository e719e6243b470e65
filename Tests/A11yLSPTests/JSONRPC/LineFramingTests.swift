// Newline-delimited framing (the MCP stdio transport): lines in any pieces, blank
// lines, CRLF, and a line over the limit skipped without losing the next one.

import JSONRPC
import Testing

@Suite struct LineFramingTests {
    private func frames(_ pieces: [String], limit: Int = 1024) -> [Frame] {
        var framer = LineFramer(maximumLineLength: limit)
        var result: [Frame] = []
        for piece in pieces {
            framer.append(Array(piece.utf8))
            while let frame = framer.nextFrame() { result.append(frame) }
        }
        return result
    }

    private func message(_ text: String) -> Frame { .message(Array(text.utf8)) }

    @Test func linesArriveWhicheverWayTheBytesAreCut() {
        let stream = "{\"a\":1}\n{\"b\":2}\r\n\n  \n{\"c\":\"x\\ny\"}\n"
        let expected = [message("{\"a\":1}"), message("{\"b\":2}"), message("{\"c\":\"x\\ny\"}")]
        #expect(frames([stream]) == expected)
        #expect(frames(stream.map { String($0) }) == expected)
        #expect(frames(["{\"a\":1}\n{\"b\"", ":2}\r", "\n\n  \n{\"c\":\"x\\ny\"}", "\n"]) == expected)
    }

    @Test func anUnfinishedLineWaits() {
        #expect(frames(["{\"a\":1}"]).isEmpty)
    }

    @Test func anOverlongLineIsReportedOnceAndTheNextOneKept() {
        let long = String(repeating: "x", count: 50)
        let result = frames([long, long, "tail\n{\"next\":true}\n"], limit: 32)
        #expect(result == [.malformed("a message line of more than 32 bytes"), message("{\"next\":true}")])
    }

    @Test func sendingAddsTheNewline() {
        #expect(LineFramer.frame(Array("{}".utf8)) == Array("{}\n".utf8))
    }
}
