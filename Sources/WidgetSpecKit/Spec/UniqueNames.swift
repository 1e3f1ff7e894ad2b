/// Reports two declarations of a file that would generate the same Swift type name, and two events with one
/// name. The type names are the spec's own among `SwiftGenerator.typeNames(of:)`, the one list of generated
/// names, checked kind by kind (bundle, enums, models, widgets, intents, Live Activities).
struct UniqueNames {
    let context: DecodingContext

    func report(in spec: Spec) {
        let declared = SwiftGenerator.typeNames(of: spec).enumerated()
            .compactMap { index, type in type.declaration.map { (type: type, declaration: $0, index: index) } }
            .sorted { ($0.declaration.rank, $0.index) < ($1.declaration.rank, $1.index) }
        reportDuplicates(declared.map { (Located($0.type.name, at: $0.type.range), $0.declaration.noun) })
        reportDuplicates(spec.events.map { ($0.name, "event") })
    }

    private func reportDuplicates(_ declarations: [(name: Located<String>, what: String)]) {
        var seen: [String: (name: Located<String>, what: String)] = [:]
        for declaration in declarations {
            if let first = seen[declaration.name.value] {
                // A default name (located at its owner) may coincide with the owner's own range; skip self-matches.
                guard first.name.range != declaration.name.range || first.what != declaration.what else { continue }
                context.error(
                    .duplicateName,
                    "the \(declaration.what) '\(declaration.name.value)' has the same Swift name as the \(first.what) declared earlier",
                    at: declaration.name.range, notes: [DiagnosticNote("first declared here", at: first.name.range)])
            } else {
                seen[declaration.name.value] = declaration
            }
        }
    }
}
