import Foundation
import Testing
import WidgetSpecKit

/// The invalid-spec corpus: every `Fixtures/invalid/NAME.widgets.yaml` is decoded and its diagnostics are
/// compared exactly with `NAME.expected`. Run with `WIDGETSPEC_RECORD=1` to rewrite the expectations, then
/// check every position by hand before committing them.
@Suite("Invalid spec corpus")
struct InvalidFixtureTests {
    static let directory = SpecTestPaths.fixtures().appendingPathComponent("invalid")
    static let fixtureNames = SpecTestPaths.specFiles(in: directory).map(\.lastPathComponent)

    @Test func corpusIsLargeEnough() {
        #expect(Self.fixtureNames.count >= 45)
    }

    /// Every front-end ID the YAML loader or the decoder can report is shown by some fixture. (WS0001 and
    /// WS0004 concern command-line paths and are covered by the CLI tests; WS0002 by a unit test.)
    @Test(.disabled(if: GoldenFile.isRecording, "the expectations are being rewritten"))
    func corpusCoversEveryFrontEndID() throws {
        let ids: [DiagnosticID] = [
            .invalidUTF8, .yamlSyntax, .duplicateKey, .aliasExpansionLimit, .nestingDepthLimit, .multipleDocuments,
            .undefinedAlias, .invalidMerge, .unknownKey, .wrongType, .missingKey, .invalidValue, .invalidDuration,
            .invalidWallTime, .invalidWeekday, .unknownTimeZone, .invalidVersion, .invalidTypeExpression,
            .invalidIdentifier, .unsupportedSpecVersion, .nonScalarKey, .valueTypeMismatch, .reservedName,
            .unknownType, .unknownEnumCase, .unknownWidget, .unknownParameter, .unknownEvent, .unknownDiagnosticID,
            .duplicateName, .recursiveModel, .limitExceeded, .unsupportedTag, .deprecatedKey,
        ]
        var seen = Set<String>()
        for name in Self.fixtureNames {
            let url = Self.directory.appendingPathComponent(String(name.dropLast(".widgets.yaml".count)) + ".expected")
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix(" ") {
                let words = line.split(separator: " ")
                if words.count > 2 { seen.insert(String(words[2])) }
            }
        }
        #expect(ids.filter { !seen.contains($0.rawValue) } == [])
    }

    @Test(arguments: fixtureNames)
    func fixture(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(name)))
        let loaded = SpecLoader.load(SourceFile(path: name, bytes: bytes))
        let actual = DiagnosticTranscript.render(loaded.diagnostics)
        let expectedURL = Self.directory.appendingPathComponent(
            String(name.dropLast(".widgets.yaml".count)) + ".expected")
        GoldenFile.check(actual, against: expectedURL)
        // An invalid fixture must be rejected: an error, and no IR.
        #expect(loaded.diagnostics.hasErrors)
        #expect(loaded.spec == nil)
    }
}
