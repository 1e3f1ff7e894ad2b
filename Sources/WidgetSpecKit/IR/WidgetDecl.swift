import WidgetSchedule

/// One widget (`widgets:` entry).
public struct WidgetDecl: Hashable, Codable, Sendable {
    /// The Swift type name (the map key).
    public var name: Located<String>
    public var kind: Located<String>
    public var displayName: DisplayText
    public var description: DisplayText?
    public var families: WidgetFamilies
    /// The user's SwiftUI view type; `<Name>View` when the spec omits it (then located at the name).
    public var view: Located<String>
    public var intent: IntentDecl?
    /// The `TimelineEntry` fields besides `date`.
    public var entry: [Field]
    /// `actions:`: the actions the widget's view runs with `Button(intent:)` or `Toggle(isOn:intent:)`.
    public var actions: [Located<String>]
    public var timeline: TimelineDecl
    public var url: Located<URLTemplate>?
    public var contentMarginsDisabled: Bool
    /// `background:`: who draws the container background, and whether the system may remove it.
    public var background: WidgetBackground
    /// `cache:`: where the last good content is kept for the error plan; nil for none.
    public var cache: ContentCacheDecl?
    /// `available:`: the widget is wrapped in `if #available` inside the bundle.
    public var available: [PlatformVersion]
    public var checks: CheckSettings

    public init(
        name: Located<String>, kind: Located<String>, displayName: DisplayText, description: DisplayText? = nil,
        families: WidgetFamilies, view: Located<String>, intent: IntentDecl? = nil, entry: [Field] = [],
        actions: [Located<String>] = [], timeline: TimelineDecl, url: Located<URLTemplate>? = nil,
        contentMarginsDisabled: Bool = WidgetDecl.defaultContentMarginsDisabled,
        background: WidgetBackground = WidgetBackground(), cache: ContentCacheDecl? = nil,
        available: [PlatformVersion] = [], checks: CheckSettings = CheckSettings()
    ) {
        self.name = name
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.families = families
        self.view = view
        self.intent = intent
        self.entry = entry
        self.actions = actions
        self.timeline = timeline
        self.url = url
        self.contentMarginsDisabled = contentMarginsDisabled
        self.background = background
        self.cache = cache
        self.available = available
        self.checks = checks
    }
}

/// `background:`: the widget's container background (`containerBackground(for: .widget)`, iOS 17, macOS 14,
/// watchOS 10), without which the system shows a placeholder asking to adopt the API.
public struct WidgetBackground: Hashable, Codable, Sendable {
    public enum Style: String, CaseIterable, Hashable, Codable, Sendable {
        /// The generated widget gives the view the system's fill (`.fill.tertiary`).
        case system
        /// The app's view provides its background (`widgetBackground`), which the generated widget places.
        case view
        /// The app's view calls `containerBackground(for: .widget)` itself.
        case none
    }

    public var style: Style
    /// Whether the system may remove the background (StandBy, the Lock Screen); `false` applies
    /// `containerBackgroundRemovable(false)`.
    public var removable: Bool
    /// Where `background` (or the deprecated `backgroundRemovable`) was written; nil when defaulted.
    public var range: SourceRange?

    public init(style: Style = .system, removable: Bool = WidgetBackground.defaultRemovable, range: SourceRange? = nil)
    {
        self.style = style
        self.removable = removable
        self.range = range
    }
}

/// `cache:`: the App Group whose `UserDefaults` keep the widget's last good content.
public struct ContentCacheDecl: Hashable, Codable, Sendable {
    public var appGroup: Located<String>
    /// The `cache` key's range.
    public var range: SourceRange

    public init(appGroup: Located<String>, range: SourceRange) {
        self.appGroup = appGroup
        self.range = range
    }
}

/// `families:`: one list for every platform, or a list per platform.
public enum WidgetFamilies: Hashable, Codable, Sendable {
    case shared([Located<WidgetFamily>])
    /// Sorted by platform. A platform of `platforms` missing here offers the widget nowhere on it.
    case perPlatform([PlatformFamilies])

    /// The families offered on `platform`, given the spec's platforms.
    public func families(on platform: Platform) -> [Located<WidgetFamily>] {
        switch self {
        case .shared(let families): families
        case .perPlatform(let lists): lists.first { $0.platform == platform }?.families ?? []
        }
    }
}

public struct PlatformFamilies: Hashable, Codable, Sendable {
    public var platform: Platform
    public var families: [Located<WidgetFamily>]
    /// The platform key's range.
    public var range: SourceRange

    public init(platform: Platform, families: [Located<WidgetFamily>], range: SourceRange) {
        self.platform = platform
        self.families = families
        self.range = range
    }
}

/// `intent:`: the widget's `WidgetConfigurationIntent`.
public struct IntentDecl: Hashable, Codable, Sendable {
    /// The intent's Swift type name; `<Widget>Intent` by default.
    public var name: Located<String>
    public var title: DisplayText
    public var description: DisplayText?
    public var parameters: [ParameterDecl]
    /// `migratesFrom:`: the SiriKit intent this one replaces; nil for a new intent.
    public var migration: IntentMigration?
    /// The `intent:` key's range.
    public var range: SourceRange

    public init(
        name: Located<String>, title: DisplayText, description: DisplayText? = nil,
        parameters: [ParameterDecl], migration: IntentMigration? = nil, range: SourceRange
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.parameters = parameters
        self.migration = migration
        self.range = range
    }

    public func parameter(named name: String) -> ParameterDecl? { parameters.first { $0.name.value == name } }
}

/// One `@Parameter` of an intent.
public struct ParameterDecl: Hashable, Codable, Sendable {
    public var name: Located<String>
    public var type: Located<TypeRef>
    public var title: DisplayText
    public var description: DisplayText?
    public var defaultValue: Located<Value>?

    public init(
        name: Located<String>, type: Located<TypeRef>, title: DisplayText, description: DisplayText? = nil,
        defaultValue: Located<Value>? = nil
    ) {
        self.name = name
        self.type = type
        self.title = title
        self.description = description
        self.defaultValue = defaultValue
    }
}

/// `url:`: a URL with `{parameter}` placeholders filled from the intent.
public struct URLTemplate: Hashable, Codable, Sendable {
    public enum Segment: Hashable, Codable, Sendable {
        case literal(String)
        /// A `{name}` placeholder; `range` is where the name was written.
        case parameter(String, range: SourceRange)
    }

    public var text: String
    public var segments: [Segment]

    public init(text: String, segments: [Segment]) {
        self.text = text
        self.segments = segments
    }
}

/// `timeline:` with the ranges the checker points at.
public struct TimelineDecl: Hashable, Codable, Sendable {
    public var rule: TimelineRule
    /// Where `entries:` was written (the `timeline` key when defaulted).
    public var entriesRange: SourceRange
    /// Where `policy:` was written (the `timeline` key when defaulted).
    public var policyRange: SourceRange
    /// `plans:`, in spec order; their plans are in `rule.plans`.
    public var plans: [PlanDecl]
    public var jitterRange: SourceRange?
    public var relevanceRange: SourceRange?
    public var onErrorEntriesRange: SourceRange?
    public var onErrorPolicyRange: SourceRange?

    public init(
        rule: TimelineRule, entriesRange: SourceRange, policyRange: SourceRange, plans: [PlanDecl] = [],
        jitterRange: SourceRange? = nil, relevanceRange: SourceRange? = nil, onErrorEntriesRange: SourceRange? = nil,
        onErrorPolicyRange: SourceRange? = nil
    ) {
        self.rule = rule
        self.entriesRange = entriesRange
        self.policyRange = policyRange
        self.plans = plans
        self.jitterRange = jitterRange
        self.relevanceRange = relevanceRange
        self.onErrorEntriesRange = onErrorEntriesRange
        self.onErrorPolicyRange = onErrorPolicyRange
    }
}

/// One of `timeline.plans`, with the ranges the checker points at.
public struct PlanDecl: Hashable, Codable, Sendable {
    /// The plan's name, a lowerCamelCase member name (a case of the generated `<Widget>Plan`).
    public var name: Located<String>
    /// Where its `entries:` was written; nil when it takes the timeline's.
    public var entriesRange: SourceRange?
    /// Where its `policy:` was written; nil when it takes the timeline's.
    public var policyRange: SourceRange?

    public init(name: Located<String>, entriesRange: SourceRange? = nil, policyRange: SourceRange? = nil) {
        self.name = name
        self.entriesRange = entriesRange
        self.policyRange = policyRange
    }
}
