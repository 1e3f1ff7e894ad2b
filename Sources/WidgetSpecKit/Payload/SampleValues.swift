import Foundation

/// Sample values of spec types as `JSONEncoder` writes them, for the sample push payloads: the spec's placeholder
/// where there is one, else a plain value of the type (a string is the field's name). A date is the push's time
/// (placeholders count from it), a `ClosedRange<Date>` the activity's expected life.
struct SampleValues {
    let spec: Spec
    /// The push's time.
    let date: Date
    /// The activity's start and expected end.
    let life: ClosedRange<Date>
    /// Values left before a sample is too large to show: models that share models multiply them.
    private var budget = 2000
    /// The models being written, so an array or optional of a model inside itself stays empty.
    private var modelsInProgress: [String] = []

    init(spec: Spec, date: Date, life: ClosedRange<Date>) {
        self.spec = spec
        self.date = date
        self.life = life
    }

    /// An object with every field, or nil when it is too large to show.
    mutating func object(_ fields: [Field]) -> JSONValue? {
        var members: [(String, JSONValue)] = []
        for field in fields {
            guard let value = value(of: field.type.value, placeholder: field.placeholder?.value, name: field.name.value)
            else { return nil }
            members.append((field.name.value, value))
        }
        return .object(members)
    }

    private mutating func value(of type: TypeRef, placeholder: Value?, name: String) -> JSONValue? {
        budget -= 1
        guard budget > 0 else { return nil }
        if let placeholder { return value(placeholder, as: type, name: name) }
        switch type {
        case .string: return .string(name)
        case .int: return .int(3)
        case .double: return .double(2.5)
        case .bool: return .bool(true)
        case .date: return Self.encoded(date)
        case .url: return .string("https://example.com/\(name)")
        case .array(let element):
            if case .model(let model) = element.unwrapped, modelsInProgress.contains(model) { return .array([]) }
            return value(of: element, placeholder: nil, name: name).map { .array([$0]) }
        case .optional(let wrapped):
            if case .model(let model) = wrapped, modelsInProgress.contains(model) { return .null }
            return value(of: wrapped, placeholder: nil, name: name)
        case .closedRange(let bound):
            guard bound == .date else {
                return value(of: bound, placeholder: nil, name: name).map { .array([$0, $0]) }
            }
            return .array([Self.encoded(life.lowerBound), Self.encoded(life.upperBound)])
        case .enumeration(let enumName):
            return .string(spec.enumDecl(named: enumName)?.cases.first?.name.value ?? name)
        case .model(let modelName):
            guard let model = spec.modelDecl(named: modelName) else { return .object([]) }
            modelsInProgress.append(modelName)
            defer { modelsInProgress.removeLast() }
            return object(model.fields)
        }
    }

    /// A placeholder as the encoder writes it; a record's missing fields get samples.
    private mutating func value(_ placeholder: Value, as type: TypeRef, name: String) -> JSONValue? {
        switch (placeholder, type.unwrapped) {
        case (.string(let text), _), (.url(let text), _), (.enumCase(let text), _): return .string(text)
        case (.int(let number), _): return .int(number)
        case (.double(let number), _): return .double(number)
        case (.bool(let flag), _): return .bool(flag)
        case (.relativeDate(let offset), _): return Self.encoded(date.addingTimeInterval(TimeInterval(offset.seconds)))
        case (.null, _): return .null
        case (.array(let elements), .array(let element)):
            var values: [JSONValue] = []
            for element in elements.map({ value($0, as: element, name: name) }) {
                guard let element else { return nil }
                values.append(element)
            }
            return .array(values)
        case (.closedRange(let lower, let upper), .closedRange(let bound)):
            guard let lower = value(lower, as: bound, name: name), let upper = value(upper, as: bound, name: name)
            else { return nil }
            return .array([lower, upper])
        case (.record(let named), .model(let modelName)):
            guard let model = spec.modelDecl(named: modelName) else { return .object([]) }
            var members: [(String, JSONValue)] = []
            for field in model.fields {
                let given = named.first { $0.name == field.name.value }?.value
                guard let member = value(of: field.type.value, placeholder: given, name: field.name.value) else {
                    return nil
                }
                members.append((field.name.value, member))
            }
            return .object(members)
        default:
            return value(of: type, placeholder: nil, name: name)
        }
    }

    /// A `Date` as `JSONEncoder` writes it by default: seconds since 2001-01-01, whole seconds as an integer.
    static func encoded(_ date: Date) -> JSONValue {
        let seconds = date.timeIntervalSinceReferenceDate
        return seconds.rounded() == seconds && abs(seconds) < 1e15 ? .int(Int(seconds)) : .double(seconds)
    }
}
