// Messages a view shows in place when something happens — "Saved", "No results", an error
// line — and whether the view tells VoiceOver about them.

import SwiftSyntax

extension ViewCall {
    /// Words of a status message: the outcome of an action, a search or a load.
    private static let statusPhrases = [
        "saved", "copied", "sent", "added", "removed", "deleted", "updated", "uploaded", "downloaded", "no results",
        "no matches", "nothing found", " found", "failed", "error", "couldn't", "could not", "can't", "cannot", "unable",
        "invalid", "try again", "success", "offline", "no connection", "no internet", "incorrect", "expired",
        "must be", "is required", "are required", "too short", "too long", "doesn't match", "do not match", "don't match",
    ]
    /// Parts of names that hold a status message anywhere in a path (`error.localizedDescription`,
    /// `toast.title`, `L10n.Http.Warning.message`).
    private static let statusNames = ["error", "toast", "warning", "failure"]
    /// Parts of names that do when they name the text itself, the path's last part (`statusMessage`,
    /// `model.message`); a namespace such as `L10n.Status.enabled` does not.
    private static let statusTextNames = ["message", "status", "notice", "banner"]

    /// The text reads as a status message: a literal with words of an outcome ("Saved", "No results
    /// found", "Invalid email"), or text from a property named for one (`error.localizedDescription`,
    /// `statusMessage`, `toast.title`). A localization key or a plain variable (`title`) is not judged.
    public var readsAsStatusMessage: Bool {
        guard kind == .text || kind == .label, let argument = titleArgument else { return false }
        switch title {
        case .literal(let text, _)?:
            let lowered = " " + text.lowercased()
            return lowered.hasPrefix(" no ") || Self.statusPhrases.contains { lowered.contains($0) }
        case .interpolated?, .unknown?:
            // A key-looking literal is unknown text, not a name to judge.
            guard argument.expression.as(StringLiteralExprSyntax.self) == nil else { return false }
            let lastPart = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            if Self.statusTextNames.contains(where: lastPart.lowercased().contains) { return true }
            return SyntaxFacts.identifiers(in: argument.expression).contains { identifier in
                let lowered = identifier.lowercased()
                return Self.statusNames.contains { lowered.contains($0) }
            }
        default:
            return false
        }
    }

    /// The view sits in content that is presented (a sheet, an alert, a destination screen): it
    /// arrives with its own screen, which VoiceOver reads from the start.
    public var isInPresentedContent: Bool {
        var current: ViewCall? = self
        while let call = current {
            if call.role == .destination { return true }
            if case .modifier(let name) = call.role, Self.presentationModifiers.contains(name), name != "toolbar" { return true }
            current = call.parent
        }
        return false
    }
}

extension DeclaredTypes {
    /// The type tells assistive technologies about changes: it posts an announcement
    /// (`AccessibilityNotification.Announcement`, `UIAccessibility.post(notification: .announcement …)`,
    /// a screen or layout change, a helper of its own named `announce…`) or moves accessibility focus.
    public func announcesChanges(_ type: String) -> Bool {
        identifiers(of: type).contains { identifier in
            let lowered = identifier.lowercased()
            return lowered.contains("announce") || lowered == "accessibilityfocused" || lowered == "accessibilityfocusstate"
                || lowered == "screenchanged" || lowered == "layoutchanged"
        }
    }

    /// The properties the type's code sets to a value that shows something (`saved = true`,
    /// `error = e`) after the view has appeared: in an action, a task, a callback, a method. Writes in
    /// an initializer or directly in `.onAppear` set up the first screen and do not count.
    public func propertiesChangedAfterAppearing(in type: String) -> Set<String> {
        var result: Set<String> = []
        for declaration in declarations(of: type) {
            for write in ActionReader.writes(in: declaration) where write.value != .off && !Self.isInitialSetup(write.node) {
                result.insert(write.property)
            }
        }
        return result
    }

    private static func isInitialSetup(_ node: Syntax) -> Bool {
        var current = node.parent
        while let node = current {
            if node.is(InitializerDeclSyntax.self) { return true }
            if node.is(FunctionDeclSyntax.self) || node.is(AccessorDeclSyntax.self) { return false }
            if node.is(ClosureExprSyntax.self) {
                return ActionReader.call(owning: node).map { ActionReader.calleeName($0) == "onAppear" } ?? false
            }
            current = node.parent
        }
        return false
    }
}
