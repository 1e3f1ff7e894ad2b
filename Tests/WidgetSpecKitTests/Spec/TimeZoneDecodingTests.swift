import Testing
import WidgetSpecKit

/// Time zones are validated by Foundation under their own name, not against its (incomplete) list of names.
@Suite("Decoding: time zones")
struct TimeZoneDecodingTests {
    @Test(arguments: ["America/New_York", "Asia/Kolkata", "US/Eastern", "Etc/GMT+1", "UTC", "GMT", "Europe/Berlin"])
    func validZonesAreAccepted(zone: String) throws {
        let spec = try decodeBody("report:\n  timezone: \(zone)\n")
        #expect(spec.report.timeZone?.value == zone)
    }

    @Test(arguments: ["America/New_Yrok", "Mars/Base", "GMT+1", "america/new_york", ""])
    func unknownZonesAreRejected(zone: String) {
        let lines = diagnosticLines("spec: 1\nbundle: Demo\nreport:\n  timezone: \"\(zone)\"\n")
        #expect(lines.contains { $0.hasPrefix("4:13 error WS0208") }, "\(lines)")
    }
}
