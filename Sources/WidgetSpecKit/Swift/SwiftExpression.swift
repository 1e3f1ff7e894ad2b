/// An expression the renderer may spread over several lines. An expression that always fits one line is
/// `.text`; the others say what they are (a call, a chain of modifiers, a collection literal) and
/// `SwiftRenderer` decides where their lines break and how deep they are indented.
indirect enum SwiftExpression: Hashable, Sendable {
    /// An expression on one line.
    case text(String)
    case call(SwiftCall)
    /// `base` followed by `.modifier(...)` calls, one a line: one level deeper than a one-line base, level
    /// with a base that ends in a closing brace or parenthesis.
    case modified(SwiftExpression, [SwiftCall])
    /// An array or dictionary literal with one element a line, each followed by a comma.
    case collection([String])
    /// A name of the scope: a variable, a parameter, a declared type (already in backticks where it needs them).
    case identifier(String)
    /// A type used as a value: `WidgetSchedule.ReloadPolicy` in `WidgetSchedule.ReloadPolicy.atEnd`.
    case type(SwiftType)
    /// `base.name`
    case member(SwiftExpression, String)
    /// `.name`: a member of the type the context expects.
    case implicitMember(String)
    /// `callee(label: value, ...)`: on one line, or with each argument on a line of its own one level deeper
    /// and `)` level with the callee (`onePerLine`).
    case apply(SwiftExpression, [SwiftArgument], onePerLine: Bool = false)
    case literal(SwiftLiteralValue)
    /// `[a, b]` on one line.
    case array([SwiftExpression])
    /// `[`, each `key: value` on a line of its own, commas between them, `]`.
    case dictionary([SwiftDictionaryElement])
    /// `{ parameters in` body `}`.
    case closure(SwiftClosure)
    /// `try expression`
    case `try`(SwiftExpression)
    /// `await expression`
    case await(SwiftExpression)
    /// `expression!`
    case forceUnwrap(SwiftExpression)
    /// `left operator right`: `a + b`, `lower...upper`, `a ?? b`.
    case infix(SwiftExpression, String, SwiftExpression)
    /// `-expression`, `!expression`.
    case prefix(String, SwiftExpression)
    /// A string literal with interpolated values: `"\(name)"`.
    case interpolation([SwiftStringPart])
    /// `base { body } label: { body }` on one line: `token.map { String(format: "%02x", $0) }`.
    case inlineClosures(SwiftExpression, [SwiftInlineClosure])
    /// `expression?`: optional chaining, as in `value?.id`.
    case optionalChain(SwiftExpression)

    /// `self.name`
    func dot(_ name: String) -> SwiftExpression { .member(self, name) }

    /// `self(arguments)` on one line.
    func call(_ arguments: SwiftArgument...) -> SwiftExpression { .apply(self, arguments) }

    /// `self(arguments)` on one line.
    func call(_ arguments: [SwiftArgument]) -> SwiftExpression { .apply(self, arguments) }
}

/// One argument of a call: `label: value`, or `value` alone.
struct SwiftArgument: Hashable, Sendable {
    var label: String?
    var value: SwiftExpression

    init(_ label: String?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }

    /// An argument without label.
    init(_ value: SwiftExpression) {
        self.init(nil, value)
    }
}

/// `key: value` in a dictionary literal.
struct SwiftDictionaryElement: Hashable, Sendable {
    var key: SwiftExpression
    var value: SwiftExpression

    init(_ key: SwiftExpression, _ value: SwiftExpression) {
        self.key = key
        self.value = value
    }
}

/// A literal value; `SwiftLiteral` spells it.
enum SwiftLiteralValue: Hashable, Sendable {
    case string(String)
    case int(Int)
    /// A Double that reads back as the same value (`Swift.Double.nan`, `-Swift.Double.infinity` for the
    /// values without a literal).
    case double(Double)
    case bool(Bool)
    case `nil`
}

/// `callee(arguments) { ... } label: { ... }`.
struct SwiftCall: Hashable, Sendable {
    /// What is called, on one line: `WidgetKit.StaticConfiguration`, `await Info.timeline`, `supportedFamilies`.
    var callee: String
    /// Nil for a call made by its trailing closure alone (`Task { ... }`).
    var arguments: SwiftList?
    var trailingClosures: [SwiftClosure]

    init(_ callee: String, _ arguments: SwiftList? = .inline([]), trailingClosures: [SwiftClosure] = []) {
        self.callee = callee
        self.arguments = arguments
        self.trailingClosures = trailingClosures
    }
}

/// A trailing closure: `{ parameters in` body `}`; after the first, `label: {`.
struct SwiftClosure: Hashable, Sendable {
    /// The argument label, for every trailing closure but the first (which Swift writes without one).
    var label: String?
    /// `context`, `entry, family`: what comes before `in`; nil for a closure without named parameters.
    var parameters: String?
    var body: [SwiftStatement]

    init(label: String? = nil, parameters: String? = nil, _ body: [SwiftStatement]) {
        self.label = label
        self.parameters = parameters
        self.body = body
    }
}

/// The items between parentheses, comma-separated: a call's arguments or a function's parameters. Each item
/// is one line of text (`label: value`, `in timeZone: TimeZone = .current`).
enum SwiftList: Hashable, Sendable {
    /// `(a, b)` on the line that opens it.
    case inline([String])
    /// `(`, then each row on a line of its own one level deeper (its items joined by `, `), then `)`.
    case rows([[String]])
    /// A function's parameters as trees, on the line that opens them: what reads them (the scaffold) gets
    /// their names and types.
    case parameters([SwiftParameter])

    /// `(`, each item on a line of its own, `)`.
    static func onePerLine(_ items: [String]) -> SwiftList { .rows(items.map { [$0] }) }

    /// Every item, in order.
    var items: [String] {
        switch self {
        case .inline(let items): items
        case .rows(let rows): Array(rows.joined())
        case .parameters(let parameters): parameters.map(\.code)
        }
    }
}
