import Foundation
import Testing
import WidgetSchedule

@testable import WidgetSpecKit

/// The widget gallery (`context.isPreview`) gets the spec's placeholders as content, marked `sample`, which views
/// draw unredacted: Apple asks for an entry "as quickly as possible, perhaps supplying sample data" [S4], not a
/// grey skeleton.
@Suite struct GallerySnapshotTests {
    static let spec = """
        spec: 1
        bundle: Gallery
        platforms: { iOS: "17.0" }
        widgets:
          Plain:
            kind: com.example.plain
            displayName: Plain
            families: { iOS: [systemSmall] }
            entry:
              score: { type: Int, placeholder: 3 }
            timeline: { entries: now, policy: never }
          Chosen:
            kind: com.example.chosen
            displayName: Chosen
            families: { iOS: [systemSmall] }
            intent:
              parameters:
                mood: { type: String, default: calm }
            entry:
              score: { type: Int, placeholder: 3 }
            timeline: { entries: now, policy: never }

        """

    static func example() throws -> ExampleSpec {
        let loaded = SpecLoader.load(SourceFile(path: "gallery.widgets.yaml", text: spec))
        let spec = try #require(loaded.spec)
        #expect(!(loaded.diagnostics + Checker.check([spec])).hasErrors, "\(loaded.diagnostics)")
        return ExampleSpec(spec: spec, displayPath: "gallery.widgets.yaml")
    }

    @Test func theGallerySnapshotIsTheSampleEntryNotThePlaceholder() throws {
        let example = try Self.example()
        let code = example.extensionPart
        #expect(code.contains("completion(PlainEntry.sample(at: Foundation.Date()))"))
        #expect(code.contains("return ChosenEntry.sample(at: Foundation.Date(), configuration: values)"))
        #expect(!code.contains("completion(PlainEntry.placeholder(at: Foundation.Date()))\n"))
        let shared = example.shared
        #expect(shared.contains("static func sample(at date: Foundation.Date) -> Self"))
        #expect(shared.contains("state: .sample)"))
    }

    @Test func aSampleEntryIsContentNotSampleValuesToRedact() {
        #expect(!EntryState.sample.showsSampleValues)
        #expect(EntryState.sample.failureReason == nil)
        #expect(EntryState.placeholder.showsSampleValues)
    }
}
