/// Decodes one widget.
struct WidgetDecoder {
    let context: DecodingContext
    let fields: FieldDecoder
    let values: ValueDecoder
    let names: NameRules

    func decode(name key: YAMLScalar, node: YAMLNode) -> WidgetDecl? {
        let name = names.typeName(Located(key.text, at: key.range))
        guard let reader = MappingReader(node, shape: .widget, owner: key.range, context: context) else { return nil }
        let kind = reader.value("kind").flatMap(context.string)
        let displayName = reader.value("displayName").flatMap(context.string)
        let description = reader.value("description").flatMap(context.string)
        let families = reader.value("families").flatMap(decodeFamilies)
        let view =
            reader.value("view").flatMap { context.string($0).flatMap(names.typeName) }
            ?? Located(key.text + "View", at: key.range)
        let intent = reader.value("intent").flatMap {
            decodeIntent($0, owner: reader.keyRange("intent")!, widget: key.text, displayName: displayName)
        }
        let entry = fields.decode(
            reader.value("entry"), owner: reader.keyRange("entry") ?? key.range, values: values,
            reserved: ["date", "relevance"])
        let timeline = TimelineDecoder(context: context).decode(
            reader.value("timeline"), owner: reader.keyRange("timeline") ?? key.range)
        // With a broken intent, url placeholders can't be resolved; the intent's own errors say why.
        let url = reader.value("url").flatMap { node in
            intent == nil && reader.has("intent") ? nil : decodeURL(node, intent: intent)
        }
        let marginsDisabled = reader.value("contentMarginsDisabled").flatMap(context.bool)?.value ?? false
        let backgroundRemovable = reader.value("backgroundRemovable").flatMap(context.bool)?.value ?? true
        let available = reader.value("available").map { TopLevelDecoder(context: context).platformVersions($0) } ?? []
        let checks = reader.value("checks").flatMap {
            decodeChecks($0, owner: reader.keyRange("checks")!, context: context)
        }
        guard let name, let kind, let displayName, let families, let timeline else { return nil }
        return WidgetDecl(
            name: name, kind: kind, displayName: displayName, description: description, families: families, view: view,
            intent: intent, entry: entry, timeline: timeline, url: url, contentMarginsDisabled: marginsDisabled,
            backgroundRemovable: backgroundRemovable, available: available, checks: checks ?? CheckSettings())
    }

    private func decodeFamilies(_ node: YAMLNode) -> WidgetFamilies? {
        if node.mapping != nil {
            guard let entries = context.freeEntries(node, expected: "a list of families or a map per platform") else {
                return nil
            }
            let lists = entries.compactMap { key, value -> PlatformFamilies? in
                guard let platform = names.platform(key), let families = familyList(value) else { return nil }
                return PlatformFamilies(platform: platform, families: families, range: key.range)
            }
            return .perPlatform(lists.sorted { $0.platform < $1.platform })
        }
        return familyList(node).map { .shared($0) }
    }

    private func familyList(_ node: YAMLNode) -> [Located<WidgetFamily>]? {
        guard let items = context.list(node, expected: "a list of families such as [systemSmall, systemMedium]") else {
            return nil
        }
        let families = items.map {
            context.word($0, what: "widget family", choices: WidgetFamily.allCases.map { ($0.rawValue, $0) })
        }
        return families.contains(where: { $0 == nil }) ? nil : families.map { $0! }
    }

    private func decodeIntent(_ node: YAMLNode, owner: SourceRange, widget: String, displayName: Located<String>?)
        -> IntentDecl?
    {
        guard let reader = MappingReader(node, shape: .intent, owner: owner, context: context) else { return nil }
        let name =
            reader.value("name").flatMap { context.string($0).flatMap(names.typeName) }
            ?? Located(widget + "Intent", at: owner)
        let title = reader.value("title").flatMap(context.string) ?? displayName ?? Located(widget, at: owner)
        let description = reader.value("description").flatMap(context.string)
        var parameters: [ParameterDecl] = []
        if let node = reader.value("parameters"),
            let entries = context.freeEntries(node, expected: "a mapping of parameter names to parameters")
        {
            parameters = entries.compactMap { decodeParameter(name: $0.key, node: $0.value) }
        }
        return IntentDecl(name: name, title: title, description: description, parameters: parameters, range: owner)
    }

    private func decodeParameter(name key: YAMLScalar, node: YAMLNode) -> ParameterDecl? {
        guard let name = names.memberName(Located(key.text, at: key.range)) else { return nil }
        let defaultTitle = Located(Words.title(key.text), at: key.range)
        guard node.mapping != nil else {
            guard let type = fields.types.decode(node, context: context), checkParameterType(type) else { return nil }
            return ParameterDecl(name: name, type: type, title: defaultTitle)
        }
        guard let reader = MappingReader(node, shape: .parameter, owner: key.range, context: context),
            let type = reader.value("type").flatMap({ fields.types.decode($0, context: context) }),
            checkParameterType(type)
        else { return nil }
        let title = reader.value("title").flatMap(context.string) ?? defaultTitle
        let description = reader.value("description").flatMap(context.string)
        let defaultValue = reader.value("default").flatMap { values.decode($0, as: type.value) }
        return ParameterDecl(name: name, type: type, title: title, description: description, defaultValue: defaultValue)
    }

    /// Intent parameters are limited to the value types App Intents supports.
    private func checkParameterType(_ type: Located<TypeRef>) -> Bool {
        func supported(_ type: TypeRef) -> Bool {
            switch type {
            case .string, .int, .double, .bool, .date, .url, .enumeration: true
            case .optional(let wrapped), .array(let wrapped): supported(wrapped)
            case .closedRange, .model: false
            }
        }
        guard supported(type.value) else {
            context.error(
                .invalidTypeExpression,
                "intent parameters can't have type \(type.value); use String, Int, Double, Bool, Date, URL, an enum, or optionals and arrays of those",
                at: type.range)
            return false
        }
        return true
    }

    private func decodeURL(_ node: YAMLNode, intent: IntentDecl?) -> Located<URLTemplate>? {
        guard let text = context.string(node), let scalar = node.scalar else { return nil }
        var segments: [URLTemplate.Segment] = []
        var literal = ""
        var chars = Array(text.value.unicodeScalars)[...]
        var offset = 0
        var failed = false
        let parameterNames = intent?.parameters.map(\.name.value) ?? []
        while let next = chars.first {
            if next == "{" {
                guard let close = chars.firstIndex(of: "}") else {
                    context.error(
                        .invalidValue, "unclosed '{' in url", at: Subrange.of(scalar, offset: offset, length: 1))
                    return nil
                }
                let name = String(String.UnicodeScalarView(chars[chars.startIndex + 1..<close]))
                let range = Subrange.of(scalar, offset: offset + 1, length: max(1, name.unicodeScalars.count))
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = ""
                if name.isEmpty {
                    context.error(
                        .invalidValue, "empty '{}' in url; write the name of an intent parameter, like {character}",
                        at: Subrange.of(scalar, offset: offset, length: 2))
                    failed = true
                } else if intent == nil {
                    context.error(
                        .unknownParameter,
                        "url placeholder '{\(name)}' needs an intent parameter, but the widget has no intent",
                        at: range)
                    failed = true
                } else if !parameterNames.contains(name) {
                    context.error(
                        .unknownParameter,
                        "url placeholder '{\(name)}' names no intent parameter\(Suggestions.didYouMean(name, in: parameterNames))",
                        at: range,
                        notes: [DiagnosticNote("the intent's parameters are \(Suggestions.list(parameterNames))")],
                        fixIt: Suggestions.closest(to: name, in: parameterNames).map {
                            FixIt(replacing: range, with: $0)
                        })
                    failed = true
                }
                segments.append(.parameter(name, range: range))
                offset += name.unicodeScalars.count + 2
                chars = chars[(close + 1)...]
            } else {
                if next == "}" {
                    context.error(
                        .invalidValue, "unmatched '}' in url", at: Subrange.of(scalar, offset: offset, length: 1))
                    failed = true
                }
                literal.unicodeScalars.append(next)
                offset += 1
                chars = chars.dropFirst()
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return failed ? nil : Located(URLTemplate(text: text.value, segments: segments), at: text.range)
    }
}

/// Positions inside a scalar's text, exact for single-line plain and quoted scalars without escapes.
enum Subrange {
    static func of(_ scalar: YAMLScalar, offset: Int, length: Int) -> SourceRange {
        let range = scalar.range
        guard range.start.line == range.end.line, [.plain, .singleQuoted, .doubleQuoted].contains(scalar.style) else {
            return range
        }
        let quote = scalar.style == .plain ? 0 : 1
        let column = range.start.column + quote + offset
        return SourceRange(
            file: range.file, start: SourceLocation(line: range.start.line, column: column),
            end: SourceLocation(line: range.start.line, column: column + length))
    }
}
