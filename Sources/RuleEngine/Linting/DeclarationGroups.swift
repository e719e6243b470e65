// Which top-level declarations of a file a rule of `.relatedDeclarations` scope reads together:
// a type with its extensions, and the declarations of the file it names (the views, functions
// and constants it uses) or that name it. Each group is checked on a model of its own, so a
// keystroke in one view of a file with many re-checks that view's group, not the whole file.

import SwiftSyntax

/// What one top-level declaration declares and names, read once when its text changes. A class,
/// so the grouping step tells a remembered declaration from a changed one by identity.
final class DeclarationNames: Sendable {
    /// Types declared or extended (the first component of an extended name), functions and
    /// variables declared at the top level. Top-level statements (a script's or an example's
    /// code) share one scope, so each declares `topLevelCode`.
    let declared: [String]
    /// Every identifier in the declaration's text, as hashes, each once (`named(in:)` asks). Read from
    /// bytes, not tokens: a name in a comment or a string only links two declarations that did not
    /// need to be, which costs time, never a finding; so would two names with one hash. Hashing
    /// the bytes as they are read makes no string of each of a declaration's hundreds of names.
    private let mentioned: [UInt64]

    convenience init(_ item: CodeBlockItemSyntax, bytes: [UInt8], range: Range<Int>) {
        self.init(item, mentioned: Self.identifierHashes(in: bytes, range: range))
    }

    /// `mentioned`: the identifiers' hashes, each once, in the order first seen (`identifierHashes`).
    init(_ item: CodeBlockItemSyntax, mentioned: [UInt64]) {
        declared = Self.declaredNames(item.item)
        self.mentioned = mentioned
    }

    /// A declaration tied to no other: it declares and names nothing here.
    static func standingApart() -> DeclarationNames { DeclarationNames(declared: [], mentioned: []) }

    private init(declared: [String], mentioned: [UInt64]) {
        self.declared = declared
        self.mentioned = mentioned
    }

    /// A `#Preview`, a `PreviewProvider` type, or an `#if` holding only those. While previews
    /// are not checked, one stands apart: a screen is often followed by a dozen previews that
    /// each name it, and grouping them with it would model every one of them again at each
    /// keystroke in the screen, for findings that are then dropped. It also keeps what a
    /// preview does (an announcement, a reduce-motion setting) from passing for the app's own code.
    static func isPreview(_ item: CodeBlockItemSyntax) -> Bool {
        switch item.item {
        case .decl(let decl): isPreview(decl)
        case .expr(let expression): expression.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview"
        default: false
        }
    }

    private static func isPreview(_ decl: DeclSyntax) -> Bool {
        if let macro = decl.as(MacroExpansionDeclSyntax.self) { return macro.macroName.text == "Preview" }
        if let type = decl.as(StructDeclSyntax.self) { return inheritsPreviewProvider(type.inheritanceClause) }
        if let type = decl.as(ClassDeclSyntax.self) { return inheritsPreviewProvider(type.inheritanceClause) }
        guard let conditional = decl.as(IfConfigDeclSyntax.self) else { return false }
        // At the top level an `#if` holds statements; inside a type, members. An empty one is no preview.
        var previews = 0
        for clause in conditional.clauses {
            switch clause.elements {
            case .statements(let items):
                guard items.allSatisfy(isPreview) else { return false }
                previews += items.count
            case .decls(let members):
                guard members.allSatisfy({ isPreview($0.decl) }) else { return false }
                previews += members.count
            case nil:
                continue
            default:
                return false
            }
        }
        return previews > 0
    }

    private static func inheritsPreviewProvider(_ inheritance: InheritanceClauseSyntax?) -> Bool {
        inheritance?.inheritedTypes.contains { $0.type.as(IdentifierTypeSyntax.self)?.name.text == "PreviewProvider" } ?? false
    }

    /// The declarations this one's text names: the owners of each of its identifiers in
    /// `declaredBy` (keyed by `hash(of:)` of the declared names), or of another name with the
    /// same hash, rarely. Each identifier is looked up once, however many names the file declares.
    func named(in declaredBy: [UInt64: [Int]]) -> [Int] {
        var owners: [Int] = []
        for hash in mentioned {
            if let declaring = declaredBy[hash] { owners += declaring }
        }
        return owners
    }

    /// The hash `mentioned` holds for an identifier spelled `name`.
    static func hash(of name: String) -> UInt64 {
        var hash = hashStart
        for byte in name.utf8 { hash = Self.hash(hash, byte) }
        return hash
    }

    /// 64-bit FNV-1a.
    private static let hashStart: UInt64 = 0xcbf2_9ce4_8422_2325
    private static func hash(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }

    /// Not an identifier, so no declaration can name it.
    static let topLevelCode = "<top-level code>"

    private static func declaredNames(_ node: CodeBlockItemSyntax.Item) -> [String] {
        guard case .decl(let decl) = node else { return [topLevelCode] }
        return declaredNames(decl)
    }

    private static func declaredNames(_ decl: DeclSyntax) -> [String] {
        if let named = decl.asProtocol(NamedDeclSyntax.self) {
            return [named.name.text]
        }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            let extended = extensionDecl.extendedType.trimmedDescription
            let first = extended.split(whereSeparator: { $0 == "." || $0 == "<" }).first.map(String.init) ?? extended
            return [first]
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        if let conditional = decl.as(IfConfigDeclSyntax.self) {
            return conditional.clauses.flatMap { clause -> [String] in
                guard case .decls(let members) = clause.elements else { return [] }
                return members.flatMap { declaredNames($0.decl) }
            }
        }
        return []
    }

    /// The hashes of the identifiers in `bytes[range]`, each once, in the order first seen.
    static func identifierHashes(in bytes: [UInt8], range: Range<Int>) -> [UInt64] {
        var hashes: [UInt64] = []
        let end = min(range.upperBound, bytes.count)
        bytes.withUnsafeBufferPointer { bytes in
            var index = max(0, range.lowerBound)
            while index < end {
                guard isIdentifierStart(bytes[index]) else {
                    // A number's letters (`0x1F`, `2e3`) are not a name.
                    let isNumber = bytes[index] >= 0x30 && bytes[index] <= 0x39
                    index += 1
                    while isNumber, index < end, isIdentifierPart(bytes[index]) { index += 1 }
                    continue
                }
                var hash = hashStart
                while index < end, isIdentifierPart(bytes[index]) {
                    hash = Self.hash(hash, bytes[index])
                    index += 1
                }
                hashes.append(hash)
            }
        }
        return unique(hashes)
    }

    /// Each hash once, in the order first seen. Sorting to find repeats cost half of this type's
    /// time on a large view; a table keyed by the hash itself (FNV output is already mixed) costs
    /// a few instructions a name.
    static func unique(_ hashes: [UInt64]) -> [UInt64] {
        var capacity = 16
        while capacity < 2 * hashes.count { capacity *= 2 }
        let mask = capacity - 1
        // 0 marks an empty slot, so a hash of 0 is remembered apart.
        var table = [UInt64](repeating: 0, count: capacity)
        var unique: [UInt64] = []
        var sawZero = false
        for hash in hashes {
            guard hash != 0 else {
                if !sawZero { unique.append(0) }
                sawZero = true
                continue
            }
            var slot = Int(truncatingIfNeeded: hash ^ (hash >> 32)) & mask
            while table[slot] != 0, table[slot] != hash { slot = (slot + 1) & mask }
            if table[slot] == 0 {
                table[slot] = hash
                unique.append(hash)
            }
        }
        return unique
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80
    }

    /// Whether `byte` can be part of an identifier (any non-ASCII byte counts, as in names like `café`).
    static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }
}

/// The groups of a file's declarations, remembered between runs: a keystroke changes one
/// declaration, and unless it changes what that declaration declares or which of the file's names
/// it mentions, the groups stay as they were (grouping afresh looks up every identifier of the file).
final class DeclarationGroups: @unchecked Sendable {
    private var names: [DeclarationNames?] = []
    private var declaredBy: [String: [Int]] = [:]
    /// `declaredBy` keyed by the names' hashes, as declarations' mentions are kept.
    private var declaredByHash: [UInt64: [Int]] = [:]
    /// For each declaration, the declarations whose names it mentions, sorted.
    private var links: [[Int]] = []
    private(set) var groups: [[Int]] = []

    /// The groups of declarations (positions, in order) that name one another, directly or
    /// through others. `names[i]` is nil for a declaration with nothing remembered.
    func update(_ current: [DeclarationNames?]) -> [[Int]] {
        guard current.count == names.count, !groups.isEmpty else { return regroup(current) }
        let changed = current.indices.filter { current[$0] !== names[$0] }
        guard !changed.isEmpty else { return groups }
        // A declaration that declares something else moves names between groups: start again.
        guard changed.count <= 8, changed.allSatisfy({ current[$0]?.declared == names[$0]?.declared }) else { return regroup(current) }
        var linksChanged = false
        for position in changed {
            let fresh = Self.links(of: current[position], declaredBy: declaredByHash)
            if fresh != links[position] {
                links[position] = fresh
                linksChanged = true
            }
            names[position] = current[position]
        }
        if linksChanged { groups = Self.union(count: names.count, declaredBy: declaredBy, links: links) }
        return groups
    }

    private func regroup(_ current: [DeclarationNames?]) -> [[Int]] {
        names = current
        declaredBy = [:]
        for (position, entry) in current.enumerated() {
            for name in entry?.declared ?? [] { declaredBy[name, default: []].append(position) }
        }
        declaredByHash = [:]
        for (name, positions) in declaredBy { declaredByHash[DeclarationNames.hash(of: name), default: []] += positions }
        links = current.map { Self.links(of: $0, declaredBy: declaredByHash) }
        groups = Self.union(count: current.count, declaredBy: declaredBy, links: links)
        return groups
    }

    private static func links(of entry: DeclarationNames?, declaredBy: [UInt64: [Int]]) -> [Int] {
        guard let entry else { return [] }
        return Array(Set(entry.named(in: declaredBy))).sorted()
    }

    private static func union(count: Int, declaredBy: [String: [Int]], links: [[Int]]) -> [[Int]] {
        var sets = UnionFind(count: count)
        for owners in declaredBy.values where owners.count > 1 {
            for owner in owners.dropFirst() { sets.union(owners[0], owner) }
        }
        for (position, owners) in links.enumerated() {
            for owner in owners { sets.union(position, owner) }
        }
        var byRoot: [Int: [Int]] = [:]
        for position in 0..<count { byRoot[sets.find(position), default: []].append(position) }
        return byRoot.values.sorted { $0[0] < $1[0] }
    }
}

/// Disjoint sets over 0..<count, with path halving.
private struct UnionFind {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    mutating func find(_ element: Int) -> Int {
        var current = element
        while parent[current] != current {
            parent[current] = parent[parent[current]]
            current = parent[current]
        }
        return current
    }

    mutating func union(_ first: Int, _ second: Int) {
        let (a, b) = (find(first), find(second))
        if a != b { parent[max(a, b)] = min(a, b) }
    }
}
