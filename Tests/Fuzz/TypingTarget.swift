// libFuzzer target (d): real snippets typed one character at a time into a real-shaped file (the
// input), as a person types them: each keystroke leaves the file broken until the line is done.
// After every keystroke the incremental tree must be the tree of a fresh parse, node for node.
// Where to type (three line starts) and what (snippets from this list) follow from the input's
// hash, so every mutation of a file types somewhere else. The second snippet is half deleted again,
// and background full parses are taken as the server takes them.

import SwiftParser
import SwiftSyntax

private let snippets = [
    #"Button(action: { isOn.toggle() }) { Image(systemName: "star") }"#,
    #"Text("Hello, \(name)").font(.title).accessibilityAddTraits(.isHeader)"#,
    #".accessibilityLabel(isOn ? "Unmute" : "Mute")"#,
    "if isOn {\n    Image(systemName: \"star.fill\")\n} else {\n    EmptyView()\n}",
    "@State private var draft = \"\"",
    "func save() {\n    store.save(draft)\n}",
    "ForEach(items) { item in Row(item: item).onTapGesture { select(item) } }",
    "}",
    "Toggle(\"Wi-Fi\", isOn: $isOn)\n    .toggleStyle(.switch)",
    "private var header: some View { HStack { Text(title); Spacer() } }",
    "#if DEBUG\nText(\"debug\")\n#endif",
    "var y = z(",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTyping(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    guard input.count >= 16, String(validating: input, as: UTF8.self) != nil else { return 0 }
    let document = SourceDocument(bytes: input)
    guard document.parserHazard == nil else { return 0 }
    _ = document.tree
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in input { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let lineStarts = [0] + input.indices.filter { input[$0] == 0x0A }.map { $0 + 1 }
    var typed = input
    // A background full parse as the server makes one, taken one keystroke later (the text has
    // moved on by then, so the keystroke is re-parsed on top of it).
    var compaction: SourceDocument.Compaction?
    func check() {
        if let job = compaction { document.adopt(job) }
        compaction = document.makeCompaction()
        compaction?.run()
        let fresh = typed.withUnsafeBufferPointer { Parser.parse(source: $0) }
        precondition(sameShape(Syntax(document.tree), Syntax(fresh)), "the tree after a keystroke is not a fresh parse's")
    }
    for round in 0..<3 {
        let bits = hash >> (UInt64(round) * 16)
        var offset = lineStarts[Int(bits % UInt64(lineStarts.count))]
        offset = min(offset, typed.count)
        let snippet = Array(snippets[Int((bits >> 8) % UInt64(snippets.count))].utf8)
        // Multi-byte characters go in whole, as an editor sends them.
        var keys: [Int] = []
        var index = 0
        while index < snippet.count {
            var end = index + 1
            while end < snippet.count, snippet[end] & 0xC0 == 0x80 { end += 1 }
            let key = Array(snippet[index..<end])
            typed.insert(contentsOf: key, at: offset)
            document.apply(ByteEdit(range: offset..<offset, replacement: key))
            offset += key.count
            keys.append(key.count)
            index = end
            guard document.parserHazard == nil else { return 0 }
            check()
        }
        // The second snippet is half taken back again, one backspace at a time.
        guard round == 1 else { continue }
        for length in keys.reversed().prefix(keys.count / 2) {
            typed.removeSubrange((offset - length)..<offset)
            document.apply(ByteEdit(range: (offset - length)..<offset, replacement: []))
            offset -= length
            guard document.parserHazard == nil else { return 0 }
            check()
        }
    }
    return 0
}

/// Node for node the same tree: kinds, lengths, token kinds and presence. (Cheaper than comparing
/// `debugDescription`s, so more keystrokes are checked in the fuzzer's time.)
private func sameShape(_ first: Syntax, _ second: Syntax) -> Bool {
    guard first.kind == second.kind, first.totalLength == second.totalLength else { return false }
    if let token = first.as(TokenSyntax.self) {
        guard let other = second.as(TokenSyntax.self) else { return false }
        return token.tokenKind == other.tokenKind && token.presence == other.presence
    }
    let left = first.children(viewMode: .all)
    let right = second.children(viewMode: .all)
    guard left.count == right.count else { return false }
    return zip(left, right).allSatisfy { sameShape($0, $1) }
}
