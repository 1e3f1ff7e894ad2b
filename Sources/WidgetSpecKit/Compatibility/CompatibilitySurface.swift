/// What one version of the specs promises the world outside the build: the widgets people have placed (found by
/// kind) with their families and stored configurations, the Live Activities that are running and the push
/// payloads the server sends them, and the functions the app's code calls. `widgetspec diff` compares two
/// surfaces; the rest of a spec (timelines, views, placeholders) can change freely from one release to the next.
///
/// A feature that adds such a promise (controls, entities, localized keys) adds its part here, in
/// `init(specs:)`, and a rule group to `CompatibilityRules` that compares it.
public struct CompatibilitySurface: Sendable {
    public var widgets: [Widget]
    public var activities: [Activity]
    public var events: [Event]

    /// The surface of a set of specs, as one app ships them.
    public init(specs: [Spec]) {
        widgets = []
        activities = []
        events = []
        for spec in specs.sorted(by: { $0.file < $1.file }) {
            let types = TypeTable(spec: spec)
            widgets += spec.widgets.map { Widget($0, in: spec) }
            activities += spec.activities.map { Activity($0, types: types) }
            events += spec.events.map { Event($0, in: spec) }
        }
    }

    /// A widget: WidgetKit knows placed widgets by their kind.
    public struct Widget: Sendable {
        /// The Swift type name; the app's code names the widget by it (`WidgetKinds`).
        public var name: Located<String>
        public var kind: Located<String>
        /// The gallery's texts: display name and description.
        public var texts: [DisplayText]
        /// Every family the widget offers, on every platform of its spec.
        public var families: [PlacedFamily]
        public var intent: Intent?
        /// The last good content the widget keeps in its App Group, when it has `cache:`.
        public var cache: Cache?
    }

    /// A widget's cached content: an entry's fields as JSON in an App Group's `UserDefaults`, which the next
    /// version reads back after a failed load.
    public struct Cache: Sendable {
        public var appGroup: Located<String>
        /// The entry's fields: the shape of the cached content.
        public var fields: [Field]
        /// The enums and models of the widget's spec.
        public var types: TypeTable
    }

    /// A family a widget offers on a platform: placed widgets of that size exist there.
    public struct PlacedFamily: Hashable, Sendable {
        public var platform: Platform
        public var family: Located<WidgetFamily>
    }

    /// The configuration intent: WidgetKit stores each placed widget's configuration under the intent's type
    /// name, one value per parameter name.
    public struct Intent: Sendable {
        public var name: Located<String>
        /// Whether the name is the default `<Widget>Intent`, which follows a renamed widget.
        public var isNameDefaulted: Bool
        /// The title and description the configuration sheet shows.
        public var texts: [DisplayText]
        public var parameters: [Parameter]
        /// The SiriKit intent it replaces (`migratesFrom`): widgets configured with that intent keep their
        /// settings only while the intent declares it.
        public var migratedClassName: Located<String>?
    }

    public struct Parameter: Sendable {
        public var name: Located<String>
        /// The name the configuration stores the value under: the generated property's, which for a migrated
        /// intent is the SiriKit parameter's (`IntentDecl.propertyName(of:)`).
        public var storedName: String
        public var type: Located<TypeRef>
        public var defaultValue: Located<Value>?
        /// The title and description the configuration sheet shows.
        public var texts: [DisplayText]
        /// The enums of the parameter's spec, for the cases a stored value may hold.
        public var types: TypeTable
    }

    /// A Live Activity: running activities and the server's payloads decode its attributes and content state
    /// with these types; push-to-start payloads name it (`attributes-type`).
    public struct Activity: Sendable {
        public var name: Located<String>
        public var attributes: [Field]
        public var state: [Field]
        /// The enums and models of the activity's spec.
        public var types: TypeTable
        /// How the server reaches it; nil when only the app updates it.
        public var push: ActivityPush?
        /// What the system does with the activity's content (its stale date, relevance, dismissal and duration)
        /// and how the server's pushes are budgeted.
        public var settings: [Setting]
    }

    /// An app event: the app calls `WidgetReloads.<name>(<arguments>)`.
    public struct Event: Sendable {
        public var name: Located<String>
        /// The arguments of the generated function: the `matching` parameters and their types.
        public var arguments: [Argument]
    }

    public struct Argument: Hashable, Sendable {
        public var name: Located<String>
        /// The type as the generated function spells it.
        public var type: String
    }

    /// A text people see, which may change in any release (`display name`, `description`).
    public struct DisplayText: Sendable {
        /// What the text is, for messages.
        public var role: String
        /// The text in the development language.
        public var text: Located<String>

        init(role: String, text: WidgetSpecKit.DisplayText) {
            self.role = role
            self.text = Located(text.value, at: text.range)
        }
    }

    /// A setting of a Live Activity in spec notation, compared as text.
    public struct Setting: Sendable {
        /// The spec key.
        public var key: String
        public var value: Located<String>
    }
}

/// The enums and models of one spec by name: what a type name in a field or parameter means there.
public struct TypeTable: Sendable {
    public var enums: [String: EnumDecl]
    public var models: [String: ModelDecl]

    /// Entities are among the models, as their fields (`id` first): a `.model` type names either.
    init(spec: Spec) {
        enums = Dictionary(spec.enums.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        models = Dictionary(
            (spec.models + spec.entities.map(\.model)).map { ($0.name.value, $0) },
            uniquingKeysWith: { first, _ in first })
    }
}

extension CompatibilitySurface.Widget {
    init(_ widget: WidgetDecl, in spec: Spec) {
        name = widget.name
        kind = widget.kind
        texts =
            [CompatibilitySurface.DisplayText(role: "display name", text: widget.displayName)]
            + (widget.description.map { [CompatibilitySurface.DisplayText(role: "description", text: $0)] } ?? [])
        families = spec.platforms.flatMap { platform in
            widget.families.families(on: platform.platform).map {
                CompatibilitySurface.PlacedFamily(platform: platform.platform, family: $0)
            }
        }
        intent = widget.intent.map { CompatibilitySurface.Intent($0, widget: widget, types: TypeTable(spec: spec)) }
        cache = widget.cache.map {
            CompatibilitySurface.Cache(appGroup: $0.appGroup, fields: widget.entry, types: TypeTable(spec: spec))
        }
    }
}

extension CompatibilitySurface.Intent {
    init(_ intent: IntentDecl, widget: WidgetDecl, types: TypeTable) {
        name = intent.name
        isNameDefaulted = intent.name.range == intent.range && intent.name.value == widget.name.value + "Intent"
        texts =
            [CompatibilitySurface.DisplayText(role: "title", text: intent.title)]
            + (intent.description.map { [CompatibilitySurface.DisplayText(role: "description", text: $0)] } ?? [])
        migratedClassName = intent.migration?.intentClassName
        parameters = intent.parameters.map { parameter in
            CompatibilitySurface.Parameter(
                name: parameter.name, storedName: intent.propertyName(of: parameter.name.value), type: parameter.type,
                defaultValue: parameter.defaultValue,
                texts: [CompatibilitySurface.DisplayText(role: "title", text: parameter.title)]
                    + (parameter.description.map {
                        [CompatibilitySurface.DisplayText(role: "description", text: $0)]
                    } ?? []),
                types: types)
        }
    }
}

extension CompatibilitySurface.Activity {
    init(_ activity: ActivityDecl, types: TypeTable) {
        name = activity.name
        attributes = activity.attributes
        state = activity.state
        self.types = types
        push = activity.push
        typealias Setting = CompatibilitySurface.Setting
        settings = [
            activity.duration.map { Setting(key: "duration", value: $0.map(\.description)) },
            activity.staleAfter.map { Setting(key: "staleAfter", value: $0.map(\.description)) },
            activity.relevance.map { Setting(key: "relevance", value: $0.map { "\($0)" }) },
            Setting(key: "dismissal", value: activity.dismissal.map(\.specText)),
            activity.push.map { Setting(key: "push.priority", value: $0.priority.map(\.description)) },
            activity.push.map { Setting(key: "push.frequentUpdates", value: $0.frequentUpdates.map(\.description)) },
        ].compactMap { $0 }
    }
}

extension CompatibilitySurface.Event {
    init(_ event: EventDecl, in spec: Spec) {
        name = event.name
        let widgets: [WidgetDecl] =
            switch event.reloads {
            case .all: []
            case .widgets(let names): names.compactMap { spec.widget(named: $0.value) }
            }
        arguments = event.matching.map { parameter in
            let type = widgets.lazy.compactMap { $0.intent?.parameter(named: parameter.value)?.type.value }.first
            return CompatibilitySurface.Argument(name: parameter, type: type?.description ?? "String")
        }
    }
}
