/// A JSON value for building the schema with literals; printed deterministically (keys sorted), so the committed
/// schema can be compared byte for byte.
public indirect enum SchemaJSON: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case string(String)
    case array([SchemaJSON])
    case object([String: SchemaJSON])

    /// The value printed as pretty JSON (object keys sorted), ending with a newline, by the one JSON writer
    /// every output of the tool uses.
    public var prettyPrinted: String { jsonValue.rendered() }

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
    public var objectValue: [String: SchemaJSON]? {
        if case .object(let members) = self { return members }
        return nil
    }

    public subscript(key: String) -> SchemaJSON? {
        objectValue?[key]
    }
}

extension SchemaJSON: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(arrayLiteral elements: SchemaJSON...) { self = .array(elements) }

    public init(dictionaryLiteral elements: (String, SchemaJSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
