/// Estimates the JSON-encoded size of Live Activity data from the field types.
struct PayloadEstimator {
    static let stringBytes = 64
    static let urlBytes = 128
    static let arrayElements = 16
    /// Estimates saturate here: far over any limit, far from overflowing.
    static let ceiling = 1 << 40

    let spec: Spec

    /// `{"name":value,...}` for a list of fields.
    func size(of fields: [Field]) -> Int {
        var sizes = ModelSizes()
        return size(of: fields, &sizes)
    }

    /// The encoded size of one value of `type`.
    func size(of type: TypeRef) -> Int {
        var sizes = ModelSizes()
        return size(of: type, &sizes)
    }

    /// Each model's size, computed once: models that share others would otherwise be estimated once per path,
    /// exponentially many. A model met again while its size is being computed (through an array or an optional)
    /// counts as empty.
    private struct ModelSizes {
        var known: [String: Int] = [:]
        var inProgress: Set<String> = []
    }

    private func size(of fields: [Field], _ sizes: inout ModelSizes) -> Int {
        let members = fields.map { $0.codingName.utf8.count + 3 + size(of: $0.type.value, &sizes) }
        return sum([2, max(0, members.count - 1)] + members)
    }

    private func size(of type: TypeRef, _ sizes: inout ModelSizes) -> Int {
        switch type {
        case .string: return Self.stringBytes + 2
        case .url: return Self.urlBytes + 2
        case .int: return 20
        case .double: return 24
        // Decimal's 38 digits, a sign and a point.
        case .decimal: return 40
        case .bool: return 5
        // JSONEncoder's default: seconds since 2001 as a Double.
        case .date: return 18
        case .array(let element):
            let each = size(of: element, &sizes) + 1
            return each > Self.ceiling / Self.arrayElements ? Self.ceiling : 2 + Self.arrayElements * each
        case .optional(let wrapped): return size(of: wrapped, &sizes)
        case .dictionary(let key, let value):
            let each = size(of: key, &sizes) + size(of: value, &sizes) + 2
            return each > Self.ceiling / Self.arrayElements ? Self.ceiling : 2 + Self.arrayElements * each
        case .closedRange(let bound): return sum([3, size(of: bound, &sizes), size(of: bound, &sizes)])
        case .enumeration(let name):
            let longest = spec.enumDecl(named: name)?.cases.map(\.name.value.utf8.count).max() ?? 16
            return longest + 2
        case .model(let name):
            guard let model = spec.modelDecl(named: name) else { return 2 }
            if let known = sizes.known[name] { return known }
            guard sizes.inProgress.insert(name).inserted else { return 2 }
            let size = size(of: model.fields, &sizes)
            sizes.inProgress.remove(name)
            sizes.known[name] = size
            return size
        }
    }

    /// A sum that saturates at `ceiling`.
    private func sum(_ values: [Int]) -> Int {
        values.reduce(0) { min(Self.ceiling, $0 + $1) }
    }

    /// Strings, URLs, arrays and dictionaries, directly or inside a model.
    func isUnbounded(_ type: TypeRef) -> Bool {
        var explored = Set<String>()
        return isUnbounded(type, explored: &explored)
    }

    /// Enters each model once: one that held nothing unbounded the first time does not the next.
    private func isUnbounded(_ type: TypeRef, explored: inout Set<String>) -> Bool {
        switch type {
        case .string, .url, .array, .dictionary: return true
        case .optional(let wrapped), .closedRange(let wrapped): return isUnbounded(wrapped, explored: &explored)
        case .model(let name):
            guard explored.insert(name).inserted, let model = spec.modelDecl(named: name) else { return false }
            return model.fields.contains { isUnbounded($0.type.value, explored: &explored) }
        default: return false
        }
    }
}
