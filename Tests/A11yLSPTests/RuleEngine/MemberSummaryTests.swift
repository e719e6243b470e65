// A keystroke's type summarized from its members' parts (issue 16): the summary is the one a
// fresh lint of the same text gives, at every keystroke, whichever member the keystroke is in
// and whatever it does to the type's signatures.

import Foundation
import RuleEngine
import Testing

@testable import A11yLSP

@Suite struct MemberSummaryTests {
    /// Opens `source`, then types `typed` a character at a time after `marker` (its end), and
    /// checks each version's summary against a fresh one. Returns how many parts each keystroke read.
    @discardableResult
    private func type(_ typed: String, after marker: String, in source: String) -> [Int] {
        let range = source.range(of: marker)
        #expect(range != nil, "\(marker) is not in the source")
        return type(typed, at: range.map { source.utf8.distance(from: source.startIndex, to: $0.upperBound) } ?? 0, in: source)
    }

    @discardableResult
    private func type(_ typed: String, at start: Int, in source: String, linter: Linter = Linter()) -> [Int] {
        let document = SourceDocument(text: source)
        let state = IncrementalLintState()
        _ = linter.lint(document, state: state)
        var offset = start
        var read: [Int] = []
        for byte in typed.utf8 {
            let before = state.memberSummariesRead
            document.apply(ByteEdit(range: offset..<offset, replacement: [byte]))
            offset += 1
            let findings = linter.lint(document, state: state)
            read.append(state.memberSummariesRead - before)
            let fresh = linter.summarize(SourceDocument(text: document.text), state: IncrementalLintState())
            #expect(state.summary == fresh, "after typing \(read.count) characters of \(typed)")
            #expect(findings == linter.lint(source: document.text), "findings after typing \(read.count) characters of \(typed)")
        }
        return read
    }

    /// Every keystroke after the first reads `body`'s part alone; the first reads the whole type.
    @Test func typingInTheFixturesBodyReadsBodysPartAlone() throws {
        let places = try #require(TypingPlaces(in: TypingFixture.text))
        let text = String(decoding: places.text, as: UTF8.self)
        let read = type("Later", at: try #require(places.string), in: text)
        #expect(read.dropFirst().allSatisfy { $0 == 1 }, "\(read)")
    }

    /// The snippet the benchmark types: most versions do not parse, and a `{` left open strands
    /// the members after `body`.
    @Test func typingTheBenchSnippetKeepsAFreshSummary() throws {
        let places = try #require(TypingPlaces(in: TypingReparseTests.shortScreen))
        let text = String(decoding: places.text, as: UTF8.self)
        type(TypingBench.snippet, at: places.snippet, in: text)
    }

    static let designSystem = #"""
        import SwiftUI

        struct CardTitle: ViewModifier {
            var isProminent = true
            func body(content: Content) -> some View {
                content.font(.title3).frame(maxHeight: 44)
            }
            var weight: Font.Weight = .bold
        }

        struct PillStyle: ButtonStyle {
            var isCompact = false
            init(isCompact: Bool = true) { self.isCompact = isCompact }
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.frame(height: isCompact ? 28 : 44).padding(4)
            }
        }

        enum Metrics {
            static let rowHeight: CGFloat = 44
            static let title = "Settings"
            static var spacing: CGFloat { 8 }
        }

        extension Button where Label == Image {
            init(symbol: String, action: @escaping () -> Void) {
                self.init(action: action) { Image(systemName: symbol) }
            }
        }

        struct ProfileRow: View {
            let title: String
            var subtitle: String?
            let onTap: () -> Void

            #if os(iOS)
            var body: some View {
                Button(action: onTap) {
                    VStack { Text(title); Text(subtitle ?? "") }
                }
            }
            #else
            var body: some View { Text(title) }
            #endif

            struct Badge: View {
                let count: Int
                var body: some View { Text("\(count)").accessibilityLabel("unread") }
            }

            static let height = 60
            func open() { onTap() }
        }

        struct Screen: View {
            @State private var isOn = false
            var body: some View {
                List {
                    ProfileRow(title: "Me", onTap: { isOn.toggle() })
                    Toggle("Wi-Fi", isOn: $isOn)
                }
            }
            var footer: some View { Text("v1") }
            static let rowCount = 3
            struct Cell: View {
                var body: some View { Text("c") }
            }
        }

        #Preview { Screen() }

        extension Screen {
            var header: some View { Text("Header") }
        }
        """#

    /// Edits in each member kind: a modifier's body and a property before it, a style's
    /// `makeBody`, a default turned to `true`, an enum's constants, a control's initializer, a
    /// body inside `#if`, a nested view, a use site of a custom view, a brace left open before a
    /// preview and an extension, and text that localizes.
    @Test(arguments: [
        ("content.font(.title3)", ".bold()"),
        ("var isProminent = true", "\n    @Binding var isOn: Bool"),
        ("var weight: Font.Weight = .bold", "\n    var isDimmed = true"),
        ("configuration.label", ".opacity(0.5).frame(maxHeight: 60)"),
        ("var isCompact = ", "true || "),
        ("static let rowHeight: CGFloat = ", "4"),
        ("static let title = \"Settings", " and More"),
        ("self.init(action: action) { Image(systemName: symbol)", ".accessibilityLabel(symbol)"),
        ("VStack { Text(title); Text(subtitle ?? \"\") }", "\n            Image(systemName: \"chevron.right\")"),
        ("var body: some View { Text(\"\\(count)\")", ".font(.caption)"),
        ("ProfileRow(title: \"Me\", onTap: { isOn.toggle() })", "\n            ProfileRow(title: String(localized: \"You\"), onTap: {})"),
        ("List {", "\n            VStack {"),
        ("func open() { onTap() }", "\n    static let width = 3"),
        ("var footer: some View { Text(\"v1\")", " ; Button(\"More\") { }"),
    ])
    func editsInEveryKindOfMemberKeepAFreshSummary(marker: String, typed: String) {
        type(typed, after: marker, in: Self.designSystem)
    }

    /// Members that share a key are read again at every keystroke, never taken for each other:
    /// three constants on one line (a key runs over whole lines), two computed views on one line,
    /// and a pasted `var body` (the same text, but only the last one is what the type shows).
    @Test(arguments: [
        """
        enum Metrics {
            static let small: CGFloat = 4; static let medium: CGFloat = 8; static let large: CGFloat = 16
            static func f() {
                // hi
            }
        }
        """,
        """
        struct Row: View {
            var z = 0; var a: some View { Text("a") }; var b: some View { Button(action: {}) { Image(systemName: "gear") } }
            var body: some View {
                VStack {
                    // hi
                    a
                    b
                }
            }
        }
        """,
        """
        struct V: View {
            var title = "padding padding padding padding padding padding padding padding padding padding padding"
            var body: some View { Text("a") }
            var body: some View { Text("a") }
            var body: some View { Text("a") }
            func f() {
                // hi
            }
        }
        """,
    ])
    func membersSharingAKeyAreReadAgain(_ type: String) {
        let read = self.type("abc", after: "// hi", in: "import SwiftUI\n\n" + type)
        #expect(read.dropFirst().allSatisfy { $0 >= 2 }, "\(read)")
    }

    /// A style's `makeBody` left open: its style reads the members stranded in it, as a fresh
    /// summary does, at every keystroke.
    @Test func aMakeBodyLeftOpenKeepsAFreshStyle() {
        let source = """
            import SwiftUI

            struct PillStyle: ButtonStyle {
                var title = "padding padding padding padding padding padding padding padding padding padding padding"
                var subtitle = "padding padding padding padding padding padding padding padding padding padding padding"
                func makeBody(configuration: Configuration) -> some View {
                    // hi
                    configuration.label.frame(height: 44)
                func helper() -> some View { Text("x") }
            }
            """
        type("abc", after: "// hi", in: source)
    }

    /// A type whose text may give UIKit facts (here, traits set on a label) is summarized whole,
    /// with the same result.
    @Test func aTypeWhoseTextMayGiveUIKitFactsIsSummarizedWhole() {
        let source = """
            import SwiftUI
            struct Wrapper: UIViewRepresentable {
                var title: String
                func makeUIView(context: Context) -> UILabel {
                    let label = UILabel()
                    label.text = title
                    label.accessibilityTraits = .header
                    return label
                }
                func updateUIView(_ view: UILabel, context: Context) {}
            }
            """
        let read = type("\n        label.isAccessibilityElement = true", after: "label.text = title", in: source)
        #expect(read.allSatisfy { $0 == 0 }, "\(read)")
    }
}
