/// Reports two declarations of a file that would generate the same Swift type name.
struct UniqueNames {
    let context: DecodingContext

    func report(
        bundle: Located<String>?, enums: [EnumDecl], models: [ModelDecl], widgets: [WidgetDecl],
        activities: [ActivityDecl], events: [EventDecl]
    ) {
        var types: [(name: Located<String>, what: String)] = []
        if let bundle { types.append((bundle, "bundle")) }
        types += enums.map { ($0.name, "enum") }
        types += models.map { ($0.name, "model") }
        types += widgets.map { ($0.name, "widget") }
        types += widgets.compactMap { widget in widget.intent.map { ($0.name, "intent of \(widget.name.value)") } }
        types += activities.map { ($0.name, "Live Activity") }
        reportDuplicates(types)
        reportDuplicates(events.map { ($0.name, "event") })
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
