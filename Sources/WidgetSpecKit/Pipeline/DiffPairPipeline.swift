/// `widgetspec diff` in process on two specs held in one input, without git: for the diff fuzz target
/// (Fuzz/WidgetSpecDiffFuzz) and the regression tests of what it finds. The input is the old spec, a line
/// `=== new ===`, and the new spec; without that line it is compared with itself. Whatever the bytes, this ends
/// in diagnostics, never in a trap, a hang or unbounded memory; and a spec compared with itself reports nothing.
package enum DiffPairPipeline {
    /// The line between the old spec and the new one.
    package static let separator = "=== new ==="

    package struct Result: Sendable {
        /// The old spec against the new one.
        package var comparison: DiffPipeline.Output
        /// The comparison as `diff` prints it (`--format text`).
        package var rendered: String
        /// The new spec against itself.
        package var unchanged: DiffPipeline.Output
    }

    /// The old and the new spec's bytes: around the first separator line, or the input twice.
    package static func split(_ bytes: [UInt8]) -> (old: [UInt8], new: [UInt8]) {
        let line = Array(separator.utf8)
        var start = 0
        while start + line.count <= bytes.count {
            let end = start + line.count
            if bytes[start..<end].elementsEqual(line), end == bytes.count || bytes[end] == UInt8(ascii: "\n") {
                return (Array(bytes[..<start]), Array(bytes[min(end + 1, bytes.count)...]))
            }
            guard let next = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            start = next + 1
        }
        return (bytes, bytes)
    }

    package static func run(_ bytes: [UInt8]) -> Result {
        let (oldBytes, newBytes) = split(bytes)
        let identity = "fuzz.widgets.yaml"
        let old = SpecLoader.load(SourceFile(path: "REV:" + identity, bytes: oldBytes))
        let new = SpecLoader.load(SourceFile(path: identity, bytes: newBytes))
        let oldSet = SpecSet(files: [old], pathProblems: [])
        let newSet = SpecSet(files: [new], pathProblems: [])
        let identities = DiffPipeline.Identities(old: [old.source.path: identity], new: [identity: identity])
        let comparison = DiffPipeline.run(old: oldSet, new: newSet, identities: identities)
        let rendered = TextReporter().render(
            comparison.diagnostics,
            context: ReporterContext(sources: [old.source.path: old.source, new.source.path: new.source]))
        let unchanged = DiffPipeline.run(
            old: newSet, new: newSet, identities: DiffPipeline.Identities(old: identities.new, new: identities.new))
        return Result(comparison: comparison, rendered: rendered, unchanged: unchanged)
    }
}
