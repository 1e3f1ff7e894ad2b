/// Decodes a YAML tree into the validated IR, collecting every problem of the file.
public enum SpecDecoder {
    /// Decodes one file's tree. Returns the spec only when no error was found; the diagnostics either way.
    public static func decode(_ root: YAMLNode?, file: String) -> (spec: Spec?, diagnostics: [Diagnostic]) {
        let context = DecodingContext(file: file)
        let start = SourceRange(file: file, at: SourceLocation(line: 1, column: 1))
        guard let root else {
            context.error(
                .missingKey, "the spec is empty; it needs at least 'spec: 1', 'bundle' and 'widgets'", at: start)
            return (nil, context.diagnostics)
        }
        YAMLTags.reportUnsupported(in: root, context: context)
        let spec = TopLevelDecoder(context: context).decode(root)
        return (context.hasErrors ? nil : spec, context.diagnostics)
    }
}

/// The top-level mapping and the declarations under it.
struct TopLevelDecoder {
    let context: DecodingContext
    var names: NameRules { NameRules(context: context) }

    func decode(_ root: YAMLNode) -> Spec? {
        let owner = SourceRange(file: context.file, at: root.range.start)
        guard let reader = MappingReader(root, shape: .spec, owner: owner, context: context) else { return nil }
        if let node = reader.value("spec"), let version = context.integer(node), version.value != 1 {
            context.error(
                .unsupportedSpecVersion,
                "spec version \(version.value) is not supported; this widgetspec reads version 1", at: version.range)
        }
        let bundle = reader.value("bundle").flatMap { node in context.string(node).flatMap { names.typeName($0) } }
        let isMain = reader.value("main").flatMap(context.bool)?.value ?? true
        let access =
            reader.value("access").flatMap {
                context.word($0, what: "access level", choices: AccessLevel.allCases.map { ($0.rawValue, $0) })
            }?.value ?? .internal
        let platforms =
            reader.value("platforms").map(platformVersions)
            ?? [PlatformVersion(platform: .iOS, version: OSVersion(17), range: owner)]
        if let node = reader.value("platforms"), node.mapping?.entries.isEmpty == true {
            context.error(
                .invalidValue, "'platforms' names no platform; list at least one, or omit it for iOS 17.0",
                at: node.range)
        }

        let enums = reader.value("enums").map(decodeEnums) ?? []
        let modelDrafts = reader.value("models").map(modelTypes) ?? []
        // Types resolve against every declared name, so an enum or model with a problem of its own doesn't
        // also make each of its uses an unknown type.
        let enumNames = Set(declaredNames(reader.value("enums")))
        let modelNames = Set(declaredNames(reader.value("models")))
        let types = TypeExpressionParser(enumNames: enumNames, modelNames: modelNames)
        let fieldDecoder = FieldDecoder(context: context, types: types, names: names)
        var modelFields: [(name: Located<String>, drafts: [FieldDraft])] = []
        for draft in modelDrafts {
            modelFields.append((draft.name, fieldDecoder.drafts(draft.fieldsNode, owner: draft.name.range)))
        }
        let values = ValueDecoder(
            enums: Dictionary(enums.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first }),
            models: Dictionary(modelFields.map { ($0.name.value, $0.drafts) }, uniquingKeysWith: { first, _ in first }),
            context: context)
        let models = modelFields.map {
            ModelDecl(name: $0.name, fields: fieldDecoder.finish($0.drafts, values: values))
        }
        ModelCycles(context: context).report(models)

        let widgetDecoder = WidgetDecoder(context: context, fields: fieldDecoder, values: values, names: names)
        let widgets =
            reader.value("widgets").flatMap { node in
                context.freeEntries(node, expected: "a mapping of widget names to widgets")
            }?.compactMap { widgetDecoder.decode(name: $0.key, node: $0.value) } ?? []
        let activities =
            reader.value("activities").flatMap { node in
                context.freeEntries(node, expected: "a mapping of activity names to activities")
            }?.compactMap {
                ActivityDecoder(context: context, fields: fieldDecoder, values: values, names: names).decode(
                    name: $0.key, node: $0.value)
            }
            ?? []
        // References resolve against every declared name, so one broken widget doesn't cascade into more errors.
        let widgetNames = declaredNames(reader.value("widgets"))
        let events =
            reader.value("events").map {
                EventDecoder(context: context, names: names).decode($0, widgetNames: widgetNames)
            } ?? []
        let report = reader.value("report").flatMap {
            ReportDecoder(context: context, names: names).decode(
                $0, owner: reader.keyRange("report")!, eventNames: declaredNames(reader.value("events")))
        }
        let checks = reader.value("checks").flatMap {
            decodeChecks($0, owner: reader.keyRange("checks")!, context: context)
        }

        UniqueNames(context: context).report(
            bundle: bundle, enums: enums, models: models, widgets: widgets, activities: activities, events: events)
        guard let bundle else { return nil }
        return Spec(
            file: context.file, bundle: bundle, isMain: isMain, access: access, platforms: platforms, enums: enums,
            models: models, widgets: widgets, activities: activities, events: events,
            report: report ?? ReportDefaults(), checks: checks ?? CheckSettings())
    }

    /// The keys of a name -> declaration mapping, whether or not their declarations decode.
    private func declaredNames(_ node: YAMLNode?) -> [String] {
        node?.mapping?.entries.compactMap { $0.key.scalar?.text }.filter { !$0.hasPrefix("x-") } ?? []
    }

    func platformVersions(_ node: YAMLNode) -> [PlatformVersion] {
        guard let entries = context.freeEntries(node, expected: "a mapping of platform names to versions") else {
            return []
        }
        return entries.compactMap { key, value -> PlatformVersion? in
            guard let platform = names.platform(key), let version = context.version(value) else { return nil }
            return PlatformVersion(platform: platform, version: version.value, range: version.range)
        }.sorted { $0.platform < $1.platform }
    }

    private func decodeEnums(_ node: YAMLNode) -> [EnumDecl] {
        guard let entries = context.freeEntries(node, expected: "a mapping of enum names to enums") else { return [] }
        return entries.compactMap { key, value -> EnumDecl? in
            // The cases are checked even when the name is invalid, so every problem shows at once.
            let name = names.typeName(Located(key.text, at: key.range))
            guard let reader = MappingReader(value, shape: .enumeration, owner: key.range, context: context),
                let casesNode = reader.value("cases")
            else { return nil }
            let enumName = name?.value ?? key.text
            var cases: [EnumCase] = []
            if let items = casesNode.sequence?.items {
                for item in items {
                    guard let text = context.string(item), let caseName = names.memberName(text) else { continue }
                    cases.append(EnumCase(name: caseName, title: Words.title(caseName.value)))
                }
            } else if let pairs = context.freeEntries(
                casesNode, expected: "a list of case names or a map of case -> title")
            {
                for (caseKey, titleNode) in pairs {
                    guard let caseName = names.memberName(Located(caseKey.text, at: caseKey.range)),
                        let title = context.string(titleNode)
                    else { continue }
                    cases.append(EnumCase(name: caseName, title: title.value))
                }
            }
            let isEmptyCollection = casesNode.sequence?.items.isEmpty ?? casesNode.mapping?.entries.isEmpty ?? false
            if isEmptyCollection {
                context.error(.invalidValue, "enum \(enumName) has no cases", at: casesNode.range)
            }
            for (index, item) in cases.enumerated() {
                if let first = cases[..<index].first(where: { $0.name.value == item.name.value }) {
                    context.error(
                        .duplicateName, "duplicate case '\(item.name.value)' in enum \(enumName)",
                        at: item.name.range,
                        notes: [DiagnosticNote("first declared here", at: first.name.range)])
                }
            }
            let title = reader.value("title").flatMap(context.string)?.value ?? Words.title(enumName)
            guard let name, !cases.isEmpty else { return nil }
            return EnumDecl(
                name: name, cases: cases, title: title, doc: reader.value("doc").flatMap(context.string)?.value)
        }
    }

    private func modelTypes(_ node: YAMLNode) -> [(name: Located<String>, fieldsNode: YAMLNode)] {
        guard let entries = context.freeEntries(node, expected: "a mapping of model names to fields") else { return [] }
        return entries.compactMap { key, value in
            names.typeName(Located(key.text, at: key.range)).map { ($0, value) }
        }
    }
}

/// `checks: { disable: [...], enable: [...] }`.
func decodeChecks(_ node: YAMLNode, owner: SourceRange, context: DecodingContext) -> CheckSettings? {
    guard let reader = MappingReader(node, shape: .checks, owner: owner, context: context) else { return nil }
    func ids(_ key: String) -> [Located<DiagnosticID>] {
        guard let node = reader.value(key) else { return [] }
        return context.oneOrMany(node).compactMap(context.diagnosticID)
    }
    return CheckSettings(disabled: ids("disable"), enabled: ids("enable"))
}
