// libFuzzer target (a): the byte stream → frames → JSON-RPC messages path, split at
// a point chosen by the input, as a reader would see it.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFraming(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var framer = MessageFramer(maximumContentLength: 1 << 20)
    let split = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
    var delivered = 0
    for piece in [bytes[..<split], bytes[split...]] {
        framer.append(piece)
        MessageReader.drain(&framer) { incoming in
            delivered += 1
            // Whatever arrives must be answerable: encode the reply the server would send.
            if case .invalid(let id, let error) = incoming {
                _ = Message.errorResponse(id: id, error: error).framedBytes
            }
        }
    }
    // Bodies parsed on their own, too.
    if let value = try? JSONParser.parse(bytes) {
        _ = MessageDecoder.decode(value)
        _ = JSONWriter.encode(value)
    }
    return delivered >= 0 ? 0 : 1
}
