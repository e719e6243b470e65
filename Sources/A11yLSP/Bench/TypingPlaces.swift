// Where the typing benchmark types in a file: at the top of its first `body` (inside the first
// container there), and inside a string literal of a `Text` in that body for edits that keep
// the file valid.

import SwiftParser
import SwiftSyntax

struct TypingPlaces {
    /// The file as the benchmark opens it: the given text with one indented empty line opened
    /// where the snippet is typed (so each keystroke only adds to that line).
    let text: [UInt8]
    /// Where the snippet's first character goes, a byte offset in `text`.
    let snippet: Int
    /// Just inside the opening quote of a string literal, a byte offset in `text`; nil when the body has none.
    let string: Int?
    /// Where the snippet goes, for the report: "line 63, at the top of `NavigationStack {` …".
    let snippetPlace: String
    let stringPlace: String?

    /// Nil when the file has no `body` with statements.
    init?(in source: String) {
        let bytes = Array(source.utf8)
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        guard let body = Self.firstBody(in: tree), let (statements, brace) = Self.statements(of: body) else { return nil }

        // The first container of the body (`NavigationStack { … }.navigationTitle(…)`): the snippet
        // goes in front of its content. Without one, in front of the body's own first statement.
        var anchor = brace
        var container: String?
        var firstInside = statements.first.map(Syntax.init)
        if let first = statements.first, let call = Self.container(first.item) {
            let closure = call.trailingClosure!
            anchor = closure.signature?.lastToken(viewMode: .sourceAccurate) ?? closure.leftBrace
            container = call.calledExpression.trimmedDescription
            firstInside = closure.statements.first.map(Syntax.init)
        }
        let after = anchor.endPositionBeforeTrailingTrivia.utf8Offset
        let lineStart = bytes[..<after].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        var indentation = Array(bytes[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) + Array("    ".utf8)
        if let firstInside {
            // The content's own indentation, when it starts on a line of its own.
            let start = firstInside.positionAfterSkippingLeadingTrivia.utf8Offset
            let contentLine = bytes[..<start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            if contentLine > after, bytes[contentLine..<start].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                indentation = Array(bytes[contentLine..<start])
            }
        }
        // Text after the anchor on its line (`Form { Section {`) moves to a line of its own.
        let restOfLine = bytes[after...].prefix { $0 != UInt8(ascii: "\n") }
        let opened = [UInt8(ascii: "\n")] + indentation + (restOfLine.allSatisfy { $0 == UInt8(ascii: " ") } ? [] : [UInt8(ascii: "\n")])
        let text = Array(bytes[..<after]) + opened + Array(bytes[after...])
        let snippet = after + 1 + indentation.count
        self.text = text
        self.snippet = snippet

        let bodyLine = Self.line(of: body.positionAfterSkippingLeadingTrivia.utf8Offset, in: bytes)
        let bodyName = "`var body` (line \(bodyLine))"
        snippetPlace = "line \(Self.line(of: snippet, in: text)), "
            + (container.map { "the first line inside `\($0) {`, the first container of \(bodyName)" } ?? "the first line of \(bodyName)")

        // Localized apps often have no string in `body` (their texts are `L10n.…` constants): then the
        // first string after the body in its type, then the first anywhere.
        let bodyEnd = body.endPosition.utf8Offset
        let type = sequence(first: Syntax(body)) { $0.parent }.first { $0.asProtocol(DeclGroupSyntax.self) != nil }
        var stringWhere = "in \(bodyName)"
        var literal = Self.firstString(in: Syntax(body))
        if literal == nil, let type, let found = Self.firstString(in: type, from: bodyEnd) {
            (literal, stringWhere) = (found, "after \(bodyName), which has none")
        }
        if literal == nil, let found = Self.firstString(in: Syntax(tree)) {
            (literal, stringWhere) = (found, "the first in the file (\(bodyName) has none)")
        }
        if let literal {
            let quote = literal.openingQuote.endPosition.utf8Offset
            let string = quote >= after ? quote + opened.count : quote
            self.string = string
            let call = literal.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            var shown = literal.trimmedDescription
            if shown.count > 40 { shown = String(shown.prefix(37)) + "…\"" }
            let what = call.map { "\($0.calledExpression.trimmedDescription)(\(shown))" } ?? shown
            stringPlace = "line \(Self.line(of: string, in: text)), inside the string of `\(what)`, \(stringWhere)"
        } else {
            string = nil
            stringPlace = nil
        }
    }

    /// The first `body` property with a getter, preferring one that is a view's (`some View`).
    private static func firstBody(in tree: SourceFileSyntax) -> VariableDeclSyntax? {
        final class Finder: SyntaxVisitor {
            var bodies: [VariableDeclSyntax] = []

            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                if let binding = node.bindings.first, binding.accessorBlock != nil,
                    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
                {
                    bodies.append(node)
                }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        let isView = { (body: VariableDeclSyntax) in body.bindings.first?.typeAnnotation?.type.trimmedDescription.hasSuffix("View") == true }
        return finder.bodies.first(where: isView) ?? finder.bodies.first
    }

    /// The statements of a computed property's getter and the brace that opens them.
    private static func statements(of body: VariableDeclSyntax) -> (CodeBlockItemListSyntax, TokenSyntax)? {
        guard let block = body.bindings.first?.accessorBlock else { return nil }
        switch block.accessors {
        case .getter(let items):
            return items.isEmpty ? nil : (items, block.leftBrace)
        case .accessors(let accessors):
            guard let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body,
                !getter.statements.isEmpty
            else { return nil }
            return (getter.statements, getter.leftBrace)
        @unknown default:
            return nil
        }
    }

    /// The call with a trailing closure under a statement's modifiers: `List { … }` in
    /// `List { … }.listStyle(.plain)`. Nil when the statement is not such a call (an `if`, say).
    private static func container(_ item: CodeBlockItemSyntax.Item) -> FunctionCallExprSyntax? {
        guard case .expr(var expression) = item else { return nil }
        while true {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    expression = base
                    continue
                }
                return call.trailingClosure == nil ? nil : call
            }
            guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            expression = base
        }
    }

    /// The first one-line string literal in `node` from byte offset `start` on, preferring one that is a `Text`'s argument.
    private static func firstString(in node: Syntax, from start: Int = 0) -> StringLiteralExprSyntax? {
        final class Finder: SyntaxVisitor {
            let start: Int
            var first: StringLiteralExprSyntax?
            var firstOfText: StringLiteralExprSyntax?

            init(from start: Int) {
                self.start = start
                super.init(viewMode: .sourceAccurate)
            }

            override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.position.utf8Offset >= start, node.openingQuote.tokenKind == .stringQuote, node.openingPounds == nil else { return .skipChildren }
                first = first ?? node
                let callee = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression
                if firstOfText == nil, callee?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text" { firstOfText = node }
                return .skipChildren
            }
        }
        let finder = Finder(from: start)
        finder.walk(node)
        return finder.firstOfText ?? finder.first
    }

    /// The 1-based line holding a byte offset.
    private static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
}
