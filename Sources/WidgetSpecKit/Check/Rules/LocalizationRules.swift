// WS1101–WS1104: localized display texts.

extension DiagnosticDescription {
    package static let localizationIncomplete = LocalizationRule.localizationIncomplete.entry
    package static let localizationKeyConflict = LocalizationRule.localizationKeyConflict.entry
    package static let localizationMinimumOS = LocalizationRule.localizationMinimumOS.entry
    package static let localizationUnseenByPlugins = LocalizationRule.localizationUnseenByPlugins.entry
}

enum LocalizationRules: CheckerRuleGroup {
    typealias Rule = LocalizationRule

    static func check(_ context: inout CheckContext) {
        guard let localization = context.spec.localization else { return }
        checkMinimums(localization, &context)
        if !localization.isWrittenAtLineStart {
            context.report(
                .localizationUnseenByPlugins,
                "the build plugins look for a line starting with 'localization:' and do not see this one: they "
                    + "will not add the String Catalog; write `localization:` as a top-level key at the start of a line",
                at: localization.range)
        }
        var first: [String: DisplayText] = [:]
        // A text that serves two places (an intent's title that is the gallery name) is checked once.
        var checked = Set<DisplayText>()
        for text in context.spec.displayTexts {
            guard let info = text.localization else { continue }
            if info.table == nil, checked.insert(text).inserted { checkLanguages(text, info, localization, &context) }
            guard let earlier = first[info.key] else {
                first[info.key] = text
                continue
            }
            guard !sameWords(earlier, text) else { continue }
            context.report(
                .localizationKeyConflict,
                "key '\(info.key)' of \(info.role) is already the key of \(earlier.localization?.role ?? "another text"), "
                    + "with other words; give one of them its own key",
                at: info.keyRange ?? text.range,
                notes: [DiagnosticNote("the other text is here", at: earlier.localization?.keyRange ?? earlier.range)])
        }
    }

    private static func checkMinimums(_ localization: LocalizationDecl, _ context: inout CheckContext) {
        for platform in context.spec.platforms
        where platform.version < platform.platform.localizedStringResourceMinimum {
            let needed = platform.platform.localizedStringResourceMinimum
            context.report(
                .localizationMinimumOS,
                "localized texts are `LocalizedStringResource`s, which need \(platform.platform.rawValue) \(needed); "
                    + "the spec's minimum is \(platform.platform.rawValue) \(platform.version)",
                at: localization.range,
                notes: [DiagnosticNote("the minimum is set here", at: platform.range)])
        }
    }

    private static func checkLanguages(
        _ text: DisplayText, _ info: TextLocalization, _ localization: LocalizationDecl, _ context: inout CheckContext
    ) {
        // A set: a text of every language against every language would be quadratic in the languages.
        let written = Set(info.values.map(\.language))
        let missing = localization.languageCodes.filter { !written.contains($0) }
        guard !missing.isEmpty else { return }
        let shownLimit = 10
        let shown = info.values.prefix(shownLimit).map { "\($0.language): \($0.text.value)" }
        var wanted = shown + missing.prefix(shownLimit).map { "\($0): …" }
        if info.values.count + missing.count > wanted.count { wanted.append("…") }
        context.report(
            .localizationIncomplete,
            "\(info.role) has no \(Self.list(missing, upTo: shownLimit)) text; write it per language: "
                + "{ \(wanted.joined(separator: ", ")) }",
            at: text.range)
    }

    /// Whether two texts under one key say the same in every language, in the same table (the catalog keeps the
    /// first one's comment).
    private static func sameWords(_ first: DisplayText, _ second: DisplayText) -> Bool {
        func words(_ text: DisplayText) -> [String] {
            let info = text.localization
            return [text.value, info?.table?.value ?? ""]
                + (info?.values.map { "\($0.language)=\($0.text.value)" } ?? []).sorted()
        }
        return words(first) == words(second)
    }

    /// `de`, `de and fr`, `de, fr and it`; beyond `limit`, `de, fr, … and 990 more`.
    private static func list(_ languages: [String], upTo limit: Int) -> String {
        if languages.count > limit {
            return languages.prefix(limit).joined(separator: ", ") + " and \(languages.count - limit) more"
        }
        return languages.count < 2
            ? languages.joined() : languages.dropLast().joined(separator: ", ") + " and " + languages.last!
    }
}

/// The rules of `LocalizationRules`, one case each: the raw value is the ID, `entry` the catalog entry with its examples.
/// The group reports them as `DiagnosticDescription.<case>`; the catalog and the checker list every case.
enum LocalizationRule: String, DiagnosticRule {
    case localizationIncomplete = "WS1101"
    case localizationKeyConflict = "WS1102"
    case localizationMinimumOS = "WS1103"
    case localizationUnseenByPlugins = "WS1104"

    var entry: DiagnosticDescription {
        switch self {
        case .localizationIncomplete:
            DiagnosticDescription(
                id, name: "localization-incomplete", severity: .error,
                summary: "A display text without every language the spec declares.",
                source: .assumption(
                    """
                    The spec language's own promise: `localization.languages` lists every language each display text \
                    has, so a person using one of them never meets a text in another. At run time a missing translation \
                    falls back to the development language's text [S1].
                    """),
                rationale: """
                    The generated String Catalog holds each display text in every language the spec declares. A text \
                    written as a plain string (or a title made from a name) has the development language only, and a \
                    mapping may miss a language: WidgetKit and App Intents then show the development language's text \
                    [S1], in the middle of a translated gallery or edit UI. Texts in a table of the app's own \
                    (`table:`) are translated there and not checked.
                    """,
                triggering: [
                    .widget(
                        """
                        displayName: ↓{ en: Status }
                        """,
                        topLevel: "localization: { development: en, languages: [en, de] }"),
                    .widget(
                        """
                        displayName: { en: Status, de: Status }
                        description: ↓Shows the status.
                        """,
                        topLevel: "localization: { development: en, languages: [en, de] }"),
                ],
                nonTriggering: [
                    .widget(
                        """
                        displayName: { en: Status, de: Status }
                        description: { key: status.description, table: Localizable }
                        """,
                        topLevel: "localization: { development: en, languages: [en, de] }")
                ])
        case .localizationKeyConflict:
            DiagnosticDescription(
                id, name: "localization-key-conflict", severity: .error,
                summary: "One localization key for two different display texts.",
                source: .assumption(
                    """
                    How string tables work: a table maps each key to one text per language, so two texts under one key \
                    show the same words [S1].
                    """),
                rationale: """
                    A String Catalog, like every strings table, has one entry per key: two display texts under one key \
                    would show the same words in every language, whichever the catalog kept. Give each text its own \
                    `key` (or leave it out: the default key is the text's place in the spec, which is unique).
                    """,
                triggering: [
                    .widgets(
                        [
                            "Clock": "displayName: { key: gallery.name, en: Clock, de: Uhr }",
                            "Timer": "displayName: { key: ↓gallery.name, en: Timer, de: Timer }",
                        ],
                        topLevel: "localization: { development: en, languages: [en, de] }")
                ],
                nonTriggering: [
                    .widgets(
                        [
                            "Clock": "displayName: { key: clock.name, en: Clock, de: Uhr }",
                            "Timer": "displayName: { key: timer.name, en: Timer, de: Timer }",
                        ],
                        topLevel: "localization: { development: en, languages: [en, de] }")
                ])
        case .localizationMinimumOS:
            DiagnosticDescription(
                id, name: "localization-minimum-os", severity: .error,
                summary: "Localized display texts with a deployment minimum below iOS 16, macOS 13 or watchOS 9.",
                source: .apple(["S1"]),
                rationale: """
                    The generated code passes each localized text as a `LocalizedStringResource`, which the frameworks \
                    resolve in the person's language; the type and the `configurationDisplayName` and `description` \
                    overloads that take it need iOS 16, macOS 13 and watchOS 9 [S1].
                    """,
                triggering: [
                    .widget(
                        "displayName: { en: Status }",
                        topLevel: """
                            platforms: { iOS: "15.0" }
                            ↓localization: { development: en }
                            """)
                ],
                nonTriggering: [
                    .widget(
                        "displayName: { en: Status }",
                        topLevel: """
                            platforms: { iOS: "16.0" }
                            localization: { development: en }
                            """)
                ])
        case .localizationUnseenByPlugins:
            DiagnosticDescription(
                id, name: "localization-unseen-by-plugins", severity: .warning,
                summary: "`localization` written where the build plugins do not see it.",
                source: .assumption(
                    """
                    The tool's design: a build plugin declares its output files before any spec is read, so it adds the \
                    String Catalog when the spec has a line starting with `localization:`.
                    """),
                rationale: """
                    SwiftPM and Xcode ask a build plugin for its commands' outputs before the commands run, so the \
                    plugins cannot parse the spec to learn that it localizes: they look for a line that starts with \
                    `localization:` (a top-level key in block style, plain or quoted). Written in a flow-style top \
                    level or merged from an anchor, the key localizes the texts but the plugins do not add the String Catalog \
                    to the target, and every text shows in the development language. `generate` itself is not affected.
                    """,
                triggering: [
                    .file(
                        """
                        { spec: 1, bundle: GameWidgets, ↓localization: { development: en }, widgets: {} }
                        """)
                ],
                nonTriggering: [
                    .spec("localization: { development: en }")
                ])
        }
    }
}
