/// Reports two declarations of a file that would generate the same Swift type name, and two events with one
/// name. The type names are the spec's own (`SpecTypeDeclaration.declarations(of:)`), checked kind by kind
/// (bundle, enums, models, entities, widgets, intents, controls, Live Activities); the checker reports the
/// collisions with the names the generator derives.
struct UniqueNames {
    let context: DecodingContext

    func report(in spec: Spec) {
        let declared = SpecTypeDeclaration.declarations(of: spec).enumerated()
            .sorted { ($0.element.declaration.rank, $0.offset) < ($1.element.declaration.rank, $1.offset) }
        let widgetIntents = Set(spec.widgets.map { SpecTypeDeclaration.intent(widget: $0.name.value).noun })
        reportDuplicates(
            declared.map { ($0.element.name, $0.element.declaration.noun) }, sharable: widgetIntents)
        reportDuplicates(spec.events.map { ($0.name, "event") })
    }

    /// `sharable` names the declarations (widgets' intents) that another widget could share instead of repeat.
    private func reportDuplicates(
        _ declarations: [(name: Located<String>, what: String)], sharable: Set<String> = []
    ) {
        var seen: [String: (name: Located<String>, what: String)] = [:]
        for declaration in declarations {
            if let first = seen[declaration.name.value] {
                // A default name (located at its owner) may coincide with the owner's own range; skip self-matches.
                guard first.name.range != declaration.name.range || first.what != declaration.what else { continue }
                var notes = [DiagnosticNote("first declared here", at: first.name.range)]
                if sharable.contains(declaration.what), sharable.contains(first.what) {
                    // Two widgets' intents: sharing one is written `intent: Name` (SharedIntents).
                    notes.append(
                        DiagnosticNote(
                            "to configure both widgets with one intent, declare it once and write "
                                + "`intent: \(declaration.name.value)` at the other widget"))
                }
                context.error(
                    .duplicateName,
                    "the \(declaration.what) '\(declaration.name.value)' has the same Swift name as the \(first.what) declared earlier",
                    at: declaration.name.range, notes: notes)
            } else {
                seen[declaration.name.value] = declaration
            }
        }
    }
}
