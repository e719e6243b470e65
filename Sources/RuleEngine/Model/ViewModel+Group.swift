// The model of a group of related declarations (see `DeclarationGroups`), put together from the
// models of its declarations instead of walking them again.
//
// Walking several declarations with one builder gives each declaration's calls, assignments,
// animations and previews in order, exactly as walking each alone does: the builder starts every
// top-level declaration with no parent call, no enclosing type and no function. Only call ids
// would differ, and the linter numbers each declaration's calls from the declaration's first
// byte, so ids never collide in a group (a declaration holds fewer calls than bytes).

import SwiftSyntax

extension ViewModel {
    /// One model of `items` from a model of each, in the same order. A call keeps the lookup of
    /// the model it was built in, so what the group's rules ask through it is recorded there, not
    /// in `workspace`: whoever keeps the group's findings must merge every part's questions.
    static func group(of models: [ViewModel], items: [CodeBlockItemSyntax], platform: Platform, workspace: IndexLookup, source: [UInt8]?) -> ViewModel {
        precondition(models.count == items.count && !items.isEmpty, "one model per declaration of the group")
        return ViewModel(
            calls: models.flatMap(\.calls), assignments: models.flatMap(\.assignments), previewRanges: models.flatMap(\.previewRanges),
            animationCalls: models.flatMap(\.animationCalls), root: Syntax(items[0]), roots: items.map(Syntax.init), workspace: workspace,
            platform: platform, hasBranches: models.contains(where: \.hasBranches), source: source)
    }
}
