// WS10xx: the last good content widgets keep, between two versions.

extension DiagnosticDescription {
    package static let cachedContentLost = CacheChangeRule.cachedContentLost.entry
}

/// The cached content of widgets paired by kind: its App Group, and whether the new entry decodes the old one.
enum CacheChangeRules: CompatibilityRuleGroup {
    typealias Rule = CacheChangeRule

    static func compare(_ context: inout CompatibilityContext) {
        for (old, new) in Matching(old: context.old.widgets, new: context.new.widgets, by: \.kind.value).pairs {
            guard let oldCache = old.cache, let newCache = new.cache else { continue }
            let consequence =
                "until it loads once, a failed load shows the placeholder instead of the last good content"
            if oldCache.appGroup.value != newCache.appGroup.value {
                context.report(
                    .cachedContentLost,
                    "widget '\(new.name.value)' keeps its content in App Group '\(newCache.appGroup.value)', was "
                        + "'\(oldCache.appGroup.value)': \(consequence)",
                    at: newCache.appGroup.range)
                continue
            }
            let problems = DecodingCompatibility.problems(
                decoding: DecodingCompatibility.Version(fields: oldCache.fields, types: oldCache.types),
                as: DecodingCompatibility.Version(fields: newCache.fields, types: newCache.types), decodingIsNew: true)
            guard let first = problems.first else { continue }
            let paths = Suggestions.list(problems.map(\.path))
            context.report(
                .cachedContentLost,
                "the content widget '\(new.name.value)' cached before the update no longer decodes (\(paths)): "
                    + consequence,
                at: first.range)
        }
    }
}

/// The rules of `CacheChangeRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum CacheChangeRule: String, DiagnosticRule {
    case cachedContentLost = "WS1015"

    var entry: DiagnosticDescription {
        switch self {
        case .cachedContentLost:
            DiagnosticDescription(
                id, name: "cached-content-lost", severity: .note,
                summary: "A widget whose cached last good content the new version cannot read back.",
                source: .assumption(
                    """
                    The tool's own design: `cache:` keeps a widget's last loaded content as JSON in the App Group's \
                    `UserDefaults` (WidgetSchedule's ContentCache) and decodes it with JSONDecoder's defaults after a \
                    failed load; content it cannot decode counts as none.
                    """),
                rationale: """
                    After the update the content the previous version cached is unreadable, when the entry's fields \
                    changed so that its JSON no longer decodes or the App Group changed: until the new version loads once, \
                    a failed load shows the placeholder (`failed`) instead of the last good content (`stale`). Nothing \
                    breaks for good, so this is a note.
                    """,
                triggering: [
                    .change(
                        from: .widget(
                            "cache: { appGroup: group.com.example }\nentry:\n  level: { type: Double, placeholder: 1 }"),
                        to: .widget(
                            "cache: { appGroup: group.com.example }\nentry:\n  level: { type: Double, placeholder: 1 }\n"
                                + "  ↓name: { type: String, placeholder: Panda }"))
                ],
                nonTriggering: [
                    .change(
                        from: .widget(
                            "cache: { appGroup: group.com.example }\nentry:\n  level: { type: Double, placeholder: 1 }"),
                        to: .widget(
                            "cache: { appGroup: group.com.example }\nentry:\n  level: { type: Double, placeholder: 1 }\n"
                                + "  name: String?"))
                ])
        }
    }
}
