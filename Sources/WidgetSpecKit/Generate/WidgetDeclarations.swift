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
                    "supportedFamilies", type: "[\(QualifiedName.widgetFamily)]", access: "private",
                    modifiers: ["static"],
                    doc: doc("The families on the platform being compiled", familiesRange(widget)),
                    value: .getter(familiesBody(widget.families)))),
        ]
        if let background = backgroundFunction(widget) { members.append(background) }
        members += disfavoredLocationFunctions(widget)
        return declaring(
            .spec(.widget, widget.name, widget: widget.name.value),
            .type(
                SwiftTypeDecl(
                    .struct, widget.name.value, access: access, attributes: availabilityAttribute(widget.available),
                    inherits: [QualifiedName.widget], doc: doc(widget.displayName.value, widget.name.range),
                    members: members)))
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
                        .protocol, names.backgroundProviding, access: access, inherits: [QualifiedName.view],
                        doc:
                            "What the app's view implements for `\(widget.name.value)` (\(line(range))): the container\n"
                            + "background, which the system removes where widgets show none (StandBy, the Lock Screen).",
                        members: [
                            .associatedType(
                                name: Self.backgroundAssociatedType, constraint: QualifiedName.view,
                                doc: "The background's view type."),
                            .property(
                                SwiftProperty(
                                    "widgetBackground", type: Self.backgroundAssociatedType,
                                    attributes: ["@\(QualifiedName.viewBuilder)"],
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
            SwiftCall("configurationDisplayName", .inline([displayText(widget.displayName, as: .text)]))
        ]
        if let description = widget.description {
            modifiers.append(SwiftCall("description", .inline([displayText(description, as: .text)])))
        }
        modifiers.append(SwiftCall("supportedFamilies", .inline(["Self.supportedFamilies"])))
        var settings: [SwiftCall] = []
        if widget.contentMarginsDisabled { settings.append(SwiftCall("contentMarginsDisabled")) }
        if !widget.background.removable {
            settings.append(SwiftCall("containerBackgroundRemovable", .inline(["false"])))
        }
        let configuration = disfavoring(widget, .modified(.call(configurationCall(widget)), modifiers))
        guard !settings.isEmpty, let available = availability(of: widget, from: \.configurationModifierMinimum)
        else {
            return [.expression(.modified(configuration, settings))]
        }
        return [
            .let("configuration", configuration),
            .if([available], [.expression(.modified(.text("return configuration"), settings))]),
            .line("return configuration"),
        ]
    }

    private func configurationCall(_ widget: WidgetDecl) -> SwiftCall {
        let names = WidgetNames(widget: widget)
        let content = SwiftClosure(parameters: "entry", [.expression(view(names))])
        let kind = "kind: \(names.kindConstant)"
        let provider = "provider: \(names.provider)()"
        if let intent = widget.intent {
            return SwiftCall(
                QualifiedName.appIntentConfiguration, .rows([[kind, "intent: \(intent.name.value).self", provider]]),
                trailingClosures: [content])
        }
        return SwiftCall(QualifiedName.staticConfiguration, .inline([kind, provider]), trailingClosures: [content])
    }

    /// The app's view for an entry on its container background, with the widget's URL when the spec has one.
    private func view(_ names: WidgetNames) -> SwiftExpression {
        let widget = names.widget
        let viewType = GeneratedTypeName.app(
            widget.view.value, "the view the app writes for widget '\(widget.name.value)'", at: widget.view.range,
            view: true, widget: widget.name.value)
        let appView = using(viewType, .identifier(widget.view.value).call(SwiftArgument("entry", .identifier("entry"))))
        let view =
            widget.background.style == .none
            ? appView : SwiftExpression.identifier("Self").dot("withBackground").call(SwiftArgument(appView))
        guard names.widget.url != nil else { return view }
        let url = names.isConfigurable ? "entry.configuration.widgetURL" : "\(names.info).widgetURL"
        return .modified(view, [SwiftCall("widgetURL", .inline([url]))])
    }

    /// `withBackground(_:)`: the view on the system's fill (`system`) or on its own `widgetBackground` (`view`),
    /// through `containerBackground(for: .widget)` where the OS has it; before, `system` leaves the OS's default
    /// background and `view` draws its background behind the view.
    private func backgroundFunction(_ widget: WidgetDecl) -> SwiftDecl? {
        let parameterType: String
        let modern: SwiftStatement
        let older: SwiftStatement
        switch widget.background.style {
        case .none:
            return nil
        case .system:
            parameterType = "some \(QualifiedName.view)"
            modern = .line("view.containerBackground(.fill.tertiary, for: .widget)")
            older = .line("view")
        case .view:
            parameterType = "some \(WidgetNames(widget: widget).backgroundProviding)"
            modern = .expression(
                .call(
                    SwiftCall(
                        "view.containerBackground", .inline(["for: .widget"]),
                        trailingClosures: [SwiftClosure([.line("view.widgetBackground")])])))
            older = .expression(
                .call(
                    SwiftCall(
                        QualifiedName.zStack, nil,
                        trailingClosures: [SwiftClosure([.line("view.widgetBackground"), .line("view")])])))
        }
        let available = availability(of: widget, from: \.widgetBackgroundMinimum)
        return .function(
            SwiftFunction(
                "withBackground", parameters: .inline(["_ view: \(parameterType)"]),
                result: "some \(QualifiedName.view)",
                access: "private", modifiers: ["static"],
                attributes: available == nil ? [] : ["@\(QualifiedName.viewBuilder)"],
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
        let missing = spec.platforms.compactMap { target -> String? in
            let version = target.platform[keyPath: needed]
            guard let minimum = spec.minimum(of: widget, on: target.platform), minimum < version else { return nil }
            return "\(target.platform.rawValue) \(version)"
        }
        return missing.isEmpty ? nil : "#available(" + (missing + ["*"]).joined(separator: ", ") + ")"
    }

    /// Where the widget's families are written.
    func familiesRange(_ widget: WidgetDecl) -> SourceRange {
        switch widget.families {
        case .shared(let families): families.first?.range ?? widget.name.range
        case .perPlatform(let lists): lists.first?.range ?? widget.name.range
        }
    }

    private static func familyList(_ families: [Located<WidgetFamily>]) -> String {
        "[" + families.map { "\(QualifiedName.widgetFamily).\($0.value.rawValue)" }.joined(separator: ", ") + "]"
    }

    /// One list, or `#if os(...)` branches with an empty list elsewhere.
    private func familiesBody(_ families: WidgetFamilies) -> [SwiftStatement] {
        switch families {
        case .shared(let list):
            return [.line(Self.familyList(list))]
        case .perPlatform(let lists):
            return [
                platformBranches(lists, otherwise: [.line("return []")]) { [.line("return " + Self.familyList($0))] }
            ]
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
        availabilityArguments(available).map { ["@available(\($0))"] } ?? []
    }

    /// `iOS 18.0, macOS 15.0, *`: a widget's `available`, for `@available` and `#available`; nil without one.
    func availabilityArguments(_ available: [PlatformVersion]) -> String? {
        guard !available.isEmpty else { return nil }
        return (available.map { "\($0.platform.rawValue) \($0.version)" } + ["*"]).joined(separator: ", ")
    }
}
