// The content a view type shows only under a condition (`if saved { Text("Saved") }`,
// `if let error { … }`), so rules can tell which property makes a message appear or go.

import Foundation
import SwiftSyntax

/// One branch of an `if` (or `switch`) in a view type's content, with the condition it depends on.
public struct ConditionalContent {
    /// The `if` condition as written (`let error = model.error`, `showToast && !compact`), or the
    /// subject of a `switch`.
    public let condition: String
    /// What the branch shows.
    public let nodes: [ViewNode]
    /// True for the branch an `if` shows while its condition holds; false for an `else` or a `switch` case.
    public let isThenBranch: Bool

    /// Whether the branch is shown only while `property` (as written without `self.`) is on:
    /// true, present (`if let`), non-empty.
    public func requires(_ property: String) -> Bool {
        isThenBranch && Self.conjuncts(of: condition).contains { Self.conjunct($0, requires: property) }
    }

    /// Whether the condition reads `path` (`model.error`, `query`), with or without `self.`.
    public func mentions(_ path: String) -> Bool {
        let text = conditionWithoutSelf
        var searchStart = text.startIndex
        while let found = text[searchStart...].range(of: path) {
            let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : " "
            let after = found.upperBound < text.endIndex ? text[found.upperBound] : " "
            if !Self.isNamePart(before), before != ".", !Self.isNamePart(after) { return true }
            searchStart = found.upperBound
        }
        return false
    }

    /// The plain names the condition reads as whole words, not as a member of something else
    /// (`error` in `let e = error`, but not in `model.error`). For a name of letters, digits and `_`,
    /// `mentions(name)` is whether this set holds it: one walk of the condition for every name asked.
    public var namesRead: Set<String> {
        let text = conditionWithoutSelf
        var names: Set<String> = []
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII (nearly every condition): bytes, whose word bytes are `isNamePart`'s characters.
            let bytes = Array(text.utf8)
            var start = 0
            while start < bytes.count {
                guard UIKitSummaryWords.isASCIIWordByte(bytes[start]) else {
                    start += 1
                    continue
                }
                var end = start + 1
                while end < bytes.count, UIKitSummaryWords.isASCIIWordByte(bytes[end]) { end += 1 }
                if start == 0 || bytes[start - 1] != UInt8(ascii: ".") { names.insert(String(decoding: bytes[start..<end], as: UTF8.self)) }
                start = end
            }
            return names
        }
        var word = ""
        var before: Character = " "
        for character in text + " " {
            if Self.isNamePart(character) {
                word.append(character)
                continue
            }
            if !word.isEmpty, before != "." { names.insert(word) }
            word = ""
            before = character
        }
        return names
    }

    /// The condition with `self.` taken out, as `mentions` and `namesRead` read it. (Most
    /// conditions have none: the search for it is cheaper than the replacing.)
    private var conditionWithoutSelf: String {
        ByteSearch.contains(Self.selfPrefix, in: Array(condition.utf8), range: 0..<condition.utf8.count)
            ? condition.replacing("self.", with: "") : condition
    }

    private static let selfPrefix = Array("self.".utf8)

    static func isNamePart(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }

    /// The branch is on screen from the first frame: an `if` whose every condition holds for the
    /// properties' initial values (`items.isEmpty` with `items = []`, `error == nil` with an optional
    /// `error` never set, `!loaded` with `loaded = false`). Unknown values never hold.
    public func holdsInitially(_ initialValue: (String) -> String?) -> Bool {
        guard isThenBranch else { return false }
        return Self.conjuncts(of: condition).allSatisfy { Self.conjunctHoldsInitially($0, initialValue) }
    }

    private static func conjunctHoldsInitially(_ conjunct: String, _ initialValue: (String) -> String?) -> Bool {
        func value(_ path: String) -> String? {
            let name = ActionReader.normalizedProperty(path.trimmingCharacters(in: CharacterSet(charactersIn: " ()")))
            return name.contains(".") ? nil : initialValue(name)
        }
        let text = conjunct.trimmingCharacters(in: .whitespaces)
        let empty: Set<String> = ["[]", "\"\"", "[:]"]
        if text.hasSuffix(".isEmpty"), !text.hasPrefix("!") { return value(String(text.dropLast(".isEmpty".count))).map(empty.contains) ?? false }
        if text.hasSuffix(" == nil") { return value(String(text.dropLast(" == nil".count))) == "nil" }
        if text.hasSuffix(" == false") { return value(String(text.dropLast(" == false".count))) == "false" }
        if text.hasPrefix("!") { return value(String(text.dropFirst())) == "false" }
        return value(text) == "true"
    }

    private static func conjuncts(of condition: String) -> [String] {
        condition.replacing("&&", with: ",").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private static func conjunct(_ text: String, requires property: String) -> Bool {
        var text = text
        for prefix in ["let ", "var ", "case let ", "case .some(let "] where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
            // `let error` reads `error`; `let message = model.message` reads the right-hand side.
            if let equals = text.firstIndex(of: "=") { text = String(text[text.index(after: equals)...]) }
            text = text.trimmingCharacters(in: .whitespaces)
            break
        }
        for suffix in [" != nil", " == true", ".isEmpty == false"] where text.hasSuffix(suffix) {
            text.removeLast(suffix.count)
        }
        if text.hasPrefix("!"), text.hasSuffix(".isEmpty") { text = String(text.dropFirst().dropLast(".isEmpty".count)) }
        text = text.trimmingCharacters(in: CharacterSet(charactersIn: " ()"))
        let read = ActionReader.normalizedProperty(text.replacing("?", with: ""))
        return read == property || (property.contains(".") == false && read == "self." + property)
    }
}

extension DeclaredTypes {
    static let layeringModifiers: Set<String> = ["overlay", "background", "safeAreaInset"]

    /// Every `if` and `switch` branch in the views of a type declared (or extended) in this file: in
    /// its calls' content, and at the top of its `body`, computed properties and view functions; and
    /// every overlay or background written as `condition ? view : nil`.
    public func conditionalContent(of type: String, in model: ViewModel) -> [ConditionalContent] {
        var result: [ConditionalContent] = []
        func collect(_ nodes: [ViewNode]) {
            for node in nodes {
                guard case .branches(let condition, let lists) = node else { continue }
                if !ViewNode.conditionIsAvailabilityCheck(condition) {
                    // An `if` (with or without `else`) has two lists; its first is shown under the condition.
                    for (index, list) in lists.enumerated() {
                        result.append(ConditionalContent(condition: condition, nodes: list, isThenBranch: lists.count == 2 && index == 0))
                    }
                }
                lists.forEach(collect)
            }
        }
        for call in model.calls where call.scope.type?.name == type {
            for content in call.contents { collect(content.nodes) }
            // `.overlay(copied ? toast : nil)`: a view shown under a condition, written as a ternary.
            for modifier in call.modifiers where Self.layeringModifiers.contains(modifier.name) {
                guard let argument = modifier.firstArgument, let ternary = TernaryParts(argument), let otherwise = ternary.singleOtherwise else { continue }
                let thenIsNil = ternary.then.is(NilLiteralExprSyntax.self), elseIsNil = otherwise.is(NilLiteralExprSyntax.self)
                guard thenIsNil != elseIsNil else { continue }
                let shown = thenIsNil ? otherwise : ternary.then
                let node = model.calls.first { $0.chainRange == shown.byteRange }.map(ViewNode.view) ?? .opaque(shown.byteRange)
                result.append(ConditionalContent(condition: ternary.condition, nodes: [node], isThenBranch: !thenIsNil))
            }
        }
        for member in members(of: type) where member.body != nil {
            collect(viewNodes(ofMember: member.name, in: type) ?? [])
        }
        return result
    }
}

extension ViewModel {
    /// False when no view type of the model has conditional content: its code has no `if` or
    /// `switch`, and no layering modifier that could take a ternary. Answered without the types'
    /// facts that `conditionalContent` reads.
    public var mayShowConditionalContent: Bool {
        hasBranches || calls.contains { call in call.modifiers.contains { DeclaredTypes.layeringModifiers.contains($0.name) } }
    }
}

extension ViewNode {
    /// `#available` and `#unavailable` checks pick an API, not what is shown.
    static func conditionIsAvailabilityCheck(_ condition: String) -> Bool {
        condition.hasPrefix("#available") || condition.hasPrefix("#unavailable")
    }
}
