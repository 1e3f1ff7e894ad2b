/// Every top-level Swift type name a spec's generated file declares, and the names of the types the app writes
/// beside it (views, loaders, Dynamic Islands), each with what it is and where the spec causes it. The checker
/// rejects specs whose names collide here; the generator takes the same names from `WidgetNames` and
/// `GeneratedTypeNames`' helpers, so the two cannot disagree.
public struct GeneratedTypeName: Hashable, Sendable {
    public enum Origin: Hashable, Sendable {
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

    public var name: String
    /// What the name is, for messages: "widget 'Foo'", "`FooEntry`, the entry struct of widget 'Foo'".
    public var description: String
    public var range: SourceRange
    public var origin: Origin
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

extension SwiftGenerator {
    /// Every top-level type name of the file generated for `spec` and of the types the app writes, in spec order.
    public static func typeNames(of spec: Spec) -> [GeneratedTypeName] {
        var names: [GeneratedTypeName] = []
        func add(
            _ name: String, _ description: String, _ range: SourceRange, _ origin: GeneratedTypeName.Origin,
            widget: String? = nil
        ) {
            names.append(
                GeneratedTypeName(name: name, description: description, range: range, origin: origin, widget: widget))
        }
        func declare(_ declaration: SpecTypeDeclaration, _ name: Located<String>, widget: String? = nil) {
            names.append(
                GeneratedTypeName(
                    name: name.value, description: declaration.description(of: name.value), range: name.range,
                    origin: .spec, declaration: declaration, widget: widget))
        }
        let bundle = spec.bundle
        declare(.bundle, bundle)
        add(SwiftIdentifier.fixedNames.kinds, "`WidgetKinds`, the kind constants", bundle.range, .derived)
        if !spec.events.isEmpty {
            add(SwiftIdentifier.fixedNames.reloads, "`WidgetReloads`, the app events", bundle.range, .derived)
        }
        if spec.widgets.contains(where: { $0.timeline.rule.jitter != nil }) {
            let name = installationTypeName(of: spec)
            add(name, "`\(name)`, the jitter seed helper of the bundle", bundle.range, .derived)
        }
        if !spec.controls.isEmpty {
            let name = SwiftIdentifier.fixedNames.controlKinds
            add(name, "`\(name)`, the control kind constants", bundle.range, .derived)
        }
        if spec.localization != nil {
            let name = stringsTypeName(of: spec)
            add(name, "`\(name)`, the String Catalog's table and bundle", bundle.range, .derived)
        }
        if declaresSharedAppIntents(spec) {
            let name = appIntentsPackageName(of: spec)
            add(name, "`\(name)`, the App Intents package of the shared part", bundle.range, .derived)
        }
        if declaresExtensionAppIntents(spec) {
            let name = extensionAppIntentsPackageName(of: spec)
            add(name, "`\(name)`, the App Intents package of the extension part", bundle.range, .derived)
        }
        for part in bundlePartNames(of: spec) {
            add(part, "`\(part)`, a part of the bundle '\(bundle.value)'", bundle.range, .derived)
        }
        for decl in spec.enums {
            declare(.enumeration, decl.name)
        }
        for decl in spec.models {
            declare(.model, decl.name)
        }
        for entity in spec.entities {
            let generated = EntityNames(entity: entity)
            let name = entity.name
            declare(.entity, name)
            for (type, what) in [(generated.query, "query"), (generated.finding, "finding protocol")] {
                add(type, "`\(type)`, the \(what) of entity '\(name.value)'", name.range, .derived)
            }
            add(
                generated.finder, "`\(generated.finder)`, the finder the app writes for entity '\(name.value)'",
                name.range, .app)
        }
        for widget in spec.widgets {
            let generated = WidgetNames(widget: widget)
            let owner = widget.name.value
            let of = "of widget '\(owner)'"
            func derived(_ name: String, _ what: String) {
                add(name, "`\(name)`, the \(what) \(of)", widget.name.range, .derived, widget: owner)
            }
            declare(.widget, widget.name, widget: owner)
            derived(generated.entry, "entry struct")
            derived(generated.info, "info enum")
            derived(generated.provider, "timeline provider")
            derived(generated.request, "timeline request struct")
            if widget.background.style == .view {
                derived(generated.backgroundProviding, "background protocol")
            }
            if let intent = widget.intent {
                declare(.intent(widget: owner), intent.name, widget: owner)
                derived(generated.configuration, "configuration struct")
            }
            if generated.declaresPlan { derived(generated.plan, "plan enum") }
            if generated.hasLoader {
                derived(generated.content, "content struct")
                derived(generated.load, "load struct")
                derived(generated.loading, "loading protocol")
                add(
                    generated.loader, "`\(generated.loader)`, the loader the app writes for widget '\(owner)'",
                    widget.name.range, .app, widget: owner)
            }
            add(
                widget.view.value, "`\(widget.view.value)`, the view the app writes for widget '\(owner)'",
                widget.view.range, .appView, widget: owner)
        }
        for control in spec.controls {
            let generated = ControlNames(control: control)
            let owner = control.name.value
            func derived(_ name: String, _ what: String) {
                add(name, "`\(name)`, the \(what) of control '\(owner)'", control.name.range, .derived)
            }
            declare(.control, control.name)
            if let intent = control.intent {
                declare(.controlIntent(control: owner), intent.name)
                derived(generated.configuration, "configuration struct")
            }
            if control.isToggle {
                derived(generated.valueProvider, "value provider")
                derived(generated.valueLoading, "value loading protocol")
                if generated.hasValueStruct { derived(generated.value, "value struct") }
                add(
                    generated.valueLoader,
                    "`\(generated.valueLoader)`, the value loader the app writes for control '\(owner)'",
                    control.name.range, .app)
            }
        }
        for action in spec.actions {
            let generated = ActionNames(action: action)
            let owner = action.name.value
            for (type, what) in [
                (generated.intent, "intent"), (generated.handling, "handling protocol"),
                (generated.info, "info enum"),
            ] {
                add(type, "`\(type)`, the \(what) of action '\(owner)'", action.name.range, .derived)
            }
            add(
                generated.handler, "`\(generated.handler)`, the handler the app writes for action '\(owner)'",
                action.name.range, .app)
        }
        for activity in spec.activities {
            let name = activity.name.value
            declare(.activity, activity.name)
            guard generatesActivities(spec) else { continue }
            let generated = ActivityNames(activity: activity)
            for (type, what) in [
                (generated.widget, "widget"), (generated.dynamicIslandContent, "Dynamic Island protocol"),
            ] {
                add(type, "`\(type)`, the \(what) of Live Activity '\(name)'", activity.name.range, .derived)
            }
            let lockScreen = activity.lockScreenView
            add(
                lockScreen.value,
                "`\(lockScreen.value)`, the Lock Screen view the app writes for Live Activity '\(name)'",
                lockScreen.range, .appView)
            let island = activity.dynamicIsland
            add(
                island.value,
                "`\(island.value)`, the Dynamic Island content the app writes for Live Activity '\(name)'",
                island.range, .app)
        }
        return names
    }

    /// The helper that gives each installation its stable jitter seed.
    static func installationTypeName(of spec: Spec) -> String { spec.bundle.value + "Installation" }

    /// Where a localized spec's display texts are looked up: the String Catalog's table and bundle.
    static func stringsTypeName(of spec: Spec) -> String { spec.bundle.value + "Strings" }

    /// The `AppIntentsPackage` of the shared part's App Intents types (its enums, entities, configuration intents
    /// and the actions that run in the app).
    static func appIntentsPackageName(of spec: Spec) -> String { spec.bundle.value + "SharedAppIntents" }

    /// The `AppIntentsPackage` of the extension part's App Intents types (its actions and control intents).
    static func extensionAppIntentsPackageName(of spec: Spec) -> String { spec.bundle.value + "ExtensionAppIntents" }

    /// Whether the shared part declares App Intents types.
    static func declaresSharedAppIntents(_ spec: Spec) -> Bool {
        !spec.enums.isEmpty || !spec.entities.isEmpty || spec.widgets.contains { $0.intent != nil }
            || spec.actions.contains(where: \.runsInApp)
    }

    /// Whether the extension part declares App Intents types.
    static func declaresExtensionAppIntents(_ spec: Spec) -> Bool {
        spec.actions.contains { !$0.runsInApp } || spec.controls.contains { $0.intent != nil }
    }

    /// Live Activities exist on iOS only; a spec without iOS gets none.
    static func generatesActivities(_ spec: Spec) -> Bool {
        spec.platforms.contains { $0.platform == .iOS } && !spec.activities.isEmpty
    }

    /// The nested bundles that keep every builder block at most `maximumBlockMembers` long, level by level:
    /// `<Bundle>Part<level>_<index>`.
    static func bundlePartNames(of spec: Spec) -> [String] {
        var count =
            spec.widgets.count + spec.controls.count + (generatesActivities(spec) ? spec.activities.count : 0)
        var names: [String] = []
        var level = 0
        while count > GenerationContext.maximumBlockMembers {
            level += 1
            let parts = (count + GenerationContext.maximumBlockMembers - 1) / GenerationContext.maximumBlockMembers
            names += (1...parts).map { bundlePartName(of: spec, level: level, index: $0) }
            count = parts
        }
        return names
    }

    static func bundlePartName(of spec: Spec, level: Int, index: Int) -> String {
        "\(spec.bundle.value)Part\(level)_\(index)"
    }

    /// The sorted, distinct top-level type names of the file generated for `spec` and of the app's types.
    public static func generatedTypeNames(of spec: Spec) -> [String] {
        Array(Set(typeNames(of: spec).map(\.name))).sorted()
    }
}
