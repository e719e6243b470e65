// Writing JSON text directly into bytes, for replies too large to build as values first.

public struct JSONText: Sendable {
    public private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = [false]

    public init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    public mutating func beginObject() { separate(); bytes.append(UInt8(ascii: "{")); needsComma.append(false) }
    public mutating func endObject() { needsComma.removeLast(); bytes.append(UInt8(ascii: "}")) }
    public mutating func beginArray() { separate(); bytes.append(UInt8(ascii: "[")); needsComma.append(false) }
    public mutating func endArray() { needsComma.removeLast(); bytes.append(UInt8(ascii: "]")) }

    /// A member name; the next value written is its value.
    public mutating func key(_ name: String) {
        separate()
        JSONWriter.writeString(name, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        needsComma[needsComma.count - 1] = false
    }

    public mutating func string(_ text: String) { separate(); JSONWriter.writeString(text, into: &bytes) }
    public mutating func int(_ number: Int) { separate(); JSONWriter.writeInt(number, into: &bytes) }
    public mutating func value(_ value: JSONValue) { separate(); bytes.append(contentsOf: JSONWriter.encode(value)) }

    private mutating func separate() {
        if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
    }
}
