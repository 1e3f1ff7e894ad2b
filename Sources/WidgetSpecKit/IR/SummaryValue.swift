/// A summary value as written, typed by its parameter: what the generator writes and the checker accepts.
enum SummaryValue: Hashable {
    case enumCase(String)
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)

    /// Types whose values a summary can spell.
    static func comparable(_ type: TypeRef) -> Bool {
        switch type {
        case .enumeration, .bool, .int, .double, .string: true
        default: false
        }
    }

    /// Nil when `text` is no value of `type` (unwrapped) or `type` can't be compared.
    init?(_ text: String, type: TypeRef, enumCases: [String]) {
        switch type {
        case .enumeration:
            guard enumCases.contains(text) else { return nil }
            self = .enumCase(text)
        case .bool:
            guard let value = Bool(text) else { return nil }
            self = .bool(value)
        case .int:
            guard let value = Int(text) else { return nil }
            self = .int(value)
        case .double:
            guard let value = Double(text), value.isFinite else { return nil }
            self = .double(value)
        case .string: self = .string(text)
        default: return nil
        }
    }
}
