/// An app entity (`entities:` entry): a struct with a `String` identifier and the fields the spec declares,
/// an `AppEntity` whose `EntityQuery` asks the app for its instances. Its fields, `id` first, are a model's, so
/// it is usable wherever a model type is (entry fields, intent and action parameters).
package struct EntityDecl: Hashable, Codable, Sendable {
    /// The entity as a model: its name, `id` and the spec's fields.
    package var model: ModelDecl
    /// The type's display name (`TypeDisplayRepresentation`); defaults to the name split into words.
    package var title: DisplayText
    /// The fields whose values are the title and the subtitle of each instance's `DisplayRepresentation`.
    package var display: EntityDisplay
    /// Whether the query also finds entities by text (`EntityStringQuery`).
    package var search: Bool

    package init(
        model: ModelDecl, title: DisplayText, display: EntityDisplay, search: Bool = EntityDecl.defaultSearch
    ) {
        self.model = model
        self.title = title
        self.display = display
        self.search = search
    }

    package var name: Located<String> { model.name }

    /// The name of the identifier field every entity has.
    package static let identifierField = "id"
}

/// `display:` of an entity: the fields shown for an instance.
package struct EntityDisplay: Hashable, Codable, Sendable {
    /// A `String` field.
    package var title: Located<String>
    /// A `String` or `String?` field.
    package var subtitle: Located<String>?

    package init(title: Located<String>, subtitle: Located<String>? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
}

extension EntityDisplay {
    /// The two texts an entity instance shows.
    package enum Part: String, CaseIterable, Sendable {
        case title, subtitle
    }

    /// The catalog key of an instance's title or subtitle in a localized spec: `Light.display.title`.
    package static func key(of entity: String, _ part: Part) -> String { "\(entity).display.\(part.rawValue)" }

    /// What translators read about it.
    package static func comment(of entity: String, _ part: Part, field: String) -> String {
        "The \(part.rawValue) of an instance of entity '\(entity)': its field '\(field)'."
    }

    /// The catalog's format of a title or subtitle: the field's text, in every language.
    package static let format = "%@"
}
