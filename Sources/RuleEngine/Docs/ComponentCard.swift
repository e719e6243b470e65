// A component card: what the guidance says about one kind of control, shown on
// hover over the control's SwiftUI name or the style modifier that selects it.

public struct ComponentCard: Sendable {
    public let component: Component
    /// "Button (Toggle)"
    public let name: String
    /// One line.
    public let summary: String
    public let useWhen: [String]
    /// Situations where another component fits better, with that component.
    public let pickAnother: [(when: String, component: Component)]
    public let mustHaves: [String]
    public let donts: [String]
    /// A short, correct SwiftUI example.
    public let example: String

    public init(
        component: Component, name: String, summary: String, useWhen: [String],
        pickAnother: [(when: String, component: Component)], mustHaves: [String], donts: [String], example: String
    ) {
        self.component = component
        self.name = name
        self.summary = summary
        self.useWhen = useWhen
        self.pickAnother = pickAnother
        self.mustHaves = mustHaves
        self.donts = donts
        self.example = example
    }

    /// The rules that check this component.
    public var rules: [any Rule.Type] {
        RuleRegistry.all.filter { $0.components.contains(component) }.sorted { $0.id < $1.id }
    }

    /// The card as Markdown.
    public var markdown: String {
        var lines = ["### \(name) — `\(component.rawValue)`", "", summary, ""]
        lines.append("**Use it when**")
        lines += useWhen.map { "- " + $0 }
        if !pickAnother.isEmpty {
            lines.append("")
            lines.append("**Pick another component when**")
            lines += pickAnother.map { "- \($0.when): use `\($0.component.rawValue)`" }
        }
        lines.append("")
        lines.append("**Must have**")
        lines += mustHaves.map { "- " + $0 }
        lines.append("")
        lines.append("**Don't**")
        lines += donts.map { "- " + $0 }
        lines.append("")
        lines.append("```swift")
        lines.append(example)
        lines.append("```")
        let checks = rules
        if !checks.isEmpty {
            lines.append("")
            lines.append("Checked by: " + checks.map { "`\($0.id)`" }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}

public enum ComponentCards {
    /// Every card, one per component of the catalog.
    public static let all: [ComponentCard] = [
        .buttonBasic,
        .buttonToggle,
        .checkbox,
        .datepicker,
        .dialogAlert,
        .dialogConfirmation,
        .dialogModal,
        .linkBasic,
        .linkInline,
        .listRow,
        .menu,
        .radio,
        .selectMenu,
        .selectSegmented,
        .selectWheel,
        .slider,
        .stepper,
        .switchBasic,
        .textfield,
        .semanticControl,
        .touchTargetSize,
        .focusVisible,
        .headings,
        .timingMotion,
    ]

    public static func card(for component: Component) -> ComponentCard? {
        all.first { $0.component == component }
    }
}
