/// Rules for the Swift names a spec declares: the one keyword list and the one list of reserved names, used by
/// the decoder (what a spec may declare), the generator (what needs backticks) and the JSON Schema.
///
/// Type names (widgets, enums, models, activities, the bundle, intents, views) must be UpperCamelCase
/// identifiers and not reserved. Member names (fields, parameters, enum cases, events) must be lowerCamelCase
/// identifiers; a keyword there is allowed and escaped with backticks in generated code, except the few names
/// that cannot be members at all.
package enum SwiftIdentifier {
    /// Swift's reserved words and the contextual keywords that need backticks as a declared name
    /// (`SwiftKeywords`).
    package static var keywords: Set<String> { SwiftKeywords.all }

    /// Type names a spec cannot declare, each with the reason its diagnostic gives.
    ///
    /// Generated code spells every framework and library type with its module (`Foundation.Date`,
    /// `WidgetSchedule.TimelineRule`, `SwiftUI.Widget`), so names such as `Task`, `Timeline` or `Set` are free
    /// for a spec. What stays reserved: the spec language's own types, the modules those qualified names go
    /// through, names that protocols of the generated types declare inside them (where they would hide a spec
    /// type of the same name), and the generated namespaces.
    package static let reservedTypeNames: [String: String] = {
        var reasons: [String: String] = [:]
        for name in ["String", "Int", "Double", "Bool", "Date", "URL", "Optional", "Array", "ClosedRange"] {
            reasons[name] = "it is a type of the spec language"
        }
        for module in QualifyingModule.allCases.map(\.rawValue) {
            reasons[module] = "the generated code names framework types through the module '\(module)'"
        }
        reasons["Body"] = "inside the generated widgets and bundle it means their `Body` associated type"
        reasons["Entry"] = "inside the generated timeline providers it means their `Entry` associated type"
        reasons["Intent"] = "inside the generated intent providers it means their `Intent` associated type"
        reasons["Context"] = "inside the generated timeline providers it means their `Context` type alias"
        reasons["ContentState"] =
            "inside generated Live Activity attributes it means their nested `ContentState` struct"
        reasons["CodingKeys"] = "inside every generated Codable type it means the synthesized `CodingKeys`"
        reasons["EventName"] = "inside the generated `WidgetReloads` it means the nested enum of the events"
        reasons["Parameter"] = "inside the generated intents it means App Intents' `@Parameter` wrapper"
        reasons["WidgetBackground"] =
            "inside the views of widgets with `background: view` it means the type of their `widgetBackground`"
        reasons["LocalizedStringResource"] =
            "the generated intents use Foundation's `LocalizedStringResource` by this name"
        for name in ["Self", "Any", "Type", "Protocol"] { reasons[name] = "it is a Swift keyword" }
        reasons[fixedNames.kinds] = "the generated code declares `\(fixedNames.kinds)` (the kind constants)"
        reasons[fixedNames.controlKinds] =
            "the generated code declares `\(fixedNames.controlKinds)` (the control kind constants)"
        reasons[fixedNames.reloads] = "the generated code declares `\(fixedNames.reloads)` (the app events)"
        return reasons
    }()

    /// The fixed top-level names of every generated file.
    static let fixedNames = (kinds: "WidgetKinds", controlKinds: "ControlKinds", reloads: "WidgetReloads")

    /// Member names that cannot be used even in backticks.
    static let reservedMemberNames: Set<String> = ["self", "Self", "init", "Type", "Protocol", "_"]

    /// Whether `name` has the shape of a Swift identifier (letters, digits, underscore; not starting with a digit).
    package static func isIdentifier(_ name: String) -> Bool { SwiftKeywords.isIdentifier(name) }

    /// Why `name` cannot follow `import` in the generated code, or nil when it can: it must be a Swift identifier
    /// and no keyword (`import class` starts another kind of import; a module is never named in backticks).
    package static func moduleNameProblem(_ name: String) -> String? {
        if keywords.contains(name) {
            return "is a Swift keyword, not a module name: give the name of the module that compiles the shared "
                + "part, like GameShared"
        }
        if !isIdentifier(name) { return "is not a module name: give a Swift identifier, like GameShared" }
        return nil
    }

    /// Whether `name` needs backticks to be used as a declared name or after a dot.
    package static func needsBackticks(_ name: String) -> Bool { SwiftKeywords.needsBackticks(name) }
}
