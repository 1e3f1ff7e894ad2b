/// The `Widget` struct of one widget: its configuration, texts, families and modifiers, and the user's view.
extension GenerationContext {
    func widgetStruct(_ widget: WidgetDecl) -> SwiftDecl {
        let members: [SwiftDecl] = [
            emptyInitializer("Creates the widget", widget.name.range),
            bodyProperty(
                QualifiedName.widgetConfiguration,
                doc: doc("The configuration; the view is the app's `\(widget.view.value)`", widget.view.range),
                [.expression(configuration(widget))]),
            .property(
                SwiftProperty(
                    "supportedFamilies", type: "[\(QualifiedName.widgetFamily)]", access: "private",
                    modifiers: ["static"],
                    doc: doc("The families on the platform being compiled", familiesRange(widget)),
                    value: .getter(familiesBody(widget.families)))),
        ]
        return .type(
            SwiftTypeDecl(
                .struct, widget.name.value, access: access, attributes: availabilityAttribute(widget.available),
                inherits: [QualifiedName.widget], doc: doc(widget.displayName.value, widget.name.range),
                members: members))
    }

    /// The widget's configuration with the app's view, then the spec's texts, families and settings.
    private func configuration(_ widget: WidgetDecl) -> SwiftExpression {
        let names = WidgetNames(widget: widget)
        let content = SwiftClosure(parameters: "entry", [.expression(view(names))])
        let kind = "kind: \(names.kindConstant)"
        let provider = "provider: \(names.provider)()"
        let configuration =
            if let intent = widget.intent {
                SwiftCall(
                    QualifiedName.appIntentConfiguration,
                    .rows([[kind, "intent: \(intent.name.value).self", provider]]),
                    trailingClosures: [content])
            } else {
                SwiftCall(QualifiedName.staticConfiguration, .inline([kind, provider]), trailingClosures: [content])
            }
        var modifiers = [
            SwiftCall("configurationDisplayName", .inline([SwiftLiteral.string(widget.displayName.value)]))
        ]
        if let description = widget.description {
            modifiers.append(SwiftCall("description", .inline([SwiftLiteral.string(description.value)])))
        }
        modifiers.append(SwiftCall("supportedFamilies", .inline(["Self.supportedFamilies"])))
        if widget.contentMarginsDisabled { modifiers.append(SwiftCall("contentMarginsDisabled")) }
        if !widget.backgroundRemovable {
            modifiers.append(SwiftCall("containerBackgroundRemovable", .inline(["false"])))
        }
        return .modified(.call(configuration), modifiers)
    }

    /// The app's view for an entry, with the widget's URL when the spec has one.
    private func view(_ names: WidgetNames) -> SwiftExpression {
        let view = SwiftExpression.text("\(names.widget.view.value)(entry: entry)")
        guard names.widget.url != nil else { return view }
        let url = names.isConfigurable ? "entry.configuration.widgetURL" : "\(names.info).widgetURL"
        return .modified(view, [SwiftCall("widgetURL", .inline([url]))])
    }

    private func familiesRange(_ widget: WidgetDecl) -> SourceRange {
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
            let branches = lists.map {
                SwiftConditional<SwiftStatement>.Branch(
                    $0.platform.osCondition, [.line("return " + Self.familyList($0.families))])
            }
            return [.conditional(SwiftConditional(branches, otherwise: [.line("return []")]))]
        }
    }

    /// `@available(iOS 18.0, *)` for a widget the bundle wraps in `if #available`.
    func availabilityAttribute(_ available: [PlatformVersion]) -> [String] {
        guard !available.isEmpty else { return [] }
        return [
            "@available(" + available.map { "\($0.platform.rawValue) \($0.version)" }.joined(separator: ", ") + ", *)"
        ]
    }
}
