// The documents the client has open, by URI.

import RuleEngine

final class OpenDocument {
    let uri: String
    var version: Int
    let source: SourceDocument
    let path: String?

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        source = SourceDocument(text: text)
        path = DocumentURI.path(of: uri)
    }

    func converter(_ encoding: PositionEncoding) -> PositionConverter {
        PositionConverter(bytes: source.bytes, lines: source.lineIndex, encoding: encoding)
    }
}

struct DocumentStore {
    private var documents: [String: OpenDocument] = [:]

    subscript(uri: String) -> OpenDocument? { documents[uri] }

    mutating func open(_ document: OpenDocument) { documents[document.uri] = document }

    @discardableResult
    mutating func close(_ uri: String) -> OpenDocument? { documents.removeValue(forKey: uri) }

    var all: [OpenDocument] { Array(documents.values) }
}
