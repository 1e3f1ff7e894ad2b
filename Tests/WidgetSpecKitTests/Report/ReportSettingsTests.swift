import Foundation
import Testing
import WidgetSpecKit

@Suite struct ReportSettingsTests {
    let range = SourceRange(file: "t.widgets.yaml", at: SourceLocation(line: 1, column: 1))

    func spec(_ report: ReportDefaults = ReportDefaults(), events: [String] = []) -> Spec {
        Spec(
            file: "t.widgets.yaml", bundle: Located("B", at: range),
            platforms: [PlatformVersion(platform: .iOS, version: OSVersion(17), range: range)],
            events: events.map { EventDecl(name: Located($0, at: range), reloads: .all(range)) }, report: report)
    }

    @Test func fixedDefaultsWithoutSpecSettings() throws {
        let options = try ReportSettings().resolved(for: [spec()]).get()
        #expect(options.start == date("2026-01-05T09:00:00-05:00"))
        #expect(options.timeZone.identifier == "America/New_York")
        #expect(options.horizon == .hours(24))
        #expect(options.budget == 70)
        #expect(options.events.isEmpty)
        #expect(!options.fail)
    }

    @Test func specDefaultsThenCommandLine() throws {
        let report = ReportDefaults(
            start: Located(LocalDateTime(year: 2026, month: 7, day: 1, hour: 8), at: range),
            timeZone: Located("Europe/Berlin", at: range), horizon: Located(.days(2), at: range),
            budget: Located(40, at: range), fail: true,
            events: [ReportEvent(name: Located("logout", at: range), offsets: [Located(.hours(3), at: range)])])
        let fromSpec = try ReportSettings().resolved(for: [spec(report, events: ["logout"])]).get()
        #expect(fromSpec.start == date("2026-07-01T08:00:00+02:00"))
        #expect(fromSpec.horizon == .days(2))
        #expect(fromSpec.budget == 40)
        #expect(fromSpec.fail)
        #expect(fromSpec.events == [ScheduledEvent(name: "logout", offset: .hours(3))])
        let overridden = try ReportSettings(
            timeZone: "Asia/Tokyo", horizon: .hours(6), budget: 5,
            events: [ScheduledEvent(name: "logout", offset: .zero)]
        ).resolved(for: [spec(report, events: ["logout"])]).get()
        #expect(overridden.start == date("2026-07-01T08:00:00+09:00"))
        #expect(overridden.horizon == .hours(6))
        #expect(overridden.budget == 5)
        #expect(overridden.events == [ScheduledEvent(name: "logout", offset: .zero)])
    }

    @Test func startWithOffsetAndInstant() throws {
        var settings = ReportSettings(start: .local(LocalDateTime(parsing: "2026-01-05T14:00:00Z")!))
        #expect(try settings.resolved(for: [spec()]).get().start == date("2026-01-05T09:00:00-05:00"))
        settings.start = .instant(Date(timeIntervalSince1970: 0))
        #expect(try settings.resolved(for: [spec()]).get().start == Date(timeIntervalSince1970: 0))
    }

    @Test func problems() {
        #expect(
            ReportSettings(timeZone: "Mars/Olympus").resolved(for: [spec()])
                == .failure(.unknownTimeZone("Mars/Olympus")))
        #expect(ReportSettings(horizon: .zero).resolved(for: [spec()]) == .failure(.nonPositiveHorizon))
        #expect(ReportSettings(budget: -1).resolved(for: [spec()]) == .failure(.nonPositiveBudget))
        #expect(ReportSettings(budget: 0).resolved(for: [spec()]) == .failure(.nonPositiveBudget))
        #expect(ReportSettings(horizon: .days(365_000)).resolved(for: [spec()]) == .failure(.horizonTooLong))
        #expect((try? ReportSettings(horizon: .days(1096)).resolved(for: [spec()]).get()) != nil)
        let longZone = String(repeating: "A", count: 1 << 20)
        #expect(
            ReportSettings(timeZone: longZone).resolved(for: [spec()])
                == .failure(.unknownTimeZone(String(repeating: "A", count: 64))))
        let ancient = ReportSettings(start: .local(LocalDateTime(year: 1, month: 1, day: 1)))
        #expect(ancient.resolved(for: [spec()]) == .failure(.startOutOfRange("0001-01-01T00:00:00")))
        let events = [ScheduledEvent(name: "nope", offset: .hours(1))]
        #expect(ReportSettings(events: events).resolved(for: [spec()]) == .failure(.unknownEvent("nope")))
        let february = ReportSettings(start: .local(LocalDateTime(year: 2026, month: 2, day: 30)))
        #expect(february.resolved(for: [spec()]) == .failure(.nonexistentStart("2026-02-30T00:00:00")))
    }

    func date(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)!
    }
}
