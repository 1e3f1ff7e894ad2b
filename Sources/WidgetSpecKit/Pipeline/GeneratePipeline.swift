import Foundation

/// What `widgetspec generate` runs: the checker's diagnostics first; nothing is generated when any of them is an
/// error, when two specs would generate files of one name, or when the extension part imports a shared part
/// whose declarations it could not see; otherwise the Swift files of every spec.
package enum GeneratePipeline {
    /// The diagnostics of a run and what it generated.
    package struct Output: Sendable {
        /// Every diagnostic, as `CheckPipeline.diagnostics(of:)` gives them.
        package var diagnostics: [Diagnostic]
        package var outcome: Outcome
    }

    package enum Outcome: Hashable, Sendable {
        /// Some diagnostic is an error (an unreadable path counts): nothing was generated.
        case stoppedByErrors
        /// Two specs would generate files of one name: nothing was generated.
        case outputNameClash(WidgetSpecOutputNameClash)
        /// The extension part imports the module of the shared part, but some specs' declarations are internal,
        /// invisible from another module: nothing was generated. The diagnostics hold one `sharedPartNotPublic`
        /// error for each, at the spec's bundle.
        case sharedPartNotPublic
        /// The files to generate, sorted by name, each rendered when it is asked for (see `GeneratedFileSet`).
        case generated(GeneratedFileSet)
    }

    /// Checks `set` and, when it is free of errors, generates its files.
    ///
    /// - Parameters:
    ///   - parts: The parts to generate of every spec.
    ///   - access: Overrides every spec's `access`.
    ///   - imports: Modules the extension part imports; the first is the one that compiles the shared part, whose
    ///     declarations must then be `public` or `package`.
    ///   - workingDirectory: The directory header paths are relative to (see `headerPath(of:workingDirectory:)`).
    ///   - options: The rule switches and severities, as `check` applies them.
    package static func run(
        _ set: SpecSet, parts: [GeneratedPart] = GeneratedPart.allCases, access: AccessLevel? = nil,
        imports: [String] = [], workingDirectory: String, options: CheckOptions = CheckOptions()
    ) -> Output {
        let diagnostics = CheckPipeline.diagnostics(of: set, options: options)
        guard !diagnostics.hasErrors else { return Output(diagnostics: diagnostics, outcome: .stoppedByErrors) }
        if case .failure(let clash) = WidgetSpecOutputFileName.forSpecs(named: set.specs.map(\.file), parts: parts) {
            return Output(diagnostics: diagnostics, outcome: .outputNameClash(clash))
        }
        let hidden = set.specs.filter { (access ?? $0.access) == .internal }.map(\.bundle)
        if let module = imports.first, !hidden.isEmpty {
            let errors = hidden.map { bundle in
                Diagnostic.error(
                    .sharedPartNotPublic,
                    "the extension part imports \(module), so the shared part of '\(bundle.value)' is compiled in "
                        + "another module, where internal declarations are invisible; set `access: public` (or "
                        + "`package`) in the spec, or pass --access public",
                    at: bundle.range)
            }
            return Output(diagnostics: diagnostics + errors, outcome: .sharedPartNotPublic)
        }
        let files = GeneratedFileSet(specs: set.specs, parts: parts, access: access, imports: imports) {
            headerPath(of: $0, workingDirectory: workingDirectory)
        }
        return Output(diagnostics: diagnostics, outcome: .generated(files))
    }

    /// The spec path a generated header names: relative to `workingDirectory` when the spec lies under it, the
    /// file name alone for another absolute path, so the output does not depend on where the project is checked
    /// out.
    package static func headerPath(of path: String, workingDirectory: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        return (path as NSString).lastPathComponent
    }
}
