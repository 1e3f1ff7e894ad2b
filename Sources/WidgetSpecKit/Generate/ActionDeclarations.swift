/// The actions: the protocol the app's handler conforms to and what the action reloads (Foundation-only), and the
/// `AppIntent` whose `perform()` runs the handler and then reloads. An action the system runs in the app
/// (`openAppWhenRun`, `LiveActivityIntent` [S22]) is in the shared part; the others in the extension part.
extension GenerationContext {
    /// The actions of one part: those that run in the app for the shared part, the others for the extension part.
    func actions(runningInApp: Bool) -> [ActionDecl] { spec.actions.filter { $0.runsInApp == runningInApp } }

    /// `<Action>Handling` and `<Action>Info`.
    func actionModel(_ action: ActionDecl) -> [SwiftDecl] {
        [handlingProtocol(action), actionInfo(action)]
    }

    /// The values `perform` passes the handler: a toggle's new `value` first, then the spec's parameters.
    private func performParameters(_ action: ActionDecl) -> [(label: String, name: String, type: SwiftType)] {
        let value = action.isToggle ? [ActionDecl.toggleValueParameter] : []
        return value.map { (SwiftLiteral.argumentLabel($0), $0, QualifiedName.bool) }
            + action.parameters.map {
                (
                    SwiftLiteral.argumentLabel($0.name.value), SwiftLiteral.identifier($0.name.value),
                    $0.type.value.qualifiedType
                )
            }
    }

    private func handlingProtocol(_ action: ActionDecl) -> SwiftDecl {
        let names = ActionNames(action: action)
        let range = action.name.range
        let parameters = performParameters(action).map { SwiftParameter($0.name, $0.type) }
        let place =
            action.runsInApp
            ? "beside the shared part: the system runs the action\nin the app" : "in the widget extension"
        let doc =
            "What the app implements for the action `\(names.name)` (\(line(range))): what it does.\n\n"
            + "Write `struct \(names.handler): \(names.handling)` \(place); the generated intent creates it with "
            + "`init()`\nand calls `perform` when a button, a toggle or a control runs the action."
        let perform = SwiftFunction(
            "perform", parameters: .parameters(parameters), effects: "async throws",
            doc: "Performs the action with the values the view or control passed"
                + (action.isToggle ? " (`value`: the state the toggle is set to)" : "")
                + ".\nStore what the widgets show before returning: WidgetKit reloads the widget "
                + "that ran the action\nwhen this returns.",
            body: nil)
        return declaring(
            derived(names.handling, "handling protocol", of: action),
            appImplementedProtocol(
                names.handling, doc: doc, created: "handler", by: "intent", at: range,
                requirements: [.function(perform)]))
    }

    /// `<Action>Info`: what `perform()` reloads, and the run of the handler, without App Intents.
    private func actionInfo(_ action: ActionDecl) -> SwiftDecl {
        let names = ActionNames(action: action)
        let range = action.name.range
        let targets = reloadTargets(action.reloads)
        var members = [
            staticConstant(
                "reloadedKinds", Self.kindsType, Self.kindList(targets.widgets),
                doc: doc(
                    "The widget kinds `perform()` reloads once the handler returns (nil: every kind), besides the "
                        + "widget whose button ran the action, which WidgetKit reloads itself", range))
        ]
        if !spec.controls.isEmpty {
            members.append(
                staticConstant(
                    "reloadedControlKinds", Self.kindsType, Self.kindList(targets.controls),
                    doc: doc("The control kinds `perform()` reloads once the handler returns (nil: every kind)", range))
            )
        }
        let parameters = performParameters(action)
        members.append(
            .function(
                SwiftFunction(
                    "perform",
                    parameters: .parameters(
                        [.unlabeled("handler", .opaque(.named(names.handling)))]
                            + parameters.map { SwiftParameter(Self.passedValue($0.name), $0.type, label: $0.label) }),
                    effects: "async throws", access: access, modifiers: ["static"],
                    doc: doc("Runs the app's handler with the values; `perform()` reloads after it returns", range),
                    body: [
                        .expression(
                            .try(
                                .await(
                                    .identifier("handler").dot("perform").call(
                                        parameters.map {
                                            SwiftArgument($0.label, .identifier(Self.passedValue($0.name)))
                                        }))))
                    ])))
        return declaring(
            derived(names.info, "info enum", of: action),
            .type(
                SwiftTypeDecl(
                    .enum, names.info, access: access,
                    doc: doc("What the spec says about the action `\(names.name)`, without App Intents", range),
                    members: members)))
    }

    /// The name a value goes by inside `<Action>Info.perform`: the spec's name plus `Value`, never `handler`.
    private static func passedValue(_ name: String) -> String {
        (name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name) + "Value"
    }

    /// `[Swift.String]?`: kinds, nil for every kind.
    private static let kindsType = SwiftType.optional(.array(QualifiedName.string))

    /// `[WidgetKinds.a, WidgetKinds.b]`, or `nil` for every kind.
    private static func kindList(_ kinds: [String]?) -> SwiftExpression {
        kinds.map { .array($0.map { .identifier($0) }) } ?? .literal(.nil)
    }

    /// The intent, its conformances and the `perform()` that runs the handler and reloads.
    func actionGlue(_ action: ActionDecl) -> [SwiftDecl] {
        let names = ActionNames(action: action)
        let range = action.name.range
        var members = intentMetadata(title: action.title, description: action.description)
        if action.opensApp {
            // `IntentModes` exists only in the 26 SDKs, which come with Swift 6.2 (Xcode 26): Xcode 16 must not see it.
            members.append(
                .conditional(
                    SwiftConditional(
                        Self.supportedModesCompiler,
                        [
                            .property(
                                SwiftProperty(
                                    "supportedModes", type: QualifiedName.intentModes.description, access: access,
                                    modifiers: ["static"], attributes: [Self.supportedModesAvailability],
                                    doc: doc("The app comes to the foreground before the action runs", range),
                                    value: .getter([.expression(.implicitMember("foreground"))])))
                        ])))
        }
        if !action.isDiscoverable {
            // "When the value of the property is false, you can run the intent from your app's interface or from a
            // widget, but system features can't access it" [S61]: a widget's action needs no place in Shortcuts.
            members.append(
                staticConstant(
                    "isDiscoverable", QualifiedName.bool, .literal(.bool(false)),
                    doc: doc("Only the widgets and controls run it: Siri, Spotlight and Shortcuts don't list it", range)
                ))
        }
        if let valueTitle = action.valueTitle {
            members.append(
                .property(
                    SwiftProperty(
                        ActionDecl.toggleValueParameter, type: QualifiedName.bool.description, access: access,
                        attributes: [
                            SwiftExpression.identifier("Parameter").call(
                                SwiftArgument("title", displayTextExpression(valueTitle, as: .appIntents))
                            ).attribute
                        ],
                        doc: doc("The state the toggle is set to (`SetValueIntent`)", range))))
        }
        if let policy = authenticationPolicyProperty(action) { members.append(policy) }
        members += action.parameters.map { parameterProperty($0, named: $0.name.value) }
        members.append(emptyInitializer("Creates the intent; the system sets its parameters", range))
        if let constructor = typedConstructor(action) { members.append(constructor) }
        if let constructor = typedConstructor(action, settingValue: false) { members.append(constructor) }
        members.append(performFunction(action))
        var decls: [SwiftDecl] = [
            declaring(
                derived(names.intent, "intent", of: action),
                .type(
                    SwiftTypeDecl(
                        .struct, names.intent, access: access,
                        attributes: specAvailabilityAttribute(from: \.appEnumMinimum),
                        inherits: [QualifiedName.appIntent.description],
                        doc: doc("The intent of the action `\(names.name)`", range), members: members)))
        ]
        if action.isToggle {
            decls.append(
                .type(
                    SwiftTypeDecl(
                        .extension, names.intent, attributes: specAvailabilityAttribute(from: \.setValueIntentMinimum),
                        inherits: [QualifiedName.setValueIntent.description],
                        doc: doc("A toggle action sets a `Bool`: `Toggle(isOn:intent:)` and control toggles", range))))
        }
        if action.openTarget(in: spec) != nil {
            // "Set your control's action to an app intent that conforms to OpenIntent to open your app" [S62]; the
            // action is in the shared part, so both the app and the extension compile it, as Apple requires.
            decls.append(
                .type(
                    SwiftTypeDecl(
                        .extension, names.intent, attributes: specAvailabilityAttribute(from: \.appEnumMinimum),
                        inherits: [QualifiedName.openIntent.description],
                        doc: doc("The action opens the app to its `target`: controls and Spotlight run it", range))))
        }
        if action.opensApp {
            // Apple deprecates `openAppWhenRun` in the iOS, macOS, tvOS and watchOS 26 SDKs for `supportedModes`
            // (26 everywhere) and advises declaring it in a deprecated extension for the OS versions before [S63].
            decls.append(
                .type(
                    SwiftTypeDecl(
                        .extension, names.intent, attributes: [SwiftAvailability.deprecatedAttribute],
                        doc: doc("The system runs the action in the app, in the foreground", range),
                        members: [
                            .property(
                                SwiftProperty(
                                    "openAppWhenRun", type: QualifiedName.bool.description, access: access,
                                    modifiers: ["static"], doc: doc("Open the app to run the action", range),
                                    value: .getter([.expression(.literal(.bool(true)))])))
                        ])))
        }
        if action.isLiveActivityIntent {
            decls.append(
                .conditional(
                    SwiftConditional(
                        Self.activityCondition.replacing(.canImport("ActivityKit"), with: .canImport("AppIntents")),
                        [
                            .type(
                                SwiftTypeDecl(
                                    .extension, names.intent,
                                    attributes: specAvailabilityAttribute(from: \.appIntentMinimum),
                                    inherits: [QualifiedName.liveActivityIntent.description],
                                    doc: doc(
                                        "The system runs the action in the app's process, where it can change Live "
                                            + "Activities", range)))
                        ])))
        }
        return decls
    }

    /// Where `supportedModes` exists: the 26 SDKs of every platform [S63].
    /// The compilers that come with the 26 SDKs, the first to declare `IntentModes` [S63].
    static let supportedModesCompiler = SwiftCondition.compiler(">=6.2")

    static let supportedModesAvailability =
        SwiftAvailability(["iOS", "macOS", "tvOS", "watchOS", "visionOS"].map { .init($0, "26.0") })!.attribute

    /// `init(value:item:)`: what a view or control writes, every value named; none for an action without values.
    /// With `settingValue: false`, a toggle's `init(item:)` without `value`, for control toggles: the system sets
    /// a `SetValueIntent`'s `value` itself [S62]; none when the toggle has no other parameters (`init()` is it).
    private func typedConstructor(_ action: ActionDecl, settingValue: Bool = true) -> SwiftDecl? {
        if !settingValue && (!action.isToggle || action.parameters.isEmpty) { return nil }
        let parameters = Array(performParameters(action).dropFirst(action.isToggle && !settingValue ? 1 : 0))
        guard !parameters.isEmpty else { return nil }
        let values = ValueExpression(spec: spec, dateBase: ValueExpression.now)
        let defaults =
            (action.isToggle && settingValue ? [nil] : [])
            + action.parameters.map { parameter -> SwiftExpression? in
                if let value = parameter.defaultValue {
                    return values.tree(value.value, type: parameter.type.value)
                }
                return parameter.type.value.isOptional ? .literal(.nil) : nil
            }
        let list = zip(parameters, defaults).map { parameter, value in
            SwiftParameter(parameter.name, parameter.type, default: value)
        }
        let what =
            settingValue
            ? "The intent with the values the action runs with"
            : "The intent with the action's values; the system sets `value`, the state the control is set to"
        return .initializer(
            SwiftInitializer(
                parameters: list, access: access, doc: doc(what, action.name.range),
                body: parameters.map { .store($0.name) }))
    }

    /// `perform()`: the handler, then the reloads the spec names.
    private func performFunction(_ action: ActionDecl) -> SwiftDecl {
        let names = ActionNames(action: action)
        let handler = GeneratedTypeName.app(
            names.handler, "the handler the app writes for action '\(action.name.value)'", at: action.name.range)
        let arguments =
            [SwiftArgument(.identifier(names.handler).call())]
            + performParameters(action).map { SwiftArgument($0.label, .identifier($0.name)) }
        let body: [SwiftStatement] =
            [.expression(.try(.await(.identifier(names.info).dot("perform").call(arguments))))]
            + reloadStatements(reloadTargets(action.reloads)) + [.return(.implicitMember("result").call())]
        return using(
            handler,
            in: .function(
                SwiftFunction(
                    "perform", effects: "async throws",
                    result: SwiftType.opaque(QualifiedName.intentResult).description, access: access,
                    doc: doc("Runs the app's handler, then reloads what the action changes", action.name.range),
                    body: body)))
    }
}
