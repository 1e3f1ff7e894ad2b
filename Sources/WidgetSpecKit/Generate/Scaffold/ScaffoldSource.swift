/// The Swift source `widgetspec scaffold` writes for one `UserDeclaration`: the type with the requirements the
/// generated code names, bodies that return the spec's placeholders, and `// TODO:` comments where real code goes.
/// Built as a declaration tree (`SwiftFile`) and rendered by `SwiftRenderer`, like the generated code.
struct ScaffoldSource {
    var spec: Spec
    /// Modules the extension part's types import (the module of the shared part, `--import`).
    var imports: [String]
    let generated: GeneratedProtocols
    let context: GenerationContext
    /// Every top-level type name of the spec's generated code and app types: a framework type with one of these
    /// names is spelled with its module.
    private let taken: Set<String>

    init(spec: Spec, imports: [String] = []) {
        self.spec = spec
        self.imports = imports
        generated = GeneratedProtocols(spec: spec)
        context = GenerationContext(spec: spec, access: .internal)
        taken = Set(SwiftGenerator.typeNames(of: spec).map(\.name))
    }

    /// The file of `declaration`.
    func file(for declaration: UserDeclaration) -> SwiftFile {
        let place = UserCodeListing.place(of: declaration.part)
        let header = [
            "\(declaration.name): \(describe(declaration)).",
            "Written once by `widgetspec scaffold` from \(context.fileName), which never writes over it: yours to edit.",
            "Compile it \(place).",
        ]
        var modules = ["Foundation"]
        if declaration.kind == .loader { modules.append("WidgetSchedule") }
        if declaration.part == .extension { modules += imports }
        var members: [SwiftDecl] = modules.map { .importModule($0) }
        let type = typeDeclaration(declaration)
        if let condition = declaration.condition {
            var frameworks = ["SwiftUI", "WidgetKit"]
            if condition == GenerationContext.activityCondition { frameworks.insert("ActivityKit", at: 0) }
            members.append(
                .conditional(SwiftConditional(condition, frameworks.map { SwiftDecl.importModule($0) } + type)))
        } else {
            members += type
        }
        return SwiftFile(header: header.map { SwiftLiteral.commentText($0) }, members: members)
    }

    /// "the view of widget 'Clock'", "the loader of widget 'Clock'".
    func describe(_ declaration: UserDeclaration) -> String {
        "the \(declaration.kind.rawValue) of " + declaration.owners.map(\.description).joined(separator: ", ")
    }

    private func typeDeclaration(_ declaration: UserDeclaration) -> [SwiftDecl] {
        switch declaration.kind {
        case .view, .liveActivityView: viewDeclaration(declaration)
        case .loader, .entityFinder, .actionHandler, .controlValueLoader, .optionsLoader, .dynamicIsland, .familyFlags,
            .recommender:
            [conformingDeclaration(declaration)]
        }
    }

    /// `name` with the module when the spec declares a type of that name (`SwiftUI.Text` beside a model `Text`).
    func spell(_ qualified: String) -> String {
        guard let dot = qualified.firstIndex(of: ".") else { return qualified }
        let name = String(qualified[qualified.index(after: dot)...])
        return taken.contains(name) ? qualified : name
    }

    /// A framework type spelled as `spell(_:)` spells its name.
    func spell(_ type: SwiftType) -> String { spell(type.description) }

    /// A framework type as an expression, spelled as `spell(_:)` spells its name.
    func spelled(_ type: SwiftType) -> SwiftExpression { .identifier(spell(type)) }

    /// A framework type, with its module only where a spec type of its name needs it.
    func spellType(_ type: SwiftType) -> SwiftType { .named(spell(type)) }

    func doc(_ declaration: UserDeclaration, _ text: String) -> String {
        context.doc(text, declaration.owners.first?.range ?? spec.bundle.range)
    }

    // MARK: Types conforming to a generated protocol

    /// A struct conforming to the generated protocol, with each of its requirements implemented.
    private func conformingDeclaration(_ declaration: UserDeclaration) -> SwiftDecl {
        var members: [SwiftDecl] = []
        for requirement in declaration.conformances.flatMap(generated.members(of:)) {
            switch requirement {
            case .initializer(let initializer) where !initializer.parameterList.isEmpty:
                // `init(context:)`: a stored property, which the memberwise initializer sets.
                for parameter in initializer.parameterList {
                    members.append(
                        .property(
                            SwiftProperty(
                                parameter.name, type: parameter.type.mapped(respelled).description, isLet: true)
                        ))
                }
            case .function(var function):
                if case .parameters(let parameters) = function.parameters {
                    function.parameters = .parameters(parameters.map { $0.mappingType(respelled) })
                }
                function.body = body(of: function, in: declaration)
                members.append(.function(function))
            case .property(var property):
                property.attributes = []
                let island = QualifiedName.dynamicIsland
                property.type = property.type.map { $0 == island.description ? spell(island) : $0 }
                property.value = .getter(propertyBody(property.name, in: declaration))
                members.append(.property(property))
            default:
                break  // `init()`: every struct here has it.
            }
        }
        if declaration.kind == .entityFinder,
            let entity = spec.entities.first(where: { EntityNames(entity: $0).finder == declaration.name })
        {
            let sample = ValueExpression(spec: spec, dateBase: spelled(QualifiedName.date).call())
                .obviousPlaceholderTree(for: .model(entity.name.value))
            members.insert(
                .property(
                    SwiftProperty(
                        "sample", type: nil, isLet: true, access: "private",
                        doc: "An entity built from the spec's placeholders, until the finder reads real ones.",
                        value: .expression(sample))), at: 0)
        }
        if declaration.kind == .dynamicIsland,
            let activity = spec.activities.first(where: { $0.dynamicIsland.value == declaration.name })
        {
            members.append(
                .property(
                    SwiftProperty(
                        "summary", type: "String", access: "private",
                        doc: "The activity's attributes and state, a line each.",
                        value: .getter(Self.joined(activityLines(activity))))))
        }
        return .type(
            SwiftTypeDecl(
                .struct, declaration.name, inherits: declaration.conformances.map(spell),
                doc: doc(declaration, "The \(describe(declaration).dropFirst(4))"), members: members))
    }

    /// The framework types of a copied signature that a spec type's name may shadow, spelled as `spell(_:)` does.
    private func respelled(_ type: SwiftType) -> SwiftType? {
        [QualifiedName.activityViewContext, QualifiedName.dynamicIsland].contains(type) ? spellType(type) : nil
    }

    private func body(of function: SwiftFunction, in declaration: UserDeclaration) -> [SwiftStatement] {
        let owner = declaration.owners.first?.description ?? ""
        switch (declaration.kind, function.name) {
        case (.loader, "load"):
            guard let widget = spec.widgets.first(where: { WidgetNames(widget: $0).loader == declaration.name })
            else { return [] }
            let names = WidgetNames(widget: widget)
            let request = function.parameters.parameterList.first?.name ?? "request"
            let values = ValueExpression(spec: spec, dateBase: .identifier(request).dot("date"))
            let arguments = widget.entry.map {
                SwiftArgument(SwiftLiteral.argumentLabel($0.name.value), values.placeholderTree(for: $0))
            }
            let asked = ["date", "family"] + (names.isConfigurable ? ["configuration"] : [])
            return [
                .comment("TODO: Load what \(owner) shows; called once per timeline. The \(request) has"),
                .comment(
                    "\(asked.map { "`\($0)`" }.joined(separator: ", ")). Until then every entry shows the spec's placeholders."
                ),
            ] + contentStatements(names.content, arguments)
        case (.entityFinder, "suggestedEntities"):
            return [
                .comment("TODO: The entities offered as choices, read from where the app keeps them."),
                .expression(Self.samples),
            ]
        case (.entityFinder, "entities"):
            if let parameter = function.parameters.parameterList.first, parameter.label == "for" {
                let identifiers = SwiftExpression.identifier(parameter.name)
                let known = identifiers.dot("contains").call(
                    SwiftArgument(.identifier("$0").dot(EntityDecl.identifierField)))
                return [
                    .comment("TODO: The entities with these identifiers; skip those that no longer exist."),
                    .expression(Self.samples.dot("filter").trailing(known)),
                ]
            }
            return [.comment("TODO: The entities whose names match what the person typed."), .expression(Self.samples)]
        case (.entityFinder, "defaultResult"):
            return [
                .comment("TODO: The entity a parameter starts with before the person picks one."),
                .expression(.identifier("sample")),
            ]
        case (.optionsLoader, "options"):
            return [
                .comment("TODO: The choices of \(owner), read from where the app keeps them."),
                .expression(.array([])),
            ]
        case (.recommender, "recommendations"):
            return [
                .comment("TODO: The configurations watchOS offers for \(owner), built from the app's data."),
                .expression(.array([])),
            ]
        case (.actionHandler, _):
            return [.comment("TODO: Perform \(owner), and store what the widgets show before returning.")]
        case (.controlValueLoader, _):
            let control = spec.controls.first { ControlNames(control: $0).valueLoader == declaration.name }
            if let control, let status = context.statusEnum(of: control) {
                return [
                    .comment("TODO: The status of \(owner) now; until then the spec's preview case."),
                    .expression(context.statusPreview(control, status)),
                ]
            }
            return [
                .comment("TODO: Whether the toggle of \(owner) is on now; until then the spec's previewValue."),
                .expression(.literal(.bool(control?.previewValue ?? false))),
            ]
        default:
            return []
        }
    }

    /// `[sample]`: the finder's one entity.
    private static let samples = SwiftExpression.array([.identifier("sample")])

    /// `.content(Content(a: ...))`, or with more than two fields the content built a field a line first.
    private func contentStatements(_ type: String, _ arguments: [SwiftArgument]) -> [SwiftStatement] {
        let content = SwiftExpression.implicitMember("content")
        guard arguments.count > 2 else {
            return [.expression(content.call(SwiftArgument(.identifier(type).call(arguments))))]
        }
        return [
            .let("content", .apply(.identifier(type), arguments, onePerLine: true)),
            .return(content.call(SwiftArgument(.identifier("content")))),
        ]
    }

    /// The getter of a required property: the Dynamic Island's presentations.
    private func propertyBody(_ name: String, in declaration: UserDeclaration) -> [SwiftStatement] {
        if declaration.kind == .familyFlags {
            return [
                .comment("TODO: Read the app's flag `\(name)`; until then the families behind it are offered."),
                .expression(.literal(.bool(true))),
            ]
        }
        guard declaration.kind == .dynamicIsland,
            let activity = spec.activities.first(where: { $0.dynamicIsland.value == declaration.name })
        else { return [] }
        func text(_ value: SwiftExpression) -> [SwiftStatement] {
            [.expression(spelled(QualifiedName.text).call(SwiftArgument("verbatim", value)))]
        }
        let region = SwiftCall(
            spell(QualifiedName.dynamicIslandExpandedRegion), .arguments([SwiftArgument(.implicitMember("leading"))]),
            trailingClosures: [SwiftClosure(text(.identifier("summary")))])
        let island = SwiftCall(
            spell(QualifiedName.dynamicIsland), nil,
            trailingClosures: [
                SwiftClosure([.expression(.call(region))]),
                SwiftClosure(label: "compactLeading", text(.literal(.string(activity.name.value)))),
                SwiftClosure(label: "compactTrailing", text(stateSummary(activity))),
                SwiftClosure(label: "minimal", text(.literal(.string(String(activity.name.value.prefix(1)))))),
            ])
        return [
            .comment("TODO: The expanded, compact and minimal presentations of \(declaration.owners[0].description)."),
            .expression(.call(island)),
        ]
    }
}
