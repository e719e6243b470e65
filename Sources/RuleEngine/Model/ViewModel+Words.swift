// Byte tests a rule (or the summary) can ask before it reads the UIKit model. Rules of SwiftUI and UIKit share
// triggers (`""`, `size:`, `selected`, `image`), so a SwiftUI view that trips one would have its
// UIKit model built for a check that needs a word the view never spells. Like the summary's
// test (`UIKitSummaryWords`), each answer errs one way only: yes when unsure.

extension ViewModel {
    /// Whether the model's code may hold `word`: yes when the model has no text at hand.
    func codeMayMention(_ word: String) -> Bool {
        let bytes = Array(word.utf8)
        return codeMay { ByteSearch.contains(bytes, in: $0, range: $1) }
    }

    /// Whether the model's code may assign a property of this name (`x.font = …`, not `==`).
    func codeMayAssign(_ property: String) -> Bool {
        let bytes = Array(property.utf8)
        return codeMay { UIKitSummaryWords.mayAssign(bytes, in: $0, range: $1) }
    }

    /// Whether the model's code may set a variable of this name once declared (`x = …`, not `let x = …`).
    func codeMayReassign(_ property: String) -> Bool {
        let bytes = Array(property.utf8)
        return codeMay { UIKitSummaryWords.mayReassign(bytes, in: $0, range: $1) }
    }

    /// Whether `test` says yes to the text of some root (the model's file bytes, by its roots'
    /// ranges): yes when the model has no text at hand, or a root lies outside it.
    func codeMay(_ test: ([UInt8], Range<Int>) -> Bool) -> Bool {
        guard let source else { return true }
        return roots.contains { root in
            let range = root.position.utf8Offset..<root.endPosition.utf8Offset
            return range.upperBound > source.count || test(source, range)
        }
    }
}
