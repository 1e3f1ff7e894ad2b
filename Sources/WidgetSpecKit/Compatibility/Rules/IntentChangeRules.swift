// WS10xx: configuration intents between two versions, of widgets and of controls paired by kind.

extension DiagnosticDescription {
    static let storedConfiguration = """
        WidgetKit keeps each placed widget's configuration: the intent with the values people chose \
        (`WidgetInfo.widgetConfigurationIntent(of:)` [S9][S18]), and each placed control's \
        (`ControlInfo.configurationIntent(of:)` [S1]). Apple does not document how a configuration is \
        restored after an update; issue threads of open-source apps (WordPress-iOS, Home Assistant) report that \
        configurations reset when the intent's type name, a parameter's name or type, or an enum's raw values \
        change.
        """

    package static let intentRenamed = IntentChangeRule.intentRenamed.entry
    package static let intentRemoved = IntentChangeRule.intentRemoved.entry
    package static let parameterRemoved = IntentChangeRule.parameterRemoved.entry
    package static let parameterTypeChanged = IntentChangeRule.parameterTypeChanged.entry
    package static let parameterCaseRemoved = IntentChangeRule.parameterCaseRemoved.entry
    package static let configurationAdded = IntentChangeRule.configurationAdded.entry
    package static let parameterDefaultChanged = IntentChangeRule.parameterDefaultChanged.entry
}

/// The intents of widgets and of controls paired by kind: the intent's name, its parameters by name, their types,
/// defaults and the cases of the enums they use.
enum IntentChangeRules: CompatibilityRuleGroup {
    typealias Rule = IntentChangeRule

    static func compare(_ context: inout CompatibilityContext) {
        var enums = EnumCaseChanges()
        compare(Matching(placed: context.old.widgets, context.new.widgets), enums: &enums, &context)
        compare(Matching(placed: context.old.controls, context.new.controls), enums: &enums, &context)
        enums.report(&context)
    }

    private static func compare<Item: PlacedByKind>(
        _ items: Matching<Item>, enums: inout EnumCaseChanges, _ context: inout CompatibilityContext
    ) {
        let noun = Item.noun
        // A shared intent's parameters are compared once, for every kind it configures (SharedIntentChangeRules).
        var comparedIntents: Set<String> = []
        for (old, new) in items.pairs {
            switch (old.intent, new.intent) {
            case (let oldIntent?, nil):
                context.report(
                    .intentRemoved,
                    "\(noun) '\(new.name.value)' is no longer configurable: what people configured in every placed "
                        + "\(noun) is dropped",
                    at: oldIntent.name.range,
                    notes: [DiagnosticNote("the \(noun) is here in the new version", at: new.kind.range)])
            case (nil, let newIntent?):
                context.report(
                    .configurationAdded,
                    "\(noun) '\(new.name.value)' is configurable now; placed \(noun)s start with the defaults of "
                        + "'\(newIntent.name.value)' (safe)",
                    at: newIntent.name.range)
            case (let oldIntent?, let newIntent?):
                if oldIntent.name.value != newIntent.name.value {
                    // Starting or stopping to share an intent is SharedIntentChangeRules' (WS1047).
                    if old.intentKinds.isEmpty && new.intentKinds.isEmpty {
                        reportRename(oldIntent, newIntent, of: new, &context)
                    }
                } else if comparedIntents.insert(newIntent.name.value).inserted {
                    compareParameters(
                        oldIntent, newIntent, noun: noun, sharedBy: new.intentKinds.filter(old.intentKinds.contains),
                        enums: &enums, &context)
                }
            case (nil, nil):
                continue
            }
        }
    }

    private static func reportRename<Item: PlacedByKind>(
        _ old: CompatibilitySurface.Intent, _ new: CompatibilitySurface.Intent, of item: Item,
        _ context: inout CompatibilityContext
    ) {
        let noun = Item.noun
        var notes = [DiagnosticNote("the old name, which placed \(noun)s' configurations have", at: old.name.range)]
        if new.isNameDefaulted {
            notes.append(
                DiagnosticNote(
                    "without `intent.name` the name follows the \(noun)'s Swift name; write "
                        + "`name: \(old.name.value)` to keep it"))
        }
        context.report(
            .intentRenamed,
            "configuration intent of \(noun) '\(item.name.value)' is now '\(new.name.value)', was "
                + "'\(old.name.value)': the configuration of every placed \(noun) resets to the defaults",
            at: new.name.range, notes: notes)
    }

    private static func compareParameters(
        _ old: CompatibilitySurface.Intent, _ new: CompatibilitySurface.Intent, noun: String, sharedBy kinds: [String],
        enums: inout EnumCaseChanges, _ context: inout CompatibilityContext
    ) {
        // A shared intent's change reaches the placed widgets of every kind it configures: the notes say which.
        let shared = SharedIntentChangeRules.sharedNote(new.name.value, kinds: kinds)
        let parameters = Matching(old: old.parameters, new: new.parameters, by: \.storedName)
        let addedByType = parameters.added(by: \.type.value)
        for parameter in parameters.removed {
            let successor = addedByType[parameter.type.value]
            context.report(
                .parameterRemoved,
                "parameter '\(parameter.name.value)' of '\(new.name.value)' is gone: the value people chose for it "
                    + "in every placed \(noun) is lost",
                at: parameter.name.range,
                notes: (successor.map {
                    [
                        DiagnosticNote(
                            "if it was renamed to '\($0.name.value)': a rename reads as removed and added, so placed "
                                + "\(noun)s start with the default of '\($0.name.value)'",
                            at: $0.name.range)
                    ]
                } ?? []) + shared)
        }
        for parameter in parameters.added {
            context.report(
                .configurationAdded,
                "parameter '\(parameter.name.value)' of '\(new.name.value)' is new; placed \(noun)s start with its "
                    + "default (safe)",
                at: parameter.name.range)
        }
        for (oldParameter, newParameter) in parameters.pairs {
            if oldParameter.type.value != newParameter.type.value {
                context.report(
                    .parameterTypeChanged,
                    "parameter '\(newParameter.name.value)' of '\(new.name.value)' changed type from "
                        + "\(oldParameter.type.value) to \(newParameter.type.value): placed \(noun)s lose the value "
                        + "people chose",
                    at: newParameter.type.range,
                    notes: [DiagnosticNote("the old type", at: oldParameter.type.range)] + shared)
                continue
            }
            if oldParameter.defaultValue?.value != newParameter.defaultValue?.value {
                context.report(
                    .parameterDefaultChanged,
                    "default of parameter '\(newParameter.name.value)' of '\(new.name.value)' changed: placed "
                        + "\(noun)s keep their value, new ones start with the new default (safe)",
                    at: newParameter.defaultValue?.range ?? newParameter.name.range)
            }
            enums.compare(oldParameter, newParameter, intent: new.name.value, noun: noun)
        }
    }
}

/// The cases of the enums that parameters of both versions use, gathered over every widget so each removed or
/// added case is reported once, naming the parameters that store it.
private struct EnumCaseChanges {
    private var removed: [(enumCase: EnumCase, enumName: String, users: [String], nouns: [String])] = []
    /// Where each removed case is in `removed`, by `Enum.case`.
    private var removedIndex: [String: Int] = [:]
    private var added: [(enumCase: EnumCase, enumName: String)] = []
    private var seen = Set<String>()

    /// `noun` says what the intent configures: `widget`, `control`.
    mutating func compare(
        _ old: CompatibilitySurface.Parameter, _ new: CompatibilitySurface.Parameter, intent: String, noun: String
    ) {
        guard let (name, cases) = old.enumCases(comparedWith: new) else { return }
        let user = "'\(new.name.value)' of '\(intent)'"
        for enumCase in cases.removed {
            let key = "\(name).\(enumCase.name.value)"
            if let index = removedIndex[key] {
                removed[index].users.append(user)
                if !removed[index].nouns.contains(noun) { removed[index].nouns.append(noun) }
            } else {
                removedIndex[key] = removed.count
                removed.append((enumCase, name, [user], [noun]))
            }
        }
        for enumCase in cases.added where seen.insert("\(name).\(enumCase.name.value)").inserted {
            added.append((enumCase, name))
        }
    }

    func report(_ context: inout CompatibilityContext) {
        for (enumCase, enumName, users, nouns) in removed {
            context.report(
                .parameterCaseRemoved,
                "case '\(enumCase.name.value)' of enum '\(enumName)' is gone: placed \(nouns.map { $0 + "s" }.joined(separator: " and ")) whose "
                    + "\(Suggestions.joined(users)) is '\(enumCase.name.value)' lose that choice",
                at: enumCase.name.range,
                notes: [.renamedCaseReadsAsRemoved])
        }
        for (enumCase, enumName) in added {
            context.report(
                .configurationAdded,
                "case '\(enumCase.name.value)' of enum '\(enumName)' is new: one more choice (safe)",
                at: enumCase.name.range)
        }
    }
}

extension CompatibilitySurface.Parameter {
    /// The cases of the enum this parameter stores (its element, for an optional or an array), paired by name with
    /// those of the same enum in `new`, and the enum's name; nil when it stores no enum both versions declare.
    func enumCases(comparedWith new: CompatibilitySurface.Parameter) -> (enumName: String, cases: Matching<EnumCase>)? {
        guard case .enumeration(let name) = type.value.storedElement,
            let oldEnum = types.enums[name], let newEnum = new.types.enums[name]
        else { return nil }
        return (name, Matching(old: oldEnum.cases, new: newEnum.cases, by: \.name.value))
    }
}

extension DiagnosticNote {
    /// Why a renamed enum case is reported as removed.
    static let renamedCaseReadsAsRemoved = DiagnosticNote(
        "a case's raw value is its name, so a renamed case reads as removed too")
}

extension TypeRef {
    /// The type a stored value holds once optionals and arrays are unwrapped: `Hero` for `[Hero]?`.
    var storedElement: TypeRef {
        switch self {
        case .optional(let inner), .array(let inner): inner.storedElement
        default: self
        }
    }
}

/// The rules of `IntentChangeRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum IntentChangeRule: String, DiagnosticRule {
    case intentRenamed = "WS1004"
    case intentRemoved = "WS1005"
    case parameterRemoved = "WS1006"
    case parameterTypeChanged = "WS1007"
    case parameterCaseRemoved = "WS1008"
    case configurationAdded = "WS1022"
    case parameterDefaultChanged = "WS1023"

    var entry: DiagnosticDescription {
        switch self {
        case .intentRenamed:
            DiagnosticDescription(
                id, name: "intent-renamed", severity: .error,
                summary: "A widget's or control's configuration intent with another type name than in the old version.",
                source: .assumption(DiagnosticDescription.storedConfiguration),
                rationale: """
                    Placed widgets and controls hold a configuration of the old intent type; after the update their \
                    configuration is reset to the new intent's defaults. The default name `<Name>Intent` follows the \
                    widget's or control's Swift name, so renaming it renames the intent too unless `intent.name` keeps it.
                    """,
                triggering: [
                    .change(
                        from: .widget("intent:\n  name: StatusIntent\n  parameters: { team: String? }"),
                        to: .widget("intent:\n  name: ↓TeamIntent\n  parameters: { team: String? }"))
                ],
                nonTriggering: [
                    .change(
                        from: .widget(
                            "kind: com.example.status\nintent:\n  parameters: { team: String? }", named: "Status"),
                        to: .widget(
                            "kind: com.example.status\nintent:\n  name: StatusIntent\n  parameters: { team: String? }",
                            named: "GameStatus"))
                ])
        case .intentRemoved:
            DiagnosticDescription(
                id, name: "intent-removed", severity: .error,
                summary: "A widget or control that had a configuration intent and has none in the new version.",
                source: .assumption(DiagnosticDescription.storedConfiguration),
                rationale: """
                    It becomes a static one: what people configured in every placed widget or control is dropped. \
                    Reported at the old spec's intent.
                    """,
                triggering: [
                    .change(
                        from: .widget("↓intent:\n  parameters: { team: String? }"),
                        to: .widget()),
                    .change(
                        from: .control("button: TurnOff\n↓intent:\n  parameters: { room: String? }"),
                        to: .control("button: TurnOff")),
                ],
                nonTriggering: [
                    .change(
                        from: .widget(),
                        to: .widget("intent:\n  parameters: { team: String? }"))
                ])
        case .parameterRemoved:
            DiagnosticDescription(
                id, name: "parameter-removed", severity: .error,
                summary: "An intent parameter of the old version that the new version does not have.",
                source: .assumption(DiagnosticDescription.storedConfiguration),
                rationale: """
                    The value people chose for it in every placed widget or control is lost. A renamed parameter reads \
                    as a removed one and an added one: the placed widgets and controls get the new parameter's default. \
                    Reported at the old spec's parameter.
                    """,
                triggering: [
                    .change(
                        from: .widget("intent:\n  parameters:\n    ↓team: String?"),
                        to: .widget("intent:\n  parameters:\n    squad: String?")),
                    .change(
                        from: .control("button: TurnOff\nintent:\n  parameters:\n    ↓room: String?"),
                        to: .control("button: TurnOff\nintent:\n  parameters:\n    area: String?")),
                ],
                nonTriggering: [
                    .change(
                        from: .widget("intent:\n  parameters:\n    team: String?"),
                        to: .widget("intent:\n  parameters:\n    team: String?\n    squad: String?"))
                ])
        case .parameterTypeChanged:
            DiagnosticDescription(
                id, name: "parameter-type-changed", severity: .error,
                summary: "An intent parameter whose type is not the one it had in the old version.",
                source: .assumption(DiagnosticDescription.storedConfiguration),
                rationale: """
                    A stored value of the old type does not fit the new one, so placed widgets and controls lose what \
                    people chose. A renamed entity is another type too: the configuration holds the old entity's \
                    identifier. Reported at the new type, with the old one in a note.
                    """,
                triggering: [
                    .change(
                        from: .widget("intent:\n  parameters:\n    count: { type: Int, default: 3 }"),
                        to: .widget("intent:\n  parameters:\n    count: { type: ↓Double, default: 3 }"))
                ],
                nonTriggering: [
                    .change(
                        from: .widget("intent:\n  parameters:\n    count: { type: Int, default: 3 }"),
                        to: .widget("intent:\n  parameters:\n    count: { type: Int, default: 5 }"))
                ])
        case .parameterCaseRemoved:
            DiagnosticDescription(
                id, name: "parameter-case-removed", severity: .error,
                summary: "A case of an enum that intent parameters use, gone in the new version.",
                source: .assumption(DiagnosticDescription.storedConfiguration),
                rationale: """
                    A case's raw value is its name, and placed widgets and controls store the raw value people chose: \
                    those that chose the removed (or renamed) case lose their choice. Reported at the old spec's case, \
                    once per enum.
                    """,
                triggering: [
                    .change(
                        from: .widget(
                            "intent:\n  parameters:\n    hero: { type: Hero, default: panda }",
                            topLevel: "enums:\n  Hero: { cases: [panda, ↓egghead] }"),
                        to: .widget(
                            "intent:\n  parameters:\n    hero: { type: Hero, default: panda }",
                            topLevel: "enums:\n  Hero: { cases: [panda, eggHead] }"))
                ],
                nonTriggering: [
                    .change(
                        from: .widget(
                            "intent:\n  parameters:\n    hero: { type: Hero, default: panda }",
                            topLevel: "enums:\n  Hero: { cases: [panda, egghead] }"),
                        to: .widget(
                            "intent:\n  parameters:\n    hero: { type: Hero, default: panda }",
                            topLevel: "enums:\n  Hero: { cases: { panda: Panda, egghead: Egg Head } }"))
                ])
        case .configurationAdded:
            DiagnosticDescription(
                id, name: "configuration-added", severity: .note,
                summary: "An intent, intent parameter or enum case the old version did not have: safe.",
                source: .apple(["S16", "S18"]),
                rationale: """
                    Placed widgets and controls keep what people chose and start with the default for what is new: \
                    every non-optional parameter has one [S16][S18], an optional one starts empty, a new case is one more \
                    choice. A static widget or control that becomes configurable starts with the defaults.
                    """,
                triggering: [
                    .change(
                        from: .widget("intent:\n  parameters:\n    team: String?"),
                        to: .widget("intent:\n  parameters:\n    team: String?\n    ↓squad: String?"))
                ],
                nonTriggering: [
                    .change(
                        from: .widget("intent:\n  parameters:\n    team: String?"),
                        to: .widget("intent:\n  parameters:\n    team: { type: String?, title: Your Team }"))
                ])
        case .parameterDefaultChanged:
            DiagnosticDescription(
                id, name: "parameter-default-changed", severity: .note,
                summary: "An intent parameter with another default than in the old version: safe.",
                source: .apple(["S16"]),
                rationale: """
                    The default is the value a widget or control starts with when it is added [S16]: placed ones keep \
                    the value they have, those added after the update start with the new default.
                    """,
                triggering: [
                    .change(
                        from: .widget("intent:\n  parameters:\n    count: { type: Int, default: 3 }"),
                        to: .widget("intent:\n  parameters:\n    count: { type: Int, default: ↓5 }"))
                ],
                nonTriggering: [
                    .change(
                        from: .widget("intent:\n  parameters:\n    count: { type: Int, default: 3 }"),
                        to: .widget("intent:\n  parameters:\n    count: { type: Int, default: 3, title: Rows }"))
                ])
        }
    }
}
