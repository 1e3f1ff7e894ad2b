import Foundation
import Testing

@testable import WidgetSpecKit

/// Families behind the app's flag (`specs/stats.widgets.yaml`, iOS) and recommendations from the spec and from the
/// app (`specs/complications.widgets.yaml`, watchOS), compiled as their platform compiles them against both SDKs'
/// stubs, with the app's `WidgetFlags` and `ComplicationRecommender` of `AppSkeleton`.
@Suite struct RuntimeFamilyTypeCheckTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var stem: String
        var platform: Platform
        var sdk: AppleSDK
        var testDescription: String { "\(stem) on \(platform.rawValue), \(sdk.rawValue)" }
    }

    static let cases: [Case] = AppleSDK.allCases.flatMap { sdk in
        [
            Case(stem: "stats.widgets", platform: .iOS, sdk: sdk),
            Case(stem: "complications.widgets", platform: .watchOS, sdk: sdk),
        ]
    }

    @Test(arguments: cases)
    func theRunTimeFamiliesAndRecommendationsTypeCheck(_ test: Case) throws {
        let example = try ExampleSpec.named(test.stem)
        let spec = example.spec
        let sources = [
            (example.outputName(.shared), example.shared), (example.outputName(.extension), example.extensionPart),
            ("Extension.swift", AppSkeleton.extensionSource(for: spec)),
            ("App.swift", AppSkeleton.appSource(for: spec, includingShared: false)),
        ]
        let (directory, files) = try ExampleSpec.write(
            sources.map { ($0.0, PlatformTypeCheckTests.resolvingConditions($0.1, as: test.platform)) },
            into: "runtime-families")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try BuiltModules.get(test.sdk).typeCheck(files)
        #expect(errors == nil, "\(test.testDescription):\n\(errors ?? "")")
    }

    /// The stubs' negative control: without the app's flag the extension does not compile, so the test above
    /// would see a missing `WidgetFlags`.
    @Test func withoutTheAppsFlagsTheExtensionDoesNotCompile() throws {
        let example = try ExampleSpec.named("stats.widgets")
        let extensionSource = AppSkeleton.extensionSource(for: example.spec)
            .replacingOccurrences(
                of: "enum WidgetFlags: WidgetFlagReading", with: "enum UnusedFlags: WidgetFlagReading")
        let sources = [
            (example.outputName(.shared), example.shared), (example.outputName(.extension), example.extensionPart),
            ("Extension.swift", extensionSource),
        ]
        let (directory, files) = try ExampleSpec.write(
            sources.map { ($0.0, PlatformTypeCheckTests.resolvingConditions($0.1, as: .iOS)) },
            into: "runtime-families-negative")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try BuiltModules.get(.iOS18).typeCheck(files)
        #expect(errors?.contains("WidgetFlags") == true, "\(errors ?? "no errors")")
    }
}
