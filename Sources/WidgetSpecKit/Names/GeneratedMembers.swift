/// The members generated code declares beside the spec's own fields, parameters and cases, and the spec
/// names that would collide with them. Static and instance members may share a name in Swift, so only
/// same-kind members count: an entry field `placeholder` is fine beside the static `placeholder(at:)`.
enum GeneratedMembers {
    struct Collision {
        var name: Located<String>
        /// "entry field", "intent parameter", "case of enum 'Hero'".
        var what: String
        /// The generated declaration it collides with, for the message.
        var generated: String
        var note: String?
        var widget: WidgetDecl?
    }

    /// The static members of every generated enum; its cases are static too.
    static let enumStatics = ["typeTitle", "allCases", "typeDisplayRepresentation", "caseDisplayRepresentations"]

    static func collisions(in spec: Spec) -> [Collision] {
        var found: [Collision] = []
        for widget in spec.widgets {
            let names = WidgetNames(widget: widget)
            var entryMembers = ["date": "the entry's `date` (TimelineEntry)"]
            if widget.intent != nil { entryMembers["configuration"] = "the entry's intent values `configuration`" }
            if widget.timeline.rule.relevance != nil {
                entryMembers["relevance"] = "the entry's `relevance` (TimelineEntryRelevance)"
            }
            for field in widget.entry {
                guard let generated = entryMembers[field.name.value] else { continue }
                found.append(
                    Collision(
                        name: field.name, what: "entry field", generated: "\(generated) in `\(names.entry)`",
                        note: "rename the field, e.g. '\(field.name.value)Value'", widget: widget))
            }
            guard let intent = widget.intent else { continue }
            let parameterNames = Set(intent.parameters.map(\.name.value))
            for parameter in intent.parameters {
                let name = parameter.name.value
                if name == "widgetURL" && widget.url != nil {
                    found.append(
                        Collision(
                            name: parameter.name, what: "intent parameter",
                            generated: "`\(names.configuration).widgetURL`, the URL built from the widget's `url`",
                            widget: widget))
                }
                if name.hasPrefix("_") && parameterNames.contains(String(name.dropFirst())) {
                    found.append(
                        Collision(
                            name: parameter.name, what: "intent parameter",
                            generated: "the storage Swift declares for the `@Parameter` property "
                                + "'\(name.dropFirst())' of `\(intent.name.value)`",
                            widget: widget))
                }
            }
        }
        for decl in spec.enums {
            for enumCase in decl.cases where enumStatics.contains(enumCase.name.value) {
                found.append(
                    Collision(
                        name: enumCase.name, what: "case of enum '\(decl.name.value)'",
                        generated: "the static member `\(decl.name.value).\(enumCase.name.value)` generated for it"))
            }
        }
        return found
    }
}
