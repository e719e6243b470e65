// The byte searches every keystroke asks of the declaration it changed: which rules' trigger words
// occur in it, and which identifiers it mentions (what ties it to the file's other declarations).
// Over a screen of 800 lines they cost about a tenth of a keystroke's lint, and for the members
// not typed in the answer is what it was. So a type split into members (`TypeMembers`) is read
// piece by piece, its members and the text between them, and each piece's answer is kept under
// its bytes: a keystroke reads the member it changed.

/// What a declaration's text holds, for the rules' triggers and the declaration groups.
struct DeclarationScan {
    /// For each declaration rule, whether one of its trigger words occurs.
    let declarationTriggered: [Bool]
    /// For each file rule, whether one of its trigger words occurs.
    let fileTriggered: [Bool]
    /// The identifiers' hashes, each once, in the order first seen (`DeclarationNames.mentioned`);
    /// nil for a declaration read whole, whose names are read with its `DeclarationNames`.
    let mentioned: [UInt64]?
}

/// What one piece of a declaration holds. A class: a run hands the pieces it read on to the next.
final class PieceScan: Sendable {
    let declarationWords: [Bool]
    let fileWords: [Bool]
    let mentioned: [UInt64]

    init(declarationWords: [Bool], fileWords: [Bool], mentioned: [UInt64]) {
        self.declarationWords = declarationWords
        self.fileWords = fileWords
        self.mentioned = mentioned
    }
}

extension Linter {
    /// The declaration's text read whole for the triggers: the searches stop at a rule's first word found.
    func scanWhole(_ bytes: [UInt8], range: Range<Int>) -> DeclarationScan {
        let pairs = BytePairs(bytes, range: range)
        return DeclarationScan(
            declarationTriggered: declarationTriggers.triggered(in: bytes, range: range, pairs: pairs),
            fileTriggered: fileTriggers.triggered(in: bytes, range: range, pairs: pairs),
            mentioned: nil)
    }

    /// The declaration's text read as `pieces` (in order, apart, inside `range`) and the text
    /// between them. A piece whose bytes are a key of `kept` is not read again; every piece read
    /// or reused is put in `used`, and `read` counts those read afresh. The answer is the whole
    /// read's: a word or a name that runs across two pieces is looked for where they meet. Nil
    /// when the pieces are out of order.
    func scanPieces(
        _ bytes: [UInt8], range: Range<Int>, pieces: [Range<Int>], kept: [IncrementalLintState.Key: PieceScan],
        used: inout [IncrementalLintState.Key: PieceScan], read: inout Int
    ) -> DeclarationScan? {
        var segments: [Range<Int>] = []
        var cursor = range.lowerBound
        for piece in pieces where !piece.isEmpty {
            guard piece.lowerBound >= cursor, piece.upperBound <= range.upperBound else { return nil }
            if piece.lowerBound > cursor { segments.append(cursor..<piece.lowerBound) }
            segments.append(piece)
            cursor = piece.upperBound
        }
        if cursor < range.upperBound { segments.append(cursor..<range.upperBound) }

        var declarationWords = [Bool](repeating: false, count: declarationTriggers.wordCount)
        var fileWords = [Bool](repeating: false, count: fileTriggers.wordCount)
        var mentioned: [UInt64] = []
        for segment in segments {
            let key = IncrementalLintState.Key(bytes: bytes, range: segment)
            let scan: PieceScan
            if let known = used[key] ?? kept[key] {
                scan = known
            } else {
                scan = readPiece(bytes, range: segment)
                read += 1
            }
            used[key] = scan
            for word in scan.declarationWords.indices where scan.declarationWords[word] { declarationWords[word] = true }
            for word in scan.fileWords.indices where scan.fileWords[word] { fileWords[word] = true }
            mentioned += scan.mentioned
        }
        var namesCrossPieces = false
        for boundary in segments.dropFirst().map(\.lowerBound) {
            declarationTriggers.markWords(crossing: boundary, in: bytes, range: range, present: &declarationWords)
            fileTriggers.markWords(crossing: boundary, in: bytes, range: range, present: &fileWords)
            if DeclarationNames.isIdentifierPart(bytes[boundary - 1]), DeclarationNames.isIdentifierPart(bytes[boundary]) { namesCrossPieces = true }
        }
        return DeclarationScan(
            declarationTriggered: declarationTriggers.triggered(byWords: declarationWords),
            fileTriggered: fileTriggers.triggered(byWords: fileWords),
            mentioned: namesCrossPieces ? DeclarationNames.identifierHashes(in: bytes, range: range) : DeclarationNames.unique(mentioned))
    }

    private func readPiece(_ bytes: [UInt8], range: Range<Int>) -> PieceScan {
        PieceScan(
            declarationWords: declarationTriggers.wordsPresent(in: bytes, range: range),
            fileWords: fileTriggers.wordsPresent(in: bytes, range: range),
            mentioned: DeclarationNames.identifierHashes(in: bytes, range: range))
    }
}
