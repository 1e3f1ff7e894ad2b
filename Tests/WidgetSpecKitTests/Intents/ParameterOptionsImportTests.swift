import Foundation
import Testing

@testable import WidgetSpecKit

/// `widgetspec import` of SiriKit's dynamic options (issue 28): a crafted intent definition modelled on Mastodon's
/// widget intents (`Fixtures/import/Mastodon.intentdefinition`: a hashtag and an account String with dynamic
/// options and search, a multi-value String with them, an Int with dynamic options, and a Decimal with dynamic
/// options, which `options:` does not take) becomes `options: dynamic` on the Strings and the Int.
@Suite struct ParameterOptionsImportTests {
    static let sample = IntentDefinitionImportTests.directory.appendingPathComponent("Mastodon.intentdefinition")

    static func importSample() throws -> IntentDefinitionImport.Result {
        try IntentDefinitionImport.spec(fromDefinition: Data(contentsOf: sample), fileName: "Mastodon.intentdefinition")
    }

    @Test func theSampleBecomesTheExpectedSpec() throws {
        let result = try Self.importSample()
        GoldenFile.check(
            result.spec,
            against: IntentDefinitionImportTests.directory.appendingPathComponent("Mastodon.widgets.yaml.expected"))
        // Search on the hashtag, the account and the accounts; the Decimal's options dropped.
        #expect(result.notes.count == 4)
        #expect(result.notes.filter { $0.contains("gets no search text") }.count == 3)
        #expect(result.notes.contains { $0.contains("\"threshold\"") && $0.contains("only for String and Int") })
    }

    @Test func dynamicOptionsBecomeOptionsAndTheSpecChecksAndTypeChecks() throws {
        let spec = try decodeSpec(IntentDefinitionImportTests.withKinds(try Self.importSample().spec))
        #expect(Checker.check([spec]).filter { $0.severity == .error }.isEmpty)
        let intents = spec.widgets.compactMap(\.intent)
        #expect(intents.first?.parameter(named: "hashtag")?.options?.provider.value == "HashtagHashtagOptions")
        let followers = try #require(intents.dropFirst().first)
        #expect(followers.parameter(named: "account")?.options != nil)
        #expect(followers.parameter(named: "days")?.options != nil)
        #expect(followers.parameter(named: "showChart")?.options == nil)
        #expect(followers.parameter(named: "threshold")?.options == nil)
        let accounts = try #require(intents.last?.parameter(named: "accounts"))
        #expect(accounts.type.value == .optional(.array(.string)))
        #expect(accounts.defaultValue == nil)
        let modules = try BuiltModules.get()
        let example = ExampleSpec(spec: spec, displayPath: "Mastodon.widgets.yaml")
        let (directory, files) = try example.writeExtension("imported-options")
        defer { try? FileManager.default.removeItem(at: directory) }
        let errors = try modules.typeCheck(files)
        #expect(errors == nil, "\(errors ?? "")")
    }
}
