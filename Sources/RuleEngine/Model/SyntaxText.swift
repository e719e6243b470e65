// A faster `trimmedDescription` for the whole module.
//
// SwiftSyntax's own version first builds a copy of the node without its outer trivia
// (through key paths), which in the toolchain's library-evolution build costs more than
// the rules that ask for the text. Reading the node's bytes and cutting the trivia off
// both ends gives the same string. Declared in this module, it shadows the library's
// member everywhere in RuleEngine.

import SwiftSyntax

extension SyntaxProtocol {
    var trimmedDescription: String {
        let bytes = syntaxTextBytes
        let leading = leadingTriviaLength.utf8Length
        let trailing = trailingTriviaLength.utf8Length
        guard leading + trailing <= bytes.count else { return "" }
        return String(decoding: bytes[leading..<(bytes.count - trailing)], as: UTF8.self)
    }
}
