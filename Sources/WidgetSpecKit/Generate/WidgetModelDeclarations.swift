/// The Foundation-only declarations of one widget: configuration values, content, the loading protocol the
/// app implements, the entry, and the schedule evaluation the provider runs.
extension GenerationContext {
    func widgetModel(_ widget: WidgetDecl) -> [SwiftDecl] {
        let names = WidgetNames(widget: widget)
        var decls: [SwiftDecl] = []
        if let intent = widget.intent { decls.append(configuration(intent, names)) }
        if names.hasLoader {
            decls.append(content(names))
            decls.append(loadingProtocol(names))
        }
        decls.append(entry(names))
        return decls
    }

    private func configuration(_ intent: IntentDecl, _ names: WidgetNames) -> SwiftDecl {
        let values = ValueExpression(spec: spec, dateBase: "\(QualifiedName.date)()")
        let fields = intent.parameters.map { Field(name: $0.name, type: $0.type) }
        let defaults = intent.parameters.map { parameter in
            let value = parameter.defaultValue.map { values.expression($0.value, type: parameter.type.value) } ?? "nil"
            return "\(SwiftLiteral.argumentLabel(parameter.name.value)): \(value)"
        }
        var members = storedProperties(fields)
        members.append(memberwiseInitializer(fields, type: names.configuration, at: intent.range))
        members.append(
            .property(
                SwiftProperty(
                    "defaults", type: names.configuration, access: access, modifiers: ["static"],
                    doc: doc("The parameters' default values", intent.range),
                    value: .getter([.line("\(names.configuration)(\(defaults.joined(separator: ", ")))")]))))
        if let url = names.widget.url {
            members.append(widgetURLProperty(url, names))
            members.append(urlComponentFunction(intent))
        }
        return .type(
            SwiftTypeDecl(
                .struct, names.configuration, access: access, inherits: QualifiedName.valueConformances,
                doc: doc("The values of `\(intent.name.value)`'s parameters, as the app sees them", intent.range),
                members: members))
    }

    /// `widgetURL`: the template with each `{parameter}` replaced by the percent-encoded value.
    private func widgetURLProperty(_ url: Located<URLTemplate>, _ names: WidgetNames) -> SwiftDecl {
        var pieces: [String] = []
        for segment in url.value.segments {
            switch segment {
            case .literal(let text): pieces.append(SwiftLiteral.string(text))
            case .parameter(let name, _):
                let type = names.widget.intent?.parameter(named: name)?.type.value ?? .string
                pieces.append("Self.urlComponent(\(Self.urlText(SwiftLiteral.identifier(name), type: type)))")
            }
        }
        let expression = pieces.isEmpty ? "\"\"" : pieces.joined(separator: " + ")
        return .property(
            SwiftProperty(
                "widgetURL", type: "\(QualifiedName.url)?", access: access,
                doc: doc("The widget's `widgetURL`", url.range),
                value: .getter([.line("\(QualifiedName.url)(string: \(expression))")])))
    }

    /// Percent-encodes a parameter value for a URL: everything but RFC 3986's unreserved characters.
    private func urlComponentFunction(_ intent: IntentDecl) -> SwiftDecl {
        .function(
            SwiftFunction(
                "urlComponent", parameters: .inline(["_ text: \(QualifiedName.string)"]), result: QualifiedName.string,
                access: "private", modifiers: ["static"],
                doc: doc("Percent-encodes a parameter value for `widgetURL`", intent.range),
                body: [
                    .line(
                        "let unreserved = \(QualifiedName.characterSet)(charactersIn: \"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~\")"
                    ),
                    .line("return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? \"\""),
                ]))
    }

    /// An expression turning the value `name` of `type` into text for a URL.
    static func urlText(_ name: String, type: TypeRef) -> String {
        switch type {
        case .string: name
        case .int, .double, .bool: "\(QualifiedName.string)(\(name))"
        case .date: "\(QualifiedName.string)(\(QualifiedName.int)(\(name).timeIntervalSince1970))"
        case .url: "\(name).absoluteString"
        case .enumeration: "\(name).rawValue"
        case .optional(let wrapped): "(\(name).map { \(urlText("$0", type: wrapped)) } ?? \"\")"
        case .array(let element): "\(name).map { \(urlText("$0", type: element)) }.joined(separator: \",\")"
        case .closedRange(let bound):
            "\(urlText("\(name).lowerBound", type: bound)) + \"...\" + \(urlText("\(name).upperBound", type: bound))"
        case .model: "\(QualifiedName.string)(describing: \(name))"
        }
    }

    private func content(_ names: WidgetNames) -> SwiftDecl {
        let widget = names.widget
        let placeholders = ValueExpression(spec: spec, dateBase: "date")
        let arguments = widget.entry.map {
            "\(SwiftLiteral.argumentLabel($0.name.value)): \(placeholders.placeholder(for: $0))"
        }
        var members = storedProperties(widget.entry)
        members.append(memberwiseInitializer(widget.entry, type: names.content, at: widget.name.range))
        members.append(
            .function(
                SwiftFunction(
                    "placeholder", parameters: .inline(["at date: \(QualifiedName.date)"]), result: "Self",
                    access: access, modifiers: ["static"],
                    doc: doc("The content built from the spec's placeholders", widget.name.range),
                    body: [.line("Self(\(arguments.joined(separator: ", ")))")])))
        return .type(
            SwiftTypeDecl(
                .struct, names.content, access: access, inherits: QualifiedName.valueConformances,
                doc: doc("What `\(widget.name.value)` shows, loaded once per timeline", widget.name.range),
                members: members))
    }

    private func loadingProtocol(_ names: WidgetNames) -> SwiftDecl {
        let widget = names.widget
        let parameters = names.isConfigurable ? ["for configuration: \(names.configuration)"] : []
        var members: [SwiftDecl] = [
            .initializer(
                SwiftInitializer(
                    "", doc: doc("Creates the loader; the generated provider calls this", widget.name.range), body: nil)
            ),
            .function(
                SwiftFunction(
                    "content", parameters: .inline(parameters), effects: "async throws", result: names.content,
                    doc: "Loads the data of one timeline. Throwing makes the provider use the spec's `onError` plan\n"
                        + "(or one entry now and another try in an hour) with placeholder entries.",
                    body: nil)),
        ]
        if names.isDynamic {
            members.append(
                .function(
                    SwiftFunction(
                        "entryDates",
                        parameters: .inline([
                            "for content: \(names.content)", "requestedAt requestDate: \(QualifiedName.date)",
                        ]),
                        result: "[\(QualifiedName.date)]",
                        doc:
                            "The dates of the `dynamic` entries for this content (the spec's `count`/`every` are only\n"
                            + "the report's assumption). The provider sorts them and merges the other forms.",
                        body: nil)))
        }
        let doc =
            "What the app implements for `\(widget.name.value)` (\(line(widget.name.range))): its data loading.\n\n"
            + "Write `struct \(names.loader): \(names.loading)` in the widget extension; the generated provider\n"
            + "creates it with `init()` and calls `content(\(names.isConfigurable ? "for:" : ""))` once per timeline."
        return .type(
            SwiftTypeDecl(
                .protocol, names.loading, access: access, inherits: [QualifiedName.sendable], doc: doc, members: members
            ))
    }

    private func entry(_ names: WidgetNames) -> SwiftDecl {
        let widget = names.widget
        var leading = [("date", QualifiedName.date)]
        var members: [SwiftDecl] = [
            .property(
                SwiftProperty(
                    "date", type: QualifiedName.date, access: access,
                    doc: doc("When WidgetKit shows the entry", widget.timeline.entriesRange)))
        ]
        if let intent = widget.intent {
            leading.append(("configuration", names.configuration))
            members.append(
                .property(
                    SwiftProperty(
                        "configuration", type: names.configuration, access: access,
                        doc: doc("The parameters the person chose", intent.range))))
        }
        members += storedProperties(widget.entry)
        members.append(memberwiseInitializer(widget.entry, type: names.entry, at: widget.name.range, leading: leading))
        if names.hasLoader { members.append(entryFromContent(names)) }
        members.append(entryPlaceholder(names))
        return .type(
            SwiftTypeDecl(
                .struct, names.entry, access: access, inherits: QualifiedName.valueConformances,
                doc: doc("One timeline entry of `\(widget.name.value)`", widget.name.range), members: members))
    }

    /// `init(date:configuration:content:)`: an entry showing loaded content.
    private func entryFromContent(_ names: WidgetNames) -> SwiftDecl {
        let copies = names.widget.entry.map {
            "\(SwiftLiteral.argumentLabel($0.name.value)): content.\(SwiftLiteral.identifier($0.name.value))"
        }
        let arguments = ["date: date"] + (names.isConfigurable ? ["configuration: configuration"] : []) + copies
        return .initializer(
            SwiftInitializer(
                "date: \(QualifiedName.date), "
                    + (names.isConfigurable ? "configuration: \(names.configuration), " : "")
                    + "content: \(names.content)", access: access,
                doc: doc("An entry showing `content` at `date`", names.widget.name.range),
                body: [.line("self.init(\(arguments.joined(separator: ", ")))")]))
    }

    /// `placeholder(at:configuration:)`: the entry built from the spec's placeholders. The content type is
    /// spelled out: an entry field may itself be called `content`.
    private func entryPlaceholder(_ names: WidgetNames) -> SwiftDecl {
        var parameters = ["at date: \(QualifiedName.date)"]
        if names.isConfigurable { parameters.append("configuration: \(names.configuration) = .defaults") }
        var arguments = ["date: date"]
        if names.isConfigurable { arguments.append("configuration: configuration") }
        if names.hasLoader { arguments.append("content: \(names.content).placeholder(at: date)") }
        return .function(
            SwiftFunction(
                "placeholder", parameters: .inline(parameters), result: "Self", access: access, modifiers: ["static"],
                doc: doc(
                    names.hasLoader
                        ? "The placeholder entry, built from the spec's placeholders" : "The placeholder entry",
                    names.widget.name.range),
                body: [.line("Self(\(arguments.joined(separator: ", ")))")]))
    }
}
