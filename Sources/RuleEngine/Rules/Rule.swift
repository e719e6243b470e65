// The shape of a rule: its catalog entry (id, severity, components, WCAG,
// rationale, examples) and a check over one view call.

public enum Severity: String, CaseIterable, Comparable, Sendable {
    case error, warning, info

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .info: return 2
        }
    }

    /// Errors sort first.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A component card of the guidance (`button.basic`, `switch.basic`, …).
public struct Component: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    public static let buttonBasic = Component(rawValue: "button.basic")
    public static let buttonToggle = Component(rawValue: "button.toggle")
    public static let checkbox = Component(rawValue: "checkbox")
    public static let datepicker = Component(rawValue: "datepicker")
    public static let dialogAlert = Component(rawValue: "dialog.alert")
    public static let dialogConfirmation = Component(rawValue: "dialog.confirmation")
    public static let dialogModal = Component(rawValue: "dialog.modal")
    public static let linkBasic = Component(rawValue: "link.basic")
    public static let linkInline = Component(rawValue: "link.inline")
    public static let listRow = Component(rawValue: "list.row")
    public static let menu = Component(rawValue: "menu")
    public static let radio = Component(rawValue: "radio")
    public static let selectMenu = Component(rawValue: "select.menu")
    public static let selectSegmented = Component(rawValue: "select.segmented")
    public static let selectWheel = Component(rawValue: "select.wheel")
    public static let slider = Component(rawValue: "slider")
    public static let stepper = Component(rawValue: "stepper")
    public static let switchBasic = Component(rawValue: "switch.basic")
    public static let textfield = Component(rawValue: "textfield")
    public static let semanticControl = Component(rawValue: "semantic-control")
    public static let touchTargetSize = Component(rawValue: "global.touch-target-size")
    public static let focusVisible = Component(rawValue: "global.focus-visible")
    /// Headings and titles: the structure VoiceOver users navigate a screen by.
    public static let headings = Component(rawValue: "headings")
    /// Motion, media, timers and messages that come and go (wave 2's "Timing and motion" entry).
    public static let timingMotion = Component(rawValue: "timing-motion")
}

/// Code that must trigger the rule and code that must not. In a firing example, `↓`
/// marks where each finding starts; a silent example has no marker.
public struct RuleExamples: Sendable {
    public static let marker: Character = "↓"
    public let fires: [String]
    public let silent: [String]

    public init(fires: [String], silent: [String]) {
        self.fires = fires
        self.silent = silent
    }
}

/// One check of the catalog. A rule reads the view model, never the raw tree walk.
public protocol Rule: Sendable {
    static var id: String { get }
    /// The severity the rule reports at when it is on.
    static var severity: Severity { get }
    /// False for an opt-in rule (`off` in the catalog): its precision depends on the app's design,
    /// so it runs only when a configuration gives it a severity.
    static var isOnByDefault: Bool { get }
    static var components: [Component] { get }
    /// WCAG 2.2 success criteria, e.g. "4.1.2".
    static var wcag: [String] { get }
    /// One line: what the rule finds.
    static var summary: String { get }
    /// Why it matters to someone using an assistive technology, in two or three sentences.
    static var rationale: String { get }
    /// How to fix a finding, in a sentence or two.
    static var fixDescription: String { get }
    static var examples: RuleExamples { get }
    /// General rules this one refines: when both report the same view, only this one stays.
    static var refines: [String] { get }
    /// Decisions taken where the catalog is ambiguous, and why (shown on the rule's page).
    static var notes: [String] { get }
    /// Text that must appear in the source for the rule to possibly fire (any one of them);
    /// nil when the rule cannot say. Lets the linter skip work, and whole files, that no rule needs.
    static var triggers: [String]? { get }
    /// `.relatedDeclarations` when the rule reads other top-level declarations than the one it
    /// reports in (a type's extensions, a view declared elsewhere in the file); `.file` when it
    /// reads every declaration of the file.
    static var scope: RuleScope { get }
    /// The platforms whose guidance the rule checks (the `"platform"` setting picks one);
    /// a baseline such as Dynamic Type or the 44-point target does not hold everywhere.
    static var platforms: [Platform] { get }

    init()

    /// Findings about one view call.
    func check(_ call: ViewCall, in context: RuleContext) -> [Finding]

    /// Findings that need the whole model (UIKit statements, several calls at once).
    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding]
}

extension Rule {
    public static var isOnByDefault: Bool { true }
    /// What the rule does with no configuration: off, or its severity.
    public static var defaultSetting: RuleSetting { isOnByDefault ? RuleSetting(severity) : .off }
    public static var refines: [String] { [] }
    public static var notes: [String] { [] }
    public static var triggers: [String]? { nil }
    public static var scope: RuleScope { .declaration }
    public static var platforms: [Platform] { Platform.allCases }
    public func check(_ call: ViewCall, in context: RuleContext) -> [Finding] { [] }
    public func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] { [] }
    public var id: String { Self.id }
}

public enum RuleScope: Sendable {
    /// The rule's findings depend only on the top-level declaration they are in.
    case declaration
    /// The rule reads the declaration it reports in together with the file's declarations that
    /// name it or that it names (its type's extensions, the views and functions it uses).
    case relatedDeclarations
    /// The rule reads the whole file.
    case file
}

/// What a rule can consult besides the call itself.
public struct RuleContext {
    public let model: ViewModel
    public let source: [UInt8]
    /// Builds fixes that keep the file's indentation.
    public let fixes: FixBuilder
    /// The facts of the whole type, by rule id, when `model` is one member's (`TypeFactsRule`).
    var typeFacts: [String: AnyHashable] = [:]

    public init(model: ViewModel, source: SourceText) {
        self.model = model
        self.source = source.bytes
        fixes = FixBuilder(source: source)
    }

    /// The source text of a byte range.
    public func text(_ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, source.count))
        let upper = max(lower, min(range.upperBound, source.count))
        return String(decoding: source[lower..<upper], as: UTF8.self)
    }
}

extension RuleExamples {
    /// An example's source with its `↓` markers removed, and the byte offsets where they stood.
    public static func unmark(_ example: String) -> (source: String, offsets: [Int]) {
        var source = ""
        var offsets: [Int] = []
        for character in example {
            if character == marker {
                offsets.append(source.utf8.count)
            } else {
                source.append(character)
            }
        }
        return (source, offsets)
    }
}
