// `a11y-lsp lint` over a multi-file app whose screens go through a design system:
// custom initializers, styles, metrics, strings tables, callbacks and rows used as labels
// declared in other files. Each `// expect: rule` comment marks a finding that needs them.

import Foundation
@testable import A11yLSP
import JSONRPC
import RuleEngine
import Testing

@Suite struct WorkspaceCLITests {
    static let workspace = TestBinary.fixtures.appendingPathComponent("Workspace")

    /// `relative path:line:rule` for every finding of a JSON run.
    private func findings(_ stdout: String, under root: URL) throws -> Set<String> {
        let document = try JSONParser.parse(stdout)
        let prefix = root.resolvingSymlinksInPath().path + "/"
        return Set(try #require(document["findings"]?.arrayValue).map { finding in
            let written = finding["file"]?.stringValue ?? ""
            let file = (written.hasPrefix("/") ? URL(fileURLWithPath: written) : root.appendingPathComponent(written)).resolvingSymlinksInPath().path
            return "\(file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file):\(finding["line"]?.intValue ?? 0):\(finding["rule"]?.stringValue ?? "")"
        })
    }

    /// The `// expect:` comments of every Swift file under the workspace.
    private func expectations(under root: URL) throws -> Set<String> {
        var result: Set<String> = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "// expect: ") else { continue }
                result.insert("\(relative):\(index + 1):\(line[range.upperBound...].trimmingCharacters(in: .whitespaces))")
            }
        }
        return result
    }

    @Test func findingsThatNeedOtherFilesAreReported() throws {
        let run = try TestBinary.run(["lint", "--format", "json", "--no-cache", Self.workspace.path])
        let expected = try expectations(under: Self.workspace)
        #expect(expected.count == 8)
        let found = try findings(run.stdout, under: Self.workspace)
        #expect(found == expected, "missing: \(expected.subtracting(found)), unexpected: \(found.subtracting(expected))\n\(run.stderr)")
    }

    @Test func withoutTheIndexEachFileIsJudgedAlone() throws {
        let run = try TestBinary.run(["lint", "--format", "json", "--no-cache", "--no-index", Self.workspace.path])
        let found = try findings(run.stdout, under: Self.workspace)
        // What needs another file is not seen; what the row shows is judged as content of its own.
        #expect(!found.contains("Screens/PromoView.swift:10:button-opens-url"))
        #expect(!found.contains("Screens/Home.swift:21:touch-target-size"))
        #expect(!found.contains("Screens/Home.swift:17:icon-only-control-name"))
        #expect(found.contains("Screens/AlbumRow.swift:8:image-missing-label"))
        #expect(found.contains("Screens/Home.swift:10:image-missing-label"), "a file's own findings stay")
    }

    @Test func aFileGivenAloneBringsInItsProject() throws {
        let file = Self.workspace.appendingPathComponent("Screens/Home.swift")
        let run = try TestBinary.run(["lint", "--format", "json", "--no-cache", file.path])
        let expected = try expectations(under: Self.workspace).filter { $0.hasPrefix("Screens/Home.swift:") }
        #expect(try findings(run.stdout, under: Self.workspace) == expected, "\(run.stderr)")
    }

    @Test func editingAHelperInvalidatesItsUsersCachedFindings() throws {
        let folder = try TemporaryFolder()
        let enumerator = FileManager.default.enumerator(atPath: Self.workspace.path)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let source = Self.workspace.appendingPathComponent(relative)
            guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            try folder.write(relative, try String(contentsOf: source, encoding: .utf8))
        }
        let first = try TestBinary.run(["lint", "--format", "json", "Screens/Home.swift"], in: folder.url)
        #expect(try findings(first.stdout, under: folder.url).contains("Screens/Home.swift:27:touch-target-size"))
        let cached = try TestBinary.run(["lint", "--format", "json", "Screens/Home.swift"], in: folder.url)
        #expect(cached.stdout == first.stdout)
        // The metric grows to 44 points in its own file: the screen's cached finding must not survive.
        try folder.write("DesignSystem/Metrics.swift", "enum Metrics {\n    static let smallIcon: CGFloat = 44\n    static let largeIcon: CGFloat = 48\n}\n")
        let after = try TestBinary.run(["lint", "--format", "json", "Screens/Home.swift"], in: folder.url)
        let found = try findings(after.stdout, under: folder.url)
        #expect(!found.contains("Screens/Home.swift:27:touch-target-size"), "\(after.stdout)")
        #expect(found.contains("Screens/Home.swift:21:touch-target-size"))
    }

    @Test func eachFileIsCheckedForTheTargetsItIsBuiltIn() throws {
        let shop = TestBinary.fixtures.appendingPathComponent("Projects/Shop")
        let run = try TestBinary.run(["lint", "--format", "json", "--no-cache", shop.path])
        // The iOS app's files are checked; the macOS target's small frame is no touch target, the
        // widget has no gestures to report, and the test bundle is not checked.
        #expect(try findings(run.stdout, under: shop) == [
            "Shop/CartView.swift:4:tap-gesture-not-control", "ShopWidget/Notes.swift:4:tap-gesture-not-control",
        ], "\(run.stderr)")
        // An explicit platform wins over the project's.
        let folder = try TemporaryFolder()
        try folder.write("ios.json", #"{"platform": "iOS"}"#)
        let explicit = try TestBinary.run(["lint", "--format", "json", "--no-cache", "--config", folder.url.appendingPathComponent("ios.json").path, shop.path])
        #expect(try findings(explicit.stdout, under: shop).contains("ShopMac/MacCart.swift:4:touch-target-size"))
    }
}

@Suite struct WorkspaceParallelTests {
    /// The index step and the lint step on several threads give what one thread gives.
    @Test func indexingAndLintingInParallelChangesNothing() throws {
        let root = TestBinary.fixtures.appendingPathComponent("Workspace")
        let (files, _) = SourceFiles.collect([root.path])
        let jobs = try LintCommand.plan(files, configFile: nil)
        let strings = StringTables.load(WorkspaceFiles.find(under: root.path).stringTables)
        func run(_ threads: Int) -> [String] {
            FileLinter.lint(jobs, strings: strings, usesIndex: true, threads: threads).flatMap { result -> [String] in
                guard case .linted(let report) = result else { return ["not linted"] }
                return report.findings.map { "\(report.path):\($0.range):\($0.ruleID)" }
            }
        }
        let serial = run(1)
        #expect(serial.count == 8)
        for _ in 0..<5 { #expect(run(4) == serial) }
    }
}
