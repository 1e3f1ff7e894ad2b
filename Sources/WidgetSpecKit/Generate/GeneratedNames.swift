/// The top-level names a generated file declares or relies on, so the checker can reject spec names that would
/// collide with them (a model called `CharacterDetailEntry`, an enum called `Weekday`).
extension SwiftGenerator {
    /// The types the schedule library declares; generated code refers to them unqualified.
    public static let scheduleLibraryTypeNames: [String] = [
        "EntryRelevance", "EntrySchedule", "Jitter", "ReloadPolicy", "ScheduleDuration", "ScheduleTimeZone",
        "TimelineEvaluation", "TimelineOutcome", "TimelinePlan", "TimelineRule", "WallClockRule", "WallTime",
        "Weekday",
    ]

    /// Every top-level type name the file generated for `spec` declares, plus the names of the types the app is
    /// expected to write (views, loaders, Dynamic Islands), sorted.
    public static func generatedTypeNames(of spec: Spec) -> [String] {
        var names = ["WidgetKinds", spec.bundle.value]
        if !spec.events.isEmpty { names.append("WidgetReloads") }
        if spec.widgets.contains(where: { $0.timeline.rule.jitter != nil }) {
            names.append(spec.bundle.value + "Installation")
        }
        for widget in spec.widgets {
            let generated = WidgetNames(widget: widget)
            names += [generated.entry, generated.info, generated.provider, widget.view.value]
            if let intent = widget.intent { names += [intent.name.value, generated.configuration] }
            if generated.hasLoader { names += [generated.content, generated.loading, generated.loader] }
        }
        for activity in spec.activities {
            names += [
                activity.name.value + "LiveActivity", activity.name.value + "DynamicIslandContent",
                activity.lockScreenView.value, activity.dynamicIsland.value,
            ]
        }
        return Array(Set(names)).sorted()
    }
}
