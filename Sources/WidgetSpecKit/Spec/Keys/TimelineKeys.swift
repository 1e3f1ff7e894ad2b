import WidgetSchedule

/// `timeline:` of a widget. The entry forms' keys are with the forms (`EntryForm`).
enum TimelineKey: String, SpecShapeKeys {
    case entries, policy, plans, relevance, jitter, onError

    static let heading = SpecShapeHeading("timeline", title: "Timeline", summary: "Entry dates and reload policy.")

    static let defaultEntries = WrittenDefault(value: EntrySchedule.now, specText: "now")
    /// `TimelineRule.defaultErrorPlan`: the schedule library applies it when a rule has no `onError`.
    static let defaultOnError = WrittenDefault(
        value: TimelineRule.defaultErrorPlan, specText: "entries: now, policy: { after: 1h }")
    /// `relevance: dynamic`: the loader sets each entry's relevance on its content (Emoji Rangers).
    static let dynamicRelevanceWord = "dynamic"
    /// The policies written as one word.
    static let policyWords: [(word: String, policy: ReloadPolicy)] = [("atEnd", .atEnd), ("never", .never)]
    /// A policy that can be a candidate of `earliest`: a word or `after`.
    static let candidatePolicyKind = SpecValueKind.anyOf([.oneOf(policyWords.map(\.word)), .object(AfterPolicyKey.id)])
    static let policyKind = SpecValueKind.anyOf([
        .oneOf(policyWords.map(\.word)), .object(AfterPolicyKey.id), .object(EarliestPolicyKey.id),
    ])

    var key: SpecKey {
        switch self {
        case .entries:
            optional(
                EntryForm.entriesKind, default: Self.defaultEntries,
                "When the entries are dated, relative to the request.")
        case .policy: required(Self.policyKind, "The `TimelineReloadPolicy`.")
        case .plans:
            optional(
                .map(key: .memberName, value: .object(PlanKey.id)),
                "Alternative timelines the app's data can choose, by name.")
        case .relevance:
            optional(
                .anyOf([.oneOf([Self.dynamicRelevanceWord]), .object(RelevanceKey.id)]),
                "`TimelineEntryRelevance` of every entry, or `dynamic`: each entry's, from the loader's content.")
        case .jitter: optional(.duration, "Spread the next request over this window after the policy's date.")
        case .onError:
            optional(.object(OnErrorKey.id), default: Self.defaultOnError, "Timeline used when loading content throws.")
        }
    }
}

/// `timeline.relevance`.
enum RelevanceKey: String, SpecShapeKeys {
    case score, duration

    static let heading = SpecShapeHeading("relevance", title: "Relevance", summary: "`TimelineEntryRelevance`.")

    static let defaultDuration = ScheduleDuration.zero

    var key: SpecKey {
        switch self {
        case .score: required(.number, "Relative score.")
        case .duration:
            optional(.duration, default: Self.defaultDuration, "How long the score holds from the entry's date.")
        }
    }
}

/// `timeline.onError`.
enum OnErrorKey: String, SpecShapeKeys {
    case entries, policy

    static let heading = SpecShapeHeading(
        "onError", title: "onError", summary: "The timeline used when the content source throws.")

    var key: SpecKey {
        switch self {
        case .entries:
            optional(
                EntryForm.entriesKind, default: TimelineKey.defaultEntries, "Entry dates of the fallback timeline.")
        case .policy: required(TimelineKey.policyKind, "Reload policy of the fallback timeline.")
        }
    }
}

/// One of `timeline.plans`: a key it omits takes the timeline's own.
enum PlanKey: String, SpecShapeKeys {
    case entries, policy

    static let heading = SpecShapeHeading(
        "plan", title: "Plan", summary: "An alternative timeline the app's data can choose.")

    /// Plan names a spec cannot declare, with the reason: the plans every widget has.
    static let reservedNames = [
        TimelineRule.defaultPlanName: "it is the plan `timeline.entries` and `timeline.policy` describe",
        TimelineRule.errorPlanName: "it is the error plan; declare it as `timeline.onError`",
    ]

    var key: SpecKey {
        switch self {
        case .entries: optional(EntryForm.entriesKind, defaultText: "the timeline's", "Entry dates of this plan.")
        case .policy: optional(TimelineKey.policyKind, defaultText: "the timeline's", "Reload policy of this plan.")
        }
    }
}

/// `policy: { after: ... }`.
enum AfterPolicyKey: String, SpecShapeKeys {
    case after

    static let heading = SpecShapeHeading(
        "afterPolicy", title: "after policy", summary: "Ask again after a delay or at a wall-clock time.")

    var key: SpecKey {
        switch self {
        case .after:
            required(
                .anyOf([.duration, .object(WallClockPolicyKey.id)]),
                "A duration from the request, or a wall-clock time."
            )
        }
    }
}

/// `policy: { earliest: [atEnd, { after: 1h }] }`: Home Assistant's calendar widget asks again in an hour or
/// after its last event, whichever comes first.
enum EarliestPolicyKey: String, SpecShapeKeys {
    case earliest

    static let heading = SpecShapeHeading(
        "earliestPolicy", title: "earliest policy", summary: "Ask again at the earliest of several policies' dates.")

    var key: SpecKey {
        switch self {
        case .earliest:
            required(
                .list(TimelineKey.candidatePolicyKind),
                "Two or more candidate policies (`atEnd`, `never`, `after`); the earliest date wins.")
        }
    }
}

/// `policy: { after: { at: ... } }`.
enum WallClockPolicyKey: String, SpecShapeKeys {
    case at, on, timezone

    static let heading = SpecShapeHeading(
        "wallClockPolicy", title: "Wall-clock reload", summary: "The next matching local time.")

    var key: SpecKey {
        switch self {
        case .at: required(.wallTimes, "Local times, `\"HH:MM\"`.")
        case .on: optional(.weekdays, default: WallClockDefaults.weekdays, "Weekdays.")
        case .timezone: optional(.timeZone, default: WallClockDefaults.timeZone, "IANA time zone.")
        }
    }
}

/// The defaults of the keys every wall-clock rule has, in entries and in reloads.
enum WallClockDefaults {
    static let weekdays = Weekday.allCases
    static let timeZone = ScheduleTimeZone.device
}
