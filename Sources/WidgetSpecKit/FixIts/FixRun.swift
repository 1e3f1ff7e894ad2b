/// A fix-it `check --fix` applied: in which file, at which position of the file as it was in that round.
package struct AppliedFix: Hashable, Sendable {
    package var path: String
    package var location: SourceLocation
    package var diagnosticID: DiagnosticID
    package var original: String
    package var replacement: String
    /// 1 for the fix-its of the files as read; 2 and on for those that only the fixed text carries.
    package var round: Int
}

/// `check --fix` in memory: the fix-its of a spec set applied round after round, each round re-reading and
/// re-checking the fixed text, until no applicable fix-it is left or `maximumRounds` rounds were applied. Nothing
/// is written here; the CLI writes `changedFiles` (or prints their diff).
package struct FixRun: Sendable {
    /// A file whose text the fix-its changed: as read, and as fixed.
    package struct ChangedFile: Sendable {
        package var path: String
        package var original: [UInt8]
        package var fixed: [UInt8]
    }

    /// How many rounds of edits at most: a fix-it's text may carry a fix-it of its own, but the number of rounds
    /// is bounded, so fixing always ends.
    package static let maximumRounds = 3

    package var applied: [AppliedFix] = []
    /// The fix-its left alone in the last round (those of the files as they end up).
    package var skipped: [SkippedFix] = []
    /// The diagnostics of the fixed files (those of the files as read when nothing was fixed).
    package var diagnostics: [Diagnostic] = []
    /// The changed files in the order of the set.
    package var changedFiles: [ChangedFile] = []
    /// Every file's text as it ends up, by path, for rendering `diagnostics`.
    package var sources: [String: SourceFile] = [:]
    /// False when the last round still had fix-its to apply.
    package var converged = true

    /// Fixes `set` in memory; `isFixable(path)` says which files may change (`FixScope`).
    package init(
        _ set: SpecSet, options: CheckOptions = CheckOptions(), limits: YAMLLimits = .default,
        maximumRounds: Int = FixRun.maximumRounds, isFixable: (String) -> Bool
    ) {
        var current = set
        var rejected: [SkippedFix] = []
        for round in 1...(maximumRounds + 1) {
            diagnostics = CheckPipeline.diagnostics(of: current, options: options)
            let plan = FixPlan.make(for: diagnostics, sources: current.sources, isFixable: isFixable)
            skipped = plan.skipped
            guard !plan.isEmpty else { break }
            guard round <= maximumRounds else {
                converged = false
                break
            }
            let results = Self.applying(plan, to: current, limits: limits)
            current = SpecSet(files: results.map(\.file), pathProblems: current.pathProblems)
            let refused = Set(results.flatMap(\.refused))
            rejected += results.flatMap(\.refused).map {
                SkippedFix(diagnosticID: $0.diagnosticID, fixIt: $0.fixIt, reason: .breaksTheFile)
            }
            applied += plan.fixes.keys.sorted().flatMap { path in
                plan.fixes[path, default: []].filter { !refused.contains($0) }.map {
                    AppliedFix(
                        path: path, location: $0.fixIt.range.start, diagnosticID: $0.diagnosticID,
                        original: $0.original, replacement: String(decoding: $0.edit.replacement, as: UTF8.self),
                        round: round)
                }
            }
        }
        skipped += rejected
        sources = current.sources
        changedFiles = zip(set.files, current.files).compactMap { before, after in
            before.source.bytes == after.source.bytes
                ? nil
                : ChangedFile(path: before.source.path, original: before.source.bytes, fixed: after.source.bytes)
        }
    }

    /// Each file of the set with its part of `plan` applied and loaded again, and the fixes refused. Fix-its that
    /// each make sense can break the file together (two typos of one key fixed to it: a duplicate key): when the
    /// fixed text has more YAML problems than the file had, the file's fixes are tried one at a time, in order, and
    /// each one that would add a YAML problem is refused.
    private static func applying(
        _ plan: FixPlan, to set: SpecSet, limits: YAMLLimits
    ) -> [(file: LoadedSpec, refused: [PlannedFix])] {
        set.files.concurrentMap { file -> (file: LoadedSpec, refused: [PlannedFix]) in
            guard let fixes = plan.fixes[file.source.path] else { return (file, []) }
            func load(_ edits: [SourceEdit]) -> LoadedSpec {
                SpecLoader.load(
                    SourceFile(path: file.source.path, bytes: SourceEdit.apply(edits, to: file.source.bytes)),
                    limits: limits)
            }
            let allowed = yamlProblems(in: file)
            let fixed = load(fixes.map(\.edit))
            if yamlProblems(in: fixed) <= allowed { return (fixed, []) }
            var kept: [SourceEdit] = []
            var refused: [PlannedFix] = []
            for fix in fixes {
                if yamlProblems(in: load(kept + [fix.edit])) <= allowed {
                    kept.append(fix.edit)
                } else {
                    refused.append(fix)
                }
            }
            return (load(kept), refused)
        }
    }

    /// The number of errors reading the file as YAML (syntax, duplicate keys, encoding): a fix never adds one.
    private static func yamlProblems(in file: LoadedSpec) -> Int {
        file.diagnostics.count {
            $0.severity == .error && (DiagnosticCategory(of: $0.id) == .yaml || $0.id == .invalidUTF8)
        }
    }
}
