/// Whether the functions and initializers built now get their bodies. The checker builds the generated trees only
/// to read the names and members they declare, which live in the signatures and in declaration notes, never in
/// a body; it builds them without bodies (`withoutBodies(_:)`), more than half the work of `check` otherwise.
enum SwiftBodies {
    @TaskLocal static var areBuilt = true

    /// What `make` returns, with every function's and initializer's body built in it left empty.
    static func withoutBodies<T>(_ make: () throws -> T) rethrows -> T {
        try $areBuilt.withValue(false, operation: make)
    }

    /// `body()`, or an empty body while bodies are not built.
    static func build(_ body: () -> [SwiftStatement]?) -> [SwiftStatement]? { areBuilt ? body() : [] }
}
