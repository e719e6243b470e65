// The contrast engine: WCAG 2.x luminance and ratios against known values, the colours
// read from Swift expressions, and the text styles read from fonts.

import Foundation
import RuleEngine
import SwiftParser
import SwiftSyntax
import Testing

@Suite final class ContrastTests: ModelFixture {
    private func expression(_ text: String) throws -> ExprSyntax {
        let file = Parser.parse(source: "let x = " + text)
        let binding = try #require(file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first)
        return try #require(binding.initializer?.value)
    }

    private func color(_ text: String) throws -> SRGBColor? {
        ColorReader.color(of: try expression(text)).lightModeColor
    }

    private func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    private let white = SRGBColor(white: 1)
    private let black = SRGBColor(white: 0)

    // MARK: Known ratios

    @Test(arguments: [
        ("#777777", "#FFFFFF", 4.48), ("#767676", "#FFFFFF", 4.54), ("#000000", "#FFFFFF", 21), ("#FFFFFF", "#FFFFFF", 1),
        ("#007AFF", "#FFFFFF", 4.02), ("#FF0000", "#FFFFFF", 4), ("#8E8E93", "#FFFFFF", 3.26), ("#FFFFFF", "#FF9500", 2.2),
        ("#595959", "#FFFFFF", 7), ("#FFFFFF", "#000000", 21),
    ])
    func knownRatios(_ foreground: String, _ background: String, _ ratio: Double) throws {
        let text = try #require(SRGBColor(hex: foreground))
        let behind = try #require(SRGBColor(hex: background))
        #expect(rounded(text.contrastRatio(over: behind)) == ratio)
        #expect(rounded(behind.contrastRatio(over: text)) == ratio, "the ratio does not depend on which colour is lighter")
    }

    @Test func luminanceFollowsTheWCAGFormula() throws {
        #expect(white.relativeLuminance == 1)
        #expect(black.relativeLuminance == 0)
        let grey = try #require(SRGBColor(hex: "#777777"))
        #expect(abs(grey.relativeLuminance - 0.1845) < 0.0005)
        // Green weighs most, blue least.
        #expect(SRGBColor(red: 0, green: 1, blue: 0).relativeLuminance > SRGBColor(red: 1, green: 0, blue: 0).relativeLuminance)
        #expect(SRGBColor(red: 1, green: 0, blue: 0).relativeLuminance > SRGBColor(red: 0, green: 0, blue: 1).relativeLuminance)
    }

    @Test func opacityIsCompositedOverTheBackground() {
        let halfBlack = black.withAlpha(0.5)
        #expect(halfBlack.composited(over: white) == SRGBColor(white: 0.5))
        #expect(rounded(halfBlack.contrastRatio(over: white)) == rounded(SRGBColor(white: 0.5).contrastRatio(over: white)))
        #expect(white.withAlpha(0).contrastRatio(over: black) == 1, "a transparent text colour shows the background")
    }

    @Test func hexLiteralsParse() throws {
        #expect(SRGBColor(hex: "#777") == SRGBColor(hex: "#777777"))
        #expect(SRGBColor(hex: "0x777777") == SRGBColor(hex: "777777"))
        let translucent = try #require(SRGBColor(hex: "#77777780"))
        #expect(abs(translucent.alpha - 128.0 / 255) < 0.0001)
        #expect(SRGBColor(hex: "#77777") == nil)
        #expect(SRGBColor(hex: "#GGGGGG") == nil)
        #expect(try #require(SRGBColor(hex: "#0A7bFF")).description == "#0A7BFF")
    }

    // MARK: Colours read from code

    @Test(arguments: [
        ("Color(red: 119 / 255, green: 119 / 255, blue: 119 / 255)", "#777777"),
        ("Color(white: 0.4667)", "#777777"),
        ("Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1)", "#FF0000"),
        ("SwiftUI.Color(red: 1, green: 1, blue: 1)", "#FFFFFF"),
        ("Color.black", "#000000"), (".white", "#FFFFFF"),
        ("Color.gray", "#8E8E93"), (".red", "#FF3B30"), ("Color(.systemGray)", "#8E8E93"), ("Color(.systemGray4)", "#D1D1D6"),
        ("Color(.gray)", "#808080"), ("Color(uiColor: .lightGray)", "#AAAAAA"),
        ("Color(UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))", "#808080"),
        ("Color(hue: 0, saturation: 1, brightness: 1)", "#FF0000"), ("Color(hue: 1.0 / 3, saturation: 1, brightness: 1)", "#00FF00"),
        ("Color(.sRGBLinear, white: 0.2140)", "#7F7F7F"),
        ("Color.black.opacity(0.5)", "#00000080"), (".white.opacity(0.25)", "#FFFFFF40"),
        ("Color(red: CGFloat(119) / 255.0, green: 0.4667, blue: 0.4667)", "#777777"),
    ])
    func componentsAreRead(_ code: String, _ hex: String) throws {
        #expect(try color(code)?.description == hex)
    }

    @Test(arguments: [
        "Color(\"Brand\")", ".primary", "Color.secondary", "Color(.label)", "Color.accentColor", "brandColor", "theme.text",
        "Color(hex: \"#777777\")", "Color(.displayP3, red: 1, green: 0, blue: 0)", "Color.red.gradient", ".tint",
        "Color(red: r, green: g, blue: b)", "isOn ? Color.black : Color.white", "Color.black.opacity(fade)",
    ])
    func unknownColoursStayUnknown(_ code: String) throws {
        #expect(try color(code) == nil, "\(code)")
    }

    @Test func systemColoursAdaptAndComponentsDoNot() throws {
        #expect(ColorReader.color(of: try expression(".red")) == .system("red", try #require(SRGBColor(hex: "#FF3B30"))))
        #expect(ColorReader.color(of: try expression("UIColor.systemRed")) == .system("systemRed", try #require(SRGBColor(hex: "#FF3B30"))))
        #expect(ColorReader.color(of: try expression("Color(white: 0)")) == .fixed(black))
        #expect(ColorReader.color(of: try expression("UIColor.red")) == .fixed(SRGBColor(red: 1, green: 0, blue: 0)))
    }

    // MARK: Colours of a view

    @Test func textColoursComeFromTheViewAndItsSurroundings() throws {
        let text = try call("""
            ZStack {
                Color(white: 0.2).ignoresSafeArea()
                VStack { Text("Hi").padding() }.foregroundStyle(.white.opacity(0.5))
            }
            """, "Text")
        let colors = try #require(text.textColors)
        #expect(colors.foreground.view.typeName == "VStack")
        #expect(colors.foreground.color.lightModeColor == white.withAlpha(0.5))
        guard case .color(let behind) = colors.backdrop else { Issue.record("the ZStack layer is the backdrop"); return }
        #expect(behind.lightModeColor == SRGBColor(white: 0.2))
    }

    @Test(arguments: [
        #"Text("Hi").foregroundColor(.black).background(Color.white).opacity(0.5)"#,
        #"VStack { Text("Hi").foregroundColor(.black) }.background(Color.white).opacity(0.5)"#,
        #"Text("Hi").foregroundColor(.black).opacity(fading ? 0 : 1).background(Color.white)"#,
    ])
    func opacityOverTheBackgroundToo(_ source: String) throws {
        #expect(try call(source, "Text").backdrop == nil, "the result depends on what lies behind everything")
    }

    @Test func opacityOfTheContentAloneIsKept() throws {
        let text = try call(#"VStack { Text("Hi").foregroundColor(.black).opacity(0.5) }.background(Color.white)"#, "Text")
        let backdrop = try #require(text.backdrop)
        #expect(backdrop.contentOpacity == 0.5)
    }

    @Test(arguments: [
        (#"List { Text("Hi").foregroundColor(.gray) }.background(Color.white)"#, "system"),
        (#"Text("Hi").foregroundColor(.gray)"#, "system"),
        (#"Image("bg").overlay(Text("Hi").foregroundColor(.gray))"#, "unknown"),
        (#"Color.black.overlay(Text("Hi").foregroundColor(.gray))"#, "color"),
        (#"ZStack { Image("bg"); Text("Hi").foregroundColor(.gray) }"#, "unknown"),
        (#"Button { } label: { Text("Hi") }.foregroundColor(.gray).buttonStyle(.bordered).background(Color.white)"#, "unknown"),
        (#"Button { } label: { Text("Hi") }.foregroundColor(.gray).buttonStyle(PlainButtonStyle()).background(Color.white)"#, "color"),
    ])
    func backdropsAreReadConservatively(_ source: String, _ expected: String) throws {
        let backdrop = try #require(try call(source, "Text").backdrop).backdrop
        switch backdrop {
        case .systemBackground: #expect(expected == "system")
        case .color: #expect(expected == "color")
        case .unknown: #expect(expected == "unknown")
        }
    }

    // MARK: Text styles

    @Test(arguments: [
        (".title3.bold()", "title3", 20.0, true, true, true),
        (".largeTitle", "largeTitle", 34, false, true, true),
        (".headline", "headline", 17, true, false, false),
        (".system(size: 22, weight: .bold)", nil, 22, true, true, true),
        (".system(size: 22)", nil, 22, false, false, false),
        (".custom(\"Avenir\", size: 24, relativeTo: .body)", nil, 24, false, false, true),
        ("Font.system(.title2, design: .rounded)", "title2", 22, false, true, false),
        (".title2.weight(.semibold)", "title2", 22, true, true, true),
    ] as [(String, String?, Double, Bool, Bool, Bool)])
    func fontsAreRead(_ font: String, _ style: String?, _ points: Double, _ bold: Bool, _ title: Bool, _ large: Bool) throws {
        let read = try #require(TextStyle.style(ofFont: try expression(font)))
        #expect(read.style == style && read.points == points && read.isBold == bold)
        #expect(read.isTitle == title)
        #expect(read.isLargeText == large)
    }

    @Test func aViewsTextStyleFlowsDownAndStopsAtTheUnknown() throws {
        #expect(try call(#"VStack { Text("A") }.font(.title)"#, "Text").textStyle?.style == "title")
        #expect(try call(#"Text("A").font(.caption).font(.title)"#, "Text").textStyle?.style == "caption")
        #expect(try call(#"Text("A").font(.system(size: 20)).bold()"#, "Text").textStyle?.isTitle == true)
        #expect(try call(#"Text("A")"#, "Text").textStyle == .body)
        #expect(try call(#"Text("A").font(theme.titleFont)"#, "Text").textStyle == nil)
        #expect(try call(#"Text("A").cardTitle()"#, "Text").textStyle == nil, "an app's own font modifier may set any font")
        #expect(try call(#"Text("A").font(.title).cardTitle()"#, "Text").textStyle?.style == "title")
        #expect(try call(#"Text("A").padding().navigationTitle("B")"#, "Text").textStyle == .body, "SwiftUI's own title modifiers set no font")
    }
}
