import Foundation

/// The IANA time zone identifiers this machine's Foundation knows.
enum TimeZones {
    static let identifiers: [String] = {
        var known = TimeZone.knownTimeZoneIdentifiers
        known.append(contentsOf: ["UTC", "GMT"])
        return Array(Set(known)).sorted()
    }()

    private static let set = Set(identifiers)

    static func isKnown(_ identifier: String) -> Bool {
        set.contains(identifier) && TimeZone(identifier: identifier) != nil
    }
}
