import WidgetSchedule

/// The names of the types generated for one widget, derived in one place.
struct WidgetNames {
    var widget: WidgetDecl

    var type: String { widget.name.value }
    var entry: String { type + "Entry" }
    var content: String { type + "Content" }
    var configuration: String { type + "Configuration" }
    var loading: String { type + "Loading" }
    /// What the provider asks the loader for.
    var request: String { type + "Request" }
    /// What the loader returns.
    var load: String { type + "Load" }
    /// The protocol the app's view conforms to when it draws its own container background (`background: view`).
    var backgroundProviding: String { type + "BackgroundProviding" }
    /// The user's type that conforms to `loading`.
    var loader: String { type + "Loader" }
    var info: String { type + "Info" }
    /// The enum of the widget's plans (`default`, then `timeline.plans`), which the loader's result names.
    var plan: String { type + "Plan" }
    var provider: String { type + "Provider" }
    /// The member of `WidgetKinds` holding the kind: the widget's name in lowerCamelCase.
    var kindConstantName: String { SwiftLiteral.identifier(type.lowerCamelCased) }
    var kindConstant: String { SwiftIdentifier.fixedNames.kinds + "." + kindConstantName }

    /// Whether the entries carry the intent's parameter values.
    var isConfigurable: Bool { widget.intent != nil }
    /// Whether the app supplies entry dates: a `dynamic` form in a plan the loader can choose.
    var isDynamic: Bool { widget.timeline.rule.containsDynamic }
    /// Whether the generated code declares `plan`: a widget that declares plans.
    var declaresPlan: Bool { !widget.timeline.plans.isEmpty }
    /// Whether the app loads content: the entry has fields, the app must supply dates, it chooses a plan, or it
    /// gives each entry's relevance (`relevance: dynamic`).
    var hasLoader: Bool { !widget.entry.isEmpty || isDynamic || declaresPlan || widget.timeline.relevanceFromContent }
    /// Whether the timeline keeps the last good content in a cache: the spec gives one and the app loads content.
    var cachesContent: Bool { widget.cache != nil && hasLoader }
}

extension TimelineRule {
    /// Whether a plan the loader can choose (the default or a named one) has a `dynamic` form.
    var containsDynamic: Bool { plan.entries.containsDynamic || plans.values.contains { $0.entries.containsDynamic } }
}

extension EntrySchedule {
    /// Whether the form has a `dynamic` part, whose dates the app's loader supplies.
    var containsDynamic: Bool {
        switch self {
        case .dynamic: true
        case .union(let members): members.contains(where: \.containsDynamic)
        default: false
        }
    }
}
