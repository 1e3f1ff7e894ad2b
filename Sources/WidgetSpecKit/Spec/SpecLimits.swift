import Foundation
import WidgetSchedule

/// The documented limits of the spec language (docs/yaml.md, "Limits"). Each keeps `check`, `generate` and
/// `report` within seconds and well under a gigabyte on any input, and each lies far beyond what a widget can
/// use, so a spec that hits one has a typo or is hostile.
package enum SpecLimits {
    /// Entries in one timeline: a day of one-minute entries. WidgetKit was reported to stop updating widgets
    /// beyond about 400 (WS0703 warns there); the schedule library never computes more.
    package static let entries = EntrySchedule.maximumEntryCount
    /// The longest duration (`after:`, `every:`, `for:`, offsets, jitter...): about ten years.
    package static let duration = ScheduleDuration.days(3660)
    /// The longest report horizon: three years, a leap day included.
    package static let horizon = ScheduleDuration.days(1096)
    /// The longest time zone name; IANA's longest is 32 characters (`America/Argentina/ComodRivadavia`).
    /// Checked before any lookup, which costs time in proportion to the length.
    package static let timeZoneNameLength = 64
    /// The years a report may start in: the proleptic Gregorian conversion is exact there, and Unix time
    /// (which time zone data starts from) is not negative.
    package static let startYears = 1970...9999
    /// Languages in `localization.languages`: Xcode offers about 100 localizations, and every display text is
    /// checked against each language, so the work is languages × texts.
    package static let languages = 1000
    /// Values in one placeholder or default, counting those its models fill in for omitted fields: each
    /// omitted model field takes its own placeholder, so forty models holding the next twice spell 2^40.
    package static let placeholderValues = 10_000
    /// Intent parameters the widgets sharing an intent (`intent: Name`) take from it, together: each sharing widget
    /// gets the intent's parameters in its own generated configuration, so a two-hundred-parameter intent shared by a
    /// thousand one-line widgets spells 200,000 fields (half a gigabyte to check) in a 100 KB file.
    package static let sharedIntentParameters = 10_000

    /// The limits as messages write them: "3660d (about 10 years)".
    package static let durationText = "\(duration) (about 10 years)"
    package static let horizonText = "\(horizon) (3 years)"
    package static let placeholderValuesText = "10,000"
    package static let sharedIntentParametersText = "10,000"
}
