/// The spec names that become members of generated types (cases, parameters, fields) and collide there with a
/// member the generator declares or Swift adds. Which members a generated type holds is read off the generator's
/// trees (`SwiftMembers`), so a member the generator starts declaring is guarded without a list to update; what
/// this file knows is only where each spec name goes. Static and instance members may share a name in Swift,
/// so only same-kind members count.
struct GeneratedMemberCollisions {
    struct Collision {
        var name: Located<String>
        /// "intent parameter", "case of enum 'Hero'".
        var what: String
        /// The generated declaration it collides with, for the message.
        var generated: String
        var widget: WidgetDecl?
    }

    /// A name the spec gives a member of a generated type.
    private struct SpecMember {
        var name: Located<String>
        /// The member's Swift name: the spec's, or a migrated intent's SiriKit name.
        var member: String
        var type: String
        var isStatic: Bool
        var what: String
        var widget: WidgetDecl?
    }

    /// Where the spec's names become members, found once per spec.
    private let specNames: [SpecMember]

    init(_ spec: Spec) {
        specNames = Self.specMembers(spec)
    }

    /// The generated types the spec's names become members of, the only ones `collisions(with:)` asks about.
    var memberTypes: Set<String> { Set(specNames.map(\.type)) }

    /// The spec's names that another member of their generated type also holds, one collision per name.
    func collisions(with members: SwiftMembers) -> [Collision] {
        var reported = Set<SourceRange>()
        var found: [Collision] = []
        for named in specNames where !reported.contains(named.name.range) {
            let held = members.members(of: named.type, named: named.member, isStatic: named.isStatic)
            guard held.count > 1 else { continue }
            let own: SwiftMember.Origin = named.isStatic ? .enumCase : .property
            let other = held.first { $0.origin != own } ?? held[1]
            reported.insert(named.name.range)
            found.append(
                Collision(
                    name: named.name, what: named.what, generated: Self.description(other, of: named.type),
                    widget: named.widget))
        }
        return found
    }

    private static func description(_ member: SwiftMember, of type: String) -> String {
        switch member.origin {
        case .wrapperStorage(let property, let wrapper):
            "the storage Swift declares for the `@\(wrapper)` property '\(property)' of `\(type)`"
        case .function:
            "the method `\(type).\(member.name)\(member.name.hasSuffix(")") ? "" : "()")` generated for it"
        case .enumCase, .property, .synthesized:
            "the \(member.isStatic ? "static" : "instance") member `\(type).\(member.name)` generated for it"
        }
    }

    /// Where each spec name becomes a member: cases of enums and plans are static, parameters and fields instance
    /// members.
    private static func specMembers(_ spec: Spec) -> [SpecMember] {
        var found: [SpecMember] = []
        func fields(_ fields: [Field], of type: String, _ what: String, _ widget: WidgetDecl? = nil) {
            found += fields.map {
                SpecMember(
                    name: $0.name, member: $0.name.value, type: type, isStatic: false, what: what, widget: widget)
            }
        }
        func parameters(
            _ parameters: [ParameterDecl], of type: String, _ what: String, _ widget: WidgetDecl?,
            property: (String) -> String = { $0 }
        ) {
            found += parameters.map {
                SpecMember(
                    name: $0.name, member: property($0.name.value), type: type, isStatic: false, what: what,
                    widget: widget)
            }
        }
        for decl in spec.enums {
            found += decl.cases.map {
                SpecMember(
                    name: $0.name, member: $0.name.value, type: decl.name.value, isStatic: true,
                    what: "case of enum '\(decl.name.value)'")
            }
        }
        for model in spec.models { fields(model.fields, of: model.name.value, "field of model '\(model.name.value)'") }
        for entity in spec.entities {
            fields(entity.model.fields, of: entity.name.value, "field of entity '\(entity.name.value)'")
        }
        for widget in spec.widgets {
            let names = WidgetNames(widget: widget)
            found += widget.timeline.plans.map {
                SpecMember(
                    name: $0.name, member: $0.name.value, type: names.plan, isStatic: true, what: "plan", widget: widget
                )
            }
            fields(widget.entry, of: names.content, "entry field", widget)
            guard let intent = widget.intent else { continue }
            parameters(
                intent.parameters, of: intent.name.value, "intent parameter", widget, property: intent.propertyName)
            parameters(intent.parameters, of: names.configuration, "intent parameter", widget)
        }
        for control in spec.controls {
            guard let intent = control.intent else { continue }
            let names = ControlNames(control: control)
            parameters(intent.parameters, of: intent.name.value, "intent parameter", nil, property: intent.propertyName)
            parameters(intent.parameters, of: names.configuration, "intent parameter", nil)
        }
        for action in spec.actions {
            parameters(action.parameters, of: ActionNames(action: action).intent, "action parameter", nil)
        }
        return found
    }
}
