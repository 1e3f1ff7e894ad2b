import WidgetSchedule

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
        (names.cachesContent ? QualifiedName.valueConformances : QualifiedName.plainValueConformances).map(
            \.description)
    }

    /// The values of an intent's parameters as a Foundation struct (`<Widget>Configuration`,
    /// `<Control>Configuration`), with the defaults and, for a widget with `url`, its `widgetURL`.
    func configuration(
        _ intent: IntentDecl, type: String, url: Located<URLTemplate>?, conformances: [String]
    ) -> SwiftDecl {
        let values = ValueExpression(spec: spec, dateBase: ValueExpression.now)
        let fields = intent.parameters.map { Field(name: $0.name, type: $0.type) }
        let defaults = intent.parameters.map { parameter in
            // An entity parameter has no default in the spec (its query's `defaultResult()` is one): the entity
            // built from its placeholders stands in.
            let type = parameter.type.value
            let value =
                parameter.defaultValue.map { values.tree($0.value, type: type) }
                ?? (type.isOptional ? .literal(.nil) : values.obviousPlaceholderTree(for: type))
            return SwiftArgument(SwiftLiteral.argumentLabel(parameter.name.value), value)
        }
        var members = storedProperties(fields)
        members.append(memberwiseInitializer(fields, type: type, at: intent.range))
        members.append(
            .property(
                SwiftProperty(
                    "defaults", type: type, access: access, modifiers: ["static"],
                    doc: doc("The parameters' default values", intent.range),
                    value: .getter([.expression(.identifier(type).call(defaults))]))))
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
        let percentEncoded = SwiftExpression.type(.library(WidgetURL.self)).dot("percentEncoded")
        let parts = url.value.segments.map { segment -> SwiftInterpolationPart in
            switch segment {
            case .literal(let text): return .text(text)
            case .parameter(let name, _):
                let type = intent.parameter(named: name)?.type.value ?? .string
                return .expression(
                    percentEncoded.call(SwiftArgument(urlText(.identifier(SwiftLiteral.identifier(name)), type: type))))
            }
        }
        let address = SwiftExpression.interpolatedString(parts)
        return .property(
            SwiftProperty(
                "widgetURL", type: SwiftType.optional(QualifiedName.url).description, access: access,
                doc: doc("The widget's `widgetURL`", url.range),
                value: .getter([.expression(.type(QualifiedName.url).call(SwiftArgument("string", address)))])))
    }

    /// An expression turning the value `name` of `type` into text for a URL. An entity is its identifier, what
    /// events match on; a plain model has no stable text form, and the checker rejects it (WS0514).
    func urlText(_ value: SwiftExpression, type: TypeRef) -> SwiftExpression {
        let string = SwiftExpression.type(QualifiedName.string)
        let each = SwiftExpression.identifier("$0")
        switch type {
        case .string: return value
        case .int, .double, .bool: return string.call(SwiftArgument(value))
        case .date:
            let seconds = SwiftExpression.type(QualifiedName.int).call(
                SwiftArgument(value.dot("timeIntervalSince1970")))
            return string.call(SwiftArgument(seconds))
        case .url: return value.dot("absoluteString")
        case .enumeration: return value.dot("rawValue")
        case .optional(let wrapped):
            let mapped = SwiftExpression.trailingClosure(value.dot("map"), urlText(each, type: wrapped))
            return .parenthesized(.infix(mapped, "??", .literal(.string(""))))
        case .array(let element):
            return SwiftExpression.trailingClosure(value.dot("map"), urlText(each, type: element)).dot("joined")
                .call(SwiftArgument("separator", .literal(.string(","))))
        case .closedRange(let bound):
            return .infix(
                .infix(urlText(value.dot("lowerBound"), type: bound), "+", .literal(.string("..."))), "+",
                urlText(value.dot("upperBound"), type: bound))
        case .model: return value.dot(EntityDecl.identifierField)
        // Not intent parameter types (IntentDecoder rejects them), so never part of a URL.
        case .decimal, .dictionary: return .literal(.string(""))
        }
    }

    private func content(_ names: WidgetNames) -> SwiftDecl {
        let widget = names.widget
        let placeholders = ValueExpression(spec: spec, dateBase: .identifier("date"))
        let arguments = widget.entry.map {
            SwiftArgument(SwiftLiteral.argumentLabel($0.name.value), placeholders.placeholderTree(for: $0))
        }
        var members = storedProperties(widget.entry)
        members.append(memberwiseInitializer(widget.entry, type: names.content, at: widget.name.range))
        if widget.timeline.relevanceFromContent { members += contentRelevanceMembers(names) }
        members.append(
            .function(
                SwiftFunction(
                    "placeholder",
                    parameters: .parameters([SwiftParameter("at", "date", QualifiedName.date)]),
                    result: "Self",
                    access: access, modifiers: ["static"],
                    doc: doc("The content built from the spec's placeholders", widget.name.range),
                    body: [.expression(.identifier("Self").call(arguments))])))
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
                    "content", .named(names.content),
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
                        parameters: [
                            SwiftParameter(
                                "dynamicMember", "keyPath",
                                .generic(QualifiedName.keyPath, [.named(names.content), .named("Value")])
                            ).description
                        ],
                        result: "Value", access: access,
                        doc: doc("A field of the content, read on the entry", widget.name.range),
                        body: [
                            .expression(
                                .subscripted(.identifier("content"), [SwiftArgument("keyPath", .identifier("keyPath"))])
                            )
                        ])))
        }
        members.append(entryPlaceholder(names))
        members.append(entryPlaceholder(names, state: "sample"))
        return declaring(
            derived(names.entry, "entry struct", of: widget),
            .type(
                SwiftTypeDecl(
                    .struct, names.entry, access: access, attributes: names.hasLoader ? ["@dynamicMemberLookup"] : [],
                    inherits: QualifiedName.plainValueConformances.map(\.description),
                    doc: doc("One timeline entry of `\(widget.name.value)`", widget.name.range), members: members)))
    }

    /// `placeholder(at:configuration:)`: the entry built from the spec's placeholders, marked `placeholder`; with
    /// `state: "sample"`, `sample(at:configuration:)`, the same values marked `sample` for the widget gallery.
    private func entryPlaceholder(_ names: WidgetNames, state: String = "placeholder") -> SwiftDecl {
        var parameters = [SwiftParameter("at", "date", QualifiedName.date)]
        if names.isConfigurable {
            parameters.append(
                SwiftParameter("configuration", .named(names.configuration), default: .implicitMember("defaults")))
        }
        let date = SwiftExpression.identifier("date")
        var arguments = [SwiftArgument("date", date)]
        if names.isConfigurable { arguments.append(SwiftArgument("configuration", .identifier("configuration"))) }
        if names.hasLoader {
            let content = SwiftExpression.identifier(names.content).dot("placeholder").call(SwiftArgument("at", date))
            arguments.append(SwiftArgument("content", content))
        }
        arguments.append(SwiftArgument("state", .implicitMember(state)))
        let what =
            state == "sample"
            ? "The widget gallery's entry: the spec's placeholders shown as content"
            : names.hasLoader ? "The placeholder entry, built from the spec's placeholders" : "The placeholder entry"
        return .function(
            SwiftFunction(
                state, parameters: .parameters(parameters), result: "Self", access: access, modifiers: ["static"],
                doc: doc(what, names.widget.name.range),
                body: [.expression(.identifier("Self").call(arguments))]))
    }
}
