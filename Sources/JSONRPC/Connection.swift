// A JSON-RPC connection over two file descriptors: a reader thread that turns the
// incoming byte stream into messages, and a writer that serialises replies.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes framed messages to a file descriptor. Safe to call from any thread:
/// one message's bytes are never interleaved with another's.
public final class MessageWriter: @unchecked Sendable {
    private let fileDescriptor: Int32
    private let framing: Framing
    private let lock = NSLock()
    private var broken = false

    public init(fileDescriptor: Int32, framing: Framing = .contentLength) {
        self.fileDescriptor = fileDescriptor
        self.framing = framing
    }

    /// Sends a message; returns false once the peer has gone away.
    @discardableResult
    public func send(_ message: Message) -> Bool {
        let bytes = framing == .contentLength ? message.framedBytes : LineFramer.frame(JSONWriter.encode(message.json))
        lock.lock()
        defer { lock.unlock() }
        guard !broken else { return false }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { raw in
                write(fileDescriptor, raw.baseAddress! + written, raw.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                broken = true
                return false
            }
            written += result
        }
        return true
    }
}

/// Reads the byte stream on a background thread and hands every decoded message
/// (or the error that answers an undecodable one) to `onMessage`, in order.
public final class MessageReader: @unchecked Sendable {
    private let fileDescriptor: Int32
    private let onMessage: @Sendable (IncomingMessage) -> Void
    private let onClose: @Sendable () -> Void

    public init(
        fileDescriptor: Int32,
        onMessage: @escaping @Sendable (IncomingMessage) -> Void,
        onClose: @escaping @Sendable () -> Void
    ) {
        self.fileDescriptor = fileDescriptor
        self.onMessage = onMessage
        self.onClose = onClose
    }

    public func start() {
        let thread = Thread { [self] in run() }
        thread.name = "jsonrpc-reader"
        thread.stackSize = 8 << 20
        thread.start()
    }

    private func run() {
        var framer = MessageFramer()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            framer.append(chunk[0..<count])
            Self.drain(&framer, into: onMessage)
        }
        onClose()
    }

    /// Decodes every complete frame in the framer.
    public static func drain(_ framer: inout MessageFramer, into deliver: (IncomingMessage) -> Void) {
        while let frame = framer.nextFrame() {
            switch frame {
            case .message(let body):
                let incoming = MessageDecoder.decode(body)
                if case .invalid(_, let error) = incoming, error.code == .parseError {
                    framer.rejectBody(body)
                }
                deliver(incoming)
            case .malformed(let reason):
                deliver(.invalid(id: nil, error: ResponseError(.parseError, "Parse error: \(reason)")))
            }
        }
    }
}
