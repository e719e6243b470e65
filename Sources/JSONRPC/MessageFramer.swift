// The LSP base protocol: `Content-Length`-framed messages over a byte stream.
//
// Bytes arrive in arbitrary pieces; `MessageFramer` buffers them and yields
// whole message bodies. Malformed headers are reported and skipped, and the
// framer resynchronises on the next `Content-Length` header so that one bad
// message never costs the ones after it.

/// One unit the framer recognised in the stream.
public enum Frame: Equatable, Sendable {
    /// A complete message body (the JSON text, not yet parsed).
    case message([UInt8])
    /// Bytes that could not be framed; the reason is suitable for an error reply.
    case malformed(String)
}

public struct MessageFramer: Sendable {
    /// A header block longer than this without its blank line is treated as garbage.
    public static let maximumHeaderBytes = 16 * 1024

    /// Bodies larger than this are skipped (and reported) instead of buffered.
    public let maximumContentLength: Int

    private var buffer: [UInt8] = []
    private var readIndex = 0
    private var pendingBodyLength: Int?
    private var bytesToDiscard = 0
    /// The previous frame was malformed: garbage that follows it is part of the same fault.
    private var inFault = false

    public init(maximumContentLength: Int = 256 * 1024 * 1024) {
        self.maximumContentLength = maximumContentLength
    }

    /// Bytes received but not yet returned as a frame.
    public var bufferedByteCount: Int { buffer.count - readIndex }

    public mutating func append(_ bytes: some Collection<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, or nil when more bytes are needed.
    public mutating func nextFrame() -> Frame? {
        if bytesToDiscard > 0 {
            let dropped = min(bytesToDiscard, bufferedByteCount)
            readIndex += dropped
            bytesToDiscard -= dropped
            compact()
            if bytesToDiscard > 0 { return nil }
        }
        if pendingBodyLength == nil, let problem = readHeader() {
            compact()
            return problem
        }
        guard let length = pendingBodyLength else { return nil }
        guard bufferedByteCount >= length else {
            buffer.reserveCapacity(readIndex + length)
            return nil
        }
        let body = Array(buffer[readIndex..<readIndex + length])
        readIndex += length
        pendingBodyLength = nil
        inFault = false
        compact()
        return .message(body)
    }

    /// Called when a body turned out not to be valid JSON. If the body swallowed the
    /// start of a following message (its length was overstated), that part is put
    /// back so the next message is not lost.
    public mutating func rejectBody(_ body: [UInt8]) {
        inFault = true
        guard let start = Self.firstContentLength(in: body[...], from: 1) else { return }
        buffer.replaceSubrange(0..<readIndex, with: body[start...])
        readIndex = 0
    }

    // MARK: - Header

    /// Parses a header block if one is complete. Returns a `.malformed` frame for a bad
    /// block (after skipping it), or nil when the header was read or more bytes are needed.
    private mutating func readHeader() -> Frame? {
        guard bufferedByteCount > 0 else { return nil }
        guard let terminator = findHeaderTerminator() else {
            guard bufferedByteCount > Self.maximumHeaderBytes else { return nil }
            return skipGarbage(reason: "a message header of more than \(Self.maximumHeaderBytes) bytes without its terminating blank line")
        }
        let block = buffer[readIndex..<terminator]
        var contentLength: Int?
        var lineStart = block.startIndex
        var isFirstLine = true
        while lineStart < block.endIndex {
            let lineEnd = Self.index(of: [0x0D, 0x0A], in: block, from: lineStart) ?? block.endIndex
            let line = block[lineStart..<lineEnd]
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), Self.isToken(line[lineStart..<colon]) else {
                if isFirstLine, let start = Self.firstContentLength(in: block, from: block.startIndex + 1) {
                    readIndex = start
                    return reportGarbage("unexpected bytes before a message header")
                }
                readIndex = terminator + 4
                return reportGarbage("a malformed message header line")
            }
            let name = String(decoding: line[lineStart..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces()
            if name == "content-length" {
                guard let length = Int(value), length >= 0 else {
                    readIndex = terminator + 4
                    return reportFault("an invalid Content-Length '\(value)'")
                }
                contentLength = length
            }
            // Content-Type and unknown headers are accepted and ignored: the body is always UTF-8 JSON.
            isFirstLine = false
            lineStart = lineEnd + 2
        }
        guard let length = contentLength else {
            // Garbage that happens to look like a header line can hide a real header after it.
            if let start = Self.firstContentLength(in: block, from: block.startIndex + 1) {
                readIndex = start
                return reportGarbage("unexpected bytes before a message header")
            }
            readIndex = terminator + 4
            return reportFault("a message header without Content-Length")
        }
        readIndex = terminator + 4
        guard length <= maximumContentLength else {
            bytesToDiscard = length
            inFault = false
            return .malformed("a message of \(length) bytes, over the limit of \(maximumContentLength)")
        }
        pendingBodyLength = length
        return nil
    }

    /// A well-formed header that cannot be used: always reported.
    private mutating func reportFault(_ reason: String) -> Frame? {
        inFault = true
        return .malformed(reason)
    }

    /// Bytes that are not a header at all. Right after a fault they are that fault's
    /// leftovers (the rest of a body whose length was understated), so they are skipped quietly.
    private mutating func reportGarbage(_ reason: String) -> Frame? {
        guard inFault else { return reportFault(reason) }
        return readHeader()
    }

    private mutating func skipGarbage(reason: String) -> Frame? {
        if let start = Self.firstContentLength(in: buffer[readIndex...], from: readIndex + 1) {
            readIndex = start
        } else {
            readIndex = max(readIndex, buffer.count - 15)  // keep a possibly split "Content-Length"
        }
        return reportGarbage(reason)
    }

    private func findHeaderTerminator() -> Int? {
        Self.index(of: [0x0D, 0x0A, 0x0D, 0x0A], in: buffer[readIndex...], from: readIndex)
    }

    private mutating func compact() {
        if readIndex == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
            readIndex = 0
        } else if readIndex > 64 * 1024, readIndex * 2 > buffer.count {
            buffer.removeSubrange(0..<readIndex)
            readIndex = 0
        }
    }

    // MARK: - Byte helpers

    private static func index(of pattern: [UInt8], in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        var position = start
        let last = bytes.endIndex - pattern.count
        while position <= last {
            if bytes[position] == pattern[0] {
                var matched = true
                for offset in 1..<pattern.count where bytes[position + offset] != pattern[offset] {
                    matched = false
                    break
                }
                if matched { return position }
            }
            position += 1
        }
        return nil
    }

    private static let contentLengthName = Array("content-length:".utf8)

    /// The first case-insensitive "content-length:" at or after `start`.
    static func firstContentLength(in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        let pattern = contentLengthName
        guard bytes.count >= pattern.count else { return nil }
        var position = max(start, bytes.startIndex)
        let last = bytes.endIndex - pattern.count
        while position <= last {
            var matched = true
            for offset in 0..<pattern.count {
                let byte = bytes[position + offset]
                let lowered = (byte >= 0x41 && byte <= 0x5A) ? byte + 0x20 : byte
                if lowered != pattern[offset] {
                    matched = false
                    break
                }
            }
            if matched { return position }
            position += 1
        }
        return nil
    }

    private static let tokenPunctuation = Set("!#$%&'*+-.^_`|~".utf8)

    /// RFC 7230 token characters, the only ones a header name may use.
    private static func isToken(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        return bytes.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            default:
                return tokenPunctuation.contains(byte)
            }
        }
    }

    /// Frames a body for sending.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        var framed = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.reserveCapacity(framed.count + body.count)
        framed.append(contentsOf: body)
        return framed
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
