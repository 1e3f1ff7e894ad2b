/// A JSON value for the schema, with a deterministic pretty printer: object keys sorted, two-space indentation, non-ASCII
/// escaped, so the same value always prints as the same bytes (the committed schema is compared byte for byte).
public indirect enum SchemaJSON: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case string(String)
    case array([SchemaJSON])
    case object([String: SchemaJSON])

    /// The value printed as pretty JSON, ending with a newline.
    public var prettyPrinted: String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    /// The members of an object, or nil for other values.
    public var objectValue: [String: SchemaJSON]? {
        if case .object(let members) = self { return members }
        return nil
    }

    public subscript(key: String) -> SchemaJSON? {
        objectValue?[key]
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .integer(let value): output += String(value)
        case .string(let value): output += Self.quoted(value)
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            let inner = indent + "  "
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += inner
                item.write(to: &output, indent: inner)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            let inner = indent + "  "
            let keys = members.keys.sorted()
            output += "{\n"
            for (index, key) in keys.enumerated() {
                output += inner + Self.quoted(key) + ": "
                members[key]!.write(to: &output, indent: inner)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    /// A JSON string literal; everything outside printable ASCII is escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case " "..."~": result.unicodeScalars.append(scalar)
            default:
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
        }
        return result + "\""
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
