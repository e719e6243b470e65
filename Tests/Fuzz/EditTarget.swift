// libFuzzer target (c): a document receiving edits chosen by the input; after each,
// the text must equal the edits applied to a plain array, the tree must print the
// text back, and the incremental findings must equal a fresh lint.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEdits(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    guard input.count >= 4 else { return 0 }
    let seed = "struct V: View { var body: some View { Button(on ? \"Unmute\" : \"Mute\") { on.toggle() }.accessibilityAddTraits(.isSelected) } }\n"
    var plain = Array(seed.utf8)
    let document = SourceDocument(bytes: plain)
    let linter = Linter()
    let state = IncrementalLintState()
    _ = linter.lint(document, state: state)
    let pieces = ["", "x", "\n", "{", "}", "(", ")", "\"", "Image(systemName: \"gear\")", ".onTapGesture { }", "é", "😀", "#if os(iOS)\n", "#endif\n"]
    var index = 0
    while index + 3 < input.count {
        let lower = Int(input[index]) * plain.count / 256
        let length = Int(input[index + 1]) % 8
        let upper = min(plain.count, lower + length)
        let piece = Array(pieces[Int(input[index + 2]) % pieces.count].utf8)
        // Edits land on character boundaries, as an editor's do.
        var start = lower
        while start > 0, start < plain.count, plain[start] & 0xC0 == 0x80 { start -= 1 }
        var end = max(start, upper)
        while end < plain.count, plain[end] & 0xC0 == 0x80 { end += 1 }
        plain.replaceSubrange(start..<end, with: piece)
        document.apply(ByteEdit(range: start..<end, replacement: piece))
        precondition(document.bytes == plain, "the document drifted from its edits")
        if input[index + 3] & 1 == 1 {
            precondition(document.tree.description.utf8.elementsEqual(plain), "the tree does not print the text")
            let incremental = linter.lint(document, state: state)
            let fresh = linter.lint(source: String(decoding: plain, as: UTF8.self))
            precondition(incremental == fresh, "incremental findings differ from a fresh lint")
        }
        index += 4
    }
    return 0
}
