import Foundation
import Testing

/// Language codes compared as BCP 47 says, without regard to case, in every command that reads them.
@Suite("language codes ignore case")
struct LanguageCodeCaseTests {
    static func spec(languages: String, text: String) -> String {
        """
        spec: 1
        bundle: Demo
        platforms: { iOS: "17.0" }
        localization: { development: en, languages: [\(languages)] }
        widgets:
          Clock: { kind: com.example.clock, displayName: { \(text) }, families: [systemSmall] }

        """
    }

    @Test func checkFindsALanguageListedTwiceInAnotherCasing() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "clock.widgets.yaml", Self.spec(languages: "en, zh-Hans, zh-hans", text: "en: Clock, zh-hans: 时钟"))
        let result = try WidgetSpecCLI.run(["check", "clock.widgets.yaml"], in: directory.url)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "clock.widgets.yaml:4:59: error: language 'zh-hans' is listed twice (as 'zh-Hans'; language codes "
                    + "ignore case) [WS0307]"))
    }

    /// `zh-hans` in the text is the declared `zh-Hans`: complete, and written in Xcode's casing.
    @Test func generateWritesOneLanguageInXcodesCasing() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "clock.widgets.yaml",
            Self.spec(languages: "EN, zh-Hans, PT-br", text: "en: Clock, zh-hans: 时钟, pt-BR: Relógio"))
        let check = try WidgetSpecCLI.run(["check", "clock.widgets.yaml"], in: directory.url)
        #expect(check.status == 0, "\(check.stderr)")
        let result = try WidgetSpecCLI.run(["generate", "clock.widgets.yaml", "--output", "out"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        let catalog = try directory.read("out/clock.widgets.xcstrings")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(catalog.utf8)) as? [String: Any])
        let strings = try #require(object["strings"] as? [String: [String: Any]])
        let languages = try #require(strings["Clock.displayName"]?["localizations"] as? [String: Any])
        #expect(Set(languages.keys) == ["en", "zh-Hans", "pt-BR"])
        #expect(object["sourceLanguage"] as? String == "en")
    }

    @Test func aMissingLanguageIsMissingInEveryCasing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("clock.widgets.yaml", Self.spec(languages: "en, zh-Hans", text: "en: Clock"))
        let result = try WidgetSpecCLI.run(["check", "clock.widgets.yaml"], in: directory.url)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("has no zh-Hans text; write it per language: { en: Clock, zh-Hans: … } [WS1101]"))
    }

    /// A language respelled between versions is not dropped (WS1039).
    @Test func diffKeepsALanguageRespelled() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "old/clock.widgets.yaml", Self.spec(languages: "en, zh-Hans", text: "en: Clock, zh-Hans: 时钟"))
        try directory.write(
            "new/clock.widgets.yaml", Self.spec(languages: "en, zh-hans", text: "en: Clock, ZH-hans: 时钟"))
        let result = try WidgetSpecCLI.run(["diff", "old", "new"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("WS1039"), "\(result.stderr)")
        try directory.write("new/clock.widgets.yaml", Self.spec(languages: "en", text: "en: Clock"))
        let dropped = try WidgetSpecCLI.run(["diff", "old", "new"], in: directory.url)
        #expect(dropped.stderr.contains("language 'zh-Hans' is gone"), "\(dropped.stderr)")
    }

    /// Thousands of languages are refused with one error, at once.
    @Test func languagesBeyondTheLimitAreOneError() throws {
        let directory = try TemporaryDirectory()
        let codes = (0..<5000).map { "en-x\($0)" }
        try directory.write(
            "clock.widgets.yaml",
            Self.spec(
                languages: codes.joined(separator: ", "), text: codes.map { "\($0): Clock" }.joined(separator: ", ")))
        let result = try WidgetSpecCLI.run(["check", "clock.widgets.yaml"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("5000 languages are listed; a spec declares at most 1000 [WS0216]"))
        #expect(result.stderr.contains("this text has 5000 languages; a spec declares at most 1000 [WS0216]"))
    }
}
