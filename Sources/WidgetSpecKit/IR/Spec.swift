import WidgetSchedule

/// The validated, resolved model of one spec file: one widget extension, one bundle.
package struct Spec: Hashable, Codable, Sendable {
    /// The path of the spec file as the user gave it.
    package var file: String
    /// The format version (`spec:`); always 1 today.
    package var version: Int
    /// The Swift type name of the `WidgetBundle`.
    package var bundle: Located<String>
    /// Whether the bundle is the extension's `@main` entry point.
    package var isMain: Bool
    package var access: AccessLevel
    /// Whether the extension part declares Xcode previews.
    package var generatesPreviews: Bool
    /// `localization:`: the languages of the display texts; nil when the spec writes them as plain literals.
    package var localization: LocalizationDecl?
    /// Deployment minimums, one per platform, sorted by platform.
    package var platforms: [PlatformVersion]
    package var enums: [EnumDecl]
    package var models: [ModelDecl]
    package var entities: [EntityDecl]
    package var widgets: [WidgetDecl]
    package var controls: [ControlDecl]
    package var actions: [ActionDecl]
    package var activities: [ActivityDecl]
    package var events: [EventDecl]
    package var report: ReportDefaults
    package var checks: CheckSettings

    package init(
        file: String, version: Int = 1, bundle: Located<String>, isMain: Bool = Spec.defaultMain,
        access: AccessLevel = Spec.defaultAccess, generatesPreviews: Bool = Spec.defaultPreviews,
        localization: LocalizationDecl? = nil, platforms: [PlatformVersion], enums: [EnumDecl] = [],
        models: [ModelDecl] = [], entities: [EntityDecl] = [], widgets: [WidgetDecl] = [],
        controls: [ControlDecl] = [], actions: [ActionDecl] = [], activities: [ActivityDecl] = [],
        events: [EventDecl] = [], report: ReportDefaults = ReportDefaults(), checks: CheckSettings = CheckSettings()
    ) {
        self.file = file
        self.version = version
        self.bundle = bundle
        self.isMain = isMain
        self.access = access
        self.generatesPreviews = generatesPreviews
        self.localization = localization
        self.platforms = platforms
        self.enums = enums
        self.models = models
        self.entities = entities
        self.widgets = widgets
        self.controls = controls
        self.actions = actions
        self.activities = activities
        self.events = events
        self.report = report
        self.checks = checks
    }

    package func minimum(for platform: Platform) -> OSVersion? {
        platforms.first { $0.platform == platform }?.version
    }

    /// The deployment minimum of a widget on a platform: the spec's, raised by the widget's `available`.
    package func minimum(of widget: WidgetDecl, on platform: Platform) -> OSVersion? {
        guard let base = minimum(for: platform) else { return nil }
        let raised = widget.available.first { $0.platform == platform }?.version
        return max(base, raised ?? base)
    }

    package func enumDecl(named name: String) -> EnumDecl? { enums.first { $0.name.value == name } }
    /// A model, or an entity as the model of its fields: a `.model` type names either.
    package func modelDecl(named name: String) -> ModelDecl? {
        models.first { $0.name.value == name } ?? entity(named: name)?.model
    }
    package func entity(named name: String) -> EntityDecl? { entities.first { $0.name.value == name } }

    /// The entity `type` is, or a list or optional of: what takes no `default` (its query provides one).
    package func entity(containedIn type: TypeRef) -> EntityDecl? {
        switch type {
        case .model(let name): entity(named: name)
        case .optional(let inner), .array(let inner): entity(containedIn: inner)
        default: nil
        }
    }
    package func widget(named name: String) -> WidgetDecl? { widgets.first { $0.name.value == name } }
    package func control(named name: String) -> ControlDecl? { controls.first { $0.name.value == name } }
    package func action(named name: String) -> ActionDecl? { actions.first { $0.name.value == name } }

    /// The deployment minimum of a control on a platform: the spec's, raised by the control's `available`.
    package func minimum(of control: ControlDecl, on platform: Platform) -> OSVersion? {
        guard let base = minimum(for: platform) else { return nil }
        let raised = control.available.first { $0.platform == platform }?.version
        return max(base, raised ?? base)
    }
}

/// The access level of generated declarations.
package enum AccessLevel: String, CaseIterable, Hashable, Codable, Sendable {
    case `internal`
    case `public`
    case `package`
}

/// `checks:` at top level or in a widget: rules switched off or on for that scope.
package struct CheckSettings: Hashable, Codable, Sendable {
    package var disabled: [Located<DiagnosticID>]
    package var enabled: [Located<DiagnosticID>]

    package init(disabled: [Located<DiagnosticID>] = [], enabled: [Located<DiagnosticID>] = []) {
        self.disabled = disabled
        self.enabled = enabled
    }
}

/// A value enum (`enums:`). Becomes an `AppEnum` when used as an intent parameter.
package struct EnumDecl: Hashable, Codable, Sendable {
    package var name: Located<String>
    package var cases: [EnumCase]
    /// The type's display title (`title:`); defaults to the name split into words.
    package var title: DisplayText
    package var doc: String?

    package init(name: Located<String>, cases: [EnumCase], title: DisplayText, doc: String? = nil) {
        self.name = name
        self.cases = cases
        self.title = title
        self.doc = doc
    }
}

package struct EnumCase: Hashable, Codable, Sendable {
    package var name: Located<String>
    /// The display title; defaults to the case name split into words (`eggHead` -> `Egg Head`).
    package var title: DisplayText

    package init(name: Located<String>, title: DisplayText) {
        self.name = name
        self.title = title
    }
}

/// A plain struct used inside entries or activities (`models:`).
package struct ModelDecl: Hashable, Codable, Sendable {
    package var name: Located<String>
    package var fields: [Field]
    package var doc: String?

    package init(name: Located<String>, fields: [Field], doc: String? = nil) {
        self.name = name
        self.fields = fields
        self.doc = doc
    }
}
