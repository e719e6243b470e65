// What a view call is, judged from the name it is constructed with.

public enum ViewKind: Hashable, Sendable {
    // The controls of RULES.md.
    case button, toggle, link, navigationLink, menu, picker, stepper, slider, datePicker
    case textField, secureField, shareLink, editButton, pasteButton
    /// Other system controls (`ColorPicker`, `TextEditor`, …): interactive, but outside the catalog's list.
    case otherControl(String)
    case text, image, label
    /// Layout and collection views: stacks, `List`, `ForEach`, `Group`, `ScrollView`, …
    case container(String)
    /// Shapes and colours used as views.
    case shape(String)
    /// A capitalized call the engine does not know: a custom view (or a non-view type).
    case custom(String)
    /// A modifier chain on something the engine cannot see: a variable, a property, a function's result.
    case expression

    /// A call with an argument label SwiftUI's initializers do not have is an app's own function
    /// or view of the same name (a `SecureField(_:text:maskToggle:)` helper): it is custom, not the control.
    init(typeName: String, argumentLabels: [String]) {
        if let known = Self.knownLabels[typeName], argumentLabels.contains(where: { !known.contains($0) }) {
            self = .custom(typeName)
        } else {
            self.init(typeName: typeName)
        }
    }

    /// Whether `init(typeName:argumentLabels:)` reads the labels for this type: for any other, it is
    /// `init(typeName:)`.
    static func readsArgumentLabels(_ typeName: String) -> Bool { knownLabels[typeName] != nil }

    private static let knownLabels: [String: Set<String>] = [
        "TextField": ["text", "prompt", "axis", "value", "format", "formatter", "onEditingChanged", "onCommit", "label"],
        "SecureField": ["text", "prompt", "onCommit", "label"],
    ]

    init(typeName: String) {
        if let known = Self.byName[typeName] {
            self = known
        } else if Self.otherControls.contains(typeName) {
            self = .otherControl(typeName)
        } else if Self.containers.contains(typeName) {
            self = .container(typeName)
        } else if Self.shapes.contains(typeName) {
            self = .shape(typeName)
        } else {
            self = .custom(typeName)
        }
    }

    /// A control as RULES.md defines the word.
    public var isControl: Bool {
        switch self {
        case .button, .toggle, .link, .navigationLink, .menu, .picker, .stepper, .slider, .datePicker,
            .textField, .secureField, .shareLink, .editButton, .pasteButton:
            return true
        default:
            return false
        }
    }

    /// Anything assistive technologies can already operate on its own.
    public var isInteractive: Bool {
        if isControl { return true }
        if case .otherControl = self { return true }
        return false
    }

    public var isTextField: Bool { self == .textField || self == .secureField }

    /// Views whose first unlabeled argument is the title they show (and are named by).
    var takesTitleArgument: Bool {
        switch self {
        case .button, .toggle, .link, .navigationLink, .menu, .picker, .stepper, .datePicker, .textField,
            .secureField, .shareLink, .text, .label, .otherControl:
            return true
        default:
            return false
        }
    }

    private static let byName: [String: ViewKind] = [
        "Button": .button, "Toggle": .toggle, "Link": .link, "NavigationLink": .navigationLink, "Menu": .menu,
        "Picker": .picker, "Stepper": .stepper, "Slider": .slider, "DatePicker": .datePicker,
        "TextField": .textField, "SecureField": .secureField, "ShareLink": .shareLink,
        "EditButton": .editButton, "PasteButton": .pasteButton,
        "Text": .text, "Image": .image, "AsyncImage": .image, "Label": .label,
    ]

    private static let otherControls: Set<String> = [
        "ColorPicker", "TextEditor", "MultiDatePicker", "RenameButton", "SignInWithAppleButton", "Gauge",
        "ProgressView", "LabeledContent", "ControlGroup",
    ]

    private static let containers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "Group", "Section", "List", "Form", "ScrollView", "ForEach", "NavigationStack", "NavigationView",
        "NavigationSplitView", "TabView", "ViewThatFits", "GeometryReader", "ScrollViewReader", "GroupBox",
        "DisclosureGroup", "OutlineGroup", "Table", "VSplitView", "HSplitView", "ToolbarItem", "ToolbarItemGroup",
        "Spacer", "Divider", "EmptyView", "AnyView", "TimelineView", "Canvas",
    ]

    private static let shapes: Set<String> = [
        "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Ellipse", "Capsule", "Path", "Color",
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "ContainerRelativeShape",
    ]
}
