/// The scaffolded views: a widget's view shows its entry's fields as text, a Live Activity's Lock Screen view its
/// attributes and state.
extension ScaffoldSource {
    /// A view: `let entry` for one widget (`let context` for a Live Activity); for a view several widgets or
    /// activities share, an initializer per entry type that keeps the text it shows.
    func viewDeclaration(_ declaration: UserDeclaration) -> [SwiftDecl] {
        let view = spell(QualifiedName.view)
        let sources = viewSources(declaration)
        var members: [SwiftDecl] = []
        var extensions: [SwiftDecl] = []
        let redaction: String?
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
            redaction = "showsSampleValues"
            for source in sources {
                let (name, type) = Self.nameAndType(source.parameter)
                let decls: [SwiftDecl] = [
                    .initializer(
                        SwiftInitializer(
                            source.parameter, doc: "Shows \(source.owner).",
                            body: [
                                .line("summary = Self.summary(of: \(name))"),
                                .line("showsSampleValues = \(source.showsSampleValues ?? "false")"),
                            ])),
                    .function(
                        SwiftFunction(
                            "summary", parameters: .inline(["of \(name): \(type)"]), result: "String",
                            access: "private", modifiers: ["static"], body: Self.joined(source.lines))),
                ]
                if source.condition == declaration.condition {
                    members += decls
                } else {
                    // A Live Activity's initializer of a view widgets share: under the ActivityKit condition.
                    extensions.append(
                        .conditional(
                            SwiftConditional(
                                source.condition ?? .flag("true"),
                                [
                                    .importModule("ActivityKit"),
                                    .type(SwiftTypeDecl(.extension, declaration.name, members: decls)),
                                ])))
                }
            }
        } else if let source = sources.first {
            let (name, type) = Self.nameAndType(source.parameter)
            members.append(.property(SwiftProperty(name, type: type, isLet: true)))
            redaction = source.showsSampleValues
        } else {
            redaction = nil
        }
        var modifiers: [SwiftCall] = []
        if let redaction {
            modifiers.append(SwiftCall("redacted", .inline(["reason: \(redaction) ? .placeholder : []"])))
        }
        let color = spell("SwiftUI.Color") + ".blue"
        let widgets = spec.widgets.filter { $0.view.value == declaration.name }
        let ownBackground = widgets.first { $0.background.style == .none }
        let content = SwiftExpression.modified(.text("\(spell(QualifiedName.text))(verbatim: summary)"), modifiers)
        var body: [SwiftStatement] = [
            .line("// TODO: Lay out what the view shows. Until there is data, the values are the spec's placeholders.")
        ]
        if let ownBackground {
            // `background: none`: the view adopts the container background itself, where the OS has it.
            let background = SwiftCall(
                "containerBackground", .inline(["for: .widget"]), trailingClosures: [SwiftClosure([.line(color)])])
            let withBackground = SwiftStatement.expression(
                .modified(.text("\(spell(QualifiedName.text))(verbatim: summary)"), modifiers + [background]))
            if let available = context.availability(of: ownBackground, from: \.widgetBackgroundMinimum) {
                body.append(.if([available], [withBackground], else: [.expression(content)]))
            } else {
                body.append(withBackground)
            }
        } else {
            body.append(.expression(content))
        }
        members.append(.property(SwiftProperty("body", type: "some \(view)", value: .getter(body))))
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
                        "widgetBackground", type: "some \(view)",
                        value: .getter([
                            .line("// TODO: The widget's background; the system removes it where widgets show none."),
                            .line(color),
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
        var parameter: String
        var owner: String
        /// String literals, one per value.
        var lines: [String]
        var showsSampleValues: String?
        var condition: SwiftCondition?
    }

    private func viewSources(_ declaration: UserDeclaration) -> [ViewSource] {
        var sources: [ViewSource] = []
        for widget in spec.widgets where widget.view.value == declaration.name {
            let names = WidgetNames(widget: widget)
            let members = generated.instanceProperties(of: names.entry)
            var lines = widget.entry.map { field -> String in
                let name = field.name.value
                // A field named like a member of the entry (`date`, `state`) is read through `content`.
                let path = (members.contains(name) ? "entry.content." : "entry.") + SwiftLiteral.identifier(name)
                return "\"\(name): " + Self.interpolated(path, field.type.value) + "\""
            }
            if lines.isEmpty { lines = ["\"\\(entry.date)\""] }
            sources.append(
                ViewSource(
                    parameter: "entry: \(names.entry)", owner: "widget '\(names.type)'", lines: lines,
                    showsSampleValues: "entry.state.showsSampleValues", condition: UserCode.widgetCondition))
        }
        if SwiftGenerator.generatesActivities(spec) {
            for activity in spec.activities where activity.lockScreenView.value == declaration.name {
                sources.append(
                    ViewSource(
                        parameter: "context: \(spell(QualifiedName.activityViewContext))<\(activity.name.value)>",
                        owner: "Live Activity '\(activity.name.value)'", lines: activityLines(activity),
                        showsSampleValues: nil, condition: GenerationContext.activityCondition))
            }
        }
        return sources
    }

    /// A line per attribute and state field: `"raidName: \(context.attributes.raidName)"`.
    func activityLines(_ activity: ActivityDecl) -> [String] {
        let parts =
            activity.attributes.map { ("context.attributes.", $0) } + activity.state.map { ("context.state.", $0) }
        let lines = parts.map { prefix, field in
            "\"\(field.name.value): "
                + Self.interpolated(prefix + SwiftLiteral.identifier(field.name.value), field.type.value) + "\""
        }
        return lines.isEmpty ? [SwiftLiteral.string(activity.name.value)] : lines
    }

    /// The first state field, or the activity's name.
    func stateSummary(_ activity: ActivityDecl) -> String {
        guard let field = activity.state.first else { return SwiftLiteral.string(activity.name.value) }
        return "\"" + Self.interpolated("context.state." + SwiftLiteral.identifier(field.name.value), field.type.value)
            + "\""
    }

    /// The lines as one text: the literal itself, or the array joined with line breaks.
    static func joined(_ lines: [String]) -> [SwiftStatement] {
        guard lines.count > 1 else { return lines.map { .line($0) } }
        return [.expression(.modified(.collection(lines), [SwiftCall("joined", .inline(["separator: \"\\n\""]))]))]
    }

    /// `\(path)` inside a string literal; an optional through `String(describing:)`, which Swift asks for.
    private static func interpolated(_ path: String, _ type: TypeRef) -> String {
        type.isOptional ? "\\(String(describing: \(path)))" : "\\(\(path))"
    }
}
