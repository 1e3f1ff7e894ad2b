import Foundation
import Testing

@testable import WidgetSpecKit

/// On Linux every `#if os(...)` is false, so the per-platform branches (family lists, widgets offered on some
/// platforms, the iOS-only Live Activity glue) would go unchecked. These tests resolve the `os(...)` and
/// `targetEnvironment(...)` conditions as each platform of the spec would, then type-check that variant.
@Suite struct PlatformTypeCheckTests {
    /// `source` with `os(X)` replaced by `true` for `platform` and `false` otherwise.
    static func resolvingConditions(_ source: String, as platform: Platform) -> String {
        var result = source
        for other in Platform.allCases {
            result = result.replacingOccurrences(
                of: "os(\(other.rawValue))", with: other == platform ? "true" : "false")
        }
        return result.replacingOccurrences(of: "targetEnvironment(macCatalyst)", with: "false")
    }

    struct Variant: Sendable, CustomTestStringConvertible {
        var example: ExampleSpec
        var platform: Platform
        var testDescription: String { "\(example.stem) on \(platform.rawValue)" }
    }

    static let variants: [Variant] = ExampleSpec.all.flatMap { example in
        example.spec.platforms.map { Variant(example: example, platform: $0.platform) }
    }

    @Test(arguments: variants)
    func eachPlatformsVariantTypeChecks(_ variant: Variant) throws {
        let modules = try BuiltModules.get()
        let example = variant.example
        let sources = [
            (example.outputName(.shared), example.shared), (example.outputName(.extension), example.extensionPart),
            ("Extension.swift", AppSkeleton.extensionSource(for: example.spec)),
            ("App.swift", AppSkeleton.appSource(for: example.spec, includingShared: false)),
        ]
        let (directory, files) = try ExampleSpec.write(
            sources.map { ($0.0, Self.resolvingConditions($0.1, as: variant.platform)) }, into: "platform")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try modules.typeCheck(files)
        #expect(errors == nil, "\(variant.testDescription):\n\(errors ?? "")")
    }

    @Test func theVariantsCoverSeveralPlatforms() {
        #expect(Set(Self.variants.map(\.platform)).count >= 3)
    }
}
