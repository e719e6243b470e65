// CI output formats (SARIF, GitHub annotations, Xcode) and baselines.

import Foundation
import JSONRPC
import Testing

@Suite struct CIFormatTests {
    private let source = "import SwiftUI\nlet a = Toggle(\"\", isOn: $on)\nlet b = Button(action: share) { Image(systemName: \"trash\") }\nlet c = Button(\"Pay\") {}.accessibilityLabel(\"Pay button\")\n"

    @Test func sarifCarriesRulesLevelsLocationsAndFixes() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/V.swift", source.replacing("let a = ", with: "/*😀*/"))
        let run = try TestBinary.run(["lint", "--format", "sarif", "Sources"], in: folder.url)
        #expect(run.status == 1)
        let log = try JSONParser.parse(run.stdout)
        #expect(log["version"] == "2.1.0")
        let sarifRun = try #require(log["runs"]?[0])
        let rules = try #require(sarifRun[path: "tool", "driver", "rules"]?.arrayValue)
        #expect(rules.count > 5)
        #expect(rules.allSatisfy { $0["helpUri"]?.stringValue?.hasSuffix("/\($0["id"]?.stringValue ?? "").md") == true })
        let results = try #require(sarifRun["results"]?.arrayValue)
        #expect(results.map { $0["ruleId"]?.stringValue ?? "" } == ["empty-control-name", "icon-only-control-name", "role-word-in-label"])
        #expect(results.map { $0["level"]?.stringValue ?? "" } == ["error", "error", "warning"])
        let first = try #require(results.first?[path: "locations"]?[0]?[path: "physicalLocation"])
        #expect(first[path: "artifactLocation", "uri"] == "Sources/V.swift")
        #expect(first["region"] == ["startLine": 2, "startColumn": 7, "endLine": 2, "endColumn": 13], "UTF-16 columns: the emoji counts 2")
        let fix = try #require(results[1]["fixes"]?[0])
        #expect(fix[path: "artifactChanges"]?[0]?[path: "replacements"]?[0]?[path: "insertedContent", "text"]?.stringValue?.contains("Delete") == true)
        for result in results {
            let index = try #require(result["ruleIndex"]?.intValue)
            #expect(rules[index]["id"] == result["ruleId"])
        }
    }

    @Test func githubAnnotationsAndXcodeText() throws {
        let folder = try TemporaryFolder()
        try folder.write("V.swift", source)
        let github = try TestBinary.run(["lint", "--format", "github", "V.swift"], in: folder.url)
        let lines = github.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("::error file=V.swift,line=2,col=9,endLine=2,endColumn=15,title=a11y-lsp empty-control-name::"))
        #expect(lines[2].hasPrefix("::warning file=V.swift,line=4,"))
        let xcode = try TestBinary.run(["lint", "--format", "xcode", "V.swift"], in: folder.url)
        let text = try TestBinary.run(["lint", "V.swift"], in: folder.url)
        #expect(xcode.stdout == text.stdout)
        #expect(xcode.stdout.hasPrefix("V.swift:2:9: error: "))
    }

    @Test func aBaselineSurvivesAnEditThatShiftsEveryLine() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/V.swift", source)
        let write = try TestBinary.run(["lint", "--write-baseline", "a11y-baseline.json", "."], in: folder.url)
        #expect(write.status == 0, "\(write.stderr)")
        #expect(write.stderr.contains("Recorded 3 findings"))
        let quiet = try TestBinary.run(["lint", "--format", "json", "--baseline", "a11y-baseline.json", "."], in: folder.url)
        #expect(quiet.status == 0)
        #expect(try JSONParser.parse(quiet.stdout)["findings"] == [])

        // Shift every line and add one new problem.
        try folder.write("Sources/V.swift", "// A new header line\n\n" + source + "let d = Toggle(\"\", isOn: $other)\n")
        let after = try TestBinary.run(["lint", "--format", "json", "--baseline", "a11y-baseline.json", "."], in: folder.url)
        let findings = try #require(try JSONParser.parse(after.stdout)["findings"]?.arrayValue)
        #expect(findings.count == 1, "only the new finding: \(findings)")
        #expect(findings.first?["line"] == 7)
        #expect(after.status == 1)

        // Run from another folder: paths in the baseline are relative to it.
        let fromElsewhere = try TestBinary.run(["lint", "--format", "json", "--baseline", "../a11y-baseline.json", "../Sources"], in: folder.url.appendingPathComponent("Sources"))
        #expect(try JSONParser.parse(fromElsewhere.stdout)["findings"]?.arrayValue?.count == 1)
    }

    @Test func aBrokenBaselineIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("V.swift", source)
        try folder.write("b.json", "{\"version\": 2}")
        let run = try TestBinary.run(["lint", "--baseline", "b.json", "."], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("b.json: not a valid baseline"))
    }

    @Test func unchangedFilesAreReadFromTheCache() throws {
        let folder = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try folder.write("V.swift", source)
        func run(_ extra: [String] = []) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: TestBinary.path)
            process.arguments = ["lint", "--format", "json"] + extra + ["V.swift"]
            process.currentDirectoryURL = folder.url
            process.environment = ProcessInfo.processInfo.environment.merging(["A11Y_LSP_CACHE_DIR": cache.url.path]) { $1 }
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        let first = try run()
        let entries = FileManager.default.enumerator(atPath: cache.url.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") } ?? []
        #expect(entries.count == 1, "one entry for one file")
        // Tamper with the entry: a second run must read it back rather than lint again.
        let entry = cache.url.appendingPathComponent(entries[0])
        let tampered = try String(contentsOf: entry, encoding: .utf8).replacing("VoiceOver", with: "CACHED-VoiceOver")
        try Data(tampered.utf8).write(to: entry)
        #expect(try run().contains("CACHED-VoiceOver"))
        #expect(try run(["--no-cache"]) == first)
        // Changed content misses the cache.
        try folder.write("V.swift", source + "\n")
        #expect(!(try run()).contains("CACHED-VoiceOver"))
    }
}
