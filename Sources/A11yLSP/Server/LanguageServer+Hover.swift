// textDocument/hover (rule pages, component cards and the VoiceOver preview) and
// textDocument/inlayHint (the preview after each control, when switched on).

import JSONRPC
import RuleEngine

extension LanguageServer {
    /// Findings come from the loop (the last publish, usually); the view model is built off it.
    func hover(_ request: HoverRequest) throws(ResponseError) -> Reply {
        let document = try openDocument(request.uri)
        let converter = document.converter(encoding)
        let offset = converter.offset(of: request.position)
        let findings = currentFindings(of: document).filter { $0.range.contains(offset) || $0.range.upperBound == offset }
        let tree = document.source.tree
        let platform = (document.configuration ?? .defaults).configuration.lintOptions.platform
        return .later {
            var sections: [String] = []
            var range: Range<Int>?
            for finding in findings {
                guard let rule = RuleRegistry.rule(withID: finding.ruleID) else { continue }
                sections.append(RuleDocumentation.page(for: rule))
                range = range ?? finding.range
            }
            let model = ViewModel.build(tree, platform: platform)
            if let match = ComponentResolver.match(at: offset, in: model) {
                if let card = ComponentCards.card(for: match.component) { sections.append(card.markdown) }
                sections.append(Self.previewMarkdown(for: match.call))
                range = match.range
            }
            guard !sections.isEmpty, let range else { return .null }
            return [
                "contents": ["kind": "markdown", "value": .string(sections.joined(separator: "\n\n---\n\n"))],
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
        guard (document.configuration ?? .defaults).configuration.announcements == true else { return .now([]) }
        let converter = document.converter(encoding)
        let range = converter.byteRange(of: request.range)
        let tree = document.source.tree
        let platform = (document.configuration ?? .defaults).configuration.lintOptions.platform
        return .later {
            let model = ViewModel.build(tree, platform: platform)
            var hints: [JSONValue] = []
            for call in model.calls where call.kind.isControl && !call.scope.isPreview {
                let end = call.chainRange.upperBound
                guard end >= range.lowerBound, end <= range.upperBound else { continue }
                let spoken = AnnouncementPreview.announcements(for: call).map(\.line).joined(separator: " | ")
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
