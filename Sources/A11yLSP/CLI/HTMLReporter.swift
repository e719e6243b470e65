// `--format html`: one self-contained page for people who review rather than read logs.
// Everything is inline (styles, the bar charts as SVG, a small script for sorting and
// filtering); the page loads nothing, and without the script every finding still shows.

import Foundation
import RuleEngine

enum HTMLReporter {
    static func render(_ reports: [FileReport], fileCount: Int) -> String {
        let withFindings = reports.filter { !$0.findings.isEmpty }
        let findings = withFindings.flatMap(\.findings)
        var page = HTMLPage.head(title: "a11y-lsp: \(countText(findings.count, "finding"))")
        page += "<header>\n<h1>Accessibility findings</h1>\n"
        page += "<p class=\"totals\">\(HTML.escape(TextReporter.summary(reports, checked: fileCount)))"
        page += " <span class=\"tool\">\(HTML.escape(ToolInfo.name)) \(HTML.escape(ToolInfo.version))</span></p>\n"
        page += severityTotals(findings)
        page += "</header>\n<main>\n"
        if !findings.isEmpty {
            page += summarySection(findings)
            page += findingsSection(withFindings)
        }
        page += "</main>\n"
        page += HTMLPage.script
        page += "</body>\n</html>\n"
        return page
    }

    // MARK: Totals and charts

    private static func severityTotals(_ findings: [Finding]) -> String {
        var html = "<ul class=\"severity-totals\">\n"
        for severity in Severity.allCases {
            let count = findings.filter { $0.severity == severity }.count
            html += "<li>\(badge(severity)) <span class=\"count\">\(count)</span></li>\n"
        }
        return html + "</ul>\n"
    }

    private static func summarySection(_ findings: [Finding]) -> String {
        var byRule: [String: (count: Int, severity: Severity)] = [:]
        var byCriterion: [String: Int] = [:]
        for finding in findings {
            let entry = byRule[finding.ruleID]
            byRule[finding.ruleID] = ((entry?.count ?? 0) + 1, min(entry?.severity ?? finding.severity, finding.severity))  // errors sort first
            for criterion in criteria(of: finding.ruleID) { byCriterion[criterion, default: 0] += 1 }
        }
        let ruleRows = byRule.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }.map { id, entry in
            ChartRow(label: "<a href=\"\(HTML.escape(ToolInfo.rulePageURL(id)))\"><code>\(HTML.escape(id))</code></a>",
                     detail: badge(entry.severity), count: entry.count, tone: entry.severity.rawValue)
        }
        let criterionRows = byCriterion.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { number, count in
            let label: String
            if let criterion = SuccessCriterion.named(number) {
                label = "<a href=\"\(HTML.escape(criterion.url))\">\(HTML.escape(number)) \(HTML.escape(criterion.name))</a>"
            } else {
                label = HTML.escape(number)
            }
            return ChartRow(label: label, detail: SuccessCriterion.named(number).map { "Level \($0.level)" } ?? "", count: count, tone: "criterion")
        }
        var html = "<section class=\"summary\" aria-labelledby=\"summary-title\">\n<h2 id=\"summary-title\">Summary</h2>\n<div class=\"charts\">\n"
        html += chart(id: "by-rule", caption: "Findings by rule", header: ("Rule", "Worst severity"), rows: ruleRows)
        html += chart(id: "by-criterion", caption: "Findings by WCAG 2.2 success criterion", header: ("Criterion", "Level"), rows: criterionRows)
        return html + "</div>\n</section>\n"
    }

    private struct ChartRow {
        let label: String
        let detail: String
        let count: Int
        let tone: String
    }

    /// A table with a bar per row: the numbers stay readable by screen readers and at any width.
    private static func chart(id: String, caption: String, header: (String, String), rows: [ChartRow]) -> String {
        let largest = max(rows.map(\.count).max() ?? 1, 1)
        var html = "<figure class=\"chart\" id=\"\(id)\">\n<table>\n<caption>\(HTML.escape(caption))</caption>\n"
        html += "<thead><tr><th scope=\"col\">\(header.0)</th><th scope=\"col\">\(header.1)</th><th scope=\"col\">Findings</th></tr></thead>\n<tbody>\n"
        for row in rows {
            let percent = Double(row.count) / Double(largest) * 100
            let bar = "<svg class=\"bar\" viewBox=\"0 0 100 10\" preserveAspectRatio=\"none\" aria-hidden=\"true\" focusable=\"false\">"
                + "<rect class=\"\(row.tone)\" x=\"0\" y=\"0\" width=\"\(String(format: "%.1f", percent))\" height=\"10\"/></svg>"
            html += "<tr><th scope=\"row\">\(row.label)</th><td>\(row.detail)</td><td><div class=\"amount\">\(bar)<span class=\"count\">\(row.count)</span></div></td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</figure>\n"
    }

    // MARK: Findings

    private static func findingsSection(_ reports: [FileReport]) -> String {
        let findings = reports.flatMap(\.findings)
        let rules = Set(findings.map(\.ruleID)).sorted()
        let criterionNumbers = Set(findings.flatMap { criteria(of: $0.ruleID) }).sorted { $0.compare($1, options: .numeric) == .orderedAscending }
        var html = "<section class=\"findings\" aria-labelledby=\"findings-title\">\n<h2 id=\"findings-title\">Findings</h2>\n"
        html += HTMLPage.controls(rules: rules, criteria: criterionNumbers, total: findings.count)
        html += "<div id=\"files\">\n"
        var order = 0
        for report in reports {
            html += "<section class=\"file\" data-file=\"\(HTML.escape(report.path))\">\n"
            html += "<h3><span class=\"path\">\(HTML.escape(report.path))</span> <span class=\"count\">\(countText(report.findings.count, "finding"))</span></h3>\n"
            html += "<div class=\"list\">\n"
            for finding in report.findings {
                html += article(finding, in: report, order: order)
                order += 1
            }
            html += "</div>\n</section>\n"
        }
        html += "</div>\n<p id=\"no-match\" hidden>No finding matches these filters.</p>\n</section>\n"
        return html
    }

    private static func article(_ finding: Finding, in report: FileReport, order: Int) -> String {
        let start = report.location(of: finding.range.lowerBound)
        var html = "<article class=\"finding \(finding.severity.rawValue)\" data-severity=\"\(finding.severity.rawValue)\""
        html += " data-rule=\"\(HTML.escape(finding.ruleID))\" data-wcag=\"\(HTML.escape(criteria(of: finding.ruleID).joined(separator: " ")))\""
        html += " data-line=\"\(start.line)\" data-order=\"\(order)\">\n"
        html += "<p class=\"head\">\(badge(finding.severity)) "
        html += "<a class=\"rule\" href=\"\(HTML.escape(ToolInfo.rulePageURL(finding.ruleID)))\"><code>\(HTML.escape(finding.ruleID))</code></a> "
        html += "<span class=\"location\">line \(start.line), column \(start.column)</span></p>\n"
        html += "<p class=\"message\">\(HTML.escape(finding.message))</p>\n"
        html += CodeExcerpt.html(of: finding.range, in: report)
        for (index, fix) in finding.fixes.enumerated() {
            guard let diff = CodeExcerpt.fixDiff(fix, in: report) else { continue }
            let review = fix.isSafe ? "" : " <span class=\"review\">(review before applying)</span>"
            // The preferred fix (the one --fix applies when safe) is open; alternatives are one click away.
            html += "<details class=\"fix\"\(index == 0 ? " open" : "")><summary>Fix: \(HTML.escape(fix.title))\(review)</summary>\n\(diff)</details>\n"
        }
        return html + "</article>\n"
    }

    // MARK: Pieces

    private static func criteria(of ruleID: String) -> [String] {
        RuleRegistry.rule(withID: ruleID)?.wcag ?? []
    }

    /// The severity as a word and a shape, never by colour alone.
    static func badge(_ severity: Severity) -> String {
        let shape: String
        switch severity {
        case .error: shape = "<circle cx=\"8\" cy=\"8\" r=\"7\"/><path d=\"M5 5l6 6M11 5l-6 6\" class=\"glyph\"/>"
        case .warning: shape = "<path d=\"M8 1l7 14H1z\"/><path d=\"M8 6v4M8 12v1\" class=\"glyph\"/>"
        case .info: shape = "<rect x=\"1\" y=\"1\" width=\"14\" height=\"14\" rx=\"3\"/><path d=\"M8 7v5M8 4v1\" class=\"glyph\"/>"
        }
        let word = severity.rawValue.prefix(1).uppercased() + severity.rawValue.dropFirst()
        return "<span class=\"badge \(severity.rawValue)\"><svg viewBox=\"0 0 16 16\" aria-hidden=\"true\" focusable=\"false\">\(shape)</svg>\(word)</span>"
    }

    static func countText(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

enum HTML {
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
