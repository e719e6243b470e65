// What a hover says, in the order a reader needs it: what is wrong here and how to fix it
// (one line per finding), what VoiceOver will say, a short card of the component, and
// links to the full rule page and card page. Never more than `maximumLines` lines; the
// long pages stay in docs/rules. Written as Markdown, or as plain text for clients that
// cannot show Markdown.

import RuleEngine

struct HoverContent {
    static let maximumLines = 25
    static let maximumFindings = 3
    static let maximumAnnouncements = 6
    static let maximumMustHaves = 3

    struct FindingLine {
        let severity: Severity
        let ruleID: String
        let message: String
        /// The preferred fix's title, or how to fix it by hand.
        let fix: String
    }

    var findings: [FindingLine] = []
    /// Announcement lines (`muted == true → "Unmute, Button"`); empty when there is no view to speak.
    var announcements: [String] = []
    var card: ComponentCard?
    /// Over UIKit code: the card's must-haves as UIKit spells them, shown in place of SwiftUI's.
    var uikitMustHaves: [String]?
    /// A warning about the announcement itself (a name and a selected state that switch together).
    var announcementProblem: String?
    var links: [(title: String, url: String)] = []

    var isEmpty: Bool { findings.isEmpty && announcements.isEmpty && card == nil }

    /// Over a UIKit class or receiver: its card with the UIKit must-haves, and what VoiceOver says for the receiver.
    init(findings: [Finding], uikit match: UIKitHoverMatch, documentationBase: String?) {
        self.init(findings: findings, call: nil, component: match.notes.component, documentationBase: documentationBase)
        uikitMustHaves = match.notes.mustHaves
        announcements = match.announcements
        if match.nameAndSelectedSwitchTogether {
            announcementProblem = "The name and the **Selected** state switch together, so VoiceOver says the state twice (`toggle-name-and-selected-trait`): keep one strategy."
        }
    }

    init(findings: [Finding], call: ViewCall?, component: Component?, documentationBase: String?) {
        self.findings = findings.map { finding in
            let rule = RuleRegistry.rule(withID: finding.ruleID)
            let fix = finding.fixes.first?.title ?? rule.map { "none automatic; " + Self.firstSentence($0.fixDescription) } ?? ""
            return FindingLine(severity: finding.severity, ruleID: finding.ruleID, message: finding.message, fix: fix)
        }
        if let call {
            let spoken = AnnouncementPreview.announcements(for: call).map(\.line)
            // A plain custom view with nothing to say is no preview.
            if spoken != [#""‹no name›""#] { announcements = spoken }
        }
        let cardComponent = component ?? findings.lazy.compactMap { RuleRegistry.rule(withID: $0.ruleID)?.components.first }.first
        card = cardComponent.flatMap(ComponentCards.card(for:))
        if let base = documentationBase.map({ $0.hasSuffix("/") ? String($0.dropLast()) : $0 }) {
            for id in Self.unique(findings.map(\.ruleID)) { links.append(("Rule `\(id)`", "\(base)/\(id).md")) }
            if let card { links.append(("Card `\(card.component.rawValue)`", "\(base)/components/\(card.component.rawValue).md")) }
        }
    }

    // MARK: Rendering

    func markdown() -> String { render(markdown: true) }
    func plainText() -> String { render(markdown: false) }

    private func render(markdown: Bool) -> String {
        func code(_ text: String) -> String { markdown ? "`\(text)`" : text }
        func bold(_ text: String) -> String { markdown ? "**\(text)**" : text }
        func plain(_ text: String) -> String { markdown ? text : text.replacing("`", with: "").replacing("**", with: "") }

        var blocks: [[String]] = []
        if !findings.isEmpty {
            var lines = findings.prefix(Self.maximumFindings).map { finding in
                "\(bold(finding.severity.rawValue.capitalized)) \(code(finding.ruleID)): \(plain(finding.message)) \(bold("Fix:")) \(plain(finding.fix))"
            }
            if findings.count > Self.maximumFindings { lines.append("… and \(findings.count - Self.maximumFindings) more findings here") }
            blocks.append(lines)
        }
        if !announcements.isEmpty {
            var lines = [bold("VoiceOver will say") + " (read from the source):"]
            lines += announcements.prefix(Self.maximumAnnouncements).map { "- " + code($0) }
            if announcements.count > Self.maximumAnnouncements {
                lines.append("- … \(announcements.count - Self.maximumAnnouncements) more combinations")
            }
            if let announcementProblem { lines.append(plain(announcementProblem)) }
            blocks.append(lines)
        }
        if let card {
            var lines = ["\(bold(card.name)) (\(code(card.component.rawValue))): \(plain(card.summary))"]
            if let uikitMustHaves {
                lines.append("In UIKit, must have:")
                lines += uikitMustHaves.prefix(Self.maximumMustHaves + 1).map { "- " + plain($0) }
            } else {
                lines.append("Must have:")
                lines += card.mustHaves.prefix(Self.maximumMustHaves).map { "- " + plain(Self.firstSentence($0)) }
            }
            blocks.append(lines)
        }
        if !links.isEmpty {
            if markdown {
                blocks.append([links.map { "[\($0.title)](\($0.url))" }.joined(separator: " · ")])
            } else {
                blocks.append(links.map { "\(plain($0.title)): \($0.url)" })
            }
        }
        return blocks.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }

    /// Up to the first full stop that ends a sentence (not one inside `x.y`, nor "e.g.").
    static func firstSentence(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        var searchFrom = flat.startIndex
        while let stop = flat[searchFrom...].firstRange(of: ". ") {
            let before = flat[..<stop.lowerBound]
            let abbreviation = ["e.g", "i.e", "etc", "vs"].contains { before.hasSuffix($0) }
            if !abbreviation, flat[stop.upperBound...].first.map({ $0.isUppercase || $0 == "`" || $0 == "\"" }) ?? false {
                return String(before) + "."
            }
            searchFrom = stop.upperBound
        }
        return flat
    }

    private static func unique(_ ids: [String]) -> [String] {
        var seen: Set<String> = []
        return ids.filter { seen.insert($0).inserted }
    }
}
