// A top-level type split into its members, the units the declaration rules re-check while
// the type is edited (issue 16). A keystroke in `var body` of an 800-line screen then checks
// `body` alone; every other member keeps its findings.
//
// A member's findings depend on its own text and on what its calls' scope tells: the type's
// name, what it inherits and the names and wrappers of its `var`s (`TypeScope`). The latter all
// live outside the members' bodies, so a member is keyed by its text plus a digest of the
// type's header and of every member with its bodies left out. A rule that reads other members'
// bodies is not run per member (see `Linter.rulesReadingOtherMembers`).

import SwiftSyntax

struct TypeMembers {
    /// The scope of every call in the type's members, as a model of the whole type gives it.
    let scope: TypeScope
    /// The type's range, which is preview code when the type is a `PreviewProvider`.
    let typeRange: Range<Int>
    let members: [MemberBlockItemSyntax]
    /// Each member's range, with its leading trivia (a finding moves with this start).
    let ranges: [Range<Int>]
    /// Each member's text, from the start of its first line to the end of its last one: a fix
    /// reads a line's indentation and the rest of the line after a chain.
    let keys: [IncrementalLintState.Key]
    /// A digest of the type's text outside the members' bodies.
    let context: UInt64

    /// Nil unless the declaration is a struct, an enum or an extension whose header holds no
    /// parenthesis (so no call, whose view would belong to no member) and which declares no
    /// class or actor inside. Anything else is checked whole, which is always correct.
    init?(_ item: CodeBlockItemSyntax, text: SourceText) {
        guard case .decl(let decl) = item.item else { return nil }
        let name: String
        let inheritance: InheritanceClauseSyntax?
        let memberBlock: MemberBlockSyntax
        if let type = decl.as(StructDeclSyntax.self) {
            (name, inheritance, memberBlock) = (type.name.text, type.inheritanceClause, type.memberBlock)
        } else if let type = decl.as(EnumDeclSyntax.self) {
            (name, inheritance, memberBlock) = (type.name.text, type.inheritanceClause, type.memberBlock)
        } else if let type = decl.as(ExtensionDeclSyntax.self) {
            (name, inheritance, memberBlock) = (type.extendedType.trimmedDescription, type.inheritanceClause, type.memberBlock)
        } else {
            return nil
        }
        let bytes = text.bytes
        let header = item.position.utf8Offset..<memberBlock.leftBrace.endPosition.utf8Offset
        guard !bytes[header].contains(UInt8(ascii: "(")) else { return nil }
        let members = Array(memberBlock.members)
        guard !members.contains(where: { $0.decl.is(ClassDeclSyntax.self) || $0.decl.is(ActorDeclSyntax.self) }) else { return nil }

        scope = ViewModelBuilder.typeScope(name, inheritance, memberBlock, parent: nil)
        typeRange = decl.byteRange
        self.members = members
        ranges = members.map { $0.position.utf8Offset..<$0.endPosition.utf8Offset }
        keys = ranges.map { range in
            let lineStart = text.lines.start(ofLine: text.lines.line(containing: range.lowerBound))
            let end = max(range.upperBound, text.lineContentEnd(at: max(range.lowerBound, range.upperBound - 1)))
            return IncrementalLintState.Key(bytes: bytes, range: min(lineStart, range.lowerBound)..<end)
        }
        var digest = Self.mix(0, IncrementalLintState.Key(bytes: bytes, range: header).hash)
        for member in members { digest = Self.mix(digest, Self.signature(of: member, bytes: bytes)) }
        let closing = memberBlock.rightBrace.position.utf8Offset..<item.endPosition.utf8Offset
        context = Self.mix(digest, IncrementalLintState.Key(bytes: bytes, range: closing).hash)
    }

    /// A hash of the member's text with the bodies of its functions, initializers, subscripts and
    /// computed properties left out (each left-out body still counts, as a separator: a stored
    /// property that becomes computed changes the digest). Anything else counts whole.
    static func signature(of member: MemberBlockItemSyntax, bytes: [UInt8]) -> UInt64 {
        var bodies: [Range<Int>] = []
        func skip(_ node: (some SyntaxProtocol)?) {
            if let node { bodies.append(node.position.utf8Offset..<node.endPosition.utf8Offset) }
        }
        let decl = member.decl
        if let function = decl.as(FunctionDeclSyntax.self) {
            skip(function.body)
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            skip(initializer.body)
        } else if let deinitializer = decl.as(DeinitializerDeclSyntax.self) {
            skip(deinitializer.body)
        } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            skip(subscriptDecl.accessorBlock)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings { skip(binding.accessorBlock) }
        }
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15
        var start = member.position.utf8Offset
        for body in bodies {
            hash = mix(hash, IncrementalLintState.Key(bytes: bytes, range: start..<body.lowerBound).hash)
            start = body.upperBound
        }
        return mix(hash, IncrementalLintState.Key(bytes: bytes, range: start..<member.endPosition.utf8Offset).hash)
    }

    static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        var mixed = (hash ^ value) &* 0x9E37_79B9_7F4A_7C15
        mixed ^= mixed >> 29
        return mixed
    }
}
