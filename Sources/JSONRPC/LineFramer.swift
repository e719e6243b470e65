// Newline-delimited JSON-RPC: one message per line, no headers. The stdio transport of
// the Model Context Protocol frames messages this way (a message never holds a raw
// newline, since JSON escapes it inside strings).

/// How a connection separates messages.
public enum Framing: Sendable {
    /// `Content-Length` headers, as the Language Server Protocol does.
    case contentLength
    /// One message per line.
    case newlineDelimited
}

public struct LineFramer: Sendable {
    /// A line longer than this is skipped (and reported) instead of buffered.
    public let maximumLineLength: Int

    private var buffer: [UInt8] = []
    private var readIndex = 0
    /// Where the search for the next newline goes on, so a long line arriving in pieces is scanned once.
    private var scanIndex = 0
    /// Inside a line already reported as too long: drop bytes up to its end.
    private var discarding = false

    public init(maximumLineLength: Int = 256 * 1024 * 1024) {
        self.maximumLineLength = maximumLineLength
    }

    public mutating func append(_ bytes: some Collection<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete line as a message body (blank lines are skipped), or nil when more bytes are needed.
    public mutating func nextFrame() -> Frame? {
        while true {
            guard let newline = buffer[scanIndex...].firstIndex(of: UInt8(ascii: "\n")) else {
                scanIndex = buffer.count
                if !discarding, buffer.count - readIndex > maximumLineLength {
                    discarding = true
                    readIndex = buffer.count
                    compact()
                    return .malformed("a message line of more than \(maximumLineLength) bytes")
                }
                if discarding { readIndex = buffer.count }
                compact()
                return nil
            }
            var end = newline
            if end > readIndex, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let line = Array(buffer[readIndex..<end])
            readIndex = newline + 1
            scanIndex = readIndex
            let skipped = discarding
            discarding = false
            compact()
            if skipped || line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
            return .message(line)
        }
    }

    private mutating func compact() {
        guard readIndex > 0, readIndex * 2 >= buffer.count else { return }
        buffer.removeSubrange(0..<readIndex)
        scanIndex -= readIndex
        readIndex = 0
    }

    /// Frames a body for sending.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        body + [UInt8(ascii: "\n")]
    }
}
