import WidgetSpecKit

/// Converts a YAML tree to JSON the way the YAML 1.2 core schema reads it: plain scalars become null, bools,
/// ints and floats by their text; quoted and block scalars are strings; `!!str`, `!!int`, ... tags win.
enum CoreSchemaJSON {
    struct Unrepresentable: Error {
        var reason: String
    }

    static func value(of node: YAMLNode) throws -> JSONValue {
        switch node {
        case .scalar(let scalar):
            return try value(of: scalar)
        case .sequence(let sequence):
            return .array(try sequence.items.map(value(of:)))
        case .mapping(let mapping):
            var members: [String: JSONValue] = [:]
            for entry in mapping.entries {
                guard let key = entry.key.scalar else { throw Unrepresentable(reason: "a non-scalar key") }
                members[key.text] = try value(of: entry.value)
            }
            return .object(members)
        }
    }

    private static func value(of scalar: YAMLScalar) throws -> JSONValue {
        let prefix = "tag:yaml.org,2002:"
        switch scalar.tag {
        case nil:
            return scalar.style == .plain ? resolvePlain(scalar.text) : .string(scalar.text)
        case prefix + "null": return .null
        case prefix + "bool": return bool(scalar.text).map(JSONValue.bool) ?? .string(scalar.text)
        case prefix + "int", prefix + "float": return number(scalar.text).map(JSONValue.number) ?? .string(scalar.text)
        default: return .string(scalar.text)
        }
    }

    private static func resolvePlain(_ text: String) -> JSONValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        default: break
        }
        if let bool = bool(text) { return .bool(bool) }
        if let number = number(text) { return .number(number) }
        return .string(text)
    }

    private static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    private static func number(_ text: String) -> Double? {
        if text.wholeMatch(of: /[-+]?[0-9]+/) != nil { return Double(text) }
        if text.wholeMatch(of: /0o[0-7]+/) != nil { return Int(text.dropFirst(2), radix: 8).map(Double.init) }
        if text.wholeMatch(of: /0x[0-9a-fA-F]+/) != nil { return Int(text.dropFirst(2), radix: 16).map(Double.init) }
        if text.wholeMatch(of: /[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?/) != nil { return Double(text) }
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: return nil
        }
    }
}
