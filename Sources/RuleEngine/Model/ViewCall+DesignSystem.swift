// Modifiers of the app's own design system, seen through: `.cardTitle()` declared in
// another file as `font(.title3.bold())` is read as that `.font(…)`, so rules that ask
// about fonts, frames or colours see what the view really gets.

import Foundation
import SwiftParser
import SwiftSyntax

/// A modifier as it applies to the view: either written in the chain, or applied by one of the
/// app's own modifiers (`origin`), whose range is where a finding about it points.
public struct AppliedModifierUse {
    public let modifier: Modifier
    /// The modifier written in the chain this one comes from (itself when written there).
    public let origin: Modifier
    /// Applied by one of the app's own modifiers, not written in the chain.
    public let isFromDesignSystem: Bool
}

extension ViewCall {
    /// Every modifier the view gets, in order, with the app's own modifiers (those the workspace index
    /// knows, declared in `extension View` or as a `ViewModifier` applied with `.modifier(…)`)
    /// replaced by the modifiers they apply, their parameters filled in with the call's arguments.
    /// Kept once worked out: a text's style reads every enclosing view's modifiers, so a stack's
    /// are asked for once per text inside it.
    public var appliedModifiers: [AppliedModifierUse] {
        if let cached = cache.appliedModifiers { return cached }
        var result: [AppliedModifierUse] = []
        for modifier in modifiers {
            let expanded = Self.knownSwiftUIModifiers.contains(modifier.name) ? nil : expansion(of: modifier)
            if let expanded, !expanded.isEmpty {
                result += expanded.map { AppliedModifierUse(modifier: $0, origin: modifier, isFromDesignSystem: true) }
            } else {
                result.append(AppliedModifierUse(modifier: modifier, origin: modifier, isFromDesignSystem: false))
            }
        }
        cache.appliedModifiers = result
        return result
    }

    /// The modifiers an app-defined modifier applies, parsed from its summary; nil when the index does not know it.
    private func expansion(of modifier: Modifier) -> [Modifier]? {
        if modifier.name == "modifier", let argument = modifier.firstArgument?.as(FunctionCallExprSyntax.self),
            let type = argument.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let summary = workspace.modifier(named: type)
        {
            return DesignSystemModifiers.parse(summary, arguments: Argument.all(of: argument), range: modifier.range)
        }
        guard let summary = workspace.modifier(named: modifier.name) else { return nil }
        var chain: [Modifier] = []
        for applied in DesignSystemModifiers.parse(summary, arguments: modifier.arguments, range: modifier.range) {
            // One level further: `func cardTitle() -> some View { modifier(CardTitle()) }`.
            if applied.name == "modifier", let argument = applied.firstArgument?.as(FunctionCallExprSyntax.self),
                let type = argument.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let inner = workspace.modifier(named: type)
            {
                chain += DesignSystemModifiers.parse(inner, arguments: Argument.all(of: argument), range: modifier.range)
            } else {
                chain.append(applied)
            }
        }
        return chain
    }

    /// SwiftUI's own modifiers are never looked up (an app may not redefine them usefully).
    static let knownSwiftUIModifiers: Set<String> = knownSwiftUIClosureModifiers.union(knownAccessibilityModifiers).union([
        "font", "fontWeight", "bold", "italic", "foregroundStyle", "foregroundColor", "background", "padding", "frame", "tint",
        "opacity", "lineLimit", "buttonStyle", "labelStyle", "toggleStyle", "pickerStyle", "disabled", "hidden", "tag", "id",
        "clipShape", "cornerRadius", "shadow", "overlay", "fixedSize", "layoutPriority", "listRowBackground", "navigationTitle",
    ])
}

/// Parsing the modifiers a summary lists, once per distinct text.
enum DesignSystemModifiers {
    private static let cache = ParsedTextCache(ChainPart.parts(of:))

    /// The summary's modifiers with its parameters replaced by the call's arguments (by label, then
    /// by position), as `Modifier`s whose range is the use site's.
    static func parse(_ summary: ModifierSummary, arguments: [Argument], range: Range<Int>) -> [Modifier] {
        var values: [String: String] = [:]
        let unlabeled = arguments.filter { $0.label == nil }
        for (position, parameter) in summary.parameters.enumerated() {
            if let labeled = arguments.first(where: { $0.label == parameter }) {
                values[parameter] = labeled.expression.trimmedDescription
            } else if position < unlabeled.count {
                values[parameter] = unlabeled[position].expression.trimmedDescription
            }
        }
        let text = "_ = view" + summary.applied.map { ".\($0.name)(\(substitute(values, in: $0.arguments)))" }.joined()
        return cache.value(for: text).map { Modifier(call: $0.call, member: $0.member, index: $0.index, range: range) }
    }

    /// `flag ? .yellow : nil` with `flag` → `(isEdited)`; member names (`.flag`) and the text of
    /// string literals (`"Flag on"`, but not their interpolations) are left alone. Read as bytes:
    /// every view using the modifier pays for it. A word is a run of letters, digits, `_` and
    /// non-ASCII bytes (an identifier may hold any of them).
    static func substitute(_ values: [String: String], in text: String) -> String {
        guard !values.isEmpty else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 16)
        var inString = false
        // For each open interpolation, the parentheses opened inside it.
        var interpolations: [Int] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    if bytes[index + 1] == UInt8(ascii: "(") {
                        interpolations.append(0)
                        inString = false
                    }
                    result += bytes[index...index + 1]
                    index += 2
                    continue
                }
                inString = byte != UInt8(ascii: "\"")
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "("), !interpolations.isEmpty {
                interpolations[interpolations.count - 1] += 1
            } else if byte == UInt8(ascii: ")"), let open = interpolations.last {
                if open == 0 {
                    interpolations.removeLast()
                    inString = true
                } else {
                    interpolations[interpolations.count - 1] -= 1
                }
            } else if DeclarationNames.isIdentifierPart(byte) {
                var end = index + 1
                while end < bytes.count, DeclarationNames.isIdentifierPart(bytes[end]) { end += 1 }
                if result.last != UInt8(ascii: "."), let value = values[String(decoding: bytes[index..<end], as: UTF8.self)] {
                    result.append(UInt8(ascii: "("))
                    result += value.utf8
                    result.append(UInt8(ascii: ")"))
                } else {
                    result += bytes[index..<end]
                }
                index = end
                continue
            }
            result.append(byte)
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}

/// A modifier chain's calls, outermost last, as parsed from a summary's text.
private struct ChainPart {
    let call: FunctionCallExprSyntax
    let member: MemberAccessExprSyntax
    let index: Int

    /// The calls of the chain `text` holds, with their positions in it.
    static func parts(of text: String) -> [ChainPart] {
        var parts: [ChainPart] = []
        let tree = Parser.parse(source: text)
        if let item = tree.statements.first?.item, let sequence = item.as(SequenceExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
            var current = sequence.elements.last
        {
            while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                parts.append(ChainPart(call: call, member: member, index: 0))
                current = base
            }
        }
        return parts.reversed().enumerated().map { ChainPart(call: $0.element.call, member: $0.element.member, index: $0.offset) }
    }
}
