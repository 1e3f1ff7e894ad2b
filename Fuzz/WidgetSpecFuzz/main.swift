import WidgetSpecKit

/// libFuzzer's entry point (scripts/fuzz.sh, docs/fuzzing.md): the whole pipeline on one input. Any trap,
/// sanitizer report, hang (`-timeout`) or memory blow-up (`-rss_limit_mb`) is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    WholePipeline.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
