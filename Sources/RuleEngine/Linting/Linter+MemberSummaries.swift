// A keystroke's type is summarized from its members' parts (see `MemberSummaryPart`): members
// with a remembered part keep it, and only the others are modelled, alone. The whole type's
// model is then built only if its rules need it.

import SwiftSyntax

extension Linter {
    /// A type summarized member by member.
    struct SummaryByMember {
        let summary: FileSummary
        /// Built when the members to read again held more than half the type: every part is read from it.
        let wholeModel: ViewModel?
        /// Otherwise the models of the members read again, by position.
        let memberModels: [Int: ViewModel]
        let parts: [IncrementalLintState.MemberKey: MemberSummaryPart]
        /// How many members' parts were read afresh.
        let partsRead: Int
    }

    /// Nil when the type's text could give UIKit facts (the UIKit model reads a whole class) or the
    /// declaration is no type: it is then summarized on its whole model.
    func summarizeByMember(
        _ item: CodeBlockItemSyntax, split: TypeMembers, range: Range<Int>, text: SourceText,
        remembered: [IncrementalLintState.MemberKey: MemberSummaryPart]?
    ) -> SummaryByMember? {
        let bytes = text.bytes
        let platform = options.platform
        // What `ViewModel.uikitForSummary` asks of the whole declaration, asked the same way.
        guard !UIKitSummaryWords.mayGiveTypeFacts(in: bytes, range: range),
            let localizes = LocalizingCalls.appear(in: [Syntax(item)], source: bytes, configuration: PlatformBuildConfiguration(platform: platform))
        else { return nil }
        let keys = split.memberKeys
        let known = keys.map { key in key.flatMap { remembered?[$0] } }
        var unknownBytes = 0
        for unit in known.indices where known[unit] == nil { unknownBytes += split.ranges[unit].count }
        // Modelling more than half the type member by member costs more than one walk of it. And a
        // style's `makeBody` left open is read over its whole body, stranded members and all, which
        // its own model leaves out.
        let whole = 2 * unknownBytes > split.typeRange.count || Self.leavesMakeBodyOpen(split)
            ? model(of: item, range: range, source: bytes, typeScope: split.scope) : nil
        var memberModels: [Int: ViewModel] = [:]
        let summarized = SummaryExtractor.summarize(item, split: split, known: known, localizesText: localizes, platform: platform) { unit in
            if let whole { return whole }
            if let built = memberModels[unit] { return built }
            let built = ViewModel.build(
                member: split.members[unit], of: split.scope, typeRange: split.typeRange, platform: platform, workspace: IndexLookup(path: nil), source: bytes)
            memberModels[unit] = built
            return built
        }
        guard let summarized else { return nil }
        return SummaryByMember(
            summary: summarized.summary, wholeModel: whole, memberModels: memberModels,
            parts: Dictionary(uniqueKeysWithValues: zip(keys, summarized.parts).compactMap { key, part in key.map { ($0, part) } }),
            partsRead: known.count { $0 == nil })
    }

    /// A `{` left open in a function named `makeBody` strands the members after it.
    private static func leavesMakeBodyOpen(_ split: TypeMembers) -> Bool {
        split.members.contains { !$0.strandedStatements.isEmpty && $0.decl.as(FunctionDeclSyntax.self)?.name.text == "makeBody" }
    }
}
