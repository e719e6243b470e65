// slider-without-step-controls: a value that can only be changed by dragging.

import SwiftSyntax

struct SliderWithoutStepControls: Rule {
    static let id = "slider-without-step-controls"
    /// Reads the presented type or the type's other declarations, which may sit elsewhere in the file.
    static let scope = RuleScope.relatedDeclarations
    static let triggers: [String]? = ["Slider"]
    static let severity = Severity.info
    static let components: [Component] = [.slider]
    static let wcag = ["2.5.7"]
    static let summary = "A `Slider`'s value is not also changed by a `Button` or `Stepper` in the same view."
    static let rationale = """
        A slider is moved by dragging its thumb, which is hard or impossible for someone with a tremor, a \
        head pointer or a mouth stick, and for Voice Control users who point by grid. Buttons or a stepper that \
        change the same value one step at a time give them a way to set it with single taps.
        """
    static let fixDescription = """
        Put step controls next to the slider that change the same value: a `Stepper` bound to it, or a pair \
        of `Button`s (for example "−" and "+", each with an accessibility label) that decrease and increase it.
        """
    static let notes = [
        """
        "The same view" is the type that declares the slider, with its extensions in the same file. A \
        `Stepper` bound to the same property, or a `Button` whose action mentions it (directly, through a \
        method of that type declared in the file, or through a method whose name contains the property's \
        name), counts as a step control. When the property belongs to another object (`$model.level`), a \
        button that calls any method on that object counts too, since the engine cannot see what it changes.
        """,
        """
        Silent when the binding is not a plain `$property` (`Binding(get:set:)`, `.constant`, a subscript), \
        when the property is a `@Binding` (the view that owns the value may offer the controls), and when \
        the slider is not declared in a type.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            """
            struct PlayerControls: View {
                @State private var volume = 0.5
                var body: some View {
                    ↓Slider(value: $volume, in: 0...1) { Text("Volume") }
                }
            }
            """,
            """
            struct DisplaySettings: View {
                @State private var values = Values()
                var body: some View {
                    Form {
                        ↓Slider(value: $values.fontScale, in: 0.5...1.5) { Text("Font size") }
                        Button("Done") { dismiss() }
                    }
                }
            }
            """,
            """
            struct Zoom: View {
                @State private var zoom = 1.0
                @State private var grid = false
                var body: some View {
                    HStack {
                        ↓Slider(value: $zoom, in: 1...5) { Text("Zoom") }
                        Button("Grid") { grid.toggle() }
                    }
                }
            }
            """,
        ],
        silent: [
            """
            struct PlayerControls: View {
                @State private var volume = 0.5
                var body: some View {
                    HStack {
                        Button { volume = max(0, volume - 0.1) } label: { Image(systemName: "minus") }.accessibilityLabel("Quieter")
                        Slider(value: $volume, in: 0...1) { Text("Volume") }
                        Button { volume = min(1, volume + 0.1) } label: { Image(systemName: "plus") }.accessibilityLabel("Louder")
                    }
                }
            }
            """,
            """
            struct Zoom: View {
                @State private var zoom = 1.0
                var body: some View {
                    VStack {
                        Slider(value: $zoom, in: 1...5) { Text("Zoom") }
                        Stepper("Zoom", value: $zoom, in: 1...5)
                    }
                }
            }
            """,
            """
            struct Zoom: View {
                @State private var zoom = 1.0
                var body: some View {
                    Slider(value: $zoom, in: 1...5) { Text("Zoom") }
                    Button("Zoom In", action: zoomIn)
                }
                private func zoomIn() { zoom += 1 }
            }
            """,
            """
            struct Scrubber: View {
                @ObservedObject var player: Player
                var body: some View {
                    Slider(value: $player.position) { Text("Position") }
                    Button("Skip") { player.skipForward() }
                }
            }
            """,
            """
            struct VolumeSlider: View {
                @Binding var volume: Double
                var body: some View { Slider(value: $volume) { Text("Volume") } }
            }
            """,
            #"Slider(value: Binding(get: { model.level }, set: { model.setLevel($0) })) { Text("Level") }"#,
            """
            struct Speed: View {
                @State private var rate = 1.0
                var body: some View { content }
            }
            extension Speed {
                var content: some View {
                    VStack {
                        Slider(value: $rate, in: 0.5...2) { Text("Speed") }
                        Button("Faster") { rate += 0.25 }
                    }
                }
            }
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.kind == .slider, let property = call.boundProperty("value"), let typeName = call.scope.type?.name else { return [] }
        let components = property.split(separator: ".").map(String.init)
        guard let name = components.last else { return [] }
        let types = context.model.declaredTypes
        if components.count == 1, types.member(name, of: typeName)?.attributes.contains("Binding") ?? false { return [] }
        let owner = components.count > 1 ? components.dropLast().joined(separator: ".") : nil
        let sameView = context.model.calls.filter { $0.scope.type?.name == typeName }
        let stepped = sameView.contains { other in
            switch other.kind {
            case .stepper:
                return other.boundProperty("value") == property || other.arguments.contains {
                    mentions($0.expression, identifiers: SyntaxFacts.identifiers(in: $0.expression), name, owner: owner, types, typeName)
                }
            case .button:
                guard let action = other.actionExpression, let identifiers = other.actionIdentifiers else { return false }
                return mentions(action, identifiers: identifiers, name, owner: owner, types, typeName)
            default:
                return false
            }
        }
        guard !stepped else { return [] }
        return [
            Finding(
                Self.self, range: call.calleeRange,
                message: "Only dragging changes `\(name)` in this view; add a Stepper or buttons that change it in steps, for people who cannot drag precisely.",
                subject: call)
        ]
    }

    /// The action visibly changes (or may change) the property.
    private func mentions(
        _ action: ExprSyntax, identifiers: Set<String>, _ name: String, owner: String?, _ types: DeclaredTypes, _ typeName: String
    ) -> Bool {
        if identifiers.contains(name) { return true }
        let lowered = name.lowercased()
        if identifiers.contains(where: { $0.lowercased().contains(lowered) }) { return true }
        if let owner, let root = owner.split(separator: ".").first, identifiers.contains(String(root)),
            action.trimmedDescription.contains("\(owner).")
        {
            return true
        }
        // A method of this view: look at its body.
        return identifiers.contains { identifier in
            guard let member = types.member(identifier, of: typeName), member.isFunction, let body = member.body else { return false }
            return SyntaxFacts.identifiers(in: body).contains(name)
        }
    }
}
