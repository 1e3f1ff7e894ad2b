import Testing

@testable import WidgetSpecKit

/// WS1039 where the catalog example and the golden pair do not reach: a spec that drops its whole `localization`,
/// and specs paired by their path inside their folder among several.
@Suite struct LanguageDropTests {
    static func diff(_ old: [String: String], _ new: [String: String]) -> [String] {
        func set(_ files: [String: String], _ folder: String) -> SpecSet {
            SpecSet(
                files: files.sorted { $0.key < $1.key }.map {
                    SpecLoader.load(SourceFile(path: "\(folder)/\($0.key)", text: $0.value))
                }, pathProblems: [])
        }
        // Each file is known by its path inside its folder, as `diff OLD_DIR NEW_DIR` knows it.
        func identities(_ files: [String: String], _ folder: String) -> [String: String] {
            Dictionary(uniqueKeysWithValues: files.keys.map { ("\(folder)/\($0)", $0) })
        }
        let result = DiffPipeline.run(
            old: set(old, "old"), new: set(new, "new"),
            identities: DiffPipeline.Identities(old: identities(old, "old"), new: identities(new, "new")))
        return result.diagnostics.filter { $0.id == DiagnosticDescription.languageDropped.id }.map {
            "\($0.range?.file ?? "-") \($0.message)"
        }
    }

    static let localized = "spec: 1\nbundle: A\nlocalization: { development: en, languages: [en, de] }\n"
    static let plain = "spec: 1\nbundle: B\n"

    @Test func aSpecWithoutLocalizationNowDropsEveryLanguageButTheDevelopmentOne() {
        #expect(
            Self.diff(["a.widgets.yaml": Self.localized], ["a.widgets.yaml": "spec: 1\nbundle: A\n"]) == [
                "old/a.widgets.yaml language 'de' is gone from 'a.widgets.xcstrings': people who read 'de' see the "
                    + "texts as the spec writes them instead"
            ])
    }

    @Test func severalSpecsArePairedByFileName() {
        let old = ["a.widgets.yaml": Self.localized, "b.widgets.yaml": Self.plain]
        #expect(Self.diff(old, old).isEmpty)
        // Each spec keeps its file name: `b` never had languages, so nothing is dropped although `a`'s content
        // moved to `c`.
        #expect(
            Self.diff(old, ["c.widgets.yaml": Self.localized, "b.widgets.yaml": Self.plain]).isEmpty)
        #expect(
            Self.diff(
                old,
                ["a.widgets.yaml": Self.plain.replacingOccurrences(of: "B", with: "A"), "b.widgets.yaml": Self.plain]
            ).count == 1)
    }
}
