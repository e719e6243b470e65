// The tree through RuleEngine's public API: its announcements are the hover preview's own,
// and a combined element speaks its children's names (in hover too).

import RuleEngine
import SwiftParser
import Testing

@Suite final class TreeModelTests: ModelFixture {
    private func tree(_ source: String) -> AccessibilityTree {
        TreeBuilder.tree(of: TreeSourceFile(model: model(source), bytes: Array(source.utf8)))
    }

    @Test func everyElementSaysWhatHoverSaysForItsView() throws {
        let source = """
            struct Controls: View {
                @State private var on = false
                var body: some View {
                    VStack {
                        Button(on ? "Stop" : "Start") { on.toggle() }.accessibilityHint("Starts the timer")
                        Toggle("Sound", isOn: $on).disabled(on)
                        Slider(value: $volume).accessibilityLabel("Volume")
                    }
                }
            }
            """
        let built = tree(source)
        let calls = model(source).calls.filter(\.kind.isControl)
        let elements = try #require(built.views.first?.elements)
        #expect(elements.count == 3)
        for (element, call) in zip(elements, calls) {
            #expect(element.announcements == AnnouncementPreview.announcements(for: call))
        }
        #expect(elements[1].traits == ["button", "toggle", "notEnabled"])
        #expect(built.views.first?.rotor.formControls == 2)
    }

    @Test func aCombinedStackSpeaksItsChildrenInOrderAndHoverSaysTheSame() throws {
        let source = """
            HStack {
                Image(systemName: "music.note")
                VStack { Text("Blue in Green"); Text("Miles Davis") }
                Text("Explicit").accessibilityHidden(true)
            }
            .accessibilityElement(children: .combine)
            """
        let stack = try call(source, "HStack")
        #expect(AnnouncementPreview.announcements(for: stack).map(\.text) == ["Blue in Green, Miles Davis"])
        #expect(stack.combinedChildrenName?.literalText == "Blue in Green, Miles Davis")
    }

    @Test func viewsArePickedByTypeAndInSourceOrder() {
        let source = """
            struct B: View { var body: some View { Text("b") } }
            struct Helper { var body: Int { 1 } }
            struct A: View { var body: some View { Text("a") } }
            """
        #expect(tree(source).views.map(\.typeName) == ["B", "A"])
        #expect(TreeBuilder.tree(of: TreeSourceFile(model: model(source), bytes: Array(source.utf8)), typeName: "A").views.map(\.typeName) == ["A"])
    }
}
