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
    /// `dates: unix`: the `Date` fields of the objects `object(_:)` writes are UNIX time (the checker allows dates
    /// nowhere deeper in such an activity, WS0822).
    var unixDates = false

    init(spec: Spec, date: Date, life: ClosedRange<Date>) {
        self.spec = spec
        self.date = date
        self.life = life
    }

    /// An object with every field, or nil when it is too large to show.
    mutating func object(_ fields: [Field]) -> JSONValue? {
        var members: [(String, JSONValue)] = []
        for field in fields {
            guard var value = value(of: field.type.value, placeholder: field.placeholder?.value, name: field.name.value)
            else { return nil }
            if unixDates, field.type.value.unwrapped == .date { value = Self.unixTime(value) }
            members.append((field.codingName, value))
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
        case .double, .decimal: return .double(2.5)
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
        case .dictionary(let key, let valueType):
            if case .model(let model) = valueType.unwrapped, modelsInProgress.contains(model) { return .object([]) }
            guard let keySample = value(of: key, placeholder: nil, name: name),
                let valueSample = value(of: valueType, placeholder: nil, name: name)
            else { return nil }
            return Self.dictionary([(keySample, valueSample)], keyType: key)
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
        case (.dictionary(let entries), .dictionary(let keyType, let valueType)):
            var pairs: [(JSONValue, JSONValue)] = []
            for entry in entries {
                guard let key = value(entry.key, as: keyType, name: name),
                    let member = value(entry.value, as: valueType, name: name)
                else { return nil }
                pairs.append((key, member))
            }
            return Self.dictionary(pairs, keyType: keyType)
        case (.record(let named), .model(let modelName)):
            guard let model = spec.modelDecl(named: modelName) else { return .object([]) }
            var members: [(String, JSONValue)] = []
            for field in model.fields {
                let given = named.first { $0.name == field.name.value }?.value
                guard let member = value(of: field.type.value, placeholder: given, name: field.name.value) else {
                    return nil
                }
                members.append((field.codingName, member))
            }
            return .object(members)
        default:
            return value(of: type, placeholder: nil, name: name)
        }
    }

    /// A dictionary as `Dictionary`'s `Codable` writes it: an object keyed by the `String` key or the `Int` key's
    /// decimal text; for other keys (WS0818 rejects them in a Live Activity) keys and values alternate in an array.
    static func dictionary(_ pairs: [(key: JSONValue, value: JSONValue)], keyType: TypeRef) -> JSONValue {
        switch keyType {
        case .string, .int:
            return .object(
                pairs.map { pair in
                    switch pair.key {
                    case .string(let text): (text, pair.value)
                    case .int(let number): (String(number), pair.value)
                    default: ("", pair.value)
                    }
                })
        default:
            return .array(pairs.flatMap { [$0.key, $0.value] })
        }
    }

    /// Seconds since 2001 made seconds since 1970.
    static func unixTime(_ value: JSONValue) -> JSONValue {
        switch value {
        case .int(let seconds): .int(seconds + Self.referenceDateInUnixTime)
        case .double(let seconds): .double(seconds + Double(Self.referenceDateInUnixTime))
        default: value
        }
    }

    /// 2001-01-01T00:00:00Z in UNIX time.
    static let referenceDateInUnixTime = 978_307_200

    /// A `Date` as `JSONEncoder` writes it by default: seconds since 2001-01-01, whole seconds as an integer.
    static func encoded(_ date: Date) -> JSONValue {
        let seconds = date.timeIntervalSinceReferenceDate
        return seconds.rounded() == seconds && abs(seconds) < 1e15 ? .int(Int(seconds)) : .double(seconds)
    }
}
