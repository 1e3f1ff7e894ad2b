/// The members generated code declares beside the spec's own parameters and cases, and the spec names that
/// would collide with them. Static and instance members may share a name in Swift, so only same-kind members
/// count. Entry fields never collide: they live in the entry's `content`, whose only other member is the static
/// `placeholder(at:)`, and a field named like a member of the entry (`date`, `state`) is read through `content`.
enum GeneratedMembers {
    struct Collision {
        var name: Located<String>
        /// "intent parameter", "case of enum 'Hero'".
        var what: String
        /// The generated declaration it collides with, for the message.
        var generated: String
        var widget: WidgetDecl?
    }

    /// The static members of every generated enum; its cases are static too.
    static let enumStatics = ["typeTitle", "allCases", "typeDisplayRepresentation", "caseDisplayRepresentations"]
    /// The static members of a widget's `<Widget>Plan` besides its cases: it is `CaseIterable`. (Its instance
    /// members, `rawValue` and `hashValue`, may share a name with a case.)
    static let planStatics = ["allCases"]

    static func collisions(in spec: Spec) -> [Collision] {
        var found: [Collision] = []
        for widget in spec.widgets {
            let names = WidgetNames(widget: widget)
            for plan in widget.timeline.plans where planStatics.contains(plan.name.value) {
                found.append(
                    Collision(
                        name: plan.name, what: "plan",
                        generated: "the static member `\(names.plan).\(plan.name.value)` generated for it",
                        widget: widget))
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
