// The IDs the checker reports. Ranges: WS04xx families and platforms, WS05xx configuration and intents,
// WS06xx identity, WS07xx entries, timeline and reload policy, WS08xx Live Activities, WS09xx events and bundle.
// Every ID here has an entry in `DiagnosticCatalog`.

extension DiagnosticID {
    // WS04xx: families and platforms
    /// A family that does not exist on a platform the widget is offered on.
    public static let familyUnavailable: DiagnosticID = "WS0401"
    /// A family that exists on the platform, but only from a later OS version than the deployment minimum.
    public static let familyRequiresNewerOS: DiagnosticID = "WS0402"
    /// A widget offered in no family at all.
    public static let emptyFamilies: DiagnosticID = "WS0403"
    /// The same family listed twice.
    public static let duplicateFamily: DiagnosticID = "WS0404"
    /// A per-platform family list for a platform the spec does not target.
    public static let familiesForUntargetedPlatform: DiagnosticID = "WS0405"
    /// A deployment minimum below the first OS that runs WidgetKit widgets.
    public static let platformBelowWidgetKit: DiagnosticID = "WS0406"

    // WS05xx: configuration and intents
    /// An App Intent configuration on a platform minimum below iOS 17 / macOS 14 / watchOS 10.
    public static let intentRequiresNewerOS: DiagnosticID = "WS0501"
    /// A non-optional intent parameter without a default.
    public static let parameterNeedsDefault: DiagnosticID = "WS0502"
    /// Live Activities with an iOS minimum below 16.1.
    public static let liveActivityRequiresNewerOS: DiagnosticID = "WS0503"
    /// Live Activities in a spec that does not target iOS.
    public static let liveActivityWithoutIOS: DiagnosticID = "WS0504"
    /// `contentMarginsDisabled` / `backgroundRemovable: false` below the OS where they take effect.
    public static let modifierWithoutEffect: DiagnosticID = "WS0505"

    // WS06xx: identity
    /// Two widgets of one bundle with the same kind.
    public static let duplicateKind: DiagnosticID = "WS0601"
    /// The same kind in two spec files checked together.
    public static let duplicateKindAcrossFiles: DiagnosticID = "WS0602"
    /// Two generated or referenced Swift types with the same name.
    public static let swiftNameCollision: DiagnosticID = "WS0603"
    /// A kind that is empty.
    public static let emptyKind: DiagnosticID = "WS0604"
    /// A kind with whitespace or control characters.
    public static let kindWhitespace: DiagnosticID = "WS0605"
    /// A kind not written in reverse-DNS form (opt-in).
    public static let kindNotReverseDNS: DiagnosticID = "WS0606"

    // WS07xx: entries, timeline and reload policy
    /// A non-optional entry field without a placeholder.
    public static let missingPlaceholder: DiagnosticID = "WS0701"
    /// Entries less than 5 minutes apart.
    public static let entriesTooClose: DiagnosticID = "WS0702"
    /// More entries in one timeline than WidgetKit is reported to keep.
    public static let tooManyEntries: DiagnosticID = "WS0703"
    /// Entries dated after the next request: never shown.
    public static let deadEntries: DiagnosticID = "WS0704"
    /// A policy whose next request comes less than 5 minutes after the request.
    public static let reloadLoop: DiagnosticID = "WS0705"
    /// More than 40 reloads a day.
    public static let frequentReloads: DiagnosticID = "WS0706"
    /// More reloads a day than the budget.
    public static let reloadsOverBudget: DiagnosticID = "WS0707"
    /// `never` on a widget with data that no event reloads.
    public static let neverReloaded: DiagnosticID = "WS0708"
    /// A jitter window longer than the interval it spreads.
    public static let jitterExceedsInterval: DiagnosticID = "WS0709"
    /// An `after` policy without jitter (opt-in).
    public static let afterWithoutJitter: DiagnosticID = "WS0710"

    // WS08xx: Live Activities
    /// An expected duration over 8 hours.
    public static let activityTooLong: DiagnosticID = "WS0801"
    /// A dismissal more than 4 hours after the end.
    public static let activityDismissalClamped: DiagnosticID = "WS0802"
    /// A stale date after the activity's end.
    public static let activityStaleAfterEnd: DiagnosticID = "WS0803"
    /// Estimated attributes + content state over 4 KB.
    public static let activityPayloadTooLarge: DiagnosticID = "WS0804"
    /// A field whose encoded size has no bound.
    public static let activityUnboundedField: DiagnosticID = "WS0805"
    /// A negative relevance score.
    public static let activityNegativeRelevance: DiagnosticID = "WS0806"

    // WS09xx: events and bundle
    /// A `matching` parameter that a reloaded widget lacks or declares with another type.
    public static let eventMatchingMismatch: DiagnosticID = "WS0901"
    /// An event that reloads no widget.
    public static let eventReloadsNothing: DiagnosticID = "WS0902"
    /// More than 10 widgets in one `WidgetBundleBuilder` block.
    public static let bundleBlockTooLarge: DiagnosticID = "WS0903"
    /// `available` at or below the platform's deployment minimum.
    public static let redundantAvailability: DiagnosticID = "WS0904"
    /// `available` for a platform the spec does not target.
    public static let availabilityForUntargetedPlatform: DiagnosticID = "WS0905"
}
