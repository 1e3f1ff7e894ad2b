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
                "[" + widgets.map { WidgetNames(widget: $0).kindConstant }.joined(separator: ", ") + "]"
            }
            return SwiftCase(".\(SwiftLiteral.identifier(event.name.value))", kinds ?? "nil")
        }
        var members: [SwiftDecl] = [
            .type(
                SwiftTypeDecl(
                    .enum, "EventName", access: access,
                    inherits: [QualifiedName.string, QualifiedName.caseIterable, QualifiedName.sendable],
                    doc: doc("The events of the spec", spec.events.first?.name.range ?? spec.bundle.range),
                    members: cases)),
            .function(
                SwiftFunction(
                    "kinds", parameters: .inline(["reloadedBy event: EventName"]),
                    result: "[\(QualifiedName.string)]?", access: access, modifiers: ["static"],
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

    /// `controlKinds(reloadedBy:)`: the control kinds an event reloads.
    private func controlKindsFunction() -> SwiftDecl {
        let switchCases = spec.events.map { event in
            SwiftCase(
                ".\(SwiftLiteral.identifier(event.name.value))",
                reloadTargets(event.reloads).controls.map { "[" + $0.joined(separator: ", ") + "]" } ?? "nil")
        }
        return .function(
            SwiftFunction(
                "controlKinds", parameters: .inline(["reloadedBy event: EventName"]),
                result: "[\(QualifiedName.string)]?", access: access, modifiers: ["static"],
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
        let parameters = matching.map { parameterName -> String in
            let type =
                widgets.lazy.compactMap { $0.intent?.parameter(named: parameterName)?.type.value }.first ?? .string
            return
                "\(SwiftLiteral.identifier(parameterName)) \(Self.matchingValue(parameterName)): "
                + matchedSpelling(type)
        }
        let closure: [SwiftStatement] = [
            .line("guard case .success(let widgets) = result else { return }"),
            .line("var kinds: \(QualifiedName.set)<\(QualifiedName.string)> = []"),
            .block("for widget in widgets", widgets.compactMap { configurationCheck($0, matching) }),
            .block(
                "for kind in kinds.sorted()",
                [.line("\(QualifiedName.widgetCenter).shared.reloadTimelines(ofKind: kind)")]),
        ]
        let call = SwiftCall(
            "\(QualifiedName.widgetCenter).shared.getCurrentConfigurations", nil,
            trailingClosures: [SwiftClosure(parameters: "result", closure)])
        return .function(
            SwiftFunction(
                SwiftLiteral.identifier(event.name.value), parameters: .inline(parameters), access: access,
                modifiers: ["static"],
                doc: doc(
                    "Reloads the widgets configured with these values: "
                        + widgets.map { "`\($0.name.value)`" }.joined(separator: ", "), event.name.range),
                body: [.expression(.call(call))]
                    + reloadStatements(ReloadKinds(widgets: [], controls: reloadTargets(event.reloads).controls))))
    }

    /// How a `matching` value is passed: an entity (or an optional or array of them) by its identifier, others as
    /// they are.
    private func matchedSpelling(_ type: TypeRef) -> String {
        switch type {
        case .model(let name) where spec.entity(named: name) != nil: QualifiedName.string
        case .optional(let wrapped): matchedSpelling(wrapped) + "?"
        case .array(let element): "[" + matchedSpelling(element) + "]"
        default: type.qualifiedSpelling
        }
    }

    /// The expression a configured intent's parameter is compared by: an entity by its `id`.
    private func matchedValue(_ expression: String, _ type: TypeRef) -> String {
        switch type {
        case .model(let name) where spec.entity(named: name) != nil: expression + ".id"
        case .optional(let wrapped) where matchedSpelling(wrapped) != wrapped.qualifiedSpelling:
            matchedValue(expression + "?", wrapped)
        case .array(let element) where matchedSpelling(element) != element.qualifiedSpelling:
            expression + ".map { " + matchedValue("$0", element) + " }"
        default: expression
        }
    }

    /// `if` the widget is `widget` and its intent has the `matching` values, its kind is reloaded.
    private func configurationCheck(_ widget: WidgetDecl, _ matching: [String]) -> SwiftStatement? {
        guard let intent = widget.intent else { return nil }
        // The intent of a widget available from newer versions than the spec's minimums is marked like it.
        let availability = availabilityArguments(widget.available).map { ["#available(\($0))"] } ?? []
        let conditions =
            availability + [
                "widget.kind == \(WidgetNames(widget: widget).kindConstant)",
                "let intent = widget.widgetConfigurationIntent(of: \(intent.name.value).self)",
            ]
            + matching.map { name in
                let type = intent.parameter(named: name)?.type.value ?? .string
                let property = "intent.\(SwiftLiteral.identifier(intent.propertyName(of: name)))"
                return "\(matchedValue(property, type)) == \(Self.matchingValue(name))"
            }
        return .if(conditions, [.line("kinds.insert(widget.kind)")])
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
                                "jitterSeed", parameters: .inline(["kind: \(QualifiedName.string)"]),
                                result: QualifiedName.uInt64, access: access, modifiers: ["static"],
                                doc: doc(
                                    "A seed that stays the same for this installation and kind", spec.bundle.range),
                                body: [
                                    .line("let key = \"widgetspec.installationID\""),
                                    .line("let defaults = \(QualifiedName.userDefaults).standard"),
                                    .if(
                                        ["let identifier = defaults.string(forKey: key)"],
                                        [.line("return \(QualifiedName.jitter).seed(for: identifier + \"/\" + kind)")]),
                                    .line("let identifier = \(QualifiedName.uuid)().uuidString"),
                                    .line("defaults.set(identifier, forKey: key)"),
                                    .line("return \(QualifiedName.jitter).seed(for: identifier + \"/\" + kind)"),
                                ]))
                    ])))
    }
}
