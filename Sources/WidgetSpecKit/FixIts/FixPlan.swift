/// A fix-it `check --fix` applies: where, what it replaces, and the diagnostic that carried it.
package struct PlannedFix: Hashable, Sendable {
    package var diagnosticID: DiagnosticID
    package var fixIt: FixIt
    /// The text the fix-it replaces, as the file has it.
    package var original: String
    package var edit: SourceEdit
}

/// A fix-it `check --fix` leaves alone, and why.
package struct SkippedFix: Hashable, Sendable {
    package enum Reason: Hashable, Sendable {
        /// Its range overlaps (or starts where) another fix-it's range does, at that location: neither is applied.
        case overlaps(SourceLocation)
        /// It is a suggestion (`FixIt.isMachineApplicable` is false).
        case suggestion
        /// It points into a file that is not one of the spec files named on the command line.
        case outsideNamedSpecs
        /// Its range is not a position of the file (a stale or synthesized range).
        case notInFile
        /// Applied with the file's other fix-its it would make the file unreadable as YAML (two typos of one key
        /// both fixed to it make a duplicate key).
        case breaksTheFile
    }

    package var diagnosticID: DiagnosticID
    package var fixIt: FixIt
    package var reason: Reason
}

/// Which fix-its of a set of diagnostics can be applied together, per file, and which cannot.
package struct FixPlan: Sendable {
    /// The fixes to apply, by file path; within a file sorted by position, none conflicting with another.
    package var fixes: [String: [PlannedFix]]
    /// The fix-its left alone, in the diagnostics' order.
    package var skipped: [SkippedFix]

    package var isEmpty: Bool { fixes.isEmpty }

    /// The plan for `diagnostics`' fix-its. A fix-it is applied only when it is machine-applicable, points into
    /// one of `sources` for which `isFixable` holds, has a range inside that file, and conflicts with no other
    /// fix-it of the same file (then neither is applied). The same fix-it carried by several diagnostics (a node
    /// reached through two aliases) counts once; one that changes nothing is dropped.
    package static func make(
        for diagnostics: [Diagnostic], sources: [String: SourceFile], isFixable: (String) -> Bool
    ) -> FixPlan {
        var skipped: [SkippedFix] = []
        var candidates: [String: [PlannedFix]] = [:]
        var seen: Set<FixIt> = []
        var offsetsByFile: [String: SourceOffsets] = [:]
        for diagnostic in diagnostics {
            guard let fixIt = diagnostic.fixIt, seen.insert(fixIt).inserted else { continue }
            func skip(_ reason: SkippedFix.Reason) {
                skipped.append(SkippedFix(diagnosticID: diagnostic.id, fixIt: fixIt, reason: reason))
            }
            let file = fixIt.range.file
            guard let source = sources[file], isFixable(file) else {
                skip(.outsideNamedSpecs)
                continue
            }
            guard fixIt.isMachineApplicable else {
                skip(.suggestion)
                continue
            }
            let offsets = offsetsByFile[file] ?? SourceOffsets(bytes: source.bytes)
            offsetsByFile[file] = offsets
            guard let written = offsets.byteRange(of: fixIt.range) else {
                skip(.notInFile)
                continue
            }
            let range = withoutNodeProperties(written, in: source.bytes)
            let original = Array(source.bytes[range])
            let replacement = Array(keepingQuotes(of: original, fixIt.replacement).utf8)
            if original == replacement { continue }
            candidates[file, default: []].append(
                PlannedFix(
                    diagnosticID: diagnostic.id, fixIt: fixIt, original: String(decoding: original, as: UTF8.self),
                    edit: SourceEdit(range: range, replacement: replacement)))
        }
        var fixes: [String: [PlannedFix]] = [:]
        for (file, planned) in candidates {
            var kept: [PlannedFix] = []
            for fix in planned {
                let other = planned.first { $0 != fix && $0.edit.conflicts(with: fix.edit) }
                if let other {
                    skipped.append(
                        SkippedFix(
                            diagnosticID: fix.diagnosticID, fixIt: fix.fixIt, reason: .overlaps(other.fixIt.range.start)
                        ))
                } else {
                    kept.append(fix)
                }
            }
            if !kept.isEmpty { fixes[file] = kept.sorted { $0.edit.range.lowerBound < $1.edit.range.lowerBound } }
        }
        // Deterministic whatever the dictionary's order: by file, position, then what each would write.
        skipped.sort {
            ($0.fixIt.range.file, $0.fixIt.range.start, $0.fixIt.range.end, $0.fixIt.replacement, $0.diagnosticID)
                < ($1.fixIt.range.file, $1.fixIt.range.start, $1.fixIt.range.end, $1.fixIt.replacement, $1.diagnosticID)
        }
        return FixPlan(fixes: fixes, skipped: skipped)
    }

    /// `replacement` in the quotes `original` is written in, when it is one quoted scalar on one line and the
    /// replacement brings no quotes of its own: `"player name"` becomes `"playerName"`, as the user wrote it.
    static func keepingQuotes(of original: [UInt8], _ replacement: String) -> String {
        let quotes: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "'")]
        guard original.count >= 2, let quote = original.first, quote == original.last, quotes.contains(quote),
            !original.contains(where: { $0 == 0x0A || $0 == 0x0D }),
            !replacement.utf8.contains(where: { quotes.contains($0) || $0 < 0x20 || $0 == UInt8(ascii: "\\") })
        else { return replacement }
        let mark = String(UnicodeScalar(quote))
        return mark + replacement + mark
    }

    /// `range` without the YAML node properties it starts with (`&anchor`, `!tag`, and the spaces after them): a
    /// node's range includes them, but a fix-it replaces the value, and dropping an anchor would break its
    /// aliases. A plain scalar never starts with `&` or `!`, and a quoted one starts with its quote.
    static func withoutNodeProperties(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        func isSpace(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0D].contains(byte) }
        var start = range.lowerBound
        while start < range.upperBound, bytes[start] == UInt8(ascii: "&") || bytes[start] == UInt8(ascii: "!") {
            var end = start
            while end < range.upperBound, !isSpace(bytes[end]) { end += 1 }
            while end < range.upperBound, isSpace(bytes[end]) { end += 1 }
            // Properties with no value after them: leave the range as it was written.
            guard end < range.upperBound else { return range }
            start = end
        }
        return start..<range.upperBound
    }
}
