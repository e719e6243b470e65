// The model queries the component rules share: styles, enclosing accessibility,
// bindings, identifier words, text field purposes and the file's declared types.

import RuleEngine
import SwiftParser
import SwiftSyntax
import Testing

@Suite final class ComponentQueriesTests: ModelFixture {
    @Test(arguments: [
        ("newPasswordText", ["new", "password", "text"]), ("serverURLString", ["server", "url", "string"]),
        ("E-mail address", ["e", "mail", "address"]), ("zip_code", ["zip", "code"]), ("URL", ["url"]),
        ("phone2", ["phone2"]),
    ])
    func splitsIdentifiersIntoWords(_ text: String, _ words: [String]) {
        #expect(IdentifierWords.words(text) == words)
    }

    @Test(arguments: [
        ("emailAddress", true, TextFieldPurpose.email), ("Email subject", false, nil), ("passwordHint", true, nil),
        ("confirmNewPassword", true, .newPassword), ("Username or email", false, .email), ("pin", true, .pin),
        ("Pin to top", false, nil), ("Phone number (optional)", false, .phone), ("verificationCode", true, .oneTimeCode),
        ("quickConnectCode", true, nil), ("serverURL", true, .url), ("text", true, nil),
    ])
    func readsWhatAFieldAsksFor(_ text: String, _ isProperty: Bool, _ purpose: TextFieldPurpose?) {
        #expect(TextFieldPurpose.named(by: IdentifierWords.words(text), isPropertyName: isProperty) == purpose)
    }

    @Test func prefersTheBoundPropertyOverTheTitle() throws {
        #expect(try call(#"TextField("Name", text: $model.email)"#, "TextField").textFieldPurpose == .email)
        #expect(try call(#"TextField("Email", text: $value)"#, "TextField").textFieldPurpose == .email)
        #expect(try call(#"TextField("login.email", text: $value)"#, "TextField").textFieldPurpose == nil)
    }

    @Test func readsAStyleOnTheViewOrAroundIt() throws {
        #expect(try call(#"Picker("A", selection: $a) { }.pickerStyle(.segmented)"#, "Picker").styleChoice("pickerStyle") == .named("segmented"))
        #expect(try call(#"Picker("A", selection: $a) { }.pickerStyle(WheelPickerStyle())"#, "Picker").styleChoice("pickerStyle") == .named("wheel"))
        #expect(try call(#"Form { Picker("A", selection: $a) { } }.pickerStyle(.menu)"#, "Picker").styleChoice("pickerStyle") == .named("menu"))
        #expect(try call(#"Picker("A", selection: $a) { }.pickerStyle(style)"#, "Picker").styleChoice("pickerStyle") == .unknown)
        #expect(try call(#"Picker("A", selection: $a) { }"#, "Picker").styleChoice("pickerStyle") == .unset)
    }

    @Test func readsTheBoundProperty() throws {
        #expect(try call(#"Slider(value: $model.level)"#, "Slider").boundProperty("value") == "model.level")
        #expect(try call(#"Slider(value: $level)"#, "Slider").boundProperty("value") == "level")
        #expect(try call(#"Slider(value: .constant(1))"#, "Slider").boundProperty("value") == nil)
        #expect(try call(#"TextField("A", text: $options[index])"#, "TextField").boundProperty("text") == nil)
    }

    @Test func knowsWhenAnEnclosingViewSpeaksForItsChildren() throws {
        let ignored = #"HStack { Slider(value: $v) }.accessibilityElement(children: .ignore)"#
        #expect(try call(ignored, "Slider").isCoveredByEnclosingAccessibility)
        let combinedWithLabel = #"HStack { Slider(value: $v) }.accessibilityElement(children: .combine).accessibilityLabel("Volume")"#
        #expect(try call(combinedWithLabel, "Slider").isCoveredByEnclosingAccessibility)
        let contained = #"HStack { Slider(value: $v) }.accessibilityElement(children: .contain)"#
        #expect(try call(contained, "Slider").isCoveredByEnclosingAccessibility == false)
        let labelledControl = #"Button { } label: { HStack { Text("A"); Image(systemName: "chevron.right") } }.accessibilityLabel("A")"#
        #expect(try call(labelledControl, "Image").isCoveredByEnclosingAccessibility)
        let acrossASheet = #"VStack { }.accessibilityHidden(true).sheet(isPresented: $s) { Slider(value: $v) }"#
        #expect(try call(acrossASheet, "Slider").isCoveredByEnclosingAccessibility == false)
        #expect(try call(#"LabeledContent("Name") { TextField("", text: $n) }"#, "TextField").isInsideLabeledContent)
        #expect(try call(#"LabeledContent { Text("x") } label: { TextField("", text: $n) }"#, "TextField").isInsideLabeledContent == false)
        #expect(try call(#"LabeledContent { TextField("", text: $n) } label: { Text("Name") }"#, "TextField").isInsideLabeledContent)
    }

    @Test func indexesTheTypesOfTheFileWithTheirExtensions() throws {
        let source = """
            struct Editor: View {
                @AccessibilityFocusState private var focused: Bool
                @State private var showing = false
                var body: some View {
                    if showing { Text("A") } else { content }
                }
            }
            extension Editor {
                var content: some View { VStack { Button("Close") { } } }
                func row() -> some View { return Text("Row") }
            }
            extension Elsewhere { var body: some View { Text("B") } }
            """
        let types = DeclaredTypes(model: model(source))
        #expect(types.isDeclared("Editor"))
        #expect(!types.isDeclared("Elsewhere"))
        #expect(types.member("focused", of: "Editor")?.attributes == ["AccessibilityFocusState"])
        #expect(types.members(of: "Editor").map(\.name) == ["focused", "showing", "body", "content", "row"])
        let body = try #require(types.viewNodes(ofMember: "body", in: "Editor"))
        guard case .branches(_, let lists) = body.first else {
            Issue.record("the body is an if/else")
            return
        }
        #expect(lists[0].directViews.map(\.typeName) == ["Text"])
        guard case .opaque = lists[1].first else {
            Issue.record("`content` is a reference the model does not resolve")
            return
        }
        #expect(types.viewNodes(ofMember: "content", in: "Editor")?.directViews.map(\.typeName) == ["VStack"])
        #expect(types.viewNodes(ofMember: "row", in: "Editor")?.directViews.map(\.typeName) == ["Text"])
        #expect(types.viewNodes(ofMember: "showing", in: "Editor") == nil)
    }
}
