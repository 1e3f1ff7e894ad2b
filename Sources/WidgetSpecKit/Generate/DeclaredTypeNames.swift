/// The type names the generated files declare and the app types they use, read off the trees: the generator
/// marks each with a `GeneratedTypeName` note where it builds it, so the list cannot drift from the code.
/// What the generated files declare: their type names with where the spec causes them, and each type's members.
struct GeneratedDeclarations: Sendable {
    var typeNames: [GeneratedTypeName]
    var members: SwiftMembers

    /// What `files` declare: the type names in spec order (by where the spec causes them; names caused at one place
    /// in the order the files have them), each once, and the members of `memberTypes` (nil: of every type).
    init(_ files: [SwiftFile], memberTypes: Set<String>? = nil) {
        var seen = Set<GeneratedTypeName>()
        // An app type the code uses in several places is one name.
        let names = files.flatMap { $0.notes.compactMap { $0.value as? GeneratedTypeName } }
            .filter { seen.insert($0).inserted }
        // A stable sort: equal starts keep the files' order.
        typeNames = names.enumerated()
            .sorted { ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset) }.map(\.element)
        members = SwiftMembers(files, keepingMembersOf: memberTypes)
    }
}

extension SwiftGenerator {
    /// Every top-level type name of the files generated for `spec` and of the types the app writes, in spec
    /// order (by where the spec causes them; names caused at one place in the order the files have them). The
    /// pure producers run; nothing is rendered.
    package static func typeNames(of spec: Spec) -> [GeneratedTypeName] {
        declarations(of: spec).typeNames
    }

    /// The type names (as `typeNames(of:)`) and the members of each type of the files generated for `spec`, from
    /// one run of the pure producers, without doc comments or bodies: names and members are in the signatures.
    /// `memberTypes` limits the members read to those types' (nil: every type's).
    static func declarations(of spec: Spec, memberTypes: Set<String>? = nil) -> GeneratedDeclarations {
        var context = GenerationContext(spec: spec, access: spec.access)
        context.writesDocs = false
        return GeneratedDeclarations(
            SwiftBodies.withoutBodies { [GeneratedPart.shared, .extension].map { context.file($0, sourcePath: "") } },
            memberTypes: memberTypes)
    }

    /// The sorted, distinct top-level type names of the files generated for `spec` and of the app's types.
    package static func generatedTypeNames(of spec: Spec) -> [String] {
        Array(Set(typeNames(of: spec).map(\.name))).sorted()
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

    /// A nested bundle that keeps every builder block at most `maximumBlockMembers` long: `<Bundle>Part<level>_<index>`.
    static func bundlePartName(of spec: Spec, level: Int, index: Int) -> String {
        "\(spec.bundle.value)Part\(level)_\(index)"
    }
}

extension GenerationContext {
    /// `decl`, marked as declaring `name` (`SwiftGenerator.typeNames(of:)`).
    func declaring(_ name: GeneratedTypeName, _ decl: SwiftDecl) -> SwiftDecl { .noted(decl, SwiftNote(name)) }

    /// `decl`, marked as using the app's types `names`, in this order. The mark is on the declaration, not on
    /// the expression in its body that uses them: the checker builds the trees without bodies (`SwiftBodies`).
    func using(_ names: GeneratedTypeName..., in decl: SwiftDecl) -> SwiftDecl {
        names.reversed().reduce(decl) { .noted($0, SwiftNote($1)) }
    }

    /// `the \(what) of widget 'Foo'`: a derived name of a widget, located at its name.
    func derived(_ name: String, _ what: String, of widget: WidgetDecl) -> GeneratedTypeName {
        .derived(name, "the \(what) of widget '\(widget.name.value)'", at: widget.name.range, widget: widget.name.value)
    }

    /// `the \(what) of control 'Foo'`: a derived name of a control, located at its name.
    func derived(_ name: String, _ what: String, of control: ControlDecl) -> GeneratedTypeName {
        .derived(name, "the \(what) of control '\(control.name.value)'", at: control.name.range)
    }

    /// `the \(what) of action 'Foo'`: a derived name of an action, located at its name.
    func derived(_ name: String, _ what: String, of action: ActionDecl) -> GeneratedTypeName {
        .derived(name, "the \(what) of action '\(action.name.value)'", at: action.name.range)
    }

    /// `the \(what) of Live Activity 'Foo'`: a derived name of a Live Activity, located at its name.
    func derived(_ name: String, _ what: String, of activity: ActivityDecl) -> GeneratedTypeName {
        .derived(name, "the \(what) of Live Activity '\(activity.name.value)'", at: activity.name.range)
    }

    /// A name the generator derives for the whole bundle, located at the bundle's name.
    func derivedForBundle(_ name: String, _ what: String) -> GeneratedTypeName {
        .derived(name, what, at: spec.bundle.range)
    }
}
