// WS10xx: texts people read and where their translations are, between two versions.

extension DiagnosticDescription {
    package static let displayTextChanged = DisplayTextRule.displayTextChanged.entry
    package static let appTableKeyChanged = DisplayTextRule.appTableKeyChanged.entry
}

/// The texts of widgets and controls paired by kind, of their intents (same name) and parameters, of actions
/// paired by name and their parameters, and the texts of the types their parameters use (an enum's title and
/// its cases' titles, an entity's display name): what they say, and where the app's own strings tables look
/// them up.
enum DisplayTextRules: CompatibilityRuleGroup {
    typealias Rule = DisplayTextRule

    static func compare(_ context: inout CompatibilityContext) {
        var comparedTypes = Set<String>()
        compare(Matching(placed: context.old.widgets, context.new.widgets), types: &comparedTypes, &context)
        compare(Matching(placed: context.old.controls, context.new.controls), types: &comparedTypes, &context)
        for (old, new) in Matching(old: context.old.actions, new: context.new.actions, by: \.name.value).pairs {
            compare(old.texts, new.texts, of: "action '\(new.name.value)'", &context)
            let parameters = compareParameters(old.parameters, new.parameters, of: new.intentName, &context)
            compareTypeTexts(of: parameters, types: &comparedTypes, &context)
        }
    }

    /// The texts of the types the parameters of both versions use, each type once however many use it.
    private static func compareTypeTexts(
        of parameters: [(old: CompatibilitySurface.Parameter, new: CompatibilitySurface.Parameter)],
        types comparedTypes: inout Set<String>, _ context: inout CompatibilityContext
    ) {
        for (oldParameter, newParameter) in parameters {
            let type = newParameter.type.value.storedElement
            guard oldParameter.type.value == newParameter.type.value, comparedTypes.insert("\(type)").inserted
            else { continue }
            compareTexts(of: type, oldParameter.types, newParameter.types, &context)
        }
    }

    private static func compare<Item: PlacedByKind>(
        _ items: Matching<Item>, types comparedTypes: inout Set<String>, _ context: inout CompatibilityContext
    ) {
        for (old, new) in items.pairs {
            compare(old.texts, new.texts, of: "\(Item.noun) '\(new.name.value)'", &context)
            guard let oldIntent = old.intent, let newIntent = new.intent, oldIntent.name.value == newIntent.name.value
            else { continue }
            // An intent title that is the display name in both versions changes with it: reported once, as that.
            let derived = Set(
                newIntent.texts.filter { text in
                    new.texts.contains { $0.text.range == text.text.range }
                        && oldIntent.texts.contains { intentText in
                            intentText.role == text.role
                                && old.texts.contains { $0.text.range == intentText.text.range }
                        }
                }.map(\.role))
            compare(
                oldIntent.texts.filter { !derived.contains($0.role) },
                newIntent.texts.filter { !derived.contains($0.role) },
                of: "intent '\(newIntent.name.value)'", &context)
            let parameters = compareParameters(
                oldIntent.parameters, newIntent.parameters, of: newIntent.name.value, &context)
            compareTypeTexts(of: parameters, types: &comparedTypes, &context)
        }
    }

    /// The texts the configuration sheet and Shortcuts show for a parameter's type: an enum's title and its
    /// cases' titles, an entity's display name.
    private static func compareTexts(
        of type: TypeRef, _ old: TypeTable, _ new: TypeTable, _ context: inout CompatibilityContext
    ) {
        switch type {
        case .enumeration(let name):
            guard let oldEnum = old.enums[name], let newEnum = new.enums[name] else { return }
            compare(
                [CompatibilitySurface.DisplayText(role: "title", text: oldEnum.title)],
                [CompatibilitySurface.DisplayText(role: "title", text: newEnum.title)], of: "enum '\(name)'", &context)
            for (oldCase, newCase) in Matching(old: oldEnum.cases, new: newEnum.cases, by: \.name.value).pairs {
                let owner = "case '\(newCase.name.value)' of enum '\(name)'"
                if oldCase.title.value != newCase.title.value {
                    context.report(
                        .displayTextChanged,
                        "title of \(owner) is '\(newCase.title.value)', was '\(oldCase.title.value)' (safe)",
                        at: newCase.name.range)
                }
                compareAppTableEntries(
                    CompatibilitySurface.DisplayText(role: "title", text: oldCase.title),
                    CompatibilitySurface.DisplayText(role: "title", text: newCase.title), of: owner, &context)
            }
        case .model(let name):
            guard let oldEntity = old.entities[name], let newEntity = new.entities[name] else { return }
            compare(
                [CompatibilitySurface.DisplayText(role: "display name", text: oldEntity.title)],
                [CompatibilitySurface.DisplayText(role: "display name", text: newEntity.title)],
                of: "entity '\(name)'", &context)
        default: return
        }
    }

    /// The texts of parameters paired by stored name; returns the pairs.
    private static func compareParameters(
        _ old: [CompatibilitySurface.Parameter], _ new: [CompatibilitySurface.Parameter], of owner: String,
        _ context: inout CompatibilityContext
    ) -> [(old: CompatibilitySurface.Parameter, new: CompatibilitySurface.Parameter)] {
        let parameters = Matching(old: old, new: new, by: \.storedName)
        for (oldParameter, newParameter) in parameters.pairs {
            compare(
                oldParameter.texts, newParameter.texts, of: "parameter '\(newParameter.name.value)' of '\(owner)'",
                &context)
        }
        return parameters.pairs
    }

    /// Texts paired by role: changed, added or removed, and moved in the app's strings tables.
    private static func compare(
        _ old: [CompatibilitySurface.DisplayText], _ new: [CompatibilitySurface.DisplayText], of owner: String,
        _ context: inout CompatibilityContext
    ) {
        let texts = Matching(old: old, new: new, by: \.role)
        for (oldText, newText) in texts.pairs {
            if oldText.text.value != newText.text.value {
                context.report(
                    .displayTextChanged,
                    "\(newText.role) of \(owner) is '\(newText.text.value)', was '\(oldText.text.value)' (safe)",
                    at: newText.text.range)
            }
            compareAppTableEntries(oldText, newText, of: owner, &context)
        }
        for text in texts.added {
            context.report(
                .displayTextChanged, "\(owner) has a \(text.role) now: '\(text.text.value)' (safe)",
                at: text.text.range)
        }
        for text in texts.removed {
            context.report(
                .displayTextChanged, "\(owner) has no \(text.role) any more, was '\(text.text.value)' (safe)",
                at: text.text.range)
        }
    }

    /// A text both versions look up in the app's own strings tables, under another key or table in the new one.
    private static func compareAppTableEntries(
        _ old: CompatibilitySurface.DisplayText, _ new: CompatibilitySurface.DisplayText, of owner: String,
        _ context: inout CompatibilityContext
    ) {
        guard let oldEntry = old.appTableEntry, let newEntry = new.appTableEntry, oldEntry.value != newEntry.value
        else { return }
        context.report(
            .appTableKeyChanged,
            "\(new.role) of \(owner) is looked up as \(newEntry.value), was \(oldEntry.value): unless the app's "
                + "table has the new key, every language shows '\(new.text.value)'",
            at: newEntry.range,
            notes: [DiagnosticNote("the key the translations are under", at: oldEntry.range)])
    }
}

/// The rules of `DisplayTextRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum DisplayTextRule: String, DiagnosticRule {
    case displayTextChanged = "WS1028"
    case appTableKeyChanged = "WS1038"

    var entry: DiagnosticDescription {
        switch self {
        case .displayTextChanged:
            DiagnosticDescription(
                id, name: "display-text-changed", severity: .note,
                summary: "A display name, description or title changed: safe.",
                source: .apple(["S1", "S15", "S17", "S18"]),
                rationale: """
                    The gallery's name and description and a control's [S1], an intent's and a parameter's title and \
                    description [S15], an enum's and its cases' titles [S17] and an entity's display name [S18] are \
                    read from the installed version each time they are shown; nothing placed or stored depends on them.
                    """,
                triggering: [
                    .change(
                        from: .widget("displayName: Status"),
                        to: .widget("displayName: ↓Game Status")),
                    .change(
                        from: .widget(
                            "intent: { parameters: { light: Light } }",
                            topLevel: "entities: { Light: { display: { title: id } } }"),
                        to: .widget(
                            "intent: { parameters: { light: Light } }",
                            topLevel: "entities: { Light: { title: ↓Lamp, display: { title: id } } }")),
                    .change(
                        from: .spec(
                            "enums:\n  Color: { title: Color, cases: [red] }\nactions:\n  Paint: { parameters: { color: Color } }"
                        ),
                        to: .spec(
                            "enums:\n  Color: { title: ↓Paint Color, cases: [red] }\nactions:\n  Paint: { parameters: { color: Color } }"
                        )),
                ],
                nonTriggering: [
                    .change(
                        from: .widget("displayName: Status"),
                        to: .widget("displayName: Status\nfamilies: [systemSmall, systemMedium]"))
                ])
        case .appTableKeyChanged:
            DiagnosticDescription(
                id, name: "app-table-key-changed", severity: .warning,
                summary:
                    "A display text translated in the app's own strings table, looked up under another key or table.",
                source: .assumption(
                    """
                    The tool's own design: a text with `table:` is looked up by its key in a strings table the app \
                    provides, which the spec does not see, and a key made from the text's place (`Status.displayName`) \
                    changes with that place. Foundation's lookup gives the default value, the development language's \
                    text, for a key the table lacks.
                    """),
                rationale: """
                    The translations in the app's table are under the old key: until the table has the new one, people \
                    in every other language read the development language's text, and translators' work for the text \
                    no longer shows. Rename the key in the table too, or keep the old key with `key:`. Texts in the \
                    spec's own String Catalog move with their key, so a changed key there is no finding; nor is a text \
                    that is gone. Reported at the new key (or the text, when the key comes from its place), with the old \
                    one in a note.
                    """,
                triggering: [
                    .change(
                        from: .widget(
                            "displayName: { key: status.name, table: Widgets, en: Status }",
                            topLevel: "localization: { development: en, languages: [en, de] }"),
                        to: .widget(
                            "displayName: { key: ↓status.title, table: Widgets, en: Status }",
                            topLevel: "localization: { development: en, languages: [en, de] }")),
                    .change(
                        from: .widget(
                            "kind: com.example.status\ndisplayName: { table: Widgets, en: Status }", named: "Status",
                            topLevel: "localization: { development: en, languages: [en, de] }"),
                        to: .widget(
                            "kind: com.example.status\ndisplayName: ↓{ table: Widgets, en: Status }",
                            named: "GameStatus",
                            topLevel: "localization: { development: en, languages: [en, de] }")),
                ],
                nonTriggering: [
                    .change(
                        from: .widget(
                            "displayName: { key: status.name, en: Status, de: Status }",
                            topLevel: "localization: { development: en, languages: [en, de] }"),
                        to: .widget(
                            "displayName: { key: status.title, en: Status, de: Status }",
                            topLevel: "localization: { development: en, languages: [en, de] }"))
                ])
        }
    }
}
