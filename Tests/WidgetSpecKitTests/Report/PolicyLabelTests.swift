import Testing
import WidgetSchedule

@testable import WidgetSpecKit

/// A policy has one notation, in reports and in diagnostics, and a cut label never ends in a space.
@Suite("Policy labels")
struct PolicyLabelTests {
    @Test func oneNotationWithDaysAndZone() {
        let rule = WallClockRule(
            times: [WallTime(hour: 9, minute: 30)!], weekdays: [.mon, .tue, .wed, .thu, .fri],
            timeZone: .named("America/New_York"))
        #expect(ReloadPolicy.afterWallClock(rule).specNotation == "after 09:30 mon-fri America/New_York")
        #expect(ReloadPolicy.after(.hours(2)).specNotation == "after 2h")
    }

    @Test func aCutLabelHasNoSpaceBeforeTheEllipsis() {
        #expect(HTMLTimelineChart.cut("after 00:00:01 mon", 16) == "after 00:00:01\u{2026}")
        #expect(HTMLTimelineChart.cut("after 2h", 16) == "after 2h")
    }
}
