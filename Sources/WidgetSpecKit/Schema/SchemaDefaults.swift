import WidgetSchedule

/// Turns a table's default (text written for people) into a JSON value when it is a literal the key accepts,
/// so editors can insert it. Defaults that describe rather than spell a value ("the device's", `<Name>View`)
/// give nil and appear in the description only.
enum SchemaDefaults {
    static func value(_ text: String, for kind: SpecValueKind) -> SchemaJSON? {
        switch kind {
        case .bool:
            return text == "true" ? true : text == "false" ? false : nil
        case .integer(let minimum):
            guard let number = Int(text), number >= (minimum ?? Int.min) else { return nil }
            return .integer(number)
        case .oneOf(let words):
            return words.contains(text) ? .string(text) : nil
        case .duration:
            return ScheduleDuration(parsing: text) == nil ? nil : .string(text)
        case .wallTime:
            return WallTime(parsing: text) == nil ? nil : .string(text)
        case .version:
            return OSVersion(parsing: text) == nil ? nil : .string(text)
        case .dateTime:
            return LocalDateTime(parsing: text) == nil ? nil : .string(text)
        case .timeZone:
            return text.wholeMatch(of: timeZoneShape) == nil ? nil : .string(text)
        case .anyOf(let kinds):
            return kinds.lazy.compactMap { value(text, for: $0) }.first
        default:
            return nil
        }
    }

    private nonisolated(unsafe) static let timeZoneShape = /[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*/

    /// Whether a default reads as a literal (shown as code in the docs) rather than as words.
    static func isLiteral(_ text: String) -> Bool {
        !text.contains(" ") || text.contains(":")
    }
}
