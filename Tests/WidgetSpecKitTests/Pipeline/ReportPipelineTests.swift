import Foundation
import Testing

@testable import WidgetSpecKit

/// `ReportPipeline`: errors, unknown names, unresolvable settings and the work limit stop it before anything is
/// rendered; otherwise it returns the simulator's complete result.
@Suite struct ReportPipelineTests {
    static let spec = GeneratePipelineTests.spec(bundle: "ClockWidgets", widget: "Clock")

    /// Asks every 5 minutes: 288 requests a day, more than the budget (a warning).
    static let busySpec = spec.replacingOccurrences(
        of: "families: [systemSmall] }", with: "families: [systemSmall], timeline: { policy: { after: 5m } } }")

    static func set(_ text: String = spec) -> SpecSet {
        GeneratePipelineTests.set([("clock.widgets.yaml", text)])
    }

    @Test func simulatesTheNamedWidgetsWithTheResolvedSettings() throws {
        let settings = ReportSettings(horizon: .hours(6))
        let set = Self.set()
        let outcome = ReportPipeline.run(set, settings: settings, only: ["Clock"])
        let options = try settings.resolved(for: set.specs).get()
        let expected = TimelineSimulator.simulate(set.specs, options: options, only: ["Clock"])
        #expect(expected.isComplete)
        #expect(outcome == .simulated(expected))
    }

    @Test func errorsStopItAndWarningsDoNot() {
        let broken = ReportPipeline.run(
            Self.set("spec: 1\nbundle: Broken\nwidgets: []\n"), settings: ReportSettings())
        guard case .stoppedByErrors(let errors) = broken else {
            Issue.record("not stopped: \(broken)")
            return
        }
        #expect(!errors.isEmpty && errors.allSatisfy { $0.severity == .error })
        // A policy asking more often than the budget is a warning the report explains, not a stop.
        let busy = Self.busySpec
        #expect(CheckPipeline.diagnostics(of: Self.set(busy)).contains { $0.severity == .warning })
        guard case .simulated = ReportPipeline.run(Self.set(busy), settings: ReportSettings()) else {
            Issue.record("a warning stopped the report")
            return
        }
    }

    @Test func anUnknownNameOrSettingIsAProblem() {
        #expect(
            ReportPipeline.run(Self.set(), settings: ReportSettings(), only: ["Clok"])
                == .unknownName("Clok", suggestion: "Clock"))
        #expect(
            ReportPipeline.run(Self.set(), settings: ReportSettings(), only: ["Sundial"])
                == .unknownName("Sundial", suggestion: nil))
        #expect(
            ReportPipeline.run(Self.set(), settings: ReportSettings(timeZone: "Mars/Olympus"))
                == .invalidSettings(.unknownTimeZone("Mars/Olympus")))
    }

    @Test func aSimulationBeyondItsWorkLimitReturnsNothingPartial() throws {
        let settings = ReportSettings(horizon: .days(30), workLimit: 10)
        guard case .workLimitExceeded(let options) = ReportPipeline.run(Self.set(Self.busySpec), settings: settings)
        else {
            Issue.record("a 10-unit limit did not stop 30 days of 5-minute requests")
            return
        }
        #expect(options.workLimit == 10)
    }
}
