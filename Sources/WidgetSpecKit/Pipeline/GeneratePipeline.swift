import Foundation

/// What `widgetspec generate` runs: the checker's diagnostics first; nothing is generated when any of them is an
/// error, or when two specs would generate files of one name; otherwise the Swift file of every spec.
public enum GeneratePipeline {
    /// The diagnostics of a run and what it generated.
    public struct Output: Sendable {
        /// Every diagnostic, as `CheckPipeline.diagnostics(of:)` gives them.
        public var diagnostics: [Diagnostic]
        public var outcome: Outcome
    }

    public enum Outcome: Hashable, Sendable {
        /// Some diagnostic is an error (an unreadable path counts): nothing was generated.
        case stoppedByErrors
        /// Two specs would generate files of one name: nothing was generated.
        case outputNameClash(WidgetSpecOutputNameClash)
        /// The generated files, sorted by name.
        case generated([GeneratedFile])
    }

    /// Checks `set` and, when it is free of errors, generates its files.
    ///
    /// - Parameters:
    ///   - access: Overrides every spec's `access`.
    ///   - workingDirectory: The directory header paths are relative to (see `headerPath(of:workingDirectory:)`).
    public static func run(_ set: SpecSet, access: AccessLevel? = nil, workingDirectory: String) -> Output {
        let diagnostics = CheckPipeline.diagnostics(of: set)
        guard !diagnostics.hasErrors else { return Output(diagnostics: diagnostics, outcome: .stoppedByErrors) }
        if case .failure(let clash) = WidgetSpecOutputFileName.forSpecs(named: set.specs.map(\.file)) {
            return Output(diagnostics: diagnostics, outcome: .outputNameClash(clash))
        }
        let files = SwiftGenerator.files(for: set.specs, access: access) {
            headerPath(of: $0, workingDirectory: workingDirectory)
        }
        return Output(diagnostics: diagnostics, outcome: .generated(files))
    }

    /// The spec path a generated header names: relative to `workingDirectory` when the spec lies under it, the
    /// file name alone for another absolute path, so the output does not depend on where the project is checked
    /// out.
    public static func headerPath(of path: String, workingDirectory: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        return (path as NSString).lastPathComponent
    }
}
