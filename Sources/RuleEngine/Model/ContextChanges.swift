// Code that moves the user somewhere else: navigating, presenting a sheet or alert,
// dismissing the screen, or opening a URL.

import SwiftSyntax

extension ViewModel {
    private static let presentingModifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "alert", "confirmationDialog"]

    /// Properties whose change presents something: `.sheet(isPresented: $x)`, `.fullScreenCover(item: $x)`,
    /// `.popover`, `.alert`, `.confirmationDialog`, as written without `$` and `self.`.
    public var presentationBindings: Set<String> {
        var result: Set<String> = []
        for call in calls {
            for modifier in call.modifiers where Self.presentingModifiers.contains(modifier.name) {
                for label in ["isPresented", "item"] {
                    guard let binding = modifier.argument(label), binding.trimmedDescription.hasPrefix("$") else { continue }
                    if let property = ActionReader.writtenProperty(binding) { result.insert(property) }
                }
            }
        }
        return result
    }

    /// The properties a user edits through a field or picker of the type: `TextField(…, text: $query)`,
    /// `.searchable(text: $query)`, `Picker(…, selection: $sort)`, `DatePicker(…, selection: $date)`.
    public func inputProperties(of type: String) -> Set<String> {
        var result: Set<String> = []
        for call in calls where call.scope.type?.name == type {
            switch call.kind {
            case .textField, .secureField: if let bound = call.boundProperty("text") { result.insert(bound) }
            case .picker, .datePicker: if let bound = call.boundProperty("selection") { result.insert(bound) }
            default: break
            }
            for modifier in call.modifiers(named: "searchable") {
                if let binding = modifier.argument("text"), binding.trimmedDescription.hasPrefix("$"),
                    let property = ActionReader.writtenProperty(binding)
                {
                    result.insert(property)
                }
            }
        }
        return result
    }
}

extension ActionReader {
    /// How a piece of code takes the user elsewhere, in a few words ("navigates", "presents a sheet
    /// or alert", "dismisses the screen", "opens a URL"); nil when the code visibly does none of it.
    public static func contextChange(in code: ExprSyntax, navigationBindings: Set<String>, presentationBindings: Set<String>) -> String? {
        if let statements = statements(of: code), navigation(in: statements, bindings: navigationBindings) != nil { return "navigates" }
        if writes(in: code).contains(where: { $0.value != .off && presentationBindings.contains($0.property) }) { return "presents a sheet or alert" }
        if dismisses(in: code) { return "dismisses the screen" }
        let called = calledFunctions(in: code)
        if called.contains("openURL") || (called.contains("open") && code.trimmedDescription.contains("UIApplication.shared.open")) { return "opens a URL" }
        return nil
    }
}
