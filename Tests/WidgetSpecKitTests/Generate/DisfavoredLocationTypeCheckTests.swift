import Foundation
import Testing

@testable import WidgetSpecKit

/// The disfavored-location helpers compiled as iOS compiles them (`os(iOS)` resolved, as `PlatformTypeCheckTests`
/// does), against both SDKs' stubs: every iOS place, on a widget offered from iOS 16 so that each group sits behind
/// `if #available`, and the iOS 26 group behind `#if compiler(>=6.2)`, which the iOS 18 SDK's compiler drops.
@Suite struct DisfavoredLocationTypeCheckTests {
    @Test(arguments: AppleSDK.allCases)
    func everyIOSPlaceTypeChecksOnIOS(_ sdk: AppleSDK) throws {
        var spec = try ExampleSpec.named("sensors.widgets").spec
        let range = spec.widgets[0].name.range
        spec.platforms = [PlatformVersion(platform: .iOS, version: OSVersion(16), range: range)]
        spec.widgets[0].disfavoredLocations = WidgetLocation.allCases.filter { $0.platform == .iOS }.map {
            DisfavoredLocation(location: Located($0, at: range), families: [Located(.systemSmall, at: range)])
        }
        let example = ExampleSpec(spec: spec, displayPath: "specs/sensors.widgets.yaml")
        #expect(example.extensionPart.contains("if #available(iOS 17.0, *) {"))
        #expect(example.extensionPart.contains("#if os(iOS) && compiler(>=6.2)"))
        let sources = [
            (example.outputName(.shared), example.shared), (example.outputName(.extension), example.extensionPart),
            ("Extension.swift", AppSkeleton.extensionSource(for: spec)),
            ("App.swift", AppSkeleton.appSource(for: spec, includingShared: false)),
        ]
        let (directory, files) = try ExampleSpec.write(
            sources.map { ($0.0, PlatformTypeCheckTests.resolvingConditions($0.1, as: .iOS)) }, into: "disfavored")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try BuiltModules.get(sdk).typeCheck(files)
        #expect(errors == nil, "\(sdk.rawValue):\n\(errors ?? "")")
    }
}
