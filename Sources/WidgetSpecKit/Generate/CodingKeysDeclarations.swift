/// `CodingKeys` for a type whose fields go by other names in JSON (`json:`): the push payload a server sends a
/// Live Activity, or any other JSON the app decodes a model from, may spell its keys `snake_case`.
extension GenerationContext {
    /// `private enum CodingKeys: String, CodingKey`, a case per field, raw value its JSON key where `json:` names
    /// one; nil when no field does and `always` is false (Swift synthesizes the same keys itself). Every stored field must be listed,
    /// or the synthesized `Codable` would skip it.
    func codingKeys(_ fields: [Field], always: Bool = false) -> SwiftDecl? {
        guard always || fields.contains(where: { $0.jsonKey != nil }) else { return nil }
        guard let first = fields.first else { return nil }
        let cases: [SwiftDecl] = fields.map { field in
            .enumCase(
                name: SwiftLiteral.identifier(field.name.value),
                rawValue: field.jsonKey.map { SwiftLiteral.string($0.value) },
                doc: doc("`\(field.codingName)` in JSON", field.jsonKey?.range ?? field.name.range))
        }
        let renamed = fields.first { $0.jsonKey != nil }
        return .type(
            SwiftTypeDecl(
                .enum, "CodingKeys", access: "private", inherits: [QualifiedName.string.description, Self.codingKey],
                doc: doc(
                    "The fields' keys in JSON, where the spec's `json:` renames them",
                    renamed?.jsonKey?.range ?? first.name.range),
                members: cases))
    }

    private static let codingKey = SwiftType.qualified(module: "Swift", name: "CodingKey").description
}
