/// `migratesFrom:` of an intent: the SiriKit custom intent it replaces.
enum MigrationKey: String, SpecShapeKeys {
    case intentClassName, parameters

    static let heading = SpecShapeHeading(
        "migration", title: "Migration",
        summary: "The SiriKit intent an intent replaces (`CustomIntentMigratedAppIntent`).")

    var key: SpecKey {
        switch self {
        case .intentClassName:
            required(.string, "The SiriKit intent's class name, as the intent definition generates it.")
        case .parameters:
            optional(
                .map(key: .memberName, value: .anyOf([.memberName, .object(MigratedParameterKey.id)])),
                "Intent parameter -> the SiriKit parameter it takes over; parameters not listed keep their names.")
        }
    }
}

/// One entry of `migratesFrom.parameters` written as a mapping.
enum MigratedParameterKey: String, SpecShapeKeys {
    case name, type

    static let heading = SpecShapeHeading(
        "migratedParameter", title: "Migrated parameter",
        summary: "The SiriKit parameter an intent parameter takes over.")

    /// The types as written: `Integer`, or `[Integer]` for a parameter with several values.
    static let typeWords = SiriKitParameterType.Base.allCases.flatMap {
        [SiriKitParameterType($0), SiriKitParameterType($0, isArray: true)]
    }.map { (word: $0.description, type: $0) }

    var key: SpecKey {
        switch self {
        case .name: required(.memberName, "The SiriKit parameter's name.")
        case .type:
            optional(
                .oneOf(Self.typeWords.map(\.word)),
                "Its type in the intent definition, checked against the parameter's (`Enum` for an enum).")
        }
    }
}
