/// `migratesFrom:` of an intent: the SiriKit custom intent it replaces, so that widgets people configured with
/// the old `IntentConfiguration` keep their settings (`CustomIntentMigratedAppIntent`).
package struct IntentMigration: Hashable, Codable, Sendable {
    /// The Objective-C class name of the SiriKit intent (`<prefix><name>Intent` in the intent definition).
    package var intentClassName: Located<String>
    /// Parameters whose SiriKit name or type the spec states; the others keep their names.
    package var parameters: [MigratedParameter]
    /// The `migratesFrom` key's range.
    package var range: SourceRange

    package init(intentClassName: Located<String>, parameters: [MigratedParameter] = [], range: SourceRange) {
        self.intentClassName = intentClassName
        self.parameters = parameters
        self.range = range
    }

    /// The SiriKit name of the intent parameter `name`: what the spec maps it from, else its own name.
    package func oldName(of name: String) -> String {
        parameters.first { $0.parameter.value == name }?.oldName.value ?? name
    }
}

/// One entry of `migratesFrom.parameters`: an intent parameter and the SiriKit parameter it takes over.
package struct MigratedParameter: Hashable, Codable, Sendable {
    /// The intent parameter's name in the spec (the map key).
    package var parameter: Located<String>
    /// The SiriKit parameter's name.
    package var oldName: Located<String>
    /// The SiriKit parameter's type, when the spec states it.
    package var oldType: Located<SiriKitParameterType>?

    package init(parameter: Located<String>, oldName: Located<String>, oldType: Located<SiriKitParameterType>? = nil) {
        self.parameter = parameter
        self.oldName = oldName
        self.oldType = oldType
    }
}

/// A SiriKit intent parameter's type, as the intent definition names it (`INIntentParameterType`), and whether it
/// takes several values.
package struct SiriKitParameterType: Hashable, Codable, Sendable, CustomStringConvertible {
    package enum Base: String, CaseIterable, Hashable, Codable, Sendable {
        case string = "String"
        case integer = "Integer"
        case decimal = "Decimal"
        case boolean = "Boolean"
        case url = "URL"
        case dateComponents = "DateComponents"
        /// An `Integer` parameter with an enum type (`INIntentParameterEnumType`).
        case enumeration = "Enum"
    }

    package var base: Base
    /// `INIntentParameterSupportsMultipleValues`.
    package var isArray: Bool

    package init(_ base: Base, isArray: Bool = false) {
        self.base = base
        self.isArray = isArray
    }

    /// `Integer`, or `[Integer]` for several values.
    package var description: String { isArray ? "[\(base.rawValue)]" : base.rawValue }

    /// Parses `Integer` or `[Integer]`.
    package init?(parsing text: String) {
        let isArray = text.hasPrefix("[") && text.hasSuffix("]")
        let name = isArray ? String(text.dropFirst().dropLast()) : text
        guard let base = Base(rawValue: name) else { return nil }
        self.init(base, isArray: isArray)
    }

    /// Whether a value of this type carries over into a parameter of `type`: the same kind of value (a SiriKit
    /// enum into an enum), one or several as before; optionality does not matter (SiriKit parameters are all
    /// optional). `DateComponents` has no counterpart in the spec language.
    package func carriesOver(into type: TypeRef) -> Bool {
        var type = type.unwrapped
        if case .array(let element) = type {
            guard isArray else { return false }
            type = element.unwrapped
        } else if isArray {
            return false
        }
        switch (base, type) {
        case (.string, .string), (.integer, .int), (.decimal, .double), (.boolean, .bool), (.url, .url),
            (.enumeration, .enumeration):
            return true
        default:
            return false
        }
    }
}
