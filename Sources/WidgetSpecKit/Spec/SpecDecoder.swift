/// Decodes a YAML tree into the validated IR, collecting every problem of the file.
package enum SpecDecoder {
    /// Decodes one file's tree. Returns the spec only when no error was found; the diagnostics either way.
    /// `hasTags` false (the loader saw no tag in the file) skips the walk that looks for unsupported tags.
    package static func decode(_ root: YAMLNode?, file: String, hasTags: Bool = true) -> (
        spec: Spec?, diagnostics: [Diagnostic]
    ) {
        let context = DecodingContext(file: file)
        let start = SourceRange(file: file, at: SourceLocation(line: 1, column: 1))
        guard let root else {
            context.error(
                .missingKey, "the spec is empty; it needs at least 'spec: 1', 'bundle' and 'widgets'", at: start)
            return (nil, context.diagnostics)
        }
        if hasTags { YAMLTags.reportUnsupported(in: root, context: context) }
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
        guard let reader = MappingReader<TopLevelKey>(root, owner: owner, context: context) else { return nil }
        let header = header(reader)
        let types = declaredTypes(reader)
        // References resolve against every declared name, so one broken widget doesn't cascade into more errors.
        let actionReferences = ActionReferences(
            context: context, declared: declaredTypeNames(reader.value(.actions)))
        let reloadTargets = ReloadTargetNames(
            widgets: declaredTypeNames(reader.value(.widgets)), controls: declaredTypeNames(reader.value(.controls)))
        let intents = IntentDecoder(context: context, fields: types.fields, values: types.values, names: names)
        let widgetDecoder = WidgetDecoder(
            context: context, fields: types.fields, values: types.values, names: names, actions: actionReferences)
        var widgets = declarations(
            reader.value(.widgets), expected: "a mapping of widget names to widgets", decode: widgetDecoder.decode)
        let controls = declarations(
            reader.value(.controls), expected: "a mapping of control names to controls",
            decode: ControlDecoder(context: context, intents: intents, names: names, actions: actionReferences).decode
        )
        SharedIntents(context: context).resolve(
            &widgets, controls: controls, platforms: header.platforms,
            written: writtenIntentNames(reader.value(.widgets)))
        let actions = declarations(
            reader.value(.actions), expected: "a mapping of action names to actions",
            decode: ActionDecoder(context: context, intents: intents, names: names, targets: reloadTargets).decode)
        let activityDecoder = ActivityDecoder(
            context: context, fields: types.fields, values: types.values, names: names)
        let activities = declarations(
            reader.value(.activities), expected: "a mapping of activity names to activities",
            decode: activityDecoder.decode)
        let events =
            reader.value(.events).map {
                EventDecoder(context: context, names: names).decode($0, targets: reloadTargets)
            }
            ?? []
        let report = reader.value(.report).flatMap {
            ReportDecoder(context: context).decode(
                $0, owner: reader.keyRange(.report)!,
                eventNames: declaredNames(reader.value(.events)) + declaredNames(reader.value(.actions)),
                planNames: declaredPlanNames(reader.value(.widgets)))
        }
        let checks = reader.value(.checks).flatMap {
            decodeChecks($0, owner: reader.keyRange(.checks)!, context: context)
        }

        // Without a valid bundle, the other names are still checked: an empty name collides with none.
        let spec = Spec(
            file: context.file, bundle: header.bundle ?? Located("", at: owner), isMain: header.isMain,
            access: header.access, generatesPreviews: header.generatesPreviews, localization: context.localization,
            platforms: header.platforms, enums: types.enums, models: types.models, entities: types.entities,
            widgets: widgets, controls: controls, actions: actions, activities: activities, events: events,
            report: report ?? ReportDefaults(),
            checks: checks ?? CheckSettings())
        UniqueNames(context: context).report(in: spec)
        return header.bundle == nil ? nil : spec
    }

    /// What the file is and whom it targets: `spec`, `bundle`, `main`, `access`, `previews` and `platforms`.
    /// Reads `localization` into the context too, before any display text is decoded.
    private struct Header {
        var bundle: Located<String>?
        var isMain: Bool
        var access: AccessLevel
        var generatesPreviews: Bool
        var platforms: [PlatformVersion]
    }

    private func header(_ reader: MappingReader<TopLevelKey>) -> Header {
        if let node = reader.value(.spec), let version = context.integer(node), version.value != 1 {
            context.error(
                .unsupportedSpecVersion,
                "spec version \(version.value) is not supported; this widgetspec reads version 1", at: version.range)
        }
        let bundle = reader.value(.bundle).flatMap { node in context.string(node).flatMap { names.typeName($0) } }
        let isMain = reader.value(.main).flatMap(context.bool)?.value ?? Spec.defaultMain
        let access =
            reader.value(.access).flatMap {
                context.word($0, what: "access level", choices: AccessLevel.allCases.map { ($0.rawValue, $0) })
            }?.value ?? Spec.defaultAccess
        let previews = reader.value(.previews).flatMap(context.bool)?.value ?? Spec.defaultPreviews
        context.localization = reader.value(.localization).flatMap {
            LocalizationDecoder(context: context).decode($0, owner: reader.keyRange(.localization)!)
        }
        return Header(
            bundle: bundle, isMain: isMain, access: access, generatesPreviews: previews, platforms: platforms(reader))
    }

    /// `platforms:`, or the default minimums (located at the top of the file).
    private func platforms(_ reader: MappingReader<TopLevelKey>) -> [PlatformVersion] {
        let defaults = TopLevelKey.defaultPlatforms.sorted { $0.key < $1.key }
        guard let node = reader.value(.platforms) else {
            return defaults.map { PlatformVersion(platform: $0.key, version: $0.value, range: reader.owner) }
        }
        if node.mapping?.entries.isEmpty == true {
            let omitted = defaults.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: " and ")
            context.error(
                .invalidValue, "'platforms' names no platform; list at least one, or omit it for \(omitted)",
                at: node.range)
        }
        return context.platformVersions(node)
    }

    /// The enums, models and entities, and the decoders that resolve types and values against them.
    private struct DeclaredTypes {
        var enums: [EnumDecl]
        var models: [ModelDecl]
        var entities: [EntityDecl]
        var fields: FieldDecoder
        var values: ValueDecoder
    }

    private func declaredTypes(_ reader: MappingReader<TopLevelKey>) -> DeclaredTypes {
        let enums =
            reader.value(.enums).map { node in
                declarations(
                    node, expected: "a mapping of enum names to enums",
                    decode: EnumDecoder(context: context, names: names).decode)
            } ?? []
        let modelNodes = reader.value(.models).map(modelNames) ?? []
        // Types resolve against every declared name, so an enum or model with a problem of its own doesn't
        // also make each of its uses an unknown type.
        var types = TypeExpressionParser(
            enumNames: Set(declaredNames(reader.value(.enums))), modelNames: Set(declaredNames(reader.value(.models))))
        types.entityNames = Set(declaredNames(reader.value(.entities)))
        let fields = FieldDecoder(context: context, types: types, names: names)
        let drafts = modelNodes.map { (name: $0.name, drafts: fields.drafts($0.fields, owner: $0.name.range)) }
        let entityDecoder = EntityDecoder(context: context, fields: fields, names: names)
        let entityDrafts = declarations(
            reader.value(.entities), expected: "a mapping of entity names to entities", decode: entityDecoder.draft)
        // An entity's value is a model's: its fields, `id` first.
        let valueTypes = drafts + entityDrafts.map { (name: $0.name, drafts: $0.fields) }
        let values = ValueDecoder(
            enums: Dictionary(
                enums.map { ($0.name.value, ValueDecoder.EnumCases($0)) }, uniquingKeysWith: { first, _ in first }),
            models: Dictionary(valueTypes.map { ($0.name.value, $0.drafts) }, uniquingKeysWith: { first, _ in first }),
            context: context)
        let models = drafts.map { ModelDecl(name: $0.name, fields: fields.finish($0.drafts, values: values)) }
        let entities = entityDrafts.compactMap { entityDecoder.finish($0, values: values) }
        ModelCycles(context: context).report(models + entities.map(\.model))
        return DeclaredTypes(enums: enums, models: models, entities: entities, fields: fields, values: values)
    }

    /// The intents written under `widgets:`, whether the widgets decode or not: the names declared inline
    /// (`name:` or the default `<Widget>Intent`) and the shared ones named (`intent: Name`).
    private func writtenIntentNames(_ widgets: YAMLNode?) -> SharedIntents.Written {
        var written = SharedIntents.Written()
        for entry in widgets?.mapping?.entries ?? [] {
            guard let widget = entry.key.scalar?.text, let node = entry.value.mapping?[WidgetKey.intent.rawValue]
            else { continue }
            if let intent = node.mapping {
                written.declared.insert(
                    intent[IntentKey.name.rawValue]?.scalar?.text ?? widget + IntentKey.defaultName.suffix)
            } else if let name = node.scalar {
                written.references.append((widget, Located(name.text, at: name.range)))
            }
        }
        return written
    }

    /// The names written under any widget's `timeline.plans`, whether the widget decodes or not.
    private func declaredPlanNames(_ widgets: YAMLNode?) -> [String] {
        let timelines = widgets?.mapping?.entries.compactMap { $0.value.mapping?[WidgetKey.timeline.rawValue] } ?? []
        let plans = timelines.compactMap { $0.mapping?[TimelineKey.plans.rawValue]?.mapping }
        return plans.flatMap { $0.entries.compactMap(\.key.scalar?.text) }
    }

    /// The declarations of a name -> declaration mapping (`widgets:`, `activities:`, `enums:`).
    private func declarations<Declaration>(
        _ node: YAMLNode?, expected: String, decode: (YAMLScalar, YAMLNode) -> Declaration?
    ) -> [Declaration] {
        guard let node, let entries = context.freeEntries(node, expected: expected) else { return [] }
        return entries.compactMapWithoutSlack { decode($0.key, $0.value) }
    }

    /// The type names of a name -> declaration mapping as the name rules' fix-it writes them (`departures` is
    /// `Departures`), so that a reference and its suggestions agree with the fix-it the declaration gets.
    private func declaredTypeNames(_ node: YAMLNode?) -> [String] {
        declaredNames(node).map { name in
            guard let first = name.first, first.isLowercase else { return name }
            return NameRules.upperCamelCase(name)
        }
    }

    /// The keys of a name -> declaration mapping, whether or not their declarations decode.
    private func declaredNames(_ node: YAMLNode?) -> [String] {
        node?.mapping?.entries.compactMap { $0.key.scalar?.text }.filter { !$0.hasPrefix("x-") } ?? []
    }

    /// `models:`: each valid name with its fields' node.
    private func modelNames(_ node: YAMLNode) -> [(name: Located<String>, fields: YAMLNode)] {
        guard let entries = context.freeEntries(node, expected: "a mapping of model names to fields") else { return [] }
        return entries.compactMap { key, value in
            names.typeName(Located(key.text, at: key.range)).map { ($0, value) }
        }
    }
}

/// `checks: { disable: [...], enable: [...] }`.
func decodeChecks(_ node: YAMLNode, owner: SourceRange, context: DecodingContext) -> CheckSettings? {
    guard let reader = MappingReader<ChecksKey>(node, owner: owner, context: context) else { return nil }
    func ids(_ key: ChecksKey) -> [Located<DiagnosticID>] {
        guard let node = reader.value(key) else { return [] }
        return context.oneOrMany(node).compactMap(context.diagnosticID)
    }
    return CheckSettings(disabled: ids(.disable), enabled: ids(.enable))
}
