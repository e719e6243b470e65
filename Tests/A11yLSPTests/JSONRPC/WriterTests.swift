// Replies written from many threads at once arrive whole, never interleaved.

import Foundation
import JSONRPC
import Testing

@Suite struct WriterTests {
    @Test func serializesConcurrentWrites() async throws {
        let pipe = Pipe()
        let writer = MessageWriter(fileDescriptor: pipe.fileHandleForWriting.fileDescriptor)
        let threads = 8
        let perThread = 200
        let reading = Task.detached { pipe.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread {
                let padding = String(repeating: "x", count: (index * 37) % 5000)
                writer.send(.notification(method: "t\(thread)", params: ["i": .int(index), "pad": .string(padding)]))
            }
        }
        try pipe.fileHandleForWriting.close()
        let data = await reading.value
        var framer = MessageFramer()
        framer.append([UInt8](data))
        var next = [Int](repeating: 0, count: threads)
        var count = 0
        while let frame = framer.nextFrame() {
            guard case .message(let body) = frame, case .message(.notification(let method, let params)) = MessageDecoder.decode(body),
                let thread = Int(method.dropFirst()), let index = params?["i"]?.intValue
            else {
                Issue.record("a frame arrived damaged")
                return
            }
            #expect(index == next[thread], "messages of one thread stay in order")
            next[thread] += 1
            count += 1
        }
        #expect(count == threads * perThread)
        #expect(framer.bufferedByteCount == 0)
    }
}
