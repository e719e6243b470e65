// touch-target-size: a control or tap target is framed smaller than 44 × 44 points.

struct TouchTargetSize: Rule {
    static let id = "touch-target-size"
    // "buttonStyle(": a style declared in another file may set the frame.
    static let triggers: [String]? = ["frame(", "buttonStyle("]
    static let severity = Severity.warning
    static let components: [Component] = [.touchTargetSize, .buttonBasic, .buttonToggle, .semanticControl]
    static let wcag = ["2.5.8", "2.5.5"]
    // 44 points is the touch baseline; a Mac is driven by pointer (its controls are 20–28 pt) and tvOS by focus.
    static let platforms: [Platform] = [.iOS, .watchOS, .visionOS]
    static let summary = "A control, or a view with a tap gesture, is given a literal frame narrower or shorter than 44 points."
    static let rationale = """
        Small targets are hard to hit for people with tremors, limited dexterity or large fingers, and for anyone \
        on the move; a miss can trigger the neighbouring control instead. Apple asks for at least 44 × 44 points, \
        and WCAG asks for enough size or spacing that a target can be hit without touching another.
        """
    static let fixDescription = """
        Make the frame at least 44 points on each side, or keep the visible size and grow the tappable area \
        with `.padding(…)` followed by `.contentShape(Rectangle())`.
        """
    static let notes = [
        "Only iOS, watchOS and visionOS are checked (the `\"platform\"` setting): 44 points is a touch baseline, and a Mac (pointer-driven, controls of 20–28 pt) or Apple TV (focus-driven) has another.",
        "Only literal sizes are read, and constants whose value the workspace shows (`Metrics.iconSide`, declared as `static let iconSide: CGFloat = 28` in any file, or arithmetic over such constants): a frame from a variable, a `@ScaledMetric` or a function call is never reported.",
        "A button style of the app's own counts too: when its `makeBody` ends with a `.frame(height:)` or `.frame(maxHeight:)` that nothing after it grows, the height it caps the button at is worked out from the style's Boolean parameters as the call passes them (`PrimaryButtonStyle(compact: true)`) and reported on the `.buttonStyle(…)` modifier. A parameter that is not a literal leaves the height unknown.",
        "Later modifiers can grow the target back: padding adds its length on each padded edge (16 pt when unstated, unbounded when not a literal), a later frame or `minWidth`/`minHeight` sets its own size, and a `.contentShape` other than a plain shape as large as the view (e.g. `Rectangle().inset(by: -10)`) counts as large. A plain `.contentShape(Rectangle())` right after a small frame makes the frame tappable but no larger, so it does not silence the rule.",
        "Not tap targets, so never reported: views without a control or tap gesture (decorative glyphs), views with `.allowsHitTesting(false)`, `.hidden()` or zero opacity, zero-size frames (hidden keyboard-shortcut buttons), views inside another control's label or under a view with its own tap gesture, buttons in a `List` or `Form` row that is tapped as a whole (no plain or borderless style), toolbar items, which the system sizes, and views under a `.focusSection()` (an API of tvOS and macOS, so not touch UI).",
        "A frame inside a control's label is read only when that framed view is the whole label (an icon button); an icon beside text inside a larger button is not the target. A button style other than plain or borderless may add its own padding, so such a button's label frame is not reported.",
        "For a view with a tap gesture only modifiers before the gesture count, since the gesture's area is the view it is attached to.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"Button(action: close) { Image(systemName: "xmark") }↓.frame(width: 24, height: 24).accessibilityLabel("Close")"#,
            #"Image(systemName: "heart").resizable()↓.frame(width: 20, height: 20).onTapGesture { like() }"#,
            """
            Button { attach() } label: {
                Image(systemName: "paperclip")
                    ↓.frame(width: 25, height: 25)
                    .contentShape(Rectangle())
            }
            .accessibilityLabel("Attach")
            """,
            #"Button("Skip") { skip() }↓.frame(height: 30).padding(.horizontal)"#,
            """
            Button { togglePanel() } label: {
                if isLoading {
                    ProgressView()
                } else {
                    Image(systemName: "photo")↓.frame(width: 25, height: 25).contentShape(Rectangle())
                }
            }
            .accessibilityLabel("Photos")
            """,
            #"Button(action: next) { Image(systemName: "chevron.right") }.accessibilityLabel("Next")↓.frame(width: 30, height: 30).padding(4)"#,
            """
            Button("Save", action: save)↓.buttonStyle(PrimaryButtonStyle(compact: true))
            // file: DesignSystem/PrimaryButtonStyle.swift
            struct PrimaryButtonStyle: ButtonStyle {
                let compact: Bool
                init(compact: Bool = false) { self.compact = compact }
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(.vertical)
                        .frame(maxWidth: .infinity, maxHeight: compact ? Metrics.height - 10 : Metrics.height)
                }
            }
            // file: DesignSystem/Metrics.swift
            enum Metrics {
                static let height: CGFloat = 50
            }
            """,
            """
            Button("Retry", action: retry)↓.buttonStyle(CompactButtonStyle())
            // file: CompactButtonStyle.swift
            struct CompactButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.font(.callout).frame(height: Consts.height)
                }
            }
            private enum Consts {
                static let height: CGFloat = 36
            }
            """,
            """
            Button(action: close) { Image(systemName: "xmark") }↓.frame(width: IconMetrics.side, height: IconMetrics.side).accessibilityLabel("Close")
            // file: IconMetrics.swift
            enum IconMetrics { static let side: CGFloat = 28 }
            """,
        ],
        silent: [
            #"Button(action: close) { Image(systemName: "xmark") }.frame(width: 44, height: 44).accessibilityLabel("Close")"#,
            #"Button(action: close) { Image(systemName: "xmark") }.frame(width: 24, height: 24).padding(10).accessibilityLabel("Close")"#,
            #"Image(systemName: "star.fill").frame(width: 12, height: 12)"#,
            #"Image(systemName: "heart").frame(width: 20, height: 20).padding(12).contentShape(Rectangle()).onTapGesture { like() }"#,
            #"Image(systemName: "heart").frame(width: 20, height: 20).allowsHitTesting(false).onTapGesture { like() }"#,
            """
            Button(action: open) {
                HStack {
                    Image(systemName: "doc").frame(width: 16, height: 16)
                    Text("Open document")
                }
            }
            """,
            """
            HStack {
                Image(systemName: "person").frame(width: 20, height: 20)
                Text(name)
            }
            .onTapGesture { showProfile() }
            """,
            """
            List {
                Button { select() } label: { Image(systemName: "circle").frame(width: 20, height: 20) }
                    .accessibilityLabel("Select")
            }
            """,
            #"Button("") { send() }.keyboardShortcut(.return).frame(width: 0, height: 0)"#,
            #"Button("Shortcut") { send() }.keyboardShortcut("s").frame(width: 1, height: 1).opacity(0)"#,
            """
            HStack {
                Text("Color")
                Menu { Button("Red") { pick(.red) } } label: { Image(systemName: "paintpalette").frame(width: 30, height: 30) }
            }
            .focusSection()
            """,
            #"Button(action: close) { Image(systemName: "xmark") }.frame(width: size, height: size).accessibilityLabel("Close")"#,
            #"Button { dismiss() } label: { Image(systemName: "xmark").frame(width: 24, height: 24) }.buttonStyle(.bordered).accessibilityLabel("Close")"#,
            """
            Text("Title").toolbar {
                ToolbarItem { Button(action: add) { Image(systemName: "plus").frame(width: 22, height: 22) }.accessibilityLabel("Add") }
            }
            """,
            """
            Button("Save", action: save).buttonStyle(PrimaryButtonStyle())
            Button("Later", action: later).buttonStyle(PrimaryButtonStyle(compact: isCompact))
            // file: PrimaryButtonStyle.swift
            struct PrimaryButtonStyle: ButtonStyle {
                var compact = false
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.frame(height: compact ? 36 : 50)
                }
            }
            """,
            """
            Button("Retry", action: retry).buttonStyle(PillStyle())
            // file: PillStyle.swift
            struct PillStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.frame(height: 30).padding(.vertical, 8)
                }
            }
            """,
            """
            Button(action: close) { Image(systemName: "xmark") }.frame(width: IconMetrics.side, height: IconMetrics.side).accessibilityLabel("Close")
            // file: IconMetrics.swift
            enum IconMetrics { static let side: CGFloat = 44 }
            """,
        ])

    private static let minimum = 44.0
    private static let targetKinds: Set<ViewKind> = [
        .button, .link, .navigationLink, .menu, .shareLink, .editButton, .pasteButton, .toggle,
    ]

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard !isHiddenOrPassive(call), !isInsideLargerTarget(call) else { return [] }
        if Self.targetKinds.contains(call.kind) {
            var findings = smallFrames(in: call.modifiers[...], later: { call.modifiers[($0 + 1)...] }, call: call)
            if findings.isEmpty { findings = cappedByStyle(call) }
            guard findings.isEmpty, keepsLabelSize(call) else { return findings }
            for framed in soleLabelViews(of: call) where !isHiddenOrPassive(framed) && findings.isEmpty {
                findings = smallFrames(in: framed.modifiers[...], later: { framed.modifiers[($0 + 1)...] }, call: call)
            }
            return findings
        }
        guard !call.kind.isInteractive, call.kind != .expression, !call.isInvisible,
            let gesture = call.modifiers.firstIndex(where: isTapGesture)
        else { return [] }
        return smallFrames(in: call.modifiers[..<gesture], later: { call.modifiers[($0 + 1)..<gesture] }, call: call)
    }

    private func smallFrames(in modifiers: ArraySlice<Modifier>, later: (Int) -> ArraySlice<Modifier>, call: ViewCall) -> [Finding] {
        for (offset, modifier) in zip(modifiers.indices, modifiers) {
            guard let frame = modifier.literalFrame(resolving: call.workspace) else { continue }
            if frame.width == 0 || frame.height == 0 { return [] }  // a hidden view, not a target
            let grown = Array(later(offset)).grown(from: frame, resolving: call.workspace)
            let narrow = grown.width.map { $0 < Self.minimum } ?? false
            let short = grown.height.map { $0 < Self.minimum } ?? false
            guard narrow || short else { continue }
            var sides: [String] = []
            if narrow, let width = frame.width { sides.append("\(Modifier.pointsText(width)) pt wide") }
            if short, let height = frame.height { sides.append("\(Modifier.pointsText(height)) pt tall") }
            let what = call.kind.isInteractive ? "This \(call.typeName ?? "control")" : "This tap target"
            return [
                Finding(
                    Self.self, range: modifier.range,
                    message: "\(what) is \(sides.joined(separator: " and ")), below the 44 × 44 pt minimum, so it is easy to miss. Make it at least 44 pt, or grow the tappable area with padding and a content shape.",
                    subject: call, fixes: Self.minimumFrameFix(modifier).map { [$0] } ?? [])
            ]
        }
        return []
    }

    /// A button style of the app's own whose `makeBody` caps the height below the minimum.
    private func cappedByStyle(_ call: ViewCall) -> [Finding] {
        guard let capped = call.styleHeightCap, capped.height < Self.minimum else { return [] }
        return [
            Finding(
                Self.self, range: capped.modifier.range,
                message: "\(capped.style) makes this \(call.typeName ?? "control") at most \(Modifier.pointsText(capped.height)) pt tall, below the 44 × 44 pt minimum, so it is easy to miss. Let the style's frame reach 44 pt.",
                subject: call)
        ]
    }

    private func isTapGesture(_ modifier: Modifier) -> Bool {
        if modifier.name == "onTapGesture" { return true }
        guard ["gesture", "simultaneousGesture", "highPriorityGesture"].contains(modifier.name) else { return false }
        return modifier.firstArgument?.trimmedDescription.hasPrefix("TapGesture") ?? false
    }

    private func isHiddenOrPassive(_ call: ViewCall) -> Bool {
        call.isInvisible || call.hasModifier("hidden")
            || call.modifiers(named: "allowsHitTesting").contains { $0.firstArgument?.trimmedDescription == "false" }
    }

    /// Inside another control's label, under a view with its own tap gesture, in a List or Form
    /// row that is tapped as a whole, in a toolbar, or in a menu or dialog the system draws: the
    /// target is something larger, or not this code's to size.
    private func isInsideLargerTarget(_ call: ViewCall) -> Bool {
        if call.hasModifier("focusSection") { return true }
        var current = call
        var inRow = false
        while let parent = current.parent {
            if case .modifier(let name) = current.role {
                if Self.systemDrawn.contains(name) { return true }
                if Self.otherScreens.contains(name) { break }
            }
            if current.role == .destination { break }
            if parent.kind.isInteractive, current.role == .label || parent.kind == .menu || parent.kind == .picker { return true }
            if parent.modifiers.contains(where: isTapGesture) { return true }
            if parent.typeName == "List" || parent.typeName == "Form" { inRow = true }
            // `.focusSection()` exists only on tvOS and macOS: this is not touch UI.
            if parent.hasModifier("focusSection") { return true }
            current = parent
        }
        return inRow && call.kind.isInteractive && !hasPlainStyle(call)
    }

    private static let systemDrawn: Set<String> = ["toolbar", "contextMenu", "swipeActions", "alert", "confirmationDialog", "searchSuggestions"]
    private static let otherScreens: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector", "overlay", "background",
    ]

    private func hasPlainStyle(_ call: ViewCall) -> Bool {
        call.modifiers(named: "buttonStyle").contains { modifier in
            let style = modifier.firstArgument?.trimmedDescription ?? ""
            return [".plain", ".borderless", "PlainButtonStyle()", "BorderlessButtonStyle()"].contains(style)
        }
    }

    /// No style that may pad the label, and no padding or sizing on the control itself.
    private func keepsLabelSize(_ control: ViewCall) -> Bool {
        let styled = control.hasModifier("buttonStyle") && !hasPlainStyle(control)
        let grown = control.modifiers.contains { ["padding", "contentShape", "frame", "controlSize"].contains($0.name) }
        return !styled && !grown
    }

    /// The one view a control's label shows when that view is the whole label; for an `if`/`else`
    /// label, the one view of each branch that shows only one.
    private func soleLabelViews(of control: ViewCall) -> [ViewCall] {
        guard let nodes = control.labelNodes, nodes.count == 1 else { return [] }
        switch nodes[0] {
        case .view(let only):
            return [only]
        case .branches(_, let lists):
            return lists.compactMap { list in
                guard list.count == 1, case .view(let only) = list[0] else { return nil }
                return only
            }
        case .opaque:
            return []
        }
    }

    /// Raises each literal `width:`/`height:` under the minimum to 44. It changes the layout, so it
    /// is offered one at a time, never in fix-all.
    private static func minimumFrameFix(_ frame: Modifier) -> Fix? {
        let edits = ["width", "height"].compactMap { label -> TextEdit? in
            guard let value = frame.argument(label), let number = Modifier.number(value), number < minimum else { return nil }
            return TextEdit(range: value.byteRange, replacement: Modifier.pointsText(minimum))
        }
        guard !edits.isEmpty else { return nil }
        return Fix(title: "Make the frame at least \(Modifier.pointsText(minimum)) pt", edits: edits, isSafe: false)
    }
}
