// The suppression comments a code action inserts end their line as the file's lines end.

import RuleEngine
import Testing

@testable import A11yLSP

@Suite struct SuppressionEditsTests {
    @Test(arguments: ["\n", "\r\n"])
    func insertedCommentsEndTheirLineAsTheFileDoes(_ ending: String) {
        let text = ["struct Row: View {", "    var body: some View { Image(systemName: \"gear\") }", "}", ""].joined(separator: ending)
        let bytes = Array(text.utf8)
        let lines = LineIndex(bytes)
        let offset = Array(text.utf8).firstIndex(of: UInt8(ascii: "I"))!
        let line = SuppressionEdits.disableLine("icon-only-control-name", at: offset, bytes: bytes, lines: lines)
        #expect(line.replacement == "    // a11y-lsp:disable-next-line icon-only-control-name" + ending)
        let file = SuppressionEdits.disableFile("icon-only-control-name", bytes: bytes, lines: lines)
        #expect(file.replacement == "// a11y-lsp:disable-file icon-only-control-name" + ending)
    }
}
