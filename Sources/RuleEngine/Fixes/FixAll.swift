// "Fix all": every safe fix of a file, applied until nothing more can be fixed.

import SwiftParser

extension Linter {
    /// The text after applying every safe preferred fix. Fixes whose edits overlap wait for the
    /// next pass; passes repeat until none applies, so a second run changes nothing.
    public func fixingAll(_ bytes: [UInt8], projectPath: String? = nil, workspace: WorkspaceContext? = nil, maximumPasses: Int = 8) -> (bytes: [UInt8], applied: Int) {
        let result = fixingAll(bytes, projectPath: projectPath, within: nil, workspace: workspace, maximumPasses: maximumPasses)
        return (result.bytes, result.applied)
    }

    /// The same, fixing only findings that touch `regions` (when given); returns the regions as
    /// they lie in the fixed text, so what is left can be judged against them.
    public func fixingAll(
        _ bytes: [UInt8], projectPath: String? = nil, within regions: ChangedRegions?, workspace: WorkspaceContext? = nil, maximumPasses: Int = 8
    ) -> (bytes: [UInt8], applied: Int, regions: ChangedRegions?) {
        var current = bytes
        var applied = 0
        var regions = regions
        for _ in 0..<maximumPasses {
            guard ParserHazard.find(in: current) == nil else { break }
            let tree = current.withUnsafeBufferPointer { Parser.parse(source: $0) }
            var findings = lint(tree, source: current, projectPath: projectPath, workspace: workspace)
            if let regions { findings = findings.filter { regions.touches($0.range) } }
            let chosen = Self.nonOverlappingSafeFixes(findings)
            let edits = chosen.flatMap(\.edits)
            guard !chosen.isEmpty, let next = try? EditApplier.apply(edits, to: current), next != current else { break }
            current = next
            applied += chosen.count
            regions = regions?.applying(edits)
        }
        return (current, applied, regions)
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
