import Testing
import WidgetSchedule
import WidgetSpecKit

@Suite("Decoding: top level")
struct TopLevelDecodingTests {
    @Test func defaultsOfAMinimalSpec() throws {
        let spec = try decodeSpec("spec: 1\nbundle: GameWidgets\n")
        #expect(spec.file == "test.widgets.yaml")
        #expect(spec.version == 1)
        #expect(spec.bundle.value == "GameWidgets")
        #expect(spec.bundle.at == "2:9")
        #expect(spec.isMain)
        #expect(spec.access == .internal)
        #expect(spec.platforms.map(\.platform) == [.iOS])
        #expect(spec.platforms.map(\.version) == [OSVersion(17, 0)])
        // A defaulted platform points at the start of the file.
        #expect(spec.platforms.first?.range.start == WidgetSpecKit.SourceLocation(line: 1, column: 1))
        #expect(spec.enums.isEmpty && spec.models.isEmpty && spec.widgets.isEmpty)
        #expect(spec.activities.isEmpty && spec.events.isEmpty)
        #expect(spec.report == ReportDefaults())
        #expect(spec.checks == CheckSettings())
    }

    @Test func explicitValues() throws {
        let spec = try decodeSpec(
            """
            spec: 1
            bundle: Shop
            main: false
            access: public
            platforms:
              watchOS: "10.0"
              iOS: 17.0
              macOS: 14
              visionOS: "1.2.3"
            """)
        #expect(!spec.isMain)
        #expect(spec.access == .public)
        // Sorted by platform, whatever the order in the file; `17.0` unquoted stays the version 17.0.
        #expect(spec.platforms.map(\.platform) == [.iOS, .macOS, .watchOS, .visionOS])
        #expect(
            spec.platforms.map(\.version) == [OSVersion(17, 0), OSVersion(14, 0), OSVersion(10, 0), OSVersion(1, 2, 3)])
        #expect(spec.platforms.map { "\($0.range.start)" } == ["7:8", "8:10", "6:12", "9:13"])
        #expect(spec.minimum(for: .macOS) == OSVersion(14))
        #expect(spec.minimum(for: .visionOS)?.description == "1.2.3")
    }

    @Test func accessLevels() throws {
        for level in AccessLevel.allCases {
            let spec = try decodeSpec("spec: 1\nbundle: Demo\naccess: \(level.rawValue)\n")
            #expect(spec.access == level)
        }
    }

    @Test func checksAtTopLevelAndInAWidget() throws {
        let spec = try decodeBody(
            """
            checks:
              disable: [WS0701, WS0702]
              enable: WS0801
            widgets:
              Clock:
                kind: com.example.clock
                displayName: Clock
                families: [systemSmall]
                checks: { disable: [WS0703] }
            """)
        #expect(spec.checks.disabled.map(\.value) == ["WS0701", "WS0702"])
        #expect(spec.checks.disabled.map(\.at) == ["4:13", "4:21"])
        #expect(spec.checks.enabled.map(\.value) == ["WS0801"])
        #expect(spec.widgets.first?.checks.disabled.map(\.value) == ["WS0703"])
        #expect(spec.widgets.first?.checks.enabled == [])
    }

    @Test func extensionKeysAreIgnoredEverywhere() throws {
        let spec = try decodeBody(
            """
            x-top: { anything: [1, 2] }
            enums:
              x-note: not an enum
              Hero: { cases: [panda], x-hint: ignored }
            models:
              Score: { points: Int, x-extra: 1 }
            widgets:
              x-template: { whatever: true }
              Clock:
                x-owner: team-a
                kind: com.example.clock
                displayName: Clock
                families: [systemSmall]
                timeline: { policy: atEnd, x-why: because }
            events:
              x-later: {}
              logout: { reloads: all, x-comment: hi }
            report: { x-note: hi }
            """)
        #expect(spec.enums.map(\.name.value) == ["Hero"])
        #expect(spec.models.first?.fields.map(\.name.value) == ["points"])
        #expect(spec.widgets.map(\.name.value) == ["Clock"])
        #expect(spec.events.map(\.name.value) == ["logout"])
    }

    @Test func emptyFileIsOneClearError() {
        #expect(
            diagnosticLines("") == [
                "1:1 error WS0203 the spec is empty; it needs at least 'spec: 1', 'bundle' and 'widgets'"
            ])
    }

    @Test func fileSizeLimit() {
        let source = SourceFile(path: "big.widgets.yaml", text: "spec: 1\nbundle: Demo\n")
        let loaded = SpecLoader.load(source, limits: YAMLLimits(maxFileSize: 10))
        #expect(loaded.spec == nil)
        #expect(
            loaded.diagnostics.map(DiagnosticTranscript.line) == [
                "1:1 error WS0002 the file is 21 bytes, more than the limit of 10 bytes"
            ])
        #expect(SpecLoader.load(source, limits: YAMLLimits(maxFileSize: 21)).diagnostics.isEmpty)
    }

    @Test func everyProblemOfTheFileIsCollected() {
        let lines = diagnosticLines(
            """
            spec: 1
            bundle: demo
            access: open
            widgets:
              Clock: { kind: k, displayName: d, families: [systemSmal] }
            events:
              refresh: { reloads: [Clok] }
            """)
        #expect(
            lines.map { $0.split(separator: " ").prefix(3).joined(separator: " ") } == [
                "2:9 error WS0211", "3:9 error WS0204", "5:48 error WS0204", "7:24 error WS0303",
            ])
    }
}
