import Foundation

/// Decodes placeholders and defaults by their declared type: a plain scalar is read as the type expects.
struct ValueDecoder {
    let enums: [String: EnumCases]
    /// Each model's fields with their placeholders still undecoded: a model value may leave out a field that
    /// has a placeholder, which is then decoded in its place.
    let models: [String: [FieldDraft]]
    let context: DecodingContext

    func decode(_ node: YAMLNode, as type: TypeRef) -> Located<Value>? {
        var budget = SpecLimits.placeholderValues
        let decoded = value(node, as: type, fallbacks: [], budget: &budget)
        if budget < 0 {
            context.error(
                .limitExceeded,
                "this value spells more than \(SpecLimits.placeholderValuesText) values "
                    + "with the placeholders its models fill in for omitted fields (see docs/yaml.md#limits)",
                at: node.range)
            return nil
        }
        return decoded.map { Located($0, at: node.range) }
    }

    /// `fallbacks` are the `Model.field` placeholders being decoded in place of omitted fields, so a
    /// placeholder that (through a recursive model) omits its own field can't recurse forever. `budget` counts
    /// the values left to decode: a model's omitted fields are filled from their placeholders, which may omit
    /// theirs, so a few lines can spell 2^40 values; past the limit every call returns nil at once.
    private func value(_ node: YAMLNode, as type: TypeRef, fallbacks: Set<String>, budget: inout Int) -> Value? {
        budget -= 1
        guard budget >= 0 else { return nil }
        switch type {
        case .optional(let wrapped):
            if let scalar = node.scalar, scalar.style == .plain, scalar.isNull || scalar.text == "nil" { return .null }
            return value(node, as: wrapped, fallbacks: fallbacks, budget: &budget)
        case .string:
            return context.string(node).map { .string($0.value) }
        case .int:
            return context.integer(node).map { .int($0.value) }
        case .double:
            return context.number(node).map { .double($0.value) }
        case .decimal:
            guard let number = context.number(node) else { return nil }
            guard DecimalParts(number.value) != nil else {
                context.error(
                    .invalidValue,
                    "number \(DecodingContext.describe(node)) is out of Decimal's range (a power of ten from -128 to 127)",
                    at: node.range)
                return nil
            }
            return .double(number.value)
        case .bool:
            return context.bool(node).map { .bool($0.value) }
        case .date:
            return relativeDate(node).map { .relativeDate($0) }
        case .url:
            return url(node)
        case .array(let element):
            guard let items = context.list(node, expected: "a list of \(element)") else { return nil }
            var values: [Value] = []
            var failed = false
            for item in items {
                if let decoded = value(item, as: element, fallbacks: fallbacks, budget: &budget) {
                    values.append(decoded)
                } else {
                    failed = true
                }
            }
            return failed ? nil : .array(values)
        case .closedRange(let bound):
            return closedRange(node, bound: bound, fallbacks: fallbacks, budget: &budget)
        case .dictionary(let key, let valueType):
            guard let mapping = node.mapping else {
                context.wrongType(node, expected: "a mapping of \(key) keys to \(valueType) values")
                return nil
            }
            var entries: [KeyedValue] = []
            for entry in mapping.entries {
                guard let decodedKey = value(entry.key, as: key, fallbacks: fallbacks, budget: &budget),
                    let decodedValue = value(entry.value, as: valueType, fallbacks: fallbacks, budget: &budget)
                else { return nil }
                entries.append(KeyedValue(key: decodedKey, value: decodedValue))
            }
            return .dictionary(entries)
        case .enumeration(let name):
            return enums[name].flatMap { enumCase(node, of: $0) }
        case .model(let name):
            guard let fields = models[name] else { return nil }
            return record(node, model: name, drafts: fields, fallbacks: fallbacks, budget: &budget)
        }
    }

    /// An absolute URL.
    private func url(_ node: YAMLNode) -> Value? {
        guard let text = context.string(node) else { return nil }
        guard let url = URL(string: text.value) else {
            context.error(.valueTypeMismatch, "'\(MessageText.excerpt(text.value))' is not a valid URL", at: node.range)
            return nil
        }
        guard url.scheme != nil else {
            context.error(
                .valueTypeMismatch,
                "'\(MessageText.excerpt(text.value))' is not an absolute URL (it needs a scheme such as https: "
                    + "or myapp:)",
                at: node.range)
            return nil
        }
        return .url(text.value)
    }

    /// `[lower, upper]`, the lower bound not above the upper.
    private func closedRange(_ node: YAMLNode, bound: TypeRef, fallbacks: Set<String>, budget: inout Int) -> Value? {
        guard let items = context.list(node, expected: "a list of two bounds, [lower, upper]") else { return nil }
        guard items.count == 2 else {
            context.error(
                .valueTypeMismatch,
                "a ClosedRange value is a list of two bounds, [lower, upper]; found \(items.count)", at: node.range)
            return nil
        }
        guard let lower = value(items[0], as: bound, fallbacks: fallbacks, budget: &budget),
            let upper = value(items[1], as: bound, fallbacks: fallbacks, budget: &budget)
        else { return nil }
        if lower.isGreater(than: upper) {
            context.error(
                .valueTypeMismatch, "the lower bound of a ClosedRange must not exceed the upper bound", at: node.range)
            return nil
        }
        return .closedRange(lower: lower, upper: upper)
    }

    /// A case name of `enumCases`' enum.
    private func enumCase(_ node: YAMLNode, of enumCases: EnumCases) -> Value? {
        if let scalar = node.scalar, enumCases.names.contains(scalar.text) {
            return .enumCase(scalar.text)
        }
        let name = enumCases.decl.name.value
        // A case's display title written instead of its name is a likely mistake: name the case.
        if let scalar = node.scalar, let titled = enumCases.caseNamesByTitle[scalar.text] {
            context.error(
                .unknownEnumCase,
                "'\(MessageText.excerpt(scalar.text))' is the title of the \(name) case '\(titled)'; write the case name",
                at: scalar.range, fixIt: FixIt(replacing: scalar.range, with: titled))
            return nil
        }
        let what = "\(name) case"
        guard let scalar = context.scalar(node, expected: DecodingContext.withArticle(what)) else { return nil }
        context.unknownWord(scalar, what: what, choices: enumCases.orderedNames, id: .unknownEnumCase)
        return nil
    }

    /// An enum's case names and titles in dictionaries, built once per spec: a spec may give thousands of
    /// values of an enum with thousands of cases, and looking each up by scanning the cases took seconds.
    struct EnumCases {
        let decl: EnumDecl
        /// In the spec's order, for notes.
        let orderedNames: [String]
        let names: Set<String>
        /// The first case with each title, for titles that are not also a case name.
        let caseNamesByTitle: [String: String]

        init(_ decl: EnumDecl) {
            self.decl = decl
            orderedNames = decl.cases.map(\.name.value)
            names = Set(orderedNames)
            var byTitle: [String: String] = [:]
            for enumCase in decl.cases where byTitle[enumCase.title.value] == nil {
                byTitle[enumCase.title.value] = enumCase.name.value
            }
            caseNamesByTitle = byTitle
        }
    }

    private func record(
        _ node: YAMLNode, model: String, drafts: [FieldDraft], fallbacks: Set<String>, budget: inout Int
    ) -> Value? {
        guard let entries = context.freeEntries(node, expected: "a mapping of \(model)'s fields") else { return nil }
        let names = drafts.map(\.field.name.value)
        let unknown = entries.map(\.key).filter { !names.contains($0.text) }
        let suggested = reportUnknownFields(unknown, of: model, fields: names)
        var failed = !unknown.isEmpty
        var result: [NamedValue] = []
        for draft in drafts {
            let field = draft.field
            let fallbackKey = "\(model).\(field.name.value)"
            let decoded: Value?
            if let entry = entries.first(where: { $0.key.text == field.name.value }) {
                decoded = value(entry.value, as: field.type.value, fallbacks: fallbacks, budget: &budget)
            } else if let placeholder = draft.placeholderNode, !fallbacks.contains(fallbackKey) {
                // The field's own placeholder stands in; its problems are reported where it is written.
                decoded = value(
                    placeholder, as: field.type.value, fallbacks: fallbacks.union([fallbackKey]), budget: &budget)
            } else if let fallback = field.type.value.obviousPlaceholder {
                decoded = fallback
            } else {
                if !suggested.contains(field.name.value) {
                    context.error(.missingKey, "missing field '\(field.name.value)' of \(model)", at: node.range)
                }
                decoded = nil
            }
            if let decoded { result.append(NamedValue(name: field.name.value, value: decoded)) } else { failed = true }
        }
        return failed ? nil : .record(result)
    }

    /// Reports keys that name no field of `model`; returns the fields they were taken for typos of (whose
    /// absence is then already explained).
    private func reportUnknownFields(_ keys: [YAMLScalar], of model: String, fields names: [String]) -> Set<String> {
        var suggested: Set<String> = []
        for key in keys {
            let suggestion = Suggestions.closest(to: key.text, in: names)
            if let suggestion { suggested.insert(suggestion) }
            context.error(
                .unknownKey,
                "\(model) has no field '\(MessageText.excerpt(key.text))'\(Suggestions.didYouMean(key.text, in: names))",
                at: key.range,
                notes: [DiagnosticNote("its fields are \(Suggestions.list(names))")],
                fixIt: suggestion.map { FixIt(replacing: key.range, with: $0) })
        }
        return suggested
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
                "invalid date '\(MessageText.excerpt(scalar.text))'; dates are written relative to the entry's date: now, +1h, -30m",
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
    package var obviousPlaceholder: Value? {
        switch self {
        case .optional: .null
        case .array: .array([])
        case .dictionary: .dictionary([])
        case .bool: .bool(false)
        case .date: .relativeDate(.zero)
        default: nil
        }
    }
}
