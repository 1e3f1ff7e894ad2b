/// A JSON value with one deterministic writer for every JSON the tool prints (reports, diagnostics, SARIF).
/// Object members keep the order they were built in, so documented fields come in a readable order;
/// Foundation's encoder formats differently on Darwin and Linux, and golden files need one format.
indirect enum JSONValue {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    /// An object whose members are sorted by key.
    static func sortedObject(_ members: [String: JSONValue]) -> JSONValue {
        .object(members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    static func optional(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }

    /// Pretty-printed with two-space indentation; scalar-only arrays and small objects stay on one line.
    func rendered() -> String {
        var output = ""
        write(to: &output, indent: 0)
        output += "\n"
        return output
    }

    /// Without any whitespace: the fewest bytes a server can send this value in.
    func renderedCompactly() -> String {
        var output = ""
        writeCompactly(to: &output)
        return output
    }

    private func writeCompactly(to output: inout String) {
        switch self {
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                output += (index == 0 ? "" : ",") + Self.quoted(key) + ":"
                value.writeCompactly(to: &output)
            }
            output += "}"
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                output += index == 0 ? "" : ","
                element.writeCompactly(to: &output)
            }
            output += "]"
        default:
            write(to: &output, indent: 0)
        }
    }

    /// In the layout Xcode writes String Catalogs in: every member on a line of its own, `"key" : value`, an empty
    /// object as `{`, a blank line and `}`, and no newline at the end. Xcode then finds nothing to reformat.
    func renderedInXcodeLayout() -> String {
        var output = ""
        writeInXcodeLayout(to: &output, indent: 0)
        return output
    }

    private func writeInXcodeLayout(to output: inout String, indent: Int) {
        let inner = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case .object(let members):
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += inner + Self.quoted(key) + " : "
                value.writeInXcodeLayout(to: &output, indent: indent + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += (members.isEmpty ? "\n" : "") + closing + "}"
        case .array(let elements):
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                element.writeInXcodeLayout(to: &output, indent: indent + 1)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += (elements.isEmpty ? "\n" : "") + closing + "]"
        default:
            write(to: &output, indent: indent)
        }
    }

    private var isCompact: Bool {
        switch self {
        case .object(let members): members.count <= 4 && members.allSatisfy { $0.1.isScalar }
        case .array(let elements): elements.allSatisfy(\.isScalar)
        default: true
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    /// Small objects and arrays of scalars go on one line when that line stays short.
    private func compactLine(indent: Int) -> String? {
        guard isCompact else { return nil }
        var line = ""
        switch self {
        case .object(let members):
            line += "{"
            for (index, (key, value)) in members.enumerated() {
                line += (index == 0 ? "" : ", ") + Self.quoted(key) + ": "
                value.write(to: &line, indent: indent)
            }
            line += "}"
        case .array(let elements):
            line += "["
            for (index, element) in elements.enumerated() {
                line += index == 0 ? "" : ", "
                element.write(to: &line, indent: indent)
            }
            line += "]"
        default:
            return nil
        }
        return line.count + 2 * indent <= Self.compactWidth ? line : nil
    }

    private static let compactWidth = 100

    func write(to output: inout String, indent: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return output += "{}" }
            if let line = compactLine(indent: indent) { return output += line }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1) + Self.quoted(key) + ": "
                value.write(to: &output, indent: indent + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        case .array(let elements):
            guard !elements.isEmpty else { return output += "[]" }
            if let line = compactLine(indent: indent) { return output += line }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                element.write(to: &output, indent: indent + 1)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .string(let text): output += Self.quoted(text)
        case .int(let value): output += String(value)
        case .double(let value): output += value.isFinite ? String(value) : "null"
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
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
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// A top-level JSON object written member by member, in the bytes `JSONValue.rendered()` gives the same object
/// when it spans several lines (more than four members, or one that is not a scalar): a long document is written
/// as it is built, never held whole, and an array member's elements are built one at a time.
struct JSONObjectWriter {
    private var hasMembers = false

    mutating func member(_ key: String, _ value: JSONValue, to output: inout some TextOutputStream) {
        var text = ""
        value.write(to: &text, indent: 1)
        start(key, to: &output)
        output.write(text)
    }

    /// An array of objects or arrays (never on one line), each built by `element` only when it is written.
    mutating func arrayMember<Elements: Collection>(
        _ key: String, _ elements: Elements, to output: inout some TextOutputStream,
        element: (Elements.Element) -> JSONValue
    ) {
        start(key, to: &output)
        guard !elements.isEmpty else { return output.write("[]") }
        output.write("[\n")
        for (index, item) in elements.enumerated() {
            var text = "    "
            element(item).write(to: &text, indent: 2)
            output.write(text)
            output.write(index == elements.count - 1 ? "\n" : ",\n")
        }
        output.write("  ]")
    }

    /// Closes the object and the document.
    func finish(to output: inout some TextOutputStream) {
        output.write(hasMembers ? "\n}\n" : "{}\n")
    }

    private mutating func start(_ key: String, to output: inout some TextOutputStream) {
        output.write(hasMembers ? ",\n" : "{\n")
        output.write("  " + JSONValue.quoted(key) + ": ")
        hasMembers = true
    }
}
