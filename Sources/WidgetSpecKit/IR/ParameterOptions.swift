/// `options:` of a String or Int parameter: the app provides its choices at run time, through a generated
/// `DynamicOptionsProvider` that asks the app's `<provider>Loader`.
package struct ParameterOptions: Hashable, Codable, Sendable {
    /// `provider:`, or the default name (`ParameterOptions.defaultProvider(intent:parameter:)`) at the key.
    package var provider: Located<String>
    /// `prompt:`: `promptLabel`, the text shown above the choices.
    package var prompt: DisplayText?
    /// `indexed:`: `usesIndexedCollation`.
    package var indexed: Bool
    /// Where `options:` was written (its key).
    package var range: SourceRange

    package init(provider: Located<String>, prompt: DisplayText? = nil, indexed: Bool = false, range: SourceRange) {
        self.provider = provider
        self.prompt = prompt
        self.indexed = indexed
        self.range = range
    }

    /// Whether the provider returns an `IntentItemCollection` (a prompt or an index) rather than the bare values.
    package var isCollection: Bool { prompt != nil || indexed }

    /// The provider's default name: the intent's name and the parameter's in UpperCamelCase followed by
    /// `Options` (`HashtagIntent`, `tag`: `HashtagIntentTagOptions`).
    package static func defaultProvider(intent: String, parameter: String) -> String {
        intent + parameter.prefix(1).uppercased() + parameter.dropFirst() + "Options"
    }

    /// The protocol the app's loader conforms to: `<provider>Loading`.
    package var loading: String { provider.value + "Loading" }
    /// The loader the app writes: `<provider>Loader`.
    package var loader: String { provider.value + "Loader" }
}

extension TypeRef {
    /// Whether the type is an array (`[String]`, not `[String]?`).
    package var isArray: Bool {
        if case .array = self { return true }
        return false
    }
}
