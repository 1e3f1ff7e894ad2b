/// `WidgetReloads`: the app's events. The event list and the kinds each reloads are Foundation-only; the
/// reload functions call `WidgetCenter`.
extension GenerationContext {
    /// The widgets an event reloads; nil for `all`.
    private func targets(_ event: EventDecl) -> [WidgetDecl]? {
        switch event.reloads {
        case .all: nil
        case .widgets(let names): names.compactMap { spec.widget(named: $0.value) }
        }
    }

    func eventsModel() -> SwiftDecl {
        let cases: [SwiftDecl] = spec.events.map {
            .enumCase(
                name: SwiftLiteral.identifier($0.name.value), rawValue: nil,
                doc: doc("`\($0.name.value)`", $0.name.range))
        }
        let switchCases = spec.events.map { event in
            let kinds = targets(event).map { widgets in
                SwiftExpression.array(
                    widgets.map {
                        .identifier(SwiftIdentifier.fixedNames.kinds).dot(WidgetNames(widget: $0).kindConstantName)
                    })
            }
            return SwiftCase(.implicitMember(SwiftLiteral.identifier(event.name.value)), kinds ?? .literal(.nil))
        }
        var members: [SwiftDecl] = [
            .type(
                SwiftTypeDecl(
                    .enum, "EventName", access: access,
                    inherits: [QualifiedName.string, QualifiedName.caseIterable, QualifiedName.sendable].map(
                        \.description),
                    doc: doc("The events of the spec", spec.events.first?.name.range ?? spec.bundle.range),
                    members: cases)),
            .function(
                SwiftFunction(
                    "kinds", parameters: .parameters([Self.eventParameter]), result: Self.kindsResult.description,
                    access: access, modifiers: ["static"],
                    doc: doc(
                        "The kinds an event reloads; nil means every kind",
                        spec.events.first?.name.range ?? spec.bundle.range),
                    body: [.switch("event", switchCases)])),
        ]
        if !spec.controls.isEmpty { members.append(controlKindsFunction()) }
        return declaring(
            derivedForBundle(SwiftIdentifier.fixedNames.reloads, "the app events"),
            .type(
                SwiftTypeDecl(
                    .enum, SwiftIdentifier.fixedNames.reloads, access: access,
                    doc: doc("The app events that reload widgets", spec.events.first?.name.range ?? spec.bundle.range),
                    members: members)))
    }

    /// `reloadedBy event: EventName`
    private static let eventParameter = SwiftParameter("event", .named("EventName"), label: "reloadedBy")

    /// `[String]?`: the kinds an event reloads, nil for all.
    private static let kindsResult = SwiftType.optional(.array(QualifiedName.string))

    /// `controlKinds(reloadedBy:)`: the control kinds an event reloads.
    private func controlKindsFunction() -> SwiftDecl {
        let switchCases = spec.events.map { event in
            SwiftCase(
                .implicitMember(SwiftLiteral.identifier(event.name.value)),
                reloadTargets(event.reloads).controls.map { SwiftExpression.array($0.map { .identifier($0) }) }
                    ?? .literal(.nil))
        }
        return .function(
            SwiftFunction(
                "controlKinds", parameters: .parameters([Self.eventParameter]), result: Self.kindsResult.description,
                access: access, modifiers: ["static"],
                doc: doc(
                    "The control kinds an event reloads; nil means every control",
                    spec.events.first?.name.range ?? spec.bundle.range),
                body: [.switch("event", switchCases)]))
    }

    func eventsGlue() -> SwiftDecl {
        .type(
            SwiftTypeDecl(
                .extension, SwiftIdentifier.fixedNames.reloads,
                doc: doc("Reloading through `WidgetCenter`", spec.events.first?.name.range ?? spec.bundle.range),
                members: spec.events.map(reloadFunction)))
    }

    private func reloadFunction(_ event: EventDecl) -> SwiftDecl {
        let name = SwiftLiteral.identifier(event.name.value)
        guard let widgets = targets(event) else {
            return .function(
                SwiftFunction(
                    name, access: access, modifiers: ["static"],
                    doc: doc(
                        spec.controls.isEmpty
                            ? "Reloads every widget of the app" : "Reloads every widget and every control of the app",
                        event.name.range),
                    body: reloadStatements(reloadTargets(event.reloads))))
        }
        guard !event.matching.isEmpty else {
            let names = reloadedNames(event).map { "`\($0)`" }.joined(separator: ", ")
            return .function(
                SwiftFunction(
                    name, access: access, modifiers: ["static"], doc: doc("Reloads " + names, event.name.range),
                    body: reloadStatements(reloadTargets(event.reloads))))
        }
        return matchingReloadFunction(event, widgets)
    }

    /// The names an event's `reloads` lists, widgets and controls.
    private func reloadedNames(_ event: EventDecl) -> [String] {
        if case .widgets(let names) = event.reloads { return names.map(\.value) }
        return []
    }

    /// Reloads the widgets whose current configuration has the given values of the `matching` parameters, and
    /// the controls the event names (whole kinds: `ControlCenter` reloads by kind).
    private func matchingReloadFunction(_ event: EventDecl, _ widgets: [WidgetDecl]) -> SwiftDecl {
        let matching = event.matching.map(\.value)
        // The parameter types come from the first widget; the checker made them equal in every named widget.
        // Inside, each value goes by `<name>Value`, which no local of the body below can shadow.
        let parameters = matching.map { parameterName -> SwiftParameter in
            let type =
                widgets.lazy.compactMap { $0.intent?.parameter(named: parameterName)?.type.value }.first ?? .string
            return SwiftParameter(
                Self.matchingValue(parameterName), matchedType(type), label: SwiftLiteral.identifier(parameterName))
        }
        let center = SwiftExpression.type(QualifiedName.widgetCenter).dot("shared")
        let success = SwiftExpression.implicitMember("success").call(
            SwiftArgument(.prefix("let ", .identifier("widgets"))))
        let closure: [SwiftStatement] = [
            .guard([.pattern(success, .identifier("result"))], else: [.return(nil)]),
            .variable("kinds", .generic(QualifiedName.set, [QualifiedName.string]), .array([])),
            .forIn("widget", in: .identifier("widgets"), widgets.compactMap { configurationCheck($0, matching) }),
            .forIn(
                "kind", in: .identifier("kinds").dot("sorted").call(),
                [.expression(center.dot("reloadTimelines").call(SwiftArgument("ofKind", .identifier("kind"))))]),
        ]
        let call = SwiftCall(
            center.dot("getCurrentConfigurations").code, nil,
            trailingClosures: [SwiftClosure(parameters: "result", closure)])
        return .function(
            SwiftFunction(
                SwiftLiteral.identifier(event.name.value), parameters: .parameters(parameters), access: access,
                modifiers: ["static"],
                doc: doc(
                    "Reloads the widgets configured with these values: "
                        + widgets.map { "`\($0.name.value)`" }.joined(separator: ", "), event.name.range),
                body: [.expression(.call(call))]
                    + reloadStatements(ReloadKinds(widgets: [], controls: reloadTargets(event.reloads).controls))))
    }

    /// How a `matching` value is passed: an entity (or an optional or array of them) by its identifier, others as
    /// they are.
    private func matchedType(_ type: TypeRef) -> SwiftType {
        switch type {
        case .model(let name) where spec.entity(named: name) != nil: QualifiedName.string
        case .optional(let wrapped): .optional(matchedType(wrapped))
        case .array(let element): .array(matchedType(element))
        default: type.qualifiedType
        }
    }

    /// The expression a configured intent's parameter is compared by: an entity by its `id`.
    private func matchedValue(_ expression: SwiftExpression, _ type: TypeRef) -> SwiftExpression {
        switch type {
        case .model(let name) where spec.entity(named: name) != nil: expression.dot("id")
        case .optional(let wrapped) where matchedType(wrapped) != wrapped.qualifiedType:
            matchedValue(.optionalChain(expression), wrapped)
        case .array(let element) where matchedType(element) != element.qualifiedType:
            expression.dot("map").trailing(matchedValue(.identifier("$0"), element))
        default: expression
        }
    }

    /// `if` the widget is `widget` and its intent has the `matching` values, its kind is reloaded.
    private func configurationCheck(_ widget: WidgetDecl, _ matching: [String]) -> SwiftStatement? {
        guard let intent = widget.intent else { return nil }
        // The intent of a widget available from newer versions than the spec's minimums is marked like it.
        let availability = availabilityArguments(widget.available).map { [SwiftClause.available($0)] } ?? []
        let kind = SwiftExpression.identifier("widget").dot("kind")
        let conditions: [SwiftClause] =
            availability + [
                .expression(
                    .infix(
                        kind, "==",
                        .identifier(SwiftIdentifier.fixedNames.kinds).dot(WidgetNames(widget: widget).kindConstantName))
                ),
                .binding(
                    "intent",
                    .identifier("widget").dot("widgetConfigurationIntent").call(
                        SwiftArgument("of", .identifier(intent.name.value).dot("self")))),
            ]
            + matching.map { name in
                let type = intent.parameter(named: name)?.type.value ?? .string
                let property = SwiftExpression.identifier("intent").dot(
                    SwiftLiteral.identifier(intent.propertyName(of: name)))
                return .expression(.infix(matchedValue(property, type), "==", .identifier(Self.matchingValue(name))))
            }
        return .when(conditions, [.expression(.identifier("kinds").dot("insert").call(SwiftArgument(kind)))])
    }

    /// The internal name of a `matching` parameter: the spec's name plus `Value`, never a local of the body.
    static func matchingValue(_ parameterName: String) -> String { parameterName + "Value" }

    /// A stable per-installation seed for `timeline.jitter`, kept in `UserDefaults`.
    func installationModel() -> SwiftDecl {
        declaring(
            derivedForBundle(installationType, "the jitter seed helper of the bundle"),
            .type(
                SwiftTypeDecl(
                    .enum, installationType, access: access,
                    doc: doc("The per-installation seed that spreads jittered reloads", spec.bundle.range),
                    members: [
                        .function(
                            SwiftFunction(
                                "jitterSeed", parameters: .parameters([SwiftParameter("kind", QualifiedName.string)]),
                                result: QualifiedName.uInt64.description, access: access, modifiers: ["static"],
                                doc: doc(
                                    "A seed that stays the same for this installation and kind", spec.bundle.range),
                                body: jitterSeedBody()))
                    ])))
    }

    /// The installation's identifier, made and stored on first use, and the seed of `kind` from it.
    private func jitterSeedBody() -> [SwiftStatement] {
        let key = SwiftExpression.identifier("key")
        let defaults = SwiftExpression.identifier("defaults")
        let seed = SwiftStatement.return(
            .type(QualifiedName.jitter).dot("seed").call(
                SwiftArgument(
                    "for",
                    .infix(.infix(.identifier("identifier"), "+", .literal(.string("/"))), "+", .identifier("kind")))))
        return [
            .let("key", .literal(.string("widgetspec.installationID"))),
            .let("defaults", .type(QualifiedName.userDefaults).dot("standard")),
            .when([.binding("identifier", defaults.dot("string").call(SwiftArgument("forKey", key)))], [seed]),
            .let("identifier", .type(QualifiedName.uuid).call().dot("uuidString")),
            .expression(
                defaults.dot("set").call(SwiftArgument(.identifier("identifier")), SwiftArgument("forKey", key))),
            seed,
        ]
    }
}
