// The model of one member of a type, for re-checking that member alone (see `TypeMembers`).
//
// A model of the whole type is the members' models one after the other: a call's parent never
// crosses a member, and the only thing the builder takes from outside a member is the type's
// scope, which is handed in. Call ids differ (each member's start at 0), and no finding
// carries one.

import SwiftSyntax

extension ViewModel {
    /// A member's model, its stranded members left out (or, for a stranded one, walked inside the
    /// function it is stranded in): see `TypeMembers.Stranded`.
    static func build(
        member: TypeMembers.Member, of type: TypeScope, typeRange: Range<Int>, platform: Platform, workspace: IndexLookup, source: [UInt8]
    ) -> ViewModel {
        let builder = ViewModelBuilder(configuration: PlatformBuildConfiguration(platform: platform), firstID: 0, workspace: workspace)
        builder.enterEnclosingType(type, range: typeRange)
        if let function = member.enclosingFunction { builder.enterEnclosingFunction(function) }
        builder.skippedStatements = Set(member.strandedStatements)
        builder.walk(member.node)
        return ViewModel(
            calls: builder.calls, assignments: builder.assignments, previewRanges: builder.previewRanges,
            animationCalls: builder.animationCalls, root: member.node, workspace: workspace, platform: platform,
            hasBranches: builder.hasBranches, source: source)
    }
}
