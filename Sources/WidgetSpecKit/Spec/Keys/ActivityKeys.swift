/// One Live Activity (`activities:` entry).
enum ActivityKey: String, SpecShapeKeys {
    case attributes, state, duration, staleAfter, relevance, dismissal, push, lockScreenView, dynamicIsland
    case available, supplementalFamilies, dates

    static let heading = SpecShapeHeading(
        "activity", title: "Live Activity", summary: "An `ActivityAttributes` type and its configuration.")

    /// The dismissal policies written as one word.
    static let dismissalWords = [ActivityDismissal.default, .immediate].map { (word: $0.specText, dismissal: $0) }
    static let defaultDismissal = ActivityDismissal.default
    static let defaultLockScreenView = DerivedName(suffix: "LiveActivityView")
    static let defaultDynamicIsland = DerivedName(suffix: "DynamicIsland")
    static let familyWords = ActivityFamily.allCases.map { (word: $0.rawValue, family: $0) }
    static let dateWords = ActivityDateEncoding.allCases.map { (word: $0.rawValue, encoding: $0) }
    static let defaultDates = ActivityDateEncoding.reference

    var key: SpecKey {
        switch self {
        case .attributes: optional(.fields, "Static data.")
        case .state: required(.fields, "`ContentState`, the dynamic data.")
        case .duration: optional(.duration, "Expected active time (at most 8h).")
        case .staleAfter: optional(.duration, "`staleDate` = start + this.")
        case .relevance: optional(.number, "`relevanceScore`.")
        case .dismissal:
            optional(
                .anyOf([.oneOf(Self.dismissalWords.map(\.word)), .object(DismissalAfterKey.id)]),
                default: Self.defaultDismissal, "Dismissal policy when the activity ends.")
        case .push:
            optional(.object(ActivityPushKey.id), "Your server updates (and may start) it with ActivityKit pushes.")
        case .lockScreenView: optional(.typeName, default: Self.defaultLockScreenView, "The Lock Screen view.")
        case .dynamicIsland:
            optional(.typeName, default: Self.defaultDynamicIsland, "The type that builds the `DynamicIsland`.")
        case .available:
            optional(
                .platformVersions,
                "The activity's own minimum iOS: `@available` on its types and widget, `if #available` in the bundle.")
        case .supplementalFamilies:
            optional(
                .list(.oneOf(Self.familyWords.map(\.word))),
                "`supplementalActivityFamilies(_:)`: `small` adds the watchOS Smart Stack (iOS 18).")
        case .dates:
            optional(
                .oneOf(Self.dateWords.map(\.word)), default: Self.defaultDates,
                "Dates in the payload: `reference` (Swift's, seconds since 2001) or `unix` (seconds since 1970).")
        }
    }
}

extension ActivityDateEncoding: SpecLiteral {
    var specText: String { rawValue }
}

extension ActivityDismissal: SpecLiteral {
    var specText: String {
        switch self {
        case .default: "default"
        case .immediate: "immediate"
        case .after(let delay): "{ after: \(delay) }"
        }
    }
}

/// `push:` of a Live Activity: what the app requests and the server sends.
enum ActivityPushKey: String, SpecShapeKeys {
    case type, start, priority, frequentUpdates

    static let heading = SpecShapeHeading(
        "activityPush", title: "Push",
        summary: "ActivityKit push notifications from your server: `widgetspec payload` prints what to send.")

    static let typeWords = ActivityPush.PushType.allCases.map { (word: $0.rawValue, type: $0) }
    static let defaultStart = false
    /// The `apns-priority` values APNs takes for Live Activities.
    static let priorities = [5, 10]
    static let defaultPriority = 10
    static let defaultFrequentUpdates = false

    var key: SpecKey {
        switch self {
        case .type:
            required(
                .oneOf(Self.typeWords.map(\.word)),
                "`token`: a push token per activity; `channel`: a broadcast channel (iOS 18).")
        case .start:
            optional(.bool, default: Self.defaultStart, "Push-to-start: the server can start the activity (iOS 17.2).")
        case .priority:
            optional(
                .integer(minimum: Self.priorities[0]), default: Self.defaultPriority,
                "`apns-priority` of updates: 10 (at once, counts toward the budget) or 5 (when power allows, does not)."
            )
        case .frequentUpdates:
            optional(
                .bool, default: Self.defaultFrequentUpdates,
                "The app sets `NSSupportsLiveActivitiesFrequentUpdates`, which raises the budget.")
        }
    }
}

/// `dismissal: { after: ... }`.
enum DismissalAfterKey: String, SpecShapeKeys {
    case after

    static let heading = SpecShapeHeading(
        "dismissalAfter", title: "Dismissal after", summary: "Remove the ended activity after a delay.")

    var key: SpecKey {
        switch self {
        case .after: required(.duration, "Delay after the end (capped at 4h).")
        }
    }
}

/// One app event (`events:` entry).
@usableFromInline
enum EventKey: String, SpecShapeKeys {
    case reloads, matching, foreground

    static let heading = SpecShapeHeading(
        "event", title: "Event", summary: "An app event that reloads widgets and controls.")

    /// The word that makes an event reload every widget.
    static let allWidgets = "all"

    var key: SpecKey {
        switch self {
        case .reloads:
            required(.anyOf([.oneOf([Self.allWidgets]), .list(.typeName)]), "Widget and control names, or `all`.")
        case .matching: optional(.anyOf([.memberName, .list(.memberName)]), "Intent parameters the event carries.")
        case .foreground:
            optional(.bool, default: EventDecl.defaultForeground, "Fired while the app is in the foreground.")
        }
    }
}
