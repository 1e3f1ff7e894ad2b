import WidgetSchedule

/// The validated, resolved model of one spec file: one widget extension, one bundle.
public struct Spec: Hashable, Codable, Sendable {
    /// The path of the spec file as the user gave it.
    public var file: String
    /// The format version (`spec:`); always 1 today.
    public var version: Int
    /// The Swift type name of the `WidgetBundle`.
    public var bundle: Located<String>
    /// Whether the bundle is the extension's `@main` entry point.
    public var isMain: Bool
    public var access: AccessLevel
    /// Whether the extension part declares Xcode previews.
    public var generatesPreviews: Bool
    /// `localization:`: the languages of the display texts; nil when the spec writes them as plain literals.
    public var localization: LocalizationDecl?
    /// Deployment minimums, one per platform, sorted by platform.
    public var platforms: [PlatformVersion]
    public var enums: [EnumDecl]
    public var models: [ModelDecl]
    public var entities: [EntityDecl]
    public var widgets: [WidgetDecl]
    public var controls: [ControlDecl]
    public var actions: [ActionDecl]
    public var activities: [ActivityDecl]
    public var events: [EventDecl]
    public var report: ReportDefaults
    public var checks: CheckSettings

    public init(
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

    public func minimum(for platform: Platform) -> OSVersion? {
        platforms.first { $0.platform == platform }?.version
    }

    /// The deployment minimum of a widget on a platform: the spec's, raised by the widget's `available`.
    public func minimum(of widget: WidgetDecl, on platform: Platform) -> OSVersion? {
        guard let base = minimum(for: platform) else { return nil }
        let raised = widget.available.first { $0.platform == platform }?.version
        return max(base, raised ?? base)
    }

    public func enumDecl(named name: String) -> EnumDecl? { enums.first { $0.name.value == name } }
    /// A model, or an entity as the model of its fields: a `.model` type names either.
    public func modelDecl(named name: String) -> ModelDecl? {
        models.first { $0.name.value == name } ?? entity(named: name)?.model
    }
    public func entity(named name: String) -> EntityDecl? { entities.first { $0.name.value == name } }

    /// The entity `type` is, or a list or optional of: what takes no `default` (its query provides one).
    public func entity(containedIn type: TypeRef) -> EntityDecl? {
        switch type {
        case .model(let name): entity(named: name)
        case .optional(let inner), .array(let inner): entity(containedIn: inner)
        default: nil
        }
    }
    public func widget(named name: String) -> WidgetDecl? { widgets.first { $0.name.value == name } }
    public func control(named name: String) -> ControlDecl? { controls.first { $0.name.value == name } }
    public func action(named name: String) -> ActionDecl? { actions.first { $0.name.value == name } }

    /// The deployment minimum of a control on a platform: the spec's, raised by the control's `available`.
    public func minimum(of control: ControlDecl, on platform: Platform) -> OSVersion? {
        guard let base = minimum(for: platform) else { return nil }
        let raised = control.available.first { $0.platform == platform }?.version
        return max(base, raised ?? base)
    }
}

/// The access level of generated declarations.
public enum AccessLevel: String, CaseIterable, Hashable, Codable, Sendable {
    case `internal`
    case `public`
    case `package`
}

/// `checks:` at top level or in a widget: rules switched off or on for that scope.
public struct CheckSettings: Hashable, Codable, Sendable {
    public var disabled: [Located<DiagnosticID>]
    public var enabled: [Located<DiagnosticID>]

    public init(disabled: [Located<DiagnosticID>] = [], enabled: [Located<DiagnosticID>] = []) {
        self.disabled = disabled
        self.enabled = enabled
    }
}

/// A value enum (`enums:`). Becomes an `AppEnum` when used as an intent parameter.
public struct EnumDecl: Hashable, Codable, Sendable {
    public var name: Located<String>
    public var cases: [EnumCase]
    /// The type's display title (`title:`); defaults to the name split into words.
    public var title: DisplayText
    public var doc: String?

    public init(name: Located<String>, cases: [EnumCase], title: DisplayText, doc: String? = nil) {
        self.name = name
        self.cases = cases
        self.title = title
        self.doc = doc
    }
}

public struct EnumCase: Hashable, Codable, Sendable {
    public var name: Located<String>
    /// The display title; defaults to the case name split into words (`eggHead` -> `Egg Head`).
    public var title: DisplayText

    public init(name: Located<String>, title: DisplayText) {
        self.name = name
        self.title = title
    }
}

/// A plain struct used inside entries or activities (`models:`).
public struct ModelDecl: Hashable, Codable, Sendable {
    public var name: Located<String>
    public var fields: [Field]
    public var doc: String?

    public init(name: Located<String>, fields: [Field], doc: String? = nil) {
        self.name = name
        self.fields = fields
        self.doc = doc
    }
}
