// Whether code localizes text, answered as the UIKit model's walk answers it (`UIKitReader`
// notes `NSLocalizedString(…)`, `LocalizedStringResource(…)`, `String(localized:)`, `.localized`
// and `.localizedString`), from the few places its text spells one of those words.
//
// A SwiftUI screen that calls `NSLocalizedString` gives its summary one fact from UIKit: that
// the file localizes. Walking the whole declaration for UIKit to learn it cost a third of such a
// screen's lint on didOpen; looking at each spelled word's token costs a descent of the tree.

import SwiftSyntax

enum LocalizingCalls {
    /// Whether the walk of `roots` would note localized text; nil when the roots' text is not at
    /// hand (the caller walks).
    static func appear(in roots: [Syntax], source: [UInt8]?, configuration: PlatformBuildConfiguration) -> Bool? {
        guard let source else { return nil }
        for root in roots {
            let range = root.position.utf8Offset..<root.endPosition.utf8Offset
            guard range.upperBound <= source.count else { return nil }
            for word in UIKitSummaryWords.localizingWords(in: source, range: range) {
                guard let token = root.token(at: AbsolutePosition(utf8Offset: word.lowerBound)),
                    token.positionAfterSkippingLeadingTrivia.utf8Offset == word.lowerBound,
                    token.text.utf8.elementsEqual(source[word])
                else { continue }
                if localizes(token), isWalked(token, below: root, configuration: configuration) { return true }
            }
        }
        return false
    }

    /// The token names one of the walk's localizing forms.
    private static func localizes(_ token: TokenSyntax) -> Bool {
        let text = token.text
        if let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id {
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                return text == "localized" || text == "localizedString"
            }
            if let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id {
                return text == "NSLocalizedString" || text == "LocalizedStringResource"
            }
            return false
        }
        // `String(localized: …)`: the label of the first argument.
        guard text == "localized", let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.id == token.id,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.first?.id == argument.id
        else { return false }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String"
    }

    /// The walk reaches the token: not in a clause of `#if` the platform leaves out (nor in a
    /// condition), and not among the arguments of a lazy property's closure call, which the walk
    /// skips after reading the closure.
    private static func isWalked(_ token: TokenSyntax, below root: Syntax, configuration: PlatformBuildConfiguration) -> Bool {
        var child = Syntax(token)
        var current = token.parent
        while let node = current, child.id != root.id {
            if let clause = node.as(IfConfigClauseSyntax.self) {
                guard let elements = clause.elements, Syntax(elements).id == child.id,
                    let declaration = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
                    configuration.activeClause(of: declaration)?.id == clause.id
                else { return false }
            }
            if let binding = node.as(PatternBindingSyntax.self), let closure = UIKitReader.lazyClosure(of: binding),
                !closure.byteRange.contains(token.positionAfterSkippingLeadingTrivia.utf8Offset)
            {
                return false
            }
            child = node
            current = node.parent
        }
        return true
    }
}
