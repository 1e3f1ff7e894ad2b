/// `options:` of a String or Int parameter: `dynamic`, or this mapping. The app provides the choices at run time
/// (App Intents' `DynamicOptionsProvider` and `@Parameter(optionsProvider:)`).
enum ParameterOptionsKey: String, SpecShapeKeys {
    case provider, prompt, indexed

    static let heading = SpecShapeHeading(
        "parameterOptions", title: "Parameter options",
        summary: "The choices of a String or Int parameter, provided by the app (`DynamicOptionsProvider`).")

    /// `options: dynamic`: the provider with its default name, no prompt, no index.
    static let dynamicWord = "dynamic"

    /// `options: dynamic` or `{ provider, prompt, indexed }`.
    static let kind = SpecValueKind.anyOf([.oneOf([dynamicWord]), .object(ParameterOptionsKey.id)])
    static let summary =
        "`dynamic`: the app lists the choices (`DynamicOptionsProvider`); a mapping names the provider and adds a "
        + "prompt or an index."

    static let defaultIndexed = false

    var key: SpecKey {
        switch self {
        case .provider:
            optional(
                .typeName, defaultText: "<Intent><Parameter>Options",
                "The generated `DynamicOptionsProvider`; the app writes `<provider>Loader`.")
        case .prompt:
            optional(.text, "`promptLabel`: the text shown above the choices.")
        case .indexed:
            optional(
                .bool, default: Self.defaultIndexed,
                "`usesIndexedCollation`: an alphabetical index beside the choices.")
        }
    }
}
