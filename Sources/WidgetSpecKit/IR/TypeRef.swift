/// A resolved Swift type of a field or parameter.
package indirect enum TypeRef: Hashable, Codable, Sendable, CustomStringConvertible {
    case string
    case int
    case double
    /// `Foundation.Decimal`: exact decimal numbers (amounts, doses); a JSON number in a payload.
    case decimal
    case bool
    case date
    case url
    case array(TypeRef)
    case optional(TypeRef)
    case closedRange(TypeRef)
    /// `[Key: Value]`: a JSON object when the key is a `String` or an `Int` (docs/payload.md).
    case dictionary(key: TypeRef, value: TypeRef)
    /// A type declared under `enums`.
    case enumeration(String)
    /// A type declared under `models`, or an entity declared under `entities` (a model with an `id`).
    case model(String)

    /// The type as Swift spells it.
    package var description: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .decimal: "Decimal"
        case .bool: "Bool"
        case .date: "Date"
        case .url: "URL"
        case .array(let element): "[\(element)]"
        case .optional(let wrapped): "\(wrapped)?"
        case .closedRange(let bound): "ClosedRange<\(bound)>"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        case .enumeration(let name), .model(let name): name
        }
    }

    /// How many levels of list, optional and range wrap the type: 0 for `Int`, 3 for `[[Int]?]`.
    package var nesting: Int {
        switch self {
        case .array(let inner), .optional(let inner), .closedRange(let inner): 1 + inner.nesting
        case .dictionary(let key, let value): 1 + max(key.nesting, value.nesting)
        default: 0
        }
    }

    package var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type without one level of optional.
    package var unwrapped: TypeRef {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }
}

/// A value written in a spec (a placeholder or a default), typed by its declared `TypeRef`.
package indirect enum Value: Hashable, Codable, Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    /// A date relative to the entry's date (`now`, `+1h`, `-30m`), in seconds.
    case relativeDate(ScheduleDuration)
    case url(String)
    case null
    case array([Value])
    case closedRange(lower: Value, upper: Value)
    /// A dictionary value: its entries in the order written.
    case dictionary([KeyedValue])
    case enumCase(String)
    /// A model value: its fields in declaration order.
    case record([NamedValue])
}

/// One entry of a `.dictionary` value.
package struct KeyedValue: Hashable, Codable, Sendable {
    package var key: Value
    package var value: Value

    package init(key: Value, value: Value) {
        self.key = key
        self.value = value
    }
}

/// One field of a `.record` value.
package struct NamedValue: Hashable, Codable, Sendable {
    package var name: String
    package var value: Value

    package init(name: String, value: Value) {
        self.name = name
        self.value = value
    }
}

/// A field of an entry, a model, or a Live Activity's attributes or state.
package struct Field: Hashable, Codable, Sendable {
    package var name: Located<String>
    package var type: Located<TypeRef>
    /// The spec's placeholder; nil when the type has an obvious one (see `TypeRef.obviousPlaceholder`) or when
    /// none was given (the checker reports that).
    package var placeholder: Located<Value>?
    package var doc: String?
    /// `json:`: the field's key in JSON when it is not the field's name (a generated `CodingKeys` case).
    package var jsonKey: Located<String>?

    package init(
        name: Located<String>, type: Located<TypeRef>, placeholder: Located<Value>? = nil, doc: String? = nil,
        jsonKey: Located<String>? = nil
    ) {
        self.name = name
        self.type = type
        self.placeholder = placeholder
        self.doc = doc
        self.jsonKey = jsonKey
    }

    /// The field's key in JSON: `json:`, else its name.
    package var codingName: String { jsonKey?.value ?? name.value }
}
