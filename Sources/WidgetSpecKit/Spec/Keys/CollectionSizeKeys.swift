/// `size:` of an array parameter, per widget family: an integer (exactly that many) or this mapping.
enum CollectionSizeKey: String, SpecShapeKeys {
    case min, max

    static let heading = SpecShapeHeading(
        "collectionSize", title: "Collection size",
        summary: "How many values an array parameter holds in one family (`IntentCollectionSize(min:max:)`).")

    /// `{ systemSmall: 3, systemMedium: { min: 1, max: 6 } }`.
    static let perFamily = SpecValueKind.map(
        key: .oneOf(SpecSchema.familyNames), value: .anyOf([.integer(minimum: nil), .object(CollectionSizeKey.id)]))
    static let perFamilySummary =
        "How many values an array of entities holds per family: a number (exactly) or `{ min, max }`."

    var key: SpecKey {
        switch self {
        case .min: required(.integer(minimum: nil), "The fewest values.")
        case .max: required(.integer(minimum: nil), "The most values.")
        }
    }
}
