// A 64-bit digest of an index answer that is the same in every process (the CLI's findings cache
// keeps the digests of the answers a file's findings read, and checks them in the next run).
//
// The answers are Codable, so their synthesized encoding walks every stored field in declaration
// order; this encoder feeds what it is given to FNV-1a instead of building text. It replaced
// `String(describing:)`, whose reflection cost a small view's didOpen a fifth of its lint when the
// view asked the index about its own types. Each key carries the depth of its container and each
// container a tag, so a field of a nested value never reads as a field of the value holding it.

enum StableDigest {
    static func of<Value: Encodable>(_ value: Value) -> UInt64 {
        let sink = Sink()
        // An encoding error cannot come from this encoder; a value that throws its own is digested up to it.
        try? value.encode(to: DigestEncoder(sink: sink, codingPath: []))
        return sink.hash
    }

    final class Sink {
        private(set) var hash: UInt64 = 0xcbf2_9ce4_8422_2325

        func add(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }

        func add<Bytes: Sequence<UInt8>>(bytes: Bytes) {
            for byte in bytes { add(byte) }
        }

        func add(word: UInt64) {
            var rest = word
            for _ in 0..<8 {
                add(UInt8(truncatingIfNeeded: rest))
                rest >>= 8
            }
        }

        /// A string, its length first: `["ab", "c"]` and `["a", "bc"]` differ.
        func add(text: String) {
            add(word: UInt64(text.utf8.count))
            add(bytes: text.utf8)
        }
    }

    enum Tag: UInt8 {
        case keyed = 1, unkeyed, key, null, bool, integer, float, text
    }
}

private struct DigestEncoder: Encoder {
    let sink: StableDigest.Sink
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        sink.add(StableDigest.Tag.keyed.rawValue)
        return KeyedEncodingContainer(KeyedDigest<Key>(sink: sink, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        sink.add(StableDigest.Tag.unkeyed.rawValue)
        return UnkeyedDigest(sink: sink, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleDigest(sink: sink, codingPath: codingPath) }
}

/// Values of every kind, as the three containers hand them over.
private protocol DigestValues {
    var sink: StableDigest.Sink { get }
    var codingPath: [any CodingKey] { get }
}

extension DigestValues {
    func addNil() { sink.add(StableDigest.Tag.null.rawValue) }

    func add(_ value: Bool) {
        sink.add(StableDigest.Tag.bool.rawValue)
        sink.add(value ? 1 : 0)
    }

    func add<Integer: FixedWidthInteger>(integer value: Integer) {
        sink.add(StableDigest.Tag.integer.rawValue)
        sink.add(word: UInt64(truncatingIfNeeded: Int64(truncatingIfNeeded: value)))
    }

    func add(float value: Double) {
        sink.add(StableDigest.Tag.float.rawValue)
        sink.add(word: value.bitPattern)
    }

    func add(_ value: String) {
        sink.add(StableDigest.Tag.text.rawValue)
        sink.add(text: value)
    }

    func add<Value: Encodable>(_ value: Value, at path: [any CodingKey]) throws {
        try value.encode(to: DigestEncoder(sink: sink, codingPath: path))
    }
}

private struct KeyedDigest<Key: CodingKey>: KeyedEncodingContainerProtocol, DigestValues {
    let sink: StableDigest.Sink
    let codingPath: [any CodingKey]

    /// The key and its container's depth.
    private func note(_ key: Key) {
        sink.add(StableDigest.Tag.key.rawValue)
        sink.add(word: UInt64(codingPath.count))
        sink.add(text: key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws { note(key); addNil() }
    mutating func encode(_ value: Bool, forKey key: Key) throws { note(key); add(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { note(key); add(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { note(key); add(float: value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { note(key); add(float: Double(value)) }
    mutating func encode(_ value: Int, forKey key: Key) throws { note(key); add(integer: value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { note(key); add(integer: value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { note(key); add(integer: value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { note(key); add(integer: value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { note(key); add(integer: value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { note(key); add(integer: value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { note(key); add(integer: value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { note(key); add(integer: value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { note(key); add(integer: value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { note(key); add(integer: value) }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        note(key)
        try add(value, at: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        note(key)
        return DigestEncoder(sink: sink, codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        note(key)
        return DigestEncoder(sink: sink, codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { DigestEncoder(sink: sink, codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        note(key)
        return DigestEncoder(sink: sink, codingPath: codingPath + [key])
    }
}

private struct UnkeyedDigest: UnkeyedEncodingContainer, DigestValues {
    let sink: StableDigest.Sink
    let codingPath: [any CodingKey]
    private(set) var count = 0

    init(sink: StableDigest.Sink, codingPath: [any CodingKey]) {
        self.sink = sink
        self.codingPath = codingPath
    }

    mutating func encodeNil() throws { count += 1; addNil() }
    mutating func encode(_ value: Bool) throws { count += 1; add(value) }
    mutating func encode(_ value: String) throws { count += 1; add(value) }
    mutating func encode(_ value: Double) throws { count += 1; add(float: value) }
    mutating func encode(_ value: Float) throws { count += 1; add(float: Double(value)) }
    mutating func encode(_ value: Int) throws { count += 1; add(integer: value) }
    mutating func encode(_ value: Int8) throws { count += 1; add(integer: value) }
    mutating func encode(_ value: Int16) throws { count += 1; add(integer: value) }
    mutating func encode(_ value: Int32) throws { count += 1; add(integer: value) }
    mutating func encode(_ value: Int64) throws { count += 1; add(integer: value) }
    mutating func encode(_ value: UInt) throws { count += 1; add(integer: value) }
    mutating func encode(_ value: UInt8) throws { count += 1; add(integer: value) }
    mutating func encode(_ value: UInt16) throws { count += 1; add(integer: value) }
    mutating func encode(_ value: UInt32) throws { count += 1; add(integer: value) }
    mutating func encode(_ value: UInt64) throws { count += 1; add(integer: value) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        count += 1
        try add(value, at: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        count += 1
        return DigestEncoder(sink: sink, codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        count += 1
        return DigestEncoder(sink: sink, codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        count += 1
        return DigestEncoder(sink: sink, codingPath: codingPath)
    }
}

private struct SingleDigest: SingleValueEncodingContainer, DigestValues {
    let sink: StableDigest.Sink
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { addNil() }
    mutating func encode(_ value: Bool) throws { add(value) }
    mutating func encode(_ value: String) throws { add(value) }
    mutating func encode(_ value: Double) throws { add(float: value) }
    mutating func encode(_ value: Float) throws { add(float: Double(value)) }
    mutating func encode(_ value: Int) throws { add(integer: value) }
    mutating func encode(_ value: Int8) throws { add(integer: value) }
    mutating func encode(_ value: Int16) throws { add(integer: value) }
    mutating func encode(_ value: Int32) throws { add(integer: value) }
    mutating func encode(_ value: Int64) throws { add(integer: value) }
    mutating func encode(_ value: UInt) throws { add(integer: value) }
    mutating func encode(_ value: UInt8) throws { add(integer: value) }
    mutating func encode(_ value: UInt16) throws { add(integer: value) }
    mutating func encode(_ value: UInt32) throws { add(integer: value) }
    mutating func encode(_ value: UInt64) throws { add(integer: value) }
    mutating func encode<Value: Encodable>(_ value: Value) throws { try add(value, at: codingPath) }
}
