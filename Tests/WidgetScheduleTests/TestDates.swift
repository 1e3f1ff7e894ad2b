import Foundation

/// Parses an ISO-8601 date with offset, e.g. `2026-03-08T09:30:00-04:00`.
func date(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    guard let date = formatter.date(from: text) else { fatalError("bad test date \(text)") }
    return date
}

/// Formats dates in a zone as ISO-8601 with offset, so expectations read like wall clocks.
func iso(_ dates: [Date], _ zone: String) -> [String] {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    formatter.timeZone = TimeZone(identifier: zone)!
    return dates.map { formatter.string(from: $0) }
}

func zone(_ identifier: String) -> TimeZone { TimeZone(identifier: identifier)! }

let newYork = zone("America/New_York")
let berlin = zone("Europe/Berlin")
let sydney = zone("Australia/Sydney")
