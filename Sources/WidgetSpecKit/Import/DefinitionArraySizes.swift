/// An `INTypes` entry, a custom type of the intent definition, which the spec declares as an entity.
struct DefinitionType {
    var name: String
    var title: String
    /// Whether a parameter of this type searches (`INIntentParameterSupportsSearch`).
    var searchable = false

    init(name: String, title: String, searchable: Bool = false) {
        self.name = name
        self.title = title
        self.searchable = searchable
    }

    init?(_ plist: [String: Any]) {
        guard let name = plist["INTypeName"] as? String else { return nil }
        self.init(name: name, title: plist["INTypeDisplayName"] as? String ?? Words.title(name))
    }
}

/// `INIntentParameterArraySizes`: how many values a multi-value parameter holds per size class, each an entry of
/// `INIntentParameterArraySizeSizeClass` (`Small` … `AccessoryInline`, the Intents framework's list) and
/// `INIntentParameterArraySizeSize`. SiriKit's sizes are fixed sizes, so each becomes an exact `size:`.
enum DefinitionArraySizes {
    /// The size classes and the families they are; `AccessoryCorner` (watchOS only) is left out, since the imported
    /// spec targets iOS.
    static let families: [String: WidgetFamily] = [
        "Small": .systemSmall, "Medium": .systemMedium, "Large": .systemLarge, "ExtraLarge": .systemExtraLarge,
        "AccessoryCircular": .accessoryCircular, "AccessoryRectangular": .accessoryRectangular,
        "AccessoryInline": .accessoryInline,
    ]

    /// The sizes in family order, each family once; sizes below one, unknown size classes and duplicates are dropped.
    static func read(_ plist: [String: Any]) -> [(family: WidgetFamily, count: Int)] {
        var sizes: [WidgetFamily: Int] = [:]
        for entry in plist["INIntentParameterArraySizes"] as? [[String: Any]] ?? [] {
            guard let sizeClass = entry["INIntentParameterArraySizeSizeClass"] as? String,
                let family = families[sizeClass], let count = entry["INIntentParameterArraySizeSize"] as? Int,
                count >= 1, sizes[family] == nil
            else { continue }
            sizes[family] = count
        }
        return WidgetFamily.allCases.compactMap { family in sizes[family].map { (family, $0) } }
    }
}
