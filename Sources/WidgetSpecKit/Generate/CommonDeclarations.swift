/// Members that several generated types share.
extension GenerationContext {
    /// `init() {}`: widgets, bundles, providers and intents are created without arguments.
    func emptyInitializer(_ summary: String, _ range: SourceRange) -> SwiftDecl {
        .initializer(SwiftInitializer("", access: access, doc: doc(summary, range), body: []))
    }

    /// A protocol the app implements with a type of its own (a loader, a finder, a handler, a value loader):
    /// `Sendable`, with the `init()` the generated code creates it with, then `requirements`.
    func appImplementedProtocol(
        _ name: String, doc: String, created role: String, by creator: String, at range: SourceRange,
        requirements: [SwiftDecl]
    ) -> SwiftDecl {
        let initializer = SwiftInitializer(
            "", doc: self.doc("Creates the \(role); the generated \(creator) calls this", range), body: nil)
        return .type(
            SwiftTypeDecl(
                .protocol, name, access: access, inherits: [QualifiedName.sendable.description], doc: doc,
                members: [.initializer(initializer)] + requirements))
    }

    /// `var body: some <type>`, the one requirement of a `Widget` and of a `WidgetBundle`.
    func bodyProperty(_ type: SwiftType, doc: String, _ statements: [SwiftStatement]) -> SwiftDecl {
        .property(
            SwiftProperty(
                "body", type: SwiftType.opaque(type).description, access: access, doc: doc, value: .getter(statements)))
    }

    /// `static let name: type = value`.
    func staticConstant(_ name: String, _ type: SwiftType, _ value: SwiftExpression, doc: String) -> SwiftDecl {
        staticConstant(name, type.description, expression: value, doc: doc)
    }

    func staticConstant(_ name: String, _ type: String, expression value: SwiftExpression, doc: String) -> SwiftDecl {
        .property(
            SwiftProperty(
                name, type: type, isLet: true, access: access, modifiers: ["static"], doc: doc,
                value: .expression(value)))
    }

    /// The stored properties of `fields` and the initializer that assigns them all, in order.
    func storedMembers(_ fields: [GeneratedField], of type: String, at range: SourceRange) -> [SwiftDecl] {
        fields.map { .property(SwiftProperty($0.name, type: $0.type.description, access: access, doc: $0.doc)) } + [
            .initializer(
                SwiftInitializer(
                    parameters: fields.map { SwiftParameter($0.name, $0.type, default: $0.defaultValue) },
                    access: access, doc: doc("Creates a `\(type)` from all its parts", range),
                    body: fields.map { .store($0.name) }))
        ]
    }

    /// `date` and, for a configurable widget, `configuration`: what a request and its entries start with.
    func datedFields(_ names: WidgetNames, date dateDoc: String) -> [GeneratedField] {
        var fields = [GeneratedField("date", QualifiedName.date, doc(dateDoc, names.widget.timeline.entriesRange))]
        if let intent = names.widget.intent {
            fields.append(
                GeneratedField(
                    "configuration", .named(names.configuration),
                    doc("The parameters the person chose", intent.range)))
        }
        return fields
    }
}

/// A stored property the generator declares itself, beside the spec's fields.
struct GeneratedField {
    var name: String
    var type: SwiftType
    var doc: String
    /// The initializer's default for it, if any.
    var defaultValue: SwiftExpression?

    init(_ name: String, _ type: SwiftType, _ doc: String, default defaultValue: SwiftExpression? = nil) {
        self.name = name
        self.type = type
        self.doc = doc
        self.defaultValue = defaultValue
    }
}
