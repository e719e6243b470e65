// A unified diff of two texts, for `lint --fix --dry-run`. Lines are compared with
// Myers' algorithm, which is quick when the texts differ in few places.

enum UnifiedDiff {
    static func make(old: String, new: String, path: String, context: Int = 3) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let script = editScript(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        let shown = path.hasPrefix("/") ? String(path.dropFirst()) : path
        var output = "--- a/\(shown)\n+++ b/\(shown)\n"
        var index = 0
        while index < script.count {
            guard script[index].kind != .same else { index += 1; continue }
            // A hunk: changes within 2×context lines of each other, with context around.
            var end = index
            var lastChange = index
            while end < script.count {
                if script[end].kind != .same { lastChange = end }
                if end - lastChange > 2 * context { break }
                end += 1
            }
            let start = max(0, index - context)
            let stop = min(script.count, lastChange + context + 1)
            let lines = script[start..<stop]
            let oldStart = (lines.first { $0.kind != .inserted }?.oldLine ?? script[start].oldLine) + 1
            let newStart = (lines.first { $0.kind != .deleted }?.newLine ?? script[start].newLine) + 1
            let oldCount = lines.filter { $0.kind != .inserted }.count
            let newCount = lines.filter { $0.kind != .deleted }.count
            output += "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n"
            for line in lines {
                switch line.kind {
                case .same: output += " " + line.text + "\n"
                case .deleted: output += "-" + line.text + "\n"
                case .inserted: output += "+" + line.text + "\n"
                }
            }
            index = stop
        }
        return output
    }

    struct Line {
        enum Kind { case same, deleted, inserted }
        let kind: Kind
        let text: String
        /// Positions in the old and new texts (of the next line, for an insertion or deletion).
        let oldLine: Int
        let newLine: Int
    }

    /// Myers' shortest edit script between two line arrays.
    static func editScript(_ a: [String], _ b: [String]) -> [Line] {
        let n = a.count
        let m = b.count
        let maximum = n + m
        var v = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        outer: for d in 0...maximum {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[k - 1 + maximum] < v[k + 1 + maximum])) ? v[k + 1 + maximum] : v[k - 1 + maximum] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[k + maximum] = x
                if x >= n, y >= m { break outer }
            }
        }
        // Walk the trace back from the end.
        var result: [Line] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[k - 1 + maximum] < v[k + 1 + maximum])) ? k + 1 : k - 1
            let previousX = v[previousK + maximum]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                result.append(Line(kind: .same, text: a[x], oldLine: x, newLine: y))
            }
            guard d > 0 else { break }
            if x == previousX {
                y -= 1
                result.append(Line(kind: .inserted, text: b[y], oldLine: x, newLine: y))
            } else {
                x -= 1
                result.append(Line(kind: .deleted, text: a[x], oldLine: x, newLine: y))
            }
        }
        return result.reversed()
    }
}
