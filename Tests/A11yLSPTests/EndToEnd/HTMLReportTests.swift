// `lint --format html`: one page that holds every finding and loads nothing. Rendering it
// in a browser (layout at 320 px, dark mode, filtering) is Tests/HTMLReport/, run by .ci/run.

import Foundation
import JSONRPC
import Testing

@Suite struct HTMLReportTests {
    private func lint(_ format: String, _ folder: TemporaryFolder) throws -> (status: Int32, stdout: String, stderr: String) {
        try TestBinary.run(["lint", "--no-cache", "--format", format, "."], in: folder.url)
    }

    private func sample() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Sources/Player.swift", """
            import SwiftUI

            struct Player: View {
                @State private var muted = false
                var body: some View {
                    VStack {
                        Text("<b>Now & then</b>")
                        Button(action: share) { Image(systemName: "square.and.arrow.up") }
                        Image(systemName: "forward.fill")
                            .accessibilityLabel("Next button")
                    }
                }
                func share() {}
            }
            """)
        try folder.write("Sources/Empty.swift", "struct Nothing {}\n")
        return folder
    }

    @Test func everyFindingIsOnThePageWithItsRuleLinkAndFix() throws {
        let folder = try sample()
        let findings = try #require(try JSONParser.parse(try lint("json", folder).stdout)["findings"]?.arrayValue)
        #expect(findings.count == 2)
        let run = try lint("html", folder)
        #expect(run.status == 1)
        let page = run.stdout
        #expect(page.hasPrefix("<!doctype html>"))
        #expect(page.components(separatedBy: "<article class=\"finding").count - 1 == findings.count)
        for finding in findings {
            let rule = try #require(finding["rule"]?.stringValue)
            let line = try #require(finding["line"]?.intValue)
            #expect(page.contains("data-rule=\"\(rule)\" data-wcag=\"4.1.2"), "\(rule)")
            #expect(page.contains("data-line=\"\(line)\""))
            #expect(page.contains("href=\"https://github.com/a11y-lsp/a11y-lsp/blob/main/docs/rules/\(rule).md\""))
        }
        #expect(page.contains("<section class=\"file\" data-file=\"Sources/Player.swift\">"))
        #expect(!page.contains("data-file=\"Sources/Empty.swift\""), "files without findings get no section")
        // The fixes, as diffs.
        #expect(page.contains("<ins class=\"line\"><span class=\"sign\">+</span>                .accessibilityLabel(&quot;Share&quot;)</ins>"))
        #expect(page.contains("<del class=\"line\"><span class=\"sign\">-</span>                .accessibilityLabel(&quot;Next button&quot;)</del>"))
        // The summary: both rules and the criterion they share.
        #expect(page.contains("2 findings (1 error, 1 warning) in 2 files checked."))
        #expect(page.contains("<caption>Findings by rule</caption>"))
        #expect(page.contains("4.1.2 Name, Role, Value</a>"))
    }

    @Test func theSourceIsEscapedAndNothingIsLoaded() throws {
        let page = try lint("html", try sample()).stdout
        #expect(page.contains("Text(&quot;&lt;b&gt;Now &amp; then&lt;/b&gt;&quot;)"))
        #expect(!page.contains("<b>Now"))
        for loader in ["<link", " src=", "url(", "@import", "fetch(", "XMLHttpRequest", "<iframe", "<img"] {
            #expect(!page.contains(loader), "the page must load nothing: found \(loader)")
        }
        #expect(page.contains("Content-Security-Policy\" content=\"default-src 'none'"))
        // One script, inline.
        #expect(page.components(separatedBy: "<script").count == 2)
    }

    @Test func aCleanRunSaysSo() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", "struct A {}\n")
        let run = try lint("html", folder)
        #expect(run.status == 0)
        #expect(run.stdout.contains("No findings in 1 file checked."))
        #expect(!run.stdout.contains("<article"))
    }

    /// Both streams to one pipe, as in a CI log: the summary comes after the last finding's line.
    @Test func theSummaryFollowsTheReportInOneStream() throws {
        let folder = try sample()
        for format in ["text", "xcode"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: TestBinary.path)
            process.arguments = ["lint", "--no-cache", "--format", format, "."]
            process.currentDirectoryURL = folder.url
            let both = Pipe()
            process.standardOutput = both
            process.standardError = both
            try process.run()
            let output = String(decoding: both.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 4, "\(output)")
            #expect(lines[0].hasPrefix("Sources/Player.swift:8:"))
            #expect(lines[1].hasSuffix("[role-word-in-label]"))
            #expect(lines[2] == "2 findings (1 error, 1 warning) in 2 files checked.")
            #expect(lines[3] == "")
        }
    }
}
