/// What one version of the specs promises the world outside the build: the widgets and controls people have
/// placed (found by kind) with their families and stored configurations, the actions people's shortcuts may run,
/// the Live Activities that are running and the push payloads the server sends them, and the functions the
/// app's code calls. `widgetspec diff` compares two surfaces; the rest of a spec (timelines, views,
/// placeholders) can change freely from one release to the next.
///
/// A feature that adds such a promise adds its part here, in `init(specs:)`, and a rule group to
/// `CompatibilityRules` that compares it.
package struct CompatibilitySurface: Sendable {
    package var widgets: [Widget]
    package var controls: [Control]
    package var actions: [Action]
    package var activities: [Activity]
    package var events: [Event]
    /// Each spec's String Catalog, or its absence.
    package var catalogs: [Catalog]

    /// The surface of a set of specs, as one app ships them. `identities` names what each spec file is,
    /// whatever its path (`DiffPipeline.Identities`); a file missing there is known by its path.
    package init(specs: [Spec], identities: [String: String] = [:]) {
        widgets = []
        controls = []
        actions = []
        activities = []
        events = []
        catalogs = []
        for spec in specs.sorted(by: { $0.file < $1.file }) {
            catalogs.append(Catalog(spec, identity: identities[spec.file] ?? spec.file))
            let types = TypeTable(spec: spec)
            widgets += spec.widgets.map { Widget($0, in: spec, types: types) }
            controls += spec.controls.map { Control($0, types: types) }
            actions += spec.actions.map { Action($0, types: types) }
            activities += spec.activities.map { Activity($0, types: types) }
            events += spec.events.map { Event($0, in: spec) }
        }
    }

    /// A widget: WidgetKit knows placed widgets by their kind.
    package struct Widget: Sendable {
        /// The Swift type name; the app's code names the widget by it (`WidgetKinds`).
        package var name: Located<String>
        package var kind: Located<String>
        /// The gallery's texts: display name and description.
        package var texts: [DisplayText]
        /// Every family the widget offers, on every platform of its spec.
        package var families: [PlacedFamily]
        package var intent: Intent?
        /// The last good content the widget keeps in its App Group, when it has `cache:`.
        package var cache: Cache?
        /// `intent: Name`: where the widget names the intent it shares; nil when it declares its own or has none.
        package var sharesIntent: Located<String>? = nil
        /// The kinds of every widget of the spec its intent type configures (this one too), when more than one:
        /// the placed widgets a change to the shared intent reaches.
        package var intentKinds: [String] = []
    }

    /// A control: Control Center, the Lock Screen and the Action button know placed controls by their kind.
    package struct Control: Sendable {
        /// The Swift type name; the app's code names the control by it (`ControlKinds`).
        package var name: Located<String>
        package var kind: Located<String>
        /// The add sheet's texts (display name and description) and the control's own: its label when the spec
        /// writes one, a toggle's value labels.
        package var texts: [DisplayText]
        /// A button or a toggle, with the action it runs.
        package var template: ControlTemplate
        package var intent: Intent?
    }

    /// An action: an `AppIntent`, `<Name>Intent`, which people's shortcuts may name as well as the spec's
    /// buttons, toggles and controls.
    package struct Action: Sendable {
        package var name: Located<String>
        /// The intent's type name.
        package var intentName: String
        /// The title and description Shortcuts and Spotlight show.
        package var texts: [DisplayText]
        /// The intent's parameters, a toggle action's `value` first.
        package var parameters: [Parameter]
        /// What a locked device asks before the action runs: the spec's `authenticationPolicy`, or App Intents'
        /// default (`alwaysAllowed`) at the action's name.
        package var authenticationPolicy: Located<AuthenticationPolicy>
    }

    /// A widget's cached content: an entry's fields as JSON in an App Group's `UserDefaults`, which the next
    /// version reads back after a failed load.
    package struct Cache: Sendable {
        package var appGroup: Located<String>
        /// The entry's fields: the shape of the cached content.
        package var fields: [Field]
        /// The enums and models of the widget's spec.
        package var types: TypeTable
    }

    /// A family a widget offers on a platform: placed widgets of that size exist there.
    package struct PlacedFamily: Hashable, Sendable {
        package var platform: Platform
        package var family: Located<WidgetFamily>
        /// The app's flag the family is offered behind (`familiesWhen`); nil when it is always offered.
        package var flag: Located<String>? = nil
    }

    /// The configuration intent: WidgetKit stores each placed widget's configuration under the intent's type
    /// name, one value per parameter name.
    package struct Intent: Sendable {
        package var name: Located<String>
        /// Whether the name is the default `<Widget>Intent`, which follows a renamed widget.
        package var isNameDefaulted: Bool
        /// The title and description the configuration sheet shows.
        package var texts: [DisplayText]
        package var parameters: [Parameter]
        /// The SiriKit intent it replaces (`migratesFrom`): widgets configured with that intent keep their
        /// settings only while the intent declares it.
        package var migratedClassName: Located<String>?
    }

    package struct Parameter: Sendable {
        package var name: Located<String>
        /// The name the configuration stores the value under: the generated property's, which for a migrated
        /// intent is the SiriKit parameter's (`IntentDecl.propertyName(of:)`).
        package var storedName: String
        package var type: Located<TypeRef>
        package var defaultValue: Located<Value>?
        /// The title and description the configuration sheet shows.
        package var texts: [DisplayText]
        /// The enums of the parameter's spec, for the cases a stored value may hold.
        package var types: TypeTable
    }

    /// A Live Activity: running activities and the server's payloads decode its attributes and content state
    /// with these types; push-to-start payloads name it (`attributes-type`).
    package struct Activity: Sendable {
        package var name: Located<String>
        package var attributes: [Field]
        package var state: [Field]
        /// The enums and models of the activity's spec.
        package var types: TypeTable
        /// How the server reaches it; nil when only the app updates it.
        package var push: ActivityPush?
        /// How the server writes its dates (`dates:`).
        package var dates: Located<ActivityDateEncoding>
        /// What the system does with the activity's content (its stale date, relevance, dismissal and duration)
        /// and how the server's pushes are budgeted.
        package var settings: [Setting]
    }

    /// A spec's String Catalog (`<stem>.xcstrings`): the languages people read its texts in. Versions are paired
    /// by the spec's identity, its repository path (one spec against one, with each other): two specs of one
    /// file name in different folders have a catalog each.
    package struct Catalog: Sendable {
        /// The spec's file name without `.yaml`.
        package var stem: String
        /// What the spec file is, whatever its path in this version (`DiffPipeline.Identities`).
        package var identity: String
        /// The spec's `localization`; nil when its texts are literals.
        package var localization: LocalizationDecl?

        init(_ spec: Spec, identity: String) {
            stem = WidgetSpecOutputFileName.stem(ofSpec: spec.file)
            self.identity = identity
            localization = spec.localization
        }
    }

    /// An app event: the app calls `WidgetReloads.<name>(<arguments>)`.
    package struct Event: Sendable {
        package var name: Located<String>
        /// The arguments of the generated function: the `matching` parameters and their types.
        package var arguments: [Argument]
    }

    package struct Argument: Hashable, Sendable {
        package var name: Located<String>
        /// The type as the generated function spells it.
        package var type: String
    }

    /// A text people see, which may change in any release (`display name`, `description`).
    package struct DisplayText: Sendable {
        /// What the text is, for messages.
        package var role: String
        /// The text in the development language.
        package var text: Located<String>
        /// Where its translations are when a strings table of the app's own holds them (`table:`), at the key
        /// when the spec writes one, else at the text; nil for the spec's own texts, which move with the spec.
        package var appTableEntry: Located<AppTableEntry>?

        init(role: String, text: WidgetSpecKit.DisplayText) {
            self.role = role
            self.text = Located(text.value, at: text.range)
            appTableEntry = text.localization.flatMap { localization in
                localization.table.map {
                    Located(
                        AppTableEntry(table: $0.value, key: localization.key),
                        at: localization.keyRange ?? text.range)
                }
            }
        }

        init(role: String, text: Located<String>) {
            self.role = role
            self.text = text
        }
    }

    /// A key in a strings table of the app's own, which the generated code looks a text up by.
    package struct AppTableEntry: Hashable, Sendable, CustomStringConvertible {
        package var table: String
        package var key: String

        package var description: String { "'\(key)' in table '\(table)'" }
    }

    /// A setting of a Live Activity in spec notation, compared as text.
    package struct Setting: Sendable {
        /// The spec key.
        package var key: String
        package var value: Located<String>
    }
}

/// The enums, models and entities of one spec by name: what a type name in a field or parameter means there.
package struct TypeTable: Sendable {
    package var enums: [String: EnumDecl]
    package var models: [String: ModelDecl]
    /// The entities, for their display names; their fields are among the models.
    package var entities: [String: EntityDecl]

    /// Entities are among the models, as their fields (`id` first): a `.model` type names either.
    init(spec: Spec) {
        enums = Dictionary(spec.enums.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        models = Dictionary(
            (spec.models + spec.entities.map(\.model)).map { ($0.name.value, $0) },
            uniquingKeysWith: { first, _ in first })
        entities = Dictionary(spec.entities.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

extension CompatibilitySurface.Widget {
    /// The `familiesWhen` families on every targeted platform that does not always offer them.
    private static func flaggedFamilies(
        _ widget: WidgetDecl, in spec: Spec, always: [CompatibilitySurface.PlacedFamily]
    ) -> [CompatibilitySurface.PlacedFamily] {
        guard let flagged = widget.familiesWhen else { return [] }
        return spec.platforms.flatMap { platform in
            flagged.families.filter { family in
                !always.contains { $0.platform == platform.platform && $0.family.value == family.value }
            }.map {
                CompatibilitySurface.PlacedFamily(platform: platform.platform, family: $0, flag: flagged.flag)
            }
        }
    }

    init(_ widget: WidgetDecl, in spec: Spec, types: TypeTable) {
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
        families += Self.flaggedFamilies(widget, in: spec, always: families)
        intent = widget.intent.map { CompatibilitySurface.Intent($0, owner: widget.name, types: types) }
        sharesIntent = widget.sharedIntent
        if let intentName = widget.intent?.name.value {
            let kinds = spec.widgets.filter { $0.intent?.name.value == intentName }.map(\.kind.value)
            intentKinds = kinds.count > 1 ? kinds : []
        }
        cache = widget.cache.map {
            CompatibilitySurface.Cache(appGroup: $0.appGroup, fields: widget.entry, types: types)
        }
    }
}

extension CompatibilitySurface.Control {
    init(_ control: ControlDecl, types: TypeTable) {
        name = control.name
        kind = control.kind
        typealias Text = CompatibilitySurface.DisplayText
        // A label the spec does not write is the display name, compared as such.
        let label = control.title == control.displayName ? nil : control.title
        texts = [
            Text(role: "display name", text: control.displayName),
            control.description.map { Text(role: "description", text: $0) },
            label.map { Text(role: "label", text: $0) },
            control.states.map { Text(role: "state label 'on'", text: $0.on) },
            control.states.map { Text(role: "state label 'off'", text: $0.off) },
        ].compactMap { $0 }
        template = control.template
        intent = control.intent.map { CompatibilitySurface.Intent($0, owner: control.name, types: types) }
    }
}

extension CompatibilitySurface.Action {
    init(_ action: ActionDecl, types: TypeTable) {
        name = action.name
        intentName = ActionNames(action: action).intent
        texts =
            [CompatibilitySurface.DisplayText(role: "title", text: action.title)]
            + (action.description.map { [CompatibilitySurface.DisplayText(role: "description", text: $0)] } ?? [])
        // A toggle action's `SetValueIntent` declares `value: Bool`, which the spec does not write.
        let value = CompatibilitySurface.Parameter(
            name: Located(ActionDecl.toggleValueParameter, at: action.name.range),
            storedName: ActionDecl.toggleValueParameter, type: Located(.bool, at: action.name.range), texts: [],
            types: types)
        parameters =
            (action.isToggle ? [value] : [])
            + action.parameters.map { CompatibilitySurface.Parameter($0, storedName: $0.name.value, types: types) }
        authenticationPolicy = action.authenticationPolicy ?? Located(.alwaysAllowed, at: action.name.range)
    }
}

extension CompatibilitySurface.Intent {
    /// The intent of a widget or a control, `owner` naming it.
    init(_ intent: IntentDecl, owner: Located<String>, types: TypeTable) {
        name = intent.name
        isNameDefaulted = intent.name.range == intent.range && intent.name.value == owner.value + "Intent"
        texts =
            [CompatibilitySurface.DisplayText(role: "title", text: intent.title)]
            + (intent.description.map { [CompatibilitySurface.DisplayText(role: "description", text: $0)] } ?? [])
        migratedClassName = intent.migration?.intentClassName
        parameters = intent.parameters.map {
            CompatibilitySurface.Parameter($0, storedName: intent.propertyName(of: $0.name.value), types: types)
        }
    }
}

extension CompatibilitySurface.Parameter {
    init(_ parameter: ParameterDecl, storedName: String, types: TypeTable) {
        name = parameter.name
        self.storedName = storedName
        type = parameter.type
        defaultValue = parameter.defaultValue
        texts =
            [CompatibilitySurface.DisplayText(role: "title", text: parameter.title)]
            + (parameter.description.map { [CompatibilitySurface.DisplayText(role: "description", text: $0)] } ?? [])
        self.types = types
    }
}

extension CompatibilitySurface.Activity {
    init(_ activity: ActivityDecl, types: TypeTable) {
        name = activity.name
        attributes = activity.attributes
        state = activity.state
        self.types = types
        push = activity.push
        dates = activity.dates
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
