/// The entities, in the shared part: the struct and the protocol the app's finder conforms to (Foundation-only),
/// and the `AppEntity` conformance with its `EntityQuery`, which calls the finder. The configuration intents
/// that name an entity live in the shared part too, so the app and the extension both compile the query.
extension GenerationContext {
    /// The entity as a model struct, `Identifiable` by its `id`.
    func entityDeclaration(_ entity: EntityDecl) -> SwiftDecl {
        let model = entity.model
        return declaring(
            .spec(.entity, entity.name),
            .type(
                SwiftTypeDecl(
                    .struct, model.name.value, access: access,
                    inherits: (QualifiedName.valueConformances + [QualifiedName.identifiable]).map(\.description),
                    doc: doc(userText: model.doc, fallback: "The `\(model.name.value)` entity", model.name.range),
                    members: storedProperties(model.fields) + [
                        memberwiseInitializer(model.fields, type: model.name.value, at: model.name.range)
                    ])))
    }

    /// `<Entity>Finding`: what the app implements so the query can list, look up and default its entities.
    func entityFinding(_ entity: EntityDecl) -> SwiftDecl {
        let names = EntityNames(entity: entity)
        let type = names.type
        let entities = SwiftType.array(.named(type))
        let range = entity.name.range
        var requirements: [SwiftDecl] = [
            requirement("suggestedEntities", [], "async throws", entities, "The entities offered as choices", range),
            requirement(
                "entities", [Self.identifiersParameter], "async throws", entities,
                "The entities with these identifiers; skip those that no longer exist", range),
            requirement(
                "defaultResult", [], "async", .optional(.named(type)),
                "The entity a parameter starts with before the person picks one", range),
        ]
        if entity.search {
            requirements.append(
                requirement(
                    "entities", [SwiftParameter("text", QualifiedName.string, label: "matching")], "async throws",
                    entities, "The entities whose names match what the person typed", range))
        }
        let doc =
            "What the app implements for the entity `\(type)` (\(line(range))): where its instances come from.\n\n"
            + "Write `struct \(names.finder): \(names.finding)` beside the shared part (in the app and in the "
            + "widget\nextension, or once in the module that compiles the shared part); the generated query "
            + "creates it\nwith `init()` for each question the system asks."
        return declaring(
            .derived(
                names.finding, "the finding protocol of entity '\(entity.name.value)'", at: entity.name.range),
            appImplementedProtocol(
                names.finding, doc: doc, created: "finder", by: "query", at: range, requirements: requirements))
    }

    /// `for identifiers: [Swift.String]`
    private static let identifiersParameter = SwiftParameter(
        "identifiers", .array(QualifiedName.string), label: "for")

    /// A protocol requirement: `func name(parameters) effects -> result`.
    private func requirement(
        _ name: String, _ parameters: [SwiftParameter], _ effects: String, _ result: SwiftType, _ summary: String,
        _ range: SourceRange
    ) -> SwiftDecl {
        .function(
            SwiftFunction(
                name, parameters: .parameters(parameters), effects: effects, result: result.description,
                doc: doc(summary, range), body: nil))
    }

    /// The `AppEntity` conformance and the `EntityQuery` that asks the app's finder.
    func entityGlue(_ entity: EntityDecl) -> [SwiftDecl] {
        let names = EntityNames(entity: entity)
        let range = entity.name.range
        let available = specAvailabilityAttribute(from: \.appEnumMinimum)
        let conformance = SwiftTypeDecl(
            .extension, names.type, attributes: available, inherits: [QualifiedName.appEntity.description],
            doc: doc("`\(names.type)` as an App Intents entity", range),
            members: [
                .property(
                    SwiftProperty(
                        "typeDisplayRepresentation", type: QualifiedName.typeDisplayRepresentation.description,
                        access: access, modifiers: ["static"], doc: doc("The type's display name", range),
                        value: .getter([
                            .expression(
                                .type(QualifiedName.typeDisplayRepresentation).call(
                                    SwiftArgument("name", displayTextExpression(entity.title, as: .appIntents))))
                        ]))),
                .property(
                    SwiftProperty(
                        "displayRepresentation", type: QualifiedName.displayRepresentation.description,
                        access: access,
                        doc: doc("How an instance shows: the spec's `display` fields", entity.display.title.range),
                        value: .getter([.expression(displayRepresentation(entity))]))),
                .property(
                    SwiftProperty(
                        "defaultQuery", type: names.query, access: access, modifiers: ["static"],
                        doc: doc("The query the system asks for instances", range),
                        value: .getter([.expression(.identifier(names.query).call())]))),
            ])
        let query = declaring(
            .derived(names.query, "the query of entity '\(entity.name.value)'", at: range),
            query(entity, names, available: available))
        return [.type(conformance), query]
    }

    /// `DisplayRepresentation(title: "\(name)", subtitle: ...)`: the `String` fields' values; an optional subtitle
    /// shows only when it has a value. In a localized spec each goes
    /// through the spec's table under a key of its own (`EntityDisplay.titleKey(of:)`), whose catalog entry holds
    /// the format (`%@`), rather than through the app's default table under the key `%@`.
    private func displayRepresentation(_ entity: EntityDecl) -> SwiftExpression {
        let display = entity.display
        var arguments = [
            SwiftArgument("title", displayValue(entity, field: display.title.value, part: .title, wrapped: nil))
        ]
        if let subtitle = display.subtitle {
            let name = SwiftExpression.identifier(SwiftLiteral.identifier(subtitle.value))
            let field = entity.model.fields.first { $0.name.value == subtitle.value }
            let value =
                field?.type.value.isOptional == true
                ? name.dot("map").trailing(
                    displayValue(entity, field: subtitle.value, part: .subtitle, wrapped: .identifier("$0")))
                : displayValue(entity, field: subtitle.value, part: .subtitle, wrapped: nil)
            arguments.append(SwiftArgument("subtitle", value))
        }
        return .type(QualifiedName.displayRepresentation).call(arguments)
    }

    /// One field's value as display text: `"\(field)"`, or in a localized spec a `LocalizedStringResource` whose
    /// default value is that interpolation. `wrapped` names the unwrapped value of an optional field.
    private func displayValue(
        _ entity: EntityDecl, field name: String, part: EntityDisplay.Part, wrapped: SwiftExpression?
    ) -> SwiftExpression {
        let value = wrapped ?? .identifier(SwiftLiteral.identifier(name))
        let interpolation = SwiftExpression.interpolation([.value(value)])
        guard spec.localization != nil else { return interpolation }
        return .identifier("LocalizedStringResource").call(
            SwiftArgument(.literal(.string(EntityDisplay.key(of: entity.name.value, part)))),
            SwiftArgument("defaultValue", interpolation),
            SwiftArgument("table", .literal(.string(WidgetSpecOutputFileName.stem(ofSpec: spec.file)))),
            SwiftArgument("comment", .literal(.string(EntityDisplay.comment(of: entity.name.value, part, field: name))))
        )
    }

    /// `<Entity>Query`: each question the system asks goes to a new finder.
    private func query(_ entity: EntityDecl, _ names: EntityNames, available: [String]) -> SwiftDecl {
        let range = entity.name.range
        let finderType = GeneratedTypeName.app(
            names.finder, "the finder the app writes for entity '\(entity.name.value)'", at: range)
        let finder = SwiftExpression.identifier(names.finder).call()
        let entities = SwiftType.array(.named(names.type)).description
        var members: [SwiftDecl] = [
            emptyInitializer("Creates the query", range),
            .function(
                SwiftFunction(
                    "entities", parameters: .parameters([Self.identifiersParameter]),
                    effects: "async throws", result: entities, access: access,
                    doc: doc("The entities with these identifiers, from the app's finder", range),
                    body: [
                        .expression(
                            .try(
                                .await(
                                    finder.dot("entities").call(
                                        SwiftArgument("for", .identifier("identifiers"))))))
                    ])),
            .function(
                SwiftFunction(
                    "suggestedEntities", effects: "async throws", result: entities, access: access,
                    doc: doc("The choices the configuration UI offers, from the app's finder", range),
                    body: [.expression(.try(.await(finder.dot("suggestedEntities").call())))])),
            .function(
                SwiftFunction(
                    "defaultResult", effects: "async", result: SwiftType.optional(.named(names.type)).description,
                    access: access,
                    doc: doc("The default of a parameter of this entity type, from the app's finder", range),
                    body: [.expression(.await(finder.dot("defaultResult").call()))])),
        ]
        if entity.search {
            members.append(
                .function(
                    SwiftFunction(
                        "entities",
                        parameters: .parameters([SwiftParameter("string", QualifiedName.string, label: "matching")]),
                        effects: "async throws", result: entities, access: access,
                        doc: doc("The entities matching typed text, from the app's finder", range),
                        body: [
                            .expression(
                                .try(
                                    .await(
                                        finder.dot("entities").call(SwiftArgument("matching", .identifier("string"))))))
                        ])))
        }
        let conformance = entity.search ? QualifiedName.entityStringQuery : QualifiedName.entityQuery
        return using(
            finderType,
            in: .type(
                SwiftTypeDecl(
                    .struct, names.query, access: access, attributes: available, inherits: [conformance.description],
                    doc: doc("The query of `\(names.type)`: it asks the app's `\(names.finder)`", range),
                    members: members)))
    }
}
