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
    var provider: String { type + "Provider" }
    /// The member of `WidgetKinds` holding the kind: the widget's name in lowerCamelCase.
    var kindConstantName: String { SwiftLiteral.identifier(type.lowerCamelCased) }
    var kindConstant: String { SwiftIdentifier.fixedNames.kinds + "." + kindConstantName }

    /// Whether the entries carry the intent's parameter values.
    var isConfigurable: Bool { widget.intent != nil }
    /// Whether the app supplies entry dates (a `dynamic` form in the success plan).
    var isDynamic: Bool { widget.timeline.rule.plan.entries.containsDynamic }
    /// Whether the app loads content: the entry has fields, or the app must supply dates.
    var hasLoader: Bool { !widget.entry.isEmpty || isDynamic }
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
