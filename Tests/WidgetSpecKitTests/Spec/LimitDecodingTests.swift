import Testing
import WidgetSchedule
import WidgetSpecKit

/// The spec's documented limits (docs/yaml.md) and the empty lists that would mean "never": each is an error
/// located at the value, decided without computing the timeline.
@Suite("Decoding: limits and empty schedules")
struct LimitDecodingTests {
    /// The diagnostic lines of a widget whose timeline is `timeline` (two-space indented under `timeline:`).
    func problems(_ timeline: String) -> [String] {
        diagnosticLines(
            """
            spec: 1
            bundle: Demo
            widgets:
              Probe:
                kind: com.example.probe
                displayName: Probe
                families: [systemSmall]
                timeline:
            \(timeline)
            """)
    }

    let tooMany = "a timeline has at most 1440 entries (a day of one-minute entries)"

    @Test func hugeCountsAreRejectedAtTheCount() {
        #expect(
            problems("      entries: { every: 1s, count: 9223372036854775807 }\n      policy: atEnd") == [
                "9:36 error WS0216 count 9223372036854775807 is too large; \(tooMany)"
            ])
        #expect(
            problems("      entries: { dynamic: { count: 2147483648, every: 1m } }\n      policy: atEnd") == [
                "9:36 error WS0216 count 2147483648 is too large; \(tooMany)"
            ])
        #expect(
            problems("      entries: { at: [\"09:00\", \"12:00\", \"18:00\"], count: 1000000 }\n      policy: atEnd")
                .first?.hasSuffix("count 1000000 is too large; \(tooMany)") == true)
        #expect(problems("      entries: { every: 1m, count: 100000000 }\n      policy: atEnd").count == 1)
        #expect(
            problems("      entries: { every: 1m, count: 1440 }\n      policy: atEnd").allSatisfy {
                !$0.contains("WS0216")
            })
    }

    @Test func spansListsAndUnionsAreCountedNotComputed() {
        #expect(
            problems("      entries: { every: 1s, for: 365d }\n      policy: atEnd") == [
                "9:34 error WS0216 { every: 1s, for: 365d } makes 31536000 entries; \(tooMany)"
            ])
        #expect(
            problems("      entries: [{ every: 1m, count: 1000 }, { every: 1h, count: 441 }]\n      policy: atEnd") == [
                "9:16 error WS0216 the entries list makes 1441 entries; \(tooMany)"
            ])
    }

    @Test func durationsTooLongSayTheLimit() {
        #expect(
            problems("      entries: now\n      policy: { after: 1000000000d }") == [
                "10:24 error WS0216 duration '1000000000d' is too long; a duration is at most 3660d (about 10 years)"
            ])
        #expect(problems("      entries: { every: 100000000d, count: 1100000 }\n      policy: atEnd").count == 2)
        #expect(problems("      entries: now\n      policy: { after: 3660d }").allSatisfy { !$0.contains("error") })
    }

    @Test func aMissingDurationSaysSo() {
        #expect(
            problems("      entries: now\n      policy: { after: null }") == [
                "10:24 error WS0205 the duration is missing (null); write a number with a unit: 30s, 15m, 2h, 1d, "
                    + "1h30m, or 0"
            ])
    }

    @Test func longTimeZoneNamesAreRejectedBeforeAnyLookup() {
        let name = String(repeating: "A", count: 1 << 20)
        let lines = problems("      entries: { at: \"02:15\", timezone: \(name) }\n      policy: atEnd")
        #expect(lines.count == 1)
        #expect(lines.first?.hasSuffix("is 1048576 characters long; a time zone name is at most 64") == true)
    }

    @Test func emptyWeekdayListsAreErrorsLikeEmptyEntries() {
        #expect(
            problems("      entries: { at: \"09:00\", on: [] }\n      policy: atEnd") == [
                "9:35 error WS0204 'on' needs at least one weekday; omit it for every day"
            ])
        #expect(
            problems("      entries: now\n      policy: { after: { at: \"09:00\", on: [] } }") == [
                "10:43 error WS0204 'on' needs at least one weekday; omit it for every day"
            ])
    }

    @Test func reportHorizonAndStartHaveLimits() {
        let lines = diagnosticLines(
            """
            spec: 1
            bundle: Demo
            report:
              horizon: 2000d
              start: "0001-01-01T00:00:00"
            """)
        #expect(
            lines == [
                "4:12 error WS0216 the horizon is at most 1096d (3 years)",
                "5:10 error WS0216 the start '0001-01-01T00:00:00' is outside the supported years 1970 to 9999",
            ])
    }

    /// Models `M0`…`M{depth}`, each but the last holding the next twice with `placeholder: {}`, which fills the
    /// omitted fields from their own placeholders: the value a field of `M0` spells doubles with every level.
    static func doublingModels(depth: Int) -> String {
        let holders = (0..<depth).map { level in
            "  M\(level): { a: { type: M\(level + 1), placeholder: {} }, b: { type: M\(level + 1), placeholder: {} } }"
        }
        return (holders + ["  M\(depth): { x: { type: Int, placeholder: 1 } }"]).joined(separator: "\n")
    }

    /// Forty levels would spell 2^40 values: the decoder stops counting at the limit, so it ends at once, and the
    /// error is at each placeholder that spells too many, never a hang.
    @Test func placeholdersThatExpandPastTheLimitAreRejected() {
        let lines = diagnosticLines("spec: 1\nbundle: Demo\nmodels:\n" + Self.doublingModels(depth: 40))
        let tooMany =
            "error WS0216 this value spells more than 10,000 values with the placeholders its models fill in for "
            + "omitted fields (see docs/yaml.md#limits)"
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasSuffix(tooMany) }, "\(lines.prefix(3))")
        // M28's fields (of M29) spell 6,143 values each, within the limit; M27's, 12,287, are the deepest over it.
        #expect(lines.first == "4:37 \(tooMany)")
        #expect(lines.last == "31:74 \(tooMany)")
        #expect(diagnosticLines("spec: 1\nbundle: Demo\nmodels:\n" + Self.doublingModels(depth: 12)).isEmpty)
    }
}
