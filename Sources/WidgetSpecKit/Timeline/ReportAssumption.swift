/// One thing the timeline report takes as given, written once with what it rests on, like a checker rule. They
/// drive the report's assumption list (every format), `widgetspec rules`, `widgetspec explain NAME` and the
/// generated docs/diagnostics.md.
package struct ReportAssumption: Hashable, Sendable {
    /// A short kebab-case name such as `request-spacing`, for `widgetspec explain`.
    package var name: String
    /// One line.
    package var summary: String
    /// Whether Apple documents it, or why the report assumes it.
    package var source: DiagnosticSource
    /// What the report does, citing the reference's sources as `[S3]`.
    package var explanation: String
    /// How to change it, when it can be changed (`--budget`, `report.budget`).
    package var setting: String?

    package init(
        _ name: String, summary: String, source: DiagnosticSource, explanation: String, setting: String? = nil
    ) {
        self.name = name
        self.summary = summary
        self.source = source
        self.explanation = explanation
        self.setting = setting
    }

    /// Every assumption, in the order reports list them: the guaranteed view's, then the budget view's, then what
    /// neither models.
    package static let all: [ReportAssumption] = [
        .earliestRequest, .requestSpacing, .renderTime, .timelineInEffect, .jitterInstallation, .dailyBudget,
        .budgetSpending, .foregroundReloads, .matchingEvents, .systemReloads, .activityPushBudget,
        .flaggedFamilies,
    ]

    /// The assumption named `name` (any case), or nil.
    package static func named(_ name: String) -> ReportAssumption? { all.first { $0.name == name.lowercased() } }
}

extension ReportAssumption {
    package static let earliestRequest = ReportAssumption(
        "earliest-request",
        summary: "WidgetKit asks at a policy's date or later, never earlier.",
        source: .apple(["S1", "S3", "S7"]),
        explanation: """
            `atEnd`, `after` and a wall-clock `after` set the earliest date WidgetKit asks for a new timeline; the \
            request may come later, for example because of the budget [S1][S3][S7]. The guaranteed view makes \
            every request at that date: WidgetKit asks no earlier, so its request times are the earliest possible \
            and its number of requests the most the widget gets from its policies.
            """)

    package static let requestSpacing = ReportAssumption(
        "request-spacing",
        summary: "Two requests of one widget are at least 5 minutes apart.",
        source: .assumption(
            """
            The 5-minute minimum between two requests comes from third-party material, not from Apple, which \
            documents about 5 minutes between entries [S3]. Some spacing must be assumed: a policy whose date has \
            passed (one entry now with `atEnd`) would otherwise ask again at once.
            """),
        explanation: """
            A request asked for less than 5 minutes after the previous one is made 5 minutes after it, in both \
            views, and shown as throttled.
            """)

    package static let renderTime = ReportAssumption(
        "render-time",
        summary: "An entry shows at its date (or at the request, if earlier).",
        source: .assumption(
            """
            Apple says the view may be updated later than an entry's date, never at a guaranteed moment [S3]; the \
            report shows the earliest moment.
            """),
        explanation: """
            Of the entries dated at or before a request, only the latest is shown, at the request. Later entries \
            are shown at their dates; an entry dated exactly at the next request is replaced by the new \
            timeline's first.
            """)

    package static let timelineInEffect = ReportAssumption(
        "timeline-in-effect",
        summary: "Entries dated after the next request made never show.",
        source: .assumption(
            """
            Apple documents that an `after` date may be earlier than the last entry [S7] and that a reload \
            replaces the timeline; what a timeline shows while the budget delays its reload is not documented.
            """),
        explanation: """
            Entries dated strictly after the next request are dead: a new timeline replaces them first. In the \
            guaranteed view that request is the policy's; in the budget view it is the one made, so a deferral \
            can bring entries back.
            """)

    package static let jitterInstallation = ReportAssumption(
        "jitter-installation",
        summary: "Each installation asks at its own offset in a jitter window.",
        source: .assumption(
            """
            The tool's own design, not a WidgetKit rule: Apple warns that WidgetKit tries to honour a policy's \
            date, so many devices may ask at once [S7]. The generated code moves each request by \
            `WidgetSchedule.Jitter.offset(seed:window:)` of a per-installation seed, the function the report calls.
            """),
        explanation: """
            With `--jitter-seed` the report simulates the installation with that seed exactly as the app computes \
            it. Without it, it simulates the earliest installation (offset 0) and gives, as the other end of the \
            range, the figures of an installation asking at the end of every window.
            """,
        setting: "--jitter-seed")

    package static let dailyBudget = ReportAssumption(
        "daily-budget",
        summary: "Each placed widget gets N reloads a day (viewed often).",
        source: .assumption(
            """
            Apple documents a budget per widget instance over 24 hours, and that a frequently viewed widget \
            typically gets 40 to 70 refreshes a day, depending on how often it is viewed, when it last reloaded and \
            whether its app is active [S3]. These are typical figures, not a limit; the report assumes a fixed \
            number for a frequently viewed widget.
            """),
        explanation: """
            The budget view counts reloads per placed widget: each instance has its own budget [S3], so two copies \
            of a widget (another family or configuration) each get what the report shows for one. The budget is \
            empty at the start. Lower the budget for a widget that is rarely seen.
            """,
        setting: "--budget, report.budget")

    package static let budgetSpending = ReportAssumption(
        "budget-spending",
        summary: "typical: spread over the day; pessimistic: spent early.",
        source: .assumption(
            """
            Apple says the system distributes a widget's reloads over the day [S3] and does not say how. The \
            pessimistic model is the hard sliding window of earlier versions of the report.
            """),
        explanation: """
            `typical` makes two counted reloads at least 24 hours over the budget apart (20m35s for 70): a widget \
            that asks more often is refreshed at that pace all day. `pessimistic` lets a widget use its whole \
            budget early and then wait until its oldest reload leaves the 24-hour window: the longest blackout \
            such a budget could cause. Requests either model moves are shown as deferred: WidgetKit may defer \
            them.
            """,
        setting: "--budget-model, report.budgetModel")

    package static let foregroundReloads = ReportAssumption(
        "foreground-reloads",
        summary: "Reloads with the app in the foreground are not counted.",
        source: .apple(["S3"]),
        explanation: """
            An app event with `foreground: true` reloads at once and does not count [S3]. Nor does an action \
            (`actions:`) the report runs when `report.events` or `--event` names it: a widget performing an App \
            Intent is exempt [S3], and WidgetKit reloads the widgets whose button or toggle runs it after \
            `perform()` [S22]; the kinds the action names reload with it, also uncounted (assumed: Apple names \
            the widget that performs the intent only). The other documented exemptions (an active audio or \
            navigation session, locale and accessibility changes) are not modelled.
            """)

    package static let matchingEvents = ReportAssumption(
        "matching-events",
        summary: "Events reload a whole kind; `matching:` is assumed to match.",
        source: .assumption(
            """
            WidgetKit reloads timelines by kind only [S9]: the generated `WidgetReloads` function asks for the \
            current configurations and reloads the kind when any matches. Whether one does depends on the \
            user's configurations, which the report cannot know.
            """),
        explanation: """
            Every placed widget of a reloaded kind gets a new timeline, whatever its configuration; an event \
            whose values match no placed widget reloads nothing.
            """)

    package static let systemReloads = ReportAssumption(
        "system-reloads",
        summary: "WidgetKit's own reloads are not modelled.",
        source: .apple(["S3", "S22"]),
        explanation: """
            WidgetKit also reloads widgets on its own: when a rarely visited Home Screen page becomes visible, \
            after a significant location change for widgets that use location [S3], and after a widget's button \
            or toggle runs its intent [S22]. None of these is modelled, nor any other reload the system makes \
            (after an app update or a configuration edit), except the reload after an action the report is told \
            to run: the report shows the requests the policies, the declared app events and those actions cause.
            """)

    package static let activityPushBudget = ReportAssumption(
        "activity-push-budget",
        summary: "A Live Activity's push budget is not modelled: Apple publishes no numbers.",
        source: .apple(["S13"]),
        explanation: """
            ActivityKit counts pushes at priority 10 (the default) toward an hourly budget and may throttle \
            updates beyond it; priority 5 does not count, and `NSSupportsLiveActivitiesFrequentUpdates` raises \
            the budget [S13]. Apple does not publish the numbers, so the report says which of these applies to \
            an activity's `push` (its `budget:` line) and predicts no throttling: the activity's lane shows its \
            start, stale date, end and dismissal, the 8-hour and 12-hour limits [S12][S13][S14], not its updates.
            """)
}

extension ReportAssumption {
    package static let flaggedFamilies = ReportAssumption(
        "flagged-families",
        summary: "Families behind the app's flag (`familiesWhen`) are on.",
        source: .assumption(
            """
            A widget offers the families it passes to `supportedFamilies(_:)` [S2]; with `familiesWhen` the app \
            decides some of them at run time, by a flag the report cannot know on any device.
            """),
        explanation: """
            A widget's `familiesWhen` families are listed with its families as "behind the app's flag NAME, \
            assumed on" (JSON: `"flag"` and `"assumedOn": true`). Nothing in the simulation depends on the \
            family; with the flag off, placed widgets of those families do not exist.
            """)
}
