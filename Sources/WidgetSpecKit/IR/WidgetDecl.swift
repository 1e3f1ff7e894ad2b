import WidgetSchedule

/// One widget (`widgets:` entry).
package struct WidgetDecl: Hashable, Codable, Sendable {
    /// The Swift type name (the map key).
    package var name: Located<String>
    package var kind: Located<String>
    package var displayName: DisplayText
    package var description: DisplayText?
    package var families: WidgetFamilies
    /// The user's SwiftUI view type; `<Name>View` when the spec omits it (then located at the name).
    package var view: Located<String>
    package var intent: IntentDecl?
    /// The `TimelineEntry` fields besides `date`.
    package var entry: [Field]
    /// `actions:`: the actions the widget's view runs with `Button(intent:)` or `Toggle(isOn:intent:)`.
    package var actions: [Located<String>]
    package var timeline: TimelineDecl
    package var url: Located<URLTemplate>?
    package var contentMarginsDisabled: Bool
    /// `background:`: who draws the container background, and whether the system may remove it.
    package var background: WidgetBackground
    /// `cache:`: where the last good content is kept for the error plan; nil for none.
    package var cache: ContentCacheDecl?
    /// `available:`: the widget is wrapped in `if #available` inside the bundle.
    package var available: [PlatformVersion]
    package var checks: CheckSettings
    /// `disfavoredLocations:`: the places whose gallery lists the widget under "Other", per family.
    package var disfavoredLocations: [DisfavoredLocation]
    /// `intent: Name`: the intent type another widget declares, which this widget shares; `intent` is then a copy
    /// of that declaration, which the generator declares once, at its declaring widget. Nil for an inline intent.
    package var sharedIntent: Located<String>? = nil
    /// `familiesWhen:`: families offered only while the app's flag is on; nil when every family is in `families`.
    package var familiesWhen: FlaggedFamilies? = nil
    /// `recommendations:`: the preconfigured intents for watchOS; nil for the generator's own (one per case of the
    /// first enum parameter, or the defaults).
    package var recommendations: WidgetRecommendations? = nil

    package init(
        name: Located<String>, kind: Located<String>, displayName: DisplayText, description: DisplayText? = nil,
        families: WidgetFamilies, view: Located<String>, intent: IntentDecl? = nil, entry: [Field] = [],
        actions: [Located<String>] = [], timeline: TimelineDecl, url: Located<URLTemplate>? = nil,
        contentMarginsDisabled: Bool = WidgetDecl.defaultContentMarginsDisabled,
        background: WidgetBackground = WidgetBackground(), cache: ContentCacheDecl? = nil,
        available: [PlatformVersion] = [], checks: CheckSettings = CheckSettings(),
        disfavoredLocations: [DisfavoredLocation] = []
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
        self.disfavoredLocations = disfavoredLocations
    }
}

/// `background:`: the widget's container background (`containerBackground(for: .widget)`, iOS 17, macOS 14,
/// watchOS 10), without which the system shows a placeholder asking to adopt the API.
package struct WidgetBackground: Hashable, Codable, Sendable {
    package enum Style: String, CaseIterable, Hashable, Codable, Sendable {
        /// The generated widget gives the view the system's fill (`.fill.tertiary`).
        case system
        /// The app's view provides its background (`widgetBackground`), which the generated widget places.
        case view
        /// The app's view calls `containerBackground(for: .widget)` itself.
        case none
    }

    package var style: Style
    /// Whether the system may remove the background (StandBy, the Lock Screen); `false` applies
    /// `containerBackgroundRemovable(false)`.
    package var removable: Bool
    /// Where `background` (or the deprecated `backgroundRemovable`) was written; nil when defaulted.
    package var range: SourceRange?

    package init(style: Style = .system, removable: Bool = WidgetBackground.defaultRemovable, range: SourceRange? = nil)
    {
        self.style = style
        self.removable = removable
        self.range = range
    }
}

/// `cache:`: the App Group whose `UserDefaults` keep the widget's last good content.
package struct ContentCacheDecl: Hashable, Codable, Sendable {
    package var appGroup: Located<String>
    /// The `cache` key's range.
    package var range: SourceRange

    package init(appGroup: Located<String>, range: SourceRange) {
        self.appGroup = appGroup
        self.range = range
    }
}

/// `families:`: one list for every platform, or a list per platform.
package enum WidgetFamilies: Hashable, Codable, Sendable {
    case shared([Located<WidgetFamily>])
    /// Sorted by platform. A platform of `platforms` missing here offers the widget nowhere on it.
    case perPlatform([PlatformFamilies])

    /// The families offered on `platform`, given the spec's platforms.
    package func families(on platform: Platform) -> [Located<WidgetFamily>] {
        switch self {
        case .shared(let families): families
        case .perPlatform(let lists): lists.first { $0.platform == platform }?.families ?? []
        }
    }
}

package struct PlatformFamilies: Hashable, Codable, Sendable {
    package var platform: Platform
    package var families: [Located<WidgetFamily>]
    /// The platform key's range.
    package var range: SourceRange

    package init(platform: Platform, families: [Located<WidgetFamily>], range: SourceRange) {
        self.platform = platform
        self.families = families
        self.range = range
    }
}

/// `intent:`: the widget's `WidgetConfigurationIntent`.
package struct IntentDecl: Hashable, Codable, Sendable {
    /// The intent's Swift type name; `<Widget>Intent` by default.
    package var name: Located<String>
    package var title: DisplayText
    package var description: DisplayText?
    package var parameters: [ParameterDecl]
    /// `summary:`: the `parameterSummary`; nil for the system's own.
    package var summary: ParameterSummaryDecl?
    /// `migratesFrom:`: the SiriKit intent this one replaces; nil for a new intent.
    package var migration: IntentMigration?
    /// The `intent:` key's range.
    package var range: SourceRange

    package init(
        name: Located<String>, title: DisplayText, description: DisplayText? = nil,
        parameters: [ParameterDecl], summary: ParameterSummaryDecl? = nil, migration: IntentMigration? = nil,
        range: SourceRange
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.parameters = parameters
        self.summary = summary
        self.migration = migration
        self.range = range
    }

    package func parameter(named name: String) -> ParameterDecl? { parameters.first { $0.name.value == name } }
}

/// One `@Parameter` of an intent.
package struct ParameterDecl: Hashable, Codable, Sendable {
    package var name: Located<String>
    package var type: Located<TypeRef>
    package var title: DisplayText
    package var description: DisplayText?
    package var defaultValue: Located<Value>?
    /// `size:`: how many values an array parameter holds per family, in spec order; empty when not written.
    package var sizes: [ParameterSize]
    /// Where `size:` was written.
    package var sizeRange: SourceRange?
    /// `options:`: the app provides the choices (`DynamicOptionsProvider`); nil when not written.
    package var options: ParameterOptions?

    package init(
        name: Located<String>, type: Located<TypeRef>, title: DisplayText, description: DisplayText? = nil,
        defaultValue: Located<Value>? = nil, sizes: [ParameterSize] = [], sizeRange: SourceRange? = nil,
        options: ParameterOptions? = nil
    ) {
        self.name = name
        self.type = type
        self.title = title
        self.description = description
        self.defaultValue = defaultValue
        self.sizes = sizes
        self.sizeRange = sizeRange
        self.options = options
    }
}

/// `url:`: a URL with `{parameter}` placeholders filled from the intent.
package struct URLTemplate: Hashable, Codable, Sendable {
    package enum Segment: Hashable, Codable, Sendable {
        case literal(String)
        /// A `{name}` placeholder; `range` is where the name was written.
        case parameter(String, range: SourceRange)
    }

    package var text: String
    package var segments: [Segment]

    package init(text: String, segments: [Segment]) {
        self.text = text
        self.segments = segments
    }
}

/// `timeline:` with the ranges the checker points at.
package struct TimelineDecl: Hashable, Codable, Sendable {
    package var rule: TimelineRule
    /// Where `entries:` was written (the `timeline` key when defaulted).
    package var entriesRange: SourceRange
    /// Where `policy:` was written (the `timeline` key when defaulted).
    package var policyRange: SourceRange
    /// `plans:`, in spec order; their plans are in `rule.plans`.
    package var plans: [PlanDecl]
    package var jitterRange: SourceRange?
    package var relevanceRange: SourceRange?
    /// `relevance: dynamic`: the loader gives each entry's relevance with its content (`rule.relevance` is nil).
    package var relevanceFromContent = false
    package var onErrorEntriesRange: SourceRange?
    package var onErrorPolicyRange: SourceRange?

    package init(
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
package struct PlanDecl: Hashable, Codable, Sendable {
    /// The plan's name, a lowerCamelCase member name (a case of the generated `<Widget>Plan`).
    package var name: Located<String>
    /// Where its `entries:` was written; nil when it takes the timeline's.
    package var entriesRange: SourceRange?
    /// Where its `policy:` was written; nil when it takes the timeline's.
    package var policyRange: SourceRange?

    package init(name: Located<String>, entriesRange: SourceRange? = nil, policyRange: SourceRange? = nil) {
        self.name = name
        self.entriesRange = entriesRange
        self.policyRange = policyRange
    }
}
