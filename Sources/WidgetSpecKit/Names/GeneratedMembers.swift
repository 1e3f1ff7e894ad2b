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

    /// The instance members of an entity besides its fields: `id` is one of its fields, and `AppEntity` adds this.
    static let entityMembers = ["displayRepresentation"]

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
            for parameter in intent.parameters where parameter.name.value == "widgetURL" && widget.url != nil {
                found.append(
                    Collision(
                        name: parameter.name, what: "intent parameter",
                        generated: "`\(names.configuration).widgetURL`, the URL built from the widget's `url`",
                        widget: widget))
            }
            found += storageCollisions(intent, widget)
        }
        for control in spec.controls {
            guard let intent = control.intent else { continue }
            found += storageCollisions(intent, nil)
        }
        for action in spec.actions {
            let intent = ActionNames(action: action).intent
            // A toggle's intent also declares the `@Parameter` `value` (`SetValueIntent`).
            let implicit = action.isToggle ? [ActionDecl.toggleValueParameter] : []
            found += storageCollisions(
                action.parameters, besides: implicit, of: intent, what: "action parameter", nil
            ) { $0 }
            for parameter in action.parameters where parameter.name.value == "perform" {
                found.append(
                    Collision(
                        name: parameter.name, what: "action parameter",
                        generated: "`\(intent).perform()`, the method that runs the action"))
            }
        }
        for entity in spec.entities {
            for field in entity.model.fields where entityMembers.contains(field.name.value) {
                found.append(
                    Collision(
                        name: field.name, what: "field of entity '\(entity.name.value)'",
                        generated: "`\(entity.name.value).\(field.name.value)`, generated for its `AppEntity` "
                            + "conformance"))
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

    /// The storage collisions of a configuration intent, whose properties are named as `propertyName(of:)` says
    /// (a migrated intent's SiriKit names).
    private static func storageCollisions(_ intent: IntentDecl, _ widget: WidgetDecl?) -> [Collision] {
        storageCollisions(intent.parameters, of: intent.name.value, what: "intent parameter", widget) {
            intent.propertyName(of: $0)
        }
    }

    /// A parameter whose property is `_x` beside one whose property is `x`, its own or one the generator adds
    /// (`implicit`): Swift declares `_x` as the storage of the `@Parameter` `x`.
    private static func storageCollisions(
        _ parameters: [ParameterDecl], besides implicit: [String] = [], of intent: String, what: String,
        _ widget: WidgetDecl?, propertyName: (String) -> String
    ) -> [Collision] {
        let properties = Set(implicit + parameters.map { propertyName($0.name.value) })
        return parameters.compactMap { parameter in
            let property = propertyName(parameter.name.value)
            guard property.hasPrefix("_"), properties.contains(String(property.dropFirst())) else { return nil }
            return Collision(
                name: parameter.name, what: what,
                generated: "the storage Swift declares for the `@Parameter` property '\(property.dropFirst())' of "
                    + "`\(intent)`",
                widget: widget)
        }
    }
}
