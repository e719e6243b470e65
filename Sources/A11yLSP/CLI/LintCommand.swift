// `a11y-lsp lint`: the rules over files, for CI and Xcode build phases.

import Foundation
import RuleEngine

enum LintCommand {
    enum Format: String, CaseIterable {
        case text, xcode, json, sarif, github, html

        /// SARIF and the HTML page carry each finding's fixes; the other formats leave them out.
        var showsFixes: Bool { self == .sarif || self == .html }
    }

    struct Options {
        var format = Format.text
        var paths: [String] = []
        /// One configuration file for every file, instead of each file's nearest `.a11y-lsp.json`.
        var configFile: String?
        var fix = false
        var dryRun = false
        var baseline: String?
        var writeBaseline: String?
        var useCache = true
        /// Read the rest of the project into the workspace index first.
        var useIndex = true
        /// `--diff [REF]`: only findings on lines the change since REF touched.
        var diff: DiffRequest?
    }

    static let usage = """
        usage: a11y-lsp lint [--format text|xcode|json|sarif|github|html] [--config FILE] [--fix [--dry-run]]
                             [--baseline FILE | --write-baseline FILE] [--diff [REF]] [--no-index] [--no-cache] [PATH…]

        Lints every *.swift file under each PATH (default: the current folder),
        skipping hidden folders, .build, DerivedData, Pods, Carthage and node_modules.
        Each file uses the nearest .a11y-lsp.json in its folder or above, unless
        --config names one file for all. The files are first read into a workspace
        index, so custom views, modifiers, styles, constants and strings tables
        declared in one file are known in the others; a FILE given alone brings
        in its whole project (the nearest folder above with Package.swift, an
        .xcodeproj, .a11y-lsp.json or .git).

          --format text   path:line:column: severity: message [rule-id]  (default; the form Xcode shows inline)
          --format xcode  the same as text, for Xcode Run Script build phases
          --format json   {"version":1,"findings":[…]}
          --format sarif  SARIF 2.1.0, for GitHub code scanning
          --format github GitHub Actions workflow annotations
          --no-index      judge each file alone, without the workspace index (custom views,
                          modifiers, styles, constants and strings tables of other files)
          --format html   one self-contained HTML page: charts by rule and WCAG criterion,
                          each finding with its code, message, fix and rule page
          --no-cache      lint every file afresh (findings are otherwise cached by file content
                          in $A11Y_LSP_CACHE_DIR, $XDG_CACHE_HOME/a11y-lsp or ~/.cache/a11y-lsp)
          --baseline FILE        report only findings not recorded in FILE
          --write-baseline FILE  record the current findings in FILE and exit 0
          --fix           apply every safe fix in place, then report what is left
          --dry-run       with --fix: print the changes as a unified diff, write nothing
          --diff [REF]    only findings on lines added or changed since REF (default: the merge
                          base with the default branch, else HEAD), from `git diff`; untracked
                          files count as wholly changed. With --fix, fixes only those findings.
                          Write --diff=REF when REF is also the name of a file or folder.

        Lines and columns are 1-based; columns count UTF-8 bytes, as the Swift compiler's do.
        Exit status: 0 no error-severity finding, 1 some, 2 usage or I/O error.
        """

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            CLIOutput.error("\(error.message)\n\n\(usage)")
            return 2
        }
        return lint(options)
    }

    struct UsageError: Error { let message: String }

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--format":
                guard index < arguments.count else { throw UsageError(message: "--format needs a value") }
                options.format = try format(arguments[index])
                index += 1
            case _ where argument.hasPrefix("--format="):
                options.format = try format(String(argument.dropFirst("--format=".count)))
            case "--config":
                guard index < arguments.count else { throw UsageError(message: "--config needs a file") }
                options.configFile = arguments[index]
                index += 1
            case _ where argument.hasPrefix("--config="):
                options.configFile = String(argument.dropFirst("--config=".count))
            case "--baseline", "--write-baseline":
                guard index < arguments.count else { throw UsageError(message: "\(argument) needs a file") }
                if argument == "--baseline" { options.baseline = arguments[index] } else { options.writeBaseline = arguments[index] }
                index += 1
            case "--no-cache":
                options.useCache = false
            case "--no-index":
                options.useIndex = false
            case "--fix":
                options.fix = true
            case "--dry-run":
                options.dryRun = true
            case _ where argument == "--diff" || argument.hasPrefix("--diff="):
                options.diff = parseDiff(argument, arguments, &index)
            case "--":
                options.paths += arguments[index...]
                index = arguments.count
            case _ where argument.hasPrefix("-") && argument != "-":
                throw UsageError(message: "unknown option \(argument)")
            default:
                options.paths.append(argument)
            }
        }
        if options.paths.isEmpty { options.paths = ["."] }
        if options.dryRun, !options.fix { throw UsageError(message: "--dry-run only goes with --fix") }
        if options.baseline != nil, options.writeBaseline != nil { throw UsageError(message: "use --baseline or --write-baseline, not both") }
        return options
    }

    private static func writeBaseline(_ reports: [FileReport], to file: String) throws(CLIError) {
        var baseline = Baseline(folder: Baseline.folder(of: file))
        for report in reports {
            for finding in report.findings {
                baseline.record(baseline.key(for: (finding.ruleID, report.path, report.lineText(at: finding.range.lowerBound))))
            }
        }
        try baseline.write(to: file)
        let count = reports.reduce(0) { $0 + $1.findings.count }
        CLIOutput.error("Recorded \(count) finding\(count == 1 ? "" : "s") in \(file).")
    }

    private static func applyBaseline(_ file: String, to reports: [FileReport]) throws(CLIError) -> [FileReport] {
        var baseline = try Baseline.load(file)
        return reports.map { report in
            var kept = report
            kept.findings = report.findings.filter { finding in
                !baseline.consume(baseline.key(for: (finding.ruleID, report.path, report.lineText(at: finding.range.lowerBound))))
            }
            return kept
        }
    }

    private static func reportFixes(_ reports: [FileReport], dryRun: Bool) {
        let changed = reports.filter { $0.fixedCount > 0 }
        if dryRun {
            for report in changed {
                CLIOutput.write(UnifiedDiff.make(old: report.originalText, new: String(decoding: report.bytes, as: UTF8.self), path: report.path))
            }
        }
        let count = changed.reduce(0) { $0 + $1.fixedCount }
        let verb = dryRun ? "Would fix" : "Fixed"
        CLIOutput.error("\(verb) \(count) finding\(count == 1 ? "" : "s") in \(changed.count) file\(changed.count == 1 ? "" : "s").")
    }

    /// Pairs each file with the linter its configuration asks for, leaving out excluded files.
    /// `buildsFixes: false` when the output shows no fixes (see `Format.showsFixes`).
    static func plan(
        _ files: [SourceFiles.File], configFile: String?, projects: ProjectFacts = ProjectFacts(), buildsFixes: Bool = true
    ) throws(ConfigurationError) -> [FileLinter.Job] {
        let override = try configFile.map { path throws(ConfigurationError) in try ConfigurationFiles.load(file: path, reader: .json) }
        let configurations = ConfigurationFiles(reader: .json)
        var linters: [LintOptions: Linter] = [:]
        // A signature names every rule's severity: worked out once per linter and kind of file, not per file.
        var signatures: [LintOptions: [Bool: String]] = [:]
        var jobs: [FileLinter.Job] = []
        for file in files {
            let loaded: LoadedConfiguration
            if let override { loaded = override } else { loaded = try configurations.configuration(forFile: file.path) }
            guard !loaded.excludes(file.path) else { continue }
            let absolute = ConfigurationFiles.absolute(file.path)
            var options = loaded.configuration.lintOptions(for: projects.facts(for: absolute))
            options.buildsFixes = buildsFixes
            let linter = linters[options] ?? Linter(options: options, parallel: false)
            linters[options] = linter
            let projectPath = loaded.projectPath(of: file.path) ?? file.projectPath
            let isTestFile = LintOptions.isTestFile(projectPath)
            let signature = signatures[options]?[isTestFile] ?? FindingCache.signature(of: linter, projectPath: projectPath)
            signatures[options, default: [:]][isTestFile] = signature
            jobs.append(FileLinter.Job(file: file, projectPath: projectPath, linter: linter, cacheSignature: signature, indexPath: absolute))
        }
        return jobs
    }

    private static func format(_ value: String) throws(UsageError) -> Format {
        guard let format = Format(rawValue: value) else {
            throw UsageError(message: "unknown format '\(value)' (expected: \(Format.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return format
    }

    static func lint(_ options: Options) -> Int32 {
        let diff: GitDiff?
        do {
            diff = try options.diff.map { request throws(CLIError) in
                try GitDiff.read(against: request.ref, in: FileManager.default.currentDirectoryPath)
            }
        } catch {
            CLIOutput.error(error.description)
            return 2
        }
        let (files, problems) = SourceFiles.collect(options.paths)
        var ioFailed = !problems.isEmpty
        for problem in problems { CLIOutput.error("\(problem.path): \(problem.message)") }

        let scan = ProjectScan(options.paths)
        var jobs: [FileLinter.Job]
        do {
            jobs = try plan(files, configFile: options.configFile, projects: scan.facts, buildsFixes: options.fix || options.format.showsFixes)
        } catch {
            CLIOutput.error("a11y-lsp: \(error)")
            return 2
        }
        // With --diff only changed files are linted; the others are still read into the index.
        var unchanged: [FileLinter.Job] = []
        if let diff {
            let restricted = restrict(jobs, to: diff)
            let kept = Set(restricted.map(\.indexPath))
            unchanged = jobs.filter { !kept.contains($0.indexPath) }
            jobs = restricted
        }
        let mode: FileLinter.Mode = options.fix ? (options.dryRun ? .dryRun : .fix) : .lint
        let cache = options.useCache ? FindingCache(folder: FindingCache.defaultFolder()) : nil
        var scope = IndexScope(indexOnly: [], strings: [:])
        if options.useIndex {
            do {
                scope = try IndexScope.of(scan, linting: jobs, configFile: options.configFile)
            } catch {
                CLIOutput.error("a11y-lsp: \(error)")
                return 2
            }
        }
        let results = FileLinter.lint(jobs, indexOnly: unchanged + scope.indexOnly, strings: scope.strings, usesIndex: options.useIndex, mode: mode, cache: cache)
        var reports: [FileReport] = []
        var skipped = 0
        for result in results {
            switch result {
            case .linted(let report): reports.append(report)
            case .unreadable(let path):
                CLIOutput.error("\(path): cannot read the file; skipped")
                ioFailed = true
                skipped += 1
            case .notUTF8(let path):
                CLIOutput.error("\(path): not valid UTF-8; skipped")
                skipped += 1
            case .tooComplex(let path, let reason):
                CLIOutput.error("\(path): skipped: \(reason)")
                skipped += 1
            case .unwritable(let path, let report):
                CLIOutput.error("\(path): cannot write the fixed file; left unchanged")
                reports.append(report)
                ioFailed = true
            }
        }
        if options.fix { reportFixes(reports, dryRun: options.dryRun) }
        do {
            if let file = options.writeBaseline {
                try writeBaseline(reports, to: file)
                return ioFailed ? 2 : 0
            }
            if let file = options.baseline { reports = try applyBaseline(file, to: reports) }
        } catch {
            CLIOutput.error("a11y-lsp: \(error)")
            return 2
        }

        switch options.format {
        case _ where options.dryRun: break  // the diff is the output
        case .text, .xcode: CLIOutput.write(TextReporter.render(reports))
        case .json: CLIOutput.write(JSONReporter.render(reports))
        case .sarif: CLIOutput.write(SARIFReporter.render(reports))
        case .github: CLIOutput.write(GitHubReporter.render(reports))
        case .html: CLIOutput.write(HTMLReporter.render(reports, fileCount: jobs.count))
        }
        if options.format == .text || options.format == .xcode { CLIOutput.error(TextReporter.summary(reports, checked: jobs.count - skipped, skipped: skipped)) }

        if ioFailed { return 2 }
        return reports.contains { $0.findings.contains { $0.severity == .error } } ? 1 : 0
    }
}

enum CLIOutput {
    static func write(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Standard output first: where both streams go to one log, a message never lands
    /// inside the report (text printed through the C library may still be buffered).
    static func error(_ text: String) {
        fflush(nil)
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
