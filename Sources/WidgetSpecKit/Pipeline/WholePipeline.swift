import WidgetSchedule

/// Every stage on one input, as the commands run them: YAML, decoding, checking, diagnostics rendered as text,
/// generation, and the report's simulation over two days. For the fuzz target (Fuzz/WidgetSpecFuzz) and the
/// regression tests of what it found: whatever the bytes, this must end in diagnostics or output, never in a
/// trap, a hang or unbounded memory.
package enum WholePipeline {
    package static func run(_ bytes: [UInt8]) {
        let file = "fuzz.widgets.yaml"
        let loaded = SpecLoader.load(SourceFile(path: file, bytes: bytes))
        let findings = loaded.spec.map { Checker.check([$0]) } ?? []
        _ = TextReporter().render(
            loaded.diagnostics + findings, context: ReporterContext(sources: [file: loaded.source]))
        guard let spec = loaded.spec, !(loaded.diagnostics + findings).hasErrors else { return }
        _ = SwiftGenerator.files(for: [spec])
        var settings = ReportSettings()
        settings.horizon = .hours(48)
        if case .success(let options) = settings.resolved(for: [spec]) {
            _ = TimelineSimulator.simulate([spec], options: options)
        }
    }
}
