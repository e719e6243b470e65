// textDocument/hover (the findings under the cursor with their fixes, the VoiceOver
// preview, a short card: HoverContent.swift) and textDocument/inlayHint (the preview
// after each control, when switched on). Both are computed on the request worker.

import JSONRPC
import RuleEngine

extension LanguageServer {
    /// Findings come from the loop (the last publish, usually); the view model is built off it.
    func hover(_ request: HoverRequest) throws(ResponseError) -> Reply {
        let document = try openDocument(request.uri)
        guard document.isSwift else { return .now(.null) }
        let converter = document.converter(encoding)
        let offset = converter.offset(of: request.position)
        let findings = currentFindings(of: document).filter { $0.range.contains(offset) || $0.range.upperBound == offset }
        let tree = document.source.tree
        let platform = lintOptions(for: document).platform
        let documentation = documentationBaseURL(for: document)
        let markdown = client.hoverMarkdown
        let lookup = IndexLookup(index: workspace.index, path: document.path ?? document.uri)
        return .later {
            let model = ViewModel.build(tree, platform: platform, workspace: lookup)
            let match = ComponentResolver.match(at: offset, in: model)
            // Over a finding, VoiceOver's words are those of the view it is about.
            let subject = findings.lazy.compactMap(\.subject).first.flatMap { subject in model.calls.first { $0.calleeRange.lowerBound == subject } }
            let call = match?.call ?? subject
            // UIKit code: a class name (`UIButton`) or a receiver the class configures (`playButton`).
            let uikit = match == nil && call == nil ? model.uikit.hoverMatch(at: offset, in: model.root) : nil
            let content = uikit.map { HoverContent(findings: findings, uikit: $0, documentationBase: documentation) }
                ?? HoverContent(findings: findings, call: call, component: match?.component, documentationBase: documentation)
            guard !content.isEmpty, let range = findings.first?.range ?? match?.range ?? uikit?.range else { return .null }
            return [
                "contents": markdown
                    ? ["kind": "markdown", "value": .string(content.markdown())]
                    : ["kind": "plaintext", "value": .string(content.plainText())],
                "range": converter.rangeJSON(range),
            ]
        }
    }

    static func previewMarkdown(for call: ViewCall) -> String {
        let lines = AnnouncementPreview.announcements(for: call).map { "- `\($0.line)`" }
        return (["**VoiceOver will say** (read from the source):"] + lines).joined(separator: "\n")
    }

    func inlayHints(_ request: InlayHintRequest) throws(ResponseError) -> Reply {
        let document = try openDocument(request.uri)
        guard document.isSwift, (document.configuration ?? .defaults).configuration.announcements == true else { return .now([]) }
        let converter = document.converter(encoding)
        let range = converter.byteRange(of: request.range)
        let tree = document.source.tree
        let platform = lintOptions(for: document).platform
        let lookup = IndexLookup(index: workspace.index, path: document.path ?? document.uri)
        return .later {
            let model = ViewModel.build(tree, platform: platform, workspace: lookup)
            var hints: [JSONValue] = []
            for call in model.calls where call.kind.isControl && !call.scope.isPreview {
                let end = call.chainRange.upperBound
                guard end >= range.lowerBound, end <= range.upperBound else { continue }
                // One short line in the editor: two combinations at most, the rest in the tooltip.
                let lines = AnnouncementPreview.announcements(for: call).map(\.line)
                let spoken = lines.prefix(2).joined(separator: " | ") + (lines.count > 2 ? " | +\(lines.count - 2) more" : "")
                hints.append([
                    "position": converter.position(of: end).json,
                    "label": .string("VoiceOver: " + spoken),
                    "paddingLeft": true,
                    "tooltip": .string(Self.previewMarkdown(for: call)),
                ])
            }
            return .array(hints)
        }
    }

    /// An open document, or the InvalidParams error a request about another one gets.
    func openDocument(_ uri: String) throws(ResponseError) -> OpenDocument {
        guard let document = documents[uri] else { throw ResponseError(.invalidParams, "no open document \(uri)") }
        return document
    }
}
