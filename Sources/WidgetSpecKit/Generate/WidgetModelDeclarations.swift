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
        let values = ValueExpression(spec: spec, dateBase: "Date()")
        let fields = intent.parameters.map { Field(name: $0.name, type: $0.type) }
        let defaults = intent.parameters.map { parameter in
            let value = parameter.defaultValue.map { values.expression($0.value, type: parameter.type.value) } ?? "nil"
            return "\(SwiftLiteral.identifier(parameter.name.value)): \(value)"
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
                .struct, names.configuration, access: access, inherits: ["Codable", "Hashable", "Sendable"],
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
                "widgetURL", type: "URL?", access: access, doc: doc("The widget's `widgetURL`", url.range),
                value: .getter([.line("URL(string: \(expression))")])))
    }

    /// Percent-encodes a parameter value for a URL: everything but RFC 3986's unreserved characters.
    private func urlComponentFunction(_ intent: IntentDecl) -> SwiftDecl {
        .function(
            SwiftFunction(
                "urlComponent(_ text: String) -> String", access: "private", modifiers: ["static"],
                doc: doc("Percent-encodes a parameter value for `widgetURL`", intent.range),
                body: [
                    .line(
                        "let unreserved = CharacterSet(charactersIn: \"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~\")"
                    ),
                    .line("return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? \"\""),
                ]))
    }

    /// An expression turning the value `name` of `type` into text for a URL.
    static func urlText(_ name: String, type: TypeRef) -> String {
        switch type {
        case .string: name
        case .int, .double, .bool: "String(\(name))"
        case .date: "String(Int(\(name).timeIntervalSince1970))"
        case .url: "\(name).absoluteString"
        case .enumeration: "\(name).rawValue"
        case .optional(let wrapped): "(\(name).map { \(urlText("$0", type: wrapped)) } ?? \"\")"
        case .array(let element): "\(name).map { \(urlText("$0", type: element)) }.joined(separator: \",\")"
        case .closedRange(let bound):
            "\(urlText("\(name).lowerBound", type: bound)) + \"...\" + \(urlText("\(name).upperBound", type: bound))"
        case .model: "String(describing: \(name))"
        }
    }

    private func content(_ names: WidgetNames) -> SwiftDecl {
        let widget = names.widget
        let placeholders = ValueExpression(spec: spec, dateBase: "date")
        let arguments = widget.entry.map {
            "\(SwiftLiteral.identifier($0.name.value)): \(placeholders.placeholder(for: $0))"
        }
        var members = storedProperties(widget.entry)
        members.append(memberwiseInitializer(widget.entry, type: names.content, at: widget.name.range))
        members.append(
            .function(
                SwiftFunction(
                    "placeholder(at date: Date) -> \(names.content)", access: access, modifiers: ["static"],
                    doc: doc("The content built from the spec's placeholders", widget.name.range),
                    body: [.line("\(names.content)(\(arguments.joined(separator: ", ")))")])))
        return .type(
            SwiftTypeDecl(
                .struct, names.content, access: access, inherits: ["Codable", "Hashable", "Sendable"],
                doc: doc("What `\(widget.name.value)` shows, loaded once per timeline", widget.name.range),
                members: members))
    }

    private func loadingProtocol(_ names: WidgetNames) -> SwiftDecl {
        let widget = names.widget
        let parameter = names.isConfigurable ? "for configuration: \(names.configuration)" : ""
        var members: [SwiftDecl] = [
            .initializer(
                SwiftInitializer(
                    "", doc: doc("Creates the loader; the generated provider calls this", widget.name.range), body: nil)
            ),
            .function(
                SwiftFunction(
                    "content(\(parameter)) async throws -> \(names.content)",
                    doc: "Loads the data of one timeline. Throwing makes the provider use the spec's `onError` plan\n"
                        + "(or one entry now and another try in an hour) with placeholder entries.",
                    body: nil)),
        ]
        if names.isDynamic {
            members.append(
                .function(
                    SwiftFunction(
                        "entryDates(for content: \(names.content), requestedAt requestDate: Date) -> [Date]",
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
            SwiftTypeDecl(.protocol, names.loading, access: access, inherits: ["Sendable"], doc: doc, members: members))
    }

    private func entry(_ names: WidgetNames) -> SwiftDecl {
        let widget = names.widget
        var leading = [("date", "Date")]
        if names.isConfigurable { leading.append(("configuration", names.configuration)) }
        var members: [SwiftDecl] = [
            .property(
                SwiftProperty(
                    "date", type: "Date", access: access,
                    doc: doc("When WidgetKit shows the entry", widget.timeline.entriesRange)))
        ]
        if let intent = widget.intent {
            members.append(
                .property(
                    SwiftProperty(
                        "configuration", type: names.configuration, access: access,
                        doc: doc("The parameters the person chose", intent.range))))
        }
        members += storedProperties(widget.entry)
        members.append(memberwiseInitializer(widget.entry, type: names.entry, at: widget.name.range, leading: leading))
        let configurationArgument = names.isConfigurable ? "configuration: configuration, " : ""
        let configurationParameter = names.isConfigurable ? ", configuration: \(names.configuration) = .defaults" : ""
        if names.hasLoader {
            let copies = widget.entry.map {
                "\(SwiftLiteral.identifier($0.name.value)): content.\(SwiftLiteral.identifier($0.name.value))"
            }
            let fromContent = (["date: date"] + (names.isConfigurable ? ["configuration: configuration"] : []) + copies)
            members.append(
                .initializer(
                    SwiftInitializer(
                        "date: Date, " + (names.isConfigurable ? "configuration: \(names.configuration), " : "")
                            + "content: \(names.content)", access: access,
                        doc: doc("An entry showing `content` at `date`", widget.name.range),
                        body: [.line("self.init(\(fromContent.joined(separator: ", ")))")])))
            let fields = widget.entry.map {
                "\(SwiftLiteral.identifier($0.name.value)): \(SwiftLiteral.identifier($0.name.value))"
            }
            members.append(
                .property(
                    SwiftProperty(
                        "content", type: names.content, access: access,
                        doc: doc("The entry's content, without date", widget.name.range),
                        value: .getter([.line("\(names.content)(\(fields.joined(separator: ", ")))")]))))
            members.append(
                .function(
                    SwiftFunction(
                        "placeholder(at date: Date\(configurationParameter)) -> \(names.entry)", access: access,
                        modifiers: ["static"],
                        doc: doc("The placeholder entry, built from the spec's placeholders", widget.name.range),
                        body: [
                            .line("\(names.entry)(date: date, \(configurationArgument)content: .placeholder(at: date))")
                        ])))
        } else {
            members.append(
                .function(
                    SwiftFunction(
                        "placeholder(at date: Date\(configurationParameter)) -> \(names.entry)", access: access,
                        modifiers: ["static"],
                        doc: doc("The placeholder entry", widget.name.range),
                        body: [
                            .line(
                                "\(names.entry)(date: date\(names.isConfigurable ? ", configuration: configuration" : ""))"
                            )
                        ])))
        }
        return .type(
            SwiftTypeDecl(
                .struct, names.entry, access: access, inherits: ["Codable", "Hashable", "Sendable"],
                doc: doc("One timeline entry of `\(widget.name.value)`", widget.name.range), members: members))
    }
}
