// Baselines, for adopting the linter on an old codebase: record today's findings,
// then report only new ones. A finding is matched by its rule, its file and the
// text of its line, not the line number, so edits elsewhere do not bring old ones back.

import Foundation
import JSONRPC

struct Baseline {
    struct Key: Hashable {
        let rule: String
        let file: String
        let line: String
    }

    private(set) var counts: [Key: Int] = [:]
    /// File paths in the baseline are relative to its own folder.
    let folder: String

    init(folder: String) {
        self.folder = folder
    }

    func key(for finding: (rule: String, path: String, lineText: String)) -> Key {
        Key(rule: finding.rule, file: relativePath(finding.path), line: finding.lineText)
    }

    mutating func record(_ key: Key) { counts[key, default: 0] += 1 }

    /// Takes one matching entry; true when the finding was in the baseline.
    mutating func consume(_ key: Key) -> Bool {
        guard let count = counts[key], count > 0 else { return false }
        counts[key] = count - 1
        return true
    }

    private func relativePath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let standardized = (absolute as NSString).standardizingPath
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : standardized
    }

    // MARK: File format

    static func folder(of file: String) -> String {
        let absolute = file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file
        return ((absolute as NSString).standardizingPath as NSString).deletingLastPathComponent
    }

    static func load(_ file: String) throws(CLIError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: file) else { throw CLIError("\(file): cannot read the baseline") }
        let json: JSONValue
        do { json = try JSONParser.parse([UInt8](data)) } catch { throw CLIError("\(file): not a valid baseline (\(error))") }
        guard json["version"] == 1, let entries = json["findings"]?.arrayValue else {
            throw CLIError("\(file): not a valid baseline (expected {\"version\":1,\"findings\":[…]})")
        }
        var baseline = Baseline(folder: folder(of: file))
        for entry in entries {
            guard let rule = entry["rule"]?.stringValue, let path = entry["file"]?.stringValue, let line = entry["line"]?.stringValue else {
                throw CLIError("\(file): a baseline entry needs \"rule\", \"file\" and \"line\"")
            }
            baseline.counts[Key(rule: rule, file: path, line: line), default: 0] += entry["count"]?.intValue ?? 1
        }
        return baseline
    }

    func write(to file: String) throws(CLIError) {
        let entries: [JSONValue] = counts.filter { $0.value > 0 }.keys
            .sorted { ($0.file, $0.rule, $0.line) < ($1.file, $1.rule, $1.line) }
            .map { key in ["rule": .string(key.rule), "file": .string(key.file), "line": .string(key.line), "count": .int(counts[key]!)] }
        let document: JSONValue = ["version": 1, "findings": .array(entries)]
        guard AtomicFile.replace(file, with: Array((document.description + "\n").utf8)) else {
            throw CLIError("\(file): cannot write the baseline")
        }
    }
}

struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
