// The base protocol's framing: every header edge, split input, resynchronisation.

import JSONRPC
import Testing

@Suite struct FramingTests {
    private func frames(_ chunks: [[UInt8]], limit: Int = 1 << 20) -> [Frame] {
        var framer = MessageFramer(maximumContentLength: limit)
        var result: [Frame] = []
        for chunk in chunks {
            framer.append(chunk)
            while let frame = framer.nextFrame() { result.append(frame) }
        }
        return result
    }

    private func frames(_ text: String) -> [Frame] { frames([Array(text.utf8)]) }

    private func body(_ text: String) -> Frame { .message(Array(text.utf8)) }

    @Test func readsOneMessage() {
        #expect(frames("Content-Length: 2\r\n\r\n{}") == [body("{}")])
    }

    @Test func acceptsContentTypeAndUnknownHeaders() {
        let input = "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: 2\r\nX-Extra: 1\r\n\r\n{}"
        #expect(frames(input) == [body("{}")])
    }

    @Test(arguments: ["content-length", "CONTENT-LENGTH", "Content-length", "cOnTeNt-LeNgTh"])
    func headerNamesAreCaseInsensitive(_ name: String) {
        #expect(frames("\(name): 2\r\n\r\n{}") == [body("{}")])
    }

    @Test func toleratesSpacesAroundTheValue() {
        #expect(frames("Content-Length:    2  \r\n\r\n{}") == [body("{}")])
    }

    @Test func readsSeveralMessagesFromOneChunk() {
        let input = "Content-Length: 2\r\n\r\n{}Content-Length: 7\r\n\r\n[1,2,3]Content-Length: 4\r\n\r\nnull"
        #expect(frames(input) == [body("{}"), body("[1,2,3]"), body("null")])
    }

    @Test func reassemblesInputSplitAtEveryByte() {
        let message = #"{"jsonrpc":"2.0","method":"x","params":{"t":"日本 😀"}}"#
        let input = Array("Content-Length: \(message.utf8.count)\r\n\r\n\(message)Content-Length: 2\r\n\r\n{}".utf8)
        for split in 0...input.count {
            let result = frames([Array(input[..<split]), Array(input[split...])])
            #expect(result == [body(message), body("{}")], "split at \(split)")
        }
        #expect(frames(input.map { [$0] }) == [body(message), body("{}")], "one byte at a time")
    }

    @Test func waitsForTheWholeBody() {
        var framer = MessageFramer()
        framer.append(Array("Content-Length: 10\r\n\r\n12345".utf8))
        #expect(framer.nextFrame() == nil)
        framer.append(Array("67890".utf8))
        #expect(framer.nextFrame() == body("1234567890"))
        #expect(framer.nextFrame() == nil)
    }

    @Test func reportsAMissingContentLengthAndRecovers() {
        let result = frames("Content-Type: x\r\n\r\n{\"a\":1}Content-Length: 2\r\n\r\n{}")
        #expect(result.count == 2)
        guard case .malformed(let reason) = result.first else { Issue.record("expected a malformed frame"); return }
        #expect(reason.contains("Content-Length"))
        #expect(result.last == body("{}"))
    }

    @Test(arguments: ["abc", "-1", "1.5", ""])
    func reportsAnInvalidContentLength(_ value: String) {
        let result = frames("Content-Length: \(value)\r\n\r\nContent-Length: 2\r\n\r\n{}")
        #expect(result.count == 2)
        if case .malformed = result.first {} else { Issue.record("expected a malformed frame first") }
        #expect(result.last == body("{}"))
    }

    @Test func skipsGarbageBeforeAHeader() {
        let result = frames("garbage here\r\nContent-Length: 2\r\n\r\n{}")
        #expect(result.count == 2)
        #expect(result.last == body("{}"))
    }

    @Test func recoversTheNextMessageWhenALengthIsOverstated() {
        var framer = MessageFramer()
        var delivered: [IncomingMessage] = []
        let next = #"{"jsonrpc":"2.0","id":2,"method":"m"}"#
        framer.append(Array("Content-Length: 30\r\n\r\n{\"a\":1}Content-Length: \(next.utf8.count)\r\n\r\n\(next)".utf8))
        MessageReader.drain(&framer, into: { delivered.append($0) })
        #expect(delivered.count == 2)
        if case .invalid(nil, let error) = delivered.first { #expect(error.code == .parseError) } else { Issue.record("expected a parse error") }
        #expect(delivered.last == .message(.request(id: .number(2), method: "m", params: nil)))
    }

    @Test func reportsAnUnderstatedLengthOnceAndRecovers() {
        var framer = MessageFramer()
        var delivered: [IncomingMessage] = []
        let next = #"{"jsonrpc":"2.0","method":"n"}"#
        framer.append(Array("Content-Length: 5\r\n\r\n{\"a\":1234}Content-Length: \(next.utf8.count)\r\n\r\n\(next)".utf8))
        MessageReader.drain(&framer, into: { delivered.append($0) })
        #expect(delivered.count == 2, "one error for the bad message, then the next one: \(delivered)")
        if case .invalid(nil, let error) = delivered.first { #expect(error.code == .parseError) } else { Issue.record("expected a parse error") }
        #expect(delivered.last == .message(.notification(method: "n", params: nil)))
    }

    @Test func skipsAnOversizedBodyWithoutBufferingIt() {
        var framer = MessageFramer(maximumContentLength: 100)
        framer.append(Array("Content-Length: 1000\r\n\r\n".utf8))
        guard case .malformed = framer.nextFrame() else { Issue.record("expected a malformed frame"); return }
        for _ in 0..<10 {
            framer.append([UInt8](repeating: 0x20, count: 100))
            #expect(framer.nextFrame() == nil)
            #expect(framer.bufferedByteCount <= 100)
        }
        framer.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
        #expect(framer.nextFrame() == body("{}"))
    }

    @Test func givesUpOnAnEndlessHeader() {
        var framer = MessageFramer()
        framer.append([UInt8](repeating: UInt8(ascii: "x"), count: MessageFramer.maximumHeaderBytes + 10))
        guard case .malformed = framer.nextFrame() else { Issue.record("expected a malformed frame"); return }
        #expect(framer.bufferedByteCount < 16)
        framer.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
        #expect(framer.nextFrame() == body("{}"))
    }

    @Test func framesOutgoingBodies() {
        #expect(MessageFramer.frame(Array("{}".utf8)) == Array("Content-Length: 2\r\n\r\n{}".utf8))
    }

    @Test func readsAnEmptyBody() {
        #expect(frames("Content-Length: 0\r\n\r\n") == [.message([])])
    }
}
