import WidgetSchedule

/// Decodes the `at`, `on` and `timezone` keys that wall-clock entries and wall-clock reloads share.
struct WallClockRuleDecoder {
    let context: DecodingContext

    /// The rule, or nil after reporting; `at` is the required key's value (nil when missing, already reported).
    func decode(at: YAMLNode?, on: YAMLNode?, timezone: YAMLNode?) -> WallClockRule? {
        guard let at else { return nil }
        let timeNodes = context.oneOrMany(at)
        // A rule's times are searched at every request: as many as a timeline's entries at most.
        guard timeNodes.count <= SpecLimits.entries else {
            context.error(
                .limitExceeded,
                "'at' lists \(timeNodes.count) times; a rule has at most \(SpecLimits.entries) (one a minute)",
                at: at.range)
            return nil
        }
        let times = timeNodes.map(context.wallTime)
        let days = on.map { context.oneOrMany($0).map(weekday) } ?? WallClockDefaults.weekdays.map(Optional.some)
        let zone = timezone.map(context.timeZone)
        if let on, days.isEmpty {
            // Like an empty `at`: a rule on no day never matches (no entries, or no reload ever).
            context.error(
                .invalidValue, "'on' needs at least one weekday; omit it for \(WallClockDefaults.weekdays.specText)",
                at: on.range,
                notes: [DiagnosticNote("for example on: [mon, tue, wed, thu, fri]")])
        }
        guard !times.isEmpty, !days.isEmpty, times.allSatisfy({ $0 != nil }), days.allSatisfy({ $0 != nil }),
            zone ?? nil != nil || zone == nil
        else {
            if timeNodes.isEmpty {
                context.error(.invalidValue, "'at' needs at least one time", at: at.range)
            }
            return nil
        }
        return WallClockRule(
            times: times.map { $0!.value }, weekdays: days.map { $0! },
            timeZone: (zone ?? nil).map { .named($0.value) } ?? WallClockDefaults.timeZone)
    }

    private func weekday(_ node: YAMLNode) -> Weekday? {
        context.word(node, what: "weekday", choices: Weekday.allCases.map { ($0.rawValue, $0) }, id: .invalidWeekday)?
            .value
    }
}
