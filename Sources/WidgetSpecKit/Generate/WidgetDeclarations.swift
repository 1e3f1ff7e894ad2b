/// The `Widget` struct of one widget: its configuration, texts, families and modifiers, and the user's view.
extension GenerationContext {
    func widgetStruct(_ widget: WidgetDecl) -> SwiftDecl {
        let names = WidgetNames(widget: widget)
        let view = widget.view.value
        var content = ["\(view)(entry: entry)"]
        if widget.url != nil {
            content.append(
                names.isConfigurable
                    ? "    .widgetURL(entry.configuration.widgetURL)" : "    .widgetURL(\(names.info).widgetURL)")
        }
        let configuration: String
        if let intent = widget.intent {
            configuration =
                "\(QualifiedName.appIntentConfiguration)(\n    kind: \(names.kindConstant), intent: \(intent.name.value).self, "
                + "provider: \(names.provider)()\n) { entry in"
        } else {
            configuration = "\(QualifiedName.staticConfiguration)(kind: \(names.kindConstant), provider: \(names.provider)()) { entry in"
        }
        var lines = [configuration] + content.map { "    " + $0 } + ["}"]
        lines.append(".configurationDisplayName(\(SwiftLiteral.string(widget.displayName.value)))")
        if let description = widget.description {
            lines.append(".description(\(SwiftLiteral.string(description.value)))")
        }
        lines.append(".supportedFamilies(Self.supportedFamilies)")
        if widget.contentMarginsDisabled { lines.append(".contentMarginsDisabled()") }
        if !widget.backgroundRemovable { lines.append(".containerBackgroundRemovable(false)") }
        let members: [SwiftDecl] = [
            .initializer(
                SwiftInitializer("", access: access, doc: doc("Creates the widget", widget.name.range), body: [])),
            .property(
                SwiftProperty(
                    "body", type: "some \(QualifiedName.widgetConfiguration)", access: access,
                    doc: doc("The configuration; the view is the app's `\(view)`", widget.view.range),
                    value: .getter([.line(lines.joined(separator: "\n"))]))),
            .property(
                SwiftProperty(
                    "supportedFamilies", type: "[\(QualifiedName.widgetFamily)]", access: "private", modifiers: ["static"],
                    doc: doc("The families on the platform being compiled", familiesRange(widget)),
                    value: .getter(familiesBody(widget.families)))),
        ]
        return .type(
            SwiftTypeDecl(
                .struct, widget.name.value, access: access, attributes: availabilityAttribute(widget.available),
                inherits: [QualifiedName.widget], doc: doc(widget.displayName.value, widget.name.range), members: members))
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
