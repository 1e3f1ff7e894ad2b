/// The Foundation-only declarations every spec gets: kinds, enums, models and event names.
extension GenerationContext {
    /// `WidgetKinds`: one constant per widget so no kind string is typed by hand.
    func kindsNamespace() -> SwiftDecl {
        let members = spec.widgets.map { widget in
            staticConstant(
                WidgetNames(widget: widget).kindConstantName, QualifiedName.string,
                .literal(.string(widget.kind.value)),
                doc: doc("The kind of `\(widget.name.value)`", widget.kind.range))
        }
        return declaring(
            derivedForBundle(SwiftIdentifier.fixedNames.kinds, "the kind constants"),
            .type(
                SwiftTypeDecl(
                    .enum, SwiftIdentifier.fixedNames.kinds, access: access,
                    doc: doc("The kinds of the widgets of `\(spec.bundle.value)`", spec.bundle.range),
                    members: members)))
    }

    /// A `String`-backed enum with its display titles (the `AppEnum` conformance is generated separately).
    func enumDeclaration(_ decl: EnumDecl) -> SwiftDecl {
        var members: [SwiftDecl] = decl.cases.map { enumCase in
            .enumCase(
                name: SwiftLiteral.identifier(enumCase.name.value), rawValue: nil,
                doc: doc(enumCase.title.value, enumCase.name.range))
        }
        members.append(textProperty("typeTitle", decl.title, doc: doc("The type's display title", decl.name.range)))
        let titles = decl.cases.map {
            SwiftCase(
                .implicitMember(SwiftLiteral.identifier($0.name.value)), displayTextExpression($0.title, as: .string))
        }
        members.append(
            .property(
                SwiftProperty(
                    "title", type: QualifiedName.string.description, access: access,
                    doc: doc("The case's display title", decl.name.range), value: .getter([.switch("self", titles)]))))
        return declaring(
            .spec(.enumeration, decl.name),
            .type(
                SwiftTypeDecl(
                    .enum, decl.name.value, access: access,
                    inherits: ([QualifiedName.string, QualifiedName.caseIterable] + QualifiedName.valueConformances)
                        .map(\.description),
                    doc: doc(userText: decl.doc, fallback: "The `\(decl.name.value)` enum", decl.name.range),
                    members: members)))
    }

    /// `AppEnum` conformance: display representations from the titles.
    func appEnumConformance(_ decl: EnumDecl) -> SwiftDecl {
        let cases = decl.cases.map {
            SwiftDictionaryElement(
                .implicitMember(SwiftLiteral.identifier($0.name.value)),
                .type(QualifiedName.displayRepresentation).call(
                    SwiftArgument("title", displayTextExpression($0.title, as: .appIntents))))
        }
        return .type(
            SwiftTypeDecl(
                .extension, decl.name.value, attributes: specAvailabilityAttribute(from: \.appEnumMinimum),
                inherits: [QualifiedName.appEnum.description],
                doc: doc("`\(decl.name.value)` as an App Intents parameter type", decl.name.range),
                members: [
                    .property(
                        SwiftProperty(
                            "typeDisplayRepresentation", type: QualifiedName.typeDisplayRepresentation.description,
                            access: access, modifiers: ["static"],
                            doc: doc("The type's display title", decl.name.range),
                            value: .getter([
                                .expression(
                                    .type(QualifiedName.typeDisplayRepresentation).call(
                                        SwiftArgument("name", displayTextExpression(decl.title, as: .appIntents))))
                            ]))),
                    .property(
                        SwiftProperty(
                            "caseDisplayRepresentations",
                            type: SwiftType.dictionary(.named("Self"), QualifiedName.displayRepresentation).description,
                            access: access, modifiers: ["static"],
                            doc: doc("The cases' display titles", decl.name.range),
                            value: .getter([.expression(.collection(cases.map(\.code)))]))),
                ]))
    }

    /// A model struct with a memberwise initializer (needed for `public` access).
    func modelDeclaration(_ decl: ModelDecl) -> SwiftDecl {
        declaring(
            .spec(.model, decl.name),
            .type(
                SwiftTypeDecl(
                    .struct, decl.name.value, access: access,
                    inherits: QualifiedName.valueConformances.map(\.description),
                    doc: doc(userText: decl.doc, fallback: "The `\(decl.name.value)` model", decl.name.range),
                    members: storedProperties(decl.fields) + [
                        memberwiseInitializer(decl.fields, type: decl.name.value, at: decl.name.range)
                    ])))
    }

    /// Stored `var`s for fields, each documented with its spec line, and the `CodingKeys` of their `json:` names.
    func storedProperties(_ fields: [Field]) -> [SwiftDecl] {
        fields.map { field in
            .property(
                SwiftProperty(
                    SwiftLiteral.identifier(field.name.value), type: field.type.value.qualifiedType.description,
                    access: access,
                    doc: doc(userText: field.doc, fallback: "`\(field.name.value)`", field.name.range)))
        } + [codingKeys(fields)].compactMap { $0 }
    }

    /// `init(a: A, b: B)` assigning every field.
    func memberwiseInitializer(_ fields: [Field], type: String, at range: SourceRange) -> SwiftDecl {
        let names = fields.map { SwiftLiteral.identifier($0.name.value) }
        return .initializer(
            SwiftInitializer(
                parameters: zip(names, fields).map { SwiftParameter($0, $1.type.value.qualifiedType) },
                access: access, doc: doc("Creates a `\(type)` from all its fields", range),
                body: names.map { .store($0) }))
    }
}
