import WidgetSchedule

/// One widget (`widgets:` entry).
@usableFromInline
enum WidgetKey: String, SpecShapeKeys {
    case kind, displayName, description, families, view, intent, entry, actions, timeline, url
    case contentMarginsDisabled, background, backgroundRemovable, cache, available, checks
    case disfavoredLocations
    case familiesWhen, recommendations

    static let heading = SpecShapeHeading("widget", title: "Widget", summary: "One widget of the bundle.")

    static let defaultView = DerivedName(suffix: "View")
    /// A widget without `timeline` is static: one entry now, and only app events reload it.
    static let defaultTimeline = WrittenDefault(
        value: TimelinePlan(entries: .now, policy: .never), specText: "entries: now, policy: never")
    /// The background styles written as one word, the shorthand of `{ style: ... }`.
    static let backgroundStyles = WidgetBackground.Style.allCases.map { (word: $0.rawValue, style: $0) }

    var key: SpecKey {
        switch self {
        case .kind: required(.string, "The widget's kind string, unique in the bundle.")
        case .displayName: required(.text, "Name shown in the widget gallery.")
        case .description: optional(.text, "Description shown in the widget gallery.")
        case .families: required(Self.familiesKind, "Supported families, or a list per platform.")
        case .view: optional(.typeName, default: Self.defaultView, "The user's SwiftUI view, `init(entry:)`.")
        case .intent:
            optional(
                .anyOf([.typeName, .object(IntentKey.id)]),
                "Makes the widget configurable with an App Intent: the intent, or the name of one another widget "
                    + "declares, to share it.")
        case .entry: optional(.fields, "The `TimelineEntry` fields besides `date`.")
        case .actions:
            optional(.list(.typeName), "The actions the view runs with `Button(intent:)` or `Toggle(isOn:intent:)`.")
        case .timeline:
            optional(
                .object(TimelineKey.id), default: Self.defaultTimeline,
                "When entries are dated and when WidgetKit asks again.")
        case .url: optional(.string, "`widgetURL`; `{name}` is replaced by the intent parameter `name`.")
        case .contentMarginsDisabled:
            optional(.bool, default: WidgetDecl.defaultContentMarginsDisabled, "Apply `contentMarginsDisabled()`.")
        case .background:
            optional(
                .anyOf([.oneOf(Self.backgroundStyles.map(\.word)), .object(BackgroundKey.id)]),
                default: WidgetBackground.Style.system,
                "The container background: the system's, the view's `widgetBackground`, or `none` (the view calls "
                    + "`containerBackground` itself).")
        case .backgroundRemovable: deprecated(.bool, replacement: "background: { removable: false }")
        case .cache:
            optional(.object(CacheKey.id), "Keep the last good content for the error plan (`stale` entries).")
        case .available: optional(.platformVersions, "Wrap the widget in `if #available` inside the bundle.")
        case .checks: optional(.object(ChecksKey.id), "Checker rules switched off or on for this widget.")
        case .disfavoredLocations:
            optional(
                .map(
                    key: .oneOf(WidgetLocation.allCases.map(\.rawValue)), value: .list(.oneOf(SpecSchema.familyNames))),
                "Places whose gallery lists the widget under \"Other\": location -> families (`disfavoredLocations`).")
        case .familiesWhen:
            optional(
                .object(FamiliesWhenKey.id),
                "Families offered besides `families` only while a flag the app reads at run time is on.")
        case .recommendations:
            optional(
                .anyOf([.oneOf([Self.dynamicRecommendations]), .list(.object(RecommendationKey.id))]),
                "The preconfigured intents watchOS offers (`recommendations()`), or `dynamic`: the app's "
                    + "`<Widget>Recommender` builds them; default: one per case of the first enum parameter.")
        }
    }

    /// `recommendations: dynamic`.
    static let dynamicRecommendations = "dynamic"

    private static let familiesKind = SpecValueKind.anyOf([
        .list(.oneOf(SpecSchema.familyNames)),
        .map(key: .oneOf(SpecSchema.platformNames), value: .list(.oneOf(SpecSchema.familyNames))),
    ])
}

/// `background:` of a widget written as a mapping.
@usableFromInline
enum BackgroundKey: String, SpecShapeKeys {
    case style, removable

    static let heading = SpecShapeHeading(
        "background", title: "Background", summary: "The widget's container background.")

    var key: SpecKey {
        switch self {
        case .style:
            optional(
                .oneOf(WidgetKey.backgroundStyles.map(\.word)), default: WidgetBackground.Style.system,
                "`system`, `view` or `none`.")
        case .removable:
            optional(
                .bool, default: WidgetBackground.defaultRemovable,
                "Whether the system may remove it (StandBy, the Lock Screen); `false` applies "
                    + "`containerBackgroundRemovable(false)`.")
        }
    }
}

extension WidgetBackground.Style: SpecLiteral {
    var specText: String { rawValue }
}

/// `cache:` of a widget.
enum CacheKey: String, SpecShapeKeys {
    case appGroup

    static let heading = SpecShapeHeading(
        "cache", title: "Cache", summary: "Where the widget keeps its last good content.")

    var key: SpecKey {
        switch self {
        case .appGroup:
            required(.string, "The App Group whose `UserDefaults` hold the content (app and extension share it).")
        }
    }
}

/// `intent:` of a widget.
enum IntentKey: String, SpecShapeKeys {
    case name, title, description, parameters, summary, migratesFrom

    static let heading = SpecShapeHeading(
        "intent", title: "Intent",
        summary: "A widget's `WidgetConfigurationIntent` or a control's `ControlConfigurationIntent`.")

    static let defaultName = DerivedName(suffix: "Intent")

    var key: SpecKey {
        switch self {
        case .name: optional(.typeName, default: Self.defaultName, "Swift type name of the intent.")
        case .title: optional(.text, defaultText: "the displayName", "The intent's `title`.")
        case .description: optional(.text, "The intent's `description`.")
        case .parameters:
            optional(
                .map(key: .memberName, value: .anyOf([.typeExpression, .object(ParameterKey.id)])),
                "The `@Parameter`s, in edit-UI order.")
        case .summary:
            optional(
                .parameterSummary,
                "The `parameterSummary`: a sentence with `{parameter}` placeholders, or a `when` or `switch`.")
        case .migratesFrom:
            optional(
                .object(MigrationKey.id),
                "The SiriKit intent this one replaces, so configured widgets keep their settings.")
        }
    }
}

/// An intent parameter written as a mapping.
enum ParameterKey: String, SpecShapeKeys {
    case type, title, description, `default`, size, options

    static let heading = SpecShapeHeading("parameter", title: "Parameter", summary: "One `@Parameter` of an intent.")

    var key: SpecKey {
        switch self {
        case .type:
            required(
                .typeExpression,
                "String, Int, Double, Bool, Date, URL, an enum, an entity, optionals and arrays of those.")
        case .title: optional(.text, defaultText: "the name in words", "Title in the edit UI.")
        case .description: optional(.text, "Description in the edit UI.")
        case .default:
            optional(.typedValue, "Default value; required for non-optional parameters other than entities.")
        case .size: optional(CollectionSizeKey.perFamily, CollectionSizeKey.perFamilySummary)
        case .options: optional(ParameterOptionsKey.kind, ParameterOptionsKey.summary)
        }
    }
}

/// `familiesWhen:` of a widget.
enum FamiliesWhenKey: String, SpecShapeKeys {
    case flag, families

    static let heading = SpecShapeHeading(
        "familiesWhen", title: "Families behind a flag",
        summary: "Families a widget offers only while a flag the app reads at run time is on.")

    var key: SpecKey {
        switch self {
        case .flag:
            required(.memberName, "The flag: a static `Bool` the app's `WidgetFlags` provides (`WidgetFlagReading`).")
        case .families:
            required(.list(.oneOf(SpecSchema.familyNames)), "The families offered, besides `families`, while it is on.")
        }
    }
}

/// One entry of a widget's `recommendations:`.
enum RecommendationKey: String, SpecShapeKeys {
    case description, values

    static let heading = SpecShapeHeading(
        "recommendation", title: "Recommendation",
        summary: "A preconfigured intent watchOS offers as a complication or in the Smart Stack.")

    var key: SpecKey {
        switch self {
        case .description: required(.text, "What watchOS shows for it (`AppIntentRecommendation`'s `description`).")
        case .values:
            optional(
                .map(key: .memberName, value: .typedValue),
                "Parameter values of the intent: parameter -> value; the others keep their defaults.")
        }
    }
}
