import Foundation
import Testing

@testable import WidgetSpecKit

/// The example specs in `specs/` must have no errors and exactly the warnings and notes each is meant to show.
@Suite("specs/ produces exactly the expected diagnostics")
struct ExampleSpecsTests {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../specs").standardizedFileURL

    static func diagnostics() -> [Diagnostic] {
        CheckPipeline.diagnostics(of: SpecLoader.load(paths: [specs.path]))
    }

    static func line(_ diagnostic: Diagnostic) -> String {
        let location = diagnostic.range.map {
            "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.start.line):\($0.start.column)"
        }
        return "\(diagnostic.id) \(location ?? "-")"
    }

    @Test func warningsAndNotesAreExactlyTheExpectedOnes() {
        let found = Self.diagnostics().filter { $0.severity != .error }.map(Self.line)
        #expect(
            found == [
                // Food Truck's, Trio's and Home Assistant's activities hold strings and lists: payload-risk notes.
                "WS0805 food-truck.widgets.yaml:14:7",
                // The game status polls every 15 minutes: 96 a day, over the budget of 70.
                "WS0707 game.widgets.yaml:58:15",
                "WS0805 glucose.widgets.yaml:27:7",
                "WS0805 home-activity.widgets.yaml:19:7",
                // The pizza delivery's strings are unbounded (a payload-risk note).
                "WS0805 pizza.widgets.yaml:22:7",
                // Its push-to-start needs iOS 17.2; the spec's minimum is 17.0.
                "WS0810 pizza.widgets.yaml:31:33",
                // The sensors and energy widgets leave CarPlay's gallery only from iOS 26 (notes).
                "WS0409 sensors.widgets.yaml:47:7",
                "WS0409 sensors.widgets.yaml:59:7",
            ])
    }

    @Test func noErrors() {
        let errors = Self.diagnostics().filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(Self.line))")
    }
}
