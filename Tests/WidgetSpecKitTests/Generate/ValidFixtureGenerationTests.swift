import Foundation
import Testing

@testable import WidgetSpecKit

/// The valid corpus uses every key of the language (`ValidCorpusTests`): both parts of each of its specs, with the
/// extension's code and with an app's, type-check against the stubs of every supported SDK. (The corpus is valid for the decoder; some
/// of its platform and family choices are checker errors, which do not change the code.)
@Suite struct ValidFixtureGenerationTests {
    static let directory = RepositoryPaths.root.appendingPathComponent("Tests/WidgetSpecKitTests/Spec/Fixtures/valid")
    static let fixtures = SpecTestPaths.specFiles(in: directory).map(\.lastPathComponent)

    @Test func theCorpusIsThere() {
        #expect(Self.fixtures.count >= 3)
    }

    @Test(arguments: fixtures, AppleSDK.allCases)
    func bothPartsTypeCheck(_ name: String, _ sdk: AppleSDK) throws {
        let modules = try BuiltModules.get(sdk)
        let url = Self.directory.appendingPathComponent(name)
        let loaded = SpecLoader.load(SourceFile(path: name, bytes: try [UInt8](Data(contentsOf: url))))
        let example = ExampleSpec(spec: try #require(loaded.spec), displayPath: name)
        let (directory, files) = try example.writeExtension("fixture")
        defer { try? FileManager.default.removeItem(at: directory) }
        // `access: package` needs a package name, as SwiftPM passes one.
        let package = ["-package-name", "App"]
        let errors = try modules.typeCheck(files, extraArguments: package)
        #expect(errors == nil, "\(name), \(sdk.rawValue) SDK: \(errors ?? "")")
        let app = directory.appendingPathComponent("App.swift")
        try AppSkeleton.appSource(for: example.spec).write(to: app, atomically: true, encoding: .utf8)
        let appErrors = try modules.typeCheck([files[0], app], extraArguments: package)
        #expect(appErrors == nil, "\(name), \(sdk.rawValue) SDK, the shared part with an app: \(appErrors ?? "")")
    }
}
