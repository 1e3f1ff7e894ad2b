/// What the generated code of a spec asks of the app's types, read from the declaration trees the generator
/// renders (both parts), so the scaffold and the list of user code repeat the generator's signatures instead of
/// restating them.
struct GeneratedProtocols {
    private var protocols: [String: [SwiftDecl]] = [:]
    /// Instance property names per generated type, from its declaration and its extensions.
    private var properties: [String: Set<String>] = [:]

    init(spec: Spec) {
        let context = GenerationContext(spec: spec, access: spec.access)
        for part in GeneratedPart.allCases {
            collect(context.file(part, sourcePath: spec.file).members)
        }
    }

    private mutating func collect(_ decls: [SwiftDecl]) {
        for decl in decls {
            switch decl {
            case .type(let type):
                if type.kind == .protocol { protocols[type.name] = type.members }
                for case .property(let property) in type.members where !property.modifiers.contains("static") {
                    properties[type.name, default: []].insert(property.name)
                }
            case .conditional(let conditional):
                for branch in conditional.branches { collect(branch.body) }
                collect(conditional.otherwise ?? [])
            case .noted(let decl, _):
                collect([decl])
            default:
                break
            }
        }
    }

    /// The members of the generated protocol `name` (functions, properties, initializers, associated types), with
    /// their doc comments removed and the standard types spelled plainly (`String`, not `Swift.String`); empty
    /// when the generated code declares no such protocol.
    func members(of name: String) -> [SwiftDecl] {
        (protocols[name] ?? []).compactMap { member in
            switch member {
            case .function(var function):
                function.doc = nil
                if case .parameters(let parameters) = function.parameters {
                    function.parameters = .parameters(parameters.map { $0.mappingType(Self.plain) })
                } else {
                    function.parameters = .inline(function.parameters.items.map(Self.plain))
                }
                function.result = function.result.map(Self.plain)
                return .function(function)
            case .property(var property):
                property.doc = nil
                property.type = property.type.map(Self.plain)
                return .property(property)
            case .initializer(var initializer):
                guard !initializer.parameterList.isEmpty else {
                    initializer.doc = nil
                    initializer.parameters = Self.plain(initializer.parameters)
                    return .initializer(initializer)
                }
                return .initializer(
                    SwiftInitializer(
                        parameters: initializer.parameterList.map { $0.mappingType(Self.plain) },
                        access: initializer.access, body: initializer.body))
            default:
                return nil
            }
        }
    }

    /// The requirements of the protocol `name` as one-line declarations: `init()`,
    /// `func load(_ request: FooRequest) async throws -> FooLoad`, `var widgetBackground: WidgetBackground { get }`.
    func requirements(of name: String) -> [String] {
        members(of: name).compactMap(\.signature)
    }

    /// The instance properties the generated type `name` declares (an entry's `date`, `state`, `content`...).
    func instanceProperties(of name: String) -> Set<String> { properties[name] ?? [] }

    /// A standard type unqualified, as `plain(_:)` writes it; nil for the others.
    static func plain(_ type: SwiftType) -> SwiftType? {
        guard case .qualified(let module, let name) = type, plainNames.contains(where: { $0 == (module, name) })
        else { return nil }
        return .named(name)
    }

    /// `text` with the spec language's standard types unqualified: names a spec cannot declare
    /// (`SwiftIdentifier.reservedTypeNames`), so the plain spelling cannot mean a spec's type.
    static func plain(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var result = text
        for (module, name) in plainNames {
            let qualified = module + "." + name
            var rest = Substring(result)
            var rebuilt = ""
            while let found = rest.range(of: qualified) {
                let before = rest[..<found.lowerBound]
                let after = rest[found.upperBound...]
                // Only the whole name: not `MySwift.String`, not `Swift.Strings`.
                let isWhole =
                    !(before.last.map(Self.isIdentifierCharacter) ?? false)
                    && !(after.first.map(Self.isIdentifierCharacter) ?? false)
                rebuilt += before + (isWhole ? name : qualified)
                rest = after
            }
            result = rebuilt + rest
        }
        return result
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }

    /// The qualified standard types `plain(_:)` shortens.
    private static let plainNames = [
        ("Swift", "String"), ("Swift", "Int"), ("Swift", "Double"), ("Swift", "Bool"), ("Foundation", "Date"),
        ("Foundation", "URL"),
    ]
}
