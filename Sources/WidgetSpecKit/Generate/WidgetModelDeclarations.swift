/// The Foundation-only declarations of one widget in the shared part: configuration values, content and the
/// entry, which the app can use too.
extension GenerationContext {
    func widgetModel(_ widget: WidgetDecl) -> [SwiftDecl] {
        let names = WidgetNames(widget: widget)
        var decls: [SwiftDecl] = []
        if let intent = widget.intent {
            decls.append(
                declaring(
                    derived(names.configuration, "configuration struct", of: widget),
                    configuration(
                        intent, type: names.configuration, url: widget.url, conformances: Self.conformances(names))))
        }
        if names.hasLoader { decls.append(content(names)) }
        decls.append(entry(names))
        return decls
    }

    /// A widget's content and configuration are `Codable` when its cache stores the content under a key made of
    /// the configuration's values; otherwise nothing encodes them.
    private static func conformances(_ names: WidgetNames) -> [String] {
        names.cachesContent ? QualifiedName.valueConformances : QualifiedName.plainValueConformances
    }

    /// The values of an intent's parameters as a Foundation struct (`<Widget>Configuration`,
    /// `<Control>Configuration`), with the defaults and, for a widget with `url`, its `widgetURL`.
    func configuration(
        _ intent: IntentDecl, type: String, url: Located<URLTemplate>?, conformances: [String]
    ) -> SwiftDecl {
        let values = ValueExpression(spec: spec, dateBase: "\(QualifiedName.date)()")
        let fields = intent.parameters.map { Field(name: $0.name, type: $0.type) }
        let defaults = intent.parameters.map { parameter in
            // An entity parameter has no default in the spec (its query's `defaultResult()` is one): the entity
            // built from its placeholders stands in.
            let type = parameter.type.value
            let value =
                parameter.defaultValue.map { values.expression($0.value, type: type) }
                ?? (type.isOptional ? "nil" : values.obviousPlaceholder(for: type))
            return "\(SwiftLiteral.argumentLabel(parameter.name.value)): \(value)"
        }
        var members = storedProperties(fields)
        members.append(memberwiseInitializer(fields, type: type, at: intent.range))
        members.append(
            .property(
                SwiftProperty(
                    "defaults", type: type, access: access, modifiers: ["static"],
                    doc: doc("The parameters' default values", intent.range),
                    value: .getter([.line("\(type)(\(defaults.joined(separator: ", ")))")]))))
        if let url { members.append(widgetURLProperty(url, intent)) }
        return .type(
            SwiftTypeDecl(
                .struct, type, access: access, inherits: conformances,
                doc: doc("The values of `\(intent.name.value)`'s parameters, as the app sees them", intent.range),
                members: members))
    }

    /// `widgetURL`: the template with each `{parameter}` replaced by its value, percent-encoded by WidgetSchedule's
    /// `WidgetURL`. One interpolated
    /// literal rather than a chain of `+`, which the type checker solves far more slowly.
    private func widgetURLProperty(_ url: Located<URLTemplate>, _ intent: IntentDecl) -> SwiftDecl {
        var literal = ""
        for segment in url.value.segments {
            switch segment {
            case .literal(let text): literal += SwiftLiteral.string(text).dropFirst().dropLast()
            case .parameter(let name, _):
                let type = intent.parameter(named: name)?.type.value ?? .string
                let value = urlText(SwiftLiteral.identifier(name), type: type)
                literal += "\\(\(QualifiedName.widgetURL).percentEncoded(\(value)))"
            }
        }
        let expression = "\"" + literal + "\""
        return .property(
            SwiftProperty(
                "widgetURL", type: "\(QualifiedName.url)?", access: access,
                doc: doc("The widget's `widgetURL`", url.range),
                value: .getter([.line("\(QualifiedName.url)(string: \(expression))")])))
    }

    /// An expression turning the value `name` of `type` into text for a URL. An entity is its identifier, what
    /// events match on; a plain model has no stable text form, and the checker rejects it (WS0514).
    func urlText(_ name: String, type: TypeRef) -> String {
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
        case .model: "\(name).\(EntityDecl.identifierField)"
        // Not intent parameter types (IntentDecoder rejects them), so never part of a URL.
        case .decimal, .dictionary: "\"\""
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
        return declaring(
            derived(names.content, "content struct", of: widget),
            .type(
                SwiftTypeDecl(
                    .struct, names.content, access: access, inherits: Self.conformances(names),
                    doc: doc("What `\(widget.name.value)` shows: the spec's entry fields", widget.name.range),
                    members: members)))
    }

    /// The entry: its date, the person's configuration, the content and what the content is. Views read the
    /// content's fields on the entry itself (`entry.healthLevel`) through dynamic member lookup; a field named
    /// like a member of the entry (`date`, `state`) is read as `entry.content.date`. Not `Codable`: nothing
    /// encodes an entry (the cache keeps the content).
    private func entry(_ names: WidgetNames) -> SwiftDecl {
        let widget = names.widget
        var fields = datedFields(names, date: "When WidgetKit shows the entry")
        if names.hasLoader {
            fields.append(
                GeneratedField(
                    "content", names.content,
                    doc("What the entry shows; `entry.field` reads `entry.content.field`", widget.name.range)))
        }
        let state =
            names.hasLoader
            ? "What the content is: loaded, the spec's placeholders, or after a failure the last good content or the "
                + "placeholders"
            : "`placeholder` for the placeholder entry, else `loaded`"
        fields.append(GeneratedField("state", QualifiedName.entryState, doc(state, widget.name.range)))
        var members = storedMembers(fields, of: names.entry, at: widget.name.range)
        if names.hasLoader {
            members.append(
                .function(
                    .subscript(
                        generics: "<Value>",
                        parameters: ["dynamicMember keyPath: \(QualifiedName.keyPath)<\(names.content), Value>"],
                        result: "Value", access: access,
                        doc: doc("A field of the content, read on the entry", widget.name.range),
                        body: [.line("content[keyPath: keyPath]")])))
        }
        members.append(entryPlaceholder(names))
        members.append(entryPlaceholder(names, state: "sample"))
        return declaring(
            derived(names.entry, "entry struct", of: widget),
            .type(
                SwiftTypeDecl(
                    .struct, names.entry, access: access, attributes: names.hasLoader ? ["@dynamicMemberLookup"] : [],
                    inherits: QualifiedName.plainValueConformances,
                    doc: doc("One timeline entry of `\(widget.name.value)`", widget.name.range), members: members)))
    }

    /// `placeholder(at:configuration:)`: the entry built from the spec's placeholders, marked `placeholder`; with
    /// `state: "sample"`, `sample(at:configuration:)`, the same values marked `sample` for the widget gallery.
    private func entryPlaceholder(_ names: WidgetNames, state: String = "placeholder") -> SwiftDecl {
        var parameters = ["at date: \(QualifiedName.date)"]
        if names.isConfigurable { parameters.append("configuration: \(names.configuration) = .defaults") }
        var arguments = ["date: date"]
        if names.isConfigurable { arguments.append("configuration: configuration") }
        if names.hasLoader { arguments.append("content: \(names.content).placeholder(at: date)") }
        arguments.append("state: .\(state)")
        let what =
            state == "sample"
            ? "The widget gallery's entry: the spec's placeholders shown as content"
            : names.hasLoader ? "The placeholder entry, built from the spec's placeholders" : "The placeholder entry"
        return .function(
            SwiftFunction(
                state, parameters: .inline(parameters), result: "Self", access: access, modifiers: ["static"],
                doc: doc(what, names.widget.name.range),
                body: [.line("Self(\(arguments.joined(separator: ", ")))")]))
    }
}
