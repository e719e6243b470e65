// "Fix all": every safe fix of a file, applied until nothing more can be fixed.

import SwiftParser

extension Linter {
    /// The text after applying every safe preferred fix. Fixes whose edits overlap wait for the
    /// next pass; passes repeat until none applies, so a second run changes nothing.
    public func fixingAll(_ bytes: [UInt8], projectPath: String? = nil, workspace: WorkspaceContext? = nil, maximumPasses: Int = 8) -> (bytes: [UInt8], applied: Int) {
        var current = bytes
        var applied = 0
        for _ in 0..<maximumPasses {
            guard ParserHazard.find(in: current) == nil else { break }
            let tree = current.withUnsafeBufferPointer { Parser.parse(source: $0) }
            let findings = lint(tree, source: current, projectPath: projectPath, workspace: workspace)
            let chosen = Self.nonOverlappingSafeFixes(findings)
            guard !chosen.isEmpty, let next = try? EditApplier.apply(chosen.flatMap(\.edits), to: current), next != current else { break }
            current = next
            applied += chosen.count
        }
        return (current, applied)
    }

    /// The first (preferred) safe fix of each finding, skipping any that touches an edit already taken.
    public static func nonOverlappingSafeFixes(_ findings: [Finding]) -> [Fix] {
        var taken: [Range<Int>] = []
        var result: [Fix] = []
        for finding in findings {
            guard let fix = finding.fixes.first, fix.isSafe else { continue }
            let touches = fix.edits.contains { edit in
                taken.contains { other in
                    edit.range.overlaps(other) || edit.range.lowerBound == other.lowerBound || edit.range.upperBound == other.upperBound
                        || (edit.range.isEmpty && other.contains(edit.range.lowerBound))
                        || (other.isEmpty && edit.range.contains(other.lowerBound))
                }
            }
            guard !touches else { continue }
            taken += fix.edits.map(\.range)
            result.append(fix)
        }
        return result
    }
}
