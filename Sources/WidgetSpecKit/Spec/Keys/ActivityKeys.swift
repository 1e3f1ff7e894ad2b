/// One Live Activity (`activities:` entry).
enum ActivityKey: String, SpecShapeKeys {
    case attributes, state, duration, staleAfter, relevance, dismissal, lockScreenView, dynamicIsland

    static let heading = SpecShapeHeading(
        "activity", title: "Live Activity", summary: "An `ActivityAttributes` type and its configuration.")

    /// The dismissal policies written as one word.
    static let dismissalWords = [ActivityDismissal.default, .immediate].map { (word: $0.specText, dismissal: $0) }
    static let defaultDismissal = ActivityDismissal.default
    static let defaultLockScreenView = DerivedName(suffix: "LiveActivityView")
    static let defaultDynamicIsland = DerivedName(suffix: "DynamicIsland")

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
        case .lockScreenView: optional(.typeName, default: Self.defaultLockScreenView, "The Lock Screen view.")
        case .dynamicIsland:
            optional(.typeName, default: Self.defaultDynamicIsland, "The type that builds the `DynamicIsland`.")
        }
    }
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

    static let heading = SpecShapeHeading("event", title: "Event", summary: "An app event that reloads widgets.")

    /// The word that makes an event reload every widget.
    static let allWidgets = "all"
    @usableFromInline static let defaultForeground = false

    var key: SpecKey {
        switch self {
        case .reloads: required(.anyOf([.oneOf([Self.allWidgets]), .list(.typeName)]), "Widget names, or `all`.")
        case .matching: optional(.anyOf([.memberName, .list(.memberName)]), "Intent parameters the event carries.")
        case .foreground:
            optional(.bool, default: Self.defaultForeground, "Fired while the app is in the foreground.")
        }
    }
}
