// A type's summary put together from its members' parts (issue 16): a keystroke in `body`
// summarizes `body` alone, and the other members keep the parts they gave last time.
//
// The summary of a type is its members' contributions in order (nested types, constants,
// actions, modifiers, initializers, and their calls' use sites) followed by the type's own
// entry, which reads every member's signature (properties, defaults) and the `body` and
// `makeBody` members. So each member's part is a pure function of its own text and of what
// the type's header and signatures say: `TypeMembers.context` digests exactly those, and a
// part is kept under the member's key made with it. A type whose text could give UIKit facts
// (read from the whole class) is summarized whole.

import SwiftSyntax

/// What one unit of `TypeMembers` (a member, an `#if` block, a stranded or swallowed
/// declaration) adds to its type's summary, as plain values.
struct MemberSummaryPart: Sendable {
    /// One per declaration the summary reads in the unit (an `#if` block's active ones).
    let signatures: [SummaryExtractor.MemberSignature]
    /// Its nested types, constants, actions, modifiers and initializers, and its calls' use sites.
    let summary: FileSummary
    /// Set only in the unit holding the type's last `var body` (or `makeBody`): what it shows.
    let body: ViewBodySummary?
    let style: StyleSummary?
}

extension SummaryExtractor {
    /// The type a member belongs to, as its summary names it.
    struct TypeHeader {
        /// Qualified with the enclosing types (`Outer.Inner`).
        let name: String
        /// The type's own name, which nested types are qualified with.
        let typeName: String
        let outer: [String]
        let kind: TypeDeclaration.Kind
        let inheritedTypes: [String]
        let isPrivate: Bool
        var isDeclaration: Bool { kind != .extensionDecl }

        init(_ type: TypeDeclaration, outer: [String], inPrivateType: Bool) {
            name = (outer + [type.name]).joined(separator: ".")
            typeName = type.name
            self.outer = outer
            kind = type.kind
            inheritedTypes = type.inheritedTypes
            isPrivate = inPrivateType || type.isPrivate
        }
    }

    /// What a member declares that the type's own summary reads.
    struct MemberSignature: Hashable, Sendable {
        var properties: [PropertySummary] = []
        /// Its parameters or properties whose default is `true`.
        var trueByDefault: [String] = []
        /// A `var body` (the type's last one is what the type shows).
        var declaresBody = false
        var declaresMakeBody = false

        init(_ member: DeclSyntax) {
            if let variable = member.as(VariableDeclSyntax.self) {
                properties = SummaryExtractor.properties(of: variable)
                trueByDefault = SummaryExtractor.trueByDefault(variable.bindings.compactMap { binding in
                    binding.pattern.as(IdentifierPatternSyntax.self).map { ($0.identifier.text, binding.initializer?.value) }
                })
                declaresBody = variable.bindings.first?.pattern.trimmedDescription == "body"
            } else if let function = member.as(FunctionDeclSyntax.self) {
                declaresMakeBody = function.name.text == "makeBody"
            } else if let initializer = member.as(InitializerDeclSyntax.self) {
                trueByDefault = SummaryExtractor.trueByDefault(initializer.signature.parameterClause.parameters.map {
                    (($0.secondName ?? $0.firstName).text, $0.defaultValue?.value)
                })
            }
        }
    }

    /// The type-wide facts its members' signatures give.
    struct TypeFacts {
        let properties: [PropertySummary]
        let trueByDefault: [String]
        /// The names a view's body may use as its parameters (non-static properties).
        let parameters: Set<String>

        init(_ signatures: [MemberSignature]) {
            properties = signatures.flatMap(\.properties)
            trueByDefault = signatures.flatMap(\.trueByDefault)
            parameters = Set(properties.filter { !$0.isStatic }.map(\.name))
        }
    }

    /// The summary of a top-level type split into `split`, from the parts in `known` (by unit,
    /// nil where the unit is to be read again) and `model(unit)`, a model holding that unit's
    /// calls (its own, or the whole type's). Nil when the declaration is not a type. The type's
    /// text must give no UIKit facts (`UIKitSummaryWords.mayGiveTypeFacts`); `localizesText` is
    /// what `LocalizingCalls` says of the whole declaration.
    static func summarize(
        _ item: CodeBlockItemSyntax, split: TypeMembers, known: [MemberSummaryPart?], localizesText: Bool, platform: Platform,
        model: (Int) -> ViewModel
    ) -> (summary: FileSummary, parts: [MemberSummaryPart])? {
        guard case .decl(let declaration) = item.item, let type = TypeDeclaration(declaration) else { return nil }
        let configuration = PlatformBuildConfiguration(platform: platform)
        let header = TypeHeader(type, outer: [], inPrivateType: false)
        let units = split.members.indices
        // The summary reads the type's own members, then those it took in, then the stranded ones;
        // a walk (and so the use sites) reaches the stranded ones inside the open member.
        let order = units.filter { !split.members[$0].isStranded && !split.members[$0].isSwallowed }
            + units.filter { split.members[$0].isSwallowed } + units.filter { split.members[$0].isStranded }
        var declarations: [[DeclSyntax]?] = units.map { _ in nil }
        var signatures: [[MemberSignature]] = units.map { _ in [] }
        for unit in units {
            if let part = known[unit] {
                signatures[unit] = part.signatures
            } else {
                let unitDeclarations = Self.activeDeclarations(split.members[unit].decl, configuration: configuration)
                declarations[unit] = unitDeclarations
                signatures[unit] = unitDeclarations.map(MemberSignature.init)
            }
        }
        let facts = TypeFacts(order.flatMap { signatures[$0] })
        let bodyUnit = order.last { signatures[$0].contains(where: \.declaresBody) }
        let styleUnit = order.last { signatures[$0].contains(where: \.declaresMakeBody) }
        let strandedStart = split.members.indices.first { split.members[$0].isStranded }.map { split.ranges[$0].lowerBound }

        var parts = known
        var before: [PropertySummary] = []
        for unit in order {
            guard let unitDeclarations = declarations[unit] else {
                before += signatures[unit].flatMap(\.properties)
                continue
            }
            let unitModel = model(unit)
            var extractor = SummaryExtractor(partOf: unitModel, configuration: configuration)
            for (declaration, signature) in zip(unitDeclarations, signatures[unit]) {
                extractor.visitMember(declaration, of: header, propertiesBefore: before)
                before += signature.properties
            }
            let range = split.ranges[unit]
            extractor.summary.useSites = unitModel.calls.filter { range.contains($0.chainRange.lowerBound) }.compactMap(Self.useSite)
            let unitSignatures = signatures[unit]
            let body = unit == bodyUnit
                ? unitDeclarations.indices.last { unitSignatures[$0].declaresBody }.flatMap {
                    extractor.bodySummary(unitDeclarations[$0], facts: facts, endingBefore: strandedStart)
                } : nil
            let style = unit == styleUnit
                ? unitDeclarations.indices.last { unitSignatures[$0].declaresMakeBody }.flatMap {
                    extractor.styleSummary(unitDeclarations[$0], of: header, facts: facts)
                } : nil
            parts[unit] = MemberSummaryPart(signatures: signatures[unit], summary: extractor.summary, body: body, style: style)
        }
        let complete = parts.map { $0! }

        var summary = FileSummary()
        for unit in order {
            let part = complete[unit].summary
            summary.types += part.types
            summary.constants += part.constants
            summary.modifiers += part.modifiers
            summary.initializers += part.initializers
            summary.actions += part.actions
        }
        for unit in units { summary.useSites += complete[unit].summary.useSites }
        summary.types.append(Self.typeSummary(
            header, facts: facts, body: bodyUnit.flatMap { complete[$0].body }, style: styleUnit.flatMap { complete[$0].style }, uikit: nil))
        summary.localizesText = localizesText
        return (summary, complete)
    }
}
