/// An app entity (`entities:` entry): a struct with a `String` identifier and the fields the spec declares,
/// an `AppEntity` whose `EntityQuery` asks the app for its instances. Its fields, `id` first, are a model's, so
/// it is usable wherever a model type is (entry fields, intent and action parameters).
public struct EntityDecl: Hashable, Codable, Sendable {
    /// The entity as a model: its name, `id` and the spec's fields.
    public var model: ModelDecl
    /// The type's display name (`TypeDisplayRepresentation`); defaults to the name split into words.
    public var title: DisplayText
    /// The fields whose values are the title and the subtitle of each instance's `DisplayRepresentation`.
    public var display: EntityDisplay
    /// Whether the query also finds entities by text (`EntityStringQuery`).
    public var search: Bool

    public init(
        model: ModelDecl, title: DisplayText, display: EntityDisplay, search: Bool = EntityDecl.defaultSearch
    ) {
        self.model = model
        self.title = title
        self.display = display
        self.search = search
    }

    public var name: Located<String> { model.name }

    /// The name of the identifier field every entity has.
    public static let identifierField = "id"
}

/// `display:` of an entity: the fields shown for an instance.
public struct EntityDisplay: Hashable, Codable, Sendable {
    /// A `String` field.
    public var title: Located<String>
    /// A `String` or `String?` field.
    public var subtitle: Located<String>?

    public init(title: Located<String>, subtitle: Located<String>? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
}

extension EntityDisplay {
    /// The two texts an entity instance shows.
    public enum Part: String, CaseIterable, Sendable {
        case title, subtitle
    }

    /// The catalog key of an instance's title or subtitle in a localized spec: `Light.display.title`.
    public static func key(of entity: String, _ part: Part) -> String { "\(entity).display.\(part.rawValue)" }

    /// What translators read about it.
    public static func comment(of entity: String, _ part: Part, field: String) -> String {
        "The \(part.rawValue) of an instance of entity '\(entity)': its field '\(field)'."
    }

    /// The catalog's format of a title or subtitle: the field's text, in every language.
    public static let format = "%@"
}
