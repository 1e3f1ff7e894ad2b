import Foundation

/// `widgetspec import`: a spec written from an Xcode intent definition (`.intentdefinition`, a property list), one
/// widget per custom intent that configures widgets, each migrating from its SiriKit intent (`migratesFrom`), so
/// the move to App Intents keeps the widgets people placed. What the file cannot say (the widget's kind, families,
/// entry and timeline) is left for the user, marked `TODO`.
package enum IntentDefinitionImport {
    /// The spec's text, and what was not imported.
    package struct Result: Hashable, Sendable {
        package var spec: String
        /// One sentence per intent or parameter left out, and why.
        package var notes: [String]
    }

    package enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The bytes are no property list, or one Xcode does not write (old-style, UTF-16).
        case notAPropertyList(String)
        /// A property list that would expand beyond `PropertyListShape.Limits` (or without end).
        case tooLarge(String)
        /// A property list that is not an intent definition (no `INIntents`).
        case notAnIntentDefinition
        /// An intent definition without a custom intent that configures widgets.
        case noWidgetIntents
        /// The spec the definition makes would not pass `check` (names that collide or are no Swift names):
        /// the checker's errors, each `ID message`.
        case specDoesNotCheck([String])

        package var description: String {
            switch self {
            case .notAPropertyList(let reason): "not a property list: \(reason)"
            case .tooLarge(let reason): "too large to import: \(reason)"
            case .notAnIntentDefinition: "not an intent definition: the property list has no INIntents"
            case .noWidgetIntents:
                "no intent of the definition configures widgets (INIntentEligibleForWidgets): nothing to import"
            case .specDoesNotCheck(let messages):
                // The first few say why; thousands would make one unreadable line.
                "the spec made from it would not pass check, so nothing is printed: "
                    + messages.prefix(5).map(OneLineText.escaped).joined(separator: "; ")
                    + (messages.count > 5 ? "; and \(messages.count - 5) more" : "")
            }
        }
    }

    /// What the bytes may expand to; `spec(fromDefinition:)` checks them before Foundation reads them.
    package static let limits = PropertyListShape.Limits()

    /// What one spec may get from a definition: the spec is checked before it is printed, and checking thousands
    /// of widgets takes seconds (a few kilobytes of binary list can repeat one intent thousands of times). Far
    /// beyond what an app's definition holds (a handful of intents of a few parameters).
    package static let maxWidgetIntents = 100
    /// Parameters of all widget intents together.
    package static let maxParameters = 1_000
    /// Cases of all enums the widget intents use together.
    package static let maxEnumCases = 1_000

    /// The placeholder each imported widget's `kind` holds until the user writes the real one: `check` refuses
    /// it (WS0010), since a migrated widget must keep the kind its `IntentConfiguration` had.
    package static func kindPlaceholder(intent: String) -> String {
        "\(SpecPlaceholder.kindPrefix) the kind of the IntentConfiguration of \(intent)"
    }

    /// The largest intent definition `read(path:)` accepts. Xcode's are kilobytes; a property list is held
    /// several times over while it is parsed, so a stray multi-gigabyte file must be refused, not read.
    package static let maxDefinitionSize = 16 << 20

    /// Reads the intent definition at `path`: a regular file (a FIFO would block) of at most
    /// `maxDefinitionSize` bytes, checked before anything is read. The error says what is wrong with the path.
    package static func read(path: String) -> Swift.Result<Data, FileProblem> {
        FileStatus.contents(ofFileAt: path, maxSize: maxDefinitionSize).mapError { refusal in
            switch refusal {
            case .unreadable(let reason):
                FileProblem(description: "cannot read \(OneLineText.escaped(path)): \(OneLineText.escaped(reason))")
            case .tooLarge(let size):
                FileProblem(
                    description:
                        "\(OneLineText.escaped(path)) is \(size) bytes; intent definitions are limited to "
                        + "\(maxDefinitionSize) bytes")
            }
        }
    }

    /// Why an intent definition could not be read, in one sentence that names the path.
    package struct FileProblem: Error, Hashable, Sendable, CustomStringConvertible {
        package var description: String
    }

    /// Reads the intent definition `data`; `fileName` names the bundle and the header comment.
    package static func spec(fromDefinition data: Data, fileName: String) throws(Failure) -> Result {
        do {
            try PropertyListShape.check([UInt8](data), limits: limits)
        } catch {
            switch error {
            case .unsupportedFormat(let reason):
                throw .notAPropertyList(
                    "an intent definition is an XML or a binary property list; this file holds \(reason)")
            case .malformed(let reason): throw .notAPropertyList(reason)
            case .tooLarge(let reason): throw .tooLarge(reason)
            }
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw .notAPropertyList(OneLineText.escaped((error as NSError).localizedDescription))
        }
        guard let definition = root as? [String: Any], let intents = definition["INIntents"] as? [[String: Any]] else {
            throw .notAnIntentDefinition
        }
        let enums = (definition["INEnums"] as? [[String: Any]] ?? []).compactMap(DefinitionEnum.init)
        let types = (definition["INTypes"] as? [[String: Any]] ?? []).compactMap { DefinitionType($0) }
        var notes: [String] = []
        let widgets = intents.compactMap { intent -> DefinitionIntent? in
            guard let parsed = DefinitionIntent(intent, enums: enums, types: types, notes: &notes) else { return nil }
            guard parsed.configuresWidgets else {
                notes.append(
                    "intent \(ImportedText.quoted(parsed.name)) does not configure widgets "
                        + "(INIntentEligibleForWidgets): skipped")
                return nil
            }
            return parsed
        }
        guard !widgets.isEmpty else { throw .noWidgetIntents }
        let used = Set(widgets.flatMap { $0.parameters.compactMap(\.enumName) })
        try checkCounts(widgets, enums: enums.filter { used.contains($0.name) })
        let usedTypes = Set(widgets.flatMap { $0.parameters.compactMap(\.entityName) })
        let searchable = Set(widgets.flatMap { $0.parameters.filter(\.supportsSearch).compactMap(\.entityName) })
        var writer = SpecWriter(
            fileName: fileName, enums: enums.filter { used.contains($0.name) },
            entities: types.filter { usedTypes.contains($0.name) }.map {
                DefinitionType(name: $0.name, title: $0.title, searchable: searchable.contains($0.name))
            }, intents: widgets)
        writer.placeholderKinds = false
        try checkSpec(writer.text)
        writer.placeholderKinds = true
        return Result(spec: writer.text, notes: notes)
    }

    private static func checkCounts(_ widgets: [DefinitionIntent], enums: [DefinitionEnum]) throws(Failure) {
        guard widgets.count <= maxWidgetIntents else {
            throw .tooLarge(
                "\(widgets.count) intents configure widgets; import makes at most \(maxWidgetIntents) widgets")
        }
        let parameters = widgets.reduce(0) { $0 + $1.parameters.count }
        guard parameters <= maxParameters else {
            throw .tooLarge(
                "the widget intents have \(parameters) parameters together; import takes at most \(maxParameters)")
        }
        let cases = enums.reduce(0) { $0 + $1.cases.count }
        guard cases <= maxEnumCases else {
            throw .tooLarge(
                "the enums the widget intents use have \(cases) cases together; import takes at most \(maxEnumCases)")
        }
    }

    /// The printed spec passes `check` once its kind placeholders (WS0010) are replaced, or import fails saying
    /// why: names from the file may collide once turned into Swift names, be keywords or no names at all. Checked
    /// as the spec with a real kind in place of each placeholder, which `check` would stop at.
    private static func checkSpec(_ text: String) throws(Failure) {
        let loaded = SpecLoader.load(SourceFile(path: "imported.widgets.yaml", text: text))
        let diagnostics = loaded.diagnostics + (loaded.spec.map { Checker.check([$0]) } ?? [])
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw .specDoesNotCheck(errors.map { "\($0.id.rawValue) \($0.message)" }) }
    }
}

/// An `INEnums` entry.
private struct DefinitionEnum {
    var name: String
    /// Case name and display name, in the file's order.
    var cases: [(name: String, title: String)]

    init?(_ plist: [String: Any]) {
        guard let name = plist["INEnumName"] as? String else { return nil }
        self.name = name
        cases = (plist["INEnumValues"] as? [[String: Any]] ?? []).compactMap { value in
            guard let caseName = value["INEnumValueName"] as? String else { return nil }
            // Xcode adds `unknown` (index 0), SiriKit's "no value": an App Enum has no such case.
            if caseName == "unknown", value["INEnumValueIndex"] as? Int ?? 0 == 0 { return nil }
            return (caseName, value["INEnumValueDisplayName"] as? String ?? Words.title(caseName))
        }
    }
}

/// An `INIntents` entry and the parameters the spec language can express.
private struct DefinitionIntent {
    var name: String
    var className: String
    var title: String
    var description: String?
    var configuresWidgets: Bool
    var parameters: [DefinitionParameter]
    /// The primary parameter combination's title as `summary:` writes it (`Show {sensor}`), if there is one.
    var summary: String?

    init?(_ plist: [String: Any], enums: [DefinitionEnum], types: [DefinitionType], notes: inout [String]) {
        guard let name = plist["INIntentName"] as? String, plist["INIntentType"] as? String ?? "Custom" == "Custom"
        else { return nil }
        self.name = name
        className = (plist["INIntentClassPrefix"] as? String ?? "") + name + "Intent"
        title = plist["INIntentTitle"] as? String ?? Words.title(name)
        description = (plist["INIntentDescription"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        configuresWidgets = plist["INIntentEligibleForWidgets"] as? Bool ?? false
        parameters = (plist["INIntentParameters"] as? [[String: Any]] ?? []).compactMap { parameter in
            let result = DefinitionParameter.read(parameter, enums: enums, types: types)
            if case .failure(let reason) = result { notes.append("intent \(ImportedText.quoted(name)): \(reason)") }
            if case .success(let imported) = result, let note = imported.optionsNote {
                notes.append("intent \(ImportedText.quoted(name)): \(note)")
            }
            return try? result.get()
        }
        let summary = DefinitionSummary.read(plist, parameters: parameters.map(\.name))
        if case .failure(let reason) = summary { notes.append("intent \(ImportedText.quoted(name)): \(reason)") }
        self.summary = try? summary.get()
    }
}

/// A parameter in the spec language's terms.
private struct DefinitionParameter {
    var name: String
    var title: String
    /// The SiriKit type, as `migratesFrom` writes it; nil for a custom type (an entity), which it has no word for.
    var oldType: SiriKitParameterType?
    /// The spec's type: `String`, `Int`, an enum name; `[T]` for several values.
    var type: String
    /// The default as the spec writes it (a YAML scalar), if the definition gives one.
    var defaultValue: String?
    var enumName: String?
    /// The custom type (`INTypes`) of an `Object` parameter, which becomes an entity.
    var entityName: String?
    /// `INIntentParameterSupportsMultipleValues`.
    var isArray = false
    /// `INIntentParameterSupportsSearch`: the entity's query searches (`search: true`).
    var supportsSearch = false
    /// `INIntentParameterArraySizes`, as `size:` writes them.
    var sizes: [(family: WidgetFamily, count: Int)] = []
    /// `INIntentParameterSupportsDynamicEnumeration` on a String or an Int: `options: dynamic`.
    var dynamicOptions = false
    /// `INIntentParameterSupportsDynamicEnumeration` on a type `options:` does not take (a decimal, an enum...).
    var dynamicOptionsDropped = false

    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ plist: [String: Any], enums: [DefinitionEnum], types: [DefinitionType])
        -> Result<DefinitionParameter, Unsupported>
    {
        guard let name = plist["INIntentParameterName"] as? String else {
            return .failure(Unsupported(description: "a parameter without a name: skipped"))
        }
        let typeName = plist["INIntentParameterType"] as? String ?? "String"
        if typeName == "Object", let objectType = plist["INIntentParameterObjectType"] as? String,
            types.contains(where: { $0.name == objectType })
        {
            return .success(object(plist, name: name, type: objectType))
        }
        let enumName = plist["INIntentParameterEnumType"] as? String
        let base: SiriKitParameterType.Base? =
            enumName != nil ? .enumeration : SiriKitParameterType.Base(rawValue: typeName)
        guard let base, base != .dateComponents, base != .enumeration || enums.contains(where: { $0.name == enumName })
        else {
            return .failure(
                Unsupported(
                    description: "parameter \(ImportedText.quoted(name)) is of type "
                        + "\(ImportedText.quoted(enumName ?? typeName)), which the spec language has no parameter type "
                        + "for: skipped, add it by hand"))
        }
        let isArray = plist["INIntentParameterSupportsMultipleValues"] as? Bool ?? false
        let scalar: String =
            switch base {
            case .string: "String"
            case .integer: "Int"
            case .decimal: "Double"
            case .boolean: "Bool"
            case .url: "URL"
            case .enumeration, .dateComponents: enumName ?? typeName
            }
        let metadata = plist["INIntentParameterMetadata"] as? [String: Any] ?? [:]
        let defaultValue = metadata["INIntentParameterMetadataDefaultValue"].flatMap { value -> String? in
            switch value {
            case let text as String: base == .enumeration ? SpecWriter.name(text) : SpecWriter.quoted(text)
            case let flag as Bool where base == .boolean: flag ? "true" : "false"
            case let integer as Int where base == .integer: String(integer)
            case let integer as Int where base == .decimal: String(integer)
            case let number as Double where base == .decimal: String(number)
            default: nil
            }
        }
        var parameter = DefinitionParameter(
            name: name, title: plist["INIntentParameterDisplayName"] as? String ?? Words.title(name),
            oldType: SiriKitParameterType(base, isArray: isArray), type: isArray ? "[\(scalar)]" : scalar,
            defaultValue: isArray ? nil : defaultValue, enumName: enumName)
        if plist["INIntentParameterSupportsDynamicEnumeration"] as? Bool == true {
            // `options:` lists Strings and Ints; the app's list of anything else is written by hand.
            if base == .string || base == .integer {
                parameter.dynamicOptions = true
                parameter.supportsSearch = plist["INIntentParameterSupportsSearch"] as? Bool ?? false
            } else {
                parameter.dynamicOptionsDropped = true
            }
        }
        return .success(parameter)
    }

    /// What the import says of the parameter's SiriKit dynamic options, if it has any.
    var optionsNote: String? {
        let quoted = ImportedText.quoted(name)
        if dynamicOptionsDropped {
            return "parameter \(quoted) has options the app provides (dynamic options), which the spec language "
                + "declares only for String and Int parameters: imported without them, write the options provider by hand"
        }
        guard dynamicOptions, supportsSearch else { return nil }
        // App Intents hands an options provider no search text (`results()` takes none); an entity's query does.
        return "parameter \(quoted) has searchable dynamic options: imported as `options: dynamic`, whose provider "
            + "gets no search text in App Intents (results() takes none); the edit UI shows the whole list"
    }

    /// A parameter of a custom type: an entity parameter, optional (its values come from the app's data), with
    /// the sizes per size class of a multi-value one.
    private static func object(_ plist: [String: Any], name: String, type: String) -> DefinitionParameter {
        let isArray = plist["INIntentParameterSupportsMultipleValues"] as? Bool ?? false
        var parameter = DefinitionParameter(
            name: name, title: plist["INIntentParameterDisplayName"] as? String ?? Words.title(name), oldType: nil,
            type: isArray ? "[\(type)]" : type, entityName: type)
        parameter.isArray = isArray
        parameter.supportsSearch = plist["INIntentParameterSupportsSearch"] as? Bool ?? false
        if isArray { parameter.sizes = DefinitionArraySizes.read(plist) }
        return parameter
    }

    /// The parameter's mapping: a default keeps it non-optional; without one it is optional (SiriKit parameters
    /// may be empty), and an array starts empty.
    var specLine: String {
        if let entityName {
            let quotedType = SpecWriter.quoted((isArray ? "[\(SpecWriter.name(entityName))]" : entityName) + "?")
            var keys = ["type: \(quotedType)", "title: \(SpecWriter.quoted(title))"]
            if !sizes.isEmpty {
                keys.append(
                    "size: { " + sizes.map { "\($0.family.rawValue): \($0.count)" }.joined(separator: ", ") + " }")
            }
            return "{ " + keys.joined(separator: ", ") + " }"
        }
        // An enum YAML would misread (`Null`, `On`) makes the whole type expression a quoted string.
        let needsQuotes = enumName.map { SpecWriter.name($0) != $0 } ?? false
        func typeText(_ text: String) -> String { needsQuotes ? SpecWriter.quoted(text) : text }
        var keys: [String]
        if oldType?.isArray == true, dynamicOptions {
            // A list with options takes no default (WS0528): it starts empty as an optional.
            keys = ["type: \(SpecWriter.quoted(type + "?"))"]
        } else if oldType?.isArray == true {
            keys = ["type: \(typeText(type))", "default: []"]
        } else if let defaultValue {
            keys = ["type: \(typeText(type))", "default: \(defaultValue)"]
        } else {
            keys = ["type: \(typeText(type + "?"))"]
        }
        keys.insert("title: \(SpecWriter.quoted(title))", at: 1)
        if dynamicOptions { keys.append("options: \(ParameterOptionsKey.dynamicWord)") }
        return "{ " + keys.joined(separator: ", ") + " }"
    }
}

/// The spec's text.
private struct SpecWriter {
    var fileName: String
    var enums: [DefinitionEnum]
    var entities: [DefinitionType]
    var intents: [DefinitionIntent]
    /// Each widget's kind is `kindPlaceholder(intent:)`; else a real kind of its own, for checking the rest.
    var placeholderKinds = true

    var text: String {
        let stem = (fileName as NSString).lastPathComponent.components(separatedBy: ".").first ?? ""
        let bundle =
            Self.isPlainName(stem) && stem.first?.isUppercase == true ? stem + "Widgets" : "Widgets"
        var lines = [
            "# Imported by widgetspec from \(Self.quoted((fileName as NSString).lastPathComponent)).",
            "# One widget per intent that configures widgets, each migrating from its SiriKit intent, so the widgets",
            "# people placed keep their settings. Give each widget the kind its IntentConfiguration had (placed",
            "# widgets are found by it), its families, its entry fields and its timeline.",
            "spec: 1",
            "bundle: \(bundle)",
            "platforms:",
            "  iOS: \"17.0\"",
        ]
        if !enums.isEmpty {
            lines += ["", "enums:"]
            for decl in enums {
                lines += ["  \(Self.name(decl.name)):", "    cases:"]
                lines += decl.cases.map { "      \(Self.name($0.name)): \(Self.quoted($0.title))" }
            }
        }
        if !entities.isEmpty {
            lines += ["", "entities:"]
            for entity in entities {
                // The custom type's properties are the app's; its identifier is what migrates.
                lines += [
                    "  \(Self.name(entity.name)):", "    title: \(Self.quoted(entity.title))",
                    "    display: { title: id }    # TODO: the fields that show an instance",
                ]
                if entity.searchable { lines.append("    search: true") }
            }
        }
        lines += ["", "widgets:"]
        for (index, intent) in intents.enumerated() {
            lines += widgetLines(intent, index: index)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func widgetLines(_ intent: DefinitionIntent, index: Int) -> [String] {
        let kind =
            placeholderKinds
            ? Self.quoted(IntentDefinitionImport.kindPlaceholder(intent: intent.name)) : "com.example.imported\(index)"
        var lines = [
            "  \(Self.name(intent.name + "Widget")):",
            "    kind: \(kind)",
            "    displayName: \(Self.quoted(intent.title))",
        ]
        if let description = intent.description { lines.append("    description: \(Self.quoted(description))") }
        let sized = Set(intent.parameters.flatMap { $0.sizes.map(\.family) })
        let families =
            sized.isEmpty
            ? "systemSmall" : WidgetFamily.allCases.filter(sized.contains).map(\.rawValue).joined(separator: ", ")
        lines += [
            "    families: [\(families)]    # TODO: the families the widget offered",
            "    intent:",
            "      name: \(Self.name(intent.name))",
            "      title: \(Self.quoted(intent.title))",
        ]
        if !intent.parameters.isEmpty {
            lines.append("      parameters:")
            lines += intent.parameters.map { "        \(Self.name($0.name)): \($0.specLine)" }
        }
        if let summary = intent.summary {
            lines.append("      summary: \(Self.quoted(summary))")
        }
        lines += ["      migratesFrom:", "        intentClassName: \(Self.name(intent.className))"]
        if !intent.parameters.isEmpty {
            lines.append("        parameters:")
            lines += intent.parameters.map { parameter in
                let type = parameter.oldType.map { ", type: \"\($0)\"" } ?? ""
                return "          \(Self.name(parameter.name)): { name: \(Self.name(parameter.name))\(type) }"
            }
        }
        return lines
    }

    /// A YAML double-quoted scalar: always a string, whatever the text, on one line.
    static func quoted(_ text: String) -> String {
        ImportedText.quoted(text)
    }

    /// A name from the definition as a YAML scalar: plain when it is an ASCII Swift identifier YAML reads as a
    /// string, else quoted, so a name like `on`, `null`, `a: b` or `x # y` reaches the checker as written (which
    /// then says what is wrong with it) instead of becoming a boolean, a mapping or a comment.
    static func name(_ text: String) -> String {
        isPlainName(text) ? text : quoted(text)
    }

    static func isPlainName(_ text: String) -> Bool {
        let yamlWords: Set<String> = ["true", "false", "null", "yes", "no", "on", "off", "y", "n"]
        return text.unicodeScalars.allSatisfy(\.isASCII) && SwiftIdentifier.isIdentifier(text)
            && !yamlWords.contains(text.lowercased())
    }
}
