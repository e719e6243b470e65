// The WCAG 2.2 success criteria the rules cite, with their names and levels.

public struct SuccessCriterion: Sendable {
    public let number: String
    public let name: String
    public let level: String
    let slug: String

    /// The W3C "Understanding" page for the criterion.
    public var url: String { "https://www.w3.org/WAI/WCAG22/Understanding/\(slug).html" }

    public static func named(_ number: String) -> SuccessCriterion? { all[number] }

    private static let all: [String: SuccessCriterion] = Dictionary(uniqueKeysWithValues: [
        ("1.1.1", "Non-text Content", "A", "non-text-content"),
        ("1.3.1", "Info and Relationships", "A", "info-and-relationships"),
        ("1.3.2", "Meaningful Sequence", "A", "meaningful-sequence"),
        ("1.3.4", "Orientation", "AA", "orientation"),
        ("1.3.5", "Identify Input Purpose", "AA", "identify-input-purpose"),
        ("1.4.1", "Use of Color", "A", "use-of-color"),
        ("1.4.2", "Audio Control", "A", "audio-control"),
        ("1.4.3", "Contrast (Minimum)", "AA", "contrast-minimum"),
        ("1.4.4", "Resize Text", "AA", "resize-text"),
        ("1.4.10", "Reflow", "AA", "reflow"),
        ("1.4.11", "Non-text Contrast", "AA", "non-text-contrast"),
        ("1.4.12", "Text Spacing", "AA", "text-spacing"),
        ("2.1.1", "Keyboard", "A", "keyboard"),
        ("2.1.2", "No Keyboard Trap", "A", "no-keyboard-trap"),
        ("2.1.4", "Character Key Shortcuts", "A", "character-key-shortcuts"),
        ("2.2.1", "Timing Adjustable", "A", "timing-adjustable"),
        ("2.3.3", "Animation from Interactions", "AAA", "animation-from-interactions"),
        ("2.4.2", "Page Titled", "A", "page-titled"),
        ("2.4.3", "Focus Order", "A", "focus-order"),
        ("2.4.4", "Link Purpose (In Context)", "A", "link-purpose-in-context"),
        ("2.4.6", "Headings and Labels", "AA", "headings-and-labels"),
        ("2.4.7", "Focus Visible", "AA", "focus-visible"),
        ("2.4.11", "Focus Not Obscured (Minimum)", "AA", "focus-not-obscured-minimum"),
        ("2.5.1", "Pointer Gestures", "A", "pointer-gestures"),
        ("2.5.2", "Pointer Cancellation", "A", "pointer-cancellation"),
        ("2.5.3", "Label in Name", "A", "label-in-name"),
        ("2.5.4", "Motion Actuation", "A", "motion-actuation"),
        ("2.5.5", "Target Size (Enhanced)", "AAA", "target-size-enhanced"),
        ("2.5.7", "Dragging Movements", "AA", "dragging-movements"),
        ("2.5.8", "Target Size (Minimum)", "AA", "target-size-minimum"),
        ("1.4.13", "Content on Hover or Focus", "AA", "content-on-hover-or-focus"),
        ("3.1.2", "Language of Parts", "AA", "language-of-parts"),
        ("3.2.2", "On Input", "A", "on-input"),
        ("3.2.4", "Consistent Identification", "AA", "consistent-identification"),
        ("3.3.1", "Error Identification", "A", "error-identification"),
        ("3.3.2", "Labels or Instructions", "A", "labels-or-instructions"),
        ("3.3.8", "Accessible Authentication (Minimum)", "AA", "accessible-authentication-minimum"),
        ("4.1.2", "Name, Role, Value", "A", "name-role-value"),
        ("4.1.3", "Status Messages", "AA", "status-messages"),
    ].map { ($0.0, SuccessCriterion(number: $0.0, name: $0.1, level: $0.2, slug: $0.3)) })
}
