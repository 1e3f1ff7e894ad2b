/// A unified diff (`diff -u`, as `patch` and `git apply` read it) of two versions of one file, by lines.
///
/// Lines end at LF and keep their terminator, so a CRLF file shows its CRs and a last line without a break gets
/// `\ No newline at end of file`. The shortest edit script comes from Myers' algorithm (O((N+M)·D) time, D the
/// number of changed lines) after the common first and last lines are set aside: fix-its change few lines of a
/// file, so D stays small.
package enum UnifiedDiff {
    /// The diff of `old` and `new`, or "" when they are equal. `oldLabel`/`newLabel` follow `---`/`+++`
    /// (`a/specs/x.widgets.yaml`); `context` lines of context surround each change.
    package static func render(
        old: [UInt8], new: [UInt8], oldLabel: String, newLabel: String, context: Int = 3
    ) -> String {
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        let script = editScript(oldLines, newLines)
        let hunks = hunks(of: script, context: context)
        guard !hunks.isEmpty else { return "" }
        var text = "--- \(headerName(oldLabel))\n+++ \(headerName(newLabel))\n"
        for hunk in hunks {
            let steps = script[hunk]
            let oldCount = steps.filter { $0.kind != .insert }.count
            let newCount = steps.filter { $0.kind != .delete }.count
            let first = script[hunk.lowerBound]
            text += "@@ -\(span(first.oldIndex, oldCount)) +\(span(first.newIndex, newCount)) @@\n"
            for step in steps {
                let (marker, line) =
                    switch step.kind {
                    case .equal: (" ", oldLines[step.oldIndex])
                    case .delete: ("-", oldLines[step.oldIndex])
                    case .insert: ("+", newLines[step.newIndex])
                    }
                text += marker + String(decoding: line, as: UTF8.self)
                if line.last != UInt8(ascii: "\n") { text += "\n\\ No newline at end of file\n" }
            }
        }
        return text
    }

    /// A file name as `git diff` writes it after `---` and `+++`, so that `patch` and `git apply` read it back: in
    /// double quotes with C escapes when it holds a control character, a quote or a backslash; followed by a
    /// tab when it holds a space (the tab ends the name); else as it is.
    static func headerName(_ name: String) -> String {
        let needsQuotes = name.unicodeScalars.contains {
            $0.value < 0x20 || $0.value == 0x7F || $0 == "\"" || $0 == "\\"
        }
        guard needsQuotes else { return name.contains(" ") ? name + "\t" : name }
        var quoted = "\""
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "\""): quoted += "\\\""
            case UInt8(ascii: "\\"): quoted += "\\\\"
            case 0x09: quoted += "\\t"
            case 0x0A: quoted += "\\n"
            case 0x0D: quoted += "\\r"
            case 0x20...0x7E: quoted += String(UnicodeScalar(byte))
            default: quoted += "\\" + String(byte, radix: 8).leftPadded(to: 3)
            }
        }
        return quoted + "\""
    }

    /// `start,count` as diff writes it: lines count from 1, an empty range names the line before it, and a
    /// count of 1 is left out.
    private static func span(_ index: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(index),0"
        case 1: "\(index + 1)"
        default: "\(index + 1),\(count)"
        }
    }

    /// The lines of `bytes`, each with its LF (the last one without, when the file does not end in one).
    static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    struct Step: Equatable {
        enum Kind { case equal, delete, insert }
        var kind: Kind
        /// The old line's index (for an insertion: the number of old lines before it).
        var oldIndex: Int
        /// The new line's index (for a deletion: the number of new lines before it).
        var newIndex: Int
    }

    /// The shortest edit script turning `old` into `new`, in order.
    static func editScript(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>]) -> [Step] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let middle = myers(Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]))
        var steps = (0..<prefix).map { Step(kind: .equal, oldIndex: $0, newIndex: $0) }
        steps += middle.map { Step(kind: $0.kind, oldIndex: $0.oldIndex + prefix, newIndex: $0.newIndex + prefix) }
        steps += (0..<suffix).map {
            Step(kind: .equal, oldIndex: old.count - suffix + $0, newIndex: new.count - suffix + $0)
        }
        return steps
    }

    /// Myers' greedy algorithm, keeping each round's furthest points to walk the path back.
    private static func myers(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        let n = a.count
        let m = b.count
        let offset = n + m + 1
        var furthest = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        func startsDown(_ k: Int, _ d: Int, _ v: [Int]) -> Bool {
            k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
        }
        search: for d in 0...(n + m) {
            trace.append(furthest)
            for k in stride(from: -d, through: d, by: 2) {
                var x = startsDown(k, d, furthest) ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        var steps: [Step] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = startsDown(k, d, v) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[offset + previousK]
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                steps.append(Step(kind: .equal, oldIndex: x, newIndex: y))
            }
            guard d > 0 else { break }
            if x == previousX {
                steps.append(Step(kind: .insert, oldIndex: x, newIndex: y - 1))
            } else {
                steps.append(Step(kind: .delete, oldIndex: x - 1, newIndex: y))
            }
            x = previousX
            y = previousY
        }
        return steps.reversed()
    }

    /// The ranges of `script` each hunk shows: every change with up to `context` unchanged lines around it,
    /// changes closer than twice that sharing one hunk.
    private static func hunks(of script: [Step], context: Int) -> [Range<Int>] {
        let changes = script.indices.filter { script[$0].kind != .equal }
        var hunks: [Range<Int>] = []
        for change in changes {
            let start = max(0, change - context)
            let end = min(script.count, change + 1 + context)
            if let last = hunks.last, start <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<end
            } else {
                hunks.append(start..<end)
            }
        }
        return hunks
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
