// The view model: chains, roles of closures, names, traits and actions.

import RuleEngine
import SwiftParser
import SwiftSyntax
import Testing

@Suite final class ViewModelTests: ModelFixture {
    @Test func decomposesAChainIntoItsViewAndModifiers() throws {
        let button = try call(#"Button("Save") { save() }.padding().accessibilityLabel("Save draft").frame(width: 44)"#, "Button")
        #expect(button.kind == .button)
        #expect(button.modifiers.map(\.name) == ["padding", "accessibilityLabel", "frame"])
        #expect(button.title == .literal("Save", 7..<13))
        #expect(button.accessibilityLabel?.literalText == "Save draft")
    }

    @Test func readsClosureRolesPerControl() throws {
        let labelled = try call(#"Button { save() } label: { Image(systemName: "tray") }"#, "Button")
        #expect(labelled.labelNodes?.directViews.map(\.typeName) == ["Image"])
        #expect(labelled.actionExpression != nil)
        let titled = try call(#"Button("Save") { save() }"#, "Button")
        #expect(titled.labelNodes == nil)
        #expect(titled.actionExpression.map { ActionReader.statements(of: $0)?.count } == 1)
        let link = try call(#"NavigationLink(destination: Detail()) { Text("More") }"#, "NavigationLink")
        #expect(link.visibleName?.literalText == "More")
        let menu = try call(#"Menu { Button("A") {} } label: { Image(systemName: "ellipsis") }"#, "Menu")
        #expect(menu.labelIsIconOnly)
        #expect(menu.nodes(for: .content)?.directViews.map(\.typeName) == ["Button"])
    }

    @Test func readsNamesAsLiteralConditionalOrUnknown() throws {
        #expect(try call(#"Button(on ? "Unmute" : "Mute") {}"#, "Button").title?.changesWithState == true)
        #expect(try call(#"Button(title) {}"#, "Button").title == .unknown("title"))
        #expect(try call(#"Button("settings.title") {}"#, "Button").title == .unknown(#""settings.title""#), "a localization key")
        #expect(try call(#"Button("Delete \(name)") {}"#, "Button").title?.spokenForm == "Delete ‹name›")
        let branches = try call(#"Button { } label: { if on { Text("Unpin") } else { Text("Pin") } }"#, "Button")
        #expect(branches.visibleName?.changesWithState == true)
        #expect(branches.visibleName?.leaves.compactMap(\.literalText) == ["Unpin", "Pin"])
    }

    @Test func readsTraitsStructurally() throws {
        let button = try call(#"Button("B") {}.accessibilityAddTraits([.isButton, bold ? .isSelected : []])"#, "Button")
        let traits = try #require(button.addedTraits.first?.traits)
        #expect(traits.mentions("isSelected"))
        #expect(!traits.alwaysIncludes("isSelected"))
        #expect(traits.alwaysIncludes("isButton"))
    }

    @Test func evaluatesConditionalCompilationForIOS() throws {
        let source = """
            Button(action: close) { Image(systemName: "xmark") }
            #if os(iOS)
            .accessibilityLabel("Close")
            #else
            .help("Close")
            #endif
            #if os(macOS)
            Toggle("", isOn: $on)
            #endif
            """
        let calls = model(source).calls
        #expect(calls.first { $0.typeName == "Button" }?.modifiers.map(\.name) == ["accessibilityLabel"])
        #expect(!calls.contains { $0.typeName == "Toggle" })
    }

    @Test func knowsTheEnclosingTypeFunctionAndPreview() throws {
        let source = """
            struct S: ToggleStyle {
                @AppStorage("x") var x = false
                func makeBody(configuration: Configuration) -> some View { Image(systemName: "checkmark") }
            }
            #Preview { Text("Preview") }
            """
        let image = try call(source, "Image")
        #expect(image.scope.function == "makeBody")
        #expect(image.scope.type?.conforms(to: "ToggleStyle") == true)
        #expect(image.scope.type?.hasProperty(wrappedBy: "AppStorage") == true)
        #expect(try call(source, "Text").scope.isPreview)
    }

    @Test func findsParentsAndEnclosingModifiers() throws {
        let source = #"List { Row().contextMenu { Button("Delete", role: .destructive) { delete() } } }"#
        let button = try call(source, "Button")
        #expect(button.enclosingModifierNames == ["contextMenu"])
        #expect(button.parent?.typeName == "Row")
        #expect(button.bodyRoot.typeName == "List")
    }

    @Test(arguments: [
        ("{ on.toggle() }", "on"), ("{ self.on.toggle() }", "on"), ("{ on = !on }", "on"),
        ("{ withAnimation { model.isOn.toggle() } }", "model.isOn"), ("{ $on.wrappedValue.toggle() }", "on"),
    ])
    func recognisesAnActionThatOnlyFlipsABool(_ closure: String, _ property: String) throws {
        let button = try call("Button(\"B\") \(closure)", "Button")
        #expect(button.actionExpression.flatMap(ActionReader.toggledBoolean(in:)) == property)
    }

    @Test(arguments: ["{ on.toggle(); save() }", "{ save() }", "{ on = false }"])
    func anActionThatDoesMoreIsNotAFlip(_ closure: String) throws {
        let button = try call("Button(\"B\") \(closure)", "Button")
        #expect(button.actionExpression.flatMap(ActionReader.toggledBoolean(in:)) == nil)
    }

    @Test func readsUIKitAssignments() {
        let assignments = model("func f() { view.accessibilityLabel = \"Pay\"; self.isAccessibilityElement = true }").assignments
        #expect(assignments.map(\.property) == ["accessibilityLabel", "isAccessibilityElement"])
        #expect(assignments.map(\.receiver) == ["view", "self"])
    }
}
