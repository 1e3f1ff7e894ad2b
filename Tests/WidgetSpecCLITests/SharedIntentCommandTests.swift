import Foundation
import Testing

/// One intent shared by several widgets (`intent: Name`) through the built binary: `check` refuses an unknown
/// name with its suggestion, `generate` declares the intent once, `diff` reports a widget that leaves it.
@Suite("shared intents through the CLI")
struct SharedIntentCommandTests {
    static func spec(thisWeek: String) -> String {
        """
        spec: 1
        bundle: Sites
        widgets:
          Today:
            kind: com.example.today
            displayName: Today
            families: [systemSmall]
            intent:
              name: SelectSite
              parameters: { site: String? }
              migratesFrom: { intentClassName: SelectSiteIntent }
          ThisWeek:
            kind: com.example.this-week
            displayName: This Week
            families: [systemMedium]
        \(thisWeek)

        """
    }

    @Test func anUnknownSharedIntentFailsCheckWithTheClosestName() throws {
        let directory = try TemporaryDirectory()
        try directory.write("sites.widgets.yaml", Self.spec(thisWeek: "    intent: SelectSites"))
        let result = try WidgetSpecCLI.run(["check", "sites.widgets.yaml"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("sites.widgets.yaml:16:13: error: widget 'ThisWeek' shares the intent"))
        #expect(result.stderr.contains("did you mean 'SelectSite'? [WS0312]"))
    }

    @Test func generateDeclaresTheSharedIntentOnce() throws {
        let directory = try TemporaryDirectory()
        try directory.write("sites.widgets.yaml", Self.spec(thisWeek: "    intent: SelectSite"))
        let result = try WidgetSpecCLI.run(["generate", "sites.widgets.yaml", "--output", "out"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        let shared = try String(
            contentsOf: directory.url.appendingPathComponent("out/sites.widgets.shared.generated.swift"),
            encoding: .utf8)
        #expect(shared.components(separatedBy: "struct SelectSite:").count == 2)
        #expect(shared.components(separatedBy: "init(_ intent: SelectSite)").count == 3)
    }

    @Test func diffReportsAWidgetThatStopsSharing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("old/sites.widgets.yaml", Self.spec(thisWeek: "    intent: SelectSite"))
        try directory.write(
            "new/sites.widgets.yaml", Self.spec(thisWeek: "    intent: { parameters: { site: String? } }"))
        let result = try WidgetSpecCLI.run(["diff", "old", "new"], in: directory.url)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "new/sites.widgets.yaml:16:5: error: widget 'ThisWeek' no longer shares 'SelectSite' with the kinds "
                    + "'com.example.today'"))
        #expect(result.stderr.contains("[WS1047]"))
        #expect(!result.stderr.contains("[WS1004]"))
    }
}
