// `a11y-lsp lint` as CI runs it: formats, exit statuses, fixtures, bad input.

import Foundation
import JSONRPC
import Testing

@Suite struct LintCLITests {
    private func json(_ stdout: String) throws -> [JSONValue] {
        let document = try JSONParser.parse(stdout)
        #expect(document["version"] == 1)
        return try #require(document["findings"]?.arrayValue)
    }

    /// `(file name, line, rule)` for every `// expect: rule` comment in a folder's fixtures.
    private func expectations(in folder: URL) throws -> Set<String> {
        var result: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "// expect: ") else { continue }
                for rule in line[range.upperBound...].split(separator: ",") {
                    result.insert("\(name):\(index + 1):\(rule.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return result
    }

    @Test func goldenPatternsGiveNoFindings() throws {
        let run = try TestBinary.run(["lint", "--format", "json", TestBinary.fixtures.appendingPathComponent("Golden").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try json(run.stdout).isEmpty, "\(run.stdout)")
    }

    @Test func badShapesGiveTheExpectedFindings() throws {
        let folder = TestBinary.fixtures.appendingPathComponent("Bad")
        let run = try TestBinary.run(["lint", "--format", "json", folder.path])
        #expect(run.status == 1, "error findings make the exit status 1")
        let found = Set(try json(run.stdout).map { finding in
            "\(URL(fileURLWithPath: finding["file"]?.stringValue ?? "").lastPathComponent):\(finding["line"]?.intValue ?? 0):\(finding["rule"]?.stringValue ?? "")"
        })
        let expected = try expectations(in: folder)
        #expect(!expected.isEmpty)
        #expect(found == expected, "missing: \(expected.subtracting(found)), unexpected: \(found.subtracting(expected))")
    }

    @Test func textFormatIsWhatXcodeShowsInline() throws {
        let folder = try TemporaryFolder()
        try folder.write("View.swift", "let a = 1\n    Toggle(\"\", isOn: $on)\n")
        let run = try TestBinary.run(["lint", "View.swift"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout == "View.swift:2:5: error: \(try firstMessage(folder)) [empty-control-name]\n")
        #expect(run.stderr.contains("1 finding (1 error) in 1 file checked."))
    }

    private func firstMessage(_ folder: TemporaryFolder) throws -> String {
        let run = try TestBinary.run(["lint", "--format=json", "View.swift"], in: folder.url)
        return try json(run.stdout).first?["message"]?.stringValue ?? ""
    }

    @Test func columnsAreOneBasedUTF8Bytes() throws {
        let folder = try TemporaryFolder()
        try folder.write("Emoji.swift", "/*😀*/Toggle(\"\", isOn: $on)\n")
        let finding = try #require(try json(TestBinary.run(["lint", "--format", "json", "Emoji.swift"], in: folder.url).stdout).first)
        #expect(finding["line"] == 1)
        #expect(finding["column"] == 9, "2 + 4 + 2 bytes before the callee, plus one")
        #expect(finding["endLine"] == 1)
        #expect(finding["endColumn"] == 15, "exclusive end after \"Toggle\"")
        #expect(finding["severity"] == "error")
        #expect(finding["rule"] == "empty-control-name")
    }

    @Test func warningsAloneExitZero() throws {
        let folder = try TemporaryFolder()
        try folder.write("Warn.swift", "Button(\"Pay\") { }.accessibilityLabel(\"Pay button\")\n")
        let run = try TestBinary.run(["lint", "."], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("warning:"))
    }

    @Test func walksFoldersButSkipsBuildAndHiddenOnes() throws {
        let folder = try TemporaryFolder()
        let bad = "Toggle(\"\", isOn: $on)\n"
        try folder.write("Sources/A.swift", bad)
        try folder.write(".build/checkouts/B.swift", bad)
        try folder.write(".hidden/C.swift", bad)
        try folder.write("Sources/notes.txt", bad)
        try folder.write("Tests/AppTests/ATests.swift", bad)
        try folder.write("Sources/PlayerTests.swift", bad)
        let run = try TestBinary.run(["lint", "--format", "json"], in: folder.url)
        #expect(try json(run.stdout).compactMap { $0["file"]?.stringValue } == ["Sources/A.swift"])
    }

    @Test func skipsFilesThatAreNotUTF8AndCarriesOn() throws {
        let folder = try TemporaryFolder()
        try folder.write("Good.swift", "Toggle(\"\", isOn: $on)\n")
        try Data([0x42, 0xFF, 0xFE, 0x00, 0x28]).write(to: folder.url.appendingPathComponent("Binary.swift"))
        let run = try TestBinary.run(["lint", "--format", "json", "."], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("Binary.swift: not valid UTF-8; skipped"))
        #expect(try json(run.stdout).count == 1)
    }

    /// Issue 20: a file that was skipped is not counted as a clean one.
    @Test func aSkippedFileIsNotSummedUpAsClean() throws {
        let folder = try TemporaryFolder()
        try folder.write("Deep.swift", "Toggle(\"\", isOn: $on)\nlet x = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n")
        let run = try TestBinary.run(["lint", "Deep.swift"], in: folder.url)
        #expect(run.stderr.contains("Deep.swift: skipped"), "\(run.stderr)")
        #expect(!run.stderr.contains("No findings in 1 file"), "\(run.stderr)")
        #expect(run.stderr.contains("No findings in 0 files checked. 1 file was skipped (see above) and not checked."), "\(run.stderr)")
    }

    @Test func usageAndIOErrorsExitTwo() throws {
        let missing = try TestBinary.run(["lint", "/no/such/folder"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/no/such/folder: no such file or folder"))
        let option = try TestBinary.run(["lint", "--colour"])
        #expect(option.status == 2)
        #expect(option.stderr.contains("unknown option --colour"))
        let format = try TestBinary.run(["lint", "--format", "yaml"])
        #expect(format.status == 2)
        let command = try TestBinary.run(["frobnicate"])
        #expect(command.status == 2)
    }

    @Test func versionAndHelp() throws {
        let version = try TestBinary.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("a11y-lsp "))
        let help = try TestBinary.run(["lint", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--format"))
        #expect(try TestBinary.run(["--help"]).stdout.contains("lint"))
    }

    @Test func theBundledSampleShowsFindings() throws {
        let run = try TestBinary.run(["lint", "Examples"], in: TestBinary.packageRoot)
        #expect(run.status == 1)
        for rule in ["icon-only-control-name", "toggle-name-and-selected-trait", "custom-toggle-not-toggle", "role-word-in-label", "empty-control-name"] {
            #expect(run.stdout.contains("[\(rule)]"), "\(rule) in the sample")
        }
    }
}

@Suite struct LintConfigurationCLITests {
    private let bad = "Toggle(\"\", isOn: $on)\nButton(\"Pay\") {}.accessibilityLabel(\"Pay button\")\n"

    private func rules(_ run: (status: Int32, stdout: String, stderr: String)) throws -> [String] {
        try JSONParser.parse(run.stdout)["findings"]?.arrayValue?.compactMap { $0["rule"]?.stringValue } ?? []
    }

    @Test func theNearestConfigurationTurnsRulesOffOrChangesSeverity() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/View.swift", bad)
        try folder.write(".a11y-lsp.json", #"{"rules": {"role-word-in-label": "off", "empty-control-name": "warning"}}"#)
        let run = try TestBinary.run(["lint", "--format", "json", "Sources"], in: folder.url)
        #expect(try rules(run) == ["empty-control-name"])
        #expect(run.status == 0, "the error was downgraded to a warning")
    }

    @Test func excludedFilesAreSkipped() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/View.swift", bad)
        try folder.write("Sources/Generated/Big.swift", bad)
        try folder.write(".a11y-lsp.json", #"{"exclude": ["Sources/Generated/**"]}"#)
        let run = try TestBinary.run(["lint", "--format", "json", "."], in: folder.url)
        let files = try JSONParser.parse(run.stdout)["findings"]?.arrayValue?.compactMap { $0["file"]?.stringValue }
        #expect(Set(files ?? []) == ["Sources/View.swift"])
    }

    @Test func aMalformedConfigurationIsAClearErrorWithStatusTwo() throws {
        let folder = try TemporaryFolder()
        try folder.write("View.swift", bad)
        try folder.write(".a11y-lsp.json", #"{"rules": {"empty-control-nam": "off"}}"#)
        let run = try TestBinary.run(["lint", "."], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains(".a11y-lsp.json: unknown rule \"empty-control-nam\""), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func configNamesOneFileForAll() throws {
        let folder = try TemporaryFolder()
        try folder.write("View.swift", bad)
        try folder.write(".a11y-lsp.json", #"{"rules": {"empty-control-name": "off"}}"#)
        try folder.write("ci/strict.json", #"{"rules": {"role-word-in-label": "off"}}"#)
        let run = try TestBinary.run(["lint", "--format", "json", "--config", "ci/strict.json", "."], in: folder.url)
        #expect(try rules(run) == ["empty-control-name"])
        let missing = try TestBinary.run(["lint", "--config", "nope.json", "."], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope.json: cannot read the configuration file"))
    }

    @Test func previewsAndTestsCanBeTurnedOn() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/View.swift", "#Preview { Toggle(\"\", isOn: .constant(true)) }\n")
        try folder.write("Tests/AppTests/ViewTests.swift", "let t = Toggle(\"\", isOn: .constant(true))\n")
        #expect(try rules(TestBinary.run(["lint", "--format", "json", "."], in: folder.url)).isEmpty)
        try folder.write(".a11y-lsp.json", #"{"previews": true, "tests": true}"#)
        #expect(try rules(TestBinary.run(["lint", "--format", "json", "."], in: folder.url)) == ["empty-control-name", "empty-control-name"])
    }
}

/// A fresh folder under the temporary directory, removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-lsp-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}
