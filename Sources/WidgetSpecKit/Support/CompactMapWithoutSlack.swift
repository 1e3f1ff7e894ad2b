extension Collection {
    /// `compactMap` into an array sized for every element: `compactMap` grows its result by doubling, which
    /// leaves up to half of it unused, and the IR's declarations are large values kept for the whole run.
    func compactMapWithoutSlack<Result>(_ transform: (Element) throws -> Result?) rethrows -> [Result] {
        var results: [Result] = []
        results.reserveCapacity(count)
        for element in self {
            if let result = try transform(element) { results.append(result) }
        }
        return results
    }
}
