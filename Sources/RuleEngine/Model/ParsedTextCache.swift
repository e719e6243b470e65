// What is worked out from a text by parsing it (a design-system modifier's chain, a token's
// expression), kept for the process and shared by every model and thread: syntax trees are
// immutable, and the texts (one per modifier or token an app declares) are few enough to keep.

import Foundation

final class ParsedTextCache<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Value] = [:]
    private let parse: @Sendable (String) -> Value

    init(_ parse: @escaping @Sendable (String) -> Value) { self.parse = parse }

    func value(for text: String) -> Value {
        lock.lock()
        if let known = values[text] {
            lock.unlock()
            return known
        }
        lock.unlock()
        // Parsed outside the lock: two threads may parse one text at once, and both get the same value.
        let value = parse(text)
        lock.lock()
        values[text] = value
        lock.unlock()
        return value
    }
}
