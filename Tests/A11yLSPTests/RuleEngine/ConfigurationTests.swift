// `.a11y-lsp.json`: parsing, clear errors, globs, and the nearest-file search.

import Foundation
@testable import A11yLSP
import RuleEngine
import Testing

@Suite struct ConfigurationTests {
    private func parse(_ text: String) throws(ConfigurationError) -> Configuration {
        try Configuration.parse(Array(text.utf8), source: "/p/.a11y-lsp.json", reader: .json)
    }

    @Test func readsEveryKey() throws {
        let configuration = try parse("""
            {"rules": {"role-word-in-label": "off", "empty-control-name": "warning"},
             "exclude": ["Generated/**", "*.pb.swift"], "previews": true, "tests": false, "platform": "macOS",
             "announcements": true, "docsBaseURL": "https://example.com/rules"}
            """)
        #expect(configuration.rules == ["role-word-in-label": .off, "empty-control-name": .warning])
        #expect(configuration.exclude == ["Generated/**", "*.pb.swift"])
        #expect(configuration.lintOptions.includePreviews)
        #expect(!configuration.lintOptions.includeTests)
        #expect(configuration.lintOptions.platform == .macOS)
        #expect(configuration.announcements == true)
    }

    @Test(arguments: [
        ("{", "not valid JSON at line 1, column 2"),
        ("{\n  \"rules\": {\n    \"empty-control-name\": \"off\",\n  }\n}", "not valid JSON at line 4, column 3: expected a member name"),
        (#"{"exclude": ["a",]}"#, "not valid JSON at line 1, column 18"),
        (#"{"previews": true,}"#, "not valid JSON at line 1, column 19"),
        ("{\"rules\": {} // a comment\n}", "not valid JSON at line 1, column 14"),
        ("[1]", "must be a JSON object"),
        (#"{"rules": {"no-such-rule": "off"}}"#, #"unknown rule "no-such-rule""#),
        (#"{"rules": {"empty-control-name": "loud"}}"#, #"rule "empty-control-name" must be"#),
        (#"{"rules": []}"#, #""rules" must be"#),
        (#"{"previews": "yes"}"#, #""previews" must be true or false, not a string"#),
        (#"{"tests": 1}"#, #""tests" must be true or false, not a number"#),
        (#"{"platform": "Android"}"#, #""platform" must be one of"#),
        (#"{"exclude": [1]}"#, #""exclude" must be"#),
        (#"{"rule": {}}"#, #"unknown key "rule""#),
    ])
    func malformedConfigurationsSayWhatIsWrong(_ text: String, _ problem: String) {
        do {
            _ = try parse(text)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.description.hasPrefix("/p/.a11y-lsp.json: "))
            #expect(error.problem.contains(problem), "\(error.problem)")
        }
    }

    @Test func laterSettingsOverlayEarlierOnes() throws {
        let file = try parse(#"{"rules": {"empty-control-name": "warning", "role-word-in-label": "off"}, "previews": true}"#)
        let editor = try parse(#"{"rules": {"empty-control-name": "error"}}"#)
        let combined = file.overlaid(with: editor)
        #expect(combined.rules == ["empty-control-name": .error, "role-word-in-label": .off])
        #expect(combined.previews == true)
    }

    @Test(arguments: [
        ("Generated/**", "Generated/Assets.swift", true), ("Generated/**", "Sources/Generated/A.swift", false),
        ("Generated", "Sources/Generated/A.swift", true), ("*.pb.swift", "Sources/Model.pb.swift", true),
        ("*.pb.swift", "Sources/Model.swift", false), ("Sources/*/Mocks/**", "Sources/App/Mocks/M.swift", true),
        ("**/Legacy*.swift", "A/B/LegacyView.swift", true), ("**/Legacy*.swift", "A/B/View.swift", false),
        ("Vendor/", "Vendor/Lib/X.swift", true), ("V?ndor", "Vendor/X.swift", true), ("./Pods", "Pods/A.swift", true),
    ])
    func globsMatchPaths(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) on \(path)")
    }

    @Test func findsTheNearestFileUpwardAndAppliesItsExcludes() throws {
        let folder = try TemporaryFolder()
        try folder.write(".a11y-lsp.json", #"{"rules": {"empty-control-name": "off"}, "exclude": ["Generated/**"]}"#)
        try folder.write("App/Feature/.a11y-lsp.json", #"{"rules": {"role-word-in-label": "info"}}"#)
        try folder.write("App/Other/View.swift", "")
        try folder.write("App/Feature/View.swift", "")
        let files = ConfigurationFiles(reader: .json)
        let other = try files.configuration(forFile: folder.url.appendingPathComponent("App/Other/View.swift").path)
        #expect(other.configuration.rules == ["empty-control-name": .off])
        #expect(other.excludes(folder.url.appendingPathComponent("Generated/Strings.swift").path))
        #expect(!other.excludes(folder.url.appendingPathComponent("App/Other/View.swift").path))
        #expect(other.projectPath(of: folder.url.appendingPathComponent("App/Other/View.swift").path) == "App/Other/View.swift")
        let feature = try files.configuration(forFile: folder.url.appendingPathComponent("App/Feature/View.swift").path)
        #expect(feature.configuration.rules == ["role-word-in-label": .info], "the nearest file wins")
        let outside = try files.configuration(forFile: "/definitely/not/here/View.swift")
        #expect(outside == .defaults)
    }

    /// Lookups are kept by the folder as the path spells it; a file created meanwhile is found once
    /// the cache is invalidated, and a path that climbs out with `..` is its own folder's.
    @Test func cachedLookupsFollowInvalidationAndEverySpellingOfAFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write(".a11y-lsp.json", #"{"rules": {"empty-control-name": "off"}}"#)
        try folder.write("App/Feature/.a11y-lsp.json", #"{"rules": {"role-word-in-label": "info"}}"#)
        let files = ConfigurationFiles(reader: .json)
        let other = folder.url.appendingPathComponent("App/Other").path
        #expect(try files.configuration(forFile: other + "/View.swift").configuration.rules == ["empty-control-name": .off])
        #expect(try files.configuration(forFile: other + "/../Feature/View.swift").configuration.rules == ["role-word-in-label": .info])
        try folder.write("App/Other/.a11y-lsp.json", #"{"rules": {"slider-name": "info"}}"#)
        #expect(try files.configuration(forFile: other + "/Row.swift").configuration.rules == ["empty-control-name": .off], "cached until invalidated")
        files.invalidate()
        #expect(try files.configuration(forFile: other + "/Row.swift").configuration.rules == ["slider-name": .info])
        #expect(try files.configuration(forFile: other + "/View.swift").configuration.rules == ["slider-name": .info])
    }

    /// For clients that watch no files: a configuration read, or looked for and missing, is
    /// noticed when it is rewritten (same size), replaced, created or removed.
    @Test func theDiskCheckNoticesEveryKindOfChangeToAFileReadOrLookedFor() throws {
        let folder = try TemporaryFolder()
        let config = folder.url.appendingPathComponent(".a11y-lsp.json").path
        let setting = #"{"rules": {"slider-name": "info"}}"#
        try folder.write(".a11y-lsp.json", setting)
        // An old time, so writing it again changes the time even where clocks tick coarsely.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: config)
        let files = ConfigurationFiles(reader: .json)
        let settle = { files.invalidate(); _ = try? files.configuration(forFile: folder.url.appendingPathComponent("App/View.swift").path) }
        settle()
        #expect(!files.hasChangedOnDisk(), "nothing changed")

        try folder.write(".a11y-lsp.json", #"{"rules": {"slider-name": "warn"}}"#)
        #expect(files.hasChangedOnDisk(), "the same size, written again")
        settle()
        let replacement = folder.url.appendingPathComponent("new.json").path
        try Data(setting.utf8).write(to: URL(fileURLWithPath: replacement))
        try FileManager.default.removeItem(atPath: config)
        try FileManager.default.moveItem(atPath: replacement, toPath: config)
        #expect(files.hasChangedOnDisk(), "replaced by another file")
        settle()
        try folder.write("App/.a11y-lsp.json", setting)
        #expect(files.hasChangedOnDisk(), "created in a folder looked in")
        settle()
        try FileManager.default.removeItem(atPath: config)
        #expect(!files.hasChangedOnDisk(), "a file shadowed by a nearer one was not looked for")
        try FileManager.default.removeItem(atPath: folder.url.appendingPathComponent("App/.a11y-lsp.json").path)
        #expect(files.hasChangedOnDisk(), "removed")
    }
}
