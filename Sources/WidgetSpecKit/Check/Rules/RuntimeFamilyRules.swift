// WS0410-WS0411: families and recommendations decided at run time.

extension DiagnosticDescription {
    package static let flaggedFamilyInvalid = RuntimeFamilyRule.flaggedFamilyInvalid.entry
    package static let recommendationUnusable = RuntimeFamilyRule.recommendationUnusable.entry
}

/// A widget's `familiesWhen` (families behind the app's flag) and `recommendations` (watchOS's preconfigured
/// intents).
enum RuntimeFamilyRules: CheckerRuleGroup {
    typealias Rule = RuntimeFamilyRule

    static func check(_ context: inout CheckContext) {
        for widget in context.spec.widgets {
            if let flagged = widget.familiesWhen { check(flagged, of: widget, &context) }
            if let recommendations = widget.recommendations { check(recommendations, of: widget, &context) }
        }
    }

    /// The flagged families are added on every targeted platform: each must exist there from the widget's
    /// minimum, and not be offered already.
    private static func check(_ flagged: FlaggedFamilies, of widget: WidgetDecl, _ context: inout CheckContext) {
        let name = widget.name.value
        let flag = flagged.flag.value
        guard !flagged.families.isEmpty else {
            context.report(
                .flaggedFamilyInvalid,
                "'familiesWhen' of widget '\(name)' lists no families: flag '\(flag)' would change nothing",
                at: flagged.flag.range, widget: widget)
            return
        }
        var seen: Set<WidgetFamily> = []
        for family in flagged.families {
            guard seen.insert(family.value).inserted else {
                context.report(
                    .flaggedFamilyInvalid, "family '\(family.value.rawValue)' is listed twice under 'familiesWhen'",
                    at: family.range, widget: widget)
                continue
            }
            for target in context.spec.platforms where target.version >= target.platform.widgetKitMinimum {
                check(family, of: widget, flag: flag, on: target, &context)
            }
        }
    }

    private static func check(
        _ family: Located<WidgetFamily>, of widget: WidgetDecl, flag: String, on target: PlatformVersion,
        _ context: inout CheckContext
    ) {
        let platform = target.platform
        let spelled = family.value.rawValue
        guard let introduced = family.value.introduction(on: platform) else {
            let offering = family.value.platformsOffering.map(\.rawValue).joined(separator: ", ")
            context.report(
                .flaggedFamilyInvalid,
                "family '\(spelled)' behind flag '\(flag)' is offered on every targeted platform, but it does not "
                    + "exist on \(platform) (it exists on \(offering))",
                at: family.range, widget: widget)
            return
        }
        let minimum = context.minimum(of: widget, on: platform) ?? target.version
        if introduced > minimum {
            context.report(
                .flaggedFamilyInvalid,
                "family '\(spelled)' behind flag '\(flag)' needs \(platform) \(introduced), but widget "
                    + "'\(widget.name.value)' is offered from \(platform) \(minimum)",
                at: family.range,
                notes: [
                    DiagnosticNote(
                        "add `available: { \(platform): \"\(introduced)\" }` to the widget, or raise "
                            + "`platforms.\(platform)`", at: target.range)
                ],
                widget: widget)
        }
        if let always = widget.families.families(on: platform).first(where: { $0.value == family.value }) {
            context.report(
                .flaggedFamilyInvalid,
                "widget '\(widget.name.value)' always offers '\(spelled)' on \(platform): behind flag '\(flag)' "
                    + "it changes nothing there",
                at: family.range, notes: [DiagnosticNote("listed under `families` here", at: always.range)],
                widget: widget)
        }
    }

    private static func check(
        _ recommendations: WidgetRecommendations, of widget: WidgetDecl, _ context: inout CheckContext
    ) {
        let name = widget.name.value
        guard let intent = widget.intent else {
            context.report(
                .recommendationUnusable,
                "widget '\(name)' has no intent: a recommendation is a preconfigured intent, so it needs `intent:`",
                at: recommendations.range, widget: widget)
            return
        }
        guard context.platformsOffering(widget).contains(where: { $0.platform == .watchOS }) else {
            context.report(
                .recommendationUnusable,
                "widget '\(name)' is not offered on watchOS: WidgetKit uses recommendations only where people cannot "
                    + "configure a widget (watchOS); on iOS and macOS they are inactive",
                at: recommendations.range, widget: widget)
            return
        }
        if recommendations.list.isEmpty && !recommendations.isDynamic {
            context.report(
                .recommendationUnusable,
                "widget '\(name)' recommends nothing: watchOS would list none of its configurations; remove "
                    + "`recommendations` for one per case of its first enum parameter, or the defaults",
                at: recommendations.range, widget: widget)
        }
        let parameters = intent.parameters.map(\.name.value)
        for recommendation in recommendations.list {
            for value in recommendation.values where value.value == nil {
                let written = value.parameter
                guard let parameter = intent.parameters.first(where: { $0.name.value == written.value }) else {
                    let suggestion = Suggestions.closest(to: written.value, in: parameters)
                    context.report(
                        .recommendationUnusable,
                        "'\(written.value)' is no parameter of \(intent.name.value)"
                            + Suggestions.didYouMean(written.value, suggesting: suggestion),
                        at: written.range, fixIt: suggestion.map { FixIt(replacing: written.range, with: $0) },
                        widget: widget)
                    continue
                }
                context.report(
                    .recommendationUnusable,
                    "parameter '\(written.value)' is of entity type \(parameter.type.value.description): its values "
                        + "come from the app's data, so a spec cannot write one; recommend with its other parameters",
                    at: written.range, widget: widget)
            }
        }
    }
}

/// The rules of `RuntimeFamilyRules`, one case each: the raw value is the ID, `entry` the catalog entry.
enum RuntimeFamilyRule: String, DiagnosticRule {
    case flaggedFamilyInvalid = "WS0410"
    case recommendationUnusable = "WS0411"

    var entry: DiagnosticDescription {
        switch self {
        case .flaggedFamilyInvalid:
            DiagnosticDescription(
                id, name: "flagged-family-invalid", severity: .error,
                summary: "A `familiesWhen` family that does not exist where it is offered, or is always offered.",
                source: .apple(["S2", "S97"]),
                rationale: """
                    `supportedFamilies(_:)` takes the families a widget offers [S2]; WidgetKit reads them when it asks \
                    the extension for its widgets, so an app can decide them at run time, as WordPress offers its \
                    Lock Screen widgets behind a feature flag [S97]. The generated widget adds the `familiesWhen` \
                    families to its `families` on every platform the spec targets, without `#if` or `if #available`: \
                    each must exist on every targeted platform from the widget's minimum, or the extension does not \
                    compile. A family listed under `families` as well is always offered (the flag changes nothing \
                    there), and an empty list changes nothing at all.
                    """,
                triggering: [
                    .widget(
                        """
                        families: [systemSmall]
                        familiesWhen: { flag: lockScreen, families: [↓systemSmall] }
                        """),
                    .widget(
                        "families: [systemSmall]\nfamiliesWhen: { flag: lockScreen, families: [↓accessoryRectangular] }",
                        topLevel: "platforms: { iOS: \"15.0\" }"),
                ],
                nonTriggering: [
                    .widget(
                        """
                        families: [systemSmall]
                        familiesWhen: { flag: lockScreen, families: [accessoryRectangular] }
                        """,
                        topLevel: "platforms: { iOS: \"17.0\" }")
                ])
        case .recommendationUnusable:
            DiagnosticDescription(
                id, name: "recommendation-unusable", severity: .error,
                summary:
                    "`recommendations` WidgetKit cannot use: no intent, not on watchOS, empty, or a value it cannot set.",
                source: .apple(["S95", "S96"]),
                rationale: """
                    `recommendations()` returns preconfigured intents for platforms without a user interface to \
                    configure widgets [S95]: watchOS uses them for complications; on iOS and macOS \
                    `AppIntentRecommendation` is inactive [S96]. Apple does not say whether visionOS uses them: the \
                    checker assumes not, and asks for watchOS. A recommendation is an intent, so the widget needs \
                    `intent:`; each value names one of its parameters (did you mean) and has its type. An entity \
                    parameter's values come from the app's data: a spec cannot write one. An empty list offers no \
                    complication at all.
                    """,
                triggering: [
                    .widget(
                        """
                        families: [accessoryCircular]
                        ↓recommendations:
                          - description: Battery
                        """,
                        topLevel: "platforms: { watchOS: \"10.0\" }"),
                    .widget(
                        """
                        families: [accessoryCircular]
                        intent:
                          parameters:
                            unit: { type: String, default: percent }
                        recommendations:
                          - description: Battery
                            values: { ↓units: percent }
                        """,
                        topLevel: "platforms: { watchOS: \"10.0\" }"),
                ],
                nonTriggering: [
                    .widget(
                        """
                        families: [accessoryCircular]
                        intent:
                          parameters:
                            unit: { type: String, default: percent }
                        recommendations:
                          - description: Battery
                            values: { unit: percent }
                        """,
                        topLevel: "platforms: { watchOS: \"10.0\" }")
                ])
        }
    }
}
