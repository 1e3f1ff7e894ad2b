/// A JSON value for building the schema with literals; printed deterministically (keys sorted), so the committed
/// schema can be compared byte for byte.
package indirect enum SchemaJSON: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case string(String)
    case array([SchemaJSON])
    case object([String: SchemaJSON])

    /// The value printed as pretty JSON (object keys sorted), ending with a newline, by the one JSON writer
    /// every output of the tool uses.
    package var prettyPrinted: String { jsonValue.rendered() }

    var jsonValue: JSONValue {
        switch self {
        case .null: .null
        case .bool(let value): .bool(value)
        case .integer(let value): .int(value)
        case .string(let value): .string(value)
        case .array(let items): .array(items.map(\.jsonValue))
        case .object(let members): .sortedObject(members.mapValues(\.jsonValue))
        }
    }

    /// The members of an object, or nil for other values.
    package var objectValue: [String: SchemaJSON]? {
        if case .object(let members) = self { return members }
        return nil
    }

    package subscript(key: String) -> SchemaJSON? {
        objectValue?[key]
    }
}

extension SchemaJSON: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    package init(stringLiteral value: String) { self = .string(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(integerLiteral value: Int) { self = .integer(value) }
    package init(arrayLiteral elements: SchemaJSON...) { self = .array(elements) }

    package init(dictionaryLiteral elements: (String, SchemaJSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
