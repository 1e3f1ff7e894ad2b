import Testing

@testable import WidgetSpecKit

/// What the timeline report says of families decided at run time: it lists them as assumed, never as known.
@Suite struct RuntimeFamilyReportTests {
    @Test func flaggedFamiliesAreListedAsAnAssumption() throws {
        let spec = try decodeSpec(
            widgetSpec(
                widget: "families: [systemSmall]\nfamiliesWhen: { flag: lockScreen, families: [accessoryRectangular] }")
        )
        let widget = try #require(ScheduleSpec(spec).widgets.first)
        #expect(
            ReportText.families(widget.families)
                == "systemSmall; behind the app's flag lockScreen, assumed on: accessoryRectangular")
    }

    @Test func aWidgetOfferedOnlyBehindAFlagShowsThatListAlone() throws {
        let spec = try decodeSpec(
            widgetSpec(widget: "families: []\nfamiliesWhen: { flag: lockScreen, families: [accessoryRectangular] }"))
        let widget = try #require(ScheduleSpec(spec).widgets.first)
        #expect(
            ReportText.families(widget.families) == "behind the app's flag lockScreen, assumed on: accessoryRectangular"
        )
    }

    @Test func withoutAFlagNothingIsAssumed() throws {
        let spec = try decodeSpec(widgetSpec(widget: "families: [systemSmall, systemMedium]"))
        let widget = try #require(ScheduleSpec(spec).widgets.first)
        #expect(ReportText.families(widget.families) == "systemSmall, systemMedium")
        #expect(widget.families.allSatisfy { $0.flag == nil })
    }
}
