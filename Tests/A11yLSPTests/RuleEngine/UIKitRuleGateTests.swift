// Eleven rules that SwiftUI code trips as well (`""`, `size:`, `selected`, `image`, `accessibilityLabel`, `TextField`,
// `Slider`, `adjustable`) ask the text
// for the word their UIKit check needs before they build the UIKit model. These tests hold
// the question to the walk: however the UIKit code spells the statement (a line break, a form
// feed or a comment before `=`, no spaces, a button or field made in a closure, a bar item made inline), the rule
// still reports it. (empty-control-name asks for `setTitle`, the method its check matches by
// name; its own examples cover it.)

import RuleEngine
import Testing

@Suite struct UIKitRuleGateTests {
    /// A rule, a class's stored property, and a statement of its `configure()`.
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: String
        let property: String
        let statement: String
        var testDescription: String { "\(rule): \(statement.isEmpty ? property : statement)" }
    }

    /// One case per statement, for a rule and a property they share.
    static func cases(_ rule: String, property: String, statements: [String]) -> [Case] {
        statements.map { Case(rule: rule, property: property, statement: $0) }
    }

    static let cases: [Case] =
        cases(
            "uikit-fixed-font", property: "let titleLabel = UILabel()",
            statements: [
                "titleLabel.font\n        = UIFont.systemFont(ofSize: 17)", "self.titleLabel.font=UIFont.systemFont(ofSize: 17)",
                "titleLabel.font = /* fixed */ UIFont.systemFont(ofSize: 17)", "titleLabel.font\u{0C}= UIFont.systemFont(ofSize: 17)",
            ])
        + cases(
            "toggle-name-and-selected-trait", property: "let muteButton = UIButton(type: .system)",
            statements: ["muteButton.isSelected\n        = isMuted", "muteButton.accessibilityTraits = isMuted ? [.button, .selected] : .button"].map {
                "muteButton.setTitle(isMuted ? \"Unmute\" : \"Mute\", for: .normal)\n        " + $0
            })
        + cases(
            "uikit-label-without-element", property: "let iconView = UIImageView()",
            statements: ["iconView.accessibilityLabel\n        = \"Downloaded\"", "iconView.accessibilityLabel=\"Downloaded\"", "iconView.accessibilityTraits = .image"])
        + cases(
            "uikit-label-not-localized", property: "let playButton = UIButton(type: .system)",
            statements: ["accessibilityLabel", "accessibilityHint", "accessibilityValue"].map { member in
                "playButton.\(member)\n        = \"Plays the episode\"\n        playButton.setTitle(NSLocalizedString(\"Play\", comment: \"\"), for: .normal)"
            })
        + [
            Case(
                rule: "uikit-icon-button-name",
                property: "let closeButton: UIButton = {\n        let button = UIButton(type: .custom)\n        button.setImage(UIImage(systemName: \"xmark\"), for: .normal)\n        return button\n    }()",
                statement: ""),
            Case(
                rule: "uikit-icon-button-name",
                property: "lazy var shareItem = UIBarButtonItem(image: UIImage(systemName: \"square.and.arrow.up\"), style: .plain, target: self, action: #selector(share))",
                statement: ""),
            Case(rule: "textfield-name", property: "let searchField = UISearchTextField()", statement: "searchField.placeholder = \"Search episodes\""),
            Case(
                rule: "textfield-name", property: "let nameField: UITextField = {\n        let field = UITextField()\n        return field\n    }()",
                statement: "nameField.placeholder = \"Name\""),
            Case(rule: "password-in-textfield", property: "let passwordField = UITextField(frame: .zero)", statement: ""),
            Case(rule: "textfield-content-type", property: "let emailField = UITextField()", statement: "emailField.borderStyle = .roundedRect"),
            Case(rule: "slider-name", property: "let volumeSlider = UISlider()", statement: "volumeSlider.maximumValue = 11"),
            Case(rule: "slider-name", property: "let volumeSlider: UISlider! = UISlider(frame: .zero)", statement: ""),
        ]
        + cases(
            "uikit-adjustable-without-actions", property: "let ratingView = UIView()",
            statements: [
                "ratingView.accessibilityTraits.insert(.adjustable)", "ratingView.accessibilityTraits\n        = [.adjustable]",
                "ratingView.accessibilityTraits |= .adjustable",
            ])

    @Test(arguments: cases)
    func theRuleReportsTheStatementHoweverItIsSpelled(_ example: Case) {
        let source = """
            final class PlayerView: UIView {
                \(example.property)
                func configure(isMuted: Bool) {
                    \(example.statement)
                }
                @objc func share() {}
            }
            """
        #expect(Linter().lint(source: source).contains { $0.ruleID == example.rule }, "\(source)")
    }
}
