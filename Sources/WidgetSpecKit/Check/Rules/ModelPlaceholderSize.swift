/// How many values the generated placeholder of each model spells out. The generator writes a model's
/// placeholder inline, each model field built from its own fields' placeholders, so models that hold the next one
/// twice, forty deep, would spell 2^40 values: the checker refuses such a spec before anything (its own name rule
/// included, which runs the generator's producers) builds that text.
struct ModelPlaceholderSize {
    /// More values than any real placeholder holds, few enough that generating them takes no noticeable time.
    static let limit = 10_000

    private let spec: Spec
    private var sizes: [String: Int] = [:]

    init(spec: Spec) { self.spec = spec }

    /// The models whose placeholder spells more than `limit` values, in spec order, leaving out those that only
    /// another such model holds (its finding says it all).
    static func oversized(in spec: Spec) -> [ModelDecl] {
        var sizes = ModelPlaceholderSize(spec: spec)
        let oversized = spec.models.filter { sizes.values(ofModel: $0.name.value, visiting: []) > limit }
        let held = Set(
            oversized.flatMap { model in
                model.fields.compactMap { field -> String? in
                    if case .model(let name) = field.type.value { name } else { nil }
                }
            })
        return oversized.filter { !held.contains($0.name.value) }
    }

    /// Each model is counted once (memoized): the count of a model is the sum of its fields', so shared models
    /// cost nothing more. `visiting` stops at a cycle (the decoder reports those).
    private mutating func values(ofModel name: String, visiting: Set<String>) -> Int {
        if let known = sizes[name] { return known }
        guard let model = spec.modelDecl(named: name), !visiting.contains(name) else { return 1 }
        var total = 1
        for field in model.fields {
            let count =
                field.placeholder.map { Self.values(in: $0.value) }
                ?? values(of: field.type.value, visiting: visiting.union([name]))
            total = min(total + count, Self.limit + 1)
        }
        sizes[name] = total
        return total
    }

    /// The values a written placeholder spells; the decoder bounds each at `SpecLimits.placeholderValues`.
    private static func values(in value: Value) -> Int {
        switch value {
        case .array(let items): items.reduce(1) { $0 + values(in: $1) }
        case .closedRange(let lower, let upper): 1 + values(in: lower) + values(in: upper)
        case .record(let fields): fields.reduce(1) { $0 + values(in: $1.value) }
        default: 1
        }
    }

    private mutating func values(of type: TypeRef, visiting: Set<String>) -> Int {
        switch type {
        case .model(let name): values(ofModel: name, visiting: visiting)
        case .closedRange: 2
        default: 1
        }
    }
}
