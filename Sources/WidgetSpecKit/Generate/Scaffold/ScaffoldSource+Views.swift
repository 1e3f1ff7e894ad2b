/// The scaffolded views: a widget's view shows its entry's fields as text, a Live Activity's Lock Screen view its
/// attributes and state.
extension ScaffoldSource {
    /// A view: `let entry` for one widget (`let context` for a Live Activity); for a view several widgets or
    /// activities share, an initializer per entry type that keeps the text it shows.
    func viewDeclaration(_ declaration: UserDeclaration) -> [SwiftDecl] {
        let view = SwiftType.opaque(spellType(QualifiedName.view)).description
        let sources = viewSources(declaration)
        var members: [SwiftDecl] = []
        var extensions: [SwiftDecl] = []
        let redaction: SwiftExpression?
        if sources.count > 1 {
            members += [
                .property(
                    SwiftProperty(
                        "summary", type: "String", isLet: true, access: "private",
                        doc: "What the view shows: the values it was created with, a line each.")),
                .property(
                    SwiftProperty(
                        "showsSampleValues", type: "Bool", isLet: true, access: "private",
                        doc: "Whether the values are placeholders, drawn redacted.")),
            ]
            redaction = .identifier("showsSampleValues")
            for source in sources {
                let name = source.parameter.name
                let decls: [SwiftDecl] = [
                    .initializer(
                        SwiftInitializer(
                            parameters: [source.parameter], doc: "Shows \(source.owner).",
                            body: [
                                .assign(
                                    .identifier("summary"),
                                    .identifier("Self").dot("summary").call(SwiftArgument("of", .identifier(name)))),
                                .assign(
                                    .identifier("showsSampleValues"), source.showsSampleValues ?? .literal(.bool(false))
                                ),
                            ])),
                    .function(
                        SwiftFunction(
                            "summary",
                            parameters: .parameters([SwiftParameter(name, source.parameter.type, label: "of")]),
                            result: "String", access: "private", modifiers: ["static"],
                            body: Self.joined(source.lines))),
                ]
                let adding = SwiftDecl.type(SwiftTypeDecl(.extension, declaration.name, members: decls))
                if source.condition == declaration.condition {
                    members += decls
                } else if let condition = source.condition {
                    // A Live Activity's initializer of a view widgets share: under the ActivityKit condition.
                    extensions.append(
                        .conditional(SwiftConditional(condition, [.importModule("ActivityKit"), adding])))
                } else {
                    extensions.append(adding)
                }
            }
        } else if let source = sources.first {
            members.append(
                .property(
                    SwiftProperty(source.parameter.name, type: source.parameter.type.description, isLet: true)))
            redaction = source.showsSampleValues
        } else {
            redaction = nil
        }
        var modifiers: [SwiftCall] = []
        if let redaction {
            let reason = SwiftExpression.infix(.infix(redaction, "?", .implicitMember("placeholder")), ":", .array([]))
            modifiers.append(SwiftCall("redacted", .arguments([SwiftArgument("reason", reason)])))
        }
        let color = spelled(QualifiedName.color).dot("blue")
        let widgets = spec.widgets.filter { $0.view.value == declaration.name }
        let ownBackground = widgets.first { $0.background.style == .none }
        let summary = spelled(QualifiedName.text).call(SwiftArgument("verbatim", .identifier("summary")))
        let content = SwiftExpression.modified(summary, modifiers)
        var body: [SwiftStatement] = [
            .comment("TODO: Lay out what the view shows. Until there is data, the values are the spec's placeholders.")
        ]
        if let ownBackground {
            // `background: none`: the view adopts the container background itself, where the OS has it.
            let background = SwiftCall(
                "containerBackground", .arguments([SwiftArgument("for", .implicitMember("widget"))]),
                trailingClosures: [SwiftClosure([.expression(color)])])
            let withBackground = SwiftStatement.expression(.modified(summary, modifiers + [background]))
            if let available = context.availability(of: ownBackground, from: \.widgetBackgroundMinimum) {
                body.append(.if([available], [withBackground], else: [.expression(content)]))
            } else {
                body.append(withBackground)
            }
        } else {
            body.append(.expression(content))
        }
        members.append(.property(SwiftProperty("body", type: view, value: .getter(body))))
        if sources.count == 1, let source = sources.first {
            members.append(
                .property(
                    SwiftProperty(
                        "summary", type: "String", access: "private",
                        doc: "The values the view was created with, a line each.",
                        value: .getter(Self.joined(source.lines)))))
        }
        if widgets.contains(where: { $0.background.style == .view }) {
            members.append(
                .property(
                    SwiftProperty(
                        "widgetBackground", type: view,
                        value: .getter([
                            .comment("TODO: The widget's background; the system removes it where widgets show none."),
                            .expression(color),
                        ]))))
        }
        let type = SwiftDecl.type(
            SwiftTypeDecl(
                .struct, declaration.name, inherits: declaration.conformances.map(spell),
                doc: doc(declaration, "The \(describe(declaration).dropFirst(4))"), members: members))
        return [type] + extensions
    }

    /// One way into a view: the initializer's parameter, the lines it shows and whether they are placeholders.
    private struct ViewSource {
        var parameter: SwiftParameter
        var owner: String
        /// String literals, one per value.
        var lines: [SwiftExpression]
        var showsSampleValues: SwiftExpression?
        var condition: SwiftCondition?
    }

    private func viewSources(_ declaration: UserDeclaration) -> [ViewSource] {
        var sources: [ViewSource] = []
        for widget in spec.widgets where widget.view.value == declaration.name {
            let names = WidgetNames(widget: widget)
            let members = generated.instanceProperties(of: names.entry)
            let entry = SwiftExpression.identifier("entry")
            var lines = widget.entry.map { field -> SwiftExpression in
                let name = field.name.value
                // A field named like a member of the entry (`date`, `state`) is read through `content`.
                let path = (members.contains(name) ? entry.dot("content") : entry).dot(SwiftLiteral.identifier(name))
                return .interpolation([.plain(name + ": "), Self.interpolated(path, field.type.value)])
            }
            if lines.isEmpty { lines = [.interpolation([.value(entry.dot("date"))])] }
            sources.append(
                ViewSource(
                    parameter: SwiftParameter("entry", .named(names.entry)), owner: "widget '\(names.type)'",
                    lines: lines, showsSampleValues: entry.dot("state").dot("showsSampleValues"),
                    condition: UserCode.widgetCondition))
        }
        if SwiftGenerator.generatesActivities(spec) {
            for activity in spec.activities where activity.lockScreenView.value == declaration.name {
                sources.append(
                    ViewSource(
                        parameter: SwiftParameter(
                            "context",
                            .generic(spellType(QualifiedName.activityViewContext), [.named(activity.name.value)])),
                        owner: "Live Activity '\(activity.name.value)'", lines: activityLines(activity),
                        showsSampleValues: nil, condition: GenerationContext.activityCondition))
            }
        }
        return sources
    }

    /// A line per attribute and state field: `"raidName: \(context.attributes.raidName)"`.
    func activityLines(_ activity: ActivityDecl) -> [SwiftExpression] {
        let context = SwiftExpression.identifier("context")
        let parts =
            activity.attributes.map { (context.dot("attributes"), $0) }
            + activity.state.map { (context.dot("state"), $0) }
        let lines = parts.map { owner, field in
            SwiftExpression.interpolation([
                .plain(field.name.value + ": "),
                Self.interpolated(owner.dot(SwiftLiteral.identifier(field.name.value)), field.type.value),
            ])
        }
        return lines.isEmpty ? [.literal(.string(activity.name.value))] : lines
    }

    /// The first state field, or the activity's name.
    func stateSummary(_ activity: ActivityDecl) -> SwiftExpression {
        guard let field = activity.state.first else { return .literal(.string(activity.name.value)) }
        let value = SwiftExpression.identifier("context").dot("state").dot(SwiftLiteral.identifier(field.name.value))
        return .interpolation([Self.interpolated(value, field.type.value)])
    }

    /// The lines as one text: the literal itself, or the array joined with line breaks.
    static func joined(_ lines: [SwiftExpression]) -> [SwiftStatement] {
        guard lines.count > 1 else { return lines.map { .expression($0) } }
        let joined = SwiftCall("joined", .arguments([SwiftArgument("separator", .literal(.string("\n")))]))
        return [.expression(.modified(.collection(lines.map(\.code)), [joined]))]
    }

    /// `\(value)` inside a string literal; an optional through `String(describing:)`, which Swift asks for.
    private static func interpolated(_ value: SwiftExpression, _ type: TypeRef) -> SwiftStringPart {
        .value(type.isOptional ? .identifier("String").call(SwiftArgument("describing", value)) : value)
    }
}
