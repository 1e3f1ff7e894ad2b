/// The condition of an `#if` or `#elseif`.
indirect enum SwiftCondition: Hashable, Sendable, CustomStringConvertible {
    /// `canImport(Module)`
    case canImport(String)
    /// `os(iOS)`
    case os(String)
    /// `targetEnvironment(macCatalyst)`
    case targetEnvironment(String)
    /// `compiler(>=6.2)`: the version test with its operator.
    case compiler(String)
    /// A compilation flag: `DEBUG`, `IOS26_SDK`.
    case flag(String)
    /// `false`: a block no platform compiles.
    case never
    /// `!condition`
    case not(SwiftCondition)
    /// `a && b && ...`
    case all([SwiftCondition])
    /// `a || b || ...`
    case any([SwiftCondition])

    var description: String {
        switch self {
        case .canImport(let module): "canImport(\(module))"
        case .os(let name): "os(\(name))"
        case .targetEnvironment(let name): "targetEnvironment(\(name))"
        case .compiler(let test): "compiler(\(test))"
        case .flag(let name): name
        case .never: "false"
        case .not(let condition): "!" + condition.operand
        case .all(let conditions): conditions.map(\.operand).joined(separator: " && ")
        case .any(let conditions): conditions.map(\.operand).joined(separator: " || ")
        }
    }

    /// The condition inside a larger one: `&&` and `||` within another are parenthesized.
    private var operand: String {
        switch self {
        case .all(let conditions) where conditions.count > 1: "(" + description + ")"
        case .any(let conditions) where conditions.count > 1: "(" + description + ")"
        default: description
        }
    }

    /// The condition with `old` replaced by `new` wherever it appears.
    func replacing(_ old: SwiftCondition, with new: SwiftCondition) -> SwiftCondition {
        if self == old { return new }
        switch self {
        case .not(let condition): return .not(condition.replacing(old, with: new))
        case .all(let conditions): return .all(conditions.map { $0.replacing(old, with: new) })
        case .any(let conditions): return .any(conditions.map { $0.replacing(old, with: new) })
        default: return self
        }
    }

    /// `self && other`, flattened.
    func and(_ other: SwiftCondition) -> SwiftCondition {
        switch (self, other) {
        case (.all(let left), .all(let right)): .all(left + right)
        case (.all(let left), _): .all(left + [other])
        case (_, .all(let right)): .all([self] + right)
        default: .all([self, other])
        }
    }
}
