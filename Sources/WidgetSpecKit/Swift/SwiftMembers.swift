/// One member a type holds: a case, a property or a function it declares, or one Swift declares for it.
struct SwiftMember: Hashable, Sendable {
    enum Origin: Hashable, Sendable {
        case enumCase
        case property
        case function
        /// Declared by Swift for a conformance the type states (`allCases` of `CaseIterable`).
        case synthesized(conformance: String)
        /// The storage `_name` Swift declares for the property `name` with a property wrapper (`@Parameter`).
        case wrapperStorage(property: String, wrapper: String)
    }

    /// The name without backticks; a function with parameters by its full name, `load(for:)`.
    var name: String
    var isStatic: Bool
    var origin: Origin
}

/// The members each type of some generated files holds, by name and by whether they are static, read off the
/// trees, for tools that ask which names a generated type already holds (the checker, before a spec name
/// becomes a case, a parameter or a field). Swift allows one member of a kind per name: a property and a
/// function without parameters share a name (`perform` and `perform()`), static and instance members do not.
/// Of the alternatives of a `#if`, the one holding a name most often counts.
struct SwiftMembers: Equatable, Sendable {
    struct Key: Hashable, Sendable {
        var name: String
        var isStatic: Bool
    }

    /// What Swift declares for a conformance when the type declares no property or function of that name itself.
    static let synthesized: [String: [Key]] = ["CaseIterable": [Key(name: "allCases", isStatic: true)]]

    private var table: [String: [Key: [SwiftMember]]] = [:]
    private var conformances: [String: Set<String>] = [:]
    /// The types whose members are kept; nil for every type.
    private var kept: Set<String>?

    private init(keeping kept: Set<String>?) {
        self.kept = kept
    }

    /// The members of the types `files` declare, nested types by their dotted names (`Outer.Inner`); an
    /// extension adds to the type it extends. With `types`, only the members of those types are kept (a checker
    /// asking about a few types need not tabulate the thousands of members of the others); every type counts as
    /// declared.
    init(_ files: [SwiftFile], keepingMembersOf types: Set<String>? = nil) {
        kept = types
        for file in files { collect(file.members, in: nil) }
        for (type, protocols) in conformances {
            for conformance in protocols.sorted() {
                // A property or function of that name is the conformance's own; a case does not stand in for it.
                for key in Self.synthesized[conformance] ?? []
                where !(table[type]?[key] ?? []).contains(where: { $0.origin == .property || $0.origin == .function }) {
                    table[type, default: [:]][key, default: []].append(
                        SwiftMember(
                            name: key.name, isStatic: key.isStatic, origin: .synthesized(conformance: conformance)))
                }
            }
        }
    }

    /// The members of `type` that hold `name` as a static or an instance member.
    func members(of type: String, named name: String, isStatic: Bool) -> [SwiftMember] {
        table[type]?[Key(name: name, isStatic: isStatic)] ?? []
    }

    /// Every member of `type`, by name.
    func members(of type: String) -> [SwiftMember] {
        (table[type] ?? [:]).values.joined().sorted { ($0.name, $0.isStatic ? 1 : 0) < ($1.name, $1.isStatic ? 1 : 0) }
    }

    /// Whether the files declare `type`.
    func declares(_ type: String) -> Bool { table[type] != nil }

    /// Adds, per type and name, the members of the alternative of a `#if` that holds it most often.
    private mutating func addLongest(of alternatives: [SwiftMembers]) {
        var longest = SwiftMembers(keeping: kept)
        for alternative in alternatives {
            for (type, members) in alternative.table {
                longest.table[type, default: [:]].merge(members) { $0.count >= $1.count ? $0 : $1 }
            }
            longest.conformances.merge(alternative.conformances) { $0.union($1) }
        }
        for (type, members) in longest.table {
            table[type, default: [:]].merge(members, uniquingKeysWith: +)
        }
        conformances.merge(longest.conformances) { $0.union($1) }
    }

    /// Adds the members `decls` declare inside `type` (nil at the top level), in one walk.
    private mutating func collect(_ decls: [SwiftDecl], in type: String?) {
        for decl in decls { collect(decl, in: type) }
    }

    private mutating func collect(_ decl: SwiftDecl, in type: String?) {
        switch decl {
        case .noted(let inner, _): collect(inner, in: type)
        case .conditional(let conditional):
            // Each alternative apart, so that only the one holding a name most often counts.
            addLongest(
                of: (conditional.branches.map(\.body) + [conditional.otherwise ?? []]).map { body in
                    var alternative = SwiftMembers(keeping: kept)
                    alternative.collect(body, in: type)
                    return alternative
                })
        case .type(let declared):
            let ownName = Self.withoutGenericClause(declared.name)
            let name = type.map { $0 + "." + ownName } ?? ownName
            if table[name] == nil { table[name] = [:] }
            if kept?.contains(name) != false {
                conformances[name, default: []].formUnion(declared.inherits.map(Self.protocolName))
            }
            collect(declared.members, in: name)
        case .enumCase(let name, _, _):
            if let type, kept?.contains(type) != false {
                add(SwiftMember(name: Self.unquoted(name), isStatic: true, origin: .enumCase), to: type)
            }
        case .property(let property):
            guard let type, kept?.contains(type) != false else { break }
            let name = Self.unquoted(property.name)
            let isStatic = Self.isStatic(property.modifiers)
            add(SwiftMember(name: name, isStatic: isStatic, origin: .property), to: type)
            if let wrapper = Self.propertyWrapper(property) {
                add(
                    SwiftMember(
                        name: "_" + name, isStatic: isStatic, origin: .wrapperStorage(property: name, wrapper: wrapper)),
                    to: type)
            }
        case .function(let function):
            guard let type, function.introducer == "func ", kept?.contains(type) != false else { break }
            add(
                SwiftMember(
                    name: Self.fullName(function), isStatic: Self.isStatic(function.modifiers), origin: .function),
                to: type)
        case .initializer, .importModule, .associatedType, .typeAlias, .comment, .macroExpansion: break
        }
    }

    private mutating func add(_ member: SwiftMember, to type: String) {
        table[type, default: [:]][Key(name: member.name, isStatic: member.isStatic), default: []].append(member)
    }

    private static func isStatic(_ modifiers: [String]) -> Bool {
        modifiers.contains("static") || modifiers.contains("class")
    }

    /// `Swift.CaseIterable` → `CaseIterable`; `Decodable & Sendable` names no one protocol and stays. (The names
    /// here are ASCII: bytes, not characters, which Swift would break into grapheme clusters at every step.)
    private static func protocolName(_ spelling: String) -> String {
        guard let dot = spelling.utf8.lastIndex(of: UInt8(ascii: ".")) else { return spelling }
        return String(spelling[spelling.utf8.index(after: dot)...])
    }

    /// `Foo` for `Foo<Bar>`.
    private static func withoutGenericClause(_ name: String) -> String {
        guard let angle = name.utf8.firstIndex(of: UInt8(ascii: "<")) else { return name }
        return String(name[..<angle])
    }

    private static func unquoted(_ name: String) -> String {
        name.utf8.contains(UInt8(ascii: "`")) ? name.filter { $0 != "`" } : name
    }

    /// `perform` for `perform()`, `load(for:)` for `load(for request: Request)`: Swift tells a function with
    /// parameters from a property by its argument labels.
    private static func fullName(_ function: SwiftFunction) -> String {
        let labels: [String]
        if case .parameters(let parameters) = function.parameters {
            // Trees: the label is there, no need to render the parameter.
            labels = parameters.map { ($0.label ?? $0.name) + ":" }
        } else {
            labels = function.parameters.items.map { parameter in
                (parameter.split(separator: " ").first.map { String($0.prefix { $0 != ":" }) } ?? "") + ":"
            }
        }
        return unquoted(function.name) + (labels.isEmpty ? "" : "(" + labels.joined() + ")")
    }

    /// The wrapper of a stored property written `@Wrapper(...) var name`: a capitalized custom attribute that is
    /// not a global actor. (Swift's own attributes, `@available`, are lowercase.)
    private static func propertyWrapper(_ property: SwiftProperty) -> String? {
        switch property.value {
        case .computed, .requirement: return nil
        case .none, .initial, .expression: break
        }
        for attribute in property.attributes {
            let name = String(attribute.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard attribute.hasPrefix("@"), name.first?.isUppercase == true, !globalActors.contains(name) else {
                continue
            }
            return name
        }
        return nil
    }

    private static let globalActors: Set<String> = ["MainActor"]
}
