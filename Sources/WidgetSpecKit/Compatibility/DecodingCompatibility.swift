/// Whether JSON encoded from one version's fields decodes as another version's, with the default `JSONEncoder`
/// and `JSONDecoder` strategies ActivityKit uses: a missing key fails unless the field is optional, unknown keys
/// are ignored, an integer decodes as a `Double`, an enum's raw string as a `String`, a case the decoding enum
/// lacks fails.
struct DecodingCompatibility {
    /// Why a value of the encoding version fails to decode, described as a change from the old version to the new.
    enum Reason {
        /// The decoding version requires a field the encoding version does not have.
        case missingField(TypeRef)
        case typeChanged(old: TypeRef, new: TypeRef)
        /// The decoding version requires a field the encoding version may leave out (`T?` against `T`).
        case optionality(old: TypeRef, new: TypeRef)
        /// An enum case the encoding version may send and the decoding version lacks.
        case missingCase(String, enumName: String)
    }

    struct Problem {
        /// The field, from the activity: `state.driver.name`, `state.stops[]`.
        var path: String
        var reason: Reason
        /// Where the change is: a field or case in the new version, or in the old one for what was removed.
        var range: SourceRange
    }

    /// One side of the comparison: fields and the enums and models their types name.
    struct Version {
        var fields: [Field]
        var types: TypeTable
    }

    /// Whether the decoding version is the new one (else the encoding one is).
    private let decodingIsNew: Bool
    private var problems: [Problem] = []
    /// Pairs of named types already compared (`encoded>decoding`), so recursive models end and shared ones are
    /// reported once.
    private var compared: Set<String> = []

    /// The problems of decoding what `encoded` encodes as `decoding`.
    static func problems(decoding encoded: Version, as decoding: Version, decodingIsNew: Bool) -> [Problem] {
        var comparison = DecodingCompatibility(decodingIsNew: decodingIsNew)
        comparison.compare(encoded.fields, decoding.fields, path: "", encoded.types, decoding.types)
        return comparison.problems
    }

    private mutating func compare(
        _ encodedFields: [Field], _ decodingFields: [Field], path: String, _ encodedTypes: TypeTable,
        _ decodingTypes: TypeTable
    ) {
        func fieldPath(_ field: Field) -> String { path.isEmpty ? field.name.value : "\(path).\(field.name.value)" }
        let matching = Matching(old: encodedFields, new: decodingFields, by: \.name.value)
        for field in matching.added where !field.type.value.isOptional {
            problems.append(
                Problem(path: fieldPath(field), reason: .missingField(field.type.value), range: field.name.range))
        }
        for (encoded, decoding) in matching.pairs {
            compare(
                encoded.type.value, decoding.type.value, path: fieldPath(decoding), (encodedTypes, decodingTypes),
                range: decodingIsNew ? decoding.type.range : encoded.type.range)
        }
    }

    private mutating func compare(
        _ encoded: TypeRef, _ decoding: TypeRef, path: String, _ types: (TypeTable, TypeTable),
        range: SourceRange
    ) {
        switch (encoded, decoding) {
        case (.optional(let inner), .optional(let decodingInner)):
            compare(inner, decodingInner, path: path, types, range: range)
        case (_, .optional(let decodingInner)):
            compare(encoded, decodingInner, path: path, types, range: range)
        case (.optional, _):
            let (old, new) = decodingIsNew ? (encoded, decoding) : (decoding, encoded)
            problems.append(Problem(path: path, reason: .optionality(old: old, new: new), range: range))
        case (.array(let inner), .array(let decodingInner)):
            compare(inner, decodingInner, path: path + "[]", types, range: range)
        case (.closedRange(let inner), .closedRange(let decodingInner)):
            compare(inner, decodingInner, path: path, types, range: range)
        case (.enumeration(let name), .enumeration(let decodingName)):
            compareEnums(name, decodingName, types, path: path)
        case (.model(let name), .model(let decodingName)):
            guard compared.insert("\(name)>\(decodingName)").inserted,
                let model = types.0.models[name], let decodingModel = types.1.models[decodingName]
            else { return }
            compare(model.fields, decodingModel.fields, path: path, types.0, types.1)
        case (.int, .double), (.enumeration, .string), (.url, .string), (.int, .decimal), (.double, .decimal),
            (.decimal, .double):
            return
        case (.dictionary(let key, let value), .dictionary(let decodingKey, let decodingValue))
        where key == decodingKey || (key == .int && decodingKey == .string):
            compare(value, decodingValue, path: path + "[:]", types, range: range)
        case (.dictionary, .dictionary):
            // Another key type: WS1044 (ActivityCodingChangeRules) reports it.
            return
        default:
            guard encoded != decoding else { return }
            let (old, new) = decodingIsNew ? (encoded, decoding) : (decoding, encoded)
            problems.append(Problem(path: path, reason: .typeChanged(old: old, new: new), range: range))
        }
    }

    /// Every case the encoding enum has and the decoding one lacks, reported at the case.
    private mutating func compareEnums(
        _ name: String, _ decodingName: String, _ types: (TypeTable, TypeTable), path: String
    ) {
        guard compared.insert("\(name)>\(decodingName)").inserted, let encoded = types.0.enums[name],
            let decoding = types.1.enums[decodingName]
        else { return }
        let known = Set(decoding.cases.map(\.name.value))
        for enumCase in encoded.cases where !known.contains(enumCase.name.value) {
            problems.append(
                Problem(
                    path: path, reason: .missingCase(enumCase.name.value, enumName: name),
                    range: enumCase.name.range))
        }
    }
}
