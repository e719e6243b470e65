// Answers a view call works out once, though several rules (and the file's summary) ask for them.

import SwiftSyntax

/// Answers a call works out once (a call is read by one thread at a time). Some read the
/// workspace index, so they are forgotten when the model's lookup is bound to one: the same model
/// is summarized before the index exists and linted after (`ViewModel.bind`).
final class ViewCallCache {
    var customInitializer: InitializerSummary??
    var titleArgument: Argument??
    var title: NameValue??
    var visibleName: NameValue??
    var accessibilityLabel: NameValue??
    var helperClosures: [String]?
    var gestures: [GestureUse]?
    var actionExpression: ExprSyntax??
    var actionIdentifiers: Set<String>??
    var isInvisible: Bool?
    var appliedModifiers: [AppliedModifierUse]?

    /// Forgets the answers that read the index. Gestures, the action (and its identifiers), the helper
    /// closures and invisibility are read from the call's own syntax: the rules reuse what the summary worked out.
    func clear() {
        customInitializer = nil
        titleArgument = nil
        title = nil
        visibleName = nil
        accessibilityLabel = nil
        appliedModifiers = nil
    }
}
