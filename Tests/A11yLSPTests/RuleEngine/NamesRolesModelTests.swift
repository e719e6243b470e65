// The model queries the naming and role rules share: gestures, placements, names as
// heard, actions that open URLs or navigate, and UIKit tap recognizers.

import RuleEngine
import SwiftParser
import SwiftSyntax
import Testing

@Suite final class NamesRolesModelTests {
    /// Calls refer to their parents weakly: the model that owns them must outlive the test's use of them.
    private var models: [ViewModel] = []

    private func model(_ source: String) -> ViewModel {
        let model = ViewModel.build(Parser.parse(source: source))
        models.append(model)
        return model
    }

    private func calls(_ model: ViewModel, _ typeName: String) -> [ViewCall] {
        model.calls.filter { $0.typeName == typeName }
    }

    @Test func readsGestureKindsCountsAndActions() throws {
        let view = try #require(model(#"""
            Text("A")
                .onTapGesture { open() }
                .onTapGesture(count: 2, perform: like)
                .onTapGesture(count: taps) { like() }
                .onLongPressGesture(minimumDuration: 1) {} onPressingChanged: { pressed = $0 }
                .gesture(DragGesture().onEnded { _ in archive() })
                .padding()
            """#).calls.first { $0.typeName == "Text" })
        let gestures = view.gestures
        #expect(gestures.map(\.kind) == [.tap(count: 1), .tap(count: 2), .tap(count: nil), .longPress, .drag])
        #expect(gestures[0].isSingleTap && !gestures[1].isSingleTap)
        #expect(gestures[1].action?.trimmedDescription == "like")
        #expect(gestures[3].hasEmptyAction)
        #expect(gestures[4].actionStatements?.count == 1)
    }

    @Test func placesViewsOnSurfacesAndBranches() throws {
        let model = model("""
            VStack {
                if editing { Button("Done") {} } else { Button("Done") {} }
                Button("Save") {}
                ForEach(items) { item in
                    Button("Delete") {}
                    if item.isNew { Button("Open") {} }
                }
            }
            .toolbar { Button("Save") {} }
            .alert("A", isPresented: $a) { Button("Save") {} }
            """)
        let placements = ViewPlacements(model)
        let buttons = calls(model, "Button")
        let placed = try buttons.map { try #require(placements.placement(of: $0)) }
        #expect(placed[0].excludes(placed[1]), "if and else never show together")
        #expect(!placed[0].excludes(placed[2]))
        #expect(placed[2].surface == placed[5].surface, "the toolbar is on the same screen")
        #expect(placed[2].surface != placed[6].surface, "an alert is a surface of its own")
        #expect(placed[3].repeater?.typeName == "ForEach" && !placed[3].isBranchedInsideRepeater)
        #expect(placed[4].isBranchedInsideRepeater)
    }

    @Test func comparesNamesAsHeard() {
        #expect(NameValue.folded("Log-in, now!") == "loginnow")
        #expect(NameValue.literal("Edit ", 0..<1).comparableKey == NameValue.literal("edit", 0..<1).comparableKey)
        #expect(NameValue.interpolated("Delete ‹item.name›", 0..<1).comparableKey == nil)
        #expect(NameValue.interpolated("Reply to ‹name›", 0..<1).knownPrefix == "Reply to ")
        #expect(NameValue.interpolated("‹count› new posts in ‹list›", 0..<1).knownWords == ["new", "posts", "in"])
    }

    @Test func readsActionsThatOpenURLsOrNavigate() throws {
        let model = model(#"""
            Button { guard let url = URL(string: link) else { return }; openURL(url) } label: { Text("A") }
            Button { if let url { UIApplication.shared.open(url) } } label: { Text("B") }
            Button { openURL(url); log() } label: { Text("C") }
            List(selection: $selected) { Text("D").onTapGesture { selected = 1 } }
            Text("E").onTapGesture { router.navigate(to: .home) }
            Text("F").onTapGesture { items.append(1) }
            """#)
        let opens = calls(model, "Button").map { $0.actionExpression.flatMap(ActionReader.urlOpening(in:)) != nil }
        #expect(opens == [true, true, false])
        #expect(model.navigationBindings == ["selected"])
        let navigates = ["D", "E", "F"].map { text in
            model.calls.first { $0.title?.literalText == text }?.gestures.first?.actionStatements
                .map { ActionReader.navigation(in: $0, bindings: model.navigationBindings) != nil }
        }
        #expect(navigates == [true, true, false])
    }

    @Test func followsTapRecognizersToTheirViews() throws {
        let attachments = model("""
            final class Card: UIView {
                private lazy var tap = UITapGestureRecognizer(target: self, action: #selector(self.open(_:)))
                let badge = UIImageView()
                func setUp() {
                    addGestureRecognizer(tap)
                    let double = UITapGestureRecognizer(target: self, action: #selector(zoom))
                    double.numberOfTapsRequired = 2
                    badge.addGestureRecognizer(double)
                }
            }
            """).tapRecognizerAttachments
        #expect(attachments.map(\.receiver) == ["self", "badge"])
        #expect(attachments.map(\.actionName) == ["open", "zoom"])
        #expect(attachments.map(\.tapsRequired) == [1, 2])
        #expect(attachments[1].receiverTypes == ["UIImageView"])
    }

    @Test func knowsWhereAViewIsDeclared() throws {
        let model = model("""
            struct S: View {
                var body: some View { Image("a") }
                var logo: some View { Image("b") }
                func row() -> some View { Image("c") }
            }
            """)
        #expect(calls(model, "Image").map(\.enclosingDeclarationName) == ["body", "logo", "row"])
    }

    @Test func recordsImplicitSelfAccessibilityElementAssignments() {
        let assignments = model("func f() { isAccessibilityElement = true }").assignments
        #expect(assignments.map(\.property) == ["isAccessibilityElement"])
    }
}
