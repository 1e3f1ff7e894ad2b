/// The JSON Schema (draft 2020-12) of spec types as Swift's synthesized `Codable` writes them with `JSONEncoder`'s
/// and `JSONDecoder`'s default strategies, which ActivityKit uses for push payloads. Each mapping is checked
/// against Swift's actual behaviour by a compiled program in the tests:
///
/// | type | JSON |
/// |---|---|
/// | `String`, `Bool` | a string, a boolean |
/// | `Int` | an integer from -2^63 to 2^63 - 1 (`Int64`'s range) |
/// | `Double`, `Decimal` | a number |
/// | `Date` | a number: seconds since 2001-01-01T00:00:00Z (`deferredToDate`), not UNIX time |
/// | `URL` | a non-empty string |
/// | `[T]` | an array |
/// | `T?` | absent, `null`, or a `T` |
/// | `[String: T]` | an object; `[Int: T]`: an object whose keys are decimal integers (`"7"`) |
/// | `ClosedRange<T>` | an array of two: `[lowerBound, upperBound]` (their order unchecked, see below) |
/// | an enum | its raw value, the case's name |
/// | a model | an object with one key per field; the non-optional ones required |
///
/// Keys a type does not have are ignored by `JSONDecoder`; the schema rejects them (`additionalProperties`), so a
/// misspelt optional field is caught instead of silently dropped. One thing `JSONDecoder` rejects the schema
/// cannot: a `ClosedRange` whose lower bound is above its upper one. No JSON Schema keyword compares two values of
/// a document, so the range's description says it and docs/payload.md warns.
struct CodableJSONSchema {
    let spec: Spec

    /// Where a named type's definition lives in the document: `#/$defs/<Name>`.
    static func reference(_ name: String) -> SchemaJSON { .object(["$ref": .string("#/$defs/\(name)")]) }

    /// The object of a list of fields: `ContentState`, the attributes, a model.
    func object(_ fields: [Field], description: String, unixDates: Bool = false) -> SchemaJSON {
        var properties: [String: SchemaJSON] = [:]
        for field in fields {
            var property = schema(of: field.type.value)
            if unixDates, field.type.value.unwrapped == .date {
                let unix: SchemaJSON = [
                    "type": "number",
                    "description": "UNIX time, seconds since 1970-01-01T00:00:00Z (the spec's `dates: unix`).",
                ]
                property = field.type.value.isOptional ? ["anyOf": [unix, ["type": "null"]]] : unix
            }
            if let doc = field.doc, case .object(var members) = property {
                members["description"] = .string(doc)
                property = .object(members)
            }
            properties[field.codingName] = property
        }
        var object: [String: SchemaJSON] = [
            "type": "object", "description": .string(description), "properties": .object(properties),
            "additionalProperties": false,
        ]
        let required = fields.filter { !$0.type.value.isOptional }.map { SchemaJSON.string($0.codingName) }
        if !required.isEmpty { object["required"] = .array(required) }
        return .object(object)
    }

    func schema(of type: TypeRef) -> SchemaJSON {
        switch type {
        case .string: ["type": "string"]
        case .bool: ["type": "boolean"]
        // JSONDecoder rejects a number an Int cannot hold; Int is 64 bits on the devices that decode pushes.
        case .int: ["type": "integer", "minimum": .integer(Int(Int64.min)), "maximum": .integer(Int(Int64.max))]
        case .double: ["type": "number"]
        // JSONDecoder reads a Decimal from the number's text, all its digits kept.
        case .decimal: ["type": "number", "description": "A Decimal: the number's digits are kept exactly."]
        case .dictionary(let key, let value): dictionarySchema(key: key, value: value)
        case .date:
            [
                "type": "number",
                "description":
                    "Seconds since 2001-01-01T00:00:00Z (Swift's Date), not UNIX time: UNIX time - 978307200.",
            ]
        case .url: ["type": "string", "minLength": 1, "description": "A URL."]
        case .array(let element): ["type": "array", "items": schema(of: element)]
        case .optional(let wrapped): ["anyOf": [schema(of: wrapped), ["type": "null"]]]
        case .closedRange(let bound):
            [
                "type": "array", "prefixItems": [schema(of: bound), schema(of: bound)], "items": false,
                "minItems": 2,
                "description": .string(
                    "[lowerBound, upperBound], the lower bound not above the upper (JSONDecoder rejects a reversed "
                        + "range; a schema cannot check it)."),
            ]
        case .enumeration(let name), .model(let name): Self.reference(name)
        }
    }

    /// A dictionary as `Dictionary`'s `Codable` writes it: an object for `String` and `Int` keys (an `Int` key as
    /// its decimal text, which `JSONDecoder` reads back with `Int(_:)`), else a flat array of keys and values, which
    /// the checker rejects in a Live Activity (WS0818).
    private func dictionarySchema(key: TypeRef, value: TypeRef) -> SchemaJSON {
        switch key {
        case .string: return ["type": "object", "additionalProperties": schema(of: value)]
        case .int:
            return [
                "type": "object", "propertyNames": ["pattern": "^[+-]?[0-9]+$"],
                "additionalProperties": schema(of: value),
                "description": "Keys are Int values written as decimal text (\"7\"), from -2^63 to 2^63 - 1.",
            ]
        default:
            return [
                "type": "array",
                "description": .string(
                    "A [\(key): \(value)] dictionary: Swift writes its keys and values alternately in one array."),
            ]
        }
    }

    /// The definitions of every enum and model `types` name, directly or through models: each once.
    func definitions(reachableFrom types: [TypeRef]) -> [String: SchemaJSON] {
        var definitions: [String: SchemaJSON] = [:]
        var pending = types
        while let type = pending.popLast() {
            switch type {
            case .array(let inner), .optional(let inner), .closedRange(let inner):
                pending.append(inner)
            case .dictionary(let key, let value):
                pending += [key, value]
            case .enumeration(let name):
                guard definitions[name] == nil, let decl = spec.enumDecl(named: name) else { continue }
                definitions[name] = [
                    "type": "string", "enum": .array(decl.cases.map { .string($0.name.value) }),
                    "description": .string("The enum \(name): a case's name."),
                ]
            case .model(let name):
                guard definitions[name] == nil, let decl = spec.modelDecl(named: name) else { continue }
                definitions[name] = object(decl.fields, description: decl.doc ?? "The model \(name).")
                pending += decl.fields.map(\.type.value)
            default:
                continue
            }
        }
        return definitions
    }
}
