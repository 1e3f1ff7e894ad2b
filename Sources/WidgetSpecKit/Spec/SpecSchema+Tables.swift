// The key tables of the spec language, version 1. Change a key here and the decoder, the JSON Schema and
// the docs follow.

extension SpecSchema {
    static let platformNames = Platform.allCases.map(\.rawValue)
    static let familyNames = WidgetFamily.allCases.map(\.rawValue)
    static let weekdayNames = Weekday.allCases.map(\.rawValue)
    static let platformVersions = SpecValueKind.map(key: .oneOf(platformNames), value: .version)
    static let fields = SpecValueKind.map(key: .memberName, value: .anyOf([.typeExpression, .object(.field)]))
    static let wallTimes = SpecValueKind.anyOf([.wallTime, .list(.wallTime)])
    static let weekdays = SpecValueKind.anyOf([.oneOf(weekdayNames), .list(.oneOf(weekdayNames))])
    static let entryForm = SpecValueKind.anyOf([
        .oneOf(["now"]), .duration, .object(.everyEntries), .object(.wallClockEntries), .object(.dynamicEntries),
    ])
    static let entries = SpecValueKind.anyOf([entryForm, .list(entryForm)])
    static let policy = SpecValueKind.anyOf([.oneOf(["atEnd", "never"]), .object(.afterPolicy)])
}

/// The tables themselves.
public enum SpecSchema {
    public static let shapes: [SpecShape] = [
        SpecShape(
            id: .spec, title: "Top level", summary: "One spec file describes one widget extension: one bundle.",
            keys: [
                SpecKey("spec", .integer(minimum: 1), required: true, "Format version; must be `1`."),
                SpecKey("bundle", .typeName, required: true, "Swift type name of the `WidgetBundle`."),
                SpecKey("main", .bool, default: "true", "Put `@main` on the bundle."),
                SpecKey(
                    "access", .oneOf(AccessLevel.allCases.map(\.rawValue)), default: "internal",
                    "Access level of generated declarations."),
                SpecKey(
                    "platforms", platformVersions, default: "iOS: \"17.0\"",
                    "Deployment minimums; drive every availability check."),
                SpecKey("enums", .map(key: .typeName, value: .object(.enumeration)), "Value enums, by Swift name."),
                SpecKey(
                    "models", .map(key: .typeName, value: fields),
                    "Plain structs used inside entries and activities: field name -> type."),
                SpecKey("widgets", .map(key: .typeName, value: .object(.widget)), "The widgets, by Swift type name."),
                SpecKey("activities", .map(key: .typeName, value: .object(.activity)), "Live Activities, by name."),
                SpecKey("events", .map(key: .memberName, value: .object(.event)), "App events that reload widgets."),
                SpecKey("report", .object(.report), "Defaults for `widgetspec report`."),
                SpecKey("checks", .object(.checks), "Checker rules switched off or on for the whole file."),
            ]),
        SpecShape(
            id: .enumeration, title: "Enum", summary: "A value enum with `String` raw values.",
            keys: [
                SpecKey(
                    "cases", .anyOf([.list(.memberName), .map(key: .memberName, value: .string)]), required: true,
                    "Case names, or a map of case name -> display title."),
                SpecKey("title", .string, default: "the name in words", "Display title of the type (`AppEnum`)."),
                SpecKey("doc", .string, "Documentation comment."),
            ]),
        SpecShape(
            id: .field, title: "Field", summary: "A field written in full instead of `name: Type`.",
            keys: [
                SpecKey("type", .typeExpression, required: true, "The Swift type."),
                SpecKey("placeholder", .typedValue, "Value used by `placeholder(in:)` and previews."),
                SpecKey("doc", .string, "Documentation comment."),
            ]),
        SpecShape(
            id: .widget, title: "Widget", summary: "One widget of the bundle.",
            keys: [
                SpecKey("kind", .string, required: true, "The widget's kind string, unique in the bundle."),
                SpecKey("displayName", .string, required: true, "Name shown in the widget gallery."),
                SpecKey("description", .string, "Description shown in the widget gallery."),
                SpecKey(
                    "families",
                    .anyOf([
                        .list(.oneOf(familyNames)), .map(key: .oneOf(platformNames), value: .list(.oneOf(familyNames))),
                    ]),
                    required: true, "Supported families, or a list per platform."),
                SpecKey("view", .typeName, default: "<Name>View", "The user's SwiftUI view, `init(entry:)`."),
                SpecKey("intent", .object(.intent), "Makes the widget configurable with an App Intent."),
                SpecKey("entry", fields, "The `TimelineEntry` fields besides `date`."),
                SpecKey(
                    "timeline", .object(.timeline), default: "entries: now, policy: never",
                    "When entries are dated and when WidgetKit asks again."),
                SpecKey("url", .string, "`widgetURL`; `{name}` is replaced by the intent parameter `name`."),
                SpecKey("contentMarginsDisabled", .bool, default: "false", "Apply `contentMarginsDisabled()`."),
                SpecKey(
                    "backgroundRemovable", .bool, default: "true", "`containerBackgroundRemovable(_:)`."),
                SpecKey("available", platformVersions, "Wrap the widget in `if #available` inside the bundle."),
                SpecKey("checks", .object(.checks), "Checker rules switched off or on for this widget."),
            ]),
        SpecShape(
            id: .intent, title: "Intent", summary: "The widget's `WidgetConfigurationIntent`.",
            keys: [
                SpecKey("name", .typeName, default: "<Widget>Intent", "Swift type name of the intent."),
                SpecKey("title", .string, default: "the widget's displayName", "The intent's `title`."),
                SpecKey("description", .string, "The intent's `description`."),
                SpecKey(
                    "parameters", .map(key: .memberName, value: .anyOf([.typeExpression, .object(.parameter)])),
                    "The `@Parameter`s, in edit-UI order."),
            ]),
        SpecShape(
            id: .parameter, title: "Parameter", summary: "One `@Parameter` of an intent.",
            keys: [
                SpecKey(
                    "type", .typeExpression, required: true,
                    "String, Int, Double, Bool, Date, URL, an enum, optionals and arrays of those."),
                SpecKey("title", .string, default: "the name in words", "Title in the edit UI."),
                SpecKey("description", .string, "Description in the edit UI."),
                SpecKey("default", .typedValue, "Default value; required for non-optional parameters."),
            ]),
        SpecShape(
            id: .timeline, title: "Timeline", summary: "Entry dates and reload policy.",
            keys: [
                SpecKey("entries", entries, default: "now", "When the entries are dated, relative to the request."),
                SpecKey("policy", policy, required: true, "The `TimelineReloadPolicy`."),
                SpecKey("relevance", .object(.relevance), "`TimelineEntryRelevance` of every entry."),
                SpecKey("jitter", .duration, "Spread the next request over this window after the policy's date."),
                SpecKey(
                    "onError", .object(.onError), default: "entries: now, policy: { after: 1h }",
                    "Timeline used when loading content throws."),
            ]),
        SpecShape(
            id: .relevance, title: "Relevance", summary: "`TimelineEntryRelevance`.",
            keys: [
                SpecKey("score", .number, required: true, "Relative score."),
                SpecKey("duration", .duration, default: "0", "How long the score holds from the entry's date."),
            ]),
        SpecShape(
            id: .onError, title: "onError", summary: "The timeline used when the content source throws.",
            keys: [
                SpecKey("entries", entries, default: "now", "Entry dates of the fallback timeline."),
                SpecKey("policy", policy, required: true, "Reload policy of the fallback timeline."),
            ]),
        SpecShape(
            id: .everyEntries, title: "Repeating entries", summary: "Entries at a fixed interval.",
            keys: [
                SpecKey("every", .duration, required: true, "Interval between entries."),
                SpecKey("count", .integer(minimum: 1), "Number of entries (give `count` or `for`)."),
                SpecKey("for", .duration, "Span covered by the entries, end excluded (give `count` or `for`)."),
                SpecKey("start", .duration, default: "0", "Offset of the first entry."),
            ]),
        SpecShape(
            id: .wallClockEntries, title: "Wall-clock entries", summary: "Entries at local times of day.",
            keys: [
                SpecKey("at", wallTimes, required: true, "Local times, `\"HH:MM\"`."),
                SpecKey("on", weekdays, default: "every day", "Weekdays: mon tue wed thu fri sat sun."),
                SpecKey("count", .integer(minimum: 1), default: "the number of `at` times", "How many matching times."),
                SpecKey("timezone", .timeZone, default: "the device's", "IANA time zone."),
            ]),
        SpecShape(
            id: .dynamicEntries, title: "Dynamic entries", summary: "Dates supplied by the app at run time.",
            keys: [SpecKey("dynamic", .object(.dynamicAssumption), required: true, "What the report assumes.")]),
        SpecShape(
            id: .dynamicAssumption, title: "Dynamic assumption", summary: "The dates the report simulates.",
            keys: [
                SpecKey("count", .integer(minimum: 1), required: true, "Number of entries assumed."),
                SpecKey("every", .duration, required: true, "Assumed interval between them."),
            ]),
        SpecShape(
            id: .afterPolicy, title: "after policy", summary: "Ask again after a delay or at a wall-clock time.",
            keys: [
                SpecKey(
                    "after", .anyOf([.duration, .object(.wallClockPolicy)]), required: true,
                    "A duration from the request, or a wall-clock time.")
            ]),
        SpecShape(
            id: .wallClockPolicy, title: "Wall-clock reload", summary: "The next matching local time.",
            keys: [
                SpecKey("at", wallTimes, required: true, "Local times, `\"HH:MM\"`."),
                SpecKey("on", weekdays, default: "every day", "Weekdays."),
                SpecKey("timezone", .timeZone, default: "the device's", "IANA time zone."),
            ]),
        SpecShape(
            id: .activity, title: "Live Activity", summary: "An `ActivityAttributes` type and its configuration.",
            keys: [
                SpecKey("attributes", fields, "Static data."),
                SpecKey("state", fields, required: true, "`ContentState`, the dynamic data."),
                SpecKey("duration", .duration, "Expected active time (at most 8h)."),
                SpecKey("staleAfter", .duration, "`staleDate` = start + this."),
                SpecKey("relevance", .number, "`relevanceScore`."),
                SpecKey(
                    "dismissal", .anyOf([.oneOf(["default", "immediate"]), .object(.dismissalAfter)]),
                    default: "default", "Dismissal policy when the activity ends."),
                SpecKey("lockScreenView", .typeName, default: "<Name>LiveActivityView", "The Lock Screen view."),
                SpecKey(
                    "dynamicIsland", .typeName, default: "<Name>DynamicIsland",
                    "The type that builds the `DynamicIsland`."),
            ]),
        SpecShape(
            id: .dismissalAfter, title: "Dismissal after", summary: "Remove the ended activity after a delay.",
            keys: [SpecKey("after", .duration, required: true, "Delay after the end (capped at 4h).")]),
        SpecShape(
            id: .event, title: "Event", summary: "An app event that reloads widgets.",
            keys: [
                SpecKey(
                    "reloads", .anyOf([.oneOf(["all"]), .list(.typeName)]), required: true,
                    "Widget names, or `all`."),
                SpecKey(
                    "matching", .anyOf([.memberName, .list(.memberName)]), "Intent parameters the event carries."),
                SpecKey("foreground", .bool, default: "false", "Fired while the app is in the foreground."),
            ]),
        SpecShape(
            id: .report, title: "Report defaults", summary: "Defaults of `widgetspec report`.",
            keys: [
                SpecKey(
                    "start", .dateTime, default: ReportSettings.defaultStart.description, "Start of the simulation."),
                SpecKey("timezone", .timeZone, default: ReportSettings.defaultTimeZone, "Time zone of the report."),
                // Written as users write it (`ScheduleDuration` prints 24 h as `1d`); a test ties it to the setting.
                SpecKey("horizon", .duration, default: "24h", "Length of the simulation."),
                SpecKey(
                    "budget", .integer(minimum: 1), default: String(ReportSettings.defaultBudget),
                    "Reloads allowed in any 24 h window."),
                SpecKey("fail", .bool, default: "false", "Simulate the `onError` path."),
                SpecKey(
                    "events", .map(key: .memberName, value: .anyOf([.duration, .list(.duration)])),
                    "Event name -> offsets from the start."),
            ]),
        SpecShape(
            id: .checks, title: "Checks", summary: "Checker rules switched off or on.",
            keys: [
                SpecKey("disable", .anyOf([.diagnosticID, .list(.diagnosticID)]), "Rule IDs to switch off."),
                SpecKey("enable", .anyOf([.diagnosticID, .list(.diagnosticID)]), "Opt-in rule IDs to switch on."),
            ]),
    ]

    public static func shape(_ id: SpecShapeID) -> SpecShape {
        shapes.first { $0.id == id }!
    }
}
