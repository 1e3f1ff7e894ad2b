/// A type the app writes beside the generated code of a spec: what the generated code names but does not declare.
/// `UserCode.declarations(of:)` lists them; `widgetspec scaffold` writes them and `scaffold --list` prints them.
package struct UserDeclaration: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A widget's SwiftUI view, created with `init(entry:)` (`view:`, default `<Widget>View`).
        case view
        /// A widget's loader, conforming to `<Widget>Loading`.
        case loader
        /// An entity's finder, conforming to `<Entity>Finding`.
        case entityFinder = "entity finder"
        /// An action's handler, conforming to `<Action>Handling`.
        case actionHandler = "action handler"
        /// A control toggle's value loader, conforming to `<Control>ValueLoading`.
        case controlValueLoader = "control value loader"
        /// The choices of a parameter with `options:`, conforming to `<provider>Loading`.
        case optionsLoader = "options loader"
        /// A Live Activity's Lock Screen view, created with `init(context:)` (`lockScreenView:`).
        case liveActivityView = "Live Activity view"
        /// A Live Activity's Dynamic Island, conforming to `<Activity>DynamicIslandContent` (`dynamicIsland:`).
        case dynamicIsland = "Dynamic Island"
        /// The flags widgets' `familiesWhen` name, `WidgetFlags`, conforming to `WidgetFlagReading`.
        case familyFlags = "family flags"
        /// A widget's recommender (`recommendations: dynamic`), conforming to `<Widget>Recommending`.
        case recommender
    }

    /// What in the spec asks for the type.
    package struct Owner: Hashable, Sendable {
        /// "widget 'CharacterDetail'", "entity 'Card'".
        package var description: String
        /// Where the spec names it (the name the type is derived from, or the key that names it).
        package var range: SourceRange
    }

    package var name: String
    package var kind: Kind
    /// The part whose generated code names the type, so the targets that compile that part compile it too.
    package var part: GeneratedPart
    /// What asks for it: several widgets (and Live Activities) may share one view.
    package var owners: [Owner]
    /// The protocols it conforms to: the generated `...Loading`, `...Finding`, `...Handling` protocols, or
    /// `SwiftUI.View` (and `<Widget>BackgroundProviding` for a widget with `background: view`).
    package var conformances: [String]
    /// What the generated code calls, one Swift declaration each without body, as the generated protocol
    /// declares it (`func load(_ request: CharacterDetailRequest) async throws -> CharacterDetailLoad`), or as
    /// the generated code calls it (`init(entry: CharacterDetailEntry)`).
    package var requirements: [String]
    /// The `#if` condition of the generated code that names it, which its file repeats; nil outside any `#if`.
    var condition: SwiftCondition?
}

/// The one list of the types the app writes for a spec, per kind of declaration, derived from the IR with the
/// generator's own names (`WidgetNames`, `EntityNames`, ...) and from the protocols the generated code declares.
package enum UserCode {
    /// The condition of the generated widgets, and of the app's views for them.
    static let widgetCondition = SwiftCondition.all([.canImport("WidgetKit"), .canImport("SwiftUI")])

    /// The app's types for `spec`, in spec order: entity finders, then per widget its view and loader, then
    /// action handlers, control value loaders and per Live Activity its two views. A view several widgets share
    /// is listed once, where it is first named, with an `init(entry:)` per widget.
    package static func declarations(of spec: Spec) -> [UserDeclaration] {
        let generated = GeneratedProtocols(spec: spec)
        var list: [UserDeclaration] = []
        func add(_ declaration: UserDeclaration) {
            if let index = list.firstIndex(where: { $0.name == declaration.name }) {
                // Only views are shared (the checker rejects any other repeated name, WS0603).
                list[index].owners += declaration.owners
                list[index].conformances += declaration.conformances.filter { !list[index].conformances.contains($0) }
                list[index].requirements += declaration.requirements.filter { !list[index].requirements.contains($0) }
            } else {
                list.append(declaration)
            }
        }
        func conforming(
            _ name: String, _ kind: UserDeclaration.Kind, _ part: GeneratedPart, _ owner: UserDeclaration.Owner,
            to protocolName: String
        ) -> UserDeclaration {
            UserDeclaration(
                name: name, kind: kind, part: part, owners: [owner], conformances: [protocolName],
                requirements: generated.requirements(of: protocolName), condition: nil)
        }
        func addOptionsLoaders(_ intent: IntentDecl?, owner: String, part: GeneratedPart) {
            for parameter in intent?.parameters ?? [] {
                guard let options = parameter.options else { continue }
                let of = UserDeclaration.Owner(
                    description: "parameter '\(parameter.name.value)' of \(owner)", range: options.range)
                add(conforming(options.loader, .optionsLoader, part, of, to: options.loading))
            }
        }
        for entity in spec.entities {
            let names = EntityNames(entity: entity)
            let owner = UserDeclaration.Owner(description: "entity '\(names.type)'", range: entity.name.range)
            add(conforming(names.finder, .entityFinder, .shared, owner, to: names.finding))
        }
        for widget in spec.widgets {
            let names = WidgetNames(widget: widget)
            let owner = UserDeclaration.Owner(description: "widget '\(names.type)'", range: widget.name.range)
            let background = widget.background.style == .view ? [names.backgroundProviding] : []
            add(
                UserDeclaration(
                    name: widget.view.value, kind: .view, part: .extension,
                    owners: [UserDeclaration.Owner(description: owner.description, range: widget.view.range)],
                    conformances: [QualifiedName.view.description] + background,
                    requirements: [
                        SwiftInitializer(parameters: [SwiftParameter("entry", .named(names.entry))], body: nil)
                            .signature
                    ]
                        + background.flatMap { generated.requirements(of: $0) },
                    condition: widgetCondition))
            if names.hasLoader { add(conforming(names.loader, .loader, .extension, owner, to: names.loading)) }
            // A shared intent's loaders are written once, for the widget that declares it.
            if widget.sharedIntent == nil { addOptionsLoaders(widget.intent, owner: owner.description, part: .shared) }
            if GenerationContext(spec: spec, access: spec.access).recommendsDynamically(widget) {
                var recommender = conforming(
                    GenerationContext.recommenderName(widget), .recommender, .extension, owner,
                    to: GenerationContext.recommendingName(widget))
                recommender.condition = widgetCondition
                add(recommender)
            }
        }
        for widget in spec.widgets {
            guard let flagged = widget.familiesWhen else { continue }
            let owner = UserDeclaration.Owner(
                description: "widget '\(widget.name.value)'", range: flagged.flag.range)
            add(
                conforming(
                    GenerationContext.flagsName, .familyFlags, .extension, owner,
                    to: GenerationContext.flagReadingName))
        }
        for action in spec.actions {
            let names = ActionNames(action: action)
            let owner = UserDeclaration.Owner(description: "action '\(names.name)'", range: action.name.range)
            let part: GeneratedPart = action.runsInApp ? .shared : .extension
            add(conforming(names.handler, .actionHandler, part, owner, to: names.handling))
        }
        for control in spec.controls where control.isToggle {
            let names = ControlNames(control: control)
            let owner = UserDeclaration.Owner(description: "control '\(names.type)'", range: control.name.range)
            add(conforming(names.valueLoader, .controlValueLoader, .extension, owner, to: names.valueLoading))
        }
        for control in spec.controls {
            addOptionsLoaders(control.intent, owner: "control '\(control.name.value)'", part: .extension)
        }
        if SwiftGenerator.generatesActivities(spec) {
            for activity in spec.activities {
                let name = activity.name.value
                let description = "Live Activity '\(name)'"
                add(
                    UserDeclaration(
                        name: activity.lockScreenView.value, kind: .liveActivityView, part: .extension,
                        owners: [UserDeclaration.Owner(description: description, range: activity.lockScreenView.range)],
                        conformances: [QualifiedName.view.description],
                        requirements: [
                            SwiftInitializer(
                                parameters: [
                                    SwiftParameter(
                                        "context", .generic(QualifiedName.activityViewContext, [.named(name)]))
                                ], body: nil
                            ).signature
                        ],
                        condition: GenerationContext.activityCondition))
                var island = conforming(
                    activity.dynamicIsland.value, .dynamicIsland, .extension,
                    UserDeclaration.Owner(description: description, range: activity.dynamicIsland.range),
                    to: ActivityNames(activity: activity).dynamicIslandContent)
                island.condition = GenerationContext.activityCondition
                add(island)
            }
        }
        return list
    }
}
