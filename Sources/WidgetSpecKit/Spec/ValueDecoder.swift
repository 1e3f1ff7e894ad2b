import Foundation

/// Decodes placeholders and defaults by their declared type: a plain scalar is read as the type expects.
struct ValueDecoder {
    let enums: [String: EnumDecl]
    let models: [String: [Field]]
    let context: DecodingContext

    func decode(_ node: YAMLNode, as type: TypeRef) -> Located<Value>? {
        guard let value = value(node, as: type) else { return nil }
        return Located(value, at: node.range)
    }

    private func value(_ node: YAMLNode, as type: TypeRef) -> Value? {
        switch type {
        case .optional(let wrapped):
            if let scalar = node.scalar, scalar.style == .plain, scalar.isNull || scalar.text == "nil" { return .null }
            return value(node, as: wrapped)
        case .string:
            return context.string(node).map { .string($0.value) }
        case .int:
            return context.integer(node).map { .int($0.value) }
        case .double:
            return context.number(node).map { .double($0.value) }
        case .bool:
            return context.bool(node).map { .bool($0.value) }
        case .date:
            return relativeDate(node).map { .relativeDate($0) }
        case .url:
            guard let text = context.string(node) else { return nil }
            guard let url = URL(string: text.value), url.scheme != nil else {
                context.error(
                    .valueTypeMismatch,
                    "'\(text.value)' is not an absolute URL (it needs a scheme such as https: or myapp:)",
                    at: node.range)
                return nil
            }
            return .url(text.value)
        case .array(let element):
            guard let items = context.list(node, expected: "a list of \(element)") else { return nil }
            let values = items.map { value($0, as: element) }
            return values.contains(where: { $0 == nil }) ? nil : .array(values.map { $0! })
        case .closedRange(let bound):
            guard let items = context.list(node, expected: "a list of two bounds, [lower, upper]") else { return nil }
            guard items.count == 2 else {
                context.error(
                    .valueTypeMismatch,
                    "a ClosedRange value is a list of two bounds, [lower, upper]; found \(items.count)", at: node.range)
                return nil
            }
            guard let lower = value(items[0], as: bound), let upper = value(items[1], as: bound) else { return nil }
            if lower.isGreater(than: upper) {
                context.error(
                    .valueTypeMismatch, "the lower bound of a ClosedRange must not exceed the upper bound",
                    at: node.range)
                return nil
            }
            return .closedRange(lower: lower, upper: upper)
        case .enumeration(let name):
            guard let decl = enums[name] else { return nil }
            let cases = decl.cases.map { ($0.name.value, $0.name.value) }
            return context.word(node, what: "case of \(name)", choices: cases, id: .unknownEnumCase).map {
                .enumCase($0.value)
            }
        case .model(let name):
            guard let fields = models[name] else { return nil }
            return record(node, model: name, fields: fields)
        }
    }

    private func record(_ node: YAMLNode, model: String, fields: [Field]) -> Value? {
        guard let entries = context.freeEntries(node, expected: "a mapping of \(model)'s fields") else { return nil }
        var result: [NamedValue] = []
        var failed = false
        let names = fields.map(\.name.value)
        for (key, _) in entries where !names.contains(key.text) {
            context.error(
                .unknownKey, "\(model) has no field '\(key.text)'\(Suggestions.didYouMean(key.text, in: names))",
                at: key.range,
                notes: [DiagnosticNote("its fields are \(Suggestions.list(names))")])
            failed = true
        }
        for field in fields {
            if let entry = entries.first(where: { $0.key.text == field.name.value }) {
                guard let decoded = value(entry.value, as: field.type.value) else {
                    failed = true
                    continue
                }
                result.append(NamedValue(name: field.name.value, value: decoded))
            } else if let fallback = field.placeholder?.value ?? field.type.value.obviousPlaceholder {
                result.append(NamedValue(name: field.name.value, value: fallback))
            } else {
                context.error(.missingKey, "missing field '\(field.name.value)' of \(model)", at: node.range)
                failed = true
            }
        }
        return failed ? nil : .record(result)
    }

    /// `now`, `+1h`, `-30m`, or a bare duration: relative to the entry's date.
    private func relativeDate(_ node: YAMLNode) -> ScheduleDuration? {
        guard let scalar = context.scalar(node, expected: "a date relative to the entry: now, +1h or -30m") else {
            return nil
        }
        var text = Substring(scalar.text)
        if text == "now" { return .zero }
        var sign = 1
        if text.first == "+" || text.first == "-" {
            sign = text.first == "-" ? -1 : 1
            text = text.dropFirst()
        }
        guard let duration = ScheduleDuration(parsing: String(text)) else {
            context.error(
                .valueTypeMismatch,
                "invalid date '\(scalar.text)'; dates are written relative to the entry's date: now, +1h, -30m",
                at: scalar.range)
            return nil
        }
        return ScheduleDuration(seconds: sign * duration.seconds)
    }
}

extension Value {
    /// Compares two bounds of the same type, for ClosedRange validation.
    func isGreater(than other: Value) -> Bool {
        switch (self, other) {
        case (.int(let a), .int(let b)): a > b
        case (.double(let a), .double(let b)): a > b
        case (.relativeDate(let a), .relativeDate(let b)): a > b
        default: false
        }
    }
}

extension TypeRef {
    /// The placeholder a field gets when the spec gives none, for types with an obvious one:
    /// `T?` -> nil, `[T]` -> [], `Bool` -> false, `Date` -> the entry's date. Other types need a placeholder.
    public var obviousPlaceholder: Value? {
        switch self {
        case .optional: .null
        case .array: .array([])
        case .bool: .bool(false)
        case .date: .relativeDate(.zero)
        default: nil
        }
    }
}
