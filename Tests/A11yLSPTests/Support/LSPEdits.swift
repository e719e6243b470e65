// Applies LSP text edits (UTF-16 positions) to a string, as a client would.

import Foundation
import JSONRPC

enum LSPEdits {
    static func apply(_ edits: [JSONValue], to text: String) throws -> String {
        let lines = lineStarts(text)
        func index(_ position: JSONValue?) throws -> String.Index {
            let line = try required(position?["line"]?.intValue)
            let character = try required(position?["character"]?.intValue)
            let lineStart = lines[min(line, lines.count - 1)]
            let utf16 = text.utf16
            return utf16.index(lineStart, offsetBy: character, limitedBy: text.endIndex) ?? text.endIndex
        }
        let resolved = try edits.map { edit -> (Range<String.Index>, String) in
            (try index(edit[path: "range", "start"])..<index(edit[path: "range", "end"]), try required(edit["newText"]?.stringValue))
        }
        var result = text
        for (range, newText) in resolved.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            result.replaceSubrange(range, with: newText)
        }
        return result
    }

    /// The edits of a WorkspaceEdit for one document, in either shape.
    static func edits(in workspaceEdit: JSONValue?, for uri: String) -> [JSONValue] {
        if let changes = workspaceEdit?[path: "changes", uri]?.arrayValue { return changes }
        return workspaceEdit?["documentChanges"]?.arrayValue?.filter { $0[path: "textDocument", "uri"]?.stringValue == uri }.flatMap { $0["edits"]?.arrayValue ?? [] } ?? []
    }

    private static func lineStarts(_ text: String) -> [String.Index] {
        var starts = [text.startIndex]
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "\n" || text[index] == "\r\n" { starts.append(text.index(after: index)) }
            index = text.index(after: index)
        }
        return starts
    }

    struct Missing: Error {}
    private static func required<T>(_ value: T?) throws -> T {
        guard let value else { throw Missing() }
        return value
    }
}
