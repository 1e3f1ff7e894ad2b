/// The `Widget` struct of one widget: its configuration, texts, families and modifiers, and the user's view on
/// the container background the spec asks for. Modifiers newer than the widget's deployment minimum are guarded
/// with `if #available`, so a spec with an iOS 14 minimum compiles.
extension GenerationContext {
    func widgetStruct(_ widget: WidgetDecl) -> SwiftDecl {
        var members: [SwiftDecl] = [
            emptyInitializer("Creates the widget", widget.name.range),
            bodyProperty(
                QualifiedName.widgetConfiguration,
                doc: doc("The configuration; the view is the app's `\(widget.view.value)`", widget.view.range),
                configurationBody(widget)),
            .property(
                SwiftProperty(
                    "supportedFamilies", type: SwiftType.array(QualifiedName.widgetFamily).description,
                    access: "private",
                    modifiers: ["static"],
                    doc: doc("The families on the platform being compiled", familiesRange(widget)),
                    value: .getter(familiesBody(widget.families)))),
        ]
        if let offered = offeredFamiliesProperty(widget) { members.append(offered) }
        if let background = backgroundFunction(widget) { members.append(background) }
        members += disfavoredLocationFunctions(widget)
        return declaring(
            .spec(.widget, widget.name, widget: widget.name.value),
            using(
                appViewType(widget),
                in: .type(
                    SwiftTypeDecl(
                        .struct, widget.name.value, access: access, attributes: availabilityAttribute(widget.available),
                        inherits: [QualifiedName.widget.description],
                        doc: doc(widget.displayName.value, widget.name.range), members: members))))
    }

    /// The view the app writes, which the configuration's content shows.
    private func appViewType(_ widget: WidgetDecl) -> GeneratedTypeName {
        .app(
            widget.view.value, "the view the app writes for widget '\(widget.name.value)'", at: widget.view.range,
            view: true, widget: widget.name.value)
    }

    /// The protocol the app's view conforms to with `background: view`: its `widgetBackground` becomes the
    /// container background.
    func backgroundProtocol(_ widget: WidgetDecl) -> [SwiftDecl] {
        guard widget.background.style == .view else { return [] }
        let names = WidgetNames(widget: widget)
        let range = widget.background.range ?? widget.name.range
        return [
            declaring(
                derived(names.backgroundProviding, "background protocol", of: widget),
                .type(
                    SwiftTypeDecl(
                        .protocol, names.backgroundProviding, access: access,
                        inherits: [QualifiedName.view.description],
                        doc:
                            "What the app's view implements for `\(widget.name.value)` (\(line(range))): the container\n"
                            + "background, which the system removes where widgets show none (StandBy, the Lock Screen).",
                        members: [
                            .associatedType(
                                name: Self.backgroundAssociatedType, constraint: QualifiedName.view.description,
                                doc: "The background's view type."),
                            .property(
                                SwiftProperty(
                                    "widgetBackground", type: Self.backgroundAssociatedType,
                                    attributes: [QualifiedName.viewBuilder.attribute],
                                    doc: "The view behind the widget's content.", value: .requirement)),
                        ])))
        ]
    }

    /// The associated type of the background protocols, reserved as a spec type name.
    static let backgroundAssociatedType = "WidgetBackground"

    /// The widget's configuration with the app's view, then the spec's texts, families and settings; the
    /// settings newer than the deployment minimum through an `if #available` branch (SE-0360).
    private func configurationBody(_ widget: WidgetDecl) -> [SwiftStatement] {
        var modifiers = [
            SwiftCall(
                "configurationDisplayName",
                .arguments([SwiftArgument(displayTextExpression(widget.displayName, as: .text))]))
        ]
        if let description = widget.description {
            modifiers.append(
                SwiftCall("description", .arguments([SwiftArgument(displayTextExpression(description, as: .text))])))
        }
        modifiers.append(
            SwiftCall("supportedFamilies", .arguments([SwiftArgument(familiesArgument(widget))])))
        var settings: [SwiftCall] = []
        if widget.contentMarginsDisabled { settings.append(SwiftCall("contentMarginsDisabled")) }
        if !widget.background.removable {
            settings.append(
                SwiftCall("containerBackgroundRemovable", .arguments([SwiftArgument(.literal(.bool(false)))])))
        }
        let configuration = disfavoring(widget, .modified(.call(configurationCall(widget)), modifiers))
        guard !settings.isEmpty, let available = availability(of: widget, from: \.configurationModifierMinimum)
        else {
            return [.expression(.modified(configuration, settings))]
        }
        return [
            .let("configuration", configuration),
            .if([available], [.return(.modified(.identifier("configuration"), settings))]),
            .return(.identifier("configuration")),
        ]
    }

    private func configurationCall(_ widget: WidgetDecl) -> SwiftCall {
        let names = WidgetNames(widget: widget)
        let content = SwiftClosure(parameters: "entry", [.expression(view(names))])
        let kind = SwiftArgument("kind", .identifier(names.kindConstant))
        let provider = SwiftArgument("provider", .identifier(names.provider).call())
        if let intent = widget.intent {
            let intentType = SwiftArgument("intent", .identifier(intent.name.value).dot("self"))
            return SwiftCall(
                QualifiedName.appIntentConfiguration.description, .argumentRows([[kind, intentType, provider]]),
                trailingClosures: [content])
        }
        return SwiftCall(
            QualifiedName.staticConfiguration.description, .arguments([kind, provider]), trailingClosures: [content])
    }

    /// The app's view for an entry on its container background, with the widget's URL when the spec has one.
    private func view(_ names: WidgetNames) -> SwiftExpression {
        let widget = names.widget
        let appView = SwiftExpression.identifier(widget.view.value).call(SwiftArgument("entry", .identifier("entry")))
        let view =
            widget.background.style == .none
            ? appView : SwiftExpression.identifier("Self").dot("withBackground").call(SwiftArgument(appView))
        guard names.widget.url != nil else { return view }
        let url =
            names.isConfigurable
            ? SwiftExpression.identifier("entry").dot("configuration").dot("widgetURL")
            : .identifier(names.info).dot("widgetURL")
        return .modified(view, [SwiftCall("widgetURL", .arguments([SwiftArgument(url)]))])
    }

    /// `withBackground(_:)`: the view on the system's fill (`system`) or on its own `widgetBackground` (`view`),
    /// through `containerBackground(for: .widget)` where the OS has it; before, `system` leaves the OS's default
    /// background and `view` draws its background behind the view.
    private func backgroundFunction(_ widget: WidgetDecl) -> SwiftDecl? {
        let parameterType: SwiftType
        let modern: SwiftStatement
        let older: SwiftStatement
        let view = SwiftExpression.identifier("view")
        let forWidget = SwiftArgument("for", .implicitMember("widget"))
        let someView = SwiftType.opaque(QualifiedName.view)
        switch widget.background.style {
        case .none:
            return nil
        case .system:
            parameterType = someView
            let fill = SwiftExpression.implicitMember("fill").dot("tertiary")
            modern = .expression(view.dot("containerBackground").call(SwiftArgument(fill), forWidget))
            older = .expression(view)
        case .view:
            parameterType = .opaque(.named(WidgetNames(widget: widget).backgroundProviding))
            let background = SwiftStatement.expression(view.dot("widgetBackground"))
            modern = .expression(
                .call(
                    SwiftCall(
                        view.dot("containerBackground").code, .arguments([forWidget]),
                        trailingClosures: [SwiftClosure([background])])))
            older = .expression(
                .call(
                    SwiftCall(
                        QualifiedName.zStack.description, nil,
                        trailingClosures: [SwiftClosure([background, .expression(view)])])))
        }
        let available = availability(of: widget, from: \.widgetBackgroundMinimum)
        return .function(
            SwiftFunction(
                "withBackground", parameters: .parameters([SwiftParameter("_", "view", parameterType)]),
                result: someView.description,
                access: "private", modifiers: ["static"],
                attributes: available == nil ? [] : [QualifiedName.viewBuilder.attribute],
                doc: doc(
                    widget.background.style == .system
                        ? "The app's view on the system's container background"
                        : "The app's view on the container background it provides",
                    widget.background.range ?? widget.name.range),
                body: available.map { [.if([$0], [modern], else: [older])] } ?? [modern]))
    }

    /// `#available(iOS 17.0, *)` naming each of the spec's platforms whose deployment minimum for the widget is
    /// below the version `needed` gives; nil when every platform has it. Every platform of the spec counts, even
    /// one the widget offers no family on: the code is compiled there too.
    func availability(of widget: WidgetDecl, from needed: KeyPath<Platform, OSVersion>) -> String? {
        let missing = spec.platforms.compactMap { target -> SwiftAvailability.Version? in
            let version = target.platform[keyPath: needed]
            guard let minimum = spec.minimum(of: widget, on: target.platform), minimum < version else { return nil }
            return SwiftAvailability.Version(target.platform.rawValue, version.description)
        }
        return SwiftAvailability(missing)?.condition
    }

    /// Where the widget's families are written.
    func familiesRange(_ widget: WidgetDecl) -> SourceRange {
        switch widget.families {
        case .shared(let families): families.first?.range ?? widget.name.range
        case .perPlatform(let lists): lists.first?.range ?? widget.name.range
        }
    }

    private static func familyList(_ families: [Located<WidgetFamily>]) -> SwiftExpression {
        .array(families.map { SwiftExpression.type(QualifiedName.widgetFamily).dot($0.value.rawValue) })
    }

    /// One list, or `#if os(...)` branches with an empty list elsewhere.
    private func familiesBody(_ families: WidgetFamilies) -> [SwiftStatement] {
        switch families {
        case .shared(let list):
            return [.expression(Self.familyList(list))]
        case .perPlatform(let lists):
            return [platformBranches(lists, otherwise: [.return(.array([]))]) { [.return(Self.familyList($0))] }]
        }
    }

    /// `#if os(...)` branches with `body` of each platform's families, and `otherwise` elsewhere.
    func platformBranches(
        _ lists: [PlatformFamilies], otherwise: [SwiftStatement],
        _ body: ([Located<WidgetFamily>]) -> [SwiftStatement]
    ) -> SwiftStatement {
        let branches = lists.map {
            SwiftConditional<SwiftStatement>.Branch($0.platform.osCondition, body($0.families))
        }
        return .conditional(SwiftConditional(branches, otherwise: otherwise))
    }

    /// `@available(iOS 18.0, *)` for the declarations of a widget the bundle wraps in `if #available`.
    func availabilityAttribute(_ available: [PlatformVersion]) -> [String] {
        swiftAvailability(available).map { [$0.attribute] } ?? []
    }

    /// `iOS 18.0, macOS 15.0, *`: a widget's `available`, for `@available` and `#available`; nil without one.
    func availabilityArguments(_ available: [PlatformVersion]) -> String? {
        swiftAvailability(available)?.description
    }

    /// A widget's `available` as the Swift room spells it; nil without one.
    func swiftAvailability(_ available: [PlatformVersion]) -> SwiftAvailability? {
        SwiftAvailability(available.map { SwiftAvailability.Version($0.platform.rawValue, $0.version.description) })
    }
}
