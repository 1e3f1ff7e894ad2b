/// Decodes one widget.
struct WidgetDecoder {
    let context: DecodingContext
    let fields: FieldDecoder
    let values: ValueDecoder
    let names: NameRules
    let actions: ActionReferences

    func decode(name key: YAMLScalar, node: YAMLNode) -> WidgetDecl? {
        let name = names.typeName(Located(key.text, at: key.range))
        guard let reader = MappingReader<WidgetKey>(node, owner: key.range, context: context) else { return nil }
        let kind = reader.value(.kind).flatMap(context.string)
        if let kind, kind.value.hasPrefix(SpecPlaceholder.kindPrefix) {
            context.error(
                .importPlaceholder,
                "widget '\(key.text)' still has the kind placeholder 'widgetspec import' wrote: write the kind its "
                    + "IntentConfiguration had (the `kind:` the app passes to IntentConfiguration); placed widgets "
                    + "are found by it",
                at: kind.range)
        }
        let displayName = reader.value(.displayName).flatMap {
            context.text($0, key: "\(key.text).displayName", role: "the gallery name of widget '\(key.text)'")
        }
        let description = reader.value(.description).flatMap {
            context.text($0, key: "\(key.text).description", role: "the gallery description of widget '\(key.text)'")
        }
        let families = reader.value(.families).flatMap(decodeFamilies)
        let view =
            reader.value(.view).flatMap { context.string($0).flatMap(names.typeName) }
            ?? WidgetKey.defaultView.name(for: key.text, at: key.range)
        // `intent: Name` shares another widget's intent; `SharedIntents` resolves it once every widget is decoded.
        let sharedIntent = reader.value(.intent).flatMap {
            $0.scalar == nil ? nil : context.string($0).flatMap(names.typeName)
        }
        let intent = reader.value(.intent).flatMap { node in
            node.scalar != nil
                ? nil
                : IntentDecoder(context: context, fields: fields, values: values, names: names).decode(
                    node, owner: reader.keyRange(.intent)!, widget: key.text, displayName: displayName)
        }
        // Fields live in the entry's `content`: a field may be called `date` or `state` like a member of the entry.
        let entry = fields.decode(reader.value(.entry), owner: reader.keyRange(.entry) ?? key.range, values: values)
        let actionNames =
            reader.value(.actions).flatMap { node in
                context.list(node, expected: "a list of action names").map { items in
                    items.compactMap { actions.resolve($0, owner: "widget '\(key.text)'") }
                }
            } ?? []
        let timeline = TimelineDecoder(context: context).decode(
            reader.value(.timeline), owner: reader.keyRange(.timeline) ?? key.range)
        // With a broken intent, url placeholders can't be resolved; the intent's own errors say why.
        let url = reader.value(.url).flatMap { node in
            intent == nil && reader.has(.intent) && sharedIntent == nil
                ? nil
                : URLTemplateDecoder(context: context).decode(
                    node, intent: intent, placeholdersLater: sharedIntent != nil)
        }
        let marginsDisabled =
            reader.value(.contentMarginsDisabled).flatMap(context.bool)?.value
            ?? WidgetDecl.defaultContentMarginsDisabled
        let background = decodeBackground(reader)
        let cache = reader.value(.cache).flatMap { decodeCache($0, owner: reader.keyRange(.cache)!) }
        if let cache, entry.isEmpty, timeline?.rule.containsDynamic == false {
            context.error(
                .invalidValue,
                "'cache' keeps the content the loader returns, but widget '\(key.text)' loads none: it has no entry "
                    + "fields and no dynamic entries",
                at: cache.range)
        }
        let available = reader.value(.available).map(context.platformVersions) ?? []
        let checks = reader.value(.checks).flatMap {
            decodeChecks($0, owner: reader.keyRange(.checks)!, context: context)
        }
        let disfavored = reader.value(.disfavoredLocations).map(decodeDisfavoredLocations) ?? []
        let familiesWhen = reader.value(.familiesWhen).flatMap {
            decodeFamiliesWhen($0, owner: reader.keyRange(.familiesWhen)!)
        }
        let recommendations = reader.value(.recommendations).flatMap {
            decodeRecommendations($0, owner: reader.keyRange(.recommendations)!, intent: intent, widget: key.text)
        }
        guard let name, let kind, let displayName, let families, let timeline else { return nil }
        var widget = WidgetDecl(
            name: name, kind: kind, displayName: displayName, description: description, families: families, view: view,
            intent: intent, entry: entry, actions: actionNames, timeline: timeline, url: url,
            contentMarginsDisabled: marginsDisabled, background: background, cache: cache, available: available,
            checks: checks ?? CheckSettings(), disfavoredLocations: disfavored)
        widget.sharedIntent = sharedIntent
        widget.familiesWhen = familiesWhen
        widget.recommendations = recommendations
        return widget
    }

    /// `background:`, a style or a mapping, with the deprecated `backgroundRemovable` folded in.
    private func decodeBackground(_ reader: MappingReader<WidgetKey>) -> WidgetBackground {
        var background = WidgetBackground()
        func style(_ node: YAMLNode) -> WidgetBackground.Style? {
            context.word(node, what: "background style", choices: WidgetKey.backgroundStyles)?.value
        }
        if let node = reader.value(.background) {
            background.range = node.range
            if node.scalar != nil {
                background.style = style(node) ?? background.style
            } else if let mapping = MappingReader<BackgroundKey>(
                node, owner: reader.keyRange(.background)!, context: context)
            {
                background.style = mapping.value(.style).flatMap(style) ?? background.style
                background.removable = mapping.value(.removable).flatMap(context.bool)?.value ?? background.removable
            }
        }
        guard let node = reader.value(.backgroundRemovable), let removable = context.bool(node),
            let keyRange = reader.keyRange(.backgroundRemovable)
        else { return background }
        let replacement = "background: { removable: \(removable.value) }"
        if reader.has(.background) {
            context.error(
                .invalidValue,
                "give either 'background' or the deprecated 'backgroundRemovable', not both; write `\(replacement)`",
                at: keyRange)
        } else {
            let written = SourceRange(fileOf: keyRange, start: keyRange.start, end: node.range.end)
            // A value reached through an alias is written elsewhere: no one range holds the key and its value.
            let isWrittenHere = node.range.start >= keyRange.end
            context.report(
                .warning(
                    .deprecatedKey, "'backgroundRemovable' is deprecated; write `\(replacement)`", at: keyRange,
                    fixIt: isWrittenHere ? FixIt(replacing: written, with: replacement) : nil))
            background.removable = removable.value
            background.range = written
        }
        return background
    }

    private func decodeCache(_ node: YAMLNode, owner: SourceRange) -> ContentCacheDecl? {
        guard let reader = MappingReader<CacheKey>(node, owner: owner, context: context),
            let appGroup = reader.value(.appGroup).flatMap(context.string)
        else { return nil }
        guard !appGroup.value.isEmpty else {
            context.error(
                .invalidValue, "'appGroup' is empty; write the App Group identifier, like group.com.example.game",
                at: appGroup.range)
            return nil
        }
        return ContentCacheDecl(appGroup: appGroup, range: owner)
    }

    private func decodeFamilies(_ node: YAMLNode) -> WidgetFamilies? {
        if node.mapping != nil {
            guard let entries = context.freeEntries(node, expected: "a list of families or a map per platform") else {
                return nil
            }
            let lists = entries.compactMap { key, value -> PlatformFamilies? in
                guard let platform = context.platform(key), let families = familyList(value) else { return nil }
                return PlatformFamilies(platform: platform, families: families, range: key.range)
            }
            return .perPlatform(lists.sorted { $0.platform < $1.platform })
        }
        return familyList(node).map { .shared($0) }
    }

    func familyList(_ node: YAMLNode) -> [Located<WidgetFamily>]? {
        guard let items = context.list(node, expected: "a list of families such as [systemSmall, systemMedium]") else {
            return nil
        }
        let families = items.map {
            context.word($0, what: "widget family", choices: WidgetFamily.allCases.map { ($0.rawValue, $0) })
        }
        return families.contains(where: { $0 == nil }) ? nil : families.map { $0! }
    }

}
