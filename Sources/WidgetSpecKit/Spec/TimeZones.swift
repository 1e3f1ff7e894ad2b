import Foundation

/// Validates IANA time zone identifiers.
enum TimeZones {
    /// Whether Foundation knows `identifier` as a time zone under that very name. `TimeZone(identifier:)` is the
    /// test, not `knownTimeZoneIdentifiers`: on Linux that list lacks valid zones such as `Asia/Kolkata`, and
    /// building it costs more than decoding a small spec. Offsets written as names (`GMT+1`) are refused:
    /// Foundation accepts them but renames them.
    static func isKnown(_ identifier: String) -> Bool {
        guard let zone = TimeZone(identifier: identifier) else { return false }
        return zone.identifier == identifier || aliases.contains(identifier)
    }

    /// Names Foundation accepts under another canonical name.
    private static let aliases: Set<String> = ["UTC"]

    /// Candidates for "did you mean", built only when a name is wrong.
    static var identifiers: [String] {
        Array(Set(TimeZone.knownTimeZoneIdentifiers + ["UTC", "GMT"])).sorted()
    }
}
