// The model of one member of a type, for re-checking that member alone (see `TypeMembers`).
//
// A model of the whole type is the members' models one after the other: a call's parent never
// crosses a member, and the only thing the builder takes from outside a member is the type's
// scope, which is handed in. Call ids differ (each member's start at 0), and no finding
// carries one.

import SwiftSyntax

extension ViewModel {
    static func build(
        member: MemberBlockItemSyntax, of type: TypeScope, typeRange: Range<Int>, platform: Platform, workspace: IndexLookup, source: [UInt8]
    ) -> ViewModel {
        let builder = ViewModelBuilder(configuration: PlatformBuildConfiguration(platform: platform), firstID: 0, workspace: workspace)
        builder.enterEnclosingType(type, range: typeRange)
        builder.walk(member)
        return ViewModel(
            calls: builder.calls, assignments: builder.assignments, previewRanges: builder.previewRanges,
            animationCalls: builder.animationCalls, root: Syntax(member), workspace: workspace, platform: platform,
            hasBranches: builder.hasBranches, source: source)
    }
}
