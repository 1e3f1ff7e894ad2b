import WidgetSpecKit

/// libFuzzer's entry point for `widgetspec diff` (docs/fuzzing.md): the input split into an old and a new spec
/// at a line `=== new ===`, both read and compared through the compatibility surface and rules, in process.
/// Any trap, sanitizer report, hang (`-timeout`) or memory blow-up (`-rss_limit_mb`) is a bug, and so is a spec
/// that, compared with itself, reports anything.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let result = DiffPairPipeline.run(Array(UnsafeBufferPointer(start: data, count: size)))
    if result.unchanged.compared, !result.unchanged.diagnostics.isEmpty {
        fatalError("a spec compared with itself reports: \(result.unchanged.diagnostics.map(\.message))")
    }
    return 0
}
