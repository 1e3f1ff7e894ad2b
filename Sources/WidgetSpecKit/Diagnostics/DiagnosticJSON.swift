/// A JSON value with a deterministic writer: keys sorted, two-space indentation, `/` unescaped, non-ASCII kept
/// as UTF-8. (Foundation's encoder formats differently on Darwin and Linux; golden files need one format.)
enum DiagnosticJSON: Hashable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([DiagnosticJSON])
    case object([String: DiagnosticJSON])

    static func optional(_ value: String?) -> DiagnosticJSON { value.map(DiagnosticJSON.string) ?? .null }
    static func optional(_ value: Int?) -> DiagnosticJSON { value.map(DiagnosticJSON.int) ?? .null }

    /// The pretty-printed text, ending with a newline.
    var text: String {
        var output = ""
        write(to: &output, indent: 0)
        return output + "\n"
    }

    private func write(to output: inout String, indent: Int) {
        let padding = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case .string(let value): output += Self.quoted(value)
        case .int(let value): output += String(value)
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        case .array(let values):
            guard !values.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, value) in values.enumerated() {
                output += padding
                value.write(to: &output, indent: indent + 1)
                output += index == values.count - 1 ? "\n" : ",\n"
            }
            output += closing + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                output += padding + Self.quoted(key) + ": "
                members[key]!.write(to: &output, indent: indent + 1)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += closing + "}"
        }
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
