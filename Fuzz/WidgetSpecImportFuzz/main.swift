import Foundation
import WidgetSpecKit

/// libFuzzer's entry point for `widgetspec import` (`scripts/fuzz.sh --target import`, docs/fuzzing.md): the
/// bytes as an intent definition, XML or binary. A trap, sanitizer report, hang (`-timeout`), memory blow-up
/// (`-rss_limit_mb`) or broken promise of the printed spec is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let broken = ImportFuzzing.brokenPromises(Data(bytes: data, count: size))
    if !broken.isEmpty { fatalError(broken.joined(separator: "\n")) }
    return 0
}
