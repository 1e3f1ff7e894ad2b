/// Estimates the JSON-encoded size of Live Activity data from the field types.
struct PayloadEstimator {
    static let stringBytes = 64
    static let urlBytes = 128
    static let arrayElements = 16
    static let maximumDepth = 8

    let spec: Spec

    /// `{"name":value,...}` for a list of fields.
    func size(of fields: [Field], depth: Int = 0) -> Int {
        let members = fields.map { $0.name.value.utf8.count + 3 + size(of: $0.type.value, depth: depth) }
        return 2 + members.reduce(0, +) + max(0, members.count - 1)
    }

    func size(of type: TypeRef, depth: Int = 0) -> Int {
        guard depth < Self.maximumDepth else { return 4 }
        switch type {
        case .string: return Self.stringBytes + 2
        case .url: return Self.urlBytes + 2
        case .int: return 20
        case .double: return 24
        case .bool: return 5
        // JSONEncoder's default: seconds since 2001 as a Double.
        case .date: return 18
        case .array(let element): return 2 + Self.arrayElements * (size(of: element, depth: depth + 1) + 1)
        case .optional(let wrapped): return size(of: wrapped, depth: depth)
        case .closedRange(let bound): return 3 + 2 * size(of: bound, depth: depth + 1)
        case .enumeration(let name):
            let longest = spec.enumDecl(named: name)?.cases.map(\.name.value.utf8.count).max() ?? 16
            return longest + 2
        case .model(let name):
            guard let model = spec.modelDecl(named: name) else { return 2 }
            return size(of: model.fields, depth: depth + 1)
        }
    }

    /// Strings, URLs and arrays, directly or inside a model.
    func isUnbounded(_ type: TypeRef, visiting: Set<String> = []) -> Bool {
        switch type {
        case .string, .url, .array: return true
        case .optional(let wrapped), .closedRange(let wrapped): return isUnbounded(wrapped, visiting: visiting)
        case .model(let name):
            guard !visiting.contains(name), let model = spec.modelDecl(named: name) else { return false }
            return model.fields.contains { isUnbounded($0.type.value, visiting: visiting.union([name])) }
        default: return false
        }
    }
}
