// WS04xx: families and platforms.

extension DiagnosticDescription {
    package static let familyUnavailable = FamilyRule.familyUnavailable.entry
    package static let familyRequiresNewerOS = FamilyRule.familyRequiresNewerOS.entry
    package static let emptyFamilies = FamilyRule.emptyFamilies.entry
    package static let duplicateFamily = FamilyRule.duplicateFamily.entry
    package static let familiesForUntargetedPlatform = FamilyRule.familiesForUntargetedPlatform.entry
    package static let extraLargeOnlyOnIOS = FamilyRule.extraLargeOnlyOnIOS.entry
    package static let platformBelowWidgetKit = FamilyRule.platformBelowWidgetKit.entry
}

enum FamilyRules: CheckerRuleGroup {
    typealias Rule = FamilyRule

    static func check(_ context: inout CheckContext) {
        checkPlatformMinimums(&context)
        for widget in context.spec.widgets {
            checkOfferedSomewhere(widget, &context)
            checkUntargetedPlatforms(widget, &context)
            checkDuplicates(widget, &context)
            checkIPhoneFamilies(widget, &context)
            for platform in context.spec.platforms where platform.version >= platform.platform.widgetKitMinimum {
                checkFamilies(of: widget, on: platform, &context)
            }
        }
    }

    private static func checkPlatformMinimums(_ context: inout CheckContext) {
        for platform in context.spec.platforms where platform.version < platform.platform.widgetKitMinimum {
            let name = platform.platform
            context.report(
                .platformBelowWidgetKit,
                "\(name) \(platform.version) is below \(name) \(name.widgetKitMinimum), the first version "
                    + "with WidgetKit widgets",
                at: platform.range,
                // Which systems the app supports is the user's decision: suggested, never applied by `--fix`.
                fixIt: FixIt(
                    replacing: platform.range, with: "\"\(name.widgetKitMinimum)\"", isMachineApplicable: false))
        }
    }

    private static func checkOfferedSomewhere(_ widget: WidgetDecl, _ context: inout CheckContext) {
        guard context.platformsOffering(widget).isEmpty else { return }
        let targeted = context.spec.platforms.map(\.platform.rawValue).joined(separator: ", ")
        context.report(
            .emptyFamilies,
            "widget '\(widget.name.value)' has no family on any targeted platform (\(targeted)), so it is "
                + "offered nowhere",
            at: widget.name.range,
            notes: [DiagnosticNote("list at least one family under `families`")],
            widget: widget)
    }

    private static func checkUntargetedPlatforms(_ widget: WidgetDecl, _ context: inout CheckContext) {
        guard case .perPlatform(let lists) = widget.families else { return }
        for list in lists where context.spec.minimum(for: list.platform) == nil {
            context.report(
                .familiesForUntargetedPlatform,
                "families for \(list.platform) are ignored: the spec does not target \(list.platform)",
                at: list.range,
                notes: [DiagnosticNote("add \(list.platform) under `platforms` to offer the widget there")],
                widget: widget)
        }
    }

    /// iPhone offers no `systemExtraLarge`: a widget with that family alone on iOS is for iPad only.
    private static func checkIPhoneFamilies(_ widget: WidgetDecl, _ context: inout CheckContext) {
        guard context.spec.minimum(for: .iOS) != nil else { return }
        let families = widget.families.families(on: .iOS)
        guard let first = families.first, Set(families.map(\.value)) == [.systemExtraLarge] else { return }
        context.report(
            .extraLargeOnlyOnIOS,
            "widget '\(widget.name.value)' offers only systemExtraLarge on iOS, which iPhone never offers: it "
                + "shows on iPad alone",
            at: first.range,
            notes: [DiagnosticNote("add a family iPhone offers, such as systemLarge")],
            widget: widget)
    }

    private static func checkDuplicates(_ widget: WidgetDecl, _ context: inout CheckContext) {
        let lists: [[Located<WidgetFamily>]] =
            switch widget.families {
            case .shared(let families): [families]
            case .perPlatform(let lists): lists.map(\.families)
            }
        for list in lists {
            var seen: [WidgetFamily: SourceRange] = [:]
            for family in list {
                guard let first = seen[family.value] else {
                    seen[family.value] = family.range
                    continue
                }
                context.report(
                    .duplicateFamily, "family '\(family.value.rawValue)' is listed twice", at: family.range,
                    notes: [DiagnosticNote("first listed here", at: first)], widget: widget)
            }
        }
    }

    private static func checkFamilies(
        of widget: WidgetDecl, on target: PlatformVersion, _ context: inout CheckContext
    ) {
        let platform = target.platform
        let minimum = context.minimum(of: widget, on: platform) ?? target.version
        var seen: Set<WidgetFamily> = []
        for family in widget.families.families(on: platform) where seen.insert(family.value).inserted {
            guard let introduced = family.value.introduction(on: platform) else {
                reportUnavailable(family, of: widget, on: platform, &context)
                continue
            }
            guard introduced > minimum else { continue }
            context.report(
                .familyRequiresNewerOS,
                "family '\(family.value.rawValue)' needs \(platform) \(introduced), but widget "
                    + "'\(widget.name.value)' is offered from \(platform) \(minimum)",
                at: family.range,
                notes: [
                    DiagnosticNote(
                        "raise `platforms.\(platform)` to \"\(introduced)\", or add `available: { "
                            + "\(platform): \"\(introduced)\" }` to the widget",
                        at: target.range)
                ],
                widget: widget)
        }
    }

    private static func reportUnavailable(
        _ family: Located<WidgetFamily>, of widget: WidgetDecl, on platform: Platform, _ context: inout CheckContext
    ) {
        let offering = family.value.platformsOffering.map(\.rawValue)
        let whereItExists =
            offering.count == 1
            ? "it exists on \(offering[0]) only" : "it exists on \(offering.joined(separator: ", "))"
        var notes: [DiagnosticNote] = []
        if case .shared = widget.families {
            let example = context.spec.platforms.map { "\($0.platform): [...]" }.joined(separator: ", ")
            notes.append(
                DiagnosticNote(
                    "a shared family list applies to every targeted platform; use a map per platform: "
                        + "`families: { \(example) }`"))
        }
        context.report(
            .familyUnavailable,
            "family '\(family.value.rawValue)' is not available on \(platform); \(whereItExists)",
            at: family.range, notes: notes, widget: widget)
    }
}

/// The rules of `FamilyRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum FamilyRule: String, DiagnosticRule {
    case familyUnavailable = "WS0401"
    case familyRequiresNewerOS = "WS0402"
    case emptyFamilies = "WS0403"
    case duplicateFamily = "WS0404"
    case familiesForUntargetedPlatform = "WS0405"
    case extraLargeOnlyOnIOS = "WS0407"
    case platformBelowWidgetKit = "WS0406"

    var entry: DiagnosticDescription {
        switch self {
        case .familyUnavailable:
            DiagnosticDescription(
                id, name: "family-unavailable", severity: .error,
                summary: "A widget family that does not exist on a platform the widget is offered on.",
                source: .apple(["S1", "S2", "S21"]),
                rationale: """
                    `supportedFamilies` is compiled for every platform the list applies to, and the SDK declares \
                    families unavailable where they don't exist [S1][S2]: `system*` families on watchOS, accessory \
                    families on macOS, `accessoryCorner` everywhere but watchOS, `accessoryInline` on visionOS. Use a \
                    per-platform map (`families: { iOS: [...], watchOS: [...] }`) when the families differ by OS. \
                    `systemExtraLarge` on iOS is accepted: the symbol exists on iOS 15 and the family is offered on \
                    iPad [S21].
                    """,
                triggering: [
                    .widget(
                        "families: [systemSmall, ↓accessoryCorner]",
                        topLevel: #"platforms: { iOS: "17.0" }"#)
                ],
                nonTriggering: [
                    .widget(
                        """
                        families:
                          iOS: [systemSmall, systemExtraLarge, accessoryCircular]
                          watchOS: [accessoryCircular, accessoryCorner]
                        """,
                        topLevel: #"platforms: { iOS: "17.0", watchOS: "10.0" }"#)
                ])
        case .familyRequiresNewerOS:
            DiagnosticDescription(
                id, name: "family-requires-newer-os", severity: .error,
                summary: "A family that exists on the platform only from a later OS version than the minimum.",
                source: .apple(["S1", "S2"]),
                rationale: """
                    Accessory families need iOS 16 [S1][S2]; `systemExtraLarge` needs iOS 15 and macOS 14; \
                    `systemExtraLargePortrait` is visionOS-only below 27 (iOS and macOS 27 per 2026 doc metadata, \
                    unverified: treated as 27 to be safe); accessoryCircular and accessoryRectangular reach visionOS \
                    in 27. Code naming the family does not compile below that version. Raise the platform minimum, \
                    or give the widget `available:` so it is only offered from that version.
                    """,
                triggering: [
                    .widget(
                        "families: [systemSmall, ↓accessoryCircular]",
                        topLevel: #"platforms: { iOS: "15.0" }"#)
                ],
                nonTriggering: [
                    .widget(
                        """
                        families: [systemSmall, accessoryCircular]
                        available: { iOS: "16.0" }
                        """,
                        topLevel: #"platforms: { iOS: "15.0" }"#)
                ])
        case .emptyFamilies:
            DiagnosticDescription(
                id, name: "empty-families", severity: .error,
                summary: "A widget that is offered in no family on any targeted platform.",
                source: .assumption(
                    """
                    Apple does not document which families a widget gets when `supportedFamilies` is omitted [S2], and only \
                    a forum report says that an empty list hid every widget of the extension on iOS 14 [S33d]; asking for a \
                    family is the tool's own design.
                    """),
                rationale: """
                    A forum report says an empty `supportedFamilies` list hid every widget of the extension on iOS 14 \
                    [S33d], and the default when the list is omitted is not documented [S2] (unverified), so every \
                    widget must list at least one family on at least one targeted platform.
                    """,
                triggering: [
                    .widget(
                        """
                        families:
                          watchOS: [accessoryCircular]
                        """,
                        named: "↓Status",
                        topLevel: #"platforms: { iOS: "17.0" }"#)
                ],
                nonTriggering: [
                    .widget(
                        """
                        families:
                          iOS: [systemSmall]
                        """,
                        topLevel: #"platforms: { iOS: "17.0" }"#)
                ])
        case .duplicateFamily:
            DiagnosticDescription(
                id, name: "duplicate-family", severity: .warning,
                summary: "The same family listed twice for one platform.",
                source: .assumption(
                    "Apple does not say what a family listed twice does; the tool takes the repetition for a typo."),
                rationale: """
                    `supportedFamilies(_:)` takes the list of families a widget offers [S2]; a family listed twice offers \
                    nothing more, and usually means that another family was meant.
                    """,
                triggering: [
                    .widget(
                        "families: [systemSmall, systemMedium, ↓systemSmall]")
                ],
                nonTriggering: [
                    .widget(
                        "families: [systemSmall, systemMedium, systemLarge]")
                ])
        case .familiesForUntargetedPlatform:
            DiagnosticDescription(
                id, name: "families-for-untargeted-platform", severity: .warning,
                summary: "A per-platform family list for a platform that `platforms` does not name.",
                source: .assumption(
                    """
                    The tool's own design: only the platforms under `platforms` are generated, so families for another \
                    platform are dropped.
                    """),
                rationale: """
                    Only the platforms under `platforms` are generated (as `#if os(...)` branches of \
                    `supportedFamilies` [S2]); families listed for another platform are ignored, which is usually a \
                    forgotten `platforms` entry.
                    """,
                triggering: [
                    .widget(
                        """
                        families:
                          iOS: [systemSmall]
                          ↓watchOS: [accessoryCircular]
                        """,
                        topLevel: #"platforms: { iOS: "17.0" }"#)
                ],
                nonTriggering: [
                    .widget(
                        """
                        families:
                          iOS: [systemSmall]
                          watchOS: [accessoryCircular]
                        """,
                        topLevel: #"platforms: { iOS: "17.0", watchOS: "10.0" }"#)
                ])
        case .extraLargeOnlyOnIOS:
            DiagnosticDescription(
                id, name: "extra-large-only-on-ios", severity: .warning,
                summary: "A widget whose only family on iOS is `systemExtraLarge`, which iPhone never offers.",
                source: .apple(["S2", "S21"]),
                rationale: """
                    `systemExtraLarge` is offered on iPad and Mac, never on iPhone [S2][S21]: a widget whose iOS families \
                    are that one alone is missing from every iPhone's gallery. Add a family iPhone offers \
                    (`systemLarge`), or list the families per platform if the widget is meant for iPad alone.
                    """,
                triggering: [
                    .widget(
                        "families: [↓systemExtraLarge]",
                        topLevel: #"platforms: { iOS: "17.0" }"#)
                ],
                nonTriggering: [
                    .widget(
                        "families: [systemLarge, systemExtraLarge]",
                        topLevel: #"platforms: { iOS: "17.0" }"#)
                ])
        case .platformBelowWidgetKit:
            DiagnosticDescription(
                id, name: "platform-below-widgetkit", severity: .error,
                summary: "A deployment minimum below the first OS version that runs WidgetKit widgets.",
                source: .apple(["S1", "S2", "S26"]),
                rationale: """
                    Widgets exist from iOS 14, macOS 11, watchOS 9 and visionOS 26 (`WidgetFamily` and \
                    `StaticConfiguration` availability [S1][S2]; native visionOS widgets arrived in visionOS 26 [S26]).
                    """,
                triggering: [
                    .spec(
                        #"platforms: { iOS: "17.0", watchOS: ↓"8.0" }"#)
                ],
                nonTriggering: [
                    .spec(
                        #"platforms: { iOS: "17.0", watchOS: "10.0" }"#)
                ])
        }
    }
}
