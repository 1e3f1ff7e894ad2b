/// A top-level Swift type name of a spec's generated files, or of a type the app writes beside them (views,
/// loaders, Dynamic Islands), with what it is and where the spec causes it. The generator marks each declaration
/// and each use of an app type with one (`SwiftNote`); `SwiftGenerator.typeNames(of:)` reads them off the trees,
/// and the checker rejects specs whose names collide there.
package struct GeneratedTypeName: Hashable, Sendable {
    package enum Origin: Hashable, Sendable {
        /// A name written in the spec and declared by the generated file (a widget, enum, model, intent...).
        case spec
        /// A name the generator derives from a spec name (`FooEntry`) or always declares (`WidgetKinds`).
        case derived
        /// A type the app writes, named by the spec or by the generator's convention (`FooView`, `FooLoader`).
        case app
        /// A view the app writes: several widgets or activities may share one (a view can have an initializer
        /// for each entry type).
        case appView
    }

    package var name: String
    /// What the name is, for messages: "widget 'Foo'", "`FooEntry`, the entry struct of widget 'Foo'".
    package var description: String
    package var range: SourceRange
    package var origin: Origin
    /// What the spec declares with this name, for the spec's own type names (origin `.spec`).
    var declaration: SpecTypeDeclaration?
    /// The widget the name belongs to, for per-widget `checks:`.
    var widget: String?

    /// Whether the decoder already reports duplicates of this name (`WS0307`): the spec's own type names.
    var isCheckedByDecoder: Bool { declaration != nil }
}

/// What a type name the spec declares itself names. The decoder reports two such names that are equal
/// (`WS0307`), checking them kind by kind in the order of these cases; the checker reports the other collisions.
enum SpecTypeDeclaration: Hashable, Sendable {
    case bundle
    case enumeration
    case model
    case entity
    case widget
    case intent(widget: String)
    case control
    case controlIntent(control: String)
    case activity

    /// How the decoder's duplicate message names it: "enum", "intent of Picker".
    var noun: String {
        switch self {
        case .bundle: "bundle"
        case .enumeration: "enum"
        case .model: "model"
        case .entity: "entity"
        case .widget: "widget"
        case .intent(let widget): "intent of \(widget)"
        case .control: "control"
        case .controlIntent(let control): "intent of \(control)"
        case .activity: "Live Activity"
        }
    }

    /// How the checker's collision message names `name`: "enum 'Hero'", "the intent 'Hero' of widget 'Picker'".
    func description(of name: String) -> String {
        switch self {
        case .bundle: "the bundle '\(name)'"
        case .intent(let widget): "the intent '\(name)' of widget '\(widget)'"
        case .controlIntent(let control): "the intent '\(name)' of control '\(control)'"
        default: "\(noun) '\(name)'"
        }
    }

    /// The position of the kind among the cases.
    var rank: Int {
        switch self {
        case .bundle: 0
        case .enumeration: 1
        case .model: 2
        case .entity: 3
        case .widget: 4
        case .intent: 5
        case .control: 6
        case .controlIntent: 7
        case .activity: 8
        }
    }
}

extension GeneratedTypeName {
    /// A name the spec writes and the generated file declares.
    static func spec(_ declaration: SpecTypeDeclaration, _ name: Located<String>, widget: String? = nil) -> Self {
        GeneratedTypeName(
            name: name.value, description: declaration.description(of: name.value), range: name.range, origin: .spec,
            declaration: declaration, widget: widget)
    }

    /// A name the generator derives from a spec name or always declares: "`FooEntry`, the entry struct of widget
    /// 'Foo'" from `what` "the entry struct of widget 'Foo'".
    static func derived(_ name: String, _ what: String, at range: SourceRange, widget: String? = nil) -> Self {
        GeneratedTypeName(name: name, description: "`\(name)`, \(what)", range: range, origin: .derived, widget: widget)
    }

    /// A type the app writes and the generated code uses.
    static func app(
        _ name: String, _ what: String, at range: SourceRange, view: Bool = false, widget: String? = nil
    ) -> Self {
        GeneratedTypeName(
            name: name, description: "`\(name)`, \(what)", range: range, origin: view ? .appView : .app,
            widget: widget)
    }
}

extension SpecTypeDeclaration {
    /// The type names the spec declares itself, kind by kind in the order of the cases.
    static func declarations(of spec: Spec) -> [(name: Located<String>, declaration: SpecTypeDeclaration)] {
        var found: [(name: Located<String>, declaration: SpecTypeDeclaration)] = [(spec.bundle, .bundle)]
        found += spec.enums.map { ($0.name, .enumeration) }
        found += spec.models.map { ($0.name, .model) }
        found += spec.entities.map { ($0.name, .entity) }
        found += spec.widgets.map { ($0.name, .widget) }
        // A widget sharing another's intent (`intent: Name`) declares no type of its own.
        found += spec.widgets.compactMap { widget in
            widget.sharedIntent != nil ? nil : widget.intent.map { ($0.name, .intent(widget: widget.name.value)) }
        }
        found += spec.controls.map { ($0.name, .control) }
        found += spec.controls.compactMap { control in
            control.intent.map { ($0.name, .controlIntent(control: control.name.value)) }
        }
        found += spec.activities.map { ($0.name, .activity) }
        return found
    }
}
