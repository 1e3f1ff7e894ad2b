/// WS04xx: families and platforms.
enum FamilyRules {
    static func check(_ context: inout CheckContext) {
        checkPlatformMinimums(&context)
        for widget in context.spec.widgets {
            checkOfferedSomewhere(widget, &context)
            checkUntargetedPlatforms(widget, &context)
            checkDuplicates(widget, &context)
            for platform in context.spec.platforms where platform.version >= platform.platform.widgetKitMinimum {
                checkFamilies(of: widget, on: platform, &context)
            }
        }
    }

    private static func checkPlatformMinimums(_ context: inout CheckContext) {
        for platform in context.spec.platforms where platform.version < platform.platform.widgetKitMinimum {
            let name = platform.platform
            context.report(
                .error(
                    .platformBelowWidgetKit,
                    "\(name) \(platform.version) is below \(name) \(name.widgetKitMinimum), the first version "
                        + "with WidgetKit widgets",
                    at: platform.range,
                    fixIt: FixIt(replacing: platform.range, with: "\"\(name.widgetKitMinimum)\"")))
        }
    }

    private static func checkOfferedSomewhere(_ widget: WidgetDecl, _ context: inout CheckContext) {
        guard context.platformsOffering(widget).isEmpty else { return }
        let targeted = context.spec.platforms.map(\.platform.rawValue).joined(separator: ", ")
        context.report(
            .error(
                .emptyFamilies,
                "widget '\(widget.name.value)' has no family on any targeted platform (\(targeted)), so it is "
                    + "offered nowhere",
                at: widget.name.range,
                notes: [DiagnosticNote("list at least one family under `families`")]),
            widget: widget)
    }

    private static func checkUntargetedPlatforms(_ widget: WidgetDecl, _ context: inout CheckContext) {
        guard case .perPlatform(let lists) = widget.families else { return }
        for list in lists where context.spec.minimum(for: list.platform) == nil {
            context.report(
                .warning(
                    .familiesForUntargetedPlatform,
                    "families for \(list.platform) are ignored: the spec does not target \(list.platform)",
                    at: list.range,
                    notes: [DiagnosticNote("add \(list.platform) under `platforms` to offer the widget there")]),
                widget: widget)
        }
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
                    .warning(
                        .duplicateFamily, "family '\(family.value.rawValue)' is listed twice", at: family.range,
                        notes: [DiagnosticNote("first listed here", at: first)]),
                    widget: widget)
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
                context.report(
                    unavailable(family, on: platform, shared: isShared(widget), targets: context.spec.platforms),
                    widget: widget)
                continue
            }
            if introduced > minimum {
                context.report(
                    .error(
                        .familyRequiresNewerOS,
                        "family '\(family.value.rawValue)' needs \(platform) \(introduced), but widget "
                            + "'\(widget.name.value)' is offered from \(platform) \(minimum)",
                        at: family.range,
                        notes: [
                            DiagnosticNote(
                                "raise `platforms.\(platform)` to \"\(introduced)\", or add `available: { "
                                    + "\(platform): \"\(introduced)\" }` to the widget",
                                at: target.range)
                        ]),
                    widget: widget)
            }
        }
    }

    private static func isShared(_ widget: WidgetDecl) -> Bool {
        if case .shared = widget.families { return true }
        return false
    }

    private static func unavailable(
        _ family: Located<WidgetFamily>, on platform: Platform, shared: Bool, targets: [PlatformVersion]
    ) -> Diagnostic {
        let offering = family.value.platformsOffering.map(\.rawValue)
        let whereItExists =
            offering.count == 1
            ? "it exists on \(offering[0]) only" : "it exists on \(offering.joined(separator: ", "))"
        var notes: [DiagnosticNote] = []
        if shared {
            let example = targets.map { "\($0.platform): [...]" }.joined(separator: ", ")
            notes.append(
                DiagnosticNote(
                    "a shared family list applies to every targeted platform; use a map per platform: "
                        + "`families: { \(example) }`"))
        }
        return .error(
            .familyUnavailable,
            "family '\(family.value.rawValue)' is not available on \(platform); \(whereItExists)",
            at: family.range, notes: notes)
    }
}
