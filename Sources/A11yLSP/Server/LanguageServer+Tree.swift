// The accessibility tree in an editor: a code lens above each view's `body` ("VoiceOver: 9
// elements, 2 headings") whose command, `a11y-lsp.accessibilityTree` (also reachable with
// workspace/executeCommand and `[uri, position]`), answers the view's tree as Markdown.

import Foundation
import JSONRPC
import RuleEngine

extension LanguageServer {
    static let commands = [ExecuteCommandRequest.accessibilityTree]

    func codeLenses(_ request: CodeLensRequest) throws(ResponseError) -> Reply {
        let document = try openDocument(request.uri)
        guard document.isSwift, (document.configuration ?? .defaults).configuration.codeLens != false else { return .now([]) }
        let converter = document.converter(encoding)
        let build = treeBuilder(for: document)
        let uri = request.uri
        return .later {
            .array(build().views.map { view in
                let range = converter.rangeJSON(view.bodyRange)
                return [
                    "range": range,
                    "command": [
                        "title": .string("VoiceOver: " + view.summary),
                        "command": .string(ExecuteCommandRequest.accessibilityTree),
                        "arguments": [.string(uri), converter.position(of: view.bodyRange.lowerBound).json],
                    ],
                ]
            })
        }
    }

    /// The tree of the view around the position (every view of the file when none is), as Markdown.
    func accessibilityTree(_ request: ExecuteCommandRequest) throws(ResponseError) -> Reply {
        let document = try openDocument(request.uri)
        guard document.isSwift else { throw ResponseError(.invalidParams, "\(request.uri) is not a Swift document") }
        let offset = document.converter(encoding).offset(of: request.position)
        let build = treeBuilder(for: document)
        return .later {
            let tree = build()
            let around = tree.views.filter { $0.declarationRange.contains(offset) || $0.declarationRange.upperBound == offset }
            // Nested views: the innermost one around the cursor.
            let chosen = around.min { $0.declarationRange.count < $1.declarationRange.count }
            let shown = chosen.map { AccessibilityTree(views: [$0]) } ?? tree
            return .string(shown.views.isEmpty ? "_No View type with a body in this file._\n" : shown.markdown())
        }
    }

    /// Work that builds the document's trees off the loop, from what it takes now: the tree, the
    /// index, and the text of open documents (a custom view is read from its unsaved text).
    private func treeBuilder(for document: OpenDocument) -> @Sendable () -> AccessibilityTree {
        let tree = document.source.tree
        let bytes = document.source.bytes
        let platform = lintOptions(for: document).platform
        let index = workspace.index
        let path = document.path ?? document.uri
        var openTexts: [String: [UInt8]] = [:]
        for other in documents.all { if let otherPath = other.path { openTexts[otherPath] = other.source.bytes } }
        let texts = openTexts
        return {
            let file = TreeSourceFile(model: ViewModel.build(tree, platform: platform, workspace: IndexLookup(index: index, path: path)), bytes: bytes)
            let options = TreeOptions { name in
                let paths = index.declaringPaths(of: name).filter { $0 != path }
                guard paths.count == 1, let other = texts[paths[0]] ?? FileManager.default.contents(atPath: paths[0]).map({ [UInt8]($0) }),
                    ParserHazard.find(in: other) == nil
                else { return nil }
                let otherDocument = SourceDocument(bytes: other, forEditing: false)
                return TreeSourceFile(
                    model: ViewModel.build(otherDocument.tree, platform: platform, workspace: IndexLookup(index: index, path: paths[0])), bytes: other)
            }
            return TreeBuilder.tree(of: file, options: options)
        }
    }
}
