// WS1039: the languages of a spec's String Catalog between two versions.

extension DiagnosticDescription {
    package static let languageDropped = LocalizationChangeRule.languageDropped.entry
}

/// The languages of each spec's String Catalog, paired by the spec's identity (its repository path).
enum LocalizationChangeRules: CompatibilityRuleGroup {
    typealias Rule = LocalizationChangeRule

    /// Versions of one catalog: by the spec's identity, or one spec against one (`diff old.yaml new.yaml`).
    private static func pairs(
        _ old: [CompatibilitySurface.Catalog], _ new: [CompatibilitySurface.Catalog]
    ) -> [(old: CompatibilitySurface.Catalog, new: CompatibilitySurface.Catalog)] {
        if old.count == 1, new.count == 1 { return [(old[0], new[0])] }
        return Matching(old: old, new: new, by: \.identity).pairs
    }

    static func compare(_ context: inout CompatibilityContext) {
        for (old, new) in pairs(context.old.catalogs, context.new.catalogs) {
            guard let before = old.localization else { continue }
            let kept = new.localization.map { Set($0.languages.map(\.value)) } ?? [before.development.value]
            let shown = new.localization.map { "'\($0.development.value)'" } ?? "the texts as the spec writes them"
            let notes = new.localization == nil ? [DiagnosticNote("the new version has no `localization`")] : []
            for language in before.languages where !kept.contains(language.value) {
                context.report(
                    .languageDropped,
                    "language '\(language.value)' is gone from '\(new.stem).xcstrings': people who read "
                        + "'\(language.value)' see \(shown) instead",
                    at: language.range, notes: notes)
            }
        }
    }
}

/// The rules of `LocalizationChangeRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum LocalizationChangeRule: String, DiagnosticRule {
    case languageDropped = "WS1039"

    var entry: DiagnosticDescription {
        switch self {
        case .languageDropped:
            DiagnosticDescription(
                id, name: "language-dropped", severity: .warning,
                summary: "A language the old version's String Catalog had and the new one's does not.",
                source: .assumption(
                    """
                    Foundation's string lookup: a text without a translation for the person's language shows the \
                    catalog's source language (the `defaultValue` the generated code passes). The reference this tool \
                    rests on has no Apple page on the fallback order.
                    """),
                rationale: """
                    People who read the widgets, controls and intents in that language read them in the development \
                    language after the update. That may be the intent (a translation withdrawn); it is never silent. \
                    A spec whose `localization` is gone drops every language but its development language, whose \
                    texts the literals now hold. Versions are paired by the spec's repository path (its path inside \
                    the compared directory, its new path when git saw it renamed; one spec against one are paired with \
                    each other), so specs of one file name in different folders are each compared with their own old \
                    version. Reported at the old spec's language.
                    """,
                triggering: [
                    .change(
                        from: .spec("localization: { development: en, languages: [en, ↓de] }"),
                        to: .spec("localization: { development: en, languages: [en] }"))
                ],
                nonTriggering: [
                    .change(
                        from: .spec("localization: { development: en, languages: [en] }"),
                        to: .spec("localization: { development: en, languages: [en, de] }"))
                ])
        }
    }
}
