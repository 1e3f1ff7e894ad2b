import WidgetSchedule

/// What the report reads of a spec: its `report:` defaults, the widgets' timelines, which widgets its events
/// and actions reload, and its Live Activities' lifetimes. `ReportSettings.resolved(for:)` and
/// `TimelineSimulator.simulate` take it, so a report can drop each file's IR and source once it is checked
/// (`ReportPipeline.run(paths:limits:settings:only:)`).
package struct ScheduleSpec: Sendable {
    package struct Widget: Sendable {
        package var name: String
        package var kind: String
        package var families: [PlatformFamilyNames]
        package var rule: TimelineRule
        /// `relevance: dynamic`: the loader gives each entry's relevance (the report names it, not simulating it).
        package var relevanceFromContent = false
    }

    /// An app event or an action, as the simulation fires it: the widgets it reloads, in spec order.
    package struct Trigger: Sendable {
        package var name: String
        package var widgets: [String]
        /// Fired while the app is in the foreground (then it does not count against the budget).
        package var foreground: Bool
    }

    /// What decides a Live Activity's lane.
    package struct Activity: Sendable {
        package var name: String
        package var duration: ScheduleDuration?
        package var staleAfter: ScheduleDuration?
        package var dismissal: ActivityDismissal
        package var pushBudget: ActivityTimeline.PushBudget?
        /// The server can start it (push-to-start).
        package var startsByPush: Bool

        init(_ activity: ActivityDecl) {
            name = activity.name.value
            duration = activity.duration?.value
            staleAfter = activity.staleAfter?.value
            dismissal = activity.dismissal.value
            pushBudget = activity.push.map {
                ActivityTimeline.PushBudget(
                    type: $0.type.value, priority: $0.priority.value, frequentUpdates: $0.frequentUpdates.value)
            }
            startsByPush = activity.push?.start.value == true
        }
    }

    package var bundle: String
    package var report: ReportDefaults
    package var widgets: [Widget]
    package var events: [Trigger]
    package var actions: [Trigger]
    package var activities: [Activity]

    package init(_ spec: Spec) {
        bundle = spec.bundle.value
        report = spec.report
        widgets = spec.widgets.map { widget in
            Widget(
                name: widget.name.value, kind: widget.kind.value,
                families: Self.familyNames(widget.families) + Self.flaggedFamilyNames(widget.familiesWhen),
                rule: widget.timeline.rule, relevanceFromContent: widget.timeline.relevanceFromContent)
        }
        // One list for every event that reloads them all: specs of hundreds of widgets would otherwise copy it.
        let allWidgets = widgets.map(\.name)
        events = spec.events.map { event in
            Trigger(
                name: event.name.value, widgets: Self.widgets(allWidgets, reloadedBy: event.reloads),
                foreground: event.foreground)
        }
        actions = spec.actions.map { action in
            // WidgetKit reloads the widgets whose button or toggle runs it after `perform()` [S22].
            let named = Set(Self.widgets(allWidgets, reloadedBy: action.reloads))
            let reloaded = spec.widgets.filter { widget in
                named.contains(widget.name.value) || widget.actions.contains { $0.value == action.name.value }
            }
            return Trigger(name: action.name.value, widgets: reloaded.map(\.name.value), foreground: false)
        }
        activities = spec.activities.map(Activity.init)
    }

    /// The families of a widget for display, by platform when the spec lists them per platform.
    static func familyNames(_ families: WidgetFamilies) -> [PlatformFamilyNames] {
        switch families {
        case .shared(let list): [PlatformFamilyNames(platform: nil, families: list.map(\.value.rawValue))]
        case .perPlatform(let lists):
            lists.map {
                PlatformFamilyNames(platform: $0.platform.rawValue, families: $0.families.map(\.value.rawValue))
            }
        }
    }

    /// The families behind the app's flag, which the report assumes offered (the flag on): it cannot know.
    static func flaggedFamilyNames(_ flagged: FlaggedFamilies?) -> [PlatformFamilyNames] {
        guard let flagged else { return [] }
        return [
            PlatformFamilyNames(
                platform: nil, families: flagged.families.map(\.value.rawValue), flag: flagged.flag.value)
        ]
    }

    /// The widgets `targets` names, in spec order (`allWidgets`: the spec's widgets; controls have no timeline).
    private static func widgets(_ allWidgets: [String], reloadedBy targets: EventTargets?) -> [String] {
        switch targets {
        case nil: return []
        case .all: return allWidgets
        case .widgets(let names):
            let named = Set(names.map(\.value))
            return allWidgets.filter { named.contains($0) }
        }
    }
}
