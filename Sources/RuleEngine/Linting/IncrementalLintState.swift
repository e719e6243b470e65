// What a document remembers between lint runs: each top-level declaration's findings,
// keyed by the declaration's text, so only declarations that changed are checked again.

public final class IncrementalLintState: @unchecked Sendable {
    struct Key: Hashable {
        let length: Int
        let hash: UInt64

        /// FNV-1a over the declaration's bytes (trivia included, as a moved comment changes suppression context).
        init(bytes: [UInt8], range: Range<Int>) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            bytes.withUnsafeBufferPointer { buffer in
                for index in range {
                    hash = (hash ^ UInt64(buffer[index])) &* 0x100_0000_01b3
                }
            }
            length = range.count
            self.hash = hash
        }
    }

    struct Entry {
        /// Where the declaration started when its findings were computed.
        let start: Int
        let findings: [Finding]
        /// Which whole-file rules its text triggers.
        let fileRulesTriggered: [Bool]
    }

    var entries: [Key: Entry] = [:]
    /// The indent unit the remembered fixes were built with.
    var indentUnit = ""

    public init() {}

    /// How many declarations are remembered (for tests and benchmarks).
    public var declarationCount: Int { entries.count }
}
