/// An entity whose fields are decoded but whose placeholders, like a model's, wait until every type is known.
struct EntityDraft {
    var name: Located<String>
    var reader: MappingReader<EntityKey>
    /// `id` first, then the spec's fields.
    var fields: [FieldDraft]
}

/// Decodes one app entity (`entities:` entry) in two steps, as models are: its fields first, so that other
/// declarations can name it, then its placeholders, title and display.
struct EntityDecoder {
    let context: DecodingContext
    let fields: FieldDecoder
    let names: NameRules

    func draft(name key: YAMLScalar, node: YAMLNode) -> EntityDraft? {
        let name = names.typeName(Located(key.text, at: key.range))
        guard let reader = MappingReader<EntityKey>(node, owner: key.range, context: context) else { return nil }
        let declared = reader.value(.fields).map { fields.drafts($0, owner: reader.keyRange(.fields)!) } ?? []
        for field in declared where field.field.name.value == EntityDecl.identifierField {
            context.error(
                .duplicateName,
                "'\(EntityDecl.identifierField)' is the entity's identifier (a String), which every entity has; "
                    + "remove it from 'fields'",
                at: field.field.name.range)
        }
        guard let name else { return nil }
        return EntityDraft(name: name, reader: reader, fields: [Self.identifier(at: key.range)] + declared)
    }

    /// `id: String`, whose placeholder is empty: a placeholder entity is no real instance.
    private static func identifier(at range: SourceRange) -> FieldDraft {
        FieldDraft(
            field: Field(
                name: Located(EntityDecl.identifierField, at: range), type: Located(.string, at: range),
                placeholder: Located(.string(""), at: range)))
    }

    func finish(_ draft: EntityDraft, values: ValueDecoder) -> EntityDecl? {
        let reader = draft.reader
        let decoded = fields.finish(draft.fields, values: values)
        let doc = reader.value(.doc).flatMap(context.string)?.value
        let model = ModelDecl(name: draft.name, fields: decoded, doc: doc)
        let name = draft.name.value
        let role = "the display name of entity '\(name)'"
        let title =
            reader.value(.title).flatMap { context.text($0, key: "\(name).title", role: role) }
            ?? context.derivedText(Words.title(name), at: draft.name.range, key: "\(name).title", role: role)
        let search = reader.value(.search).flatMap(context.bool)?.value ?? EntityDecl.defaultSearch
        guard let displayNode = reader.value(.display),
            let display = decodeDisplay(displayNode, owner: reader.keyRange(.display)!, of: model)
        else { return nil }
        return EntityDecl(model: model, title: title, display: display, search: search)
    }

    /// `display: { title, subtitle }`, each naming a field of a type `DisplayRepresentation` shows as text.
    private func decodeDisplay(_ node: YAMLNode, owner: SourceRange, of model: ModelDecl) -> EntityDisplay? {
        guard let reader = MappingReader<EntityDisplayKey>(node, owner: owner, context: context) else { return nil }
        let title = reader.value(.title).flatMap { displayField($0, of: model, allowsOptional: false) }
        let subtitle = reader.value(.subtitle).flatMap { displayField($0, of: model, allowsOptional: true) }
        guard let title, reader.value(.subtitle) == nil || subtitle != nil else { return nil }
        return EntityDisplay(title: title, subtitle: subtitle)
    }

    private func displayField(_ node: YAMLNode, of model: ModelDecl, allowsOptional: Bool) -> Located<String>? {
        guard let name = context.string(node) else { return nil }
        let fieldNames = model.fields.map(\.name.value)
        guard let field = model.fields.first(where: { $0.name.value == name.value }) else {
            context.error(
                .unknownKey,
                "entity \(model.name.value) has no field '\(MessageText.excerpt(name.value))'"
                    + Suggestions.didYouMean(name.value, in: fieldNames),
                at: name.range, notes: [DiagnosticNote("its fields are \(Suggestions.list(fieldNames))")],
                fixIt: Suggestions.closest(to: name.value, in: fieldNames).map {
                    FixIt(replacing: name.range, with: $0)
                })
            return nil
        }
        let type = field.type.value
        guard type == .string || (allowsOptional && type == .optional(.string)) else {
            context.error(
                .valueTypeMismatch,
                "field '\(name.value)' of entity \(model.name.value) has type '\(type)'; the display "
                    + (allowsOptional ? "subtitle is a String or String? field" : "title is a String field"),
                at: name.range)
            return nil
        }
        return name
    }
}
