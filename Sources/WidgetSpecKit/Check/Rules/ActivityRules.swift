// WS08xx: Live Activities.

extension DiagnosticDescription {
    package static let activityTooLong = ActivityRule.activityTooLong.entry
    package static let activityDismissalClamped = ActivityRule.activityDismissalClamped.entry
    package static let activityStaleAfterEnd = ActivityRule.activityStaleAfterEnd.entry
    package static let activityStaleAfterLimit = ActivityRule.activityStaleAfterLimit.entry
    package static let activityPayloadTooLarge = ActivityRule.activityPayloadTooLarge.entry
    package static let activityUnboundedField = ActivityRule.activityUnboundedField.entry
    package static let activityNegativeRelevance = ActivityRule.activityNegativeRelevance.entry
    package static let activityPushToStartVersion = ActivityRule.activityPushToStartVersion.entry
    package static let activityChannelVersion = ActivityRule.activityChannelVersion.entry
    package static let activityZeroTime = ActivityRule.activityZeroTime.entry
}

enum ActivityRules: CheckerRuleGroup {
    typealias Rule = ActivityRule

    static let maximumDuration = ScheduleDuration.hours(8)
    static let maximumDismissal = ScheduleDuration.hours(4)
    static let payloadLimit = 4096
    static let pushToStartMinimum = OSVersion(17, 2)
    static let channelMinimum = OSVersion(18)

    static func check(_ context: inout CheckContext) {
        for activity in context.spec.activities {
            checkTimes(activity, &context)
            checkPayload(activity, &context)
            checkSamples(activity, &context)
            checkPush(activity, &context)
            if let relevance = activity.relevance, relevance.value < 0 {
                context.report(
                    .activityNegativeRelevance,
                    "relevance \(relevance.value) of Live Activity '\(activity.name.value)' is negative; it "
                        + "ranks below every activity without a score (0)",
                    at: relevance.range)
            }
        }
    }

    private static func checkTimes(_ activity: ActivityDecl, _ context: inout CheckContext) {
        let name = activity.name.value
        checkZeroTimes(activity, &context)
        if let duration = activity.duration, duration.value > maximumDuration {
            context.report(
                .activityTooLong,
                "duration \(duration.value) of Live Activity '\(name)' is over the 8h maximum; the system ends "
                    + "it after 8h",
                at: duration.range,
                fixIt: FixIt(replacing: duration.range, with: "8h"))
        }
        if case .after(let delay) = activity.dismissal.value, delay > maximumDismissal {
            context.report(
                .activityDismissalClamped,
                "dismissal after \(delay) of Live Activity '\(name)' is clamped to 4h after the end",
                at: activity.dismissal.range)
        }
        if let staleAfter = activity.staleAfter, let duration = activity.duration, staleAfter.value > duration.value {
            context.report(
                .activityStaleAfterEnd,
                "staleAfter \(staleAfter.value) of Live Activity '\(name)' is after its duration "
                    + "\(duration.value): the stale state is never reached",
                at: staleAfter.range,
                notes: [DiagnosticNote("the duration is set here", at: duration.range)])
        }
        if let staleAfter = activity.staleAfter, activity.duration == nil, staleAfter.value > maximumDuration {
            context.report(
                .activityStaleAfterLimit,
                "staleAfter \(staleAfter.value) of Live Activity '\(name)' is after the 8h limit at which the system "
                    + "ends an activity without `duration`: the stale state is never reached",
                at: staleAfter.range,
                notes: [DiagnosticNote("shorten `staleAfter`, or set the activity's `duration`")])
        }
    }

    /// Times of 0, each with what it does.
    private static func checkZeroTimes(_ activity: ActivityDecl, _ context: inout CheckContext) {
        let name = activity.name.value
        if let duration = activity.duration, duration.value <= .zero {
            context.report(
                .activityZeroTime,
                "duration 0 of Live Activity '\(name)' ends it as it starts: it is never seen active",
                at: duration.range,
                notes: [DiagnosticNote("leave `duration` out for an activity the app or a push ends")])
        }
        if let staleAfter = activity.staleAfter, staleAfter.value <= .zero {
            context.report(
                .activityZeroTime,
                "staleAfter 0 of Live Activity '\(name)' makes every start and update stale on arrival",
                at: staleAfter.range,
                notes: [DiagnosticNote("leave `staleAfter` out for content that never goes stale")])
        }
        if case .after(let delay) = activity.dismissal.value, delay <= .zero {
            context.report(
                .activityZeroTime,
                "dismissal after 0 of Live Activity '\(name)' removes it as it ends: that is `immediate`",
                at: activity.dismissal.range,
                fixIt: FixIt(replacing: activity.dismissal.range, with: "immediate"))
        }
    }

    private static func checkPayload(_ activity: ActivityDecl, _ context: inout CheckContext) {
        let estimator = PayloadEstimator(spec: context.spec)
        let size = estimator.size(of: activity.attributes) + estimator.size(of: activity.state)
        let name = activity.name.value
        if size > payloadLimit {
            context.report(
                .activityPayloadTooLarge,
                "Live Activity '\(name)' is estimated at \(size) bytes of attributes and content state; "
                    + "the limit is 4096",
                at: activity.name.range,
                notes: [
                    DiagnosticNote(
                        "the estimate assumes \(PayloadEstimator.stringBytes) bytes per String and "
                            + "\(PayloadEstimator.arrayElements) elements per array")
                ])
        }
        let unbounded = (activity.attributes + activity.state).filter { estimator.isUnbounded($0.type.value) }
        guard let first = unbounded.first else { return }
        let names = unbounded.map { "'\($0.name.value)' (\($0.type.value))" }.joined(separator: ", ")
        context.report(
            .activityUnboundedField,
            "Live Activity '\(name)' has fields of unbounded size: \(names); keep them short to stay within "
                + "4 KB",
            at: first.name.range,
            notes: unbounded.dropFirst().map { DiagnosticNote("'\($0.name.value)' is here", at: $0.name.range) })
    }

    /// Push-to-start and channels against the iOS minimum.
    private static func checkPush(_ activity: ActivityDecl, _ context: inout CheckContext) {
        guard let push = activity.push, let minimum = activity.iOSMinimum(in: context.spec) else { return }
        let name = activity.name.value
        if push.start.value, minimum < pushToStartMinimum {
            context.report(
                .activityPushToStartVersion,
                "push-to-start of Live Activity '\(name)' works from iOS 17.2; on iOS \(minimum) to 17.1 only the "
                    + "app can start it",
                at: push.start.range)
        }
        if push.type.value == .channel, minimum < channelMinimum {
            context.report(
                .activityChannelVersion,
                "Live Activity '\(name)' uses a broadcast channel, which needs iOS 18; below it (the minimum is "
                    + "iOS \(minimum)) it gets no channel pushes",
                at: push.type.range)
        }
    }
}

/// The rules of `ActivityRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum ActivityRule: String, DiagnosticRule {
    case activityTooLong = "WS0801"
    case activityDismissalClamped = "WS0802"
    case activityStaleAfterEnd = "WS0803"
    case activityStaleAfterLimit = "WS0807"
    case activityPayloadTooLarge = "WS0804"
    case activityUnboundedField = "WS0805"
    case activityNegativeRelevance = "WS0806"
    case activityPushToStartVersion = "WS0810"
    case activityChannelVersion = "WS0811"
    case activityZeroTime = "WS0817"
    case activitySamplePayloadTooLarge = "WS0813"

    var entry: DiagnosticDescription {
        switch self {
        case .activityTooLong:
            DiagnosticDescription(
                id, name: "activity-too-long", severity: .error,
                summary: "A Live Activity whose expected `duration` is over 8 hours.",
                source: .apple(["S12", "S14"]),
                rationale: """
                    A Live Activity is active for at most 8 hours; the system then ends it and removes it from the \
                    Dynamic Island at once [S12][S14]. Planning a longer one loses its last part.
                    """,
                triggering: [
                    .activity(
                        "duration: ↓10h")
                ],
                nonTriggering: [
                    .activity(
                        "duration: 8h")
                ])
        case .activityDismissalClamped:
            DiagnosticDescription(
                id, name: "activity-dismissal-clamped", severity: .warning,
                summary: "A dismissal more than 4 hours after the activity ends.",
                source: .apple(["S14"]),
                rationale: """
                    `ActivityUIDismissalPolicy.after(_:)` removes the activity at the earlier of the date and the end \
                    plus 4 hours [S14]; a later date is clamped to 4 hours.
                    """,
                triggering: [
                    .activity(
                        "dismissal: ↓{ after: 6h }")
                ],
                nonTriggering: [
                    .activity(
                        "dismissal: { after: 4h }")
                ])
        case .activityStaleAfterEnd:
            DiagnosticDescription(
                id, name: "activity-stale-after-end", severity: .warning,
                summary: "A `staleAfter` later than the activity's expected `duration`.",
                source: .apple(["S14"]),
                rationale: """
                    The stale date marks content as out of date while the activity is still running [S14]; one after \
                    the planned end is never reached, so the stale state is never shown.
                    """,
                triggering: [
                    .activity(
                        """
                        duration: 45m
                        staleAfter: ↓1h
                        """)
                ],
                nonTriggering: [
                    .activity(
                        """
                        duration: 45m
                        staleAfter: 30m
                        """)
                ])
        case .activityStaleAfterLimit:
            DiagnosticDescription(
                id, name: "activity-stale-after-limit", severity: .warning,
                summary: "A `staleAfter` beyond the 8-hour limit on a Live Activity without `duration`.",
                source: .apple(["S12", "S14"]),
                rationale: """
                    A Live Activity is active for at most 8 hours; the system then ends it [S12]. Without a `duration` it \
                    runs until that limit, and the stale date, which marks content as out of date while the activity \
                    runs [S14], is never reached when it is later. Shorten `staleAfter`, or give the activity the \
                    `duration` it really has.
                    """,
                triggering: [
                    .activity(
                        """
                        staleAfter: ↓9h
                        """)
                ],
                nonTriggering: [
                    .activity(
                        """
                        staleAfter: 7h
                        """)
                ])
        case .activityPayloadTooLarge:
            DiagnosticDescription(
                id, name: "activity-payload-too-large", severity: .error,
                summary: "Estimated static plus dynamic data of a Live Activity over 4 KB.",
                source: .apple(["S12", "S13"]),
                rationale: """
                    Static and dynamic data together, including updates and push payloads, must stay within 4 KB \
                    [S12][S13]. The estimate is the JSON encoding of the attributes and the content state, assuming \
                    64 bytes for a `String`, 128 for a `URL` and 16 elements for an array, so it is a rough guide.
                    """,
                triggering: [
                    .activity(
                        """
                        state:
                          stops: "[[String]]"
                        """,
                        named: "↓PizzaDelivery")
                ],
                nonTriggering: [
                    .activity(
                        """
                        state:
                          stops: "[Int]"
                        """)
                ])
        case .activityUnboundedField:
            DiagnosticDescription(
                id, name: "activity-unbounded-field", severity: .note,
                summary: "Live Activity fields whose encoded size has no bound (`String`, `URL`, arrays).",
                source: .apple(["S12"]),
                rationale: """
                    The 4 KB limit [S12] covers the encoded data at run time; strings and arrays can grow past any \
                    estimate. Keep them short, or carry an identifier and look the rest up in the app.
                    """,
                triggering: [
                    .activity(
                        """
                        state:
                          ↓driverName: String
                        """)
                ],
                nonTriggering: [
                    .activity()
                ])
        case .activityNegativeRelevance:
            DiagnosticDescription(
                id, name: "activity-negative-relevance", severity: .warning,
                summary: "A Live Activity with a negative `relevance` score.",
                source: .apple(["S12", "S14"]),
                rationale: """
                    `relevanceScore` orders activities: the highest gets the Dynamic Island and the top of the Lock \
                    Screen [S12][S14]; the default is 0. A negative score ranks the activity below every activity \
                    that sets none, which is rarely meant.
                    """,
                triggering: [
                    .activity(
                        "relevance: ↓-1")
                ],
                nonTriggering: [
                    .activity(
                        "relevance: 100")
                ])
        case .activityPushToStartVersion:
            DiagnosticDescription(
                id, name: "activity-push-to-start-version", severity: .note,
                summary: "Push-to-start with an iOS minimum below 17.2.",
                source: .apple(["S13", "S14"]),
                rationale: """
                    Push-to-start tokens exist from iOS 17.2 [S13] (`Activity.pushToStartTokenUpdates`); on earlier \
                    versions the server cannot start the activity, only the app can, in the foreground [S14]. The \
                    server must know which devices take a start push.
                    """,
                triggering: [
                    .activity(
                        "push: { type: token, start: ↓true }")
                ],
                nonTriggering: [
                    .activity(
                        "push: { type: token, start: true }", topLevel: "platforms: { iOS: \"17.2\" }")
                ])
        case .activityChannelVersion:
            DiagnosticDescription(
                id, name: "activity-channel-version", severity: .warning,
                summary: "A Live Activity on a broadcast channel with an iOS minimum below 18.",
                source: .apple(["S13", "S14"]),
                rationale: """
                    `PushType.channel` and broadcast pushes exist from iOS 18 [S13][S14]: on earlier versions the \
                    activity cannot subscribe to the channel, so it gets no push updates unless the app also requests \
                    a token there and the server sends to it.
                    """,
                triggering: [
                    .activity(
                        "push: { type: ↓channel }")
                ],
                nonTriggering: [
                    .activity(
                        "push: { type: channel }", topLevel: "platforms: { iOS: \"18.0\" }")
                ])
        case .activityZeroTime:
            DiagnosticDescription(
                id, name: "activity-zero-time", severity: .warning,
                summary: "A Live Activity `duration`, `staleAfter` or `dismissal: { after: }` of 0.",
                source: .apple(["S14"]),
                rationale: """
                    Each of these times counts from a moment of the activity [S14], and 0 makes it that moment: a \
                    `duration` of 0 plans an activity that ends as it starts and is never seen active; a `staleAfter` \
                    of 0 sets the stale date to the content's own time, so every start and update arrives already stale \
                    (`isStale` is true at once); a `dismissal: { after: 0 }` removes the ended activity at once, which \
                    `dismissal: immediate` says plainly. Leave `duration` or `staleAfter` out for none, or give the \
                    time the activity really needs.
                    """,
                triggering: [
                    .activity(
                        """
                        duration: ↓0
                        staleAfter: ↓0
                        dismissal: ↓{ after: 0 }
                        """)
                ],
                nonTriggering: [
                    .activity(
                        """
                        duration: 45m
                        staleAfter: 10m
                        dismissal: immediate
                        """)
                ])
        case .activitySamplePayloadTooLarge:
            DiagnosticDescription(
                id, name: "activity-sample-payload-too-large", severity: .warning,
                summary: "A Live Activity's sample push, built from the spec's placeholders, over 4 KB.",
                source: .apple(["S12", "S13"]),
                rationale: """
                    Static and dynamic data together, including updates and push payloads, must stay within 4 KB \
                    [S12][S13]. `widgetspec payload` builds its sample start, update and end requests from the spec's \
                    own placeholders (docs/payload.md); when one of them, written as compact JSON, is larger than 4096 \
                    bytes, data like the placeholders cannot be pushed, and the previews show what no device receives. \
                    `activity-payload-too-large` (WS0804) estimates from the types alone; this rule measures the \
                    placeholders, which can be far longer than the estimate's 64 bytes per string.
                    """,
                triggering: [
                    .activity(
                        """
                        state:
                          stops: { type: "[String]", placeholder: [*s, *s, *s, *s, *s, *s, *s, *s, *s, *s, *s] }
                        push: { type: token }
                        """,
                        named: "↓PizzaDelivery",
                        topLevel: "x-stop: &s " + String(repeating: "stop ", count: 80))
                ],
                nonTriggering: [
                    .activity(
                        """
                        state:
                          stops: { type: "[String]", placeholder: [*s, *s, *s, *s, *s, *s, *s, *s, *s] }
                        push: { type: token }
                        """,
                        topLevel: "x-stop: &s " + String(repeating: "stop ", count: 20))
                ])
        }
    }
}
