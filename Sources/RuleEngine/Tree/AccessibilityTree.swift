// The screen as VoiceOver reads it, worked out from the source: for each `View` type, its
// accessibility elements in the order a swipe reaches them, what each says, what is hidden,
// and what the rotor would offer. Built by `TreeBuilder`, written out by `TreeRendering`.

/// The trees of the `View` types of one file.
public struct AccessibilityTree: Sendable {
    public let views: [ViewTree]

    public init(views: [ViewTree]) {
        self.views = views
    }
}

/// One `View` type's screen.
public struct ViewTree: Sendable {
    public let typeName: String
    /// 1-based line of the type's name.
    public let line: Int
    /// 1-based line of `body`'s name, where an editor puts the tree's code lens.
    public let bodyLine: Int
    /// The byte range of `body`'s name, for an editor's lens.
    public let bodyRange: Range<Int>
    /// The bytes of the type's declaration, for finding the view around a cursor.
    public let declarationRange: Range<Int>
    public let elements: [TreeElement]
    public let hidden: [HiddenElement]
    public let rotor: RotorSummary

    /// Every element VoiceOver stops on (containers are not stops; their children are).
    public var elementCount: Int { elements.reduce(0) { $0 + $1.stopCount } }
}

public struct TreeElement: Sendable {
    /// 1-based line of the view the element comes from. An element a custom view of another file
    /// shows takes the line where that view is used, so the line is always in this file.
    public let line: Int
    /// The accessible name as far as the source shows it (`‹expression›` for unknown parts); nil
    /// when the element has none.
    public let label: String?
    /// What VoiceOver says, exactly as hover previews it: one per branch of a condition.
    public let announcements: [Announcement]
    /// UIAccessibility trait names (`button`, `header`, `link`, `image`, `selected`, …).
    public let traits: [String]
    /// The branch the element is shown on (`isMuted == true`), nil when always shown.
    public let condition: String?
    /// `n` for a row a `List`/`ForEach` repeats once per item of its data; the count itself when
    /// the source gives it (`ForEach(0..<3)`); nil for an element shown once.
    public let repeats: String?
    /// A `.contain` container's elements (the container itself is not a stop).
    public let children: [TreeElement]
    public let isContainer: Bool
    /// Counted by the rotor's Form Controls: a text field, toggle, picker, slider, stepper or date picker.
    let isFormControl: Bool

    /// The announcement on one line: `"Play, Button"`, or the branches joined with ` | `.
    public var announcementText: String {
        if announcements.count == 1, announcements[0].conditions.isEmpty {
            return announcements[0].text + (announcements[0].hint.map { " … " + $0 } ?? "")
        }
        return announcements.map(\.line).joined(separator: " | ")
    }

    var stopCount: Int { isContainer ? children.reduce(0) { $0 + $1.stopCount } : 1 }
}

/// A view VoiceOver skips, kept so the tree says what it leaves out.
public struct HiddenElement: Sendable {
    public enum Reason: String, Sendable {
        /// `Image(decorative:)`.
        case decorative
        /// `.accessibilityHidden(true)`.
        case accessibilityHidden
        /// `.hidden()`: not drawn, not read.
        case hidden
    }

    public let line: Int
    public let reason: Reason
}

/// What the rotor offers on the screen, counted over every element (each repeated row once).
public struct RotorSummary: Sendable, Equatable {
    public var headings = 0
    public var links = 0
    /// Text fields, toggles, pickers, sliders, steppers and date pickers.
    public var formControls = 0
    public var images = 0
}
