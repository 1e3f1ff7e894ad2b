// WS0522-WS0524: array parameters sized per widget family (`@Parameter(size:)`).

extension DiagnosticDescription {
    package static let sizeNeedsEntityArray = ParameterSizeRule.sizeNeedsEntityArray.entry
    package static let sizeForFamilyNotOffered = ParameterSizeRule.sizeForFamilyNotOffered.entry
    package static let sizeOutOfRange = ParameterSizeRule.sizeOutOfRange.entry
}

enum ParameterSizeRules: CheckerRuleGroup {
    typealias Rule = ParameterSizeRule

    static func check(_ context: inout CheckContext) {
        let entities = Set(context.spec.entities.map(\.name.value))
        for widget in context.spec.widgets {
            for parameter in widget.intent?.parameters ?? [] where !parameter.sizes.isEmpty {
                checkType(parameter, entities: entities, owner: nil, &context, widget: widget)
                checkFamilies(parameter, of: widget, &context)
                checkCounts(parameter, &context, widget: widget)
            }
        }
        for control in context.spec.controls {
            for parameter in control.intent?.parameters ?? [] where !parameter.sizes.isEmpty {
                checkType(parameter, entities: entities, owner: "control '\(control.name.value)'", &context)
            }
        }
        for action in context.spec.actions {
            for parameter in action.parameters where !parameter.sizes.isEmpty {
                checkType(parameter, entities: entities, owner: "action '\(action.name.value)'", &context)
            }
        }
    }

    /// `size:` is an argument of the array-of-entities initializers, and only widget families have sizes.
    private static func checkType(
        _ parameter: ParameterDecl, entities: Set<String>, owner: String?, _ context: inout CheckContext,
        widget: WidgetDecl? = nil
    ) {
        let name = parameter.name.value
        if let owner {
            context.report(
                .sizeNeedsEntityArray,
                "parameter '\(name)' of \(owner) has a 'size' per widget family, but only a widget's intent is "
                    + "configured in a widget family; remove 'size'",
                at: parameter.sizeRange)
            return
        }
        var element = parameter.type.value
        if case .optional(let wrapped) = element { element = wrapped }
        guard case .array(let item) = element, case .model(let entity) = item, entities.contains(entity) else {
            context.report(
                .sizeNeedsEntityArray,
                "parameter '\(name)' has type \(parameter.type.value), but 'size' limits an array of entities, such "
                    + "as [Account] or [Account]?; remove 'size' or declare the parameter as an array of an entity",
                at: parameter.sizeRange,
                notes: [DiagnosticNote("the parameter's type is here", at: parameter.type.range)], widget: widget)
            return
        }
    }

    private static func checkFamilies(_ parameter: ParameterDecl, of widget: WidgetDecl, _ context: inout CheckContext)
    {
        let offered: [WidgetFamily] =
            switch widget.families {
            case .shared(let families): families.map(\.value)
            case .perPlatform(let lists): lists.flatMap { $0.families.map(\.value) }
            }
        for size in parameter.sizes {
            let family = size.family.value
            if family == .systemExtraLargePortrait {
                context.report(
                    .sizeForFamilyNotOffered,
                    "'size' can't name systemExtraLargePortrait: IntentWidgetFamily has that case only in the "
                        + "27 SDKs, which the generated code does not require",
                    at: size.family.range, widget: widget)
            } else if !offered.contains(family) {
                let list = Array(Set(offered)).map(\.rawValue).sorted().joined(separator: ", ")
                context.report(
                    .sizeForFamilyNotOffered,
                    "parameter '\(parameter.name.value)' has a size for \(family.rawValue), which widget "
                        + "'\(widget.name.value)' does not offer (it offers \(list)); remove it or add the family",
                    at: size.family.range, widget: widget)
            }
        }
    }

    private static func checkCounts(_ parameter: ParameterDecl, _ context: inout CheckContext, widget: WidgetDecl) {
        for size in parameter.sizes {
            let family = size.family.value.rawValue
            let problem: String? =
                switch size.size.value {
                case .exactly(let count) where count < 1:
                    "a size of \(count) leaves no value to choose; write at least 1"
                case .range(let min, _) where min < 0:
                    "'min' is \(min); write 0 or more"
                case .range(_, let max) where max < 1:
                    "'max' is \(max); write at least 1"
                case .range(let min, let max) where min > max:
                    "'min' (\(min)) is more than 'max' (\(max))"
                default: nil
                }
            guard let problem else { continue }
            context.report(
                .sizeOutOfRange, "the \(family) size of parameter '\(parameter.name.value)': \(problem)",
                at: size.size.range, widget: widget)
        }
    }
}

/// The rules of `ParameterSizeRules`, one case each: the raw value is the ID, `entry` the catalog entry.
enum ParameterSizeRule: String, DiagnosticRule {
    case sizeNeedsEntityArray = "WS0522"
    case sizeForFamilyNotOffered = "WS0523"
    case sizeOutOfRange = "WS0524"

    /// The entity the examples size.
    private static let sensorEntity = "entities: { Sensor: { fields: { name: String }, display: { title: name } } }"

    var entry: DiagnosticDescription {
        switch self {
        case .sizeNeedsEntityArray:
            DiagnosticDescription(
                id, name: "size-needs-entity-array", severity: .error,
                summary: "A `size` on a parameter that is not an array of entities of a widget's intent.",
                source: .apple(["S80"]),
                rationale: """
                    Apple's `@Parameter(title:description:default:size:)` takes `size: [IntentWidgetFamily : \
                    IntentCollectionSize]` for a parameter whose values are app entities [S80]: the generated code \
                    would not compile for a `String`, a number or a single entity. The size is per widget family, so \
                    it means nothing on a control's intent or an action, which no family shows.
                    """,
                triggering: [
                    .widget(
                        """
                        intent:
                          parameters:
                            symbols: { type: "[String]?", ↓size: { systemSmall: 3 } }
                        """)
                ],
                nonTriggering: [
                    .widget(
                        """
                        intent:
                          parameters:
                            sensors: { type: "[Sensor]?", size: { systemSmall: 3 } }
                        """, topLevel: Self.sensorEntity)
                ])
        case .sizeForFamilyNotOffered:
            DiagnosticDescription(
                id, name: "size-for-family-not-offered", severity: .error,
                summary: "A parameter `size` for a widget family the widget does not offer.",
                source: .apple(["S80", "S82"]),
                rationale: """
                    The sizes are looked up by the family the widget is placed in [S80]; a size for a family the \
                    widget never appears in is dead, and usually a typo or a family removed from `families`. \
                    `IntentWidgetFamily.systemExtraLargePortrait` exists only in the 27 SDKs [S82].
                    """,
                triggering: [
                    .widget(
                        """
                        intent:
                          parameters:
                            sensors: { type: "[Sensor]?", size: { systemSmall: 3, ↓systemLarge: 8 } }
                        """, topLevel: Self.sensorEntity)
                ],
                nonTriggering: [
                    .widget(
                        """
                        families: [systemSmall, systemLarge]
                        intent:
                          parameters:
                            sensors: { type: "[Sensor]?", size: { systemSmall: 3, systemLarge: 8 } }
                        """, topLevel: Self.sensorEntity)
                ])
        case .sizeOutOfRange:
            DiagnosticDescription(
                id, name: "size-out-of-range", severity: .error,
                summary: "A parameter size below one, or a `min` above its `max`.",
                source: .apple(["S81"]),
                rationale: """
                    `IntentCollectionSize(exactly:)` and `init(min:max:)` bound how many values the person picks \
                    [S81]. An exact size below one, a negative `min`, a `max` below one or a `min` above `max` leave \
                    the configuration impossible to complete: the widget would wait for values that can never be \
                    chosen. Prefer `{ min: 0, max: n }` to an exact size when the app may have fewer entities than `n`.
                    """,
                triggering: [
                    .widget(
                        """
                        intent:
                          parameters:
                            sensors: { type: "[Sensor]?", size: { systemSmall: ↓0 } }
                        """, topLevel: Self.sensorEntity)
                ],
                nonTriggering: [
                    .widget(
                        """
                        intent:
                          parameters:
                            sensors: { type: "[Sensor]?", size: { systemSmall: { min: 0, max: 3 } } }
                        """, topLevel: Self.sensorEntity)
                ])
        }
    }
}
