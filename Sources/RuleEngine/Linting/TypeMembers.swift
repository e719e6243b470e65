// A top-level type split into its members, the units the declaration rules re-check while
// the type is edited (issue 16). A keystroke in `var body` of an 800-line screen then checks
// `body` alone; every other member keeps its findings.
//
// A member's findings depend on its own text and on what its calls' scope tells: the type's
// name, what it inherits and the names and wrappers of its `var`s (`TypeScope`). The latter all
// live outside the members' bodies, so a member is keyed by its text plus a digest of the
// type's header and of every member with its bodies left out. A rule that reads other members'
// bodies is not run per member (see `Linter.rulesReadingOtherMembers`).
//
// A `{` typed and not yet closed in a member makes the parser match every later `}` one level
// out: the member being typed in ends at the type's last `}`, and the members after it become
// declarations in its body (`Stranded`). A walk of the whole type models them there exactly as
// it models members (the same type, no parent view, no function unless the member is one), so
// each is still a member here, with the text it had before the brace was typed: only the
// member being typed in is modelled again.

import SwiftSyntax

struct TypeMembers {
    /// The scope of every call in the type's members, as a model of the whole type gives it.
    let scope: TypeScope
    /// The type's range, which is preview code when the type is a `PreviewProvider`.
    let typeRange: Range<Int>
    let members: [Member]
    /// Each member's range, with its leading trivia (a finding moves with this start).
    let ranges: [Range<Int>]
    /// Each member's text, from the start of its first line to the end of its last one: a fix
    /// reads a line's indentation and the rest of the line after a chain.
    let keys: [IncrementalLintState.Key]
    /// A digest of the type's text outside the members' bodies.
    let context: UInt64
    /// Each member's key for what is kept across keystrokes (`context(of:)` and its text), nil
    /// when another member has the same one: two members on one line (a key runs from the start
    /// of the line to its end), or members of the same text, whose parts differ by place (which
    /// `var body` is the last). Such a member is read again at every run and never kept.
    private(set) var memberKeys: [IncrementalLintState.MemberKey?] = []

    /// One member: a declaration of the type's member block, or one stranded in the body of the
    /// member a `{` was left open in.
    struct Member {
        /// The member's syntax: a `MemberBlockItemSyntax`, or the declaration of a stranded one.
        let node: Syntax
        let decl: DeclSyntax
        /// The function a stranded member's walk is inside (a walk of the whole type is inside it too).
        let enclosingFunction: String?
        /// The statements of this member's body that are members of their own, which its walk leaves out.
        let strandedStatements: [SyntaxIdentifier]
        /// A declaration that follows the type in the file, taken in while a brace is open (see
        /// `Stranded.swallowed`): walked inside the type then, so never one noted at the top level.
        var isSwallowed = false
        /// A declaration stranded in the open member's body (see `Stranded`).
        var isStranded = false
    }

    /// Nil unless the declaration is a struct, an enum or an extension whose header holds no
    /// parenthesis outside its doc comment (so no call, whose view would belong to no member) and
    /// which declares no class or actor inside. Anything else is checked whole, which is always correct.
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
        // The doc comment before the type is no call, whatever it puts in parentheses.
        let code = item.positionAfterSkippingLeadingTrivia.utf8Offset..<header.upperBound
        guard !bytes[code].contains(UInt8(ascii: "(")) else { return nil }
        let blockMembers = Array(memberBlock.members)
        guard !blockMembers.contains(where: { $0.decl.is(ClassDeclSyntax.self) || $0.decl.is(ActorDeclSyntax.self) }) else { return nil }

        let stranded = Stranded(memberBlock)
        scope = ViewModelBuilder.typeScope(name, inheritance, memberBlock, parent: nil, stranded: stranded?.declarations ?? [])
        typeRange = decl.byteRange
        let ownMembers = blockMembers.dropLast(stranded?.swallowed.count ?? 0)
        var members = ownMembers.map { Member(node: Syntax($0), decl: $0.decl, enclosingFunction: nil, strandedStatements: []) }
        var ranges = ownMembers.map { $0.position.utf8Offset..<$0.endPosition.utf8Offset }
        if let stranded, let last = members.indices.last {
            members[last] = Member(
                node: members[last].node, decl: members[last].decl, enclosingFunction: nil, strandedStatements: stranded.statements.map(\.id))
            ranges[last] = ranges[last].lowerBound..<stranded.statements[0].position.utf8Offset
            for (statement, decl) in zip(stranded.statements, stranded.declarations) {
                members.append(Member(node: Syntax(decl), decl: decl, enclosingFunction: stranded.function, strandedStatements: [], isStranded: true))
                ranges.append(statement.position.utf8Offset..<statement.endPosition.utf8Offset)
            }
        }
        var digest = Self.mix(0, IncrementalLintState.Key(bytes: bytes, range: header).hash)
        for (member, range) in zip(members, ranges) { digest = Self.mix(digest, Self.signature(of: member.decl, range: range, bytes: bytes)) }
        // What follows the last member: the type's `}`, which is the stranding member's own while a
        // brace is open (the type's is missing), so the digest is the same either way. The
        // declarations the type took in come after it; they are members here, but not of the digest.
        let swallowed = stranded?.swallowed ?? []
        let typeEnd = swallowed.first?.position.utf8Offset ?? item.endPosition.utf8Offset
        let closing = (ranges.last?.upperBound ?? memberBlock.rightBrace.position.utf8Offset)..<typeEnd
        context = Self.mix(digest, IncrementalLintState.Key(bytes: bytes, range: closing).hash)
        for member in swallowed {
            members.append(Member(node: Syntax(member), decl: member.decl, enclosingFunction: nil, strandedStatements: [], isSwallowed: true))
            ranges.append(member.position.utf8Offset..<member.endPosition.utf8Offset)
        }
        self.members = members
        self.ranges = ranges
        keys = ranges.map { range in
            let lineStart = text.lines.start(ofLine: text.lines.line(containing: range.lowerBound))
            let end = max(range.upperBound, text.lineContentEnd(at: max(range.lowerBound, range.upperBound - 1)))
            return IncrementalLintState.Key(bytes: bytes, range: min(lineStart, range.lowerBound)..<end)
        }
        let memberKeys = members.indices.map { IncrementalLintState.MemberKey(context: context(of: $0), member: keys[$0]) }
        var counts: [IncrementalLintState.MemberKey: Int] = [:]
        for key in memberKeys { counts[key, default: 0] += 1 }
        self.memberKeys = memberKeys.map { counts[$0] == 1 ? $0 : nil }
    }

    /// The digest a member's key is made with: the type's, and for a member stranded in a function
    /// the function's name, which its calls' scope carries (a style's `makeBody`, say).
    func context(of position: Int) -> UInt64 {
        if members[position].isSwallowed { return Self.mix(context, Self.swallowedMark) }
        guard let function = members[position].enclosingFunction else { return context }
        let name = Array(function.utf8)
        return Self.mix(context, IncrementalLintState.Key(bytes: name, range: 0..<name.count).hash)
    }

    /// The members stranded in the body of a type's last member when the type's own `}` is
    /// missing: the declarations at the end of that body that start at the member's own column
    /// (a local declaration of the body is indented deeper). The type's scope counts them too
    /// (`ViewModelBuilder.typeScope`), in a walk of the whole type and in a member's alike.
    /// Whatever is picked, the findings are a walk of the whole type's, since the walk models them
    /// exactly as it models members; the layout only decides what is kept across keystrokes.
    struct Stranded {
        /// In source order, and the declaration each statement is.
        let statements: [CodeBlockItemSyntax]
        let declarations: [DeclSyntax]
        /// The function whose body they are in (nil for a computed property's getter).
        let function: String?

        /// The declarations after the type that it took in as members, since its `}` is missing:
        /// previews (bare or in an `#if`) and types at the start of a line, after the stranding
        /// member (see `swallowed`).
        let swallowed: [MemberBlockItemSyntax]

        init?(_ memberBlock: MemberBlockSyntax) {
            guard memberBlock.rightBrace.presence == .missing else { return nil }
            let swallowed = Self.swallowed(memberBlock)
            let members = memberBlock.members.dropLast(swallowed.count)
            guard let last = members.last else { return nil }
            self.swallowed = swallowed
            let body: CodeBlockItemListSyntax
            if let variable = last.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                case .getter(let getter) = binding.accessorBlock?.accessors
            {
                // A member named for another platform is left out of the walk, and what it strands with it.
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    Platform.allCases.contains(where: { ViewModelBuilder.isNamedForAnotherPlatform(name, than: $0) })
                {
                    return nil
                }
                (body, function) = (getter, nil)
            } else if let function = last.decl.as(FunctionDeclSyntax.self), let statements = function.body?.statements {
                (body, self.function) = (statements, function.name.text)
            } else {
                return nil
            }
            guard let column = Self.indentation(of: last.decl), swallowed.isEmpty || !column.isEmpty else { return nil }
            var found: [(statement: CodeBlockItemSyntax, decl: DeclSyntax)] = []
            for statement in body.reversed() {
                // An `#if` block ends the search: its members would read differently as statements. So
                // does a subscript or a `deinit`: nothing around their bodies stops a call's climb to
                // the declaration it is in, which finds the open member's name from inside it.
                guard case .decl(let decl) = statement.item, !decl.is(ClassDeclSyntax.self), !decl.is(ActorDeclSyntax.self),
                    !decl.is(IfConfigDeclSyntax.self), !decl.is(SubscriptDeclSyntax.self), !decl.is(DeinitializerDeclSyntax.self),
                    Self.indentation(of: decl) == column
                else { break }
                found.append((statement, decl))
            }
            guard !found.isEmpty else { return nil }
            statements = found.reversed().map(\.statement)
            declarations = found.reversed().map(\.decl)
        }

        /// The members at the end of a block missing its `}` that start their line at column 0: the
        /// `#Preview`s, types and extensions that follow the type in the file, which the type takes
        /// in when a `{` is left open in it. Only declarations that add nothing to the type's scope
        /// are taken (a global `let` would read as a stored property).
        private static func swallowed(_ memberBlock: MemberBlockSyntax) -> [MemberBlockItemSyntax] {
            var found: [MemberBlockItemSyntax] = []
            for member in memberBlock.members.reversed() {
                guard addsNothingToAScope(member.decl), indentation(of: member.decl)?.isEmpty == true else { break }
                found.append(member)
            }
            return found.reversed()
        }

        /// A preview, a type or an extension, or an `#if` block holding only those (previews are
        /// often kept inside `#if DEBUG`).
        private static func addsNothingToAScope(_ decl: DeclSyntax) -> Bool {
            if decl.is(MacroExpansionDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
                || decl.is(ExtensionDeclSyntax.self)
            {
                return true
            }
            return decl.as(IfConfigDeclSyntax.self)?.clauses.allSatisfy { clause in
                switch clause.elements {
                case .decls(let members): members.allSatisfy { addsNothingToAScope($0.decl) }
                case nil: true
                default: false
                }
            } ?? false
        }

        /// What starts the declaration's line before it, when it starts a line and only spaces and
        /// tabs come before it (read from its first token's leading trivia).
        private static func indentation(of decl: DeclSyntax) -> [TriviaPiece]? {
            guard let pieces = decl.firstToken(viewMode: .sourceAccurate)?.leadingTrivia.pieces,
                let lineBreak = pieces.lastIndex(where: { $0.isNewline })
            else { return nil }
            let indentation = Array(pieces[(lineBreak + 1)...])
            return indentation.allSatisfy { if case .spaces = $0 { true } else if case .tabs = $0 { true } else { false } } ? indentation : nil
        }
    }

    /// A hash of the member's text (`range`) with the bodies of its functions, initializers,
    /// subscripts and computed properties left out (each left-out body still counts, as a
    /// separator: a stored property that becomes computed changes the digest). Anything else
    /// counts whole.
    static func signature(of decl: DeclSyntax, range: Range<Int>, bytes: [UInt8]) -> UInt64 {
        var bodies: [Range<Int>] = []
        func skip(_ node: (some SyntaxProtocol)?) {
            if let node { bodies.append(node.position.utf8Offset..<min(node.endPosition.utf8Offset, range.upperBound)) }
        }
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
        var start = range.lowerBound
        for body in bodies {
            hash = mix(hash, IncrementalLintState.Key(bytes: bytes, range: start..<body.lowerBound).hash)
            start = body.upperBound
        }
        return mix(hash, IncrementalLintState.Key(bytes: bytes, range: start..<range.upperBound).hash)
    }

    /// Mixed into the key of a member the type took in, so that it is never taken for another member.
    private static let swallowedMark: UInt64 = 0x5357_414C_4C4F_5745

    private static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        var mixed = (hash ^ value) &* 0x9E37_79B9_7F4A_7C15
        mixed ^= mixed >> 29
        return mixed
    }
}
