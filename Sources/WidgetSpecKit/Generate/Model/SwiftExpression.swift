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

    /// `(`, each item on a line of its own, `)`.
    static func onePerLine(_ items: [String]) -> SwiftList { .rows(items.map { [$0] }) }

    /// Every item, in order.
    var items: [String] {
        switch self {
        case .inline(let items): items
        case .rows(let rows): Array(rows.joined())
        }
    }
}
