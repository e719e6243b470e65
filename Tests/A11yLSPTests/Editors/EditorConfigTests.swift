// The hand-written editor configurations in editors/: they parse, they name the
// server the same way, and the settings they carry are ones the server accepts.
// The Xcode build-phase scripts run here too, against the built binary.

import Foundation
@testable import A11yLSP
import RuleEngine
import Testing

@Suite struct EditorConfigTests {
    static let editors = VSCodeExtensionTests.packageRoot.appendingPathComponent("editors")

    private func text(_ path: String) throws -> String {
        try String(contentsOf: Self.editors.appendingPathComponent(path), encoding: .utf8)
    }

    private func json(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: Self.editors.appendingPathComponent(path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(path) is not a JSON object")
    }

    /// Settings as an editor config holds them, parsed by the server's own parser.
    private func expectServerAccepts(_ value: Any?, _ what: String) throws {
        let object = try #require(value as? [String: Any], "\(what) is missing or not an object")
        let data = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: Never.self, "\(what)") { try Configuration.parse([UInt8](data), source: what, reader: .json) }
    }

    /// A minimal reading of TOML: each `[table]` (or `[[array]]`) header with the keys set under it.
    private func tomlTables(_ source: String) -> [(header: String, keys: [String: String])] {
        var tables: [(header: String, keys: [String: String])] = [("", [:])]
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#") || line.isEmpty { continue }
            if line.hasPrefix("[") {
                tables.append((line.trimmingCharacters(in: CharacterSet(charactersIn: "[]")), [:]))
                continue
            }
            // Drop a trailing comment outside strings (good enough for these files).
            if let hash = line.range(of: " #"), !line[hash.upperBound...].contains("\"") { line = String(line[..<hash.lowerBound]) }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            tables[tables.count - 1].keys[key] = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        }
        return tables
    }

    // MARK: Helix

    @Test func helixRunsA11yLSPBesideSourceKitWithServerSettings() throws {
        let tables = tomlTables(try text("helix/languages.toml"))
        let server = try #require(tables.first { $0.header == "language-server.a11y-lsp" })
        #expect(server.keys["command"] == "\"a11y-lsp\"")
        let swift = try #require(tables.first { $0.header == "language" && $0.keys["name"] == "\"swift\"" })
        #expect(swift.keys["language-servers"]?.contains("\"a11y-lsp\"") == true)
        #expect(swift.keys["language-servers"]?.contains("\"sourcekit-lsp\"") == true)
        let config = try #require(tables.first { $0.header == "language-server.a11y-lsp.config" })
        for key in config.keys.keys { #expect(Configuration.keys[key] != nil, "helix config key \(key) is not a server setting") }
        for table in tables where table.header == "language-server.a11y-lsp.config.rules" {
            for id in table.keys.keys { #expect(RuleRegistry.ids.contains(id), "helix names an unknown rule \(id)") }
        }
    }

    // MARK: Zed

    @Test func zedSettingsParseAndCarryServerSettings() throws {
        let settings = try json("zed/settings.json")
        let languages = try #require(settings["languages"] as? [String: Any])
        let swift = try #require(languages["Swift"] as? [String: Any])
        #expect((swift["language_servers"] as? [String])?.contains("a11y-lsp") == true)
        let lsp = try #require((settings["lsp"] as? [String: Any])?["a11y-lsp"] as? [String: Any])
        try expectServerAccepts(lsp["initialization_options"], "zed initialization_options")
        try expectServerAccepts((lsp["settings"] as? [String: Any])?["a11y-lsp"], "zed settings.a11y-lsp")
    }

    @Test func zedExtensionDeclaresTheServerForSwift() throws {
        let tables = tomlTables(try text("zed/extension.toml"))
        let top = try #require(tables.first)
        for key in ["id", "name", "version", "schema_version"] { #expect(top.keys[key] != nil, "extension.toml lacks \(key)") }
        let server = try #require(tables.first { $0.header == "language_servers.a11y-lsp" })
        #expect(server.keys["languages"] == "[\"Swift\"]")
        let cargo = tomlTables(try text("zed/Cargo.toml"))
        #expect(cargo.first { $0.header == "dependencies" }?.keys["zed_extension_api"] != nil)
        #expect(cargo.first { $0.header == "lib" }?.keys["crate-type"] == "[\"cdylib\"]")
        let source = try text("zed/src/lib.rs")
        #expect(source.contains("const SERVER: &str = \"a11y-lsp\";"))
        #expect(source.contains("register_extension!"))
    }

    // MARK: Sublime Text

    @Test func sublimeClientParsesAndCarriesServerSettings() throws {
        let settings = try json("sublime/LSP-a11y-lsp.sublime-settings")
        let client = try #require((settings["clients"] as? [String: Any])?["a11y-lsp"] as? [String: Any])
        #expect(client["command"] as? [String] == ["a11y-lsp"])
        #expect(client["selector"] as? String == "source.swift")
        try expectServerAccepts(client["initializationOptions"], "sublime initializationOptions")
        try expectServerAccepts((client["settings"] as? [String: Any])?["a11y-lsp"], "sublime settings.a11y-lsp")
    }

    // MARK: Emacs

    @Test func emacsFileIsBalancedAndProvidesTheFeature() throws {
        let source = try text("emacs/a11y-lsp.el")
        var depth = 0
        var inString = false
        var escaped = false
        var inComment = false
        var previous: Character = " "
        for character in source {
            defer { previous = character }
            if inComment { if character == "\n" { inComment = false }; continue }
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            if previous == "?" { continue }  // a character literal such as ?\( or ?(
            switch character {
            case ";": inComment = true
            case "\"": inString = true
            case "(": depth += 1
            case ")": depth -= 1; #expect(depth >= 0, "a11y-lsp.el closes more than it opens")
            default: break
            }
        }
        #expect(depth == 0, "a11y-lsp.el leaves \(depth) parentheses open")
        #expect(source.contains("(provide 'a11y-lsp)"))
        #expect(source.contains("eglot-server-programs"))
        #expect(source.contains("eglot-workspace-configuration"))
    }

    /// Issue 20: what a new user had to find out alone. The Emacs recipe keeps sourcekit-lsp
    /// (the headless Emacs test runs it so); the README says what eglot 1.9 lacks, where
    /// swift-mode comes from, and which keys run hover and code actions on old Neovims.
    @Test func theEditorsReadmeAnswersTheFirstHourQuestions() throws {
        let readme = try text("README.md")
        let flat = readme.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for fact in [
            "eglot 1.9 (Emacs 28) shows no inlay hints",
            "`swift-mode` comes from MELPA",
            "`rass -- sourcekit-lsp -- a11y-lsp`",
            "`K` shows the hover",
            "`gra` the code actions",
            "on 0.7–0.10 the plugin maps the missing ones",
            "the plugin says so when the first Swift file opens",
        ] {
            #expect(flat.contains(fact), "editors/README.md does not say: \(fact)")
        }
        let emacs = try text("emacs/a11y-lsp.el")
        #expect(emacs.contains(#"(defcustom a11y-lsp-beside '("sourcekit-lsp")"#), "a11y-lsp runs beside sourcekit-lsp by default")
    }

    @Test(.enabled(if: Self.executable("emacs") != nil, "emacs is not installed"))
    func emacsByteCompilesTheFileWithoutWarnings() throws {
        let folder = try TemporaryFolder()
        let copy = folder.url.appendingPathComponent("a11y-lsp.el")
        try FileManager.default.copyItem(at: Self.editors.appendingPathComponent("emacs/a11y-lsp.el"), to: copy)
        // Debian's elpa-eglot keeps eglot out of -Q's load-path; the Emacs 29 one has it built in.
        let elpa = ["/usr/share/emacs/site-lisp/elpa"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).map { "\(folder)/\($0)" }
        }
        let arguments = ["--batch", "-Q"] + elpa.flatMap { ["-L", $0] }
            + ["--eval", "(setq byte-compile-error-on-warn t)", "-f", "batch-byte-compile", copy.path]
        let run = try Self.run(try #require(Self.executable("emacs")), arguments)
        #expect(run.status == 0, "\(run.output)")
    }

    // MARK: Neovim

    @Test func neovimPluginSendsExactlyTheServerKeys() throws {
        let source = try text("nvim/lua/a11y-lsp/init.lua")
        let line = try #require(source.split(separator: "\n").first { $0.hasPrefix("M.setting_keys = {") })
        let keys = line.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(Set(keys) == Set(Configuration.keys.keys))
        #expect(source.contains("\"Package.swift\", \"*.xcodeproj\", \".a11y-lsp.json\", \".git\""))
    }

    // MARK: GitHub Actions

    @Test func githubWorkflowLintsToSARIFAndUploadsIt() throws {
        let workflow = try text("github/a11y-lsp.yml")
        #expect(!workflow.contains("\t"), "YAML must not be indented with tabs")
        for needle in ["a11y-lsp lint --format sarif . > a11y.sarif", "uses: github/codeql-action/upload-sarif@", "sarif_file: a11y.sarif",
                       "security-events: write", "swift build -c release"] {
            #expect(workflow.contains(needle), "the workflow lacks \(needle)")
        }
    }

    // MARK: Xcode

    /// `path:line:column: severity: message [rule-id]`, with an absolute path.
    private func isXcodeLine(_ line: String) -> Bool {
        line.wholeMatch(of: #/\/.+\.swift:\d+:\d+: (error|warning|note): .+ \[[a-z-]+\]/#) != nil
    }

    private func xcodeProject() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("App/App/Controls.swift", "import SwiftUI\nstruct Controls: View {\n    var body: some View {\n        Toggle(\"\", isOn: .constant(true))\n    }\n}\n")
        try folder.write("App/App/Fine.swift", "import SwiftUI\nstruct Fine: View {\n    var body: some View { Text(\"Fine\") }\n}\n")
        return folder
    }

    @Test func xcodeBuildPhaseReportsInlineAndFailsOnErrors() throws {
        let folder = try xcodeProject()
        let environment = ["SRCROOT": folder.url.appendingPathComponent("App").path, "TARGET_NAME": "App", "A11Y_LSP": TestBinary.path]
        let run = try Self.run("/bin/bash", [Self.editors.appendingPathComponent("xcode/a11y-lsp-build-phase.sh").path], environment: environment)
        #expect(run.status == 1, "\(run.output)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "\(run.output)")
        #expect(lines.allSatisfy(isXcodeLine), "\(run.output)")
        #expect(lines.first?.contains("App/App/Controls.swift:4:9: error:") == true, "\(run.output)")

        var lenient = environment
        lenient["A11Y_LSP_FAIL_ON_ERRORS"] = "NO"
        #expect(try Self.run("/bin/bash", [Self.editors.appendingPathComponent("xcode/a11y-lsp-build-phase.sh").path], environment: lenient).status == 0)

        var missing = environment
        missing["A11Y_LSP"] = folder.url.appendingPathComponent("no-such-binary").path
        let absent = try Self.run("/bin/bash", [Self.editors.appendingPathComponent("xcode/a11y-lsp-build-phase.sh").path], environment: missing)
        #expect(absent.status == 0)
        #expect(absent.stdout.hasPrefix("warning: a11y-lsp not found"))
    }

    @Test(.enabled(if: Self.executable("git") != nil, "git is not installed"))
    func xcodeChangedFilesVariantLintsOnlyWhatDiffersFromHead() throws {
        let folder = try xcodeProject()
        let root = folder.url.appendingPathComponent("App")
        let git = try #require(Self.executable("git"))
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "start"]] {
            #expect(try Self.run(git, ["-C", root.path] + arguments).status == 0)
        }
        let script = Self.editors.appendingPathComponent("xcode/a11y-lsp-changed-files.sh").path
        let environment = ["SRCROOT": root.path, "TARGET_NAME": "App", "A11Y_LSP": TestBinary.path]

        let clean = try Self.run("/bin/bash", [script], environment: environment)
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.stdout.contains("no Swift file differs from HEAD"))

        // Controls.swift (with its finding) is untouched; Fine.swift gains one; New.swift is untracked.
        try folder.write("App/App/Fine.swift", "import SwiftUI\nstruct Fine: View {\n    var body: some View { Button(\"\") {} }\n}\n")
        try folder.write("App/App/New.swift", "import SwiftUI\nstruct New: View {\n    var body: some View { Text(\"New\") }\n}\n")
        let changed = try Self.run("/bin/bash", [script], environment: environment)
        #expect(changed.status == 1, "\(changed.output)")
        let lines = changed.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].contains("/App/App/Fine.swift:3:"), "\(changed.output)")
        #expect(!changed.stdout.contains("Controls.swift"))
    }

    // MARK: Processes

    static func executable(_ name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws
        -> (status: Int32, stdout: String, output: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = Pipe()
        // Standard error goes to a file, so the two streams cannot stall each other.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-lsp-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errors = try FileHandle(forWritingTo: errorFile)
        defer { try? errors.close() }
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorData = (try? Data(contentsOf: errorFile)) ?? Data()
        let stdout = String(decoding: outData, as: UTF8.self)
        return (process.terminationStatus, stdout, stdout + String(decoding: errorData, as: UTF8.self))
    }
}
