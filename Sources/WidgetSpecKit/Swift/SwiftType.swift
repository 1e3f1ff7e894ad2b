import Foundation

/// A type as generated code spells it. Framework and library types carry their module, so that a spec's own
/// types (a model called `Task` or `Set`) cannot shadow them.
indirect enum SwiftType: Hashable, Sendable, CustomStringConvertible {
    /// A type of the generated module, by its name: `CharacterDetailEntry`.
    case named(String)
    /// `Module.Name`: `Foundation.Date`.
    case qualified(module: String, name: String)
    /// `Wrapped?`
    case optional(SwiftType)
    /// `[Element]`
    case array(SwiftType)
    /// `Base<Arguments>`: `Swift.ClosedRange<Swift.Int>`.
    case generic(SwiftType, [SwiftType])
    /// A type nested in another: `WidgetSchedule.ContentCache.Key`, or `Base.Type`.
    case member(SwiftType, String)
    /// `some Constraint`
    case opaque(SwiftType)
    /// `any Constraint`
    case existential(SwiftType)
    /// `(label: Type, ...)`: a tuple, or the parameters of a closure or function type.
    case tuple([SwiftTupleElement])
    /// `(parameters) effects -> Result`, after its attributes (`@escaping @Sendable`).
    case function(SwiftTupleElement.List, effects: String? = nil, result: SwiftType, attributes: [String] = [])
    /// `[Key: Value]`
    case dictionary(SwiftType, SwiftType)
    /// `Type.Type`; `(some P).Type` around an opaque type.
    case metatype(SwiftType)

    /// A type of a library the generator itself links (WidgetSchedule), named by the type: renaming the type
    /// is a compile error here, not a generated file that stops compiling. Generic arguments and `any` are
    /// dropped: `TimelineLoad<Int, SinglePlan>.self` names `WidgetSchedule.TimelineLoad`.
    static func library(_ type: Any.Type) -> SwiftType {
        LibraryTypeSpellings.shared.spelling(of: type)
    }

    /// `library(_:)` without the memo: `String(reflecting:)` asks the runtime to demangle the type's name, which
    /// cost 14 % of `check` when each generated file's tree spelled its library types afresh.
    fileprivate static func spelling(of type: Any.Type) -> SwiftType {
        var spelling = Substring(String(reflecting: type))
        if spelling.hasPrefix("any ") { spelling = spelling.dropFirst(4) }
        spelling = spelling.prefix { $0 != "<" }
        guard let dot = spelling.firstIndex(of: ".") else { return .named(String(spelling)) }
        return .qualified(module: String(spelling[..<dot]), name: String(spelling[spelling.index(after: dot)...]))
    }

    var description: String {
        switch self {
        case .named(let name): name
        case .qualified(let module, let name): module + "." + name
        case .optional(let wrapped): wrapped.description + "?"
        case .array(let element): "[" + element.description + "]"
        case .generic(let base, let arguments):
            base.description + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
        case .member(let base, let name): base.description + "." + name
        case .opaque(let constraint): "some " + constraint.description
        case .existential(let constraint): "any " + constraint.description
        case .tuple(let elements): SwiftTupleElement.List(elements).description
        case .function(let parameters, let effects, let result, let attributes):
            (attributes.map { $0 + " " }.joined() + parameters.description)
                + (effects.map { " " + $0 } ?? "") + " -> " + result.description
        case .dictionary(let key, let value): "[" + key.description + ": " + value.description + "]"
        case .metatype(.opaque(let constraint)): "(some " + constraint.description + ").Type"
        case .metatype(let instance): instance.description + ".Type"
        }
    }

    /// The name a declaration of the generated module has, for a type of it: nil for library types.
    var declaredName: String? {
        if case .named(let name) = self { name } else { nil }
    }
}

/// The spelling of each library type `SwiftType.library(_:)` was asked for, worked out once per process and shared
/// by the threads that generate or check files.
private final class LibraryTypeSpellings: @unchecked Sendable {
    static let shared = LibraryTypeSpellings()

    private let lock = NSLock()
    private var spellings: [ObjectIdentifier: SwiftType] = [:]

    func spelling(of type: Any.Type) -> SwiftType {
        let key = ObjectIdentifier(type)
        lock.lock()
        let known = spellings[key]
        lock.unlock()
        if let known { return known }
        let spelled = SwiftType.spelling(of: type)
        lock.lock()
        spellings[key] = spelled
        lock.unlock()
        return spelled
    }
}
