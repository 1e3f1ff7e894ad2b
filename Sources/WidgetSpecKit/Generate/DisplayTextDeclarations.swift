/// Display texts in generated code. Every text people read (gallery names, intent and parameter titles, enum
/// titles) is spelled by `displayTextExpression(_:as:)`: a string literal when the spec does not localize; with
/// `localization`, a `LocalizedStringResource` for the frameworks, which resolve it in the person's language
/// (possibly in another process), or a lookup in the catalog's bundle where code needs a `String` at run time.
/// The catalog's table is the spec's file name without `.yaml` (the catalog's own name without `.xcstrings`).
extension GenerationContext {
    /// What the code at a text's place takes.
    enum DisplayTextForm {
        /// A framework argument or property: `LocalizedStringResource` (a literal converts to it, or to
        /// `LocalizedStringKey`, `IntentDescription`, `DisplayRepresentation`).
        case resource
        /// App Intents metadata Xcode reads from the source at build time (titles, descriptions, `@Parameter`
        /// titles, type and case display representations): `LocalizedStringResource` with literal key, default
        /// value, table and comment and no `bundle:` (Xcode rejects it: "the bundle parameter is unsupported for
        /// static extraction"), in every route; docs/generated-code.md#app-intents-metadata.
        case appIntents
        /// A SwiftUI or WidgetKit argument that takes `Text` or `LocalizedStringKey`, with no
        /// `LocalizedStringResource` overload in every supported SDK (`configurationDisplayName`, a widget's
        /// `description`, `AppIntentRecommendation`: the iOS 26 SDK adds one, the iOS 18 SDK has none): a literal,
        /// or `SwiftUI.Text` of the resource.
        case text
        /// A `String`, looked up when the code runs (Foundation-only code, which runs on Linux too).
        case string
    }

    /// The Swift expression of `text` at a place that takes `form`. Key, default value, table and comment are
    /// literals, as App Intents reads them from the source at build time.
    func displayTextExpression(_ text: DisplayText, as form: DisplayTextForm) -> SwiftExpression {
        guard let localization = text.localization, let catalog = spec.localization else {
            return .literal(.string(text.value))
        }
        let strings = SwiftExpression.identifier(SwiftGenerator.stringsTypeName(of: spec))
        let key = SwiftArgument(.literal(.string(localization.key)))
        let defaultValue = SwiftArgument("defaultValue", .literal(.string(text.value)))
        let table = SwiftArgument(
            "table", .literal(.string(localization.table?.value ?? WidgetSpecOutputFileName.stem(ofSpec: spec.file))))
        switch form {
        case .resource, .appIntents:
            let bundle =
                catalog.bundle == .module && form == .resource
                ? [
                    SwiftArgument(
                        "bundle", .implicitMember("atURL").call(SwiftArgument(strings.dot("bundle").dot("bundleURL"))))
                ]
                : []
            let comment = SwiftArgument("comment", .literal(.string(localization.comment)))
            return .identifier("LocalizedStringResource").call([key, defaultValue, table] + bundle + [comment])
        case .text:
            return .type(QualifiedName.text).call(SwiftArgument(displayTextExpression(text, as: .resource)))
        case .string:
            return strings.dot("string").call(key, defaultValue, table)
        }
    }

    /// A `String` property holding a display text: a constant for a literal, a lookup for a localized text.
    func textProperty(_ name: String, _ text: DisplayText, doc: String, isStatic: Bool = true) -> SwiftDecl {
        let modifiers = isStatic ? ["static"] : []
        guard text.localization != nil else {
            return .property(
                SwiftProperty(
                    name, type: QualifiedName.string.description, isLet: true, access: access, modifiers: modifiers,
                    doc: doc, value: .expression(displayTextExpression(text, as: .string))))
        }
        return .property(
            SwiftProperty(
                name, type: QualifiedName.string.description, access: access, modifiers: modifiers, doc: doc,
                value: .getter([.expression(displayTextExpression(text, as: .string))])))
    }

    /// `<Bundle>Strings`, Foundation-only: the bundle that holds the String Catalog, and the lookup of a text in
    /// the person's language.
    func stringsNamespace(_ localization: LocalizationDecl) -> SwiftDecl {
        let (bundle, summary) =
            switch localization.bundle {
            case .main: ("main", "The bundle holding the catalog: the app's or the widget extension's own")
            case .module: ("module", "The bundle holding the catalog: the package target's resources")
            }
        let catalog = WidgetSpecOutputFileName.catalog(forSpec: spec.file)
        return declaring(
            derivedForBundle(
                SwiftGenerator.stringsTypeName(of: spec), "the String Catalog's table and bundle"),
            .type(
                SwiftTypeDecl(
                    .enum, SwiftGenerator.stringsTypeName(of: spec), access: access,
                    doc: doc(
                        "Where the display texts of `\(spec.bundle.value)` are looked up: `\(catalog)`",
                        localization.range),
                    members: [
                        .property(
                            SwiftProperty(
                                "bundle", type: QualifiedName.bundle.description, access: access,
                                modifiers: ["static"], doc: doc(summary, localization.range),
                                value: .getter([.expression(.type(QualifiedName.bundle).dot(bundle))]))),
                        .function(
                            SwiftFunction(
                                "string",
                                parameters: .parameters([
                                    .unlabeled("key", QualifiedName.string),
                                    SwiftParameter("defaultValue", QualifiedName.string),
                                    SwiftParameter("table", QualifiedName.string),
                                ]),
                                result: QualifiedName.string.description, access: access, modifiers: ["static"],
                                doc: doc(
                                    "The text of `key` in the person's language, or `defaultValue` where the table has "
                                        + "none",
                                    localization.range),
                                body: [
                                    .expression(
                                        .identifier("bundle").dot("localizedString").call(
                                            SwiftArgument("forKey", .identifier("key")),
                                            SwiftArgument("value", .identifier("defaultValue")),
                                            SwiftArgument("table", .identifier("table"))))
                                ])),
                    ])))
    }
}
