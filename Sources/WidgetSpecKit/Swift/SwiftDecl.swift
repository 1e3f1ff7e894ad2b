/// The declaration model of the Swift the generator emits. Generators build these values; `SwiftRenderer`
/// is the only place that turns them into text.
struct SwiftFile: Hashable, Sendable {
    /// Comment lines at the top of the file, without the `//` marker.
    var header: [String]
    var members: [SwiftDecl]

    init(header: [String], members: [SwiftDecl]) {
        self.header = header
        self.members = members
    }
}

/// One declaration, or a structural element that holds declarations.
indirect enum SwiftDecl: Hashable, Sendable {
    case importModule(String, attributes: [String] = [])
    case type(SwiftTypeDecl)
    case function(SwiftFunction)
    case property(SwiftProperty)
    case initializer(SwiftInitializer)
    /// `case name` or `case name = "raw"` inside an enum.
    case enumCase(name: String, rawValue: String?, doc: String?)
    /// `associatedtype Name: Constraint` inside a protocol.
    case associatedType(name: String, constraint: String, doc: String?)
    /// `typealias Name = Type`.
    case typeAlias(name: String, type: String, access: String?, doc: String?)
    /// `#if cond ... #elseif cond ... #else ... #endif`.
    case conditional(SwiftConditional<SwiftDecl>)
    /// A `// ...` comment line.
    case comment(String)
    /// A freestanding declaration macro, `#name(...) { ... }`, after its attributes (`@available(...)`).
    case macroExpansion(SwiftCall, attributes: [String])
    /// A declaration with what it stands for (`SwiftNote`), rendered as the declaration alone.
    case noted(SwiftDecl, SwiftNote)
}

/// `struct`, `enum`, `extension` or `protocol`.
struct SwiftTypeDecl: Hashable, Sendable {
    enum Kind: String, Hashable, Sendable {
        case `struct`, `enum`, `extension`, `protocol`
    }

    var kind: Kind
    var name: String
    var access: String?
    var attributes: [String]
    var inherits: [String]
    var whereClause: String?
    var doc: String?
    var members: [SwiftDecl]

    init(
        _ kind: Kind, _ name: String, access: String? = nil, attributes: [String] = [], inherits: [String] = [],
        whereClause: String? = nil, doc: String? = nil, members: [SwiftDecl] = []
    ) {
        self.kind = kind
        self.name = name
        self.access = access
        self.attributes = attributes
        self.inherits = inherits
        self.whereClause = whereClause
        self.doc = doc
        self.members = members
    }
}

/// A function: `name(parameters) effects -> result`; `body` is nil in protocols. A subscript is a function
/// whose introducer is `subscript` and whose name is its generic clause (`<Value>`) or empty.
struct SwiftFunction: Hashable, Sendable {
    /// What precedes the name: `func ` with its space, or `subscript`, which the generic clause follows.
    var introducer = "func "
    var name: String
    var parameters: SwiftList
    /// `async`, `async throws`.
    var effects: String?
    var result: String?
    var access: String?
    var modifiers: [String]
    var attributes: [String]
    var doc: String?
    var body: [SwiftStatement]?

    init(
        _ name: String, parameters: SwiftList = .inline([]), effects: String? = nil, result: String? = nil,
        access: String? = nil, modifiers: [String] = [], attributes: [String] = [], doc: String? = nil,
        body: @autoclosure () -> [SwiftStatement]?
    ) {
        self.name = name
        self.parameters = parameters
        self.effects = effects
        self.result = result
        self.access = access
        self.modifiers = modifiers
        self.attributes = attributes
        self.doc = doc
        self.body = SwiftBodies.build(body)
    }

    /// `subscript<generics>(parameters) -> result`.
    static func `subscript`(
        generics: String, parameters: [String], result: String, access: String?, doc: String,
        body: @autoclosure () -> [SwiftStatement]
    ) -> SwiftFunction {
        var function = SwiftFunction(
            generics, parameters: .inline(parameters), result: result, access: access, doc: doc, body: body())
        function.introducer = "subscript"
        return function
    }

    /// Everything after `func`, on one line, as messages name the function.
    var signature: String { name + "(" + parameters.items.joined(separator: ", ") + ")" + trailer }

    /// What follows the parameter list: ` async throws -> Result`.
    var trailer: String { (effects.map { " " + $0 } ?? "") + (result.map { " -> " + $0 } ?? "") }
}

/// `init(...)`; `body` is nil in protocols.
struct SwiftInitializer: Hashable, Sendable {
    var parameters: String
    /// The parameters as trees, when it was made from them (`init(parameters:)`); `parameters` is their text.
    var parameterList: [SwiftParameter] = []
    /// `throws`, `async`.
    var effects: String?
    var access: String?
    var doc: String?
    var body: [SwiftStatement]?

    init(
        _ parameters: String, effects: String? = nil, access: String? = nil, doc: String? = nil,
        body: @autoclosure () -> [SwiftStatement]?
    ) {
        self.parameters = parameters
        self.effects = effects
        self.access = access
        self.doc = doc
        self.body = SwiftBodies.build(body)
    }
}

/// A stored or computed property.
struct SwiftProperty: Hashable, Sendable {
    enum Value: Hashable, Sendable {
        /// A stored property without initial value.
        case none
        /// `= expression`.
        case initial(String)
        /// `= expression`, which the renderer may spread over lines.
        case expression(SwiftExpression)
        /// A computed getter.
        case computed([SwiftStatement])
        /// `{ get }` in a protocol.
        case requirement

        /// A computed getter whose statements are built only while bodies are (`SwiftBodies`).
        static func getter(_ body: @autoclosure () -> [SwiftStatement]) -> Value {
            .computed(SwiftBodies.build(body) ?? [])
        }
    }

    var name: String
    var type: String?
    var isLet: Bool
    var access: String?
    var modifiers: [String]
    var attributes: [String]
    var doc: String?
    var value: Value

    init(
        _ name: String, type: String?, isLet: Bool = false, access: String? = nil, modifiers: [String] = [],
        attributes: [String] = [], doc: String? = nil, value: Value = .none
    ) {
        self.name = name
        self.type = type
        self.isLet = isLet
        self.access = access
        self.modifiers = modifiers
        self.attributes = attributes
        self.doc = doc
        self.value = value
    }
}

/// A compile-time conditional block, generic over what it holds (declarations or statements).
struct SwiftConditional<Element: Hashable & Sendable>: Hashable, Sendable {
    /// `(condition, body)` pairs: the first is `#if`, the rest `#elseif`.
    var branches: [Branch]
    var otherwise: [Element]?

    struct Branch: Hashable, Sendable {
        var condition: SwiftCondition
        var body: [Element]

        init(_ condition: SwiftCondition, _ body: [Element]) {
            self.condition = condition
            self.body = body
        }
    }

    init(_ branches: [Branch], otherwise: [Element]? = nil) {
        self.branches = branches
        self.otherwise = otherwise
    }

    init(_ condition: SwiftCondition, _ body: [Element]) {
        self.init([Branch(condition, body)])
    }
}

/// One `case pattern: value` of a `switch` whose cases each produce a value.
struct SwiftCase: Hashable, Sendable {
    /// nil for `default`.
    var pattern: String?
    var value: String

    init(_ pattern: String?, _ value: String) {
        self.pattern = pattern
        self.value = value
    }

    /// `default: value`.
    static func otherwise(_ value: String) -> SwiftCase { SwiftCase(nil, value) }
}

/// A statement inside a body.
indirect enum SwiftStatement: Hashable, Sendable {
    /// A statement on one line.
    case line(String)
    /// An expression statement: a call, or the value a getter or closure returns implicitly.
    case expression(SwiftExpression)
    /// `let name = value`.
    case `let`(String, SwiftExpression)
    /// `return value`, or `return` alone.
    case `return`(SwiftExpression?)
    /// `if a, b { body }`, with `else { otherwise }` when given: conditions after the first continue on lines of
    /// their own.
    case `if`([String], [SwiftStatement], else: [SwiftStatement]? = nil)
    case `switch`(String, [SwiftCase])
    /// `opening {` + body + `}`, such as a `for` loop.
    case block(String, [SwiftStatement])
    case conditional(SwiftConditional<SwiftStatement>)
    /// `var name: Type = value`.
    case variable(String, SwiftType?, SwiftExpression)
    /// `guard a, b else { otherwise }`: on one line when `otherwise` is a lone `return`.
    case `guard`([SwiftClause], else: [SwiftStatement])
    /// A `// ...` comment line.
    case comment(String)
    /// `for pattern in sequence { body }`; `for await` when `awaits`.
    case forIn(String, in: SwiftExpression, [SwiftStatement], awaits: Bool = false)
}
